package uri

import (
	"errors"
	"strings"
	"testing"
)

// TestParseComponents checks the split of RFC 3986's own examples and of
// the edge cases of absent versus empty components (§3, §5.2: "undefined"
// versus empty).
func TestParseComponents(t *testing.T) {
	const absent = "\x00absent"
	for _, tc := range []struct {
		in                                string
		scheme, authority, userinfo, host string
		kind                              HostKind
		port, path, query, fragment       string
	}{
		// RFC 3986 §3.
		{"foo://example.com:8042/over/there?name=ferret#nose", "foo", "example.com:8042", absent, "example.com", HostRegName, "8042", "/over/there", "name=ferret", "nose"},
		{"urn:example:animal:ferret:nose", "urn", absent, absent, "", HostNone, absent, "example:animal:ferret:nose", absent, absent},
		// The example, RFC 6874 zone.
		{"http://user@[fe80::1%25en0]:8080/a/b?q#f", "http", "user@[fe80::1%25en0]:8080", "user", "[fe80::1%25en0]", HostIPv6, "8080", "/a/b", "q", "f"},
		// Empty versus absent.
		{"http://a/b?#", "http", "a", absent, "a", HostRegName, absent, "/b", "", ""},
		{"http://a/b", "http", "a", absent, "a", HostRegName, absent, "/b", absent, absent},
		{"foo://", "foo", "", absent, "", HostRegName, absent, "", absent, absent},
		{"file:///etc/hosts", "file", "", absent, "", HostRegName, absent, "/etc/hosts", absent, absent},
		{"ftp://@host/", "ftp", "@host", "", "host", HostRegName, absent, "/", absent, absent},
		{"http://a:/", "http", "a:", absent, "a", HostRegName, "", "/", absent, absent},
		{"http://:@:", "http", ":@:", ":", "", HostRegName, "", "", absent, absent},
		{"http:", "http", absent, absent, "", HostNone, absent, "", absent, absent},
		{"", absent, absent, absent, "", HostNone, absent, "", absent, absent},
		{"#", absent, absent, absent, "", HostNone, absent, "", absent, ""},
		{"?", absent, absent, absent, "", HostNone, absent, "", "", absent},
		{"//", absent, "", absent, "", HostRegName, absent, "", absent, absent},
		{"///", absent, "", absent, "", HostRegName, absent, "/", absent, absent},
		{"./a:b", absent, absent, absent, "", HostNone, absent, "./a:b", absent, absent},
		{"a/b:c", absent, absent, absent, "", HostNone, absent, "a/b:c", absent, absent},
		{"?a:b/c?d#e?f/g", absent, absent, absent, "", HostNone, absent, "", "a:b/c?d", "e?f/g"},
		// Host kinds (§3.2.2, first-match-wins).
		{"http://1.2.3.4/", "http", "1.2.3.4", absent, "1.2.3.4", HostIPv4, absent, "/", absent, absent},
		{"http://01.2.3.4/", "http", "01.2.3.4", absent, "01.2.3.4", HostRegName, absent, "/", absent, absent},
		{"http://256.1.1.1/", "http", "256.1.1.1", absent, "256.1.1.1", HostRegName, absent, "/", absent, absent},
		{"http://1.2.3/", "http", "1.2.3", absent, "1.2.3", HostRegName, absent, "/", absent, absent},
		{"http://[::1]:80", "http", "[::1]:80", absent, "[::1]", HostIPv6, "80", "", absent, absent},
		{"http://[v7.a:b]", "http", "[v7.a:b]", absent, "[v7.a:b]", HostIPvFuture, absent, "", absent, absent},
		{"http://%41:8080/", "http", "%41:8080", absent, "%41", HostRegName, "8080", "/", absent, absent},
		{"http://u:p@h:99999", "http", "u:p@h:99999", "u:p", "h", HostRegName, "99999", "", absent, absent},
	} {
		u, err := ParseReference(tc.in)
		if err != nil {
			t.Errorf("ParseReference(%q): %v", tc.in, err)
			continue
		}
		check := func(name, got string, present bool, want string) {
			t.Helper()
			if want == absent {
				if present {
					t.Errorf("%q: %s = %q, want absent", tc.in, name, got)
				}
			} else if !present || got != want {
				t.Errorf("%q: %s = %q (present %v), want %q", tc.in, name, got, present, want)
			}
		}
		check("scheme", u.Scheme(), u.HasScheme(), tc.scheme)
		check("authority", u.Authority(), u.HasAuthority(), tc.authority)
		check("userinfo", u.Userinfo(), u.HasUserinfo(), tc.userinfo)
		check("port", u.Port(), u.HasPort(), tc.port)
		check("path", u.Path(), true, tc.path)
		check("query", u.Query(), u.HasQuery(), tc.query)
		check("fragment", u.Fragment(), u.HasFragment(), tc.fragment)
		if u.Host() != tc.host || u.HostKind() != tc.kind {
			t.Errorf("%q: host %q %v, want %q %v", tc.in, u.Host(), u.HostKind(), tc.host, tc.kind)
		}
		if u.String() != tc.in {
			t.Errorf("%q: String() = %q", tc.in, u.String())
		}
	}
}

