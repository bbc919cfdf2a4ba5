package uri

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// The authority of a Builder (RFC 3986 §3.2): the userinfo (§3.2.1), the
// host (§3.2.2, with RFC 6874 zone identifiers) and the port (§3.2.3), each
// from decoded text, encoded with its EncodingSet, or as written and
// checked; or the whole authority as written.

// Userinfo sets the userinfo (RFC 3986 §3.2.1) from decoded text: every
// byte other than unreserved, sub-delims and ":" is percent-encoded. The
// first ":" conventionally separates a user name from a password (and
// later ":" belong to the password); use UserPassword when the user name
// itself may hold a ":". It makes the authority present.
func (b *Builder) Userinfo(s string) *Builder {
	if b.err != nil {
		return b
	}
	b.userinfo = UserinfoSet.Encode(s)
	b.has |= fUserinfo | fAuthority
	return b
}

// UserPassword sets the userinfo to user ":" password (RFC 3986 §3.2.1),
// both decoded; a ":" in user is encoded as %3A so that the first ":" is
// the separator. Note that §3.2.1 deprecates passwords in URIs; Redacted
// hides it when printing.
func (b *Builder) UserPassword(user, password string) *Builder {
	if b.err != nil {
		return b
	}
	u, p := UserinfoSet.Encode(user), UserinfoSet.Encode(password)
	b.userinfo = strings.ReplaceAll(u, ":", "%3A") + ":" + p
	b.has |= fUserinfo | fAuthority
	return b
}

// RawUserinfo sets the userinfo as written, already percent-encoded. It
// must match userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
// (RFC 3986 §3.2.1). It makes the authority present.
func (b *Builder) RawUserinfo(s string) *Builder {
	if b.err != nil {
		return b
	}
	if err := checkUserinfo(s, &syntaxes[RFC3986], 0, len(s)); err != nil {
		return b.fail(err)
	}
	b.userinfo = s
	b.has |= fUserinfo | fAuthority
	return b
}

// Host sets the host (RFC 3986 §3.2.2) from decoded text and makes the
// authority present. Its form decides how it is written:
//
//   - "" is the empty host ("file:///x", or "foo://" with no path);
//   - an IPv4address ("192.0.2.16") is written as it is;
//   - an IPv6address without brackets ("::1", "2001:db8::7") is enclosed in
//     "[" "]"; one followed by "%" and a zone ("fe80::1%en0") gets the zone
//     written after "%25" as RFC 6874 §2 requires ("[fe80::1%25en0]"), the
//     zone percent-encoded where needed;
//   - text in brackets is an IP-literal as written in a URI, exactly what
//     DecodedHost returns for one: "[::1]", "[fe80::1%25en0]", "[v7.x]"; it
//     is checked, not encoded, so its zone must be introduced by "%25";
//   - anything else is a reg-name, whose bytes other than unreserved and
//     sub-delims are percent-encoded ("bücher.example" becomes
//     "b%C3%BCcher.example").
//
// The decoded text is what DecodedHost returns; the form is decided from
// it, so a host that was a reg-name only through its encoding (RFC 3986
// §3.2.2 reads "192.168.0.%31" as a reg-name and "%3A%3A1" too) comes back
// as the address it spells ("192.168.0.1", "[::1]"). Use RawHost to keep a
// host exactly as written.
//
// A ":" outside an IPv6 address is an error rather than encoded, because it
// is almost always a port given with the host: use Port for the port, or
// RawHost with "%3A" for a reg-name that really holds a ":".
func (b *Builder) Host(h string) *Builder {
	if b.err != nil {
		return b
	}
	switch {
	case h == "":
		return b.setHost("")
	case h[0] == '[':
		return b.RawHost(h)
	case IsIPv4(h):
		return b.setHost(h)
	}
	addr, zone, hasZone := strings.Cut(h, "%")
	// Every IPv6address holds a ":"; testing that first keeps reg-names
	// off IsIPv6, whose failure reasons allocate.
	if strings.IndexByte(addr, ':') >= 0 && IsIPv6(addr) {
		if !hasZone {
			return b.setHost("[" + h + "]")
		}
		if zone == "" {
			return b.fail(newError(h, len(addr), ComponentZone, ErrInvalidHost,
				"empty zone identifier after \"%\"; remove the \"%\" or name the zone (RFC 6874 §2)"))
		}
		z := ZoneSet.Encode(zone)
		return b.setHost("[" + addr + "%25" + z + "]")
	}
	if i := strings.IndexByte(h, ':'); i >= 0 {
		return b.fail(newError(h, i, ComponentHost, ErrInvalidHost,
			"\":\" in a host name; set the port with Port, enclose an IPv6 address in \"[ ]\", "+
				"or write %3A with RawHost"))
	}
	enc := HostSet.Encode(h)
	return b.setHost(enc)
}

