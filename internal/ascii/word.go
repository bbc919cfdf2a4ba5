package ascii

import "math/bits"

// Reading text eight bytes at a time, in portable Go: a byte equal to c is a
// zero byte of x ^ (c * Ones), which ZeroBytes marks. The scans that need
// not take eight bytes a step take a machine word (LoadWord, WordBytes):
// eight bytes on 64-bit platforms, four on 32-bit ones, where each step on
// a uint64 is two instructions or more.

// Ones is the word with 1 in each of its eight bytes: c * Ones has the
// byte c in each.
const Ones = 0x0101010101010101

// A Word is what a scan steps by: a uint64, or a uint, the machine's word.
type Word interface{ ~uint64 | ~uint }

// WordBytes is the size of a uint: 8 on 64-bit platforms, 4 on 32-bit ones.
const WordBytes = bits.UintSize / 8

// Repeat returns the word of W with c in each of its bytes.
func Repeat[W Word](c byte) W { return W(c) * (^W(0) / 0xFF) }

// Load64 returns the first eight bytes of s as a little-endian word (the
// compiler makes this one load where the processor allows it).
func Load64[S ~string | ~[]byte](s S) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// LoadWord returns the first WordBytes bytes of s as a little-endian uint:
// one load where the processor allows it, of four bytes on a 32-bit
// platform.
func LoadWord(s string) uint {
	if WordBytes == 8 {
		return uint(Load64(s))
	}
	_ = s[3]
	return uint(s[0]) | uint(s[1])<<8 | uint(s[2])<<16 | uint(s[3])<<24
}

// ZeroBytes returns x with the high bit set in each byte that is zero and
// every other bit clear, except that a byte above a zero byte may be
// marked too (the borrow of the subtraction): the lowest mark is exact, so
// FirstMark of an OR of several ZeroBytes is the first byte any of them
// matches.
func ZeroBytes[W Word](x W) W {
	ones := ^W(0) / 0xFF
	return (x - ones) &^ x & (0x80 * ones)
}

// EqualBytes returns x with the high bit set in each byte equal to c and
// every other bit clear, exactly (no borrow crosses bytes): adding 0x7F to
// the low seven bits of a byte of x^c sets its high bit unless they are
// all zero, and the byte's own high bit is or-ed in.
func EqualBytes(x uint64, c byte) uint64 {
	const low7 = 0x7F * Ones
	y := x ^ uint64(c)*Ones
	return ^((y&low7 + low7) | y | low7)
}

// FirstMark returns the index of the lowest byte with a mark in m, or 8
// when there is none.
func FirstMark[W Word](m W) int { return bits.TrailingZeros64(uint64(m)) >> 3 }

// upperBytes returns a word with 0x80 in each byte of w that is "A"-"Z"
// and zero elsewhere. It works on the low seven bits of each byte, so no
// carry crosses into the next byte, and drops the bytes with the high bit.
func upperBytes(w uint64) uint64 {
	const lo7 = 0x7f * Ones
	x := w & lo7
	atLeastA := x + (0x80-'A')*Ones  // high bit set where x >= 'A'
	pastZ := x + (0x80-('Z'+1))*Ones // high bit set where x > 'Z'
	return atLeastA &^ pastZ &^ w & (0x80 * Ones)
}

// LastIndexByte returns the index of the last c in s, or -1, like
// strings.LastIndexByte but reading eight bytes at a time from the end:
// paths are cut at their last "/" (RFC 3986 §5.2.3's merge, the URL
// Standard's shorten), and a base path often ends in a long segment.
func LastIndexByte[S ~string | ~[]byte](s S, c byte) int {
	i := len(s)
	for ; i >= 8; i -= 8 {
		// The marks of the word's c, exact, the last one the highest.
		if z := EqualBytes(Load64(s[i-8:]), c); z != 0 {
			return i - 1 - bits.LeadingZeros64(z)/8
		}
	}
	for i > 0 {
		i--
		if s[i] == c {
			return i
		}
	}
	return -1
}
