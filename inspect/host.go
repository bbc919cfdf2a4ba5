package inspect

// The host (RFC 3986 §3.2.2): where the URI really goes. Addresses in rare
// spellings (§7.4), percent-encoded hosts (§6.2.2.2), names and addresses
// that reach the local host or network (the IANA special-purpose
// registries, RFC 6761 §6.3 for "localhost"), IPv4 inside IPv6, and
// internationalized names (RFC 3492, Unicode TS #39).

import (
	"net/netip"
	"strconv"
	"strings"

	"github.com/urikit/urikit/uri"
)

// hostFindings inspects h, the host as written at offset off.
func (x layout) hostFindings(dst []Finding, u uri.URI, h string, off int) []Finding {
	if h == "" {
		return dst
	}
	if h[0] == '[' {
		if u.HostKind() != uri.HostIPv6 {
			return dst // IPvFuture: no resolver knows it
		}
		a, ok := HostAddr(u)
		if !ok {
			return dst
		}
		return addrFindings(dst, a.WithZone(""), off, len(h))
	}
	if strings.IndexByte(h, '%') < 0 {
		return nameFindings(dst, h, h, off)
	}
	var buf [maxHost]byte
	d, complete := decodeAppend(buf[:0], h)
	if !complete { // longer than any host name: judged on its encoding alone
		d = nil
	}
	var addr netip.Addr
	if complete {
		addr, _ = regNameAddr(d)
	}
	dst = append(dst, Finding{Kind: KindEncodedHost, Severity: Warning, Offset: off, Length: len(h), Addr: addr,
		Message: "the host is percent-encoded and reads " + strconv.Quote(shorten(string(d))) +
			" once decoded (RFC 3986 §6.2.2.2); a filter comparing host text does not see that"})
	if !complete {
		return dst
	}
	return nameFindings(dst, d, h, off)
}

// nameFindings inspects d, the decoded reg-name (or IPv4address) written
// as h at off: an address in a rare spelling, localhost, IDNA labels.
func nameFindings[S ~string | ~[]byte](dst []Finding, d S, h string, off int) []Finding {
	if addr, ok := regNameAddr(d); ok {
		if !uri.IsIPv4(string(d)) {
			dst = append(dst, Finding{Kind: KindRareIPv4, Severity: Danger, Offset: off, Length: len(h), Addr: addr,
				Message: "the host " + strconv.Quote(shorten(h)) + " is not an IPv4 address in URI syntax, but inet_aton and most resolvers read it as " +
					addr.String() + " (RFC 3986 §7.4); filters that compare host text miss it"})
		}
		return addrFindings(dst, addr, off, len(h))
	}
	if isLocalhost(d) {
		dst = add(dst, KindPrivateAddress, Danger, off, len(h),
			"the name localhost, and every name ending in .localhost, resolves to the loopback address (RFC 6761 §6.3): a server fetching this URI connects to itself")
	}
	return idnFindings(dst, d, h, off)
}

// isLocalhost reports whether the decoded host d is "localhost" or a name
// under it, with or without a final ".".
func isLocalhost[S ~string | ~[]byte](d S) bool {
	if len(d) > 0 && d[len(d)-1] == '.' {
		d = d[:len(d)-1]
	}
	const name = "localhost"
	if len(d) < len(name) || !equalFold(d[len(d)-len(name):], name) {
		return false
	}
	return len(d) == len(name) || d[len(d)-len(name)-1] == '.'
}

// addrFindings reports the address a of a host at off: its class when it
// is not globally reachable, and an IPv4 address carried inside IPv6.
func addrFindings(dst []Finding, a netip.Addr, off, n int) []Finding {
	dst = classFinding(dst, a, off, n)
	if !a.Is6() {
		return dst
	}
	v4, ok := UnwrapIPv4(a)
	if !ok {
		return dst
	}
	dst = append(dst, Finding{Kind: KindEmbeddedIPv4, Severity: Warning, Offset: off, Length: n, Addr: v4,
		Message: "the IPv6 address " + a.String() + " carries the IPv4 address " + v4.String() +
			" (" + embedding(a) + "); a filter must check that address too"})
	if !a.Is4In6() { // a mapped address was classified as its IPv4 already
		dst = classFinding(dst, v4, off, n)
	}
	return dst
}

// embedding names the form of an IPv6 address with an IPv4 inside.
func embedding(a netip.Addr) string {
	b := a.As16()
	switch {
	case a.Is4In6():
		return "IPv4-mapped, RFC 4291 §2.5.5.2"
	case b[0] == 0x20 && b[1] == 0x02:
		return "6to4, RFC 3056 §2"
	case b[0] == 0x00 && b[1] == 0x64:
		return "NAT64 well-known prefix, RFC 6052 §2.1"
	}
	return "IPv4-compatible, RFC 4291 §2.5.5.1"
}

// classFinding reports a when the registries say it is not globally
// reachable: danger when it reaches the host itself or its network.
func classFinding(dst []Finding, a netip.Addr, off, n int) []Finding {
	b, ok := classify(a)
	if !ok || b.global {
		return dst
	}
	if a.Is4In6() {
		a = a.Unmap()
	}
	sev, why := Warning, "it is not globally reachable"
	if b.class.internal() {
		sev, why = Danger, "a server fetching this URI connects to itself or its own network"
	}
	return append(dst, Finding{Kind: KindPrivateAddress, Severity: sev, Offset: off, Length: n, Addr: a,
		Message: a.String() + " is " + classAbout[b.class] + " address (" + b.spec + "): " + why})
}

// classAbout describes each class after "is".
var classAbout = [numClasses]string{
	Public:        "a public",
	Unspecified:   "the unspecified",
	ThisNetwork:   `a "this network"`,
	Loopback:      "a loopback",
	Private:       "a private-use",
	SharedAddress: "a shared (carrier-grade NAT)",
	LinkLocal:     "a link-local",
	UniqueLocal:   "a unique-local",
	IETFProtocol:  "an IETF protocol assignment",
	Documentation: "a documentation",
	Benchmarking:  "a benchmarking",
	Multicast:     "a multicast",
	Broadcast:     "the limited broadcast",
	Reserved:      "a reserved",
	Translation:   "a local-use IPv4/IPv6 translation",
	Transition:    "a transition (6to4, Teredo)",
	Discard:       "a discard-only",
	IPv4Mapped:    "an IPv4-mapped",
}
