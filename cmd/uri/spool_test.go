package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/urikit/urikit/links"
)

// noSeek hides the Seek of a reader, as a pipe has none.
type noSeek struct{ r io.Reader }

func (n noSeek) Read(p []byte) (int, error) { return n.r.Read(p) }

// A pipe is spooled, so a document with more links before its <base> than
// the Scanner holds is read ahead and again: the same links, bounded memory.
func TestSpool(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 3*links.DefaultMaxPending; i++ {
		b.WriteString(`<a href="x">`)
	}
	b.WriteString(`<base href="http://late.example/">`)
	doc := b.String()
	in, done := seekable(noSeek{strings.NewReader(doc)})
	defer done()
	if _, ok := in.(*spool); !ok {
		t.Skip("no temporary file could be made")
	}
	s := links.Context{Retrieval: "http://r/"}.Scan(in)
	n := 0
	for s.Scan() {
		if l := s.Link(); l.URI.String() != "http://late.example/x" {
			t.Fatalf("link %d: %+v", n, l)
		}
		n++
	}
	if s.Err() != nil || n != 3*links.DefaultMaxPending {
		t.Errorf("%d links, %v", n, s.Err())
	}
	if sp := in.(*spool); sp.n != int64(len(doc)) {
		t.Errorf("spooled %d bytes of %d", sp.n, len(doc))
	}
	// A reader that can seek is used as it is.
	r := bytes.NewReader(nil)
	if got, _ := seekable(r); got != io.Reader(r) {
		t.Errorf("a bytes.Reader was spooled")
	}
}

// The command reads standard input from a pipe the same way.
func TestLinksFromPipe(t *testing.T) {
	var b strings.Builder
	for i := 0; i < links.DefaultMaxPending+10; i++ {
		b.WriteString("<img src=i>\n")
	}
	b.WriteString(`<base href="http://b/d/">`)
	var out, errb bytes.Buffer
	status := execute([]string{"links", "--url", "http://r/"}, noSeek{strings.NewReader(b.String())}, &out, &errb)
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if status != 0 || errb.Len() != 0 || len(lines) != links.DefaultMaxPending+10 ||
		lines[0] != "(standard input):1:10:http://b/d/i" || lines[len(lines)-1] != "(standard input):4106:10:http://b/d/i" {
		t.Errorf("status %d, stderr %q, %d lines, first %q", status, errb.String(), len(lines), lines[0])
	}
}
