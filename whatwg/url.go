package whatwg

// The URL record (§4.1) as one serialized string and the offsets of its
// components, and the getters of the URL API (§6.1).

import "strconv"

// HostKind says what a URL's host is (§3.1): a domain, an IPv4 or IPv6
// address, an opaque host, the empty host, or none at all.
type HostKind uint8

// The kinds of host of §3.1. HostNone is a URL without a host ("mailto:x",
// "foo:/p"), the Standard's null host, as uri.HostNone is a URI without
// an authority; HostEmpty is the empty host ("file:///p", "foo://").
const (
	HostNone HostKind = iota
	HostDomain
	HostIPv4
	HostIPv6
	HostOpaque
	HostEmpty
)

var hostKindNames = [...]string{"null", "domain", "ipv4", "ipv6", "opaque", "empty"}

// String returns the Standard's word for the kind: "null" (HostNone),
// "domain", "ipv4", "ipv6", "opaque" or "empty".
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}

// URL is a URL record of the URL Standard (§4.1), held as its
// serialization (§4.5, the href) and the offsets of its components, as
// ada's url_aggregator holds it: a small immutable value, comparable with
// ==, that allocates nothing to read. Two URLs are equal (§4.6) exactly
// when their hrefs are.
//
//	https://user:pass@example.com:8080/a/b?q=1#frag
//	      |     |    |          |    |    |   |
//	      |     |    |          |    |    |   fragStart ("#")
//	      |     |    |          |    |    queryStart ("?")
//	      |     |    |          |    pathStart
//	      |     |    |          hostEnd (":" of the port, when there is one)
//	      |     |    hostStart
//	      |     userEnd (":" of the password, "@" or hostStart)
//	      schemeEnd (":")
//
// The zero URL is not a parsed URL: its Href and every getter are "", and
// its setters leave it as it is.
type URL struct {
	href       string
	schemeEnd  uint32 // the ":" after the scheme
	userEnd    uint32 // end of the username
	hostStart  uint32 // start of the host (after "//" and any "@")
	hostEnd    uint32
	pathStart  uint32 // start of the path (after "/." when the serializer wrote it)
	queryStart uint32 // the "?" of the query, or fragStart when there is none
	fragStart  uint32 // the "#" of the fragment, or len(href) when there is none
	port       int32  // -1 when null
	hostKind   HostKind
	opaque     bool // the path is opaque (§4.1)
	scheme     schemeKind
}

// Href returns the serialization of the URL (§4.5), what the href getter
// returns. It is printable ASCII (U+0020 to U+007E): the URL serializer
// returns an ASCII string, the parser removes every ASCII tab or newline
// (§4.4) and every percent-encode set holds the C0 controls and U+007F;
// so no getter's string holds a line terminator or a control.
func (u URL) Href() string { return u.href }

// String returns the href.
func (u URL) String() string { return u.href }

// Protocol returns the scheme followed by ":" (§6.1 protocol getter).
func (u URL) Protocol() string {
	if u.href == "" {
		return "" // the zero URL
	}
	return u.href[:u.schemeEnd+1]
}

// Scheme returns the scheme, lower case, without the ":".
func (u URL) Scheme() string { return u.href[:u.schemeEnd] }

// Username returns the username, percent-encoded (§6.1).
func (u URL) Username() string {
	if u.hostKind == HostNone {
		return ""
	}
	return u.href[u.schemeEnd+3 : u.userEnd]
}

// Password returns the password, percent-encoded (§6.1).
func (u URL) Password() string {
	if u.hostKind == HostNone || u.userEnd >= u.hostStart || u.href[u.userEnd] != ':' {
		return ""
	}
	return u.href[u.userEnd+1 : u.hostStart-1]
}

// IncludesCredentials reports whether the username or password is not
// empty (§4.2).
func (u URL) IncludesCredentials() bool {
	return u.hostKind != HostNone && u.hostStart > u.schemeEnd+3
}

// HostKind returns what the host is; HostNone when the URL has none.
func (u URL) HostKind() HostKind { return u.hostKind }

// Hostname returns the host, serialized (§3.6): an IPv6 address in
// brackets; "" when the host is null or empty (§6.1 hostname getter).
func (u URL) Hostname() string { return u.href[u.hostStart:u.hostEnd] }

// Host returns the host and, when the URL has one, ":" and the port (§6.1
// host getter).
func (u URL) Host() string {
	if u.port < 0 || u.href == "" {
		return u.Hostname()
	}
	return u.href[u.hostStart:u.authEnd()]
}

// Port returns the port in decimal, or "" when it is null (a scheme's
// default port is null: "https://a:443/" has none) (§6.1 port getter).
func (u URL) Port() string {
	if u.port < 0 || u.href == "" {
		return ""
	}
	return u.href[u.hostEnd+1 : u.authEnd()]
}

// PortValue returns the port as a number, and whether there is one: ok
// is false when the port is null (none given, or the scheme's default),
// as uri.URI.PortValue and netip.AddrPort.Port have it.
func (u URL) PortValue() (port uint16, ok bool) {
	if u.port < 0 || u.href == "" {
		return 0, false
	}
	return uint16(u.port), true
}

// authEnd is where the host and port end: the path start less a "/."
// the serializer wrote (which only a URL without a host has).
func (u URL) authEnd() uint32 {
	if u.hostKind == HostNone {
		return u.schemeEnd + 1
	}
	return u.pathStart
}

// Pathname returns the path, serialized (§4.5 URL path serializer; §6.1
// pathname getter).
func (u URL) Pathname() string { return u.href[u.pathStart:u.queryStart] }

// HasOpaquePath reports whether the path is opaque (§4.1): a URL such as
// "mailto:x" or "data:,x", whose path is one string, not segments.
func (u URL) HasOpaquePath() bool { return u.opaque }

// Query returns the query without its "?", and whether the URL has one
// (null and empty differ: "a:b?" has an empty query).
func (u URL) Query() (string, bool) {
	if u.queryStart == u.fragStart {
		return "", false
	}
	return u.href[u.queryStart+1 : u.fragStart], true
}

// Search returns "?" and the query, or "" when the query is null or empty
// (§6.1 search getter).
func (u URL) Search() string {
	if u.fragStart-u.queryStart <= 1 {
		return ""
	}
	return u.href[u.queryStart:u.fragStart]
}

// Fragment returns the fragment without its "#", and whether the URL has
// one.
func (u URL) Fragment() (string, bool) {
	if int(u.fragStart) == len(u.href) {
		return "", false
	}
	return u.href[u.fragStart+1:], true
}

// Hash returns "#" and the fragment, or "" when it is null or empty (§6.1
// hash getter).
func (u URL) Hash() string {
	if len(u.href)-int(u.fragStart) <= 1 {
		return ""
	}
	return u.href[u.fragStart:]
}

// IsSpecial reports whether the scheme is a special scheme (§4.2): ftp,
// file, http, https, ws or wss.
func (u URL) IsSpecial() bool { return u.scheme != schemeOther }

// WithoutFragment returns the URL serialized with exclude fragment set
// (§4.5), as a URL.
func (u URL) WithoutFragment() URL {
	u.href = u.href[:u.fragStart]
	return u
}
