package readings

// The one spelling of a host that the readings compare: the URL Standard's
// host serialization.

import (
	"net/netip"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// CanonicalHost returns the spelling of a host name that Read compares:
// name is the host as a reader delimits it, percent-decoded (a reg-name
// of RFC 3986 decoded, net/url's Hostname as it is). It is the URL
// Standard's host parser's serialization (whatwg.ParseHost, as for an
// http URL: lower case, IDNA to ASCII, an IPv4 number in any spelling in
// dotted decimal), or, for a name that parser refuses, the name
// lower-cased (ASCII letters only) as the reader gives it. The empty name
// is "". An IP literal is written "[address]" (whatwg.ParseHost's
// compressed form), with an RFC 6874 zone as "[address%25zone]".
func CanonicalHost(name string) string {
	if name == "" {
		return ""
	}
	if name[0] == '[' && name[len(name)-1] == ']' {
		addr, zone, _ := strings.Cut(name[1:len(name)-1], "%")
		return canonicalLiteral(addr, zone)
	}
	// The host parser percent-decodes: a "%" of the decoded name is
	// written "%25" so that it reads as itself.
	if h, err := whatwg.ParseHost(strings.ReplaceAll(name, "%", "%25"), false); err == nil {
		return h.String()
	}
	return ascii.Lower(name)
}

// canonicalWritten is the canonical spelling of a host h as written,
// percent-encoded (RFC 3986's reg-name, the URL Standard's opaque host):
// the host parser's serialization of it (which decodes it), or, when that
// parser refuses it, h lower-cased as written: a decoded "@" or NUL is
// never shown as one ("evil.com%40good.com", "evil%00.com").
func canonicalWritten(h string) string {
	if h == "" {
		return ""
	}
	if host, err := whatwg.ParseHost(h, false); err == nil {
		return host.String()
	}
	return ascii.Lower(h)
}

// validIPv6 reports whether s is an IPv6 address without a zone, in any
// spelling RFC 4291 §2.2 allows (inet_pton(3)'s).
func validIPv6(s string) bool {
	a, err := netip.ParseAddr(s)
	return err == nil && a.Is6() && a.Zone() == ""
}

// canonicalLiteral is the spelling of an IP literal whose address text is
// addr and whose decoded zone is zone: the URL Standard's IPv6 serializer
// within brackets, the zone percent-encoded (RFC 6874 §2) after "%25"; an
// address that is not IPv6 (IPvFuture) lower-cased.
func canonicalLiteral(addr, zone string) string {
	host, err := whatwg.ParseHost("["+addr+"]", false)
	h := host.String()
	if err != nil {
		h = "[" + ascii.Lower(addr) + "]"
	}
	if zone != "" {
		h = h[:len(h)-1] + "%25" + uri.ZoneSet.Encode(zone) + "]"
	}
	return h
}
