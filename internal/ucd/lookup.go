package ucd

import "unicode"

// Bits of latin1, as maketables writes them.
const (
	pLetter = 1 << iota
	pMark
	pDigit
	pPrint
)

// IsLetter reports whether r is in Letter (General_Category L). Like the
// three below, it reads U+0000 to U+00FF from a table of bits and
// searches the ranges above, as unicode.IsLetter does with its own tables.
func IsLetter(r rune) bool {
	if uint32(r) < uint32(len(latin1)) {
		return latin1[r]&pLetter != 0
	}
	return unicode.Is(Letter, r)
}

// IsMark reports whether r is in Mark (General_Category M).
func IsMark(r rune) bool {
	if uint32(r) < uint32(len(latin1)) {
		return latin1[r]&pMark != 0
	}
	return unicode.Is(Mark, r)
}

// IsDigit reports whether r is in Digit (General_Category Nd).
func IsDigit(r rune) bool {
	if uint32(r) < uint32(len(latin1)) {
		return latin1[r]&pDigit != 0
	}
	return unicode.Is(Digit, r)
}

// IsPrint reports whether r is in Print (General_Category L, M, N, P or S).
func IsPrint(r rune) bool {
	if uint32(r) < uint32(len(latin1)) {
		return latin1[r]&pPrint != 0
	}
	return unicode.Is(Print, r)
}
