package guard

// IPv4 addresses as platform resolvers read them (RFC 3986 §7.4, seed 003
// §7.3 "Rare IP Address Formats"): inet_aton(3) and the gethostbyname(3)
// family accept far more than the dotted-decimal IPv4address of RFC 3986
// §3.2.2, so a filter that compares host strings can be walked around.

import (
	"net/netip"

	"github.com/urikit/urikit/internal/ipv4"
)

// ParseIPv4 decodes s as inet_aton(3) does (POSIX, and glibc's and the BSDs'
// implementation), the reading seed 003 §7.3 describes:
//
//   - one to four parts separated by ".": "a.b.c.d" gives four bytes;
//     "a.b.c" puts c in the last 16 bits, "a.b" puts b in the last 24 bits,
//     and a single number "a" is all 32 bits;
//   - each part is a C integer constant: "0x" or "0X" and hex digits, or
//     "0" and octal digits, or decimal digits. It starts with a digit (no
//     sign, no space) and is never empty, so "1..2", ".1" and "1." are not
//     addresses;
//   - a part larger than its place (above 255 before the last, above
//     2^(8*(5-n))-1 for the last of n) makes the whole text invalid, and so
//     does a number that overflows: "4294967296" and a hundred digits are
//     not addresses.
//
// So "0x7f.1", "017700000001", "2130706433" and "127.1" all are 127.0.0.1.
// ParseIPv4 reads all of s: glibc's inet_aton also stops at the first
// white space and ignores the rest ("127.0.0.1\tfoo.google.com" is
// 127.0.0.1 to it, and to getaddrinfo in older glibc), which ParseIPv4
// does not; package inspect's reading of a host takes that reading too.
// A DNS name is never read as an address: its last label has a letter or a
// "-", which no part may hold ("1password.com", "0xdead.beef.example").
// ParseIPv4 takes a string or a byte slice, and allocates nothing.
func ParseIPv4[S ~string | ~[]byte](s S) (netip.Addr, bool) { return ipv4.InetAton(s) }
