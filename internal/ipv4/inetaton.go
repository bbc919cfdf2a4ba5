package ipv4

// inet_aton(3), as POSIX specifies it and glibc and the BSDs implement it:
// the reading the 2003 URI draft §7.3 and RFC 3986 §7.4 describe.

import "net/netip"

// InetAton decodes s as inet_aton(3) does:
//
//   - one to four parts separated by ".": "a.b.c.d" gives four bytes;
//     "a.b.c" puts c in the last 16 bits, "a.b" puts b in the last 24 bits,
//     and a single number "a" is all 32 bits;
//   - each part is a C integer constant: "0x" or "0X" and hex digits, or
//     "0" and octal digits, or decimal digits. It starts with a digit (no
//     sign, no space) and is never empty, so "1..2", ".1", "1." and "0x"
//     are not addresses;
//   - a part larger than its place (above 255 before the last, above
//     2^(8*(5-n))-1 for the last of n) makes the whole text invalid, and so
//     does a number that overflows: "4294967296" and a hundred digits are
//     not addresses.
//
// glibc's inet_aton also stops at the first white-space character and
// ignores the rest ("127.0.0.1\tjunk"); InetAton does not: the text must be
// the number and nothing else. Callers that must also catch that reading
// (a host that reaches a resolver with a tab in it) cut the text at the
// first space, tab, CR or LF themselves (see WhiteSpacePrefix).
//
// So "0x7f.1", "017700000001", "2130706433" and "127.1" all are 127.0.0.1.
// A DNS name is never read as an address: its last label has a letter or a
// "-", which no part may hold ("1password.com", "0xdead.beef.example").
func InetAton[S ~string | ~[]byte](s S) (netip.Addr, bool) {
	var parts [4]uint32
	n := 0
	i := 0
	for {
		if n == 4 || i == len(s) || s[i] < '0' || s[i] > '9' {
			return netip.Addr{}, false
		}
		v, end, ok := cNumber(s, i)
		if !ok {
			return netip.Addr{}, false
		}
		parts[n] = v
		n++
		i = end
		if i == len(s) {
			break
		}
		if s[i] != '.' {
			return netip.Addr{}, false
		}
		i++
	}
	var v uint32
	for k := 0; k < n-1; k++ {
		if parts[k] > 0xff {
			return netip.Addr{}, false
		}
		v |= parts[k] << (24 - 8*k)
	}
	last := parts[n-1]
	if n > 1 && last>>(8*(5-n)) != 0 {
		return netip.Addr{}, false
	}
	return from32(v | last), true
}

// WhiteSpacePrefix returns s up to its first ASCII white-space character
// (space, tab, LF, VT, FF, CR: C's isspace in the "C" locale), the text
// glibc's inet_aton reads before it stops, and whether it cut anything.
func WhiteSpacePrefix[S ~string | ~[]byte](s S) (S, bool) {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			return s[:i], true
		}
	}
	return s, false
}

// cNumber reads the C integer constant that starts at s[i] (a digit) and
// runs to the next "." or the end: hex after "0x", octal after "0", else
// decimal. It fails on a digit outside the base, on "0x" with no hex digit,
// and on a value above 2^32-1 (strtoul's ERANGE, or inet_aton's check of
// the value).
func cNumber[S ~string | ~[]byte](s S, i int) (v uint32, end int, ok bool) {
	base := uint64(10)
	if s[i] == '0' {
		base = 8
		i++
		if i < len(s) && (s[i] == 'x' || s[i] == 'X') {
			base = 16
			i++
			if i == len(s) || digitValue(s[i]) >= 16 {
				return 0, i, false
			}
		}
	}
	var x uint64
	for ; i < len(s) && s[i] != '.'; i++ {
		d := uint64(digitValue(s[i]))
		if d >= base {
			return 0, i, false
		}
		x = x*base + d
		if x > 0xffffffff {
			return 0, i, false
		}
	}
	return uint32(x), i, true
}

// digitValue is the value of c as a digit of base 16 or less: 0-9 for
// "0".."9", 10-15 for "a".."f" and "A".."F", and 16 for anything else, so
// that "digitValue(c) < base" tests a digit of any base up to 16.
func digitValue(c byte) uint8 {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	return 16
}

// from32 is the address whose bits are v, most significant byte first.
func from32(v uint32) netip.Addr {
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)})
}
