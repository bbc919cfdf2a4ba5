package uri

import (
	"math/bits"

	"github.com/urikit/urikit/internal/ascii"
)

// Scanning a component: the inner loop of the parser. A component is a run
// of bytes of one class of its dialect's syntax table (RFC 3986 §3.2-§3.5)
// and of percent-encoded triplets (§2.1: "%" HEXDIG HEXDIG).

// scanPart returns the index of the first byte of s at or after i that is
// neither in the class bit of syn nor part of a valid pct-encoded triplet,
// or len(s). A "%" at the returned index starts a bad triplet. denormal reports
// whether it passed over a triplet that syntax-based normalization rewrites
// (see tripletNormal).
//
// For RFC 3986 it tests eight bytes a step, two bytes a lookup in
// pairs3986: the AND of the entries keeps the bit only if every byte has it.
// Where a step fails, the entries tell which pair holds the first byte
// outside the class and one more lookup which of its two bytes it is, with
// no branch per byte: how far a component runs is hard to predict, and a
// byte loop would pay for that with a mispredicted branch.
func scanPart(s string, i int, syn *syntax, bit uint16) (end int, denormal bool) {
	t := syn.t
	fast := syn == &syntaxes[RFC3986]
	pbit := uint8(bit) // the low eight bits are the ones pairs3986 holds
	for {
		if fast {
			for i+8 <= len(s) {
				b := s[i : i+8]
				x0 := pairs3986[uint16(b[0])|uint16(b[1])<<8] & pbit
				x1 := pairs3986[uint16(b[2])|uint16(b[3])<<8] & pbit
				x2 := pairs3986[uint16(b[4])|uint16(b[5])<<8] & pbit
				x3 := pairs3986[uint16(b[6])|uint16(b[7])<<8] & pbit
				if x0&x1&x2&x3 != 0 {
					i += 8
					continue
				}
				k := 2 * bits.TrailingZeros64(isZero(x0)|isZero(x1)<<1|isZero(x2)<<2|isZero(x3)<<3)
				i += k + 1 - int(isZero(uint8(t[b[k]])&pbit))
				goto stopped
			}
			// The last bytes: test the final eight at once (they may
			// overlap bytes already checked, which are in the class too).
			if j := len(s) - 8; j >= 0 && i > j {
				b := s[j:]
				if pairs3986[uint16(b[0])|uint16(b[1])<<8]&pairs3986[uint16(b[2])|uint16(b[3])<<8]&
					pairs3986[uint16(b[4])|uint16(b[5])<<8]&pairs3986[uint16(b[6])|uint16(b[7])<<8]&pbit != 0 {
					return len(s), denormal
				}
			}
		}
		for i < len(s) && t[s[i]]&bit != 0 {
			i++
		}
	stopped:
		// A triplet, and the ones right after it (UTF-8 text is written
		// as runs of them).
		for i+2 < len(s) && s[i] == '%' {
			v, ok := ascii.HexPair(s[i+1], s[i+2])
			if !ok {
				break
			}
			if !tripletNormal(s[i+1], s[i+2], v) {
				denormal = true
			}
			i += 3
		}
		if i == len(s) || t[s[i]]&bit == 0 {
			return i, denormal
		}
	}
}

// isZero returns 1 if x is 0, else 0, without a branch.
func isZero(x uint8) uint64 { return (uint64(x) - 1) >> 63 }

// scan returns the offset of the first byte of s[from:to] that is neither in
// the class bit nor part of a valid pct-encoded triplet, or -1.
func scan(s string, syn *syntax, bit uint16, from, to int) int {
	for i := from; i < to; i++ {
		if syn.t[s[i]]&bit != 0 {
			continue
		}
		if s[i] != '%' || i+2 >= to || !ascii.IsHex(s[i+1]) || !ascii.IsHex(s[i+2]) {
			return i
		}
		i += 2
	}
	return -1
}
