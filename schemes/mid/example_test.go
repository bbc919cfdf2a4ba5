package mid_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/mid"
)

// RFC 2392 §2's example: a body part of a message.
func ExampleParseString() {
	v, _ := mid.ParseString("mid:960830.1639@XIson.com/partA.960830.1639@XIson.com")
	m, _ := v.MessageID()
	c, _ := v.ContentID()
	fmt.Println(m)
	fmt.Println(c)
	// Output:
	// 960830.1639@XIson.com
	// partA.960830.1639@XIson.com
}
