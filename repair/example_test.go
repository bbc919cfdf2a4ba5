package repair_test

import (
	"fmt"

	"github.com/urikit/urikit/repair"
)

func ExampleRepair() {
	s, changes, err := repair.Repair(" http://b\u00fccher.example/a b|c?q=[1]&r=100% ")
	fmt.Println(s, err)
	for _, c := range changes {
		fmt.Println(c.Offset, c.Kind, c.Message)
	}
	// Output:
	// http://xn--bcher-kva.example/a%20b%7Cc?q=%5B1%5D&r=100%25 <nil>
	// 0 trimmed white space, control characters or byte order mark before the reference removed (1 byte)
	// 8 idna-host host "bücher.example" written "xn--bcher-kva.example" (IDNA A-labels)
	// 25 encoded-space space written %20
	// 27 encoded-char '|' written %7C, as RFC 3986 does not allow it here
	// 32 encoded-char '[' written %5B, as RFC 3986 does not allow it here
	// 34 encoded-char ']' written %5D, as RFC 3986 does not allow it here
	// 41 encoded-percent "%" not followed by two hex digits written %25
	// 42 trimmed white space or control characters after the reference removed (1 byte)
}

func ExampleRepair_valid() {
	s, changes, err := repair.Repair("http://example.com/a%20b")
	fmt.Println(s, len(changes), err)
	// Output: http://example.com/a%20b 0 <nil>
}
