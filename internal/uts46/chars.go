package uts46

// Character properties for the module's other readers of Unicode (package
// iri), so that every property the module reads comes from these tables,
// of one Unicode version (UnicodeVersion).

// IsRightToLeft reports whether r is a right-to-left character: Bidi_Class
// R or AL (UAX #9; RFC 3987 §4.2 and RFC 5893 §1.4 call these
// right-to-left).
func IsRightToLeft(r rune) bool {
	c := bidiClass(r)
	return c == bidiR || c == bidiAL
}

// IsLeftToRight reports whether r is a left-to-right character: Bidi_Class
// L (UAX #9).
func IsLeftToRight(r rune) bool { return bidiClass(r) == bidiL }

// Mapping returns what the IDNA Mapping Table (UTS #46 §5) maps r to, and
// true; or "" and false when r is not mapped (valid, a deviation,
// disallowed, or ignored). The table's mappings are NFKC_Casefold's,
// narrowed for IDNA: "Ａ" maps to "a", "ﬁ" to "fi", "／" to "/".
func Mapping(r rune) (string, bool) {
	st, m := idna(r)
	if st != mapped {
		return "", false
	}
	return m, true
}
