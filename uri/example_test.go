package uri_test

import (
	"errors"
	"fmt"

	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := uri.Parse("http://user@[fe80::1%25en0]:8080/a/b?q#f")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Scheme(), u.Userinfo(), u.Host(), u.HostKind(), u.Zone(), u.Port())
	fmt.Println(u.Path(), u.Query(), u.Fragment())
	// Output:
	// http user [fe80::1%25en0] ipv6 en0 8080
	// /a/b q f
}

func ExampleParse_error() {
	_, err := uri.Parse("http://example.com/a b")
	fmt.Println(err)
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Component, errors.Is(err, uri.ErrInvalidChar))
	}
	// Output:
	// uri: space at offset 20 in path: spaces must be written %20
	// 20 path true
}

func ExampleParseReference() {
	u, _ := uri.ParseReference("../g;x?y#s")
	fmt.Println(u.IsRelative(), u.Path(), u.Query(), u.Fragment())
	// Output: true ../g;x y s
}

// Absent and empty components are different (RFC 3986 §5.2: "undefined").
func ExampleURI_HasQuery() {
	for _, s := range []string{"http://a/b?#", "http://a/b"} {
		u, _ := uri.Parse(s)
		fmt.Printf("%-12s query %q present=%v, fragment %q present=%v\n", s, u.Query(), u.HasQuery(), u.Fragment(), u.HasFragment())
	}
	// Output:
	// http://a/b?# query "" present=true, fragment "" present=true
	// http://a/b   query "" present=false, fragment "" present=false
}

func ExampleURI_DecodedSegments() {
	u, _ := uri.Parse("http://example.com/files/a%2Fb/caf%C3%A9")
	for seg := range u.DecodedSegments() {
		fmt.Printf("%q\n", seg)
	}
	// Output:
	// "files"
	// "a/b"
	// "café"
}

func ExampleDecode() {
	s, _ := uri.Decode("caf%C3%A9%20au%20lait")
	fmt.Println(s)
	_, err := uri.Decode("100%")
	fmt.Println(err)
	// Output:
	// café au lait
	// uri: "%" not followed by two hex digits at offset 3 in input: a literal "%" must be written %25
}

func ExampleEncodingSet_Encode() {
	fmt.Println(uri.PathSet.Encode("/a b/c?d"))
	fmt.Println(uri.SegmentSet.Encode("a/b c"))
	fmt.Println(uri.QuerySet.Encode("q=a&b c/d?"))
	fmt.Println(uri.QueryParamSet.Encode("rock & roll=1+1"))
	fmt.Println(uri.UnreservedSet.Encode("a&b=c~"))
	fmt.Println(uri.PathSet.Encode("/A\u00c0\u30a2")) // RFC 3986 §2.5: UTF-8 octets
	// Output:
	// /a%20b/c%3Fd
	// a%2Fb%20c
	// q=a&b%20c/d?
	// rock%20%26%20roll%3D1%2B1
	// a%26b%3Dc~
	// /A%C3%80%E3%82%A2
}

func ExampleValidScheme() {
	fmt.Println(uri.ValidScheme("coap+tcp"))
	fmt.Println(uri.ValidScheme("1http"))
	fmt.Println(uri.ValidScheme("ht tp"))
	// Output:
	// <nil>
	// uri: scheme begins with '1' at offset 0 in scheme: a scheme must begin with a letter (RFC 3986 §3.1)
	// uri: invalid character ' ' at offset 2 in scheme: a scheme is a letter followed by letters, digits, "+", "-" or "." and cannot be percent-encoded
}

func ExampleDialect_ParseReference() {
	for _, d := range uri.Dialects() {
		_, err := d.ParseReference("http://[::1]/~user")
		fmt.Printf("%-9s %v\n", d, err)
	}
	// Output:
	// rfc3986   <nil>
	// draft2003 <nil>
	// draft1997 uri: IP literals in "[ ]" are not part of this dialect at offset 7 in host
	// rfc1738   uri: IP literals in "[ ]" are not part of this dialect at offset 7 in host
}

func ExampleRemoveDotSegments() {
	fmt.Println(uri.RemoveDotSegments("/a/b/c/./../../g"))
	fmt.Println(uri.RemoveDotSegments("mid/content=5/../6"))
	// Output:
	// /a/g
	// mid/6
}

// A base URI (RFC 3986 §5.1) must be absolute: a scheme and no fragment.
func ExampleParseAbsolute() {
	_, err := uri.ParseAbsolute("http://example.com/a?q")
	fmt.Println(err)
	_, err = uri.ParseAbsolute("http://example.com/a?q#top")
	fmt.Println(err)
	// Output:
	// <nil>
	// uri: fragment in an absolute URI at offset 22 in fragment: remove the "#" and what follows it
}

func ExampleParseRelative() {
	u, _ := uri.ParseRelative("./a:b?c")
	fmt.Println(u.Path(), u.Query())
	_, err := uri.ParseRelative("a:b")
	fmt.Println(errors.Is(err, uri.ErrInvalidScheme))
	// Output:
	// ./a:b c
	// true
}

// The grammar allows any digits in a port (RFC 3986 §3.2.3); PortValue
// gives the number a transport needs, when there is one.
func ExampleURI_PortValue() {
	for _, s := range []string{"http://a:8080/", "http://a/", "http://a:/", "http://a:70000/"} {
		u, _ := uri.Parse(s)
		port, ok := u.PortValue()
		fmt.Printf("%-16s %d %v %q\n", s, port, ok, u.Port())
	}
	// Output:
	// http://a:8080/   8080 true "8080"
	// http://a/        0 false ""
	// http://a:/       0 false ""
	// http://a:70000/  0 false "70000"
}

// Every error of the module says where in its input the problem is: one
// errors.As finds the offset, whichever package made the error.
func ExampleOffsetError() {
	_, err := uri.Parse("http://example.com/a b")
	var oe uri.OffsetError
	if errors.As(err, &oe) {
		fmt.Println(oe.ByteOffset())
	}
	// Output: 20
}

func ExampleURI_Span() {
	u, _ := uri.Parse("http://user@example.com:8080/p?q#f")
	s := u.String()
	start, end := u.Span(uri.ComponentHost)
	fmt.Println(start, end, s[start:end])
	start, end = u.Span(uri.ComponentQuery)
	fmt.Println(start, end, s[start:end])
	// Output:
	// 12 23 example.com
	// 31 32 q
}
