package links

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// The links of a document by an independent route: x/net/html's Token API
// (which decodes every attribute itself) and the attribute table; the
// Scanner's raw-tag lexer must find the same attributes with the same
// values, in the same order.
func oracleRefs(doc string) []string {
	z := html.NewTokenizer(strings.NewReader(doc))
	var out []string
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		tok := z.Token()
		for _, a := range tok.Attr {
			k := attrKind(tok.Data, []byte(a.Key))
			if k == notURL || tok.Data == "base" {
				continue
			}
			v := []byte(a.Val)
			for _, sp := range urlSpans(nil, v, k) {
				out = append(out, tok.Data+" "+a.Key+" "+string(v[sp.start:sp.end]))
			}
		}
	}
}

func scannerRefs(t testing.TB, doc string, r io.Reader) []string {
	s := Context{}.Scan(r)
	var out []string
	for s.Scan() {
		l := s.Link()
		out = append(out, l.Element+" "+l.Attribute+" "+l.Ref)
	}
	if s.Err() != nil {
		t.Fatalf("scan: %v", s.Err())
	}
	return out
}

// oracleCorpus is tricky tag syntax, one document per row.
var oracleCorpus = []string{
	appendixD,
	`<a href=a href=b><A HREF=c Href=d>`,
	`<a =href=x href=y>`,
	`<a href = "sp" ><a href= sp2 ><a href =sp3>`,
	`<a href=/><img src=x/>`,
	`<a href='q"q'><a href="s'">`,
	`<img src=a/b/ alt=x/>`,
	`<a href=&amp;x&gt;>`,
	`<a href="&#0;&#xD800;&#x110000;&bogus;&amp">`,
	"<a\thref\n=\n\"x\"\f>",
	`<a href="x" / href=y>`,
	`<a//href=x>`,
	`<a href=x"y'z>`,
	`<a b="<a href=no>" href=yes>`,
	`<!--><a href=x>--><a href=y>`,
	`<!---><a href=x>--><a href=y>`,
	`<!DOCTYPE html><?php <a href=x> ?><a href=y>`,
	`<script><!--<script></script><a href=x>--></script><a href=y>`,
	`<xmp><a href=x></xmp><noscript><a href=y></noscript><noembed><img src=z></noembed><a href=w>`,
	`<iframe src=yes><a href=no></iframe>`,
	`<plaintext><a href=no>`,
	`<img srcset="a 1x,b 2x" src=c>`,
	`<a href="x` + "\x00" + `y"><a h` + "\x00" + `ref=z href=w>`,
	"<a href='a\r\nb\rc'>",
	`</a><a href=x></ a href=y><a href=z>`,
	`<a href="x"<a href="y">`,
	`<img src=x src=y srcset=z>`,
	// Markup declarations, bogus comments and comments of every ending the
	// tokenizer knows, each followed by a link.
	`<!><a href=a>`, `<!x><a href=b>`, `<!xy z><a href=c>`, `<!-x><a href=c2>`,
	`<!-- x --!><a href=d>`, `<!-- x --!y --><a href=e>`, `<!-- x --!-><a href=f>--><a href=f2>`,
	`<!--x-><a href=g>--><a href=g2>`, `<!--x--><a href=h>`, `<!----><a href=i>`, `<!-----><a href=j>`,
	`<!-- a -- b --><a href=k>`, `<!--!--><a href=l>`, `<!-- a ---><a href=l2>`, `<!-- a --!--><a href=l3>`,
	`<!--x--!`, `<!--x--`, `<!-`, `<!`, `<`, `<a href=m><!--`,
	`<?x><a href=n>`, `<?><a href=n2>`, `</><a href=o>`, `</x y><a href=p>`, `</ x><a href=q>`, `</`, `</a`,
	// The script data states: escapes ("<!--"), double escapes ("<script"
	// inside one), and the end tags that close each or do not.
	`<script><!-x</script><a href=a>`, `<script><!x</script><a href=b>`, `<script><!</script><a href=b2>`,
	`<script><!--<scrip></script><a href=c>`, `<script><!--<scriptx></script><a href=d>`,
	`<script><!--<SCRIPT></script>--></script><a href=e>`, `<script><!--<script </script><a href=f>--></script><a href=g>`,
	`<script><!--<script/>--></script><a href=h>`, `<script><!--<a></script><a href=i>`,
	`<script><!--<script></script x><a href=j>--></script><a href=k>`,
	`<script><!--<script></scriptx><a href=l>--></script><a href=m>`,
	`<script><!-- -></script><a href=n>`, `<script><!-- --></script><a href=o>`, `<script><!-- ---></script><a href=p>`,
	`<script><!-- <</script><a href=q>`, `<script><!--<script>--><a href=r></script><a href=s>`,
	`<script><!--<script>x</script>--></script><a href=t>`, `<script><!--<ScRiPt>-</script>-<</script>--></script><a href=u>`,
	`<script><!--<script>--!></script><a href=v>`, `<script><!--<script>-<-</script>x</script><a href=w>`,
	`<script><!--<script><</script></script><a href=x>`, `<script><!--<script>--<</script>--></script><a href=y>`,
	`<script><!--`, `<script><!--<script>`, `<script><!--<script></script`, `<script><!-`, `<script><!--<scr`,
}

