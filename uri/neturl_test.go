package uri

import (
	"errors"
	"net/url"
	"os"
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
		// Control characters outside the host: url.Parse decodes them too.
		"http://a/%0D%0A?%00#%0A",
		"http://%0A:%0D@a/",
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
		// A host or zone decoding to a control character (or DEL) would
		// round-trip, but url.Parse never makes such a Host.
		{"http://a%0D%0Ab/", ComponentHost, 8, "control character %0D in the host"},
		{"http://x%7F/", ComponentHost, 8, "control character %7F in the host"},
		{"http://[fe80::1%25en%0A]/", ComponentZone, 20, "control character %0A in the zone"},
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

// corpusLines returns the inputs of testdata/parse.jsonl and the lines of
// the real URL samples under testdata/ (a crawl of popular sites and a
// phishing feed).
func corpusLines(t *testing.T) []string {
	t.Helper()
	var lines []string
	for _, row := range readJSONL(t, "parse.jsonl") {
		if s, ok := row["input"].(string); ok {
			lines = append(lines, s)
		}
	}
	for _, name := range []string{"bench/iscx_benign_sample.txt", "urls/phishtank_sample.txt"} {
		data, err := os.ReadFile("../testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")...)
	}
	return lines
}

// TestURLCorpus converts every reference of the corpora that parses. Each
// either converts to a url.URL that prints the same and comes back equal
// through FromURL, with the fields url.Parse gives (but for the scheme's
// case, which url.Parse lowers), or is reported not representable. Where
// net/url itself parses and prints a line unchanged, URL must succeed too,
// except for a relative reference beginning "///": net/url reads it as a
// path, RFC 3986 §4.2 as an empty authority, which url.URL cannot hold.
func TestURLCorpus(t *testing.T) {
	n, ok := 0, 0
	for _, s := range corpusLines(t) {
		u, err := ParseReference(s)
		if err != nil {
			continue
		}
		n++
		v, err := u.URL()
		p, perr := url.Parse(s)
		netOK := perr == nil && p.String() == s
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, ErrNotRepresentable) || e.Offset < 0 || e.Offset > len(s) {
				t.Errorf("URL(%q): %v", s, err)
			}
			if netOK && !strings.HasPrefix(s, "///") {
				t.Errorf("URL(%q): %v, but net/url parses and prints it unchanged", s, err)
			}
			continue
		}
		ok++
		if v.String() != s {
			t.Errorf("URL(%q).String() = %q", s, v.String())
		}
		if w, err := FromURL(v); err != nil || w != u {
			t.Errorf("FromURL(URL(%q)) = %q, %v", s, w.String(), err)
		}
		if perr == nil {
			q := *v
			q.Scheme = strings.ToLower(q.Scheme)
			if !reflect.DeepEqual(&q, p) {
				t.Errorf("URL(%q) = %#v\nurl.Parse gives %#v", s, q, *p)
			}
		}
	}
	if n < 10000 || ok < n*9/10 {
		t.Errorf("only %d of %d corpus references converted", ok, n)
	}
}

// FuzzURL checks the conversions on any input: no panic; a reference that
// parses either converts to a url.URL printing the same text, which
// FromURL turns back into the same value, or is reported with
// ErrNotRepresentable at an offset inside it; and a url.URL made of the
// same text in each field converts by FromURL or fails with an *Error.
func FuzzURL(f *testing.F) {
	for _, s := range []string{
		"foo://example.com:8042/over/there?name=ferret#nose",
		"http://user:p%40ss@[fe80::1%25en0]:8080/a%2Fb?q#f",
		"foo://", "///x", "http://a/#", "http://a%3Bb@x/", "http://ex%61mple/",
		"mailto:a@b", "news:/x", "?", "#", "", "a/b", "//u@", "http://[v7.x]/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if u, err := ParseReference(s); err == nil {
			v, err := u.URL()
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || !errors.Is(err, ErrNotRepresentable) || e.Offset < 0 || e.Offset > len(s) {
					t.Fatalf("URL(%q): %v", s, err)
				}
			} else {
				if v.String() != s {
					t.Fatalf("URL(%q).String() = %q", s, v.String())
				}
				if i := strings.IndexFunc(v.Host, func(r rune) bool { return r < 0x20 || r == 0x7f }); i >= 0 {
					t.Fatalf("URL(%q).Host = %q holds a control character", s, v.Host)
				}
				if w, err := FromURL(v); err != nil || w != u {
					t.Fatalf("FromURL(URL(%q)) = %q, %v", s, w.String(), err)
				}
			}
		}
		v := &url.URL{Scheme: s, Host: s, Path: s, RawQuery: s, Fragment: s}
		if s != "" {
			v.User = url.UserPassword(s, s)
		}
		if _, err := FromURL(v); err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("FromURL: %v is not an *Error", err)
			}
		}
	})
}
