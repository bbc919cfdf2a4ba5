package uts46

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
)

// fuzzSeeds adds the inputs of the web-platform-tests files.
func fuzzSeeds(f *testing.F) {
	for _, name := range []string{"IdnaTestV2.json", "toascii.json"} {
		for _, c := range readWPT(f, name) {
			f.Add(c.Input)
		}
	}
	f.Add("xn--ls8h=.\xff")
}

var fuzzOptions = []Options{URLOptions(false), URLOptions(true), {}, {Transitional: true, IgnoreInvalidPunycode: true}}

// FuzzToASCII: no panic; a result is ASCII, ToASCII leaves it as it is
// (idempotence), and ToUnicode of it gives back a domain whose ToASCII is
// the result again (round trip, for nontransitional processing); ToUnicode fails where ToASCII's §4
// processing does; the fast path agrees with the general one.
func FuzzToASCII(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, o := range fuzzOptions {
			a, err := ToASCII(s, o)
			_, uerr := ToUnicode(s, o)
			if uerr != nil && err == nil {
				t.Fatalf("ToUnicode(%q, %+v) fails (%v) where ToASCII does not", s, o, uerr)
			}
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
					t.Fatalf("ToASCII(%q, %+v): bad error %v", s, o, err)
				}
				continue
			}
			if !ascii.IsASCII(a) {
				t.Fatalf("ToASCII(%q, %+v) = %q: not ASCII", s, o, a)
			}
			if again, err := ToASCII(a, o); err != nil || again != a {
				t.Fatalf("ToASCII(%q) = %q, but ToASCII of that = %q, %v", s, a, again, err)
			}
			u, err := ToUnicode(a, o)
			if err != nil {
				t.Fatalf("ToUnicode(ToASCII(%q) = %q): %v", s, a, err)
			}
			// (Transitional processing maps the deviations that ToUnicode
			// decodes, so the round trip holds without it.)
			if back, err := ToASCII(u, o); !o.Transitional && (err != nil || back != a) {
				t.Fatalf("ToASCII(ToUnicode(%q) = %q) = %q, %v", a, u, back, err)
			}
			if slow, err := toASCII(s, o); err != nil || slow != a {
				t.Fatalf("toASCII(%q) = %q, %v; the fast path says %q", s, slow, err, a)
			}
		}
	})
}

// FuzzDomainToASCII: no panic; a result is non-empty ASCII without a
// forbidden domain code point, and the domain parser leaves it as it is.
func FuzzDomainToASCII(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, strict := range []bool{false, true} {
			a, err := DomainToASCII(s, strict)
			if err != nil {
				continue
			}
			if a == "" || !ascii.IsASCII(a) || strings.ContainsFunc(a, func(r rune) bool { return IsForbiddenDomain(byte(r)) }) {
				t.Fatalf("DomainToASCII(%q, %v) = %q", s, strict, a)
			}
			if again, err := DomainToASCII(a, strict); err != nil || again != a {
				t.Fatalf("DomainToASCII(%q) = %q, but of that: %q, %v", s, a, again, err)
			}
			_ = DomainToUnicode(a)
		}
	})
}

// FuzzPunycode: decoding an encoding gives the label back; an encoding of
// a decoding gives the input back, up to ASCII case.
func FuzzPunycode(f *testing.F) {
	for _, s := range rfc3492Samples {
		f.Add(s.unicode)
		f.Add(s.puny)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if utf8.ValidString(s) {
			enc, ok := punycodeEncode(nil, []rune(s))
			if ok {
				dec, ok := PunycodeDecode(string(enc))
				if !ok || string(dec) != s {
					t.Fatalf("PunycodeDecode(punycodeEncode(%+q) = %q) = %+q, %v", s, enc, string(dec), ok)
				}
			}
		}
		if dec, ok := PunycodeDecode(s); ok {
			enc, ok := punycodeEncode(nil, dec)
			if !ok || !strings.EqualFold(string(enc), s) {
				t.Fatalf("punycodeEncode(PunycodeDecode(%q) = %+q) = %q, %v", s, string(dec), enc, ok)
			}
		}
	})
}
