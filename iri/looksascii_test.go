package iri

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// TestLooksASCIIAgainstNFKC: looksASCII, read from the module's Unicode 17
// tables, catches every code point whose NFKC form holds ASCII by
// golang.org/x/text's (older) tables; where it says more, the code point is
// one that Unicode assigned after those tables (x/text leaves it as it
// is), a delimiter of another script named in looksASCII, or one the IDNA
// Mapping Table case-folds to ASCII.
func TestLooksASCIIAgainstNFKC(t *testing.T) {
	hasASCII := func(s string) bool {
		for i := 0; i < len(s); i++ {
			if s[i] < utf8.RuneSelf {
				return true
			}
		}
		return false
	}
	more := 0
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		nfkc := hasASCII(norm.NFKC.String(string(r)))
		got := looksASCII(r)
		switch {
		case nfkc && !got:
			t.Errorf("%U %q: NFKC %q holds ASCII, looksASCII is false", r, string(r), norm.NFKC.String(string(r)))
		case got && !nfkc:
			more++
			if unicode.Is(unicode.L, r) && !unicode.IsUpper(r) && unicode.In(r, unicode.Latin, unicode.Greek, unicode.Cyrillic) {
				t.Logf("%U %q: looksASCII, not by NFKC", r, string(r))
			}
		}
	}
	if more > 60 {
		t.Errorf("%d code points look like ASCII that NFKC does not map to ASCII", more)
	}
	t.Logf("%d more than NFKC says (new code points, delimiters, case folds)", more)
}
