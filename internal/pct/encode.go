package pct

import (
	"slices"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// Encoding, RFC 3986 §2.1: "a percent-encoded octet is encoded as a
// character triplet, consisting of the percent character "%" followed by
// the two hexadecimal digits representing that octet's numeric value",
// upper-case as §2.1 and §6.2.2.1 ask of producers. Non-ASCII text is
// encoded as its UTF-8 octets (§2.5).

// Encode returns s with every byte that set does not hold written as a
// triplet (a space as "+" with URLForm). It returns s itself, without
// allocating, when nothing needs encoding, and otherwise allocates once.
func Encode(s string, set Set) string {
	i := set.span(s, 0)
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 2*set.count(s[i:]))
	b.WriteString(s[:i])
	for i < len(s) {
		if set.plus && s[i] == ' ' {
			b.WriteByte('+')
		} else {
			b.WriteByte('%')
			b.WriteByte(ascii.UpperHex[s[i]>>4])
			b.WriteByte(ascii.UpperHex[s[i]&15])
		}
		j := set.span(s, i+1)
		b.WriteString(s[i+1 : j])
		i = j
	}
	return b.String()
}

// Append appends s to dst encoded as Encode encodes it, a byte at a time
// into room made for s as it is. s may be a string or bytes (text that a
// caller decoded into a buffer of its own).
func Append[S ~string | ~[]byte](dst []byte, s S, set *Set) []byte {
	dst = slices.Grow(dst, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case set.Has(c):
			dst = append(dst, c)
		case c == '%' && set.triplets && Octet(s, i) >= 0:
			dst = append(dst, c, s[i+1], s[i+2])
			i += 2
		case c == ' ' && set.plus:
			dst = append(dst, '+')
		default:
			dst = append(dst, '%', ascii.UpperHex[c>>4], ascii.UpperHex[c&15])
		}
	}
	return dst
}

// Triplet returns the triplet of b, "%0A": how a message names a byte to
// write instead of a character that may not stand as itself.
func Triplet(b byte) string {
	return string([]byte{'%', ascii.UpperHex[b>>4], ascii.UpperHex[b&15]})
}

// Needs reports whether Encode would change s.
func Needs(s string, set Set) bool { return set.span(s, 0) < len(s) }

// span returns the end of the run of s from i that set writes as it is.
func (set *Set) span(s string, i int) int {
	for ; i < len(s); i++ {
		if c := s[i]; !set.Has(c) {
			if c != '%' || !set.triplets || Octet(s, i) < 0 {
				return i
			}
			i += 2
		}
	}
	return i
}

// count returns the number of bytes of s that set encodes.
func (set Set) count(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		i = set.span(s, i)
		if i < len(s) {
			n++
		}
	}
	return n
}
