package iri

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/uri"
)

// showable reports whether the IRI u is one that ToIRI would write as it
// is: no percent-encoded non-ASCII octet (ToIRI would decode it), an ASCII
// host without A-labels, and every component displayable.
func showable(u uri.URI) bool {
	s := u.String()
	for i := 0; i+2 < len(s); i++ {
		if pct.Octet(s, i) >= 0x80 {
			return false
		}
	}
	if !ascii.IsASCII(u.Host()) || strings.Contains(strings.ToLower(u.Host()), "xn--") {
		return false
	}
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && !isDelimiter(s[i]) {
			continue
		}
		if !displayable(s[start:i]) {
			return false
		}
		start = i + 1
	}
	return true
}

// FuzzMapping: no panic; ToURI gives a URI (ASCII, RFC 3986); ToIRI gives
// an IRI that maps back to the same URI but for case; and an IRI that is
// safe to show comes back from IRI → URI → IRI byte for byte.
func FuzzMapping(f *testing.F) {
	for _, s := range []string{"http://r\u00e9sum\u00e9.example.org", "http://www.example.org/D%C3%BCrst",
		"//\u00fc@h/?\ue000#\u00e9", "http://xn--99zt52a.example.org/%e2%80%ae", "/\u05d0b", "a/e\u0301"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.ParseIRIReference(s)
		if err != nil {
			return
		}
		_ = CheckBidi(u)
		v, err := ToURI(u)
		if err != nil {
			return // an invalid IDNA host name
		}
		if _, err := uri.ParseReference(v.String()); err != nil || !utf8.ValidString(v.String()) {
			t.Fatalf("ToURI(%q) = %q: %v", s, v, err)
		}
		w := ToIRI(v)
		x, err := ToURI(w)
		if err != nil || !strings.EqualFold(x.String(), v.String()) {
			t.Fatalf("ToURI(ToIRI(%q)) = %q, %v; want %q", v, x, err, v)
		}
		if showable(u) && w.String() != s {
			t.Fatalf("ToIRI(ToURI(%q)) = %q", s, w)
		}
	})
}
