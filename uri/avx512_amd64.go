//go:build !purego

package uri

import "unsafe"

// Query parameters (query.go) with AVX-512, where the processor has it:
// classifying a block of a query reads only the bytes there are, with one
// masked load (classify_amd64.s), and percent-decoding (RFC 3986 §2.1)
// takes sixty-four bytes at a time without a branch on the text
// (decode_avx512_amd64.s). Elsewhere classify64 and decodeWords do the same
// work.

// avx512 tells whether this processor and the operating system give the
// AVX-512 instructions used here: the 512-bit and mask registers (F, and BW
// for bytes), VPERMB (VBMI) and VPCOMPRESSB (VBMI2), with BZHI (BMI2) and
// POPCNT.
var avx512 = cpuHasAVX512()

// useAVX512 tells whether they are used: tests turn it off to check the
// other way too.
var useAVX512 = avx512

// cpuHasAVX512 asks CPUID (Intel SDM vol. 2A, CPUID leaves 1 and 7) and
// XGETBV (the state the operating system saves) for the instructions above.
func cpuHasAVX512() bool {
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, _, c1, _ := cpuid(1, 0)
	const popcnt, osxsave = 1 << 23, 1 << 27
	if c1&(popcnt|osxsave) != popcnt|osxsave {
		return false
	}
	// The SSE, AVX, mask and 512-bit registers.
	const osState = 1<<1 | 1<<2 | 1<<5 | 1<<6 | 1<<7
	if xcr0()&osState != osState {
		return false
	}
	_, b7, c7, _ := cpuid(7, 0)
	const bmi2, avx512f, avx512bw = 1 << 8, 1 << 16, 1 << 30
	const vbmi, vbmi2 = 1 << 1, 1 << 6
	return b7&(bmi2|avx512f|avx512bw) == bmi2|avx512f|avx512bw && c7&(vbmi|vbmi2) == vbmi|vbmi2
}

// classifyFast is masksAt with AVX-512, when it is used: the masks of the
// first sixty-four bytes of s, which is not empty, or of all of s when
// shorter, the bytes past its end not read.
func classifyFast(s string) (m blockMasks, ok bool) {
	if !useAVX512 {
		return m, false
	}
	return classifyAVX512(unsafe.StringData(s), len(s)), true
}

// decodeFast is decodeInto with AVX-512, when it is used: it writes s
// decoded to dst, which must be at least as long as s, and returns the
// number of bytes written, never more.
func decodeFast(dst []byte, s string, form bool) (n int, ok bool) {
	if !useAVX512 {
		return 0, false
	}
	if len(s) == 0 {
		return 0, true
	}
	_ = dst[len(s)-1] // room for s, which decoding never lengthens
	return decodeAVX512(unsafe.SliceData(dst), unsafe.StringData(s), len(s), form), true
}

// Implemented in cpuid_amd64.s, classify_amd64.s and decode_avx512_amd64.s.

func cpuid(leaf, sub uint32) (a, b, c, d uint32)

func xcr0() uint32

//go:noescape
func classifyAVX512(p *byte, n int) blockMasks

//go:noescape
func decodeAVX512(dst, s *byte, n int, form bool) int
