package uritemplate

// The character sets of RFC 6570 §1.5 and §2, defined once as data. The
// allow sets of Appendix A's table are unreserved (U) and unreserved /
// reserved (U+R, with pct-encoded triplets kept as they are).

const (
	alphaDigit = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	genDelims  = ":/?#[]@"
	subDelims  = "!$&'()*+,;="
)

var (
	// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 §2.3).
	unreserved = newByteSet(alphaDigit, "-._~")
	// reservedOrUnreserved = unreserved / reserved (gen-delims /
	// sub-delims, RFC 3986 §2.2): the U+R allow set, "%" aside.
	reservedOrUnreserved = newByteSet(alphaDigit, "-._~", genDelims, subDelims)
	// literalASCII: the ASCII characters of §2.1's literals rule, "%"
	// aside, as corrected by the verified erratum 6937 (which puts back the
	// "'" that the published ranges "%x26 / %x28-3B" left out, and which
	// the RFC's own example "'{count}'" in §3.2.1 uses): %x21 / %x23-24 /
	// %x26-3B / %x3D / %x3F-5B / %x5D / %x5F / %x61-7A / %x7E, that is
	// exactly unreserved / reserved.
	literalASCII = reservedOrUnreserved
	// literalOut: what the expansion of a literal (§3.1) writes as itself,
	// the parser having checked every "%" starts a triplet; other bytes
	// (those of non-ASCII characters) are pct-encoded.
	literalOut = newByteSet(alphaDigit, "-._~", genDelims, subDelims, "%")
	// varchar = ALPHA / DIGIT / "_" (§2.3), pct-encoded aside.
	varchar = newByteSet(alphaDigit, "_")
)

// isUcschar reports whether r is in §1.5's ucschar or iprivate, the
// non-ASCII characters a literal may hold (RFC 3987 §2.2).
func isUcschar(r rune) bool {
	switch {
	case r >= 0xA0 && r <= 0xD7FF, r >= 0xE000 && r <= 0xFDCF, r >= 0xFDF0 && r <= 0xFFEF:
		return true // ucschar, and iprivate %xE000-F8FF between them
	case r >= 0x10000 && r <= 0x10FFFD:
		return r&0xFFFF <= 0xFFFD && (r < 0xE0000 || r >= 0xE1000) // the planes' last two code points, and %xE0000-E0FFF, are excluded
	}
	return false
}
