package uri

import "net/netip"

// The host as a program uses it (RFC 3986 §3.2.2): without the brackets of
// an IP literal, decoded, or as a net/netip address.

// Hostname returns the host as a program would look it up: an IP literal
// without its brackets and without its RFC 6874 zone ("[fe80::1%25en0]"
// gives "fe80::1"; Zone gives "en0"), an IPvFuture without its brackets
// ("v7.x"), an IPv4 address as written, and a reg-name percent-decoded
// (DecodedHost). It is "" without an authority or with an empty host.
func (u URI) Hostname() string {
	h := u.Host()
	switch u.kind {
	case HostIPv6:
		h = h[1 : len(h)-1]
		for i := 0; i < len(h); i++ {
			if h[i] == '%' {
				return h[:i]
			}
		}
		return h
	case HostIPvFuture:
		return h[1 : len(h)-1]
	case HostRegName:
		return decodeValid(h)
	}
	return h
}

// Addr returns the host as a netip.Addr when it is an IPv4address or an
// IPv6address literal, with its RFC 6874 zone when it has one; ok is false
// for a reg-name, an IPvFuture or no host. A reg-name that spells an
// address only through percent-encoding ("%31.2.3.4") is a reg-name
// (§3.2.2) and gives false.
func (u URI) Addr() (addr netip.Addr, ok bool) {
	switch u.kind {
	case HostIPv4, HostIPv6:
	default:
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(u.Hostname())
	if err != nil { // cannot happen: the parser checked the RFC 3986 grammar
		return netip.Addr{}, false
	}
	if z := u.Zone(); z != "" {
		a = a.WithZone(z)
	}
	return a, true
}
