package uri

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/scheme"
)

// Normalizing the authority: the host in lower case where it is
// case-insensitive (RFC 3986 §6.2.2.1) with its percent-encoding normalized,
// the host "localhost" of schemes that make it the empty host and a
// default port (§6.2.3, from the scheme registry), and the protocol-based
// cut of leading "www." labels (§6.2.4, Normalizer.RemoveWWW).

// hasUpperOutsideTriplets is hasUpper skipping the hex digits of
// percent-encoded triplets.
func hasUpperOutsideTriplets(s string) bool {
	if !ascii.HasUpper(s) {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '%':
			i += 2
		case 'A' <= c && c <= 'Z':
			return true
		}
	}
	return false
}

// isLocalhost reports whether h is "localhost". (It looks at the first byte
// before calling for a comparison: many hosts have nine bytes.)
func isLocalhost[S ~string | ~[]byte](h S) bool {
	return len(h) == 9 && h[0] == 'l' && string(h) == "localhost"
}

// localhostRule reports whether u's scheme maps the host "localhost" to the
// empty host (and u's dialect allows an empty host for it).
func (c *config) localhostRule(u *URI) bool {
	if c.rules(u).Rules&scheme.LocalhostEmpty == 0 {
		return false
	}
	if c.syn.emptyHostFile {
		return ascii.EqualFold(u.Scheme(), "file")
	}
	return !c.syn.hostRequired
}

// lowersHost reports whether the host of u is case-insensitive (RFC 3986
// §3.2.2, §6.2.2.1). It is, except for a seed 003 authority that is a whole
// reg-name ("naming authority" with ":" or "@"), whose case the draft does
// not make insignificant.
func (c *config) lowersHost(u *URI) bool {
	if !c.syn.regNameAuth || u.kind != HostRegName {
		return true
	}
	h := u.Host()
	if h == "" || IsIPv4(h) {
		return true
	}
	off, _ := checkHostname(h, 63, true)
	return off < 0
}

// hostMask returns the syntax bit under which a reg-name's percent-encoded
// octets are decoded: sRegName, or none for a seed 003 whole reg-name
// authority, where decoding could turn it into a server-based authority
// (userinfo, host, port) on the next parse.
func (c *config) hostMask(u *URI) uint16 {
	if c.lowersHost(u) {
		return sRegName
	}
	return 0
}

// hostCaseNormal reports whether the host is in the case build writes.
func (c *config) hostCaseNormal(u *URI) bool {
	h := u.Host()
	switch u.kind {
	case HostRegName:
		if !c.lowersHost(u) {
			return true
		}
		return !hasUpperOutsideTriplets(h)
	case HostIPv6:
		if u.zoneStart != 0 {
			h = u.s[u.hostStart:u.zoneStart] // the zone keeps its case
		}
		return !ascii.HasUpper(h)
	case HostIPvFuture:
		return !ascii.HasUpper(h)
	}
	return true
}

// appendHost appends u's host normalized, setting v.zoneStart.
func (c *config) appendHost(b []byte, u, v *URI) []byte {
	h := u.Host()
	if !c.syntax && !c.n.IPv6RFC5952 {
		if u.zoneStart != 0 {
			v.zoneStart = int32(len(b)) + u.zoneStart - u.hostStart
		}
		return append(b, h...)
	}
	switch u.kind {
	case HostRegName:
		if !c.syntax {
			return append(b, h...)
		}
		return appendPctNormal(b, h, c.syn, c.hostMask(u), c.lowersHost(u))
	case HostIPv6:
		addr, zone := h[1:len(h)-1], ""
		if u.zoneStart != 0 {
			addr = u.s[u.hostStart+1 : u.zoneStart]
			zone = u.s[u.zoneStart+3 : u.hostEnd-1]
		}
		b = append(b, '[')
		switch {
		case c.n.IPv6RFC5952:
			b = appendIPv6RFC5952(b, ipv6Groups(addr))
		case c.syntax:
			b = ascii.AppendLower(b, addr)
		default:
			b = append(b, addr...)
		}
		if u.zoneStart != 0 {
			v.zoneStart = int32(len(b))
			b = append(b, '%', '2', '5')
			if c.syntax {
				// RFC 6874 §2: a zone is of local significance only and
				// interface names may be case-sensitive: keep its case,
				// normalize only its percent-encoding.
				b = appendPctNormal(b, zone, nil, 0, false)
			} else {
				b = append(b, zone...)
			}
		}
		return append(b, ']')
	case HostIPvFuture:
		if c.syntax {
			return ascii.AppendLower(b, h)
		}
	}
	return append(b, h...)
}

// wwwCut reports whether RemoveWWW removes "www." from host h: a reg-name
// that begins with "www." and whose rest has a "." and is not an IPv4
// address. h is taken as written (build passes the normalized host).
func wwwCut(h string, kind HostKind) bool {
	return kind == HostRegName && wwwCutLen(h) > 0
}

// wwwCutLen returns how many leading bytes RemoveWWW takes from the reg-name
// h: the leading "www." labels, removed one by one while what remains has a
// "." and is not an IPv4 address. It looks at h once: while a "www." label
// follows, what remains begins with "www." and passes, so only the last cut
// can fail, and then every cut but the last is made.
func wwwCutLen[S ~string | ~[]byte](h S) int {
	k := 0
	for hasPrefix(h[4*k:], "www.") {
		k++
	}
	if k == 0 {
		return 0
	}
	if rest := h[4*k:]; indexByte(rest, '.') > 0 {
		if off, _ := checkIPv4(withoutPort(rest)); off >= 0 {
			return 4 * k
		}
	}
	return 4 * (k - 1)
}

// withoutPort returns h without a final ":" and digits. The older dialects
// read a whole authority as a reg-name ("www.1.2.3.4:" in draft2003), which
// after the cut could parse again as an IPv4 address and a port.
func withoutPort[S ~string | ~[]byte](h S) S {
	i := len(h) - 1
	for i >= 0 && h[i] != ':' {
		i--
	}
	if i < 0 {
		return h
	}
	if !ascii.AllDigits(h[i+1:]) {
		return h
	}
	return h[:i]
}

// portIs reports whether the decimal digits p, leading zeros allowed, name
// the port def (def 0: never).
func portIs(p string, def uint16) bool {
	if def == 0 {
		return false
	}
	n := 0
	for i := 0; i < len(p); i++ {
		n = n*10 + int(p[i]-'0')
		if n > 65535 {
			return false
		}
	}
	return n == int(def)
}
