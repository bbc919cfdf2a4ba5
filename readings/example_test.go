package readings_test

import (
	"fmt"

	"github.com/urikit/urikit/readings"
)

func ExampleRead() {
	for _, s := range []string{"http:////evil.com/", "dict:/127.0.0.1:11211/stat"} {
		rs := readings.Read(s)
		for _, r := range readings.Readers {
			x := rs.Of[r]
			if !x.OK {
				fmt.Printf("%-8s refuses it\n", r)
				continue
			}
			fmt.Printf("%-8s %s %q %q\n", r, x.Scheme, x.Host, x.Port)
		}
		fmt.Println("differ:", rs.Differ())
	}
	// Output:
	// rfc3986  http "" "80"
	// whatwg   http "evil.com" "80"
	// net/url  http "" "80"
	// curl     refuses it
	// differ: [host]
	// rfc3986  dict "" ""
	// whatwg   dict "" ""
	// net/url  dict "" ""
	// curl     dict "127.0.0.1" "11211"
	// differ: [host port]
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
