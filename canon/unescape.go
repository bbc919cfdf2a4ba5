package canon

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// Both Safe Browsing (v4 "URLs and Hashing", Canonicalization: "repeatedly
// percent-unescape the URL until it has no more percent-escapes") and the
// Internet Archive's canonicalizer (BasicURLCanonicalizer.unescapeRepeatedly)
// decode a text until no triplet is left, then escape it once. Decoding a
// triplet never overlaps another (a "%" is not a hex digit), so every order
// of decoding reaches the same text; appendUnescaped reaches it in one pass:
// each byte goes onto the output, and whenever the output ends in a triplet
// that triplet is replaced by its octet (which may complete the next one,
// "%25" + "41" + ... ). Each replacement shortens the output by two bytes,
// so the cost is linear in the input, however deeply it is escaped
// ("%2525252541" is "A" after four rounds of decoding, one pass here).

// appendUnescaped appends s to dst decoded until it holds no triplet.
func appendUnescaped[S ~string | ~[]byte](dst []byte, s S) []byte {
	return unescapeOnto(dst, len(dst), s)
}

// unescapeOnto appends s to dst, decoding until dst[start:] holds no
// triplet: a triplet may begin in what dst[start:] already holds.
func unescapeOnto[S ~string | ~[]byte](dst []byte, start int, s S) []byte {
	for i := 0; i < len(s); i++ {
		dst = append(dst, s[i])
		for n := len(dst); n-start >= 3 && dst[n-3] == '%'; n = len(dst) {
			v, ok := ascii.HexPair(dst[n-2], dst[n-1])
			if !ok {
				break
			}
			dst[n-3] = v
			dst = dst[:n-2]
		}
	}
	return dst
}

// hasTriplet reports whether s holds a triplet, so that decoding would
// change it.
func hasTriplet[S ~string | ~[]byte](s S) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && pct.Octet(s, i) >= 0 {
			return true
		}
	}
	return false
}

// The sets of bytes the two canonicalizers write as themselves once the
// text is fully decoded; every other byte becomes a triplet in upper case.
var (
	// sbSet: Safe Browsing escapes the bytes "<= ASCII 32, >= 127, '#', or
	// '%'" (v4 "URLs and Hashing", Canonicalization).
	sbSet = pct.SetOf(func(b byte) bool { return b > ' ' && b < 0x7F && b != '#' && b != '%' })
	// iaSet: the Internet Archive's escapeOnce (BasicURLCanonicalizer)
	// keeps DEL (0x7F), which Safe Browsing escapes.
	iaSet = pct.SetOf(func(b byte) bool { return b > ' ' && b <= 0x7F && b != '#' && b != '%' })
)
