package uri

import "github.com/urikit/urikit/internal/ascii"

// Parsing per RFC 3986 Appendix A. One pass over the input splits it as the
// regular expression of Appendix B does and checks every byte against the
// grammar of its component as it goes; the result holds offsets into the
// input, so a successful parse allocates nothing.

// Parse parses s as a URI (RFC 3986 §3, rule URI): a scheme is required, a
// fragment allowed. Use ParseReference for relative references.
func Parse(s string) (URI, error) { return parse(s, RFC3986, true) }

// ParseReference parses s as a URI-reference (RFC 3986 §4.1): a URI or a
// relative reference.
func ParseReference(s string) (URI, error) { return parse(s, RFC3986, false) }

// ParseAbsolute parses s as an absolute-URI (RFC 3986 §4.3): a URI without
// a fragment, the form a base URI takes.
func ParseAbsolute(s string) (URI, error) {
	u, err := parse(s, RFC3986, true)
	if err == nil && u.HasFragment() {
		return URI{}, newError(s, int(u.queryEnd), ComponentFragment, ErrFragment,
			"fragment in an absolute URI; remove the \"#\" and what follows it")
	}
	return u, err
}

// ParseRelative parses s as a relative-ref (RFC 3986 §4.2): a reference
// without a scheme.
func ParseRelative(s string) (URI, error) {
	u, err := parse(s, RFC3986, false)
	if err == nil && u.HasScheme() {
		return URI{}, newError(s, int(u.schemeEnd), ComponentScheme, ErrInvalidScheme,
			"scheme \""+u.Scheme()+"\" where a relative reference has none; if the text before \":\" is part of a path, write \"./\" before it")
	}
	return u, err
}

