package uri_test

import (
	"fmt"

	"github.com/urikit/urikit/uri"
)

// The parameters of a query, in order, decoded; "k" and "k=" differ.
func ExampleParams() {
	u, _ := uri.Parse("https://example.com/search?q=caf%C3%A9+au+lait&tag=a&tag=b&debug&page=")
	for p := range u.Params().All() {
		fmt.Printf("%q=%q (has value: %v)\n", p.Key, p.Value, p.HasValue)
	}
	fmt.Println(u.Params().Get("q"))
	fmt.Println(u.Params().Form().Get("q")) // "+" as a space, as HTML forms write one
	fmt.Println(u.Params().Values("tag"))
	_, ok := u.Params().Lookup("lang")
	fmt.Println(ok)
	// Output:
	// "q"="café+au+lait" (has value: true)
	// "tag"="a" (has value: true)
	// "tag"="b" (has value: true)
	// "debug"="" (has value: false)
	// "page"="" (has value: true)
	// café+au+lait
	// café au lait
	// [a b]
	// false
}

// Editing parameters keeps the others in order and as written.
func ExampleBuilder_SetParam() {
	u, _ := uri.Parse("https://example.com/list?utm_source=mail&sort=name&page=2&Z=%7E")
	v, _ := u.Builder().
		SetParam("page", "3").
		RemoveParam("utm_source").
		AppendParam("q", "a&b").
		Build()
	fmt.Println(v)
	w, _ := u.Builder().KeepParams("page", "sort").SortParams().Build()
	fmt.Println(w)
	// Output:
	// https://example.com/list?sort=name&page=3&Z=%7E&q=a%26b
	// https://example.com/list?page=2&sort=name
}

func ExampleEncodeQueryValue() {
	fmt.Println("?q=" + uri.EncodeQueryValue("rock & roll = 1+1"))
	// Output:
	// ?q=rock%20%26%20roll%20%3D%201%2B1
}

// Hostname drops an IP literal's brackets and zone; Addr gives the address
// as a net/netip value.
func ExampleURI_Hostname() {
	u, _ := uri.Parse("http://[fe80::1%25en0]:8080/")
	fmt.Println(u.Host(), u.Hostname(), u.Zone())
	a, ok := u.Addr()
	fmt.Println(a, ok, a.Is6())
	v, _ := uri.Parse("http://b%C3%BCcher.example/")
	fmt.Println(v.Hostname())
	_, ok = v.Addr()
	fmt.Println(ok)
	// Output:
	// [fe80::1%25en0] fe80::1 en0
	// fe80::1%en0 true true
	// bücher.example
	// false
}

// The README's "Everyday tasks" in Go.
func ExampleURI_Params() {
	u, _ := uri.Parse("https://example.com/search?q=caf%C3%A9&tag=a&tag=b&debug")
	fmt.Println(u.Hostname())
	fmt.Println(u.Params().Get("q"))
	fmt.Println(u.Params().Values("tag"))
	p, ok := u.Params().Lookup("debug")
	fmt.Println(ok, p.HasValue)
	v, _ := u.Builder().SetParam("q", "tea & milk").RemoveParam("debug").SortParams().Build()
	fmt.Println(v)
	// Output:
	// example.com
	// café
	// [a b]
	// true false
	// https://example.com/search?q=tea%20%26%20milk&tag=a&tag=b
}

// Addr gives an IP host as a net/netip address, zone included.
func ExampleURI_Addr() {
	for _, s := range []string{"http://192.0.2.16:80/", "http://[2001:db8::7]/", "http://[fe80::1%25en0]/", "http://example.com/"} {
		u, _ := uri.Parse(s)
		a, ok := u.Addr()
		fmt.Println(a, ok)
	}
	// Output:
	// 192.0.2.16 true
	// 2001:db8::7 true
	// fe80::1%en0 true
	// invalid IP false
}

// A query string on its own, read as an HTML form would.
func ExampleQueryParams() {
	p := uri.QueryParams("name=J%C3%BCrgen+M&lang=de&lang=en").Form()
	fmt.Println(p.Get("name"), p.Values("lang"), p.Len())
	for r := range p.Raw() {
		fmt.Println(r.Key, r.Value)
	}
	// Output:
	// Jürgen M [de en] 3
	// name J%C3%BCrgen+M
	// lang de
	// lang en
}

func ExampleEncodeQueryKey() {
	fmt.Println(uri.EncodeQueryKey("a=b&c"), uri.EncodeQueryKey("x/y?z"))
	// Output:
	// a%3Db%26c x/y?z
}
