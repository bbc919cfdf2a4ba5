package uri_test

import (
	"fmt"

	"github.com/urikit/urikit/uri"
)

func ExampleResolve() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, s := range []string{"g", "../g", "?y", "#s", "../../../g", "http:g"} {
		ref, _ := uri.ParseReference(s)
		t, _ := uri.Resolve(base, ref)
		fmt.Printf("%-12s %s\n", s, t)
	}
	// Opaque bases follow the algorithm literally.
	t, _ := uri.Resolve(uri.MustParse("mailto:x@y"), uri.MustParse("mailto:z"))
	fmt.Println(t)
	// Output:
	// g            http://a/b/c/g
	// ../g         http://a/b/g
	// ?y           http://a/b/c/d;p?y
	// #s           http://a/b/c/d;p?q#s
	// ../../../g   http://a/g
	// http:g       http:g
	// mailto:z
}

func ExampleResolver() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, r := range []uri.Resolver{
		{},
		{Compat: true},
		{Dialect: uri.Draft2003},
		{Dialect: uri.Draft1997},
	} {
		fmt.Printf("%-9s compat=%-5v", r.Dialect, r.Compat)
		for _, s := range []string{"http:g", "?y", "g?y/../x", "../../../g"} {
			ref, _ := r.Dialect.ParseReference(s)
			t, _ := r.Resolve(base, ref)
			fmt.Print(" ", t)
		}
		fmt.Println()
	}
	// Output:
	// rfc3986   compat=false http:g http://a/b/c/d;p?y http://a/b/c/g?y/../x http://a/g
	// rfc3986   compat=true  http://a/b/c/g http://a/b/c/d;p?y http://a/b/c/g?y/../x http://a/g
	// draft2003 compat=false http:g http://a/b/c/d;p?y http://a/b/c/g?y/../x http://a/../g
	// draft1997 compat=false http:g http://a/b/c/?y http://a/b/c/x http://a/../g
}

func ExampleURI_ResolveReference() {
	base := uri.MustParse("https://example.com/docs/guide/intro.html#top")
	ref, _ := uri.ParseReference("../api/index.html?v=2")
	t, _ := base.ResolveReference(ref)
	fmt.Println(t, t.Path(), t.Query())
	// Output:
	// https://example.com/docs/api/index.html?v=2 /docs/api/index.html v=2
}

func ExampleRelative() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, s := range []string{
		"http://a/b/c/g", "http://a/b/g", "http://a/g", "http://a/b/c/d;p?q#s",
		"http://a/b/c/a:b", "http://x/y", "https://a/b/c/g",
	} {
		r, _ := uri.Relative(base, uri.MustParse(s))
		fmt.Printf("%-22s %q\n", s, r)
	}
	// Output:
	// http://a/b/c/g         "g"
	// http://a/b/g           "../g"
	// http://a/g             "/g"
	// http://a/b/c/d;p?q#s   "#s"
	// http://a/b/c/a:b       "./a:b"
	// http://x/y             "//x/y"
	// https://a/b/c/g        "https://a/b/c/g"
}

func ExampleIsSameDocument() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, s := range []string{"", "#s", "d;p?q#s", "?y"} {
		ref, _ := uri.ParseReference(s)
		fmt.Printf("%q %v\n", s, uri.IsSameDocument(base, ref))
	}
	// Output:
	// "" true
	// "#s" true
	// "d;p?q#s" true
	// "?y" false
}
