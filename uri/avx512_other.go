//go:build !amd64 || purego

package uri

// Without AVX-512 (avx512_amd64.go), masksAt and decodeInto always take
// their other way.

const avx512 = false

var useAVX512 = false

func classifyFast(s string) (m blockMasks, ok bool) { return m, false }

func decodeFast(dst []byte, s string, form bool) (n int, ok bool) { return 0, false }
