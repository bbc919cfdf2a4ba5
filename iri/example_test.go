package iri_test

import (
	"fmt"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

func ExampleToURI() {
	u, err := uri.ParseIRI("http://r\u00e9sum\u00e9.example.org/D\u00fcrst?q=\u00e9#red")
	if err != nil {
		panic(err)
	}
	v, err := iri.ToURI(u)
	fmt.Println(v, err)
	// Output: http://xn--rsum-bpad.example.org/D%C3%BCrst?q=%C3%A9#red <nil>
}

func ExampleToIRI() {
	u := uri.MustParse("http://xn--99zt52a.example.org/D%C3%BCrst/%E2%80%AE%20x")
	fmt.Println(iri.ToIRI(u))
	// Output: http://納豆.example.org/Dürst/%E2%80%AE%20x
}

func ExampleCheckBidi() {
	// RFC 3987 §4.4 example 8: a number at the end of a right-to-left
	// segment.
	u, _ := uri.ParseIRI("http://ab.cd.ef/\u05d0\u05d11/2\u05d2\u05d3/x.html")
	fmt.Println(iri.CheckBidi(u))
	// Output: iri: component "אב1" holds right-to-left characters but does not start and end with one (RFC 3987 §4.2) at offset 16: write its right-to-left characters percent-encoded (§3.1), or reorder the component
}

func ExampleHostToASCII() {
	a, _ := iri.HostToASCII("B\u00fccher.example")
	u, _ := iri.HostToUnicode(a)
	_, err := iri.HostToASCII("xn--a.example")
	fmt.Println(a, u)
	fmt.Println(err)
	// Output:
	// xn--bcher-kva.example bücher.example
	// iri: invalid IDNA label "xn--a" (UTS #46 processing refuses it) at offset 0: check it for a typing error: an A-label (xn--) must decode to a valid label, and a label with right-to-left characters must keep the Bidi rule of RFC 5893
}

func ExampleHosts() {
	u, _ := uri.ParseIRI("http://r%C3%A9sum%C3%A9.example.org/")
	a, un, ok, err := iri.Hosts(u)
	fmt.Println(a, un, ok, err)
	// Output: xn--rsum-bpad.example.org résumé.example.org true <nil>
}
