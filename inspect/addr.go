package inspect

// The address a URI's host denotes before any DNS lookup, and the IPv4
// addresses hidden inside IPv6 ones.

import (
	"net/netip"
	"strings"

	"github.com/urikit/urikit/internal/ipv4"
	"github.com/urikit/urikit/uri"
)

// HostAddr returns the IP address u's host denotes without a DNS lookup,
// the way a client connecting to it reads the text (reading.go):
//
//   - an IPv4address or an IPv6 IP-literal (RFC 3986 §3.2.2), the zone of
//     RFC 6874 kept;
//   - a reg-name that inet_aton reads as IPv4 (ParseIPv4: "0x7f.1",
//     "2130706433"), also with one final "." ("127.0.0.1."), or that the
//     URL Standard's IPv4 parser reads ("0x.0x.0" is 0.0.0.0 to browsers);
//   - either of these percent-encoded ("%31%32%37.0.0.1"), decoded first
//     as RFC 3986 §6.2.2.2 allows, or written in Unicode that IDNA (UTS
//     #46) maps to one ("127%E3%80%820%E3%80%820%E3%80%821"), as browsers
//     and Go's net/http map it; and a decoded one up to white space, as
//     glibc's inet_aton reads "127.0.0.1\tx".
//
// A name ("localhost", "example.com") is not an address: ok is false. So
// is an IPvFuture literal. HostAddr allocates only for a zone that holds
// percent-encoded octets, or a host that is not ASCII once decoded.
func HostAddr(u uri.URI) (addr netip.Addr, ok bool) {
	h := u.Host()
	switch u.HostKind() {
	case uri.HostIPv4:
		return ParseIPv4(h)
	case uri.HostIPv6:
		inner := h[1 : len(h)-1]
		for i := 0; i < len(inner); i++ {
			if inner[i] == '%' {
				inner = inner[:i]
				break
			}
		}
		a, err := netip.ParseAddr(inner)
		if err != nil {
			return netip.Addr{}, false
		}
		if z := u.Zone(); z != "" {
			a = a.WithZone(z)
		}
		return a, true
	case uri.HostRegName:
		if isRegNameAuthority(u) {
			if at, colon, ok := regNameServer(h); ok {
				h = h[at+1 : colon]
			}
		}
		if strings.IndexByte(h, '%') < 0 {
			hr := readHost(h, false)
			return hr.first()
		}
		var buf [maxHost]byte
		d, complete := decodeAppend(buf[:0], h)
		if !complete {
			return netip.Addr{}, false
		}
		hr := readHost(d, true)
		return hr.first()
	}
	return netip.Addr{}, false
}

// isRegNameAuthority reports whether u's whole authority may be a reg-name
// (seed 003 §3.2.1, Draft2003), which can hold "@" and ":".
func isRegNameAuthority(u uri.URI) bool {
	return u.Dialect() == uri.Draft2003 && u.HostKind() == uri.HostRegName && !u.HasUserinfo()
}

// regNameServer splits a reg-name authority a as a server-based reader
// (RFC 3986 §3.2, net/url, curl) does: a userinfo up to the last "@", then
// the host up to the next ":" (colon is len(a) without one). ok is false
// when a holds no "@".
func regNameServer(a string) (at, colon int, ok bool) {
	at = strings.LastIndexByte(a, '@')
	if at < 0 {
		return 0, 0, false
	}
	colon = len(a)
	if c := strings.IndexByte(a[at+1:], ':'); c >= 0 {
		colon = at + 1 + c
	}
	return at, colon, true
}

// maxHost bounds the percent-encoded hosts decoded to look for an address:
// an IPv4 address in any spelling that fits a host name (253 octets) fits.
const maxHost = 256

// regNameAddr reads a decoded reg-name as an IPv4 address (ParseIPv4),
// allowing one final ".".
func regNameAddr[S ~string | ~[]byte](d S) (netip.Addr, bool) {
	if len(d) > 1 && d[len(d)-1] == '.' {
		d = d[:len(d)-1]
	}
	return ipv4.InetAton(d)
}

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
// ok false.
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
	case b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xff && b[3] == 0x9b && allZero(b[4:12]):
		return last4, true
	case b[0] == 0x20 && b[1] == 0x02:
		return netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]}), true
	}
	return netip.Addr{}, false
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}
