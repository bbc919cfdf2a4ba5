package uts46

import "testing"

// TestCharProperties: the accessors package iri reads, on code points whose
// values the Unicode Character Database states (UnicodeData.txt's
// Bidi_Class field; IdnaMappingTable.txt's mappings).
func TestCharProperties(t *testing.T) {
	for _, tc := range []struct {
		r        rune
		rtl, ltr bool
	}{
		{'a', false, true}, {'1', false, false}, {'/', false, false}, {0x05D0, true, false}, // HEBREW LETTER ALEF: R
		{0x0627, true, false}, {0x0661, false, false}, // ARABIC LETTER ALEF: AL; ARABIC-INDIC DIGIT ONE: AN
		{0x0301, false, false}, {0x00E9, false, true}, {0x200F, true, false}, // NSM; L; RIGHT-TO-LEFT MARK: R
	} {
		if got := IsRightToLeft(tc.r); got != tc.rtl {
			t.Errorf("IsRightToLeft(%U) = %v", tc.r, got)
		}
		if got := IsLeftToRight(tc.r); got != tc.ltr {
			t.Errorf("IsLeftToRight(%U) = %v", tc.r, got)
		}
	}
	for r, want := range map[rune]string{0xFF21: "a", 0xFB01: "fi", 0xFF0F: "/", 'A': "a", 0x3002: ".", 0x2460: "1"} {
		if got, ok := Mapping(r); !ok || got != want {
			t.Errorf("Mapping(%U) = %q, %v; want %q", r, got, ok, want)
		}
	}
	for _, r := range []rune{'a', 0x00E9, 0x2024, 0x00AD, 0x00DF} { // valid, valid, disallowed, ignored, deviation
		if got, ok := Mapping(r); ok {
			t.Errorf("Mapping(%U) = %q, true", r, got)
		}
	}
}
