package telnet_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/telnet"
)

func ExampleParseString() {
	v, _ := telnet.ParseString("telnet://melvyl.ucop.edu/")
	_, hasUser := v.User()
	fmt.Println(v.Scheme(), v.Host(), v.EffectivePort(), hasUser)
	_, err := telnet.ParseString("tn3270://host/path")
	fmt.Println(err)
	// Output:
	// telnet melvyl.ucop.edu 23 false
	// tn3270: text after the host at offset 14 in telneturl: a tn3270 URL ends with the host, the port, or one "/" (RFC 1738 §3.8)
}
