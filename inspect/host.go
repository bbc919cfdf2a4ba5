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

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/uri"
)

// hostFindings inspects h, the host as written at offset off: an IP
// literal, or a reg-name read as the clients read it (reading.go). It
// reports whether h is a plain name: not empty, no "%", and not ending in
// a number (the URL Standard's checker), which the parser-differential
// pre-check (readersAgree) needs and would otherwise find again.
func hostFindings(r *report, h string, off int) (plain bool) {
	if h == "" {
		return false
	}
	if h[0] == '[' {
		if a, ok := literalAddr(h); ok {
			addrFindings(r, a, off, len(h))
		} // else IPvFuture: no resolver knows it
		return false
	}
	if strings.IndexByte(h, '%') < 0 {
		hr := readHost(h, h)
		nameFindings(r, hr, h, h, off)
		return !hr.number
	}
	appendControls(r, h, off, false, true)
	var buf [maxHost]byte
	d := decodeHost(buf[:], h)
	hr := readHost(h, d)
	addr, _ := hr.first()
	msg := "the host is percent-encoded and reads " + strconv.Quote(shorten(string(d))) + " once decoded"
	if hr.name != "" {
		msg += ", which IDNA (UTS #46) maps to " + strconv.Quote(shorten(hr.name))
	}
	r.add(Finding{Kind: KindEncodedHost, Severity: Warning, Offset: off, Length: len(h), Addr: addr,
		Message: msg + " (RFC 3986 §6.2.2.2); a filter comparing host text does not see that"})
	nameFindings(r, hr, d, h, off)
	return false
}

// literalAddr returns the IPv6 address of the IP literal h ("[...]"),
// without its zone, or false for an IPvFuture literal.
func literalAddr(h string) (netip.Addr, bool) {
	inner := h[1 : len(h)-1]
	if i := strings.IndexByte(inner, '%'); i >= 0 {
		inner = inner[:i]
	}
	a, err := netip.ParseAddr(inner)
	if err != nil || !a.Is6() {
		return netip.Addr{}, false
	}
	return a, true
}

// nameFindings inspects d, the decoded reg-name (or IPv4address) written
// as h at off, with hr its reading: an address in a rare spelling or in
// any reader's spelling, localhost, IDNA labels.
func nameFindings[S ~string | ~[]byte](r *report, hr hostReading, d S, h string, off int) {
	if hr.n > 0 {
		for _, ar := range hr.addrs[:hr.n] {
			if !uri.IsIPv4(string(d)) {
				r.add(Finding{Kind: KindRareIPv4, Severity: Danger, Offset: off, Length: len(h), Addr: ar.addr,
					Message: "the host " + strconv.Quote(shorten(h)) + " is not an IPv4 address in URI syntax, but " +
						ar.by.who() + ar.addr.String() + " (RFC 3986 §7.4); filters that compare host text miss it"})
			}
			addrFindings(r, ar.addr, off, len(h))
		}
		return
	}
	if isLocalhost(d) || hr.name != "" && isLocalhost(hr.name) {
		r.addf(KindPrivateAddress, Danger, off, len(h),
			"the name localhost, and every name ending in .localhost, resolves to the loopback address (RFC 6761 §6.3): a server fetching this URI connects to itself")
	}
	idnFindings(r, d, h, off)
}

// isLocalhost reports whether the decoded host d is "localhost" or a name
// under it, with or without a final ".".
func isLocalhost[S ~string | ~[]byte](d S) bool {
	if len(d) > 0 && d[len(d)-1] == '.' {
		d = d[:len(d)-1]
	}
	const name = "localhost"
	if len(d) < len(name) || !ascii.EqualFold(d[len(d)-len(name):], name) {
		return false
	}
	return len(d) == len(name) || d[len(d)-len(name)-1] == '.'
}

// addrFindings reports the address a of a host at off: its class when it
// is not globally reachable, a cloud metadata endpoint, and an IPv4
// address carried inside IPv6. A danger here is exactly guard.Blocked(a).
func addrFindings(r *report, a netip.Addr, off, n int) {
	classFinding(r, a, off, n)
	metadataFinding(r, a, off, n)
	if !a.Is6() {
		return
	}
	v4, ok := guard.UnwrapIPv4(a)
	if !ok {
		return
	}
	r.add(Finding{Kind: KindEmbeddedIPv4, Severity: Warning, Offset: off, Length: n, Addr: v4,
		Message: "the IPv6 address " + a.String() + " carries the IPv4 address " + v4.String() +
			" (" + guard.Embedding(a) + "); a filter must check that address too"})
	if !a.Is4In6() { // a mapped address was classified as its IPv4 already
		classFinding(r, v4, off, n)
		metadataFinding(r, v4, off, n)
	}
}

// metadataFinding reports a when it is a cloud metadata endpoint.
func metadataFinding(r *report, a netip.Addr, off, n int) {
	what, ok := guard.MetadataService(a)
	if !ok {
		return
	}
	a = a.WithZone("")
	if a.Is4In6() {
		a = a.Unmap()
	}
	r.add(Finding{Kind: KindCloudMetadata, Severity: Danger, Offset: off, Length: n, Addr: a,
		Message: a.String() + " is " + what + ", which hands out the machine's credentials to whoever asks from inside: the first target of server-side request forgery"})
}

// classFinding reports a when the registries say it is not globally
// reachable: danger when it reaches the host itself or its network.
func classFinding(r *report, a netip.Addr, off, n int) {
	b, ok := guard.SpecialPurpose(a)
	if !ok || b.Global {
		return
	}
	if a.Is4In6() {
		a = a.Unmap()
	}
	sev, why := Warning, "it is not globally reachable"
	if b.Class.Internal() {
		sev, why = Danger, "a server fetching this URI connects to itself or its own network"
	}
	r.add(Finding{Kind: KindPrivateAddress, Severity: sev, Offset: off, Length: n, Addr: a,
		Message: a.String() + " is " + b.Class.Phrase() + " (" + b.Spec + "): " + why})
}
