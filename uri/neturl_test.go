package uri

import (
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

// TestURLRepresentable converts references net/url can hold, checks that
// the url.URL prints the same text and has the fields url.Parse gives the
// same text (net/url is the oracle for its own fields).
func TestURLRepresentable(t *testing.T) {
	for _, s := range []string{
		// RFC 3986 §1.1.2 and §3.
		"ftp://ftp.is.co.za/rfc/rfc1808.txt",
		"http://www.ietf.org/rfc/rfc2396.txt",
		"ldap://[2001:db8::7]/c=GB?objectClass?one",
		"mailto:John.Doe@example.com",
		"news:comp.infosystems.www.servers.unix",
		"tel:+1-816-555-1212",
		"telnet://192.0.2.16:80/",
		"urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
		"foo://example.com:8042/over/there?name=ferret#nose",
		"urn:example:animal:ferret:nose",
		// RFC 3986 §5.4 base and relative references.
		"http://a/b/c/d;p?q",
		"g;x?y#s",
		"//g",
		"../../g",
		"?y",
		"#s",
		"",
		// RFC 6874 §2.
		"http://[fe80::a%25en1]",
		"http://[fe80::a%25en1]:8080/x",
		// Presence net/url can express.
		"http://a/b?",
		"http://example.com:/",
		"file:///etc/hosts",
		"news:/x",
		"ftp://@host/",
		"ftp://user:pass@host/",
		"ftp://:@host/",
		// Encodings net/url keeps through RawPath, RawQuery, RawFragment.
		"http://a/b%2Fc/d%20e",
		"http://a/%7e",
		"http://a/b?q=%20+x",
		"http://a/#f%2Fg",
		"http://a/#f%20g",
		"http://h/%C3%80",
		"http://us%20er@h/",
		"http://[v7.abc]/",
	} {
		u, err := ParseReference(s)
		if err != nil {
			t.Fatal(err)
		}
		v, err := u.URL()
		if err != nil {
			t.Errorf("URL(%q): %v", s, err)
			continue
		}
		if v.String() != s {
			t.Errorf("URL(%q).String() = %q", s, v.String())
		}
		if p, err := url.Parse(s); err == nil && !reflect.DeepEqual(v, p) {
			t.Errorf("URL(%q) = %#v\nurl.Parse gives %#v", s, *v, *p)
		}
		w, err := FromURL(v)
		if err != nil || w != u {
			t.Errorf("FromURL(URL(%q)) = %q, %v", s, w.String(), err)
		}
	}
}

// TestURLFields spells out the fields for a few references, from the
// url.URL documentation: Host holds "host:port" with the zone decoded,
// Opaque holds a rootless path after a scheme, User splits at ":".
func TestURLFields(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want url.URL
	}{
		{"http://user:p%40ss@[fe80::1%25en0]:8080/a%2Fb?q#f", url.URL{Scheme: "http", User: url.UserPassword("user", "p@ss"),
			Host: "[fe80::1%en0]:8080", Path: "/a/b", RawPath: "/a%2Fb", RawQuery: "q", Fragment: "f"}},
		{"mailto:John.Doe@example.com", url.URL{Scheme: "mailto", Opaque: "John.Doe@example.com"}},
		{"news:/x", url.URL{Scheme: "news", Path: "/x", OmitHost: true}},
		{"http://a?", url.URL{Scheme: "http", Host: "a", ForceQuery: true}},
		{"//u@h", url.URL{User: url.User("u"), Host: "h"}},
	} {
		v, err := must(ParseReference(tc.in)).URL()
		if err != nil {
			t.Errorf("URL(%q): %v", tc.in, err)
			continue
		}
		if !reflect.DeepEqual(*v, tc.want) {
			t.Errorf("URL(%q) = %#v\nwant %#v", tc.in, *v, tc.want)
		}
	}
}