// RawHost sets the host as written in a URI (RFC 3986 §3.2.2): an
// IP-literal in brackets ("[::1]", "[fe80::1%25en0]" per RFC 6874, "[v7.x]"),
// an IPv4address, or a reg-name, already percent-encoded. It makes the
// authority present.
func (b *Builder) RawHost(h string) *Builder {
	if b.err != nil {
		return b
	}
	if h != "" && h[0] == '[' {
		if len(h) < 2 || h[len(h)-1] != ']' {
			return b.fail(newError(h, 0, ComponentHost, ErrInvalidHost,
				"\"[\" without a closing \"]\" at the end of the host"))
		}
		_, _, off, reason := checkIPLiteral(h[1:len(h)-1], true)
		if off >= 0 {
			return b.fail(newError(h, 1+off, ComponentHost, ErrInvalidHost, reason))
		}
		return b.setHost(h)
	}
	if off := scan(h, &syntaxes[RFC3986], sRegName, 0, len(h)); off >= 0 {
		e := charError(h, off, ComponentHost)
		switch c := h[off]; {
		case c == ':':
			e.Reason = "\":\" in a host; set the port with Port, or enclose an IPv6 address in \"[ ]\""
		case c == '[' || c == ']':
			e.Reason = "\"" + h[off:off+1] + "\" in a host; an IP literal must be the whole host, as in \"[::1]\""
		}
		if e.Kind == ErrInvalidChar {
			e.Kind = ErrInvalidHost
		}
		return b.fail(e)
	}
	return b.setHost(h)
}

// setHost records a checked, encoded host.
func (b *Builder) setHost(h string) *Builder {
	b.host = h
	b.has |= fAuthority
	return b
}

// Port sets the port digits (RFC 3986 §3.2.3: port = *DIGIT) and makes the
// authority present. "" gives a present but empty port ("http://a:/"). The
// grammar sets no upper bound, and neither does Port (PortValue takes a
// uint16, which cannot exceed 65535). Any byte that is not a digit is an
// error: a port cannot be percent-encoded.
func (b *Builder) Port(p string) *Builder {
	if b.err != nil {
		return b
	}
	for i := 0; i < len(p); i++ {
		if !ascii.IsDigit(p[i]) {
			return b.fail(newError(p, i, ComponentPort, ErrInvalidPort,
				"invalid character "+describeByte(p[i])+"; a port is decimal digits only (RFC 3986 §3.2.3)"))
		}
	}
	b.port = p
	b.has |= fPort | fAuthority
	return b
}

// PortValue sets the port to the decimal digits of p, a transport port
// number, as URI.PortValue reads it back (and netip.AddrPort holds one). It
// makes the authority present.
func (b *Builder) PortValue(p uint16) *Builder {
	if b.err != nil {
		return b
	}
	b.port = strconv.Itoa(int(p))
	b.has |= fPort | fAuthority
	return b
}

// RawAuthority sets the whole authority as written, without the leading
// "//": [ userinfo "@" ] host [ ":" port ] (RFC 3986 §3.2). It replaces the
// userinfo, host and port; a part the text does not hold becomes absent.
// RawAuthority("") gives the empty authority.
func (b *Builder) RawAuthority(a string) *Builder {
	if b.err != nil {
		return b
	}
	for i := 0; i < len(a); i++ {
		if c := a[i]; c == '/' || c == '?' || c == '#' {
			return b.fail(newError(a, i, ComponentAuthority, ErrInvalidChar,
				"invalid character "+describeByte(c)+" in an authority; write it as "+pct.Triplet(c)))
		}
	}
	v, err := parse("//"+a, RFC3986, false)
	if err != nil {
		e, ok := err.(*Error)
		if !ok {
			return b.fail(newError(a, 0, ComponentAuthority, ErrInvalidPart, err.Error()))
		}
		return b.fail(newError(a, max(e.Offset-2, 0), e.Component, e.Kind, e.Reason))
	}
	b.userinfo, b.host, b.port = v.Userinfo(), v.Host(), v.Port()
	b.has = b.has&^(fUserinfo|fPort) | v.flags&(fUserinfo|fPort) | fAuthority
	return b
}
