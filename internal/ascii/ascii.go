// Package ascii holds the byte-level facts of US-ASCII that the URI
// standards share, each defined once: the core rules ALPHA, DIGIT and HEXDIG
// of RFC 5234 Appendix B.1 (which RFC 3986 §1.3 and RFC 8141 §2 import),
// the value of a hex digit (RFC 3986 §2.1), the upper-case hex digits that
// producers should write (§2.1, §6.2.2.1), and ASCII case: the scheme
// (§3.1), the host (§3.2.2), the hex digits of a triplet (§2.1) and a URN's
// NID (RFC 8141 §3) are case-insensitive, everything else is not.
//
// Bytes ≥ 0x80 are in no class and have no case: the functions never look
// at Unicode.
package ascii

import "strings"

// UpperHex and LowerHex are the sixteen hex digits in order, for writing a
// byte's two digits: UpperHex[b>>4], UpperHex[b&15]. RFC 3986 §2.1: "URI
// producers and normalizers should use uppercase hexadecimal digits for all
// percent-encodings"; RFC 5952 §4.3 writes IPv6 in lower case.
const (
	UpperHex = "0123456789ABCDEF"
	LowerHex = "0123456789abcdef"
)

// IsAlpha reports whether b is ALPHA: "A"-"Z" or "a"-"z".
func IsAlpha(b byte) bool { return (b|0x20)-'a' < 26 }

// IsDigit reports whether b is DIGIT: "0"-"9".
func IsDigit(b byte) bool { return b-'0' < 10 }

// AllDigits reports whether every byte of s is DIGIT (true for ""): a
// port, a number written in decimal.
func AllDigits[S ~string | ~[]byte](s S) bool {
	for i := 0; i < len(s); i++ {
		if !IsDigit(s[i]) {
			return false
		}
	}
	return true
}

// IsAlnum reports whether b is ALPHA or DIGIT.
func IsAlnum(b byte) bool { return IsAlpha(b) || IsDigit(b) }

// IsUpper reports whether b is an upper-case letter, "A"-"Z".
func IsUpper(b byte) bool { return b-'A' < 26 }

// IsLower reports whether b is a lower-case letter, "a"-"z".
func IsLower(b byte) bool { return b-'a' < 26 }

// IsHex reports whether b is HEXDIG: a digit or "A"-"F" in either case
// (RFC 5234 writes HEXDIG in upper case, and its strings are
// case-insensitive, RFC 5234 §2.3).
func IsHex(b byte) bool { return hexValue[b] != 0 }

// Unhex returns the value of the hex digit b (0-15) and true, or 0 and
// false when b is not HEXDIG.
func Unhex(b byte) (byte, bool) {
	v := hexValue[b]
	return v & 15, v != 0
}

// HexPair returns the octet whose hex digits are hi and lo ("2" and "0"
// give 0x20) and true, or false when either is not HEXDIG: the value of a
// percent-encoded triplet (RFC 3986 §2.1).
func HexPair(hi, lo byte) (byte, bool) {
	h, l := hexValue[hi], hexValue[lo]
	return h<<4 | l&15, h&l != 0
}

// hexValue holds, for each hex digit, its value with the bit 0x10 set, and
// 0 for every other byte. It is a constant table (no work at init).
var hexValue = [256]uint8{
	'0': 0x10, '1': 0x11, '2': 0x12, '3': 0x13, '4': 0x14,
	'5': 0x15, '6': 0x16, '7': 0x17, '8': 0x18, '9': 0x19,
	'A': 0x1A, 'B': 0x1B, 'C': 0x1C, 'D': 0x1D, 'E': 0x1E, 'F': 0x1F,
	'a': 0x1A, 'b': 0x1B, 'c': 0x1C, 'd': 0x1D, 'e': 0x1E, 'f': 0x1F,
}

// ToLower returns b in lower case when it is an upper-case letter, else b.
func ToLower(b byte) byte {
	if IsUpper(b) {
		return b + 'a' - 'A'
	}
	return b
}

// ToUpper returns b in upper case when it is a lower-case letter, else b.
func ToUpper(b byte) byte {
	if IsLower(b) {
		return b - ('a' - 'A')
	}
	return b
}

// EqualFold reports whether a and b are the same text ignoring ASCII case:
// "A"-"Z" match "a"-"z", every other byte only itself. Unlike
// strings.EqualFold, no Unicode folding applies ("K" does not match the
// Kelvin sign).
func EqualFold[A, B ~string | ~[]byte](a A, b B) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if x, y := a[i], b[i]; x != y && ToLower(x) != ToLower(y) {
			return false
		}
	}
	return true
}

// HasPrefixFold reports whether s begins with prefix, ignoring ASCII case.
func HasPrefixFold[S, P ~string | ~[]byte](s S, prefix P) bool {
	return len(s) >= len(prefix) && EqualFold(s[:len(prefix)], prefix)
}

// IsASCII reports whether every byte of s is ASCII (below 0x80): text in
// which no IRI, IDNA or UTF-8 question arises. It tests 32 bytes a step,
// then eight, then the last eight (word.go).
func IsASCII[S ~string | ~[]byte](s S) bool {
	const hi = 0x80 * Ones
	i := 0
	for ; i+32 <= len(s); i += 32 {
		b := s[i : i+32]
		if (Load64(b[0:])|Load64(b[8:])|Load64(b[16:])|Load64(b[24:]))&hi != 0 {
			return false
		}
	}
	for ; i+8 <= len(s); i += 8 {
		if Load64(s[i:])&hi != 0 {
			return false
		}
	}
	if i < len(s) && len(s) >= 8 {
		// The last bytes: test the final eight at once (they overlap
		// bytes already tested, which are ASCII).
		return Load64(s[len(s)-8:])&hi == 0
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// HasUpper reports whether s holds an upper-case letter. It tests eight
// bytes a step (see upperBytes).
func HasUpper(s string) bool {
	for ; len(s) >= 8; s = s[8:] {
		if upperBytes(Load64(s)) != 0 {
			return true
		}
	}
	for i := 0; i < len(s); i++ {
		if IsUpper(s[i]) {
			return true
		}
	}
	return false
}

// Lower returns s with every upper-case letter in lower case. It returns s
// itself, without allocating, when s has none.
func Lower(s string) string {
	for i := 0; i < len(s); i++ {
		if IsUpper(s[i]) {
			var b strings.Builder
			b.Grow(len(s))
			b.WriteString(s[:i])
			for ; i < len(s); i++ {
				b.WriteByte(ToLower(s[i]))
			}
			return b.String()
		}
	}
	return s
}

// AppendLower appends s to b with every upper-case letter in lower case.
func AppendLower(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		b = append(b, ToLower(s[i]))
	}
	return b
}