// TestURLNotRepresentable checks the references net/url cannot hold, and
// that the error names the component and says why.
func TestURLNotRepresentable(t *testing.T) {
	for _, tc := range []struct {
		in     string
		comp   Component
		offset int
		reason string
	}{
		// url.URL writes "//" only with a host or user, or before a path
		// after a scheme: an empty authority with nothing after it is lost.
		{"foo://", ComponentAuthority, 4, "empty authority"},
		{"//", ComponentAuthority, 0, "empty authority"},
		{"///x", ComponentAuthority, 0, "empty authority"},
		{"foo://?q", ComponentAuthority, 4, "empty authority"},
		// No field records a "#" with nothing after it.
		{"http://a/#", ComponentFragment, 9, "empty fragment"},
		{"#", ComponentFragment, 0, "empty fragment"},
		// net/url decodes the userinfo and writes it with its own escaping.
		{"http://a%3Bb@x/", ComponentUserinfo, 7, `would write it as "a;b"`},
		{"http://u:p:q@x/", ComponentUserinfo, 7, `would write it as "u:p%3Aq"`},
		{"http://%7Euser@x/", ComponentUserinfo, 7, `would write it as "~user"`},
		// and the host, which it writes with only a few escapes.
		{"http://ex%61mple/", ComponentHost, 7, `would write it as "example"`},
		{"http://[fe80::1%25en%30]/", ComponentHost, 7, `would write it as "[fe80::1%25en0]"`},
	} {
		u, err := ParseReference(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		v, err := u.URL()
		var e *Error
		if !errors.As(err, &e) || v != nil {
			t.Errorf("URL(%q) = %v, %v; want an *Error", tc.in, v, err)
			continue
		}
		if !errors.Is(err, ErrNotRepresentable) || e.Component != tc.comp || e.Offset != tc.offset ||
			e.Input != tc.in || !strings.Contains(err.Error(), tc.reason) {
			t.Errorf("URL(%q) error: %v (%v at %d); want %v at %d, %q", tc.in, err, e.Component, e.Offset,
				tc.comp, tc.offset, tc.reason)
		}
	}
}

// TestFromURL converts url.URL values; where net/url writes text RFC 3986
// rejects, the parser's error comes back.
func TestFromURL(t *testing.T) {
	for _, tc := range []struct {
		in   *url.URL
		want string
	}{
		{&url.URL{Scheme: "http", Host: "[fe80::1%en0]:8080", Path: "/a b"}, "http://[fe80::1%25en0]:8080/a%20b"},
		{&url.URL{Scheme: "foo", Host: "example.com:8042", Path: "/over/there", RawQuery: "name=ferret", Fragment: "nose"},
			"foo://example.com:8042/over/there?name=ferret#nose"},
		{&url.URL{Scheme: "mailto", Opaque: "John.Doe@example.com"}, "mailto:John.Doe@example.com"},
		{&url.URL{Path: "this:that"}, "./this:that"}, // net/url adds "./" (RFC 3986 §4.2)
		{&url.URL{Host: "a b"}, "//a%20b"},           // net/url escapes a space in a host
		{&url.URL{}, ""},
	} {
		u, err := FromURL(tc.in)
		if err != nil || u.String() != tc.want {
			t.Errorf("FromURL(%#v) = %q, %v; want %q", *tc.in, u.String(), err, tc.want)
		}
	}
	for _, tc := range []struct {
		in   *url.URL
		kind error
		comp Component
	}{
		{&url.URL{Scheme: "http", Host: "a<b"}, ErrInvalidHost, ComponentHost},
		{&url.URL{Scheme: "http", Host: "h:8x"}, ErrInvalidPort, ComponentPort},
		{&url.URL{Scheme: "mailto", Opaque: "a b"}, ErrInvalidChar, ComponentPath},
		{&url.URL{Scheme: "http", Host: "h", RawQuery: "a b"}, ErrInvalidChar, ComponentQuery},
		{&url.URL{Scheme: "1a", Path: "x"}, ErrInvalidPath, ComponentPath},
		{nil, ErrInvalidPart, ComponentNone},
	} {
		_, err := FromURL(tc.in)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tc.kind) || e.Component != tc.comp {
			t.Errorf("FromURL(%v): %v; want %v in %v", tc.in, err, tc.kind, tc.comp)
		}
	}
}
