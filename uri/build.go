package uri

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// Building a reference from its parts: each part is checked (or
// percent-encoded, when given decoded) on its own, the structural rules of
// RFC 3986 §3 and §4.2 are checked across parts at Build, and the parts are
// joined by the recomposition algorithm of RFC 3986 §5.3.

// A Builder makes a URI reference from its parts, given either decoded (the
// setter percent-encodes exactly what the component cannot carry literally,
// RFC 3986 §2.1) or already encoded (the Raw setters check the text against
// the component's grammar, RFC 3986 Appendix A). Build joins the parts as
// RFC 3986 §5.3 recomposes them; its result always parses back to the same
// parts: a part given decoded reads back equal through the matching
// Decoded accessor, a part given encoded reads back byte for byte. (Host
// describes the one ambiguity, decoded text that spells an IP address.)
//
// The zero Builder is ready to use and builds the empty relative reference.
// Setters take a pointer and return it, so calls chain:
//
//	u, err := new(uri.Builder).Scheme("https").Host("example.com").Path("/a b").Build()
//	// u.String() == "https://example.com/a%20b"
//
// An invalid part does not stop the chain: the Builder records the first
// error, ignores every later call, and Build (or Err) returns it. Errors are
// *Error values whose Input is the part as given, whose Offset is within
// that part, whose Component names it and whose Kind is the sentinel for
// what is wrong (ErrInvalidScheme, ErrInvalidPort, ErrInvalidHost,
// ErrInvalidChar, ErrInvalidPercent, ErrInvalidPath; ErrInvalidPart when no
// more specific one applies).
//
// Presence follows the URI value (§5.3 tests "defined", not "empty"):
// setting a component makes it present, even to "" (Query("") gives
// "...?"), and Clear makes it absent again. The authority is present as
// soon as any of userinfo, host, port or RawAuthority was set: Host("")
// alone gives the empty authority of "file:///x" or "foo://".
//
// A Builder may be copied: it holds only strings, so a copy is an
// independent Builder.
type Builder struct {
	scheme   string // a valid scheme
	userinfo string // encoded
	host     string // encoded, IP literals with their brackets
	port     string // digits
	path     string // encoded
	query    string // encoded
	fragment string // encoded
	has      flags  // which optional components are present
	// pathRaw is set when the path was given encoded: a ":" in the first
	// segment of a relative path is then an error rather than encoded.
	pathRaw bool
	err     *Error
}

// NewBuilder returns a Builder holding the parts of u, as written, so that
// one part can be changed:
//
//	v, err := uri.NewBuilder(u).Query("page=2").Build()
//
// The path counts as given encoded, as with RawPath. A value parsed under
// a dialect other than RFC3986 has its parts checked
// against the RFC 3986 grammar, as the Raw setters do; the first part that
// does not match is the Builder's error.
func NewBuilder(u URI) *Builder {
	b := new(Builder)
	if u.dialect != RFC3986 {
		return b.setRaw(u)
	}
	b.scheme = u.Scheme()
	b.userinfo = u.Userinfo()
	b.host = u.Host()
	b.port = u.Port()
	b.path = u.Path()
	b.query = u.Query()
	b.fragment = u.Fragment()
	b.has = u.flags
	b.pathRaw = true
	return b
}

// setRaw sets every part of u through the checking Raw setters.
func (b *Builder) setRaw(u URI) *Builder {
	if u.HasScheme() {
		b.Scheme(u.Scheme())
	}
	if u.HasAuthority() {
		b.RawHost(u.Host())
	}
	if u.HasUserinfo() {
		b.RawUserinfo(u.Userinfo())
	}
	if u.HasPort() {
		b.Port(u.Port())
	}
	b.RawPath(u.Path())
	if u.HasQuery() {
		b.RawQuery(u.Query())
	}
	if u.HasFragment() {
		b.RawFragment(u.Fragment())
	}
	return b
}

// Builder returns a Builder holding the parts of u; see NewBuilder.
func (u URI) Builder() *Builder { return NewBuilder(u) }

// Err returns the first error recorded by a setter, or nil. Build returns
// it too, along with the errors only the whole reference can show.
func (b *Builder) Err() error {
	if b.err == nil {
		return nil
	}
	return b.err
}

// fail records err unless an earlier error was recorded.
func (b *Builder) fail(err *Error) *Builder {
	if b.err == nil {
		b.err = err
	}
	return b
}

// Scheme sets the scheme (RFC 3986 §3.1): ALPHA *( ALPHA / DIGIT / "+" /
// "-" / "." ). It cannot be percent-encoded, so anything else is an error:
// an empty scheme, a scheme beginning with a digit, a scheme holding a ":".
// The case is kept as given (schemes compare case-insensitively, §3.1).
func (b *Builder) Scheme(s string) *Builder {
	if b.err != nil {
		return b
	}
	if s == "" {
		return b.fail(newError(s, 0, ComponentScheme, ErrInvalidScheme,
			"empty scheme; use Clear(ComponentScheme) for a relative reference"))
	}
	if err := ValidScheme(s); err != nil {
		return b.fail(err.(*Error))
	}
	b.scheme = s
	b.has |= fScheme
	return b
}

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
// grammar sets no upper bound, and neither does Port; PortNumber does. Any
// byte that is not a digit is an error: a port cannot be percent-encoded.
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