// TestIPv6Forms checks each of the nine IPv6address alternatives of RFC 3986
// §3.2.2, with and without an embedded IPv4 ls32, and strings that match
// none of them.
func TestIPv6Forms(t *testing.T) {
	valid := []string{
		"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4", // 6( h16 ":" ) ls32
		"::2:3:4:5:6:7:8", "::2:3:4:5:6:1.2.3.4", // "::" 5( h16 ":" ) ls32
		"1::3:4:5:6:7:8", "::3:4:5:6:7:8", "1::3:4:5:6:1.2.3.4", // [ h16 ] "::" 4( h16 ":" ) ls32
		"1:2::4:5:6:7:8", "2::4:5:6:7:8", "::4:5:6:7:8", // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
		"1:2:3::5:6:7:8", "1:2:3::5:6:1.2.3.4", // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
		"1:2:3:4::6:7:8", "::6:7:8", // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
		"1:2:3:4:5::7:8", "1:2:3:4:5::1.2.3.4", "::1.2.3.4", "::ffff:192.0.2.1", // [ *4( h16 ":" ) h16 ] "::" ls32
		"1:2:3:4:5:6::8", "::8", "1::8", // [ *5( h16 ":" ) h16 ] "::" h16
		"1:2:3:4:5:6:7::", "1::", "::", // [ *6( h16 ":" ) h16 ] "::"
		"ABCD:EF01:2345:6789:ABCD:EF01:2345:6789", "2001:DB8:0:0:8:800:200C:417A", "FF01::101", "0:0:0:0:0:0:0:1", "0000::0000",
	}
	invalid := []string{
		"", ":", ":::", "1", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7::8", "1::2::3", "::1::",
		":1::", "1:::2", "1::2:", ":1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:", "12345::", "::g", "1:2:3:4:5:6:1.2.3.4:1",
		"1:2:3:4:5:6:7:1.2.3.4", "1:2:3:4:5:6::1.2.3.4", "::1.2.3", "::1.2.3.256", "::01.2.3.4", "1.2.3.4", "1.2.3.4::",
		"::1.2.3.4.5", "fe80::1%en0", "[::1]", " ::1", "::1 ",
	}
	for _, s := range valid {
		if !IsIPv6(s) {
			t.Errorf("IsIPv6(%q) = false, want true", s)
		}
		if u, err := Parse("http://[" + s + "]/"); err != nil || u.HostKind() != HostIPv6 {
			t.Errorf("Parse with host [%s]: %v", s, err)
		}
	}
	for _, s := range invalid {
		if IsIPv6(s) {
			t.Errorf("IsIPv6(%q) = true, want false", s)
		}
		if _, err := Parse("http://[" + s + "]/"); !errors.Is(err, ErrInvalidHost) {
			t.Errorf("Parse with host [%s]: err = %v, want ErrInvalidHost", s, err)
		}
	}
}

