package whatwg_test

import (
	"fmt"

	"github.com/urikit/urikit/whatwg"
)

func ExampleParse() {
	u, err := whatwg.Parse(`HTTP://Example.COM:80\a/./b/../c?q=1 2#frag`)
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Href())
	fmt.Println(u.Origin(), u.Hostname(), u.Port() == "", u.Pathname(), u.Search(), u.Hash())
	// Output:
	// http://example.com/a/c?q=1%202#frag
	// http://example.com example.com true /a/c ?q=1%202 #frag
}

func ExampleParse_failure() {
	_, err := whatwg.Parse("https://example.com:99999/")
	fmt.Println(err)
	// Output:
	// whatwg: port-out-of-range at offset 20 in "https://example.com:99999/": a port is at most 65535
}

func ExampleURL_Parse() {
	base, _ := whatwg.Parse("https://example.org/docs/guide/intro.html?x#top")
	for _, ref := range []string{"../api/", "?y", "#s", "//cdn.example/lib.js", `\img\a.png`, "mailto:me@example.org"} {
		u, _ := base.Parse(ref)
		fmt.Println(u.Href())
	}
	// Output:
	// https://example.org/docs/api/
	// https://example.org/docs/guide/intro.html?y
	// https://example.org/docs/guide/intro.html?x#s
	// https://cdn.example/lib.js
	// https://example.org/img/a.png
	// mailto:me@example.org
}

func ExampleValidate() {
	u, errs, _ := whatwg.Validate(`https://user@example.com\path`)
	fmt.Println(u.Href())
	for _, e := range errs {
		fmt.Println(e.Kind, e.Offset)
	}
	// Output:
	// https://user@example.com/path
	// invalid-credentials 12
	// invalid-reverse-solidus 24
}

func ExampleURL_SetHost() {
	u, _ := whatwg.Parse("https://example.com:8080/p")
	fmt.Println(u.SetHost("other.example"))
	fmt.Println(u.SetHostname("x.example:1")) // ignored: a hostname has no port
	fmt.Println(u.SetPort("443"))             // https's default port is null
	v, _ := u.SetProtocol("http")
	v, _ = v.SetSearch("a=1")
	v, _ = v.SetHash("h")
	fmt.Println(v)
	// Output:
	// https://other.example:8080/p true
	// https://example.com:8080/p false
	// https://example.com/p true
	// http://example.com:8080/p?a=1#h
}

func ExampleURL_SearchParams() {
	u, _ := whatwg.Parse("https://example.com/?b=2&a=1&b=3&c=x+y")
	p := u.SearchParams()
	fmt.Println(p.GetAll("b"))
	v, _ := p.Get("c")
	fmt.Println(v)
	p.Sort()
	p.Set("d", "é & ü")
	fmt.Println(u.WithSearchParams(p).Href())
	// Output:
	// [2 3]
	// x y
	// https://example.com/?a=1&b=2&b=3&c=x+y&d=%C3%A9+%26+%C3%BC
}

func ExampleURL_Origin() {
	for _, s := range []string{"https://a.example:8443/x", "blob:https://a.example/uuid", "file:///tmp/x", "data:,hi"} {
		u, _ := whatwg.Parse(s)
		fmt.Println(u.Origin())
	}
	// Output:
	// https://a.example:8443
	// https://a.example
	// null
	// null
}

func ExampleURL_Validate() {
	base, _ := whatwg.Parse("https://example.org/a/b")
	u, errs, _ := base.Validate(`..\c d`)
	fmt.Println(u.Href())
	fmt.Println(errs)
	// Output:
	// https://example.org/c%20d
	// [{invalid-reverse-solidus 2} {invalid-URL-unit 4}]
}

func ExampleParseSearchParams() {
	p := whatwg.ParseSearchParams("?q=urikit+whatwg&lang=go&lang=en")
	q, _ := p.Get("q")
	fmt.Println(q, p.GetAll("lang"), p.Len())
	p.Delete("lang")
	p.Append("page", "2")
	fmt.Println(p.String())
	// Output:
	// urikit whatwg [go en] 3
	// q=urikit+whatwg&page=2
}

func ExampleParseIPv4() {
	for _, d := range []string{"0x7f.1", "2130706433", "example.com", "1.2.3.256"} {
		addr, ok := whatwg.ParseIPv4(d)
		fmt.Println(d, addr, ok)
	}
	// Output:
	// 0x7f.1 127.0.0.1 true
	// 2130706433 127.0.0.1 true
	// example.com invalid IP false
	// 1.2.3.256 invalid IP false
}

// Set parses into a variable, which can be read in place and used again:
// the quickest way to look at many URLs one at a time.
func ExampleURL_Set() {
	var u whatwg.URL
	for _, s := range []string{"https://example.com/a", "HTTPS://Example.COM:443/b/../c", "https://example.com:99999/"} {
		if err := u.Set(s); err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(u.Hostname(), u.Pathname())
	}
	// Output:
	// example.com /a
	// example.com /c
	// whatwg: port-out-of-range at offset 20 in "https://example.com:99999/": a port is at most 65535
}
