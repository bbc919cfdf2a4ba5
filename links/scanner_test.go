package links

import (
	"errors"
	"strings"
	"testing"
)

// RFC 2396 Appendix D (seed 003 Appendix D), with its stated result: the
// document's base wins over every outer layer.
const appendixD = `<!doctype html public "-//IETF//DTD HTML//EN">
<HTML><HEAD>
<TITLE>An example HTML document</TITLE>
<BASE href="http://www.ics.uci.edu/Test/a/b/c">
</HEAD><BODY>
... <A href="../x">a hypertext anchor</A> ...
</BODY></HTML>
`

func TestAppendixD(t *testing.T) {
	for _, c := range []Context{{}, {Retrieval: "http://mirror.example/d/e"},
		{Encapsulating: "http://msg.example/", Retrieval: "http://r/", Default: "http://d/"}} {
		ls, s := scanAll(t, c, appendixD)
		sameStrings(t, "Appendix D", results(ls), []string{"a href ../x -> http://www.ics.uci.edu/Test/a/x"})
		if s.Base().Source() != SourceDocument || s.Base().String() != "http://www.ics.uci.edu/Test/a/b/c" {
			t.Errorf("base %q from %v", s.Base(), s.Base().Source())
		}
		if ls[0].Line != 6 || ls[0].Column != 14 {
			t.Errorf("position %d:%d, want 6:14", ls[0].Line, ls[0].Column)
		}
	}
}

// Without a <base>, the outer layers give the base, in their order.
func TestLayersInDocument(t *testing.T) {
	doc := `<a href="x">`
	for _, tc := range []struct {
		c    Context
		want string
		src  Source
	}{
		{Context{Default: "http://d/p/q"}, "http://d/p/x", SourceDefault},
		{Context{Retrieval: "http://r/p/q", Default: "http://d/"}, "http://r/p/x", SourceRetrieval},
		{Context{Encapsulating: "http://e/p/q", Retrieval: "http://r/", Default: "http://d/"}, "http://e/p/x", SourceEncapsulating},
	} {
		ls, s := scanAll(t, tc.c, doc)
		if len(ls) != 1 || ls[0].URI.String() != tc.want || s.Base().Source() != tc.src {
			t.Errorf("%+v: %v from %v", tc.c, results(ls), s.Base().Source())
		}
	}
}

func TestDocumentBase(t *testing.T) {
	ret := Context{Retrieval: "http://example.com/dir/page.html"}
	for _, tc := range []struct {
		name string
		c    Context
		doc  string
		want []string
		src  Source
		base string
	}{
		{"relative base, resolved against the retrieval URI", ret,
			`<base href="sub/"><a href="x">`,
			[]string{"a href x -> http://example.com/dir/sub/x"}, SourceDocument, "http://example.com/dir/sub/"},
		{"the first base counts, not the second", ret,
			`<base href="http://one/a/"><base href="http://two/b/"><a href="x">`,
			[]string{"a href x -> http://one/a/x"}, SourceDocument, "http://one/a/"},
		{"a base without href does not count", ret,
			`<base target="_top"><base href="http://two/b/"><a href="x">`,
			[]string{"a href x -> http://two/b/x"}, SourceDocument, "http://two/b/"},
		{"links before the base use it too", ret,
			`<a href="before"><img src="i.png"><base href="http://b/c/"><a href="after">`,
			[]string{"a href before -> http://b/c/before", "img src i.png -> http://b/c/i.png",
				"a href after -> http://b/c/after"}, SourceDocument, "http://b/c/"},
		{"base in the body", ret,
			`<html><head></head><body><a href="y"><p>text<base href="http://late/z/"></p></body></html>`,
			[]string{"a href y -> http://late/z/y"}, SourceDocument, "http://late/z/"},
		{"relative base and no outer layer", Context{},
			`<base href="sub/"><a href="x"><a href="http://abs/">`,
			[]string{"a href x -> error", "a href http://abs/ -> http://abs/"}, SourceNone, ""},
		{"invalid base: the outer layers instead", ret,
			`<base href="http://exa mple/"><a href="x">`,
			[]string{"a href x -> http://example.com/dir/x"}, SourceRetrieval, "http://example.com/dir/page.html"},
		{"empty base href: the outer base", ret,
			`<base href=""><a href="x">`,
			[]string{"a href x -> http://example.com/dir/x"}, SourceDocument, "http://example.com/dir/page.html"},
		{"base fragment dropped", Context{},
			`<base href="http://h/p#frag"><a href="#f">`,
			[]string{"a href #f -> http://h/p#f"}, SourceDocument, "http://h/p"},
		{"base name in any case, character references decoded", Context{},
			`<BaSe HREF=" http://h/a&amp;b/ "><a href="c">`,
			[]string{"a href c -> http://h/a&b/c"}, SourceDocument, "http://h/a&b/"},
		{"an inner base href does not go back to an invalid first", ret,
			`<base href="%zz"><base href="http://second/"><a href="x">`,
			[]string{"a href x -> http://example.com/dir/x"}, SourceRetrieval, "http://example.com/dir/page.html"},
	} {
		ls, s := scanAll(t, tc.c, tc.doc)
		sameStrings(t, tc.name, results(ls), tc.want)
		if s.Base().Source() != tc.src || s.Base().String() != tc.base {
			t.Errorf("%s: base %q from %v, want %q from %v", tc.name, s.Base(), s.Base().Source(), tc.base, tc.src)
		}
		if (s.BaseErr() != nil) != strings.HasPrefix(tc.name, "invalid base") && !strings.Contains(tc.name, "invalid first") && !strings.Contains(tc.name, "no outer") {
			t.Errorf("%s: BaseErr %v", tc.name, s.BaseErr())
		}
	}
}

