package links_test

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/links"
)

// RFC 2396 Appendix D: the document's <base> wins over the URI the page was
// retrieved from.
func ExampleContext_Scan() {
	doc := `<!doctype html public "-//IETF//DTD HTML//EN">
<HTML><HEAD>
<TITLE>An example HTML document</TITLE>
<BASE href="http://www.ics.uci.edu/Test/a/b/c">
</HEAD><BODY>
... <A href="../x">a hypertext anchor</A> ...
</BODY></HTML>`
	c := links.Context{Retrieval: "http://mirror.example/copy.html"}
	s := c.Scan(strings.NewReader(doc))
	for s.Scan() {
		l := s.Link()
		fmt.Printf("%d:%d %s %s %s -> %s (base from %s)\n", l.Line, l.Column, l.Element, l.Attribute, l.Ref, l.URI, s.Base().Source())
	}
	// Output:
	// 6:14 a href ../x -> http://www.ics.uci.edu/Test/a/x (base from document)
}

// The layers of RFC 3986 §5.1 outside the document: the innermost given
// wins, a relative one is resolved against those outside it.
func ExampleContext_Outer() {
	c := links.Context{
		Encapsulating: "../attachments/",
		Retrieval:     "http://example.com/mail/inbox/42",
	}
	b, _ := c.Outer()
	fmt.Println(b, b.Source())
	u, _ := b.Resolve("report.html")
	fmt.Println(u)
	// Output:
	// http://example.com/mail/attachments/ encapsulating
	// http://example.com/mail/attachments/report.html
}

// Without any base, absolute references stand and relative ones are errors
// (RFC 3986 §5.1.4).
func ExampleBase_Resolve() {
	var none links.Base
	for _, ref := range []string{"http://a/b/../c", "c"} {
		u, err := none.Resolve(ref)
		fmt.Println(u, err)
	}
	// Output:
	// http://a/c <nil>
	//  relative reference without a base URI
}