func TestOracle(t *testing.T) {
	for _, doc := range oracleCorpus {
		want := oracleRefs(doc)
		sameStrings(t, doc, scannerRefs(t, doc, strings.NewReader(doc)), want)
	}
}

// Offsets, lines and columns: where no decoding happened, the reference is
// in the document at its offset, and line and column follow from the offset.
func TestPositions(t *testing.T) {
	docs := append([]string{"x\n\n  <a\n href='a'\n  src=b>\r\n<img srcset=\"\n p 1x,\n  q 2x\"><a href=\"&amp;x\">"}, oracleCorpus...)
	for _, doc := range docs {
		ls, _ := scanAll(t, Context{}, doc)
		for _, l := range ls {
			if l.Offset < 0 || int(l.Offset) > len(doc) {
				t.Fatalf("%q: offset %d", doc, l.Offset)
			}
			before := doc[:l.Offset]
			line := strings.Count(before, "\n") + 1
			col := len(before) - strings.LastIndexByte(before, '\n')
			if l.Line != line || l.Column != col {
				t.Errorf("%q: %s at %d is %d:%d, want %d:%d", doc, l.Ref, l.Offset, l.Line, l.Column, line, col)
			}
			if !strings.HasPrefix(doc[l.Offset:], l.Ref) && !strings.ContainsAny(doc[l.Offset:], "&\r\x00") {
				t.Errorf("%q: %q not at offset %d", doc, l.Ref, l.Offset)
			}
		}
	}
	ls, _ := scanAll(t, Context{}, docs[0])
	var pos []string
	for _, l := range ls {
		pos = append(pos, l.Ref+" "+strconv.Itoa(l.Line)+":"+strconv.Itoa(l.Column))
	}
	sameStrings(t, "positions", pos, []string{"a 4:8", "p 7:2", "q 8:3", "&x 8:18"})
}

// More links than MaxPending before the <base>: the same links and targets
// whether the reader can seek (look-ahead, second pass) or not (held).
func TestMaxPending(t *testing.T) {
	var b bytes.Buffer
	for i := 0; i < 50; i++ {
		b.WriteString(`<a href="l` + strconv.Itoa(i) + `">`)
	}
	b.WriteString(`<base href="http://late.example/d/">`)
	for i := 50; i < 60; i++ {
		b.WriteString(`<img src="m` + strconv.Itoa(i) + `">`)
	}
	doc := b.String()
	for _, max := range []int{0, 1, 7, 50, 51, 100} {
		for _, seek := range []bool{true, false} {
			var r io.Reader = strings.NewReader(doc)
			if !seek {
				r = onlyReader{r}
			}
			s := Context{Retrieval: "http://r/"}.Scan(r)
			s.MaxPending = max
			n := 0
			var last int64 = -1
			for s.Scan() {
				l := s.Link()
				if !strings.HasPrefix(l.URI.String(), "http://late.example/d/") || l.Offset <= last {
					t.Fatalf("max %d seek %v: link %d %+v", max, seek, n, l)
				}
				last = l.Offset
				n++
			}
			if n != 60 || s.Err() != nil || s.Base().Source() != SourceDocument {
				t.Errorf("max %d seek %v: %d links, err %v", max, seek, n, s.Err())
			}
			if seek && max > 0 && max <= 50 && cap(s.queue) > 2*max {
				t.Errorf("max %d: held %d links", max, cap(s.queue))
			}
		}
	}
}

type failingReader struct{ n int }

func (f *failingReader) Read(p []byte) (int, error) {
	if f.n == 0 {
		return 0, io.ErrUnexpectedEOF
	}
	s := "<a href=x>\n"
	f.n--
	return copy(p, s), nil
}

func TestReadError(t *testing.T) {
	s := Context{}.Scan(&failingReader{n: 3})
	n := 0
	for s.Scan() {
		n++
	}
	var e *Error
	if !errorsAs(s.Err(), &e) || e.Offset != 33 || e.Line != 4 || e.Column != 1 || n != 3 {
		t.Errorf("%d links, err %v", n, s.Err())
	}
}
