package rule

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// The common Internet scheme syntax of RFC 1738 §3.1 and §5:
//
//	ip-schemepart = "//" login [ "/" urlpath ]
//	login         = [ user [ ":" password ] "@" ] hostport
//	hostport      = host [ ":" port ]
//	user          = *[ uchar | ";" | "?" | "&" | "=" ]
//	password      = *[ uchar | ";" | "?" | "&" | "=" ]
//	port          = digits
//
// The host is RFC 1738 §5's hostname | hostnumber (Host): no "_", no label
// starting or ending with "-", a last label starting with a letter, four
// parts to a dotted number; or an IP literal, which RFC 3986 §3.2.2 (after
// RFC 2732) added and the generic parser has checked.

// UserSet is what user and password hold literally.
const UserSet = Uchar | Semi | Question | Amp | Equals

// Login checks the login part of u, a URL of the given scheme. withUser
// tells whether the scheme's rule is login (user and password allowed) or
// hostport (no "@").
func Login(u uri.URI, name string, withUser bool) *Error {
	s := u.String()
	if !u.HasAuthority() {
		return New(s, PathStart(u), name, "ip-schemepart", ErrInvalidPart,
			"no \"//\" and host; write "+name+"://host/... (RFC 1738 §3.1)")
	}
	auth, _ := u.Span(uri.ComponentAuthority)
	host, hostEnd := u.Span(uri.ComponentHost)
	if u.HasUserinfo() {
		ui := u.Userinfo()
		if !withUser {
			return New(s, auth, name, "hostport", ErrInvalidPart,
				"a user name where the scheme takes only host and port; remove the text up to \"@\"")
		}
		colon := Index(ui, 0, len(ui), ':')
		if bad, _ := Scan(ui, 0, colon, UserSet); bad >= 0 {
			return Char(s, auth+bad, name, "user")
		}
		if colon < len(ui) {
			if bad, _ := Scan(ui, colon+1, len(ui), UserSet); bad >= 0 {
				if ui[bad] == ':' {
					return New(s, auth+bad, name, "password", ErrInvalidChar,
						`second ":" in the login; a ":" inside a password must be written %3A`)
				}
				return Char(s, auth+bad, name, "password")
			}
		}
	}
	if u.Host() == "" {
		return New(s, host, name, "host", ErrInvalidPart,
			"empty host; the URL names the host to connect to (RFC 1738 §3.1)")
	}
	if u.Host()[0] != '[' {
		if off, why := Host(s, host, hostEnd); off >= 0 {
			return New(s, off, name, "host", ErrInvalidPart, why)
		}
	}
	if u.HasPort() {
		off, _ := u.Span(uri.ComponentPort)
		if u.Port() == "" {
			return New(s, off, name, "port", ErrInvalidPart,
				`":" without a port; write digits after it or remove it`)
		}
		n, ok := u.PortValue()
		if !ok {
			return New(s, off, name, "port", ErrInvalidPart,
				"port "+u.Port()+" is above 65535")
		}
		if n == 0 {
			return New(s, off, name, "port", ErrInvalidPart,
				"port 0, which is reserved (RFC 6335 §6) and names no service; give the server's port or none")
		}
	}
	return nil
}

// Port returns the port of u, or the scheme's default port from the scheme
// registry (scheme.Default) when u gives none; Login has checked it.
func Port(u uri.URI, name string) uint16 {
	if n, ok := u.PortValue(); ok {
		return n
	}
	return DefaultPort(name)
}

// DefaultPort returns the default port the scheme registry gives name, or 0.
func DefaultPort(name string) uint16 {
	in, _ := scheme.Default().Lookup(name)
	return in.DefaultPort
}

// PathStart returns the offset in u.String() where the text after the
// authority (or after "scheme:" when there is none) begins: the path's.
func PathStart(u uri.URI) int {
	start, _ := u.Span(uri.ComponentPath)
	return start
}

// Slashes returns the offset in u.String() of the "//" that starts u's
// authority, which u must have.
func Slashes(u uri.URI) int {
	start, _ := u.Span(uri.ComponentAuthority)
	return start - 2
}

// PathEnd returns the offset in u.String() where the fragment's "#" is, or
// the length of the input: the end of the query, or of the path without one.
func PathEnd(u uri.URI) int {
	_, end := u.Span(uri.ComponentQuery)
	return end
}

// Split returns user and password of u as written. hasUser and hasPassword
// tell absent from empty ("ftp://@host/" has an empty user, RFC 1738 §3.2).
func Split(u uri.URI) (user, password string, hasUser, hasPassword bool) {
	if !u.HasUserinfo() {
		return "", "", false, false
	}
	ui := u.Userinfo()
	i := Index(ui, 0, len(ui), ':')
	if i == len(ui) {
		return ui, "", true, false
	}
	return ui[:i], ui[i+1:], true, true
}

// CheckScheme reports an *Error unless u's scheme is one of names (ignoring
// case).
func CheckScheme(u uri.URI, rule string, names ...string) *Error {
	for _, n := range names {
		if ascii.EqualFold(u.Scheme(), n) {
			return nil
		}
	}
	return New(u.String(), 0, names[0], rule, ErrWrongScheme,
		"scheme "+Quote(u.Scheme())+" is not "+names[0]+"; parse it with its own package")
}

// Lower returns the scheme name in lower case, without allocating when it
// already is.
func Lower(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := range b {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
