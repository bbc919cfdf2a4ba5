package uri

import (
	"errors"
	"net/url"
	"strings"

	"github.com/urikit/urikit/internal/pct"
)

// Conversion to and from net/url. A url.URL keeps most components decoded
// and writes them back with its own escaping rules, and it has no way to
// say that some components are present but empty; so not every RFC 3986
// reference has a url.URL that prints the same. URL checks that the one it
// builds does, and reports what net/url cannot represent when not.

// ErrNotRepresentable is the kind of the *Error URL returns when net/url
// cannot hold the reference without changing it, or would hold a control
// character in its Host.
var ErrNotRepresentable = errors.New("not representable")

// URL returns the reference as a *url.URL whose String() is exactly
// u.String(). The fields are filled from the components (RFC 3986 §3) the
// way url.Parse fills them:
//
//   - Scheme as written;
//   - Opaque, for a path that follows a scheme without an authority and does
//     not begin with "/" ("mailto:a@b"), written as it is;
//   - User, from the userinfo split at its first ":" into a user name and a
//     password, each percent-decoded (url.User or url.UserPassword);
//   - Host, the host percent-decoded, with ":" and the port when there is
//     one; an RFC 6874 zone is stored decoded after a bare "%"
//     ("[fe80::1%en0]:8080"), as url.Parse stores it;
//   - OmitHost, for a path beginning with "/" after a scheme without an
//     authority ("news:/x"), as url.Parse sets it;
//   - Path decoded, and RawPath as written when net/url would not write the
//     path the same way by itself;
//   - RawQuery as written, and ForceQuery for a present but empty query;
//   - Fragment decoded, and RawFragment as written when needed.
//
// A host or zone that decodes to a C0 control character or DEL ("%0D%0A")
// is refused with ErrNotRepresentable, although url.URL would print it
// encoded again: url.Parse never produces such a Host, and one may end up
// in an HTTP request.
//
// When the url.URL would print differently, URL returns an *Error wrapping
// ErrNotRepresentable whose Component and Offset point at the first
// component that would change, and whose Reason says how. Typical causes:
// an empty authority with an empty path ("foo://", "//"), an empty
// fragment ("http://a/#"), a userinfo or host whose percent-encoding
// net/url writes differently ("http://a%3Bb@x/" would become
// "http://a;b@x/", "http://ex%61mple/" would become "http://example/").
func (u URI) URL() (*url.URL, error) {
	v := &url.URL{
		Scheme:     u.Scheme(),
		RawQuery:   u.Query(),
		ForceQuery: u.HasQuery() && u.Query() == "",
	}
	p := u.Path()
	if u.flags&(fScheme|fAuthority) == fScheme && p != "" && p[0] != '/' {
		v.Opaque = p
	} else {
		v.Path = decodeValid(p)
		if (&url.URL{Path: v.Path}).EscapedPath() != p {
			v.RawPath = p
		}
	}
	if u.HasAuthority() {
		if u.HasUserinfo() {
			if user, pw, ok := strings.Cut(u.Userinfo(), ":"); ok {
				v.User = url.UserPassword(decodeValid(user), decodeValid(pw))
			} else {
				v.User = url.User(decodeValid(user))
			}
		}
		if e := u.controlInHost(); e != nil {
			return nil, e
		}
		host := u.DecodedHost()
		if u.zoneStart != 0 {
			host = u.s[u.hostStart:u.zoneStart] + "%" + u.Zone() + "]"
		}
		if u.HasPort() {
			host += ":" + u.Port()
		}
		v.Host = host
	} else if u.HasScheme() && p != "" && p[0] == '/' {
		v.OmitHost = true // keeps String from writing "//" ("mailto:/x")
	}
	if u.HasFragment() {
		v.Fragment = u.DecodedFragment()
		if (&url.URL{Fragment: v.Fragment}).EscapedFragment() != u.Fragment() {
			v.RawFragment = u.Fragment()
		}
	}
	if got := v.String(); got != u.s {
		return nil, u.notRepresentable(got)
	}
	return v, nil
}

