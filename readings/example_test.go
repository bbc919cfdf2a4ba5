package readings_test

import (
	"fmt"

	"github.com/urikit/urikit/readings"
)

func ExampleRead() {
	rs := readings.Read("http:////evil.com/")
	for _, r := range []readings.Reader{readings.RFC3986, readings.WHATWG, readings.NetURL} {
		x := rs.Of[r]
		fmt.Printf("%-8s %s %q %s\n", r, x.Scheme, x.Host, x.Port)
	}
	fmt.Println("differ:", rs.Differ())
	// Output:
	// rfc3986  http "" 80
	// whatwg   http "evil.com" 80
	// net/url  http "" 80
	// differ: [host]
}

func ExampleCanonicalHost() {
	for _, h := range []string{"0x7f.1", "EXAMPLE.com", "b\u00fccher.de", "[0:0::1]", "[fe80::1%en0]", "a b"} {
		fmt.Println(readings.CanonicalHost(h))
	}
	// Output:
	// 127.0.0.1
	// example.com
	// xn--bcher-kva.de
	// [::1]
	// [fe80::1%25en0]
	// a b
}
