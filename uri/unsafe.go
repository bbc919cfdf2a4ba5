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
