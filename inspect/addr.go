package inspect

// The address a URI's host denotes before any DNS lookup.

import (
	"net/netip"
	"strings"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/internal/special"
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
//     glibc's inet_aton reads "127.0.0.1\tx";
//   - for a URI of http, https, ws, wss or ftp that RFC 3986 reads with no
//     host or an empty one ("http:/127.0.0.1", "http:////127.0.0.1"), the
//     host browsers and curl read after the slashes (the hidden-host
//     finding).
//
// A host is read whole, at any length: padding it with code points IDNA
// ignores or with leading zeros does not hide its address.
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
		return regNameHostAddr(h)
	}
	if u.HasScheme() && special.Fold(u.Scheme()).Network() && (!u.HasAuthority() || u.Authority() == "") {
		if hh, ok := hiddenHost(u); ok {
			return regNameHostAddr(hh.host)
		}
	}
	return netip.Addr{}, false
}

// regNameHostAddr is the first address the clients read in the reg-name
// h (readHost).
func regNameHostAddr(h string) (netip.Addr, bool) {
	if strings.IndexByte(h, '%') < 0 {
		hr := readHost(h, h)
		return hr.first()
	}
	var buf [maxHost]byte
	hr := readHost(h, decodeHost(buf[:], h))
	return hr.first()
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

// maxHost is the size of the buffer a percent-encoded host is decoded
// into without allocating: a host name of DNS (253 octets) fits. A longer
// one is decoded whole all the same (decodeHost).
const maxHost = 256

// decodeHost returns the percent-decoding of the host h, in buf when it
// fits and in a new slice otherwise: a host is read whole, at any length.
func decodeHost(buf []byte, h string) []byte {
	if d, complete := decodeAppend(buf[:0], h); complete {
		return d
	}
	d, _ := decodeAppend(make([]byte, 0, len(h)), h)
	return d
}

// regNameAddr reads a decoded reg-name as an IPv4 address
// (guard.ParseIPv4), allowing one final ".".
func regNameAddr[S ~string | ~[]byte](d S) (netip.Addr, bool) {
	if len(d) > 1 && d[len(d)-1] == '.' {
		d = d[:len(d)-1]
	}
	return guard.ParseIPv4(d)
}
