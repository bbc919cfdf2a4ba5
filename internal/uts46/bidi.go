package uts46

// The Bidi rule of RFC 5893 §2, which UTS #46 §4.1 criterion 9 applies,
// under CheckBidi, to every label of a Bidi domain name: one holding a code
// point of Bidi_Class R, AL or AN (UTS #46 §2 Notation, RFC 5893 §1.4).

import "unicode/utf8"

// isRTL reports whether label holds a code point of Bidi_Class R, AL or AN,
// which makes a domain holding it a Bidi domain name.
func isRTL(label string) bool {
	for _, r := range label {
		if r < 0x590 { // no R, AL or AN before the Hebrew block
			continue
		}
		if c := bidiClass(r); c == bidiR || c == bidiAL || c == bidiAN {
			return true
		}
	}
	return false
}

// bidiRule returns the number (1 to 6) of the first condition of RFC 5893
// §2 that the non-empty label breaks, or 0 if it keeps them all.
func bidiRule(label string) int {
	first, _ := utf8.DecodeRuneInString(label)
	rtl := false
	switch bidiClass(first) {
	case bidiR, bidiAL:
		rtl = true
	case bidiL:
	default:
		return 1 // 1. The first character must be a character with Bidi property L, R, or AL.
	}
	hasEN, hasAN := false, false
	end := uint32(0) // the class of the last code point that is not NSM
	for _, r := range label {
		c := bidiClass(r)
		if rtl && !rtlAllowed(c) {
			return 2 // 2. In an RTL label, only R, AL, AN, EN, ES, CS, ET, ON, BN, or NSM are allowed.
		}
		if !rtl && !ltrAllowed(c) {
			return 5 // 5. In an LTR label, only L, EN, ES, CS, ET, ON, BN, or NSM are allowed.
		}
		hasEN = hasEN || c == bidiEN
		hasAN = hasAN || c == bidiAN
		if c != bidiNSM {
			end = c
		}
	}
	if rtl {
		if end != bidiR && end != bidiAL && end != bidiEN && end != bidiAN {
			return 3 // 3. In an RTL label, the end must be R, AL, EN, or AN, followed by zero or more NSM.
		}
		if hasEN && hasAN {
			return 4 // 4. In an RTL label, if an EN is present, no AN may be present, and vice versa.
		}
		return 0
	}
	if end != bidiL && end != bidiEN {
		return 6 // 6. In an LTR label, the end must be L or EN, followed by zero or more NSM.
	}
	return 0
}

// rtlAllowed reports whether condition 2 of RFC 5893 §2 allows class c.
func rtlAllowed(c uint32) bool {
	switch c {
	case bidiR, bidiAL, bidiAN, bidiEN, bidiES, bidiCS, bidiET, bidiON, bidiBN, bidiNSM:
		return true
	}
	return false
}

// ltrAllowed reports whether condition 5 of RFC 5893 §2 allows class c.
func ltrAllowed(c uint32) bool {
	switch c {
	case bidiL, bidiEN, bidiES, bidiCS, bidiET, bidiON, bidiBN, bidiNSM:
		return true
	}
	return false
}
