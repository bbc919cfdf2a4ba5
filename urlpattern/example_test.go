package urlpattern_test

import (
	"fmt"

	"github.com/urikit/urikit/urlpattern"
)

func ExampleNewWithBase() {
	p, err := urlpattern.NewWithBase("/users/:id", "https://example.com", urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	r := p.Exec("https://example.com/users/42")
	id, _ := r.Component(urlpattern.Pathname).Get("id")
	fmt.Println(id)
	fmt.Println(p.Test("https://example.com/users/42/posts"))
	// Output:
	// 42
	// false
}

func ExampleNew() {
	p, err := urlpattern.New("https://:sub.example.com/*", urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Hostname(), p.Pathname())
	r := p.Exec("https://api.example.com/v1/items")
	fmt.Println(r.Component(urlpattern.Hostname).Get("sub"))
	fmt.Println(r.Component(urlpattern.Pathname).Get("0"))
	// Output:
	// :sub.example.com /*
	// api true
	// v1/items true
}

func ExampleNewInit() {
	p, err := urlpattern.NewInit(urlpattern.Init{Pathname: `/blog/:year(\d+){/:slug}?`}, urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	for _, u := range []string{"https://a.example/blog/2024/hello", "https://a.example/blog/2024", "https://a.example/blog/x"} {
		r := p.Exec(u)
		if r == nil {
			fmt.Println("no match")
			continue
		}
		for i, g := range r.Component(urlpattern.Pathname).Groups {
			if i > 0 {
				fmt.Print(" ")
			}
			fmt.Printf("%s=%q matched=%v", g.Name, g.Value, g.Matched)
		}
		fmt.Println()
	}
	// Output:
	// year="2024" matched=true slug="hello" matched=true
	// year="2024" matched=true slug="" matched=false
	// no match
}

func ExampleError() {
	_, err := urlpattern.NewInit(urlpattern.Init{Pathname: `/(a(?=b))`}, urlpattern.Options{})
	fmt.Println(err)
	// Output:
	// urlpattern: lookahead (?=...) is not supported (Go's regexp has no lookaround) at offset 3 in pathname
}

func ExampleList() {
	routes := urlpattern.NewList(
		urlpattern.MustNew("https://shop.example/products/:id"),
		urlpattern.MustNew("https://shop.example/products/:id/reviews/:review"),
	)
	i, r := routes.Exec("https://shop.example/products/42/reviews/7")
	id, _ := r.Component(urlpattern.Pathname).Get("id")
	fmt.Println(i, id)
	fmt.Println(routes.Test("https://shop.example/cart"))
	// Output:
	// 1 42
	// -1
}

func ExampleList_All() {
	allow := urlpattern.NewList(
		urlpattern.MustNew("https://*.example.com/*"),
		urlpattern.MustNew("https://api.example.com/v1/*"),
		urlpattern.MustNew("https://cdn.example.net/*"),
	)
	for i := range allow.All("https://api.example.com/v1/users") {
		fmt.Println(i, allow.Pattern(i).Hostname(), allow.Pattern(i).Pathname())
	}
	// Output:
	// 0 *.example.com /*
	// 1 api.example.com /v1/*
}
