package uri

import "math/bits"

// Classifying a query (RFC 3986 §3.4) sixty-four bytes at a time. Query
// parameters (query.go) are delimited by "&" and "=", and need decoding
// where a "%" (§2.1) or, read as a form, a "+" is: classify64 gives, for a
// block of sixty-four bytes, one bit per byte for each of the four, so that
// the pieces of a query are found by counting trailing zeros, one block at
// a time, rather than by one search per delimiter. On amd64 it is a few
// SSE2 instructions per sixteen bytes (classify_amd64.s); elsewhere, and
// with the purego build tag, classifyGeneric reads words. With AVX-512
// (avx512_amd64.go), masksAt classifies a block with one masked load and
// four compares instead.

// A block is sixty-four bytes of a query. masksAt (query.go) reads the
// shorter last block of a query as the last sixty-four bytes, or, in a
// query shorter than that, padded with zero bytes, which are none of the
// four.
type block = [64]byte

// The four byte classes, as a mask per class: bit i is set when byte i of
// the block is the class's byte.
type blockMasks struct {
	amp, eq, pct, plus uint64
}

// classifyGeneric is classify64 in Go, eight bytes at a time: a byte equal
// to c is a zero byte of x^(c*ones), found exactly by exactZero, and the
// eight marks of a word are gathered into eight bits by gather.
func classifyGeneric(b *block) (m blockMasks) {
	for i := 0; i < 64; i += 8 {
		x := uint64(b[i]) | uint64(b[i+1])<<8 | uint64(b[i+2])<<16 | uint64(b[i+3])<<24 |
			uint64(b[i+4])<<32 | uint64(b[i+5])<<40 | uint64(b[i+6])<<48 | uint64(b[i+7])<<56
		m.amp |= gather(exactZero(x^ampWord)) << i
		m.eq |= gather(exactZero(x^eqWord)) << i
		m.pct |= gather(exactZero(x^pctWord)) << i
		m.plus |= gather(exactZero(x^plusWord)) << i
	}
	return m
}

// exactZero returns x with the high bit set in each byte that is zero and
// every other bit clear. Unlike zeroBytes, no borrow crosses bytes: adding
// 0x7F to the low seven bits of a byte sets its high bit unless they are
// all zero, and the byte's own high bit is or-ed in.
func exactZero(x uint64) uint64 {
	const low7 = 0x7F7F7F7F7F7F7F7F
	return ^((x&low7 + low7) | x | low7)
}

// gather moves the high bits of the eight bytes of m (each byte 0x80 or 0)
// to the eight low bits: the multiplication adds each byte's bit, shifted,
// into the top byte, no two at the same place, so nothing carries.
func gather(m uint64) uint64 {
	return (m >> 7) * 0x0102040810204080 >> 56
}

// lowest returns the index of the lowest set bit of m, or 64.
func lowest(m uint64) int { return bits.TrailingZeros64(m) }
