package canon

import (
	"strings"

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
func appendUnescaped(dst []byte, s string) []byte {
	return unescapeOnto(dst, len(dst), s)
}

// unescapeOnto appends s to dst, decoding until dst[start:] holds no
// triplet: a triplet may begin in what dst[start:] already holds. Runs of s
// without "%" are copied whole when no "%" stands in the last two bytes
// written (only then can a triplet end inside them).
func unescapeOnto(dst []byte, start int, s string) []byte {
	for i := 0; i < len(s); {
		n := len(dst)
		if n-1 >= start && dst[n-1] == '%' || n-2 >= start && dst[n-2] == '%' || s[i] == '%' {
			dst = append(dst, s[i])
			i++
			for n := len(dst); n-start >= 3 && dst[n-3] == '%'; n = len(dst) {
				v, ok := ascii.HexPair(dst[n-2], dst[n-1])
				if !ok {
					break
				}
				dst[n-3] = v
				dst = dst[:n-2]
			}
			continue
		}
		j := len(s)
		if k := strings.IndexByte(s[i+1:], '%'); k >= 0 {
			j = i + 1 + k
		}
		dst = append(dst, s[i:j]...)
		i = j
	}
	return dst
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

// keeps are the sets as tables, one load a byte for the scans below.
var (
	sbKeeps = keepTable(&sbSet)
	iaKeeps = keepTable(&iaSet)
)

func keepTable(set *pct.Set) *[256]bool {
	var t [256]bool
	for b := range 256 {
		t[b] = set.Has(byte(b))
	}
	return &t
}

// appendEscaped is pct.Append with the run that needs no escape, usually
// all of s, copied at once first; keep is set as a table.
func appendEscaped[S ~string | ~[]byte](dst []byte, s S, set *pct.Set) []byte {
	keep := iaKeeps
	if set == &sbSet {
		keep = sbKeeps
	}
	i := keptWords(s, set == &sbSet)
	for i < len(s) && keep[s[i]] {
		i++
	}
	dst = append(dst, s[:i]...)
	if i == len(s) {
		return dst
	}
	return pct.Append(dst, s[i:], set)
}

// keptWords returns the length of the run of whole eight-byte words at the
// start of s whose bytes both sets keep: none below 0x21, none above 0x7E
// (0x7F too for Safe Browsing), no "#" and no "%".
func keptWords[S ~string | ~[]byte](s S, sb bool) int {
	const ones = 0x0101010101010101
	high := uint64(0)
	if sb {
		high = 0x01 * ones // 0x7F + 1 sets the high bit
	}
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := ascii.Load64(s[i:])
		bad := (w | (w + high) | (w - 0x21*ones) | ascii.ZeroBytes(w^0x23*ones) | ascii.ZeroBytes(w^0x25*ones)) & (0x80 * ones)
		if bad != 0 {
			break
		}
	}
	return i
}
