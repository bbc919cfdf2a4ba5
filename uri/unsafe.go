package uri

import "unsafe"

// bytesString returns the bytes of b as a string without copying, as
// strings.Builder does: the one allocation of a resolved or normalized
// result becomes its string. b must not be modified afterwards (callers
// only read a buffer while they still write it).
func bytesString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// blockAt returns the sixty-four bytes of s from i on, which must be there,
// as a block, without copying; the block is only read.
func blockAt(s string, i int) *block {
	_ = s[i+63]
	return (*block)(unsafe.Pointer(unsafe.StringData(s[i:])))
}
