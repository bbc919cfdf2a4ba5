package uri

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
)

// The IRIs of RFC 3987's own examples (§3.1, §3.2.1), written out from the
// XML notation the RFC uses ("&#xE9;" is é), with the components the
// grammar of §2.2 gives them.
func TestParseIRIRFC3987Examples(t *testing.T) {
	for _, tc := range []struct {
		in, host, path, query, fragment string
	}{
		{"http://r\u00e9sum\u00e9.example.org", "r\u00e9sum\u00e9.example.org", "", "", ""},                             // §3.1
		{"http://www.example.org/D\u00fcrst", "www.example.org", "/D\u00fcrst", "", ""},                                 // §3.2.1
		{"http://www.example.org/red%09ros\u00e9#red", "www.example.org", "/red%09ros\u00e9", "", "red"},                // §3.1
		{"http://example.com/\U00010300\U00010301\U00010302", "example.com", "/\U00010300\U00010301\U00010302", "", ""}, // §3.1 note
		{"http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org", "validator.w3.org", "/check",
			"uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org", ""}, // §3.1 note
		{"http://www.example.org/D%FCrst", "www.example.org", "/D%FCrst", "", ""},                       // §3.2.1: a URI is an IRI
		{"http://xn--99zt52a.example.org/%e2%80%ae", "xn--99zt52a.example.org", "/%e2%80%ae", "", ""},   // §3.2.1
		{"http://\u7d0d\u8c46.example.org/%E2%80%AE", "\u7d0d\u8c46.example.org", "/%E2%80%AE", "", ""}, // §3.2.1
	} {
		u, err := ParseIRI(tc.in)
		if err != nil {
			t.Errorf("ParseIRI(%q): %v", tc.in, err)
			continue
		}
		if u.Host() != tc.host || u.Path() != tc.path || u.Query() != tc.query || u.Fragment() != tc.fragment ||
			u.String() != tc.in || !u.IsIRI() || u.Dialect().String() != "rfc3987" {
			t.Errorf("ParseIRI(%q) = host %q path %q query %q fragment %q (IRI %v, %v)",
				tc.in, u.Host(), u.Path(), u.Query(), u.Fragment(), u.IsIRI(), u.Dialect())
		}
		if _, err := Parse(tc.in); (err == nil) != ascii.IsASCII(tc.in) {
			t.Errorf("Parse(%q) = %v; a URI is exactly an ASCII IRI", tc.in, err)
		}
	}
}

