package iri

import (
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// RFC 3987 §3.1's examples, from the XML notation ("&#xE9;" is é).
func TestToURIRFC3987(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://r\u00e9sum\u00e9.example.org", "http://xn--rsum-bpad.example.org"},
		{"http://www.example.org/red%09ros\u00e9#red", "http://www.example.org/red%09ros%C3%A9#red"},
		{"http://example.com/\U00010300\U00010301\U00010302", "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"},
		{"http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org",
			"http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org"},
		// §3.2.1 read backwards: the IRI of its first example.
		{"http://www.example.org/D\u00fcrst", "http://www.example.org/D%C3%BCrst"},
		// A URI is an IRI that maps to itself.
		{"http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"},
		// userinfo, query (iprivate), fragment; a relative reference.
		{"//\u00fc@h/?\ue000#\u00e9", "//%C3%BC@h/?%EE%80%80#%C3%A9"},
		{"\u00e9t\u00e9", "%C3%A9t%C3%A9"},
		{"http://[::1]/\u00e9", "http://[::1]/%C3%A9"},
		// A reg-name with percent-encoded and literal non-ASCII: decoded, then IDNA.
		{"http://r%C3%A9sum\u00e9.example.org/", "http://xn--rsum-bpad.example.org/"},
	} {
		u, err := uri.ParseIRIReference(tc.in)
		if err != nil {
			t.Fatalf("ParseIRIReference(%q): %v", tc.in, err)
		}
		v, err := ToURI(u)
		if err != nil || v.String() != tc.want || v.IsIRI() {
			t.Errorf("ToURI(%q) = %q, %v; want %q", tc.in, v, err, tc.want)
		}
	}
	u, _ := uri.ParseIRI("http://a.xn--a.\u00e9/")
	_, err := ToURI(u)
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrIDNA) || e.Offset != 9 || e.Input != u.String() {
		t.Errorf("ToURI(%q) = %v; want ErrIDNA at the label, offset 9", u, err)
	}
}

// RFC 3987 §3.2.1's examples, and what ToIRI must never decode.
func TestToIRI(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u00fcrst"},
		{"http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"},                      // not UTF-8
		{"http://xn--99zt52a.example.org/%e2%80%ae", "http://\u7d0d\u8c46.example.org/%E2%80%AE"}, // RLO stays encoded; the A-label is shown
		{"http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html"},      // §3.2: no guessing ISO 8859-1
		{"http://xn--rsum-bpad.example.org/", "http://r\u00e9sum\u00e9.example.org/"},
		{"http://a/%20%2F%3F%25%41", "http://a/%20%2F%3F%25%41"},                                       // ASCII octets never
		{"http://a/%E2%80%8B", "http://a/%E2%80%8B"},                                                   // zero width space (Cf)
		{"http://a/%C2%A0x", "http://a/%C2%A0x"},                                                       // no-break space (Zs)
		{"http://a/%E3%80%80", "http://a/%E3%80%80"},                                                   // ideographic space (Zs)
		{"http://a/%E2%81%A6", "http://a/%E2%81%A6"},                                                   // LRI, a bidi control
		{"http://a/?%EE%80%80", "http://a/?%EE%80%80"},                                                 // private use
		{"http://a/%EF%BC%8F", "http://a/%EF%BC%8F"},                                                   // full-width solidus, a look-alike of "/"
		{"http://a/%E2%88%95", "http://a/%E2%88%95"},                                                   // division slash
		{"http://a/%CC%81x", "http://a/%CC%81x"},                                                       // a combining mark would begin the segment
		{"%CC%81x", "%CC%81x"},                                                                         // or the whole reference
		{"?%CC%81#%CC%81", "?%CC%81#%CC%81"},                                                           // or the query, the fragment
		{"http://a/e%CC%81", "http://a/e\u0301"},                                                       // but it may follow a letter
		{"http://a/%CC%81%CC%81x", "http://a/%CC%81%CC%81x"},                                           // not a mark left encoded
		{"http://a/%41%CC%81", "http://a/%41%CC%81"},                                                   // nor an ASCII triplet (it would sit on the "1")
		{"http://a/%E2%80%8B%CC%81", "http://a/%E2%80%8B%CC%81"},                                       // nor a character not safe to show
		{"http://a/e%CC%81%CC%A3", "http://a/e\u0301\u0323"},                                           // marks may follow each other on a letter shown
		{"http://a/%E3%80%82", "http://a/%E3%80%82"},                                                   // ideographic full stop: a full stop of another script (§6.1 b; RFC 3490 §3.1 reads it as ".")
		{"http://a/b%E3%80%82c", "http://a/b%E3%80%82c"},                                               // anywhere in the segment
		{"http://a/%EF%BD%A1", "http://a/%EF%BD%A1"},                                                   // halfwidth ideographic full stop (NFKC maps it to U+3002, not to ".")
		{"http://a/%F0%9F%98%80", "http://a/\U0001F600"},                                               // an emoji is shown
		{"http://a/%E2%83%81", "http://a/\u20C1"},                                                      // SAUDI RIYAL SIGN, Sc, new in Unicode 17.0.0 (internal/ucd)
		{"http://a/%E2%83%82", "http://a/%E2%83%82"},                                                   // U+20C2, unassigned in 17.0.0
		{"http://a/%E0%A2%97x", "http://a/%E0%A2%97x"},                                                 // ARABIC PEPET (16.0) is a mark (Mn): not first
		{"http://a/%C3%A9%C3", "http://a/\u00e9%C3"},                                                   // a truncated sequence stays encoded
		{"http://u%C3%BC@h%C3%A9.org/?q=%C3%A9#%C3%A9", "http://u\u00fc@h%C3%A9.org/?q=\u00e9#\u00e9"}, // a percent-encoded host stays
		{"http://xn--a.example/", "http://xn--a.example/"},                                             // an invalid A-label is kept
		{"http://XN--RSUM-BPAD.example.org/", "http://r\u00e9sum\u00e9.example.org/"},
		// §4.2: a segment that decoding would make mix directions stays encoded.
		{"http://a/%D7%90b", "http://a/%D7%90b"},
		{"http://a/%D7%90%D7%91/c", "http://a/\u05d0\u05d1/c"},
	} {
		u, err := uri.ParseReference(tc.in)
		if err != nil {
			t.Fatalf("ParseReference(%q): %v", tc.in, err)
		}
		v := ToIRI(u)
		if v.String() != tc.want || !v.IsIRI() {
			t.Errorf("ToIRI(%q) = %q; want %q", tc.in, v, tc.want)
		}
		// The IRI maps back to the URI, but for the case of the
		// percent-encodings and of the host name.
		w, err := ToURI(v)
		if err != nil || !strings.EqualFold(w.String(), tc.in) {
			t.Errorf("ToURI(ToIRI(%q)) = %q, %v", tc.in, w, err)
		}
	}
}

