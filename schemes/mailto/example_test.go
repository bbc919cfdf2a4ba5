package mailto_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/mailto"
)

func ExampleParseString() {
	v, _ := mailto.ParseString("mailto:user%25gateway@relay.example")
	fmt.Println(v.Address())
	_, err := mailto.ParseString("mailto:nobody")
	fmt.Println(err)
	// Output:
	// user%gateway@relay.example
	// mailto: no "@" and domain at offset 13 in addr-spec: an address is local-part@domain (RFC 822 §6.1)
}