// PortNumber sets the port to the decimal digits of n, which must be a
// transport port number, 0 to 65535. It makes the authority present.
func (b *Builder) PortNumber(n int) *Builder {
	if b.err != nil {
		return b
	}
	if n < 0 || n > 65535 {
		s := strconv.Itoa(n)
		return b.fail(newError(s, 0, ComponentPort, ErrInvalidPort,
			"port "+s+" is outside 0-65535"))
	}
	b.port = strconv.Itoa(n)
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
				"invalid character "+describeByte(c)+" in an authority; write it as "+hexByte(c)))
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

// Path sets the path (RFC 3986 §3.3) from decoded text: "/" separates
// segments, and every other byte that is not a pchar (unreserved,
// sub-delims, ":" or "@") is percent-encoded. A "/" inside a segment cannot
// be expressed this way; use Segments for that.
//
// With an authority the path must be empty or begin with "/", and without
// one it must not begin with "//" (§3.3); Build reports a path breaking
// either rule as an error wrapping ErrInvalidPath, rather than change it,
// since a changed path would not read back the same. In a relative
// reference (no scheme, no authority) a ":" in the first segment would be
// read as ending a scheme (§4.2); there Build writes it as %3A, which
// decodes to the same path.
func (b *Builder) Path(p string) *Builder {
	if b.err != nil {
		return b
	}
	b.path = PathSet.Encode(p)
	b.pathRaw = false
	return b
}

// Segments sets an absolute path from decoded segments: each is written
// after a "/", with every byte that is not a pchar percent-encoded,
// including "/" as %2F, so DecodedSegments yields them back one for one.
// Segments("a", "b c", "") gives "/a/b%20c/"; Segments() gives the empty
// path. The structural rules of Path apply: a first segment that is empty
// ("//...") needs an authority.
func (b *Builder) Segments(segs ...string) *Builder {
	if b.err != nil {
		return b
	}
	n := 0
	for _, s := range segs {
		n += 1 + len(s)
	}
	p := make([]byte, 0, n)
	for _, s := range segs {
		p = append(p, '/')
		p = SegmentSet.Append(p, s)
	}
	b.path = string(p)
	b.pathRaw = false
	return b
}

// RawPath sets the path as written, already percent-encoded: *( pchar /
// "/" ) (RFC 3986 §3.3). The structural rules described at Path are checked
// by Build; a ":" in the first segment of a relative reference is an error
// there, since encoded text is not changed.
func (b *Builder) RawPath(p string) *Builder {
	if b.err != nil {
		return b
	}
	if off := scan(p, &syntaxes[RFC3986], sPath, 0, len(p)); off >= 0 {
		return b.fail(charError(p, off, ComponentPath))
	}
	b.path = p
	b.pathRaw = true
	return b
}

// Query sets the query (RFC 3986 §3.4) from decoded text, percent-encoding
// every byte other than pchar, "/" and "?". Query("") makes the query
// present and empty ("...?"). The text is not split into parameters: to
// build "a=1&b=2" from values that may hold "&" or "=", encode the values
// first (for instance with url.QueryEscape) and use RawQuery.
func (b *Builder) Query(q string) *Builder {
	if b.err != nil {
		return b
	}
	b.query = QuerySet.Encode(q)
	b.has |= fQuery
	return b
}

// RawQuery sets the query as written, already percent-encoded: *( pchar /
// "/" / "?" ) (RFC 3986 §3.4).
func (b *Builder) RawQuery(q string) *Builder {
	if b.err != nil {
		return b
	}
	if off := scan(q, &syntaxes[RFC3986], sQuery, 0, len(q)); off >= 0 {
		return b.fail(charError(q, off, ComponentQuery))
	}
	b.query = q
	b.has |= fQuery
	return b
}

// Fragment sets the fragment (RFC 3986 §3.5) from decoded text,
// percent-encoding every byte other than pchar, "/" and "?". Fragment("")
// makes the fragment present and empty ("...#").
func (b *Builder) Fragment(f string) *Builder {
	if b.err != nil {
		return b
	}
	b.fragment = FragmentSet.Encode(f)
	b.has |= fFragment
	return b
}

// RawFragment sets the fragment as written, already percent-encoded:
// *( pchar / "/" / "?" ) (RFC 3986 §3.5).
func (b *Builder) RawFragment(f string) *Builder {
	if b.err != nil {
		return b
	}
	if off := scan(f, &syntaxes[RFC3986], sQuery, 0, len(f)); off >= 0 {
		return b.fail(charError(f, off, ComponentFragment))
	}
	b.fragment = f
	b.has |= fFragment
	return b
}

