package uritemplate

// Stand-in for the module's shared percent-encoder (internal/pct, issue
// #25), used until it lands: a byte set as data, and encoding of every byte
// outside a set as a pct-encoded triplet (RFC 3986 §2.1).

// byteSet is a set of bytes: the bytes written as themselves.
type byteSet [256]bool

// newByteSet returns the set of the bytes in chars.
func newByteSet(chars ...string) *byteSet {
	var s byteSet
	for _, c := range chars {
		for i := 0; i < len(c); i++ {
			s[c[i]] = true
		}
	}
	return &s
}

const upperHex = "0123456789ABCDEF"

// appendEscaped appends s to dst with every byte outside set written as
// "%" and two upper-case hex digits.
func appendEscaped(dst []byte, s string, set *byteSet) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		if b := s[i]; !set[b] {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '%', upperHex[b>>4], upperHex[b&15])
			start = i + 1
		}
	}
	return append(dst, s[start:]...)
}

// unhex returns the value of hex digit b and whether b is one.
func unhex(b byte) (byte, bool) {
	switch {
	case '0' <= b && b <= '9':
		return b - '0', true
	case 'A' <= b && b <= 'F':
		return b - 'A' + 10, true
	case 'a' <= b && b <= 'f':
		return b - 'a' + 10, true
	}
	return 0, false
}

// isTriplet reports whether s[i:] starts with a pct-encoded triplet.
func isTriplet(s string, i int) bool {
	if i+2 >= len(s) || s[i] != '%' {
		return false
	}
	_, ok1 := unhex(s[i+1])
	_, ok2 := unhex(s[i+2])
	return ok1 && ok2
}
