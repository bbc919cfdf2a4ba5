package gopher_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/gopher"
)

// Seed 000's search example: the selector, a tab and the search string.
func ExampleParseString() {
	v, err := gopher.ParseString("gopher://host/7a_gopher_selector%09foobar")
	if err != nil {
		panic(err)
	}
	search, _ := v.Search()
	fmt.Println(v.Type(), v.Selector(), search, v.EffectivePort())
	fmt.Printf("%q\n", v.Request())
	// Output:
	// 7 a_gopher_selector foobar 70
	// "a_gopher_selector\tfoobar\r\n"
}

// Seed 000's alternate view of a Gopher+ item.
func ExampleURL_Plus() {
	v, _ := gopher.ParseString("gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES")
	p := v.Plus()
	fmt.Println(p.Kind, p.View, p.Language)
	fmt.Printf("%q\n", v.RequestDraft1994())
	// Output:
	// view application/postscript Es_ES
	// "a_gopher_selector\t+application/postscript Es_ES\r\n"
}

func ExampleBuild() {
	v, _ := gopher.Build(gopher.Parts{Host: "host", Type: "0", Selector: "Los Angeles?#"})
	fmt.Println(v)
	_, err := gopher.Build(gopher.Parts{Host: "host", Type: "0", Selector: "a\tb"})
	fmt.Println(err)
	// Output:
	// gopher://host/0Los%20Angeles?%23
	// gopher: a tab, CR or LF, which a gopher selector cannot hold (RFC 1738 §3.4.1) at offset 1 in selector: remove it
}