// Clear makes component c absent: ComponentScheme (the result is a relative
// reference), ComponentAuthority (userinfo, host and port go too),
// ComponentUserinfo, ComponentPort, ComponentQuery or ComponentFragment.
// ComponentHost and ComponentPath, which are never absent when their
// component is there (§3.2.2, §3.3), are made empty; the authority stays.
// Any other component is an error wrapping ErrInvalidPart.
func (b *Builder) Clear(c Component) *Builder {
	if b.err != nil {
		return b
	}
	switch c {
	case ComponentScheme:
		b.scheme = ""
		b.has &^= fScheme
	case ComponentAuthority:
		b.userinfo, b.host, b.port = "", "", ""
		b.has &^= fAuthority | fUserinfo | fPort
	case ComponentUserinfo:
		b.userinfo = ""
		b.has &^= fUserinfo
	case ComponentHost:
		b.host = ""
	case ComponentPort:
		b.port = ""
		b.has &^= fPort
	case ComponentPath:
		b.path = ""
	case ComponentQuery:
		b.query = ""
		b.has &^= fQuery
	case ComponentFragment:
		b.fragment = ""
		b.has &^= fFragment
	default:
		return b.fail(newError("", 0, c, ErrInvalidPart, "cannot clear the "+c.String()+" component"))
	}
	return b
}

// Build joins the parts as RFC 3986 §5.3 recomposes a reference:
//
//	[scheme ":"] ["//" [userinfo "@"] host [":" port]] path ["?" query] ["#" fragment]
//
// and returns the parsed result, whose components equal the parts. It
// returns the first error a setter recorded, or an *Error wrapping
// ErrInvalidPath when the path does not fit the rest (see Path). Build
// allocates once, for the string; the Builder can be changed and built
// again afterwards.
func (b *Builder) Build() (URI, error) {
	if b.err != nil {
		return URI{}, b.err
	}
	p := b.path
	auth := b.has&fAuthority != 0
	switch {
	case auth && p != "" && p[0] != '/':
		return URI{}, newError(p, 0, ComponentPath, ErrInvalidPath,
			"path does not begin with \"/\" in a reference with an authority; begin it with \"/\" (RFC 3986 §3.3)")
	case !auth && len(p) >= 2 && p[0] == '/' && p[1] == '/':
		return URI{}, newError(p, 1, ComponentPath, ErrInvalidPath,
			"path begins with \"//\" in a reference without an authority, where it would be read as one; "+
				"set a host (Host(\"\") for an empty one) or remove the empty first segment (RFC 3986 §3.3)")
	}
	// colons counts the ":" of a relative path's first segment, each to be
	// written %3A (§4.2).
	colons := 0
	if b.has&(fScheme|fAuthority) == 0 {
		for i := 0; i < len(p) && p[i] != '/'; i++ {
			if p[i] == ':' {
				if b.pathRaw {
					return URI{}, newError(p, i, ComponentPath, ErrInvalidPath,
						"\":\" in the first segment of a relative path would end a scheme; "+
							"write it as %3A or begin the path with \"./\" (RFC 3986 §4.2)")
				}
				colons++
			}
		}
	}

	n := len(p) + 2*colons
	if b.has&fScheme != 0 {
		n += len(b.scheme) + 1
	}
	if auth {
		n += 2 + len(b.host)
		if b.has&fUserinfo != 0 {
			n += len(b.userinfo) + 1
		}
		if b.has&fPort != 0 {
			n += 1 + len(b.port)
		}
	}
	if b.has&fQuery != 0 {
		n += 1 + len(b.query)
	}
	if b.has&fFragment != 0 {
		n += 1 + len(b.fragment)
	}
	if n > maxLen {
		return URI{}, newError("", 0, ComponentNone, ErrTooLong, "reference longer than 2 GiB")
	}

	var s strings.Builder
	s.Grow(n)
	if b.has&fScheme != 0 {
		s.WriteString(b.scheme)
		s.WriteByte(':')
	}
	if auth {
		s.WriteString("//")
		if b.has&fUserinfo != 0 {
			s.WriteString(b.userinfo)
			s.WriteByte('@')
		}
		s.WriteString(b.host)
		if b.has&fPort != 0 {
			s.WriteByte(':')
			s.WriteString(b.port)
		}
	}
	if colons == 0 {
		s.WriteString(p)
	} else {
		i := 0
		for i < len(p) && p[i] != '/' {
			if p[i] == ':' {
				s.WriteString("%3A")
			} else {
				s.WriteByte(p[i])
			}
			i++
		}
		s.WriteString(p[i:])
	}
	if b.has&fQuery != 0 {
		s.WriteByte('?')
		s.WriteString(b.query)
	}
	if b.has&fFragment != 0 {
		s.WriteByte('#')
		s.WriteString(b.fragment)
	}
	return parse(s.String(), RFC3986, false)
}
