package guard

// IPv4 addresses as platform resolvers read them (RFC 3986 §7.4, seed 003
// §7.3 "Rare IP Address Formats"): inet_aton(3) and the gethostbyname(3)
// family accept far more than the dotted-decimal IPv4address of RFC 3986
// §3.2.2, so a filter that compares host strings can be walked around.
// (What browsers read, the URL Standard's IPv4 parser, is package whatwg's
// host parser: whatwg.ParseHost.)

import (
	"net/netip"

	"github.com/urikit/urikit/internal/ascii"
)

// ParseIPv4 decodes s as inet_aton(3) does (POSIX, and glibc's and the BSDs'
// implementation), the reading seed 003 §7.3 describes:
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
// So "0x7f.1", "017700000001", "2130706433" and "127.1" all are 127.0.0.1.
// ParseIPv4 reads all of s: glibc's inet_aton also stops at the first
// white space and ignores the rest, which ParseIPv4Glibc reads.
// A DNS name is never read as an address: its last label has a letter or a
// "-", which no part may hold ("1password.com", "0xdead.beef.example").
// ParseIPv4 takes a string or a byte slice, and allocates nothing.
func ParseIPv4[S ~string | ~[]byte](s S) (netip.Addr, bool) {
	var parts [4]uint32
	n := 0
	i := 0
	for {
		if n == 4 || i == len(s) || !ascii.IsDigit(s[i]) {
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
	v |= last
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true
}

// ParseIPv4Glibc decodes s as glibc's inet_aton does: ParseIPv4 on the
// text up to the first ASCII white-space character (space, tab, LF, VT,
// FF, CR: C's isspace in the "C" locale), the rest ignored.
// "127.0.0.1\tfoo.google.com" is 127.0.0.1 to it, and to getaddrinfo in
// older glibc (Orange Tsai, "A New Era of SSRF"): a host that reaches a
// resolver with white space in it (percent-decoded, say) is read so.
func ParseIPv4Glibc[S ~string | ~[]byte](s S) (netip.Addr, bool) {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			return ParseIPv4(s[:i])
		}
	}
	return ParseIPv4(s)
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
			if i == len(s) || !ascii.IsHex(s[i]) {
				return 0, i, false
			}
		}
	}
	var x uint64
	for ; i < len(s) && s[i] != '.'; i++ {
		d, ok := ascii.Unhex(s[i])
		if !ok || uint64(d) >= base {
			return 0, i, false
		}
		x = x*base + uint64(d)
		if x > 0xffffffff {
			return 0, i, false
		}
	}
	return uint32(x), i, true
}
