package links

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/urikit/urikit/uri"
)

// A layer's error names the layer and its URI (cut after 64 bytes) and
// carries the parser's error or ErrNoBase.
func TestLayerErrorMessage(t *testing.T) {
	long := "http://x/%zz" + strings.Repeat("a", 60)
	for _, tc := range []struct {
		c    Context
		want string
	}{
		{Context{Retrieval: "page.html"}, `links: retrieval base URI "page.html": ` + ErrNoBase.Error()},
		{Context{Encapsulating: "a/b", Default: "c"}, `links: default base URI "c": ` + ErrNoBase.Error()},
		{Context{Default: long}, `links: default base URI "` + long[:64] + `...": uri: `},
		{Context{Default: long[:64]}, `links: default base URI "` + long[:64] + `": uri: `},
	} {
		_, err := tc.c.Outer()
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%+v: %v; want %q...", tc.c, err, tc.want)
		}
		// Scan reports the same error at once, and no link.
		s := tc.c.Scan(strings.NewReader(`<a href="x">`))
		if s.Scan() || s.Err() == nil || s.Err().Error() != err.Error() {
			t.Errorf("%+v: Scan gave %v, want %v", tc.c, s.Err(), err)
		}
	}
	// The offset is the parser's, in the layer's URI; 0 for ErrNoBase.
	for _, tc := range []struct {
		c    Context
		want int
	}{{Context{Default: "http://x/%zz"}, 9}, {Context{Default: "a b"}, 1}, {Context{Retrieval: "page.html"}, 0}} {
		_, err := tc.c.Outer()
		var oe uri.OffsetError
		if !errors.As(err, &oe) || oe.ByteOffset() != tc.want {
			t.Errorf("%+v: %v: no offset %d", tc.c, err, tc.want)
		}
		if _, ok := oe.(*LayerError); !ok {
			t.Errorf("%+v: the offset comes from %T, not the *LayerError", tc.c, oe)
		}
	}
	for s, want := range map[Source]string{SourceNone: "", SourceDocument: "document", SourceDefault: "default", 5: "Source(5)", 9: "Source(9)"} {
		if got := s.String(); got != want {
			t.Errorf("Source(%d) = %q; want %q", s, got, want)
		}
	}
}

// A reader's error ends the scan: the links read before it are given, and
// Err says where the document stopped (offset, line and column from 1).
func TestReadErrorMessage(t *testing.T) {
	boom := errors.New("boom")
	doc := "<a href=x>\n<a hr"
	s := Context{Retrieval: "http://h/"}.Scan(io.MultiReader(strings.NewReader(doc), iotest.ErrReader(boom)))
	var got []string
	for s.Scan() {
		got = append(got, s.Link().Ref)
	}
	var e *Error
	if len(got) != 1 || got[0] != "x" || !errors.As(s.Err(), &e) || !errors.Is(s.Err(), boom) ||
		e.Offset != 16 || e.Line != 2 || e.Column != 6 || e.ByteOffset() != 16 {
		t.Fatalf("links %q, error %#v", got, s.Err())
	}
	if want := "links: line 2 column 6 (offset 16): boom"; e.Error() != want {
		t.Errorf("Error() = %q; want %q", e.Error(), want)
	}
}

// zeroReader returns no bytes and no error, forever.
type zeroReader struct{}

func (zeroReader) Read([]byte) (int, error) { return 0, nil }

// A reader that makes no progress ends the scan with io.ErrNoProgress
// rather than looping.
func TestNoProgress(t *testing.T) {
	s := Context{}.Scan(io.MultiReader(strings.NewReader("<a href=x>"), zeroReader{}))
	var got []string
	for s.Scan() {
		got = append(got, s.Link().Ref)
	}
	if len(got) != 1 || !errors.Is(s.Err(), io.ErrNoProgress) {
		t.Errorf("links %q, error %v; want [x] and io.ErrNoProgress", got, s.Err())
	}
}

// stutterReader returns nothing n times before each read it passes on.
type stutterReader struct {
	r    io.Reader
	n, k int
}

func (s *stutterReader) Read(p []byte) (int, error) {
	if s.k < s.n {
		s.k++
		return 0, nil
	}
	s.k = 0
	return s.r.Read(p)
}

// io.Reader lets a reader return nothing now and then: a few empty reads
// in a row are waited out.
func TestEmptyReads(t *testing.T) {
	s := Context{}.Scan(&stutterReader{r: iotest.OneByteReader(strings.NewReader("<a href=x><a href=y>")), n: 3})
	var got []string
	for s.Scan() {
		got = append(got, s.Link().Ref)
	}
	if strings.Join(got, " ") != "x y" || s.Err() != nil {
		t.Errorf("links %q, error %v; want x y", got, s.Err())
	}
}

// seekFails is a document that can say where it is but not go back.
type seekFails struct{ *strings.Reader }

func (r seekFails) Seek(off int64, whence int) (int64, error) {
	if whence == io.SeekCurrent {
		return r.Reader.Seek(off, whence)
	}
	return 0, errors.New("cannot seek")
}

// When the links before the <base> are more than MaxPending, the Scanner
// reads ahead for the base and goes back; if going back fails, that is the
// error, and no link is given with a wrong base.
func TestSeekError(t *testing.T) {
	doc := `<a href="a"><a href="b"><base href="http://b/">`
	s := Context{Retrieval: "http://h/"}.Scan(seekFails{strings.NewReader(doc)})
	s.MaxPending = 1
	for s.Scan() {
		if l := s.Link(); l.URI.String() != "http://b/"+l.Ref {
			t.Errorf("link %q resolved to %q", l.Ref, l.URI)
		}
	}
	var e *Error
	if !errors.As(s.Err(), &e) || !strings.Contains(e.Error(), "cannot seek") {
		t.Errorf("error %v; want the seek's", s.Err())
	}
}
