package guard

// The dial-time guard: the second half of a defence against server-side
// request forgery. Package inspect checks the string; but a name that
// resolves to a public address while it is checked can resolve to
// 127.0.0.1 a moment later, when the client connects (DNS rebinding), and
// a name needs no rare spelling to resolve to an internal address at all.
// So the address is checked again when the socket connects, by the net.Dialer's Control
// function, which sees the address the kernel is about to connect to,
// whatever the resolver said and however many redirects led there. The
// decision uses the same tables as inspect's findings: the IANA
// special-purpose registries (classify.go), the cloud metadata endpoints
// (metadata.go) and the IPv4 addresses inside IPv6 ones (UnwrapIPv4).

import (
	"errors"
	"net"
	"net/netip"
	"slices"
	"strconv"
	"syscall"
)

// ErrBlocked is the error every refusal of a Guard wraps:
// errors.Is(err, guard.ErrBlocked) holds for the error a guarded
// net.Dialer, http.Transport or http.Client returns for it.
var ErrBlocked = errors.New("guard: connection refused")

// A BlockedError is a connection a Guard refused, and why.
type BlockedError struct {
	// Network and Address are as the dialer gave them ("tcp4",
	// "127.0.0.1:8080").
	Network, Address string
	// Addr is the address and port read from Address; the zero AddrPort
	// when it could not be read.
	Addr netip.AddrPort
	// Reason names the address and the registry entry, the metadata
	// endpoint or the rule that refuses it.
	Reason string
}

// Error returns "guard: refused tcp4 127.0.0.1:80: 127.0.0.1 is a
// loopback address (127.0.0.0/8, RFC 1122 §3.2.1.3)".
func (e *BlockedError) Error() string {
	return "guard: refused " + e.Network + " " + e.Address + ": " + e.Reason
}

// Unwrap returns ErrBlocked.
func (e *BlockedError) Unwrap() error { return ErrBlocked }

// A Guard refuses connections to addresses that are not public, for a
// program that fetches URLs other people give it. Its Control method is a
// net.Dialer's Control function; Dialer, Transport and Client return a
// dialer, an HTTP transport and an HTTP client that use it.
//
// A Guard allows a connection when all of these hold:
//
//   - the network is TCP ("tcp", "tcp4", "tcp6");
//   - the port is allowed: 80 or 443, or one of Ports, or any with AnyPort;
//   - the address is in one of the Allow prefixes, or else it is public:
//     outside every block of the IANA special-purpose address registries
//     (loopback, private, shared (CGNAT), link-local, unique-local,
//     unspecified, "this network", multicast, broadcast, documentation,
//     benchmarking, reserved, IETF protocol assignments, the anycast
//     services the registries list as globally reachable too), inside the
//     IPv6 global unicast space 2000::/3, and not a cloud metadata
//     endpoint (MetadataService). The IPv6 forms that carry an IPv4
//     address (IPv4-mapped, IPv4-compatible, NAT64, 6to4) are refused,
//     and the reason names the IPv4 address inside (UnwrapIPv4); so is
//     an address with a zone (fe80::1%eth0), which is scoped to a link.
//
// Every address Blocked refuses (the danger of package inspect's
// findings) a Guard refuses too; it refuses more, as a fetcher has no business with
// documentation, multicast or anycast infrastructure addresses either. It
// fails closed: an address it cannot read or classify is refused, with a
// reason saying so. The zero Guard is ready to use.
type Guard struct {
	// Allow lists the prefixes whose addresses are allowed although they
	// are not public: an internal service the program must reach. An
	// IPv4 prefix matches the IPv4-mapped form of its addresses too.
	Allow []netip.Prefix
	// Ports lists the ports allowed besides 80 and 443.
	Ports []uint16
	// AnyPort allows every port.
	AnyPort bool
	// Resolver is the resolver of the dialer Dialer returns (and so of
	// Transport and Client); nil means net.DefaultResolver. The guard
	// holds whatever it answers.
	Resolver *net.Resolver
	// Limits bound how long the guarded dialer, transport and client wait
	// (to connect, for the TLS handshake, for the response header, for
	// the whole exchange) and how many redirects the client follows; the
	// zero Limits are DefaultLimits.
	Limits Limits
}

