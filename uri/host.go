package uri

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// Host forms of RFC 3986 §3.2.2 (IPv4address, IPv6address, IPvFuture,
// reg-name), the RFC 6874 zone identifier, and the domain-label hostnames of
// the older grammars. Each checker returns -1 when its input matches, or the
// offset of the first byte that does not, with a reason.

// IsIPv4 reports whether s matches IPv4address (RFC 3986 §3.2.2): four
// dec-octets, each 0-255 without leading zeros ("1.2.3.4", not "01.2.3.4").
func IsIPv4(s string) bool { off, _ := checkIPv4(s); return off < 0 }

// checkIPv4 checks s against IPv4address.
func checkIPv4[S ~string | ~[]byte](s S) (int, string) {
	i := 0
	for octet := 0; octet < 4; octet++ {
		if octet > 0 {
			if i >= len(s) || s[i] != '.' {
				return i, "an IPv4 address has four parts separated by \".\""
			}
			i++
		}
		start := i
		v := 0
		for i < len(s) && ascii.IsDigit(s[i]) && i-start < 3 {
			v = v*10 + int(s[i]-'0')
			i++
		}
		switch {
		case i == start:
			return i, "expected a decimal number 0-255"
		case v > 255:
			return start, "IPv4 part above 255"
		case s[start] == '0' && i-start > 1:
			return start, "IPv4 part with a leading zero"
		}
	}
	if i != len(s) {
		return i, "unexpected text after an IPv4 address"
	}
	return -1, ""
}

// IsIPv6 reports whether s matches IPv6address (RFC 3986 §3.2.2), in any of
// its nine forms, including an embedded IPv4 address in the low 32 bits. s
// has no brackets and no zone. It allocates nothing.
func IsIPv6(s string) bool { off, _ := checkIPv6(s); return off < 0 }

// checkIPv6 checks s against IPv6address. The nine alternatives of the ABNF
// come to this: h16 groups separated by ":", the last two of which may be
// an IPv4address (ls32); with no "::" there are exactly 8 groups; with one
// "::" at most 7, the "::" standing for the rest.
func checkIPv6(s string) (int, string) {
	if s == "" {
		return 0, "empty IPv6 address"
	}
	groups := 0
	elided := false
	i := 0
	if s[0] == ':' {
		if len(s) < 2 || s[1] != ':' {
			return 0, "an IPv6 address cannot begin with a single \":\""
		}
		elided = true
		i = 2
	}
	for i < len(s) {
		start := i
		for i < len(s) && ascii.IsHex(s[i]) {
			i++
		}
		if i < len(s) && s[i] == '.' {
			// ls32 as IPv4address: must run to the end.
			if off, reason := checkIPv4(s[start:]); off >= 0 {
				return start + off, reason
			}
			groups += 2
			break
		}
		switch {
		case i == start:
			return i, "expected 1 to 4 hex digits"
		case i-start > 4:
			return start + 4, "more than 4 hex digits in an IPv6 group"
		}
		groups++
		if i == len(s) {
			break
		}
		if s[i] != ':' {
			return i, "unexpected character in an IPv6 address (hex digits, \":\" and a final IPv4 address only)"
		}
		i++
		if i < len(s) && s[i] == ':' {
			if elided {
				return i - 1, "an IPv6 address may contain \"::\" only once"
			}
			elided = true
			i++
		} else if i == len(s) {
			return i - 1, "an IPv6 address cannot end with a single \":\""
		}
	}
	switch {
	case elided && groups > 7:
		return 0, "too many groups in an IPv6 address with \"::\""
	case !elided && groups != 8:
		return 0, "an IPv6 address without \"::\" needs 8 groups of hex digits"
	}
	return -1, ""
}

// checkIPvFuture checks s against IPvFuture (RFC 3986 §3.2.2):
// "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ).
func checkIPvFuture(s string) (int, string) {
	if s == "" || (s[0] != 'v' && s[0] != 'V') {
		return 0, "an IP literal is an IPv6 address or \"v\" version \".\" text"
	}
	i := 1
	for i < len(s) && ascii.IsHex(s[i]) {
		i++
	}
	if i == 1 {
		return i, "IPvFuture needs a hex version number after \"v\""
	}
	if i == len(s) || s[i] != '.' {
		return i, "IPvFuture needs \".\" after its version number"
	}
	i++
	if i == len(s) {
		return i, "IPvFuture needs text after \".\""
	}
	for ; i < len(s); i++ {
		if !pct.Host.Has(s[i]) && s[i] != ':' {
			return i, "invalid character " + describeByte(s[i]) + " in IPvFuture"
		}
	}
	return -1, ""
}

