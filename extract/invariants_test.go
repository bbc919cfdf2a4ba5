package extract

import (
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// checkMatches checks what must hold of every match in text: the span lies
// inside the input and is the text there; line and column locate it; the
// URI is the span without its wrapper and white space; the URI parses under
// uri.ParseReference; matches come in text order without overlapping.
func checkMatches(t *testing.T, text string, ms []Match) {
	t.Helper()
	var prevEnd int64
	for _, m := range ms {
		if m.Offset < prevEnd || m.End() > int64(len(text)) {
			t.Errorf("%q: span [%d,%d) out of order or outside the input (previous ended at %d)", text, m.Offset, m.End(), prevEnd)
			continue
		}
		prevEnd = m.End()
		if text[m.Offset:m.End()] != m.Text {
			t.Errorf("%q: text %q is not the input at %d", text, m.Text, m.Offset)
		}
		before := text[:m.Offset]
		line := strings.Count(before, "\n") + 1
		col := len(before) - strings.LastIndexByte(before, '\n')
		if m.Line != line || m.Column != col {
			t.Errorf("%q: %q at line %d column %d, want %d:%d", text, m.Text, m.Line, m.Column, line, col)
		}
		if got := unwrap(m.Text); got != m.URI && !mapsTo(got, m.URI) {
			t.Errorf("%q: span %q without wrapper and white space is %q, URI is %q", text, m.Text, got, m.URI)
		}
		if _, err := uri.ParseReference(m.URI); err != nil {
			t.Errorf("%q: reported %q does not parse: %v", text, m.URI, err)
		}
		if strings.ContainsAny(m.URI, " \t\r\n") {
			t.Errorf("%q: URI %q holds white space", text, m.URI)
		}
	}
}

// mapsTo reports whether u is the URI that text, an IRI or a URI with "["
// and "]" in its query, stands for (RFC 3987 §3.1): the same components,
// the host in IDNA A-labels, the others the same once percent-decoded,
// the query's brackets included.
func mapsTo(text, u string) bool {
	orig := text
	if q := strings.IndexAny(text, "?#"); q >= 0 {
		text = text[:q] + strings.NewReplacer("[", "%5B", "]", "%5D").Replace(text[q:])
	}
	t, err := uri.ParseIRIReference(text)
	if err != nil || orig == u {
		return false
	}
	v, err := uri.ParseReference(u)
	if err != nil || t.Scheme() != v.Scheme() || t.HasAuthority() != v.HasAuthority() ||
		t.HasQuery() != v.HasQuery() || t.HasFragment() != v.HasFragment() || t.Port() != v.Port() {
		return false
	}
	host := t.Host()
	if strings.ContainsFunc(host, func(r rune) bool { return r >= 0x80 }) {
		if host, err = iri.HostToASCII(t.DecodedHost()); err != nil {
			return false
		}
	}
	same := func(a, b string) bool {
		x, err1 := uri.Decode(a)
		y, err2 := uri.Decode(b)
		return err1 == nil && err2 == nil && x == y
	}
	return host == v.Host() && same(t.Userinfo(), v.Userinfo()) && same(t.Path(), v.Path()) &&
		same(t.Query(), v.Query()) && same(t.Fragment(), v.Fragment())
}

// unwrap removes a wrapper ("<URL:...>", "<...>", "\"...\""), the quote
// markers at the start of continuation lines and all white space from a
// span, as seed 003 Appendix E describes; and the label of Slack's
// "<URI|label>".
func unwrap(s string) string {
	if len(s) >= 2 && (s[0] == '<' && s[len(s)-1] == '>' || s[0] == '"' && s[len(s)-1] == '"') {
		s = strings.TrimSpace(s[1 : len(s)-1])
		// Slack's <URI|label>
		if i := strings.IndexByte(s, '|'); i >= 0 && !strings.ContainsAny(s[:i], " \t\r\n") {
			s = s[:i]
		}
		if len(s) >= 4 && strings.EqualFold(s[:4], "URL:") {
			s = s[4:]
		}
	}
	// a quoted reply's marker after a line break (quote.go)
	lines := strings.Split(s, "\n")
	for i := 1; i < len(lines); i++ {
		lines[i] = strings.TrimLeft(lines[i], "> \t")
	}
	s = strings.Join(lines, "\n")
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(" \t\n\v\f\r", r) {
			return -1
		}
		return r
	}, s)
}

// streamed returns the matches a reader-backed Scanner finds in r.
func streamed(t *testing.T, r io.Reader) []Match {
	t.Helper()
	var ms []Match
	s := NewScanner(r)
	for s.Scan() {
		ms = append(ms, s.Match())
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	return ms
}

// checkStreams checks the invariants and that reading text through an
// io.Reader, whole, one byte at a time or in halves, finds exactly what
// scanning the string does.
func checkStreams(t *testing.T, text string) {
	t.Helper()
	want := all(text)
	checkMatches(t, text, want)
	for name, r := range map[string]io.Reader{
		"whole":    strings.NewReader(text),
		"one byte": iotest.OneByteReader(strings.NewReader(text)),
		"halves":   iotest.HalfReader(strings.NewReader(text)),
	} {
		got := streamed(t, r)
		if len(got) == 0 && len(want) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q read %s:\ngot  %+v\nwant %+v", text, name, got, want)
		}
	}
}
