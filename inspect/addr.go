package inspect

// The address a URI's host denotes before any DNS lookup.

import (
	"net/netip"
	"strings"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/uri"
)

// HostAddr returns the IP address u's host denotes without a DNS lookup,
// the way a client connecting to it reads the text (reading.go):
//
//   - an IPv4address or an IPv6 IP-literal (RFC 3986 §3.2.2), the zone of
//     RFC 6874 kept;
//   - a reg-name that inet_aton reads as IPv4 (guard.ParseIPv4: "0x7f.1",
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
		return guard.ParseIPv4(h)
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

// regNameAddr reads a decoded reg-name as an IPv4 address
// (guard.ParseIPv4), allowing one final ".".
func regNameAddr[S ~string | ~[]byte](d S) (netip.Addr, bool) {
	if len(d) > 1 && d[len(d)-1] == '.' {
		d = d[:len(d)-1]
	}
	return guard.ParseIPv4(d)
}