// controlInHost refuses a host or zone that decodes to a C0 control
// character or DEL ("%0D%0A"). url.URL.String would encode it again, so the
// text would round-trip; but url.Parse never puts such a byte in Host (it
// refuses a percent-encoded ASCII octet there), and a caller may pass Host
// on into an HTTP request line or header, where "\r\n" splits it.
func (u URI) controlInHost() *Error {
	if u.kind != HostRegName && u.zoneStart == 0 {
		return nil // an IPv4 address, IPv6 or IPvFuture literal holds no "%"
	}
	from, c := int(u.hostStart), ComponentHost
	if u.zoneStart != 0 {
		from, c = int(u.zoneStart)+3, ComponentZone
	}
	s := u.s[:u.hostEnd]
	for i := from; i < len(s); i++ {
		b := s[i]
		if v := pct.Octet(s, i); v >= 0 {
			b = byte(v)
		}
		if b < 0x20 || b == 0x7f {
			return newError(u.s, i, c, ErrNotRepresentable,
				"control character "+pct.Triplet(b)+" in the "+c.String()+
					"; url.Parse never puts one in a url.URL's Host, where it could split an HTTP request")
		}
	}
	return nil
}

// notRepresentable explains why net/url writes got instead of u.s, naming
// the first component that differs.
func (u URI) notRepresentable(got string) *Error {
	fail := func(off int32, c Component, reason string) *Error {
		return newError(u.s, int(off), c, ErrNotRepresentable, reason)
	}
	w, err := ParseReference(got)
	if err != nil {
		return fail(0, ComponentNone, "net/url cannot represent this reference; it would write "+quoteInput(got))
	}
	switch {
	case u.Scheme() != w.Scheme() || u.HasScheme() != w.HasScheme():
		return fail(0, ComponentScheme, "net/url would write the scheme as "+quoteInput(w.Scheme()))
	case u.HasAuthority() != w.HasAuthority():
		return fail(u.authStart()-2, ComponentAuthority,
			"net/url cannot represent an empty authority here; url.URL writes no \"//\" "+
				"without a host or user, except before a non-empty path after a scheme")
	case u.HasUserinfo() != w.HasUserinfo() || u.Userinfo() != w.Userinfo():
		return fail(u.authStart(), ComponentUserinfo,
			"net/url cannot represent this userinfo; it would write it as "+quoteInput(w.Userinfo()))
	case u.Host() != w.Host():
		return fail(u.hostStart, ComponentHost,
			"net/url cannot represent this host; it would write it as "+quoteInput(w.Host()))
	case u.HasPort() != w.HasPort() || u.Port() != w.Port():
		return fail(u.hostEnd, ComponentPort,
			"net/url cannot represent this port; it would write it as "+quoteInput(w.Port()))
	case u.Path() != w.Path():
		return fail(u.pathStart, ComponentPath,
			"net/url cannot represent this path; it would write it as "+quoteInput(w.Path()))
	case u.HasQuery() != w.HasQuery() || u.Query() != w.Query():
		return fail(u.pathEnd, ComponentQuery,
			"net/url cannot represent this query; it would write it as "+quoteInput(w.Query()))
	case u.HasFragment() && !w.HasFragment():
		return fail(u.queryEnd, ComponentFragment,
			"net/url cannot represent an empty fragment; url.URL drops a \"#\" with nothing after it")
	default:
		return fail(u.queryEnd, ComponentFragment,
			"net/url cannot represent this fragment; it would write it as "+quoteInput(w.Fragment()))
	}
}

// FromURL converts a *url.URL to a URI by parsing its String() as a
// URI-reference (RFC 3986 §4.1); a url.URL without a scheme gives a
// relative reference. net/url accepts and writes some text RFC 3986 does
// not allow (a space in a query or an opaque part, "<" in a host, a scheme
// beginning with a digit); such a value is an *Error from the parser, whose
// Input is the text net/url wrote. A nil *url.URL is an *Error wrapping
// ErrInvalidPart.
func FromURL(v *url.URL) (URI, error) {
	if v == nil {
		return URI{}, newError("", 0, ComponentNone, ErrInvalidPart, "nil *url.URL")
	}
	return ParseReference(v.String())
}
