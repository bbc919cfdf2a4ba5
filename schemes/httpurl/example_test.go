package httpurl_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/httpurl"
)

func ExampleParseString() {
	v, err := httpurl.ParseString("http://www.math.uio.no/faq/compression-faq/part1.html")
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Host(), v.EffectivePort(), v.Path())
	_, err = httpurl.ParseString("http://user@host/")
	fmt.Println(err)
	// Output:
	// www.math.uio.no 80 /faq/compression-faq/part1.html
	// http: a user name where the scheme takes only host and port at offset 7 in hostport: remove the text up to "@"
}

func ExampleBuild() {
	v, _ := httpurl.Build(httpurl.Parts{Secure: true, Host: "example.org", Path: "/a b", Search: "q=x y", HasSearch: true})
	fmt.Println(v, v.EffectivePort(), v.RequestTarget())
	// Output:
	// https://example.org/a%20b?q=x%20y 443 /a%20b?q=x%20y
}
