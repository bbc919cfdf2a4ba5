package uri

import "net/netip"

// The canonical text form of IPv6 addresses, RFC 5952 §4 and §5, used by
// Normalizer.IPv6RFC5952.

// ipv6Groups returns the eight 16-bit groups of s, a valid IPv6address
// (RFC 3986 §3.2.2, checked by the parser), in any of its forms: read by
// net/netip, whose grammar for an address without a zone is RFC 4291
// §2.2's, as RFC 3986's is.
func ipv6Groups(s string) (g [8]uint16) {
	a, _ := netip.ParseAddr(s)
	b := a.As16()
	for i := range g {
		g[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
	}
	return g
}

// appendIPv6RFC5952 appends the canonical text of the address g (RFC 5952):
// hex digits in lower case without leading zeros (§4.1, §4.3); the longest
// run of two or more zero groups, the first of equal runs, shortened to
// "::" (§4.2); and for the IPv4-mapped (::ffff:0:0/96) and IPv4-translated
// (::ffff:0:0:0/96) prefixes of RFC 4291 and RFC 2765, the last 32 bits in
// dotted decimal (§5). net/netip writes the text of §4 and of the mapped
// prefix so; the translated prefix, which it writes in hex, is written
// here.
func appendIPv6RFC5952(b []byte, g [8]uint16) []byte {
	var a [16]byte
	for i, x := range g {
		a[2*i], a[2*i+1] = byte(x>>8), byte(x)
	}
	if g[0] == 0 && g[1] == 0 && g[2] == 0 && g[3] == 0 && g[4] == 0xffff && g[5] == 0 {
		b = append(b, "::ffff:0:"...)
		return netip.AddrFrom4([4]byte{a[12], a[13], a[14], a[15]}).AppendTo(b)
	}
	return netip.AddrFrom16(a).AppendTo(b)
}
