package uts46

// The CONTEXTJ rules of RFC 5892 Appendix A.1 (U+200C ZERO WIDTH
// NON-JOINER) and A.2 (U+200D ZERO WIDTH JOINER), which UTS #46 §4.1
// criterion 8 applies under CheckJoiners.

import "unicode/utf8"

// Canonical_Combining_Class Virama (UAX #44).
const cccVirama = 9

// contextJ returns the byte offset in label of the first joiner that the
// CONTEXTJ rules refuse, or -1.
func contextJ(label string) int {
	for i, r := range label {
		if r != 0x200C && r != 0x200D {
			continue
		}
		// If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
		before, _ := utf8.DecodeLastRuneInString(label[:i]) // U+FFFD, of class 0, at the start
		if ccc(before) == cccVirama {
			continue
		}
		// A.1 only: If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
		// (Joining_Type:T)*(Joining_Type:{R,D})) Then True;
		if r == 0x200C && joinsLeft(label[:i]) && joinsRight(label[i+3:]) {
			continue
		}
		return i
	}
	return -1
}

// joinsLeft reports whether s ends with (Joining_Type:{L,D})(Joining_Type:T)*.
func joinsLeft(s string) bool {
	for s != "" {
		r, n := utf8.DecodeLastRuneInString(s)
		switch joiningType(r) {
		case joinT:
			s = s[:len(s)-n]
			continue
		case joinL, joinD:
			return true
		}
		return false
	}
	return false
}

// joinsRight reports whether s starts with (Joining_Type:T)*(Joining_Type:{R,D}).
func joinsRight(s string) bool {
	for _, r := range s {
		switch joiningType(r) {
		case joinT:
			continue
		case joinR, joinD:
			return true
		}
		return false
	}
	return false
}
