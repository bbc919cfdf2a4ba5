package guard

// The IPv4 addresses carried inside IPv6 ones: a filter that checks only
// the IPv6 address misses the IPv4 host a translator or a dual-stack
// socket connects to.

import "net/netip"

// UnwrapIPv4 returns the IPv4 address embedded in the IPv6 address a, for
// the forms that carry one in a fixed place:
//
//   - IPv4-mapped ::ffff:a.b.c.d (RFC 4291 §2.5.5.2);
//   - IPv4-compatible ::a.b.c.d (RFC 4291 §2.5.5.1, deprecated), except
//     :: and ::1, which are the unspecified and loopback addresses;
//   - the NAT64 well-known prefix 64:ff9b::/96 (RFC 6052 §2.1);
//   - 6to4 2002:AABB:CCDD::/48, the site of IPv4 AA.BB.CC.DD (RFC 3056 §2).
//
// An IPv4 a is returned as it is, with ok true; any other address gives
// ok false. Embedding names the form.
func UnwrapIPv4(a netip.Addr) (netip.Addr, bool) {
	if a.Is4() {
		return a, true
	}
	if !a.Is6() {
		return netip.Addr{}, false
	}
	b := a.As16()
	last4 := netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]})
	switch {
	case a.Is4In6():
		return last4, true
	case allZero(b[:12]) && !(allZero(b[12:15]) && b[15] <= 1): // ::a.b.c.d but not :: or ::1
		return last4, true
	case isNAT64(b):
		return last4, true
	case is6to4(b):
		return netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]}), true
	}
	return netip.Addr{}, false
}

// Embedding names the form in which the IPv6 address a carries the IPv4
// address UnwrapIPv4 finds in it, with the section that defines it:
// "IPv4-mapped, RFC 4291 §2.5.5.2", "6to4, RFC 3056 §2", "NAT64
// well-known prefix, RFC 6052 §2.1" or "IPv4-compatible, RFC 4291
// §2.5.5.1"; "" when a is not an IPv6 address carrying one.
func Embedding(a netip.Addr) string {
	if _, ok := UnwrapIPv4(a); !ok || !a.Is6() {
		return ""
	}
	b := a.As16()
	switch {
	case a.Is4In6():
		return "IPv4-mapped, RFC 4291 §2.5.5.2"
	case is6to4(b):
		return "6to4, RFC 3056 §2"
	case isNAT64(b):
		return "NAT64 well-known prefix, RFC 6052 §2.1"
	}
	return "IPv4-compatible, RFC 4291 §2.5.5.1"
}

// isNAT64 reports whether b is in the NAT64 well-known prefix
// 64:ff9b::/96 (RFC 6052 §2.1).
func isNAT64(b [16]byte) bool {
	return b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xff && b[3] == 0x9b && allZero(b[4:12])
}

// is6to4 reports whether b is in 2002::/16 (RFC 3056 §2).
func is6to4(b [16]byte) bool { return b[0] == 0x20 && b[1] == 0x02 }

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}
