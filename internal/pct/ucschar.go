package pct

// The non-ASCII characters that may stand as themselves where RFC 3987
// (IRIs, §2.2) and RFC 6570 (URI Templates, §1.5, which takes its ucschar
// and iprivate from RFC 3987) let text hold them; every other code point
// is percent-encoded as UTF-8 or refused.

// Ucschar reports whether r is in RFC 3987's ucschar: U+00A0-U+D7FF,
// U+F900-U+FDCF, U+FDF0-U+FFEF, and the planes 1 to 14 without their last
// two code points and without U+E0000-U+E0FFF.
func Ucschar(r rune) bool {
	switch {
	case r < 0xA0:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xF900:
		return false // surrogates and the private use area
	case r <= 0xFDCF:
		return true
	case r < 0xFDF0:
		return false // non-characters U+FDD0-U+FDEF
	case r <= 0xFFEF:
		return true
	case r < 0x10000:
		return false // specials and U+FFFE, U+FFFF
	case r >= 0xE0000 && r < 0xE1000:
		return false // tags and variation selectors supplement
	case r >= 0xF0000:
		return false // planes 15 and 16: private use
	}
	return r&0xFFFF <= 0xFFFD // planes 1-14 less their last two code points
}

// Iprivate reports whether r is in RFC 3987's iprivate: the private-use
// characters U+E000-U+F8FF, U+F0000-U+FFFFD and U+100000-U+10FFFD.
func Iprivate(r rune) bool {
	return (r >= 0xE000 && r <= 0xF8FF) || (r >= 0xF0000 && r <= 0xFFFFD) || (r >= 0x100000 && r <= 0x10FFFD)
}