// Where §2.2 allows which characters: ucschar in userinfo, reg-name, path,
// query, fragment; iprivate in the query only; nothing non-ASCII in the
// scheme, the port or an IP literal; no bidi formatting character (§4.1);
// UTF-8 only.
func TestParseIRIChars(t *testing.T) {
	for _, tc := range []struct {
		in   string
		off  int       // -1: valid
		comp Component // of the error
	}{
		{"http://\u00fcser:p\u00e4ss@h\u00f6st/p\u00e4th?q\u00fcery#fr\u00e4g", -1, 0},
		{"//\u00a0", -1, 0},                          // first ucschar
		{"/\ud7ff", -1, 0},                           // end of the first range
		{"/\uf900\ufdcf\ufdf0\uffef", -1, 0},         // range ends
		{"/\U0001fffd\U000e1000\U000efffd", -1, 0},   // plane ends
		{"?\ue000\uf8ff\U000f0000\U0010fffd", -1, 0}, // iprivate in the query
		{"\u00e9t\u00e9/x", -1, 0},                   // relative path; its first segment is not a scheme
		{"a/\u00e9:b", -1, 0},
		{"/\u009f", 1, ComponentPath},         // C1 control: not ucschar
		{"/\ufdd0", 1, ComponentPath},         // non-character
		{"/\ufffe", 1, ComponentPath},         // non-character
		{"/\ufff0", 1, ComponentPath},         // specials
		{"/\U0001fffe", 1, ComponentPath},     // plane end non-character
		{"/\U000e0001", 1, ComponentPath},     // language tag
		{"/\ue000", 1, ComponentPath},         // iprivate outside the query
		{"#\U000f0000", 1, ComponentFragment}, // iprivate in the fragment
		{"//\ue000@h", 2, ComponentUserinfo},
		{"//h\ue000", 3, ComponentHost},
		{"/a\u200eb", 2, ComponentPath},           // LRM (§4.1)
		{"?\u202e", 1, ComponentQuery},            // RLO (§4.1)
		{"http://a\u202ab/", 8, ComponentHost},    // LRE
		{"/\xff", 1, ComponentPath},               // not UTF-8
		{"/\xc3", 1, ComponentPath},               // truncated UTF-8
		{"/\xed\xa0\x80", 1, ComponentPath},       // an encoded surrogate is not UTF-8
		{"h\u00e9:x", 3, ComponentPath},           // not a scheme, so a relative path with ":"
		{"http://h:8\u0668/", 10, ComponentPort},  // Arabic-Indic digit in the port
		{"http://[::\u00e9]/", 10, ComponentHost}, // IP literal
		{"http://a b/", 8, ComponentHost},         // a space is still not allowed
		{"/\u3000", -1, 0},                        // ideographic space is ucschar
	} {
		u, err := ParseIRIReference(tc.in)
		if tc.off < 0 {
			if err != nil || u.String() != tc.in || recompose(u) != tc.in {
				t.Errorf("ParseIRIReference(%q): %v", tc.in, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Offset != tc.off || e.Component != tc.comp {
			t.Errorf("ParseIRIReference(%q) = %v; want an error at %d in %v", tc.in, err, tc.off, tc.comp)
		}
	}
}

func TestParseIRIMessages(t *testing.T) {
	for in, want := range map[string]string{
		"http://x/a\u200eb": "uri: bidirectional formatting character U+200E (RFC 3987 §4.1: an IRI must not contain one) at offset 10 in path: remove it, or write it as %E2%80%8E",
		"/\ue000":           "uri: character U+E000 not allowed in an IRI path (private-use characters are allowed in the query only) at offset 1 in path: write it as %EE%80%80",
		"/\xff":             "uri: byte %FF that is not part of a UTF-8 character at offset 1 in path: an IRI is UTF-8 text (write the byte as %FF if it is data)",
		"/\ufdd0":           "uri: character U+FDD0 not allowed in an IRI path at offset 1 in path: write it as %EF%B7%90",
	} {
		if _, err := ParseIRIReference(in); err == nil || err.Error() != want {
			t.Errorf("ParseIRIReference(%q) = %v; want %s", in, err, want)
		}
	}
}

// An ASCII string is an IRI exactly when it is a URI, with the same
// components and the same error (RFC 3987 §2.2 adds only non-ASCII).
func TestParseIRIASCIIIsURI(t *testing.T) {
	for _, s := range []string{
		"http://user@[fe80::1%25en0]:8080/a/b?q#f", "a:b", "//a:1@b", "?#", "../g;x?y#s", "http://a b",
		"%zz", "http://[v1.x]/", "a:b:c", "1a:b", "http://h:x/", "http://[::1", "http://a@b@c/", "",
		"mailto:John.Doe@example.com", "http://h/a{b}",
	} {
		for _, needScheme := range []bool{true, false} {
			u, err := parse(s, RFC3986, needScheme)
			v, ierr := parseIRI(s, needScheme)
			if (err == nil) != (ierr == nil) {
				t.Errorf("%q: URI error %v, IRI error %v", s, err, ierr)
				continue
			}
			if err != nil {
				if err.Error() != ierr.Error() {
					t.Errorf("%q: URI error %v, IRI error %v", s, err, ierr)
				}
				continue
			}
			u.dialect = dialectIRI
			if u != v {
				t.Errorf("%q: URI %#v, IRI %#v", s, u, v)
			}
		}
	}
}

func TestParseIRIAllocs(t *testing.T) {
	for _, s := range []string{"http://www.example.org/D\u00fcrst?q=\u00e9#f", "http://example.com/a/b?c=d"} {
		if n := testing.AllocsPerRun(100, func() { _, _ = ParseIRI(s) }); n != 0 {
			t.Errorf("ParseIRI(%q): %v allocations; want 0", s, n)
		}
	}
}

// IRIs resolve and normalize as URIs do (RFC 3987 §6.5, §5.3.2.1); the
// result stays an IRI.
func TestIRIResolveNormalize(t *testing.T) {
	base, _ := ParseIRI("http://\u00e9x.org/a/b/c")
	ref, _ := ParseIRIReference("../d\u00fc?\u00e9")
	r, err := Resolve(base, ref)
	if err != nil || r.String() != "http://\u00e9x.org/a/d\u00fc?\u00e9" {
		t.Errorf("Resolve = %v, %v", r, err)
	}
	u, _ := ParseIRI("HTTP://\u00e9X.org/./a/%7e\u00e9%4a")
	n, err := Normalizer{}.Normalize(u)
	if err != nil || n.String() != "http://\u00e9x.org/a/~\u00e9J" || !n.IsIRI() {
		t.Errorf("Normalize = %v, %v (IRI %v)", n, err, n.IsIRI())
	}
}

// FuzzParseIRI: no panic; an accepted IRI keeps its input and recomposes;
// on ASCII input the IRI and URI parsers agree; and a non-ASCII input is an
// IRI exactly when it is a URI once its non-ASCII characters are written
// percent-encoded and all of them are allowed where they stand.
func FuzzParseIRI(f *testing.F) {
	for _, s := range []string{"http://r\u00e9sum\u00e9.example.org", "/a\u200eb", "?\ue000", "#\ue000",
		"http://[::1]/\u00e9", "\u00e9:x", "/\xff", "http://a b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := ParseIRIReference(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) {
				t.Fatalf("%q: bad error %v", s, err)
			}
		} else if u.String() != s || recompose(u) != s {
			t.Fatalf("%q: String %q, recomposed %q", s, u.String(), recompose(u))
		}
		if ascii.IsASCII(s) {
			v, uerr := ParseReference(s)
			if (uerr == nil) != (err == nil) || (err == nil && v.Path() != u.Path()) {
				t.Fatalf("%q: URI %v, IRI %v", s, uerr, err)
			}
			return
		}
		var b strings.Builder
		allowed := true // every non-ASCII character is ucschar or iprivate, and no bidi formatting
		for _, r := range s {
			if r < utf8.RuneSelf {
				b.WriteByte(byte(r))
				continue
			}
			if r == utf8.RuneError || IsBidiFormatting(r) || (!IsUcschar(r) && !IsIprivate(r)) {
				allowed = false
			}
			b.WriteString(pctRune(r))
		}
		_, uerr := ParseReference(b.String())
		switch {
		case uerr != nil && err == nil:
			t.Fatalf("%q: accepted though %q is not a URI: %v", s, b.String(), uerr)
		case uerr == nil && allowed && err != nil:
			// Only iprivate outside the query may still make it fail.
			var e *Error
			errors.As(err, &e)
			r, _ := utf8.DecodeRuneInString(s[e.Offset:])
			if !IsIprivate(r) || e.Component == ComponentQuery {
				t.Fatalf("%q: refused (%v) though %q is a URI", s, err, b.String())
			}
		case err == nil && !allowed:
			t.Fatalf("%q: accepted with a character outside ucschar and iprivate", s)
		}
	})
}

// IsUcschar at the ends of each range of RFC 3987 §2.2's ucschar:
//
//	ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//	        / %x10000-1FFFD / ... / %xD0000-DFFFD / %xE1000-EFFFD
func TestIsUcscharBounds(t *testing.T) {
	in := []rune{0xA0, 0xD7FF, 0xF900, 0xFDCF, 0xFDF0, 0xFFEF, 0x10000, 0x1FFFD, 0xD0000, 0xDFFFD, 0xE1000, 0xEFFFD}
	out := []rune{0x9F, 0xD800, 0xF8FF, 0xFDD0, 0xFDEF, 0xFFF0, 0xFFFF, 0x1FFFE, 0x1FFFF, 0xDFFFE, 0xE0000, 0xE0FFF, 0xEFFFE, 0xF0000, 0x10FFFD}
	for _, r := range in {
		if !IsUcschar(r) {
			t.Errorf("IsUcschar(%U) = false, want true", r)
		}
	}
	for _, r := range out {
		if IsUcschar(r) {
			t.Errorf("IsUcschar(%U) = true, want false", r)
		}
	}
}