// BaseErr reports the first <base> with an href, the one the HTML standard
// takes ("the frozen base URL of the first base element in the document
// that has an href attribute"); a later <base> is ignored, valid or not,
// and so is its error. The same holds when the links before the <base> are
// more than MaxPending and the base is found by reading ahead.
func TestBaseErrFirst(t *testing.T) {
	ret := Context{Retrieval: "http://example.com/dir/page.html"}
	for _, tc := range []struct {
		doc     string
		errURI  string // the URI BaseErr names; "" for no error
		base    string
		wantRef string // where the link "x" leads
	}{
		{`<base href="%zz"><base href="http://second/"><a href="x">`, "%zz", "http://example.com/dir/page.html", "http://example.com/dir/x"},
		{`<base href="%zz"><base href="%yy"><a href="x">`, "%zz", "http://example.com/dir/page.html", "http://example.com/dir/x"},
		{`<base href="http://first/"><base href="%zz"><a href="x">`, "", "http://first/", "http://first/x"},
		{`<base target="_top"><base href="%zz"><base href="%yy"><a href="x">`, "%zz", "http://example.com/dir/page.html", "http://example.com/dir/x"},
		{`<a href="x"><a href="x"><a href="x"><base href="%zz"><base href="%yy">`, "%zz", "http://example.com/dir/page.html", "http://example.com/dir/x"},
		{`<a href="x"><a href="x"><a href="x"><base href="%zz"><base href="http://second/">`, "%zz", "http://example.com/dir/page.html", "http://example.com/dir/x"},
		{`<a href="x"><a href="x"><a href="x"><base href="http://first/"><base href="%zz">`, "", "http://first/", "http://first/x"},
	} {
		for _, pending := range []int{0, 1} {
			s := ret.Scan(strings.NewReader(tc.doc))
			s.MaxPending = pending
			n := 0
			for s.Scan() {
				if l := s.Link(); l.Err != nil || l.URI.String() != tc.wantRef {
					t.Errorf("%s (MaxPending %d): link %q -> %q, %v; want %q", tc.doc, pending, l.Ref, l.URI, l.Err, tc.wantRef)
				}
				n++
			}
			if s.Err() != nil || n == 0 {
				t.Errorf("%s (MaxPending %d): %d links, %v", tc.doc, pending, n, s.Err())
			}
			if s.Base().String() != tc.base {
				t.Errorf("%s (MaxPending %d): base %q, want %q", tc.doc, pending, s.Base(), tc.base)
			}
			var le *LayerError
			err := s.BaseErr()
			switch {
			case tc.errURI == "" && err != nil:
				t.Errorf("%s (MaxPending %d): BaseErr %v, want nil", tc.doc, pending, err)
			case tc.errURI != "" && (!errors.As(err, &le) || le.URI != tc.errURI || le.Layer != SourceDocument):
				t.Errorf("%s (MaxPending %d): BaseErr %v, want the document's %q", tc.doc, pending, err, tc.errURI)
			}
		}
	}
}