// MustParse is like Parse but panics on an error. It is meant for constants
// in programs and tests, as regexp.MustCompile is.
func MustParse(s string) URI {
	u, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// Parse parses s as a URI (scheme required) under the dialect's grammar.
func (d Dialect) Parse(s string) (URI, error) { return parse(s, d, true) }

// ParseReference parses s as a URI reference under the dialect's grammar.
func (d Dialect) ParseReference(s string) (URI, error) { return parse(s, d, false) }

// parse is the single-pass parser behind every entry point.
func parse(s string, d Dialect, needScheme bool) (URI, error) {
	var u URI
	if _, err := parseInto(&u, s, d, needScheme); err != nil {
		return URI{}, err
	}
	return u, nil
}

// notes are what the parser noticed on its way that syntax-based
// normalization (RFC 3986 §6.2.2) would change, so that NormalizeString
// need not look at every byte again. A clear bit is a promise that the
// input holds nothing of the kind; a set bit is only a maybe. The RFC 3986
// fast paths tell them apart; elsewhere the parser sets all of them.
type notes uint8

const (
	// nPct: a triplet with lower-case hex digits or encoding an unreserved
	// character (see tripletNormal).
	nPct notes = 1 << iota
	// nUpper: an upper-case letter in the scheme, or outside triplets in
	// the authority (userinfo included: it does not matter, but telling it
	// from the host would cost a pass).
	nUpper
	// nDot: a "." or ".." segment in the path.
	nDot

	nAll = nPct | nUpper | nDot
)

// parseInto is parse writing into *u, which it leaves unspecified on an
// error, and reporting its notes. (Filled in place, the value is not copied
// on its way out.)
func parseInto(u *URI, s string, d Dialect, needScheme bool) (nt notes, err error) {
	if len(s) > maxLen {
		return nAll, newError(s[:0], 0, ComponentNone, ErrTooLong, "input longer than 2 GiB")
	}
	if d > dialectIRI {
		d = RFC3986
	}
	syn := &syntaxes[d]
	*u = URI{s: s, dialect: d}
	n := len(s)
	i := 0
	if d != RFC3986 {
		nt = nAll
	}

	// Scheme (§3.1): the text before the first ":" if no "/", "?" or "#"
	// comes first, and it is a valid scheme.
	if n > 0 && syn.t[s[0]]&sSchemeFirst != 0 {
		j := 1
		seen := syn.t[s[0]]
		for j < n && syn.t[s[j]]&sScheme != 0 {
			seen |= syn.t[s[j]]
			j++
		}
		if j < n && s[j] == ':' {
			u.schemeEnd = int32(j)
			u.flags |= fScheme
			i = j + 1
			if seen&sUpper != 0 {
				nt |= nUpper
			}
		}
	}
	if needScheme && u.flags&fScheme == 0 {
		return nAll, schemeError(s, syn)
	}

	// Authority (§3.2): "//" up to the next "/", "?" or "#".
	if i+1 < n && s[i] == '/' && s[i+1] == '/' {
		u.flags |= fAuthority
		start := i + 2
		if d == RFC3986 {
			if end, an := u.plainAuthority(start); end >= 0 {
				i = end
				nt |= an
				goto path
			}
		}
		nt = nAll // not worth telling apart on the slow path
		end := start
		for end < n && s[end] != '/' && s[end] != '?' && s[end] != '#' {
			end++
		}
		if err := u.parseAuthority(syn, start, end); err != nil {
			return nAll, err
		}
		i = end
	}

	// Path (§3.3): up to the first "?" or "#".
path:
	u.pathStart = int32(i)
	var pct bool
	if d == RFC3986 {
		// RFC 3986 has one set for both kinds of path. Stop at each "."
		// to note a dot-segment.
		i, pct = scanPart(s, i, syn, sPathNoDot)
		for i < n && s[i] == '.' {
			if (i == int(u.pathStart) || s[i-1] == '/') && dotSegmentEnds(s, i) {
				nt |= nDot
			}
			var p bool
			i, p = scanPart(s, i+1, syn, sPathNoDot)
			pct = pct || p
		}
	} else {
		mask := sPath
		if u.flags&(fScheme|fAuthority) == fScheme && i < n && s[i] != '/' {
			mask = sOpaque
		}
		i, _ = scanPart(s, i, syn, mask)
	}
	if u.flags&(fScheme|fAuthority) == 0 && !syn.colonFirstSeg {
		// path-noscheme (§4.2): the first segment of a relative path may
		// not hold ":", or it would read as a scheme.
		for j := int(u.pathStart); j < i && s[j] != '/'; j++ {
			if s[j] == ':' {
				return nAll, newError(s, j, ComponentPath, ErrInvalidPath,
					firstSegmentColon(s[:j]))
			}
		}
	}
	if i < n && s[i] != '?' && s[i] != '#' {
		return nAll, charError(s, i, ComponentPath)
	}
	u.pathEnd = int32(i)

	// Query (§3.4): from "?" up to "#".
	if i < n && s[i] == '?' {
		u.flags |= fQuery
		var p bool
		if i, p = scanPart(s, i+1, syn, sQuery); i < n && s[i] != '#' {
			return nAll, charError(s, i, ComponentQuery)
		}
		pct = pct || p
	}
	u.queryEnd = int32(i)

	// Fragment (§3.5): from "#" to the end.
	if i < n {
		u.flags |= fFragment
		var p bool
		if i, p = scanPart(s, i+1, syn, sQuery); i < n {
			return nAll, charError(s, i, ComponentFragment)
		}
		pct = pct || p
	}
	if pct {
		nt |= nPct
	}
	if d == dialectIRI {
		if err := u.checkIRIChars(); err != nil {
			return nAll, err
		}
	}
	return nt, nil
}

// dotSegmentEnds reports whether the "." at s[i], which begins a path
// segment, begins a "." or ".." segment: one or two dots, then "/", the end
// of the path ("?", "#") or of s. It is dotSegmentAt for a path whose end
// the parser has not reached yet.
func dotSegmentEnds(s string, i int) bool {
	i++
	if i < len(s) && s[i] == '.' {
		i++
	}
	return i == len(s) || s[i] == '/' || s[i] == '?' || s[i] == '#'
}

// schemeError explains why s does not begin with a scheme.
func schemeError(s string, syn *syntax) *Error {
	colon := -1
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == ':' {
			colon = i
			break
		} else if c == '/' || c == '?' || c == '#' {
			break
		}
	}
	switch {
	case colon == 0:
		return newError(s, 0, ComponentScheme, ErrInvalidScheme, "empty scheme before \":\"")
	case colon < 0:
		return newError(s, 0, ComponentScheme, ErrMissingScheme,
			"missing scheme; a URI begins with a scheme such as \"https:\" (parse it as a reference if it is relative)")
	case syn.t[s[0]]&sSchemeFirst == 0:
		if s[0] >= 0x80 || syn.t[s[0]]&sScheme == 0 {
			return charError(s, 0, ComponentScheme)
		}
		return newError(s, 0, ComponentScheme, ErrInvalidScheme,
			"scheme begins with "+describeByte(s[0])+"; a scheme must begin with a letter")
	}
	for i := 1; ; i++ {
		if syn.t[s[i]]&sScheme == 0 {
			return charError(s, i, ComponentScheme)
		}
	}
}

// firstSegmentColon explains a ":" in the first segment of a relative path.
func firstSegmentColon(before string) string {
	return "\":\" in the first segment of a relative path (" + quoteInput(before) +
		" is not a valid scheme); write \"./\" before the path or %3A for the \":\""
}