// hebrew writes RFC 3987 §4.4's Bidi Notation with real characters: the
// upper-case letters, which stand for right-to-left characters there,
// become the Hebrew letters U+05D0 onwards.
func hebrew(s string) string {
	return strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return 0x05D0 + r - 'A'
		}
		return r
	}, s)
}

// The examples of RFC 3987 §4.4 (examples 8 and 9 "not allowed").
func TestCheckBidiRFC3987(t *testing.T) {
	for _, tc := range []struct {
		logical string
		off     int // -1: allowed
	}{
		{"http://ab.CDEFGH.ij/kl/mn/op.html", -1},                        // 1
		{"http://ab.CDE.FGH/ij/kl/mn/op.html", -1},                       // 2
		{"http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", -1},                  // 3
		{"http://AB.CD.ef/gh/IJ/KL.html", -1},                            // 4
		{"http://ab.cd.EF/GH/ij/kl.html", -1},                            // 5
		{"http://ab.CD.EF/GH/IJ/kl.html", -1},                            // 6
		{"http://ab.CDE123FGH.ij/kl/mn/op.html", -1},                     // 7
		{"http://ab.cd.ef/GH1/2IJ/KL.html", len("http://ab.cd.ef/")},     // 8
		{"http://ab.cd.ef/GH%31/%32IJ/KL.html", len("http://ab.cd.ef/")}, // 9
		{"http://ab.CDEFGH.123/kl/mn/op.html", -1},                       // 10
		{"http://ab.CDef.gh/", len("http://ab.")},                        // rule 1: a mixed label
		{"http://a/b?x=1AB", len("http://a/b?x=")},                       // rule 2 in a query value
	} {
		in := hebrew(tc.logical)
		u, err := uri.ParseIRI(in)
		if err != nil {
			t.Fatalf("ParseIRI(%q): %v", in, err)
		}
		err = CheckBidi(u)
		if tc.off < 0 {
			if err != nil {
				t.Errorf("CheckBidi(%s): %v", tc.logical, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrBidi) || e.Offset != len(hebrew(tc.logical[:tc.off])) {
			t.Errorf("CheckBidi(%s) = %v; want ErrBidi at %d", tc.logical, err, tc.off)
		}
	}
}