// checkZone checks an RFC 6874 ZoneID: 1*( unreserved / pct-encoded ).
func checkZone(s string) (int, string) {
	if s == "" {
		return 0, "empty zone identifier after \"%25\""
	}
	for i := 0; i < len(s); i++ {
		switch {
		case pct.Unreserved.Has(s[i]):
		case s[i] == '%' && i+2 < len(s) && ascii.IsHex(s[i+1]) && ascii.IsHex(s[i+2]):
			i += 2
		case s[i] == '%':
			return i, "\"%\" not followed by two hex digits in a zone identifier"
		default:
			return i, "invalid character " + describeByte(s[i]) + " in a zone identifier; percent-encode it"
		}
	}
	return -1, ""
}

// checkIPLiteral checks the text between "[" and "]" (RFC 3986 §3.2.2 with
// RFC 6874). It returns the host kind and, for a zone, the offset of "%25"
// within s.
func checkIPLiteral(s string, future bool) (kind HostKind, zone int, off int, reason string) {
	if s != "" && (s[0] == 'v' || s[0] == 'V') {
		if !future {
			return 0, 0, 0, "IPvFuture literals are not part of this dialect"
		}
		off, reason = checkIPvFuture(s)
		return HostIPvFuture, 0, off, reason
	}
	addr := s
	pct := -1
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			pct = i
			break
		}
	}
	if pct >= 0 {
		if !future {
			return 0, 0, pct, "zone identifiers are not part of this dialect"
		}
		if len(s) < pct+3 || s[pct+1] != '2' || s[pct+2] != '5' {
			return 0, 0, pct, "a zone identifier is introduced by \"%25\" (RFC 6874), not a bare \"%\""
		}
		addr = s[:pct]
		if off, reason = checkZone(s[pct+3:]); off >= 0 {
			return 0, 0, pct + 3 + off, reason
		}
	}
	if off, reason = checkIPv6(addr); off >= 0 {
		return 0, 0, off, reason
	}
	if pct < 0 {
		pct = 0
	}
	return HostIPv6, pct, -1, ""
}

// checkHostname checks a host of domain labels (RFC 1034 §3.5 as the drafts
// and RFC 1738 write it): labels of letters, digits and "-", neither
// starting nor ending with "-", separated by "."; the last label starts
// with a letter. maxLabel, when not zero, bounds a label's length (63 in
// seed 003); trailingDot allows one final "." (seed 003 "qualified").
func checkHostname(s string, maxLabel int, trailingDot bool) (int, string) {
	if trailingDot && len(s) > 1 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	if s == "" {
		return 0, "empty host name"
	}
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != '.' {
			if !ascii.IsAlnum(s[i]) && s[i] != '-' {
				return i, "invalid character " + describeByte(s[i]) + " in a host name (letters, digits and \"-\" only)"
			}
			continue
		}
		label := s[start:i]
		switch {
		case label == "":
			return i, "empty label in a host name"
		case label[0] == '-' || label[len(label)-1] == '-':
			return start, "a host name label cannot begin or end with \"-\""
		case maxLabel > 0 && len(label) > maxLabel:
			return start, "a host name label is longer than 63 characters"
		case i == len(s) && !ascii.IsAlpha(label[0]):
			return start, "the last label of a host name must begin with a letter"
		}
		start = i + 1
	}
	return -1, ""
}

// isHostnumber reports whether s matches hostnumber = 1*digit "." 1*digit "." 1*digit "."
// 1*digit (seed 001, RFC 1738 §5).
func isHostnumber(s string) bool {
	parts := 0
	digits := 0
	for i := 0; i < len(s); i++ {
		switch {
		case ascii.IsDigit(s[i]):
			digits++
		case s[i] == '.' && digits > 0 && parts < 3:
			parts++
			digits = 0
		default:
			return false
		}
	}
	return parts == 3 && digits > 0
}
