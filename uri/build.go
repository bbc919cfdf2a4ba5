package uri

import (
	"strings"
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