// TestIPv4 checks dec-octet (RFC 3986 §3.2.2): 0-255, no leading zeros.
func TestIPv4(t *testing.T) {
	for _, s := range []string{"0.0.0.0", "255.255.255.255", "1.2.3.4", "10.0.0.1", "192.168.100.200", "249.250.199.99"} {
		if !IsIPv4(s) {
			t.Errorf("IsIPv4(%q) = false", s)
		}
	}
	for _, s := range []string{"", "1.2.3", "1.2.3.4.5", "256.1.1.1", "1.2.3.300", "01.2.3.4", "1.2.3.00", "1..2.3", "1.2.3.4.", ".1.2.3.4", "1.2.3.a", "0x1.2.3.4", "1.2.3.4 ", "1000.1.1.1"} {
		if IsIPv4(s) {
			t.Errorf("IsIPv4(%q) = true", s)
		}
	}
}

// TestParseErrors gives, for every rule of the grammar, inputs that break
// it, with the offset of the first offending byte, the component and the
// kind of error.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		in   string
		ref  bool // parse as URI-reference, else as URI
		off  int
		comp Component
		kind error
	}{
		// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
		{"", false, 0, ComponentScheme, ErrMissingScheme},
		{"//host/path", false, 0, ComponentScheme, ErrMissingScheme},
		{"relative/path", false, 0, ComponentScheme, ErrMissingScheme},
		{":foo", false, 0, ComponentScheme, ErrInvalidScheme},
		{"1http://a", false, 0, ComponentScheme, ErrInvalidScheme},
		{"+http://a", false, 0, ComponentScheme, ErrInvalidScheme},
		{"ht tp://a", false, 2, ComponentScheme, ErrInvalidScheme},
		{"h_t:x", false, 1, ComponentScheme, ErrInvalidScheme},
		{"hé:x", false, 1, ComponentScheme, ErrInvalidScheme},
		// path-noscheme: no ":" in the first segment of a relative path.
		{"1http://a", true, 5, ComponentPath, ErrInvalidPath},
		{":foo", true, 0, ComponentPath, ErrInvalidPath},
		{"a_b:c", true, 3, ComponentPath, ErrInvalidPath},
		{"1:b c", true, 1, ComponentPath, ErrInvalidPath}, // the first error, not the space
		{"a b:c", true, 1, ComponentPath, ErrInvalidChar},
		// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
		{"http://a@b@c/", false, 8, ComponentUserinfo, ErrInvalidChar},
		{"http://a b@c/", false, 8, ComponentUserinfo, ErrInvalidChar},
		{"http://%zz@c/", false, 7, ComponentUserinfo, ErrInvalidPercent},
		{"http://a[b@c/", false, 8, ComponentUserinfo, ErrInvalidChar},
		{"http://a\"@c/", false, 8, ComponentUserinfo, ErrInvalidChar},
		// reg-name = *( unreserved / pct-encoded / sub-delims )
		{"http://a b/", false, 8, ComponentHost, ErrInvalidHost},
		{"http://a{b/", false, 8, ComponentHost, ErrInvalidHost},
		{"http://a%2/", false, 8, ComponentHost, ErrInvalidPercent},
		{"http://a%g0/", false, 8, ComponentHost, ErrInvalidPercent},
		{"http://ex\u00e4mple.com/", false, 9, ComponentHost, ErrInvalidHost},
		{"http://a]b/", false, 8, ComponentHost, ErrInvalidHost},
		{"http://a\\b/", false, 8, ComponentHost, ErrInvalidHost},
		// IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"
		{"http://[::1/", false, 7, ComponentHost, ErrInvalidHost},
		{"http://[::1]x/", false, 12, ComponentHost, ErrInvalidHost},
		{"http://[]/", false, 8, ComponentHost, ErrInvalidHost},
		{"http://[1:2:3:4:5:6:7:8:9]/", false, 8, ComponentHost, ErrInvalidHost},
		{"http://[::1::2]/", false, 11, ComponentHost, ErrInvalidHost},
		{"http://[12345::]/", false, 12, ComponentHost, ErrInvalidHost},
		{"http://[v.x]/", false, 9, ComponentHost, ErrInvalidHost},
		{"http://[v1]/", false, 10, ComponentHost, ErrInvalidHost},
		{"http://[v1.]/", false, 11, ComponentHost, ErrInvalidHost},
		{"http://[v1.x/y]/", false, 7, ComponentHost, ErrInvalidHost},
		{"http://[x1.x]/", false, 8, ComponentHost, ErrInvalidHost},
		// IPv6addrz = IPv6address "%25" ZoneID (RFC 6874)
		{"http://[fe80::1%en0]/", false, 15, ComponentHost, ErrInvalidHost},
		{"http://[fe80::1%25]/", false, 18, ComponentHost, ErrInvalidHost},
		{"http://[fe80::1%25a b]/", false, 19, ComponentHost, ErrInvalidHost},
		{"http://[fe80::1%25a%2]/", false, 19, ComponentHost, ErrInvalidHost},
		{"http://[fe80::1%25a:b]/", false, 19, ComponentHost, ErrInvalidHost},
		{"http://[v1.x%25en0]/", false, 12, ComponentHost, ErrInvalidHost},
		// port = *DIGIT
		{"http://a:8x/", false, 10, ComponentPort, ErrInvalidPort},
		{"http://a:-1/", false, 9, ComponentPort, ErrInvalidPort},
		{"http://a: 80/", false, 9, ComponentPort, ErrInvalidPort},
		{"http://a:b:c/", false, 9, ComponentPort, ErrInvalidPort},
		{"http://::1/", false, 8, ComponentPort, ErrInvalidPort},
		{"http://[::1]:%38/", false, 13, ComponentPort, ErrInvalidPort},
		// pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
		{"http://a/b c", false, 10, ComponentPath, ErrInvalidChar},
		{"http://a/%", false, 9, ComponentPath, ErrInvalidPercent},
		{"http://a/%4", false, 9, ComponentPath, ErrInvalidPercent},
		{"http://a/%4g", false, 9, ComponentPath, ErrInvalidPercent},
		{"http://a/b<c", false, 10, ComponentPath, ErrInvalidChar},
		{"http://a/[x]", false, 9, ComponentPath, ErrInvalidChar},
		{"http://a/\u00e9", false, 9, ComponentPath, ErrInvalidChar},
		{"http://a/b\\c", false, 10, ComponentPath, ErrInvalidChar},
		{"http://a/\x00", false, 9, ComponentPath, ErrInvalidChar},
		{"http://a/\x7f", false, 9, ComponentPath, ErrInvalidChar},
		{"mailto:a b", false, 8, ComponentPath, ErrInvalidChar},
		{"/a b", true, 2, ComponentPath, ErrInvalidChar},
		{"a|b", true, 1, ComponentPath, ErrInvalidChar},
		// query = *( pchar / "/" / "?" )
		{"http://a/?a b", false, 11, ComponentQuery, ErrInvalidChar},
		{"http://a/?%", false, 10, ComponentQuery, ErrInvalidPercent},
		{"http://a/?[", false, 10, ComponentQuery, ErrInvalidChar},
		{"http://a/?a^b", false, 11, ComponentQuery, ErrInvalidChar},
		{"?{}", true, 1, ComponentQuery, ErrInvalidChar},
		// fragment = *( pchar / "/" / "?" )
		{"http://a/#a#b", false, 11, ComponentFragment, ErrInvalidChar},
		{"http://a/#%G0", false, 10, ComponentFragment, ErrInvalidPercent},
		{"#a b", true, 2, ComponentFragment, ErrInvalidChar},
		{"#\"", true, 1, ComponentFragment, ErrInvalidChar},
	} {
		var err error
		if tc.ref {
			_, err = ParseReference(tc.in)
		} else {
			_, err = Parse(tc.in)
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%q: err = %v, want *Error", tc.in, err)
			continue
		}
		if e.Offset != tc.off || e.Component != tc.comp || !errors.Is(err, tc.kind) || e.Input != tc.in {
			t.Errorf("%q: got offset %d in %v (%v), want offset %d in %v (%v): %v",
				tc.in, e.Offset, e.Component, e.Kind, tc.off, tc.comp, tc.kind, err)
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "uri: ") || !strings.Contains(msg, " in "+tc.comp.String()) {
			t.Errorf("%q: message %q", tc.in, msg)
		}
	}
}