// Control is a net.Dialer's Control function: it refuses, with a
// *BlockedError wrapping ErrBlocked, a connection to an address or port
// the Guard does not allow. The dialer calls it for each address it tries,
// after resolving the name and before connecting.
func (g Guard) Control(network, address string, _ syscall.RawConn) error {
	refuse := func(ap netip.AddrPort, why string) error {
		return &BlockedError{Network: network, Address: address, Addr: ap, Reason: why}
	}
	switch network {
	case "tcp", "tcp4", "tcp6":
	default:
		return refuse(netip.AddrPort{}, "the network "+strconv.Quote(network)+" is not TCP, the only one the guard allows")
	}
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return refuse(netip.AddrPort{}, "the address cannot be read ("+err.Error()+"), so it cannot be classified: the guard refuses what it cannot classify")
	}
	if why, ok := g.refusal(ap); ok {
		return refuse(ap, why)
	}
	return nil
}

// Check returns the *BlockedError (wrapping ErrBlocked) the Guard gives a
// TCP connection to ap, or nil when it allows it.
func (g Guard) Check(ap netip.AddrPort) error {
	if why, ok := g.refusal(ap); ok {
		return &BlockedError{Network: "tcp", Address: ap.String(), Addr: ap, Reason: why}
	}
	return nil
}

// refusal says why the Guard refuses ap, or ok false.
func (g Guard) refusal(ap netip.AddrPort) (string, bool) {
	a := ap.Addr()
	if !a.IsValid() {
		return "the zero address cannot be classified: the guard refuses what it cannot classify", true
	}
	if p := ap.Port(); !g.AnyPort && p != 80 && p != 443 && !slices.Contains(g.Ports, p) {
		return "the port " + strconv.Itoa(int(p)) + " is not allowed (80, 443 and Guard.Ports are)", true
	}
	bare := a.WithZone("")
	for _, p := range g.Allow {
		if p.Contains(bare) || bare.Is4In6() && p.Contains(bare.Unmap()) {
			return "", false
		}
	}
	return addrRefusal(a)
}

// addrRefusal says why an address is not public, naming the registry
// entry, or ok false when it is public.
func addrRefusal(a netip.Addr) (string, bool) {
	s := a.String()
	bare := a.WithZone("")
	if bare.Is4In6() {
		// Classify reads a mapped address as its IPv4 address; the guard
		// refuses the form itself: a resolver has no cause to answer one.
		v4 := bare.Unmap()
		why := s + " is an IPv4-mapped address (::ffff:0:0/96, RFC 4291 §2.5.5.2) carrying " + v4.String()
		if inner, ok := addrRefusal(v4); ok {
			why += ", and " + inner
		}
		return why, true
	}
	if what, ok := MetadataService(bare); ok {
		return s + " is a cloud metadata endpoint: " + what, true
	}
	b, ok := SpecialPurpose(bare)
	if !ok {
		if a.Zone() != "" {
			return s + " carries a zone (RFC 4007 §11): an address scoped to one link is no public destination", true
		}
		return "", false
	}
	var why string
	if b.Prefix.Bits() == 0 { // SpecialPurpose's row for IPv6 outside 2000::/3
		why = s + " is outside the IPv6 global unicast space (2000::/3, RFC 4291 §2.4)"
	} else {
		why = s + " is " + b.Class.Phrase() + " (" + b.Prefix.String() + ", " + b.Spec + ")"
	}
	if bare.Is6() {
		if v4, ok := UnwrapIPv4(bare); ok {
			why += " carrying the IPv4 address " + v4.String() + " (" + Embedding(bare) + ")"
			if inner, ok := addrRefusal(v4); ok {
				why += ", and " + inner
			}
		}
	}
	return why, true
}
