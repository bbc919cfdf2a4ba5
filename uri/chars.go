package uri

// The basic character classes of RFC 3986 §2 and Appendix A as a 256-entry
// table of bit sets. A byte belongs to a class when its entry has the class's
// bit; bytes ≥ 0x80 belong to none. The per-component sets of each dialect
// are built from these in dialect.go.

// charClass is a set of character classes.
type charClass uint8

const (
	cAlpha      charClass = 1 << iota // ALPHA
	cDigit                            // DIGIT
	cHex                              // HEXDIG
	cUnreserved                       // unreserved: ALPHA DIGIT - . _ ~
	cSubDelims                        // sub-delims: ! $ & ' ( ) * + , ; =
)

var classes = func() (t [256]charClass) {
	set := func(c charClass, chars string) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= c
		}
	}
	for b := 'a'; b <= 'z'; b++ {
		t[b] |= cAlpha
		t[b-'a'+'A'] |= cAlpha
	}
	set(cDigit, "0123456789")
	set(cHex, "0123456789abcdefABCDEF")
	for b := 0; b < 256; b++ {
		if t[b]&(cAlpha|cDigit) != 0 {
			t[b] |= cUnreserved
		}
	}
	set(cUnreserved, "-._~")
	set(cSubDelims, "!$&'()*+,;=")
	return t
}()

// is reports whether byte b belongs to any class of c.
func is(b byte, c charClass) bool { return classes[b]&c != 0 }

// unhex returns the value of the hex digit b; b must be a HEXDIG.
func unhex(b byte) byte { return hexInfo[b] & 15 }

const upperHex = "0123456789ABCDEF"

// Entries of hexInfo besides a hex digit's value (0-15).
const (
	hexLower uint8 = 0x40 // "a"-"f": not the case normal form writes (RFC 3986 §6.2.2.1)
	hexBad   uint8 = 0x80 // not a HEXDIG
)

// hexInfo gives, for every byte, its value as a hex digit and hexLower, or
// hexBad: one lookup tells a triplet's validity, value and case.
var hexInfo = func() (t [256]uint8) {
	for b := range t {
		switch {
		case '0' <= b && b <= '9':
			t[b] = uint8(b - '0')
		case 'A' <= b && b <= 'F':
			t[b] = uint8(b - 'A' + 10)
		case 'a' <= b && b <= 'f':
			t[b] = uint8(b-'a'+10) | hexLower
		default:
			t[b] = hexBad
		}
	}
	return t
}()

// load64 returns the first eight bytes of s as a little-endian word (the
// compiler makes this one load).
func load64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// store64 writes x to the first eight bytes of b, little-endian (the
// compiler makes this one store).
func store64(b []byte, x uint64) {
	_ = b[7]
	b[0], b[1], b[2], b[3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
	b[4], b[5], b[6], b[7] = byte(x>>32), byte(x>>40), byte(x>>48), byte(x>>56)
}
