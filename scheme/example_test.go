package scheme_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme"
)

func ExampleRegistry_Lookup() {
	in, ok := scheme.Default().Lookup("HTTPS")
	fmt.Println(in.Name, in.DefaultPort, ok)
	// Output: https 443 true
}

func ExampleRegistry_With() {
	reg, err := scheme.Default().With(scheme.Info{
		Name:        "myproto",
		DefaultPort: 7000,
		Rules:       scheme.DropDefaultPort,
		Spec:        "our protocol notes §2",
	})
	if err != nil {
		panic(err)
	}
	_, inDefault := scheme.Default().Lookup("myproto")
	in, _ := reg.Lookup("myproto")
	fmt.Println(in.DefaultPort, inDefault)
	// Output: 7000 false
}

func ExampleLookupPort() {
	p, ok := scheme.LookupPort(25)
	fmt.Println(p.Service, ok)
	_, ok = scheme.LookupPort(8080)
	fmt.Println(ok)
	// Output:
	// smtp true
	// false
}
