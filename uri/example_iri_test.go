package uri_test

import (
	"fmt"

	"github.com/urikit/urikit/uri"
)

func ExampleParseIRI() {
	u, err := uri.ParseIRI("http://r\u00e9sum\u00e9.example.org/D\u00fcrst?q=\u00e9#red")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Host(), u.Path(), u.Query(), u.Fragment(), u.IsIRI(), u.Dialect())
	// Output: résumé.example.org /Dürst q=é red true rfc3987
}

func ExampleParseIRI_error() {
	_, err := uri.ParseIRI("http://example.org/a\u202eb")
	fmt.Println(err)
	_, err = uri.ParseIRI("http://example.org/\ue000?\ue000")
	fmt.Println(err)
	// Output:
	// uri: bidirectional formatting character U+202E (RFC 3987 §4.1: an IRI must not contain one) at offset 20 in path: remove it, or write it as %E2%80%AE
	// uri: character U+E000 not allowed in an IRI path (private-use characters are allowed in the query only) at offset 19 in path: write it as %EE%80%80
}