// TestErrorMessages checks the wording users see for common mistakes.
func TestErrorMessages(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://a/b c/d", `uri: space at offset 10 in path: spaces must be written %20`},
		{"http://a/?q={x}", `uri: invalid character '{' at offset 12 in query: write it as %7B`},
		{"http://a/%zz", `uri: "%" not followed by two hex digits at offset 9 in path: a literal "%" must be written %25`},
		{"http://j@ne:pw@example.com/", `uri: "@" in userinfo at offset 8 in userinfo: write it as %40 (only the last "@" ends the userinfo)`},
		{"http://::1/", `uri: second ":" in the authority at offset 8 in port: an IPv6 address must be enclosed in "[ ]"`},
		{"example.com/x", `uri: missing scheme at offset 0 in scheme: a URI begins with a scheme such as "https:" (parse it as a reference if it is relative)`},
		{"http://[fe80::1%en0]/", `uri: a zone identifier is introduced by "%25" (RFC 6874), not a bare "%" at offset 15 in host`},
	} {
		_, err := Parse(tc.in)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) error:\n got %v\nwant %s", tc.in, err, tc.want)
		}
	}
}

// RFC 6874 §2: ZoneID follows "%25", the percent-encoding of "%", in an
// IPv6 literal: IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture )
// "]", IPv6addrz = IPv6address "%25" ZoneID. Any other triplet or "%"
// there is no zone, and an error at the "%".
func TestZoneIntroducer(t *testing.T) {
	for _, tc := range []struct {
		in   string
		zone string // "" for an error
		off  int
	}{
		{"http://[fe80::1%25en0]/", "en0", 0},
		{"http://[fe80::1%25%65n0]/", "en0", 0}, // ZoneID = 1*( unreserved / pct-encoded )
		{"http://[fe80::1%2xen0]/", "", 15},
		{"http://[fe80::1%2Xen0]/", "", 15},
		{"http://[fe80::1%2aen0]/", "", 15},
		{"http://[fe80::1%35en0]/", "", 15},
		{"http://[fe80::1%52en0]/", "", 15},
		{"http://[fe80::1%2]/", "", 15},
		{"http://[fe80::1%]/", "", 15},
		{"http://[fe80::1%25]/", "", 18}, // an empty zone
	} {
		u, err := Parse(tc.in)
		if tc.zone != "" {
			if err != nil || u.Zone() != tc.zone || u.HostKind() != HostIPv6 {
				t.Errorf("Parse(%q) = zone %q, %v; want zone %q", tc.in, u.Zone(), err, tc.zone)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Offset != tc.off || !errors.Is(err, ErrInvalidHost) && !errors.Is(err, ErrInvalidPercent) {
			t.Errorf("Parse(%q) = %v; want an error at offset %d", tc.in, err, tc.off)
		}
	}
}

// TestAbsoluteRelative checks the absolute-URI (§4.3) and relative-ref
// (§4.2) entry points and predicates.
func TestAbsoluteRelative(t *testing.T) {
	if _, err := ParseAbsolute("http://a/b?q"); err != nil {
		t.Error(err)
	}
	if _, err := ParseAbsolute("http://a/b?q#f"); !errors.Is(err, ErrFragment) {
		t.Errorf("ParseAbsolute with fragment: %v", err)
	}
	if _, err := ParseRelative("a/b?q#f"); err != nil {
		t.Error(err)
	}
	if _, err := ParseRelative("http:a"); !errors.Is(err, ErrInvalidScheme) {
		t.Errorf("ParseRelative(http:a): %v", err)
	}
	for in, want := range map[string][2]bool{
		"http://a/b": {true, false}, "http://a/b#f": {false, false}, "a/b": {false, true}, "": {false, true}, "#f": {false, true},
	} {
		u := mustRef(t, in)
		if u.IsAbsolute() != want[0] || u.IsRelative() != want[1] {
			t.Errorf("%q: IsAbsolute %v IsRelative %v, want %v", in, u.IsAbsolute(), u.IsRelative(), want)
		}
	}
}

func mustRef(t testing.TB, s string) URI {
	t.Helper()
	u, err := ParseReference(s)
	if err != nil {
		t.Fatalf("ParseReference(%q): %v", s, err)
	}
	return u
}

// TestParseAllocs asserts that parsing a valid reference allocates nothing.
func TestParseAllocs(t *testing.T) {
	for _, s := range []string{
		"http://user@[fe80::1%25en0]:8080/a/b?q#f",
		"https://www.example.com/path/to/page.html?x=1&y=%20#top",
		"mailto:John.Doe@example.com",
		"../a/b;p?q",
	} {
		if n := testing.AllocsPerRun(100, func() { _, _ = ParseReference(s) }); n != 0 {
			t.Errorf("ParseReference(%q) allocates %v times", s, n)
		}
		u := mustRef(t, s)
		if n := testing.AllocsPerRun(100, func() {
			_ = u.Scheme() + u.Authority() + u.Host() + u.Port() + u.Path() + u.Query() + u.Fragment()
			_ = u.Zone()
		}); n > 1 { // the concatenation itself
			t.Errorf("accessors of %q allocate %v times", s, n)
		}
	}
}

// TestPortValue checks the port range check that the grammar leaves out.
func TestPortValue(t *testing.T) {
	for in, want := range map[string]int{"http://a:80/": 80, "http://a:0/": 0, "http://a:65535": 65535, "http://a:0080": 80, "http://a:0000000000000000000000443": 443} {
		if p, ok := mustRef(t, in).PortValue(); int(p) != want || !ok {
			t.Errorf("%q: PortValue = %d, %v", in, p, ok)
		}
	}
	for _, in := range []string{"http://a/", "http://a:/", "mailto:a@b", "http://a:65536/", "http://a:99999999999999999999/", "http://a:70000"} {
		if p, ok := mustRef(t, in).PortValue(); ok || p != 0 {
			t.Errorf("%q: PortValue = %d, %v", in, p, ok)
		}
	}
}

// TestSegments checks the per-segment view of the path (§3.3) and that a
// "%2F" stays inside its segment when decoded.
func TestSegments(t *testing.T) {
	for in, want := range map[string][]string{
		"http://a/b/c/":      {"b", "c", ""},
		"http://a":           nil,
		"http://a/":          {""},
		"a/b":                {"a", "b"},
		"/a%2Fb/c%20d":       {"a/b", "c d"},
		"//h//x":             {"", "x"},
		"mailto:x@y?s=1":     {"x@y"},
		"http://a/%E2%82%AC": {"\u20ac"},
	} {
		var got []string
		for s := range mustRef(t, in).DecodedSegments() {
			got = append(got, s)
		}
		if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
			t.Errorf("%q: segments %q, want %q", in, got, want)
		}
	}
	u := mustRef(t, "http://%75ser:p%40ss@ex%61mple.com/p%2Fq?a%3Db#f%23")
	for got, want := range map[string]string{
		u.DecodedUserinfo(): "user:p@ss", u.DecodedHost(): "example.com", u.DecodedPath(): "/p/q",
		u.DecodedQuery(): "a=b", u.DecodedFragment(): "f#",
	} {
		if got != want {
			t.Errorf("decoded %q, want %q", got, want)
		}
	}
	if z := mustRef(t, "http://[fe80::1%25%65n0]/").Zone(); z != "en0" {
		t.Errorf("Zone() = %q", z)
	}
}

// TestWithoutFragment checks that removing the fragment keeps the rest.
func TestWithoutFragment(t *testing.T) {
	u := mustRef(t, "http://a/b?c#d").WithoutFragment()
	if u.String() != "http://a/b?c" || u.HasFragment() || u.Query() != "c" || u != mustRef(t, "http://a/b?c") {
		t.Errorf("WithoutFragment: %q", u)
	}
}

// TestHostCheckAllocs asserts that the exported host checks allocate
// nothing, whatever their verdict.
func TestHostCheckAllocs(t *testing.T) {
	for _, s := range []string{"::1", "example.com", "1:2:3:4:5:6:7:8:9", "::g", "1.2.3.4", "256.1.1.1"} {
		if n := testing.AllocsPerRun(50, func() { _ = IsIPv6(s); _ = IsIPv4(s) }); n != 0 {
			t.Errorf("IsIPv6/IsIPv4(%q) allocate %v times", s, n)
		}
	}
}

// HostKind's names, and "" for a value outside the kinds (no panic).
func TestHostKindString(t *testing.T) {
	for k, want := range map[HostKind]string{HostNone: "", HostRegName: "reg-name", HostIPv4: "ipv4",
		HostIPv6: "ipv6", HostIPvFuture: "ipvfuture", HostIPvFuture + 1: "", 255: ""} {
		if got := k.String(); got != want {
			t.Errorf("HostKind(%d).String() = %q, want %q", k, got, want)
		}
	}
}
