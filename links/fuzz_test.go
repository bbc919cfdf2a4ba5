package links

import (
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// FuzzScan: no panic; every link with a target is a valid URI; links come
// in document order with lines and columns that match their offsets; the
// references are those x/net/html's Token API gives with the attribute
// table; and holding links, or looking ahead and reading again (a small
// MaxPending), changes nothing.
func FuzzScan(f *testing.F) {
	for _, doc := range oracleCorpus {
		f.Add(doc, "http://example.com/d/p")
	}
	f.Add(`<a href=x><base href="../b/"><img srcset="a 1x, b 2x">`, "http://h/a/b/c")
	f.Add(`<a href="&#x41;&amp;&lt"><a href=" http://h/%41 ">`, "")
	f.Fuzz(func(t *testing.T, doc, retrieval string) {
		c := Context{Retrieval: retrieval}
		if _, err := c.Outer(); err != nil {
			c = Context{}
		}
		s := c.Scan(strings.NewReader(doc))
		var got []string
		var last int64 = -1
		for s.Scan() {
			l := s.Link()
			if l.Err == nil {
				if _, err := uri.Parse(l.URI.String()); err != nil {
					t.Fatalf("%q resolved to %q, not a URI: %v", l.Ref, l.URI, err)
				}
			}
			if l.Offset < last || l.Offset > int64(len(doc)) {
				t.Fatalf("offset %d after %d", l.Offset, last)
			}
			last = l.Offset
			before := doc[:l.Offset]
			if line := strings.Count(before, "\n") + 1; l.Line != line || l.Column != len(before)-strings.LastIndexByte(before, "\n"[0]) {
				t.Fatalf("%q at %d is %d:%d", l.Ref, l.Offset, l.Line, l.Column)
			}
			got = append(got, l.Element+" "+l.Attribute+" "+l.Ref+" "+l.URI.String()+" "+strconv.FormatInt(l.Offset, 10))
		}
		if s.Err() != nil {
			t.Fatal(s.Err())
		}
		var refs []string
		for _, g := range got {
			f := strings.SplitN(g, " ", 3)
			refs = append(refs, f[0]+" "+f[1]+" "+f[2][:strings.LastIndexByte(f[2][:strings.LastIndexByte(f[2], ' ')], ' ')])
		}
		if want := oracleRefs(doc); strings.Join(refs, "\n") != strings.Join(want, "\n") {
			t.Fatalf("links\n%s\noracle\n%s", strings.Join(refs, "\n"), strings.Join(want, "\n"))
		}
		for _, r := range []func() *Scanner{
			func() *Scanner { s := c.Scan(strings.NewReader(doc)); s.MaxPending = 1; return s },
			func() *Scanner { s := c.Scan(onlyReader{strings.NewReader(doc)}); s.MaxPending = 1; return s },
		} {
			s := r()
			i := 0
			for s.Scan() {
				l := s.Link()
				if i >= len(got) || got[i] != l.Element+" "+l.Attribute+" "+l.Ref+" "+l.URI.String()+" "+strconv.FormatInt(l.Offset, 10) {
					t.Fatalf("with MaxPending 1, link %d is %+v", i, l)
				}
				i++
			}
			if i != len(got) {
				t.Fatalf("with MaxPending 1, %d links, want %d", i, len(got))
			}
		}
	})
}
