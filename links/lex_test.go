package links

import (
	"bytes"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"golang.org/x/net/html"
)

// The lexer against golang.org/x/net/html's tokenizer: the same start tags,
// byte for byte, at the same offsets.

// tokenizerTags lists "offset raw" of every start tag the tokenizer finds.
func tokenizerTags(doc string) []string {
	z := html.NewTokenizer(strings.NewReader(doc))
	var out []string
	off := 0
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out
		}
		raw := z.Raw()
		if tt == html.StartTagToken || tt == html.SelfClosingTagToken {
			out = append(out, strconv.Itoa(off)+" "+string(raw))
		}
		off += len(raw)
	}
}

// lexerTags lists the same with the Scanner's lexer, reading r with a first
// buffer of size bytes.
func lexerTags(r io.Reader, size int) []string {
	s := &Scanner{}
	s.in.size = size
	s.in.reset(r)
	var out []string
	for {
		raw, off, ok := s.nextTag()
		if !ok {
			return out
		}
		out = append(out, strconv.FormatInt(off, 10)+" "+string(raw))
	}
}

// lexCorpus adds the states of the tokenizer the lexer follows.
var lexCorpus = []string{
	`<script>a<b</script ><a href=1>`,
	`<script><!--<script></script>x</script><a href=2>--></script><a href=3>`,
	`<script><!--<script>--></script><a href=4>`,
	`<script><!--</script><a href=5>`,
	`<script><!-- --!><a></script><a href=6>`,
	`<script><!--<scriptx></script><a href=7>`,
	`<script><!--<SCRIPT/></script>-<</script>--><a href=8></script><a href=9>`,
	`<script><!-<a></script><a href=10>`,
	`<SCRIPT>x</ScRiPt/><a href=11>`,
	`<script/>x</script><a href=12>`,
	`<style>a</stylex></style><a href=13>`,
	`<textarea></textarea><a href=14>`,
	`<title></title  x="</title><a href=n>"><a href=15>`,
	`<noscript><a href=16></noscript>`,
	`<xmp><</xmp<</xmp><a href=17>`,
	`<plaintext><a href=no></plaintext><a href=no>`,
	`<!--><a href=18>`,
	`<!---><a href=19>`,
	`<!-- -- --!x--><a href=20>-->`,
	`<!-- --!--><a href=21>`,
	`<!-- --!-><a href=22>--><a href=23>`,
	`<!DOCTYPE html ><a href=24>`,
	`<!doctype><a href=25>`,
	`<!x><a href=26>`,
	`<!-x --><a href=27>`,
	`<![CDATA[<a href=no>]]><a href=28>`,
	`<?xml <a href=no> ?><a href=29>`,
	`</><a href=30>`,
	`</ a href=x><a href=31>`,
	`</a b="></a>"><a href=32>`,
	`<<a href=33><1<a href=34>< a href=no>`,
	`<a href="x>y" b='>' c=d>e <a href=35>`,
	`<a`, `<a href="x`, `<!--`, `<!-`, `<!`, `<`, `</`, `</a`, `<script>`, `<script><!--<script>`,
	`<a href=x/><img/src=y>`,
	"<a\x00 href=36><scr\x00ipt><a href=37>",
	"<iframe>\n<a href=no>\n</iframe>\r\n<a href=38>",
}

func TestLexerAgainstTokenizer(t *testing.T) {
	docs := append(append([]string{}, oracleCorpus...), lexCorpus...)
	sample, err := os.ReadFile("testdata/pages.html")
	if err != nil {
		t.Fatal(err)
	}
	docs = append(docs, string(sample))
	for _, doc := range docs {
		want := tokenizerTags(doc)
		for _, size := range []int{0, 1, 7, 64} {
			got := lexerTags(strings.NewReader(doc), size)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("%.200q (buffer %d):\nlexer\n\t%.2000s\ntokenizer\n\t%.2000s", doc, size,
					strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
				break
			}
		}
		if len(doc) < 1000 {
			got := lexerTags(iotest.OneByteReader(strings.NewReader(doc)), 4)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("%q one byte at a time: %q", doc, got)
			}
		}
	}
}

// FuzzLexer: the lexer finds the tokenizer's start tags, whatever the
// buffer size.
func FuzzLexer(f *testing.F) {
	for _, doc := range append(append([]string{}, oracleCorpus...), lexCorpus...) {
		f.Add(doc, uint8(0))
	}
	f.Fuzz(func(t *testing.T, doc string, size uint8) {
		want := tokenizerTags(doc)
		got := lexerTags(strings.NewReader(doc), int(size))
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("lexer\n\t%s\ntokenizer\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
		}
	})
}

// A large token (a script of 1 MB) read through a small buffer: the buffer
// grows to hold it, and the scan stays linear (no rescanning from the start
// at every read).
func TestLargeToken(t *testing.T) {
	var b bytes.Buffer
	b.WriteString("<script>")
	for b.Len() < 1<<20 {
		b.WriteString("if (a<b && c) { x = '<!-- y'; }\n")
	}
	b.WriteString("</script><a href=x>")
	got := lexerTags(bytes.NewReader(b.Bytes()), 16)
	if len(got) != 2 || !strings.HasSuffix(got[1], "<a href=x>") {
		t.Errorf("%d tags: %.100q", len(got), got)
	}
}