// Every URL-valued attribute of the table, each on its element, in any
// case; the same attributes on other elements are not links.
func TestEveryAttribute(t *testing.T) {
	c := Context{Retrieval: "http://h/d/"}
	pairs := map[string][]string{
		"href":       {"a", "area", "link"},
		"src":        {"img", "script", "iframe", "frame", "source", "audio", "video", "embed", "track", "input"},
		"srcset":     {"img", "source"},
		"action":     {"form"},
		"formaction": {"button", "input"},
		"data":       {"object"},
		"cite":       {"blockquote", "q", "del", "ins"},
		"poster":     {"video"},
		"ping":       {"a", "area"},
		"background": {"body"},
		"longdesc":   {"img", "iframe", "frame"},
	}
	n := 0
	for attr, elems := range pairs {
		for _, e := range elems {
			for _, doc := range []string{"<" + e + " " + attr + "=v>", "<" + strings.ToUpper(e) + " " + strings.ToUpper(attr) + "='v'>"} {
				ls, _ := scanAll(t, c, doc)
				sameStrings(t, doc, results(ls), []string{e + " " + attr + " v -> http://h/d/v"})
			}
			n++
		}
	}
	if n != 30 {
		t.Errorf("%d pairs tested", n)
	}
	for _, doc := range []string{`<div href=x>`, `<a src=x>`, `<img href=x>`, `<span cite=x>`,
		`<form data=x>`, `<base src=x>`, `<img data-src=x>`, `<a hreflang=en>`, `<x-a href=y>`} {
		if ls, _ := scanAll(t, c, doc); len(ls) != 0 {
			t.Errorf("%s: %v", doc, results(ls))
		}
	}
}

func TestSrcsetAndPing(t *testing.T) {
	c := Context{Retrieval: "http://h/"}
	for doc, want := range map[string][]string{
		`<img srcset="a.png 1x, b.png 2x">`:                     {"a.png", "b.png"},
		`<img srcset="a.png">`:                                  {"a.png"},
		`<img srcset=" a.png 100w ,b.png 200w,  c.png">`:        {"a.png", "b.png", "c.png"},
		`<img srcset="a.png,b.png">`:                            {"a.png,b.png"},
		`<img srcset="a.png, b.png,,, c.png 1.5x">`:             {"a.png", "b.png", "c.png"},
		`<img srcset="a,,, b">`:                                 {"a", "b"},
		`<img srcset="x.png 1x (a, b), y.png">`:                 {"x.png", "y.png"},
		`<img srcset="data:image/png;base64,AAA 1x, z.png 2x">`: {"data:image/png;base64,AAA", "z.png"},
		`<img srcset="">`:                                       nil,
		`<img srcset=" , ">`:                                    nil,
		`<a ping="p1  p2	p3">`:                                  {"p1", "p2", "p3"},
		// White space at either end of a list gives no empty URL: a ping
		// is split on ASCII white space (HTML "split a string on ASCII
		// whitespace"), and "parse a srcset attribute" skips white space
		// and commas, then returns when it reaches the end.
		"<a ping=\" p1 p2 \">":               {"p1", "p2"},
		"<a ping=\"p1\t\n\f\r \">":           {"p1"},
		`<a ping=" ">`:                       nil,
		`<img srcset="a.png 1x, b.png 2x ">`: {"a.png", "b.png"},
		`<img srcset="a.png ">`:              {"a.png"},
		`<img srcset="a.png, ">`:             {"a.png"},
		"<img srcset=\"a.png 1x,\n \">":      {"a.png"},
	} {
		ls, _ := scanAll(t, c, doc)
		var got []string
		for _, l := range ls {
			got = append(got, l.Ref)
		}
		sameStrings(t, doc, got, want)
	}
}