// parseAuthority checks s[start:end], the authority (§3.2), and records the
// userinfo, host and port offsets.
func (u *URI) parseAuthority(syn *syntax, start, end int) *Error {
	s := u.s
	// userinfo ends at the last "@": a userinfo cannot hold "@", so any
	// earlier one is reported as a character error below.
	at := -1
	for j := end - 1; j >= start; j-- {
		if s[j] == '@' {
			at = j
			break
		}
	}
	hostStart := start
	if at >= 0 {
		if err := checkUserinfo(s, syn, start, at); err != nil {
			if syn.regNameAuth && isRegNameAuthority(s[start:end], syn) {
				u.setRegNameAuthority(start, end)
				return nil
			}
			return err
		}
		u.flags |= fUserinfo
		hostStart = at + 1
	}

	// host [ ":" port ]
	hostEnd := hostStart
	if hostStart < end && s[hostStart] == '[' {
		if !syn.ipLiteral {
			return newError(s, hostStart, ComponentHost, ErrInvalidHost,
				"IP literals in \"[ ]\" are not part of this dialect")
		}
		close := -1
		for j := hostStart + 1; j < end; j++ {
			if s[j] == ']' {
				close = j
				break
			}
		}
		if close < 0 {
			return newError(s, hostStart, ComponentHost, ErrInvalidHost,
				"\"[\" without a closing \"]\"")
		}
		kind, zone, off, reason := checkIPLiteral(s[hostStart+1:close], syn.ipFuture)
		if off >= 0 {
			return newError(s, hostStart+1+off, ComponentHost, ErrInvalidHost, reason)
		}
		u.kind = kind
		if zone > 0 {
			u.zoneStart = int32(hostStart + 1 + zone)
		}
		hostEnd = close + 1
		if hostEnd < end && s[hostEnd] != ':' {
			return newError(s, hostEnd, ComponentHost, ErrInvalidHost,
				"unexpected "+describeByte(s[hostEnd])+" after \"]\"; only \":\" and a port may follow an IP literal")
		}
	} else {
		for hostEnd < end && s[hostEnd] != ':' {
			hostEnd++
		}
		kind, err := checkHost(s, syn, hostStart, hostEnd, end)
		if err != nil {
			if syn.regNameAuth && isRegNameAuthority(s[start:end], syn) {
				u.flags &^= fUserinfo
				u.setRegNameAuthority(start, end)
				return nil
			}
			return err
		}
		u.kind = kind
	}
	u.hostStart, u.hostEnd = int32(hostStart), int32(hostEnd)

	if hostEnd < end {
		u.flags |= fPort
		for j := hostEnd + 1; j < end; j++ {
			if !ascii.IsDigit(s[j]) {
				if syn.regNameAuth && isRegNameAuthority(s[start:end], syn) {
					u.flags &^= fUserinfo | fPort
					u.zoneStart = 0
					u.setRegNameAuthority(start, end)
					return nil
				}
				e := charError(s, j, ComponentPort)
				if s[j] == ':' && u.kind != HostIPv6 {
					e.Reason = "second \":\" in the authority; an IPv6 address must be enclosed in \"[ ]\""
				}
				return e
			}
		}
		if syn.portRequired && hostEnd+1 == end {
			return newError(s, hostEnd, ComponentPort, ErrInvalidPort,
				"\":\" with no port digits; this dialect requires digits after \":\"")
		}
	}
	if syn.hostRequired && hostStart == hostEnd && u.kind != HostIPv6 {
		empty := start == end
		if syn.emptyHostFile {
			empty = start == end && u.flags&fScheme != 0 && ascii.EqualFold(u.Scheme(), "file")
		}
		if !empty {
			return newError(s, hostStart, ComponentHost, ErrInvalidHost,
				"empty host; this dialect requires a host name or address after \"//\"")
		}
	}
	return nil
}

// plainAuthority is the fast path for the common RFC 3986 authority: an
// optional userinfo, a reg-name or IPv4address host and an optional port.
// It checks the authority starting at start and returns its end, or -1 when
// the authority is not of that plain form (an IP literal, or an error),
// leaving the exact parser to handle it; and its notes (nPct, nUpper).
//
// The host scan stops at a ":", which begins a port, or a password when an
// "@" follows.
func (u *URI) plainAuthority(start int) (end int, nt notes) {
	s := u.s
	n := len(s)
	syn := &syntaxes[RFC3986]
	hostStart := start
	i, nt := scanHost(s, start)
	colon := -1
	if i < n && s[i] == ':' {
		colon = i
		var p bool
		i, p = scanPart(s, i+1, syn, sAuth)
		nt |= pctNote(p)
	}
	if i < n && s[i] == '@' {
		hostStart = i + 1
		var hn notes
		i, hn = scanHost(s, hostStart)
		nt |= hn
		colon = -1
		if i < n && s[i] == ':' {
			colon = i
			for i++; i < n && ascii.IsDigit(s[i]); i++ {
			}
		}
	}
	if i < n && s[i] != '/' && s[i] != '?' && s[i] != '#' {
		return -1, nt
	}
	hostEnd := i
	if colon >= 0 {
		for j := colon + 1; j < i; j++ {
			if !ascii.IsDigit(s[j]) {
				return -1, nt
			}
		}
		hostEnd = colon
		u.flags |= fPort
	}
	if hostStart > start {
		u.flags |= fUserinfo
	}
	u.hostStart, u.hostEnd = int32(hostStart), int32(hostEnd)
	u.kind = HostRegName
	if hostEnd > hostStart && ascii.IsDigit(s[hostStart]) {
		if off, _ := checkIPv4(s[hostStart:hostEnd]); off < 0 {
			u.kind = HostIPv4
		}
	}
	return i, nt
}

