package uri_test

import (
	"errors"
	"fmt"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

func ExampleNormalize() {
	u := uri.MustParse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")
	fmt.Println(uri.Normalize(u))
	// Output: example://a/b/c/%7Bfoo%7D
}

// The two levels side by side: Normalize stays at the syntax level (RFC 3986
// §6.2.2), NormalizeScheme adds the scheme's rules (§6.2.3), as the command
// line's "uri normalize" does by default.
func ExampleNormalizeScheme() {
	u := uri.MustParse("HTTP://www.Example.com:80")
	fmt.Println(uri.Normalize(u))
	fmt.Println(uri.NormalizeScheme(u))
	// Output:
	// http://www.example.com:80
	// http://www.example.com/
}

func ExampleNormalizer_Normalize() {
	n := uri.Normalizer{Level: uri.LevelScheme}
	for _, s := range []string{"HTTP://Example.COM:80", "file://localhost/etc/hosts", "mailto:Joe@Example.COM"} {
		v, err := n.Normalize(uri.MustParse(s))
		if err != nil {
			panic(err)
		}
		fmt.Println(v)
	}
	// Output:
	// http://example.com/
	// file:///etc/hosts
	// mailto:Joe@example.com
}

func ExampleNormalizer_NormalizeString() {
	// Text in, text out: the fastest way from a string to its normal form.
	n := uri.Normalizer{Level: uri.LevelScheme}
	out, err := n.NormalizeString("HTTP://www.Example.COM:80/a/./b/%7euser?q=%3d")
	fmt.Println(out, err)
	_, err = n.NormalizeString("http://a b/")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Component, e.Offset)
	}
	// Output:
	// http://www.example.com/a/b/~user?q=%3D <nil>
	// host 8
}

func ExampleNormalizer_Normalize_protocol() {
	// Protocol-based steps (RFC 3986 §6.2.4) are opt-in: they can make
	// different resources look the same.
	n := uri.Normalizer{Level: uri.LevelScheme, RemoveWWW: true, SortQuery: true, RemoveFragment: true, IPv6RFC5952: true}
	for _, s := range []string{"http://www.example.com/?b=2&a=1#top", "http://[2001:DB8:0:0::1]:80"} {
		v, _ := n.Normalize(uri.MustParse(s))
		fmt.Println(v)
	}
	// Output:
	// http://example.com/?a=1&b=2
	// http://[2001:db8::1]/
}

func ExampleNormalizer_schemes() {
	reg, err := scheme.Default().With(scheme.Info{Name: "myproto", DefaultPort: 7000, Rules: scheme.DropDefaultPort})
	if err != nil {
		panic(err)
	}
	n := uri.Normalizer{Level: uri.LevelScheme, Schemes: reg}
	v, _ := n.Normalize(uri.MustParse("myproto://host:7000/x"))
	fmt.Println(v)
	// Output: myproto://host/x
}

func ExampleEqual() {
	a := uri.MustParse("http://example.com")
	b := uri.MustParse("HTTP://example.com:80/")
	fmt.Println(uri.Equal(a, b, uri.LevelString), uri.Equal(a, b, uri.LevelSyntax), uri.Equal(a, b, uri.LevelScheme))
	// RFC 3986 §6.1: never a false positive.
	fmt.Println(uri.Equal(uri.MustParse("http://a/b%2Fc"), uri.MustParse("http://a/b/c"), uri.LevelScheme))
	// Output:
	// false false true
	// false
}