// Malformed HTML, character references, white space, case, comments and
// the elements whose content is text.
func TestHTMLDetails(t *testing.T) {
	c := Context{Retrieval: "http://h/d/p"}
	for _, tc := range []struct {
		name, doc string
		want      []string
	}{
		{"unquoted values", `<a href=x/y?z=1>t</a><img src=i.png alt=a>`,
			[]string{"a href x/y?z=1 -> http://h/d/x/y?z=1", "img src i.png -> http://h/d/i.png"}},
		{"unclosed tags", `<p><a href="a"><div><a href='b'><img src=c`,
			[]string{"a href a -> http://h/d/a", "a href b -> http://h/d/b"}},
		{"character references", `<a href="?a=1&amp;b=2&#x26;c=3&lt;">`,
			[]string{"a href ?a=1&b=2&c=3< -> error"}},
		{"named reference without semicolon before = is kept", `<a href="?x=1&copy=2">`,
			[]string{"a href ?x=1&copy=2 -> http://h/d/p?x=1&copy=2"}},
		{"white space around removed", "<a href=\" \t\nx \n\">",
			[]string{"a href x -> http://h/d/x"}},
		{"space inside is an error", `<a href="a b">`,
			[]string{"a href a b -> error"}},
		{"empty value: the document itself", `<a href="">`,
			[]string{"a href  -> http://h/d/p"}},
		{"attribute without a value", `<a href>`,
			[]string{"a href  -> http://h/d/p"}},
		{"duplicate attribute: the first counts", `<a href=one HREF=two>`,
			[]string{"a href one -> http://h/d/one"}},
		{"> inside quotes", `<a title="a>b" href="c">`,
			[]string{"a href c -> http://h/d/c"}},
		{"comment", `<!-- <a href="no"> --><a href="yes">`,
			[]string{"a href yes -> http://h/d/yes"}},
		{"script text", `<script>document.write('<a href="no">')</script><a href=yes>`,
			[]string{"a href yes -> http://h/d/yes"}},
		{"script src", `<script src="s.js"></script>`,
			[]string{"script src s.js -> http://h/d/s.js"}},
		{"textarea and title", `<title><a href=no></title><textarea><img src=no></textarea><a href=yes>`,
			[]string{"a href yes -> http://h/d/yes"}},
		{"style", `<style>a{background:url(no)}</style><a href=yes>`,
			[]string{"a href yes -> http://h/d/yes"}},
		{"end tags carry no links", `</a href="no"><a href=yes>`,
			[]string{"a href yes -> http://h/d/yes"}},
		{"self-closing", `<link rel=icon href=/f.ico />`,
			[]string{"link href /f.ico -> http://h/f.ico"}},
		{"slash between attributes", `<a/href=x>`,
			[]string{"a href x -> http://h/d/x"}},
		{"absolute and other schemes", `<a href="mailto:x@y"><a href="HTTP://H/A/../B">`,
			[]string{"a href mailto:x@y -> mailto:x@y", "a href HTTP://H/A/../B -> HTTP://H/B"}},
		{"NUL becomes U+FFFD, which is an error", "<a href=\"a\x00b\">",
			[]string{"a href a\uFFFDb -> error"}},
		{"a NUL first too", "<a href=\"\x00b\"><a href='\x00'><a href=\x00c>",
			[]string{"a href \uFFFDb -> error", "a href \uFFFD -> error", "a href \uFFFDc -> error"}},
		{"a NUL and a reference", "<a href=\"\x00&amp;\">",
			[]string{"a href \uFFFD& -> error"}},
		{"carriage returns are line feeds, and then an error", "<a href=\"a\r\nb\">",
			[]string{"a href a\nb -> error"}},
		{"unterminated tag at the end is not a tag", `<a href=yes><a href="no`,
			[]string{"a href yes -> http://h/d/yes"}},
	} {
		ls, _ := scanAll(t, c, tc.doc)
		sameStrings(t, tc.name, results(ls), tc.want)
	}
}

func TestLinkErrors(t *testing.T) {
	ls, _ := scanAll(t, Context{}, `<a href="rel"><a href="http://a/%zz"><a href="http://ok/">`)
	if len(ls) != 3 || !errors.Is(ls[0].Err, ErrNoBase) || ls[1].Err == nil || ls[2].Err != nil {
		t.Fatalf("%v", results(ls))
	}
}