// scanHost is scanPart over sHost (a reg-name) under RFC 3986, noting an
// upper-case letter (outside triplets) on the way.
func scanHost(s string, i int) (end int, nt notes) {
	syn := &syntaxes[RFC3986]
	i, pct := scanPart(s, i, syn, sHostLower)
	if i < len(s) && syn.t[s[i]]&sUpper != 0 {
		nt |= nUpper
		var p bool
		i, p = scanPart(s, i, syn, sHost)
		pct = pct || p
	}
	return i, nt | pctNote(pct)
}

// pctNote returns nPct if pct is true.
func pctNote(pct bool) notes {
	if pct {
		return nPct
	}
	return 0
}

// setRegNameAuthority records a Draft2003 authority that is a whole
// reg-name (seed 003 §3.2.1), with no userinfo or port of its own.
func (u *URI) setRegNameAuthority(start, end int) {
	u.flags &^= fUserinfo | fPort
	u.hostStart, u.hostEnd = int32(start), int32(end)
	u.kind = HostRegName
	u.zoneStart = 0
}

// isRegNameAuthority reports whether an authority matches seed 003's
// reg-name = 1*( unreserved / escaped / ";" / ":" / "@" / "&" / "=" / "+" / "$" / "," ).
func isRegNameAuthority(a string, syn *syntax) bool {
	if a == "" {
		return false
	}
	return scan(a, syn, sRegName, 0, len(a)) < 0
}

// checkUserinfo checks s[from:to] against userinfo (§3.2.1).
func checkUserinfo(s string, syn *syntax, from, to int) *Error {
	colons := 0
	for i := from; i < to; i++ {
		c := s[i]
		switch {
		case syn.t[c]&sUserinfo != 0:
		case c == ':':
			colons++
			if syn.oneColonUser && colons > 1 {
				return newError(s, i, ComponentUserinfo, ErrInvalidChar,
					"second \":\" in user:password; write it as %3A")
			}
		case c == '%' && i+2 < to && ascii.IsHex(s[i+1]) && ascii.IsHex(s[i+2]):
			i += 2
		case c == '@':
			return newError(s, i, ComponentUserinfo, ErrInvalidChar,
				"\"@\" in userinfo; write it as %40 (only the last \"@\" ends the userinfo)")
		default:
			return charError(s, i, ComponentUserinfo)
		}
	}
	return nil
}

// checkHost checks the non-IP-literal host s[from:to] and returns its kind.
// end is the end of the authority, for telling a port apart.
func checkHost(s string, syn *syntax, from, to, end int) (HostKind, *Error) {
	h := s[from:to]
	if !syn.hostnameLabels {
		// RFC 3986: IPv4address if it matches, else reg-name ("first-match-wins").
		if off, _ := checkIPv4(h); off < 0 {
			return HostIPv4, nil
		}
		if off := scan(s, syn, sRegName, from, to); off >= 0 {
			if s[off] == '[' || s[off] == ']' {
				return 0, newError(s, off, ComponentHost, ErrInvalidHost,
					"\""+s[off:off+1]+"\" in a host; an IP literal must be the whole host, as in \"[::1]\"")
			}
			return 0, charError(s, off, ComponentHost)
		}
		return HostRegName, nil
	}
	if h == "" {
		return HostRegName, nil // emptiness is judged by the caller
	}
	if syn.anyIPv4 {
		if isHostnumber(h) {
			return HostIPv4, nil
		}
	} else if off, _ := checkIPv4(h); off < 0 {
		return HostIPv4, nil
	}
	maxLabel, trailingDot := 0, false
	if syn.regNameAuth { // seed 003 §3.2.2: labels of at most 63, final "." allowed
		maxLabel, trailingDot = 63, true
	}
	if off, reason := checkHostname(h, maxLabel, trailingDot); off >= 0 {
		return 0, newError(s, from+off, ComponentHost, ErrInvalidHost, reason)
	}
	return HostRegName, nil
}
