package whatwg

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Steps of the basic URL parser (§4.4) that no web-platform-tests vector
// pinned (issue #34), each with its neighbours.

// The relative state (step 5.4) continues the base's path, and the URL
// serializer (§4.5 step 3) writes "/." before a path without a host that
// begins with an empty segment: "//a" stays a path, never a host.
func TestPathNotHost(t *testing.T) {
	for _, tc := range []struct{ base, ref, want string }{
		{"sc:/.//a/b", "c", "sc:/.//a/c"},
		{"sc:/.//a/b", "", "sc:/.//a/b"},
		{"sc:/.//a/b", "?q", "sc:/.//a/b?q"},
		{"sc:/.//a/b", "#f", "sc:/.//a/b#f"},
		{"sc:/.//a/b", "./", "sc:/.//a/"},
		{"sc:/.//a/b", "../c", "sc:/.//c"},
		{"sc:/.//a/b", "../../c", "sc:/c"},
		{"sc:/.//a/b", "/c", "sc:/c"},
		{"sc:/.//a/b", "/.//c", "sc:/.//c"},
		{"sc:/a/b", "..//c", "sc:/.//c"},
	} {
		base, err := Parse(tc.base)
		if err != nil || base.Pathname() != strings.TrimPrefix(tc.base, "sc:/.") && base.Pathname() != strings.TrimPrefix(tc.base, "sc:") {
			t.Fatalf("base %q: %q %v", tc.base, base.Pathname(), err)
		}
		u, err := base.Parse(tc.ref)
		if err != nil || u.Href() != tc.want || u.HostKind() != HostNone {
			t.Errorf("%q against %q: %q (host %v), %v; want %q", tc.ref, tc.base, u.Href(), u.HostKind(), err, tc.want)
		}
		// The href parses to the same URL (the path is not read as a host).
		if again, err := Parse(u.Href()); err != nil || again != u {
			t.Errorf("%q reparses as %q (host %q)", u.Href(), again.Href(), again.Hostname())
		}
	}
}

// The file host state (step 1.3.3): a host that the host parser makes
// "localhost", in any case or spelling, is the empty host.
func TestFileLocalhost(t *testing.T) {
	for in, want := range map[string]string{
		"file://localhost/x":         "file:///x",
		"file://LOCALHOST/x":         "file:///x",
		"file://LocalHost":           "file:///",
		"file://loc%61lhost/x":       "file:///x",
		"file://\uff4cocalhost/x":    "file:///x", // a full-width "l": UTS #46 maps it
		"file://localhost./x":        "file://localhost./x",
		"file://localhost.example/x": "file://localhost.example/x",
		"file:\\\\LOCALHOST\\c:\\x":  "file:///c:/x",
		"file://LOCALHOST:80/x":      "",
		"http://LOCALHOST/x":         "http://localhost/x",
		"sc://LOCALHOST/x":           "sc://LOCALHOST/x",
	} {
		u, err := Parse(in)
		if want == "" {
			if err == nil {
				t.Errorf("Parse(%q) = %q, want failure", in, u.Href())
			}
			continue
		}
		if err != nil || u.Href() != want {
			t.Errorf("Parse(%q) = %q, %v; want %q", in, u.Href(), err, want)
		}
	}
	// The host setter on a file URL (host state step 1, file host state).
	u, _ := Parse("file://h/x")
	if v, ok := u.SetHost("LOCALHOST"); !ok || v.Href() != "file:///x" {
		t.Errorf("SetHost(LOCALHOST): %q, %v", v.Href(), ok)
	}
}

// The port state (step 2): "\" ends the port only in a special URL; in
// another it is a byte of the port, which is then no number.
func TestPortBackslash(t *testing.T) {
	for in, want := range map[string]string{
		"http://h:1\\x":  "http://h:1/x",
		"http://h:80\\x": "http://h/x",
		"ws://h:1\\":     "ws://h:1/",
		"sc://h:1\\x":    "",
		"sc://h:\\x":     "",
		"sc://h:1/\\x":   "sc://h:1/\\x",
	} {
		u, err := Parse(in)
		if want == "" {
			if !errors.Is(err, PortInvalid) {
				t.Errorf("Parse(%q) = %q, %v; want port-invalid", in, u.Href(), err)
			}
			continue
		}
		if err != nil || u.Href() != want {
			t.Errorf("Parse(%q) = %q, %v; want %q", in, u.Href(), err, want)
		}
	}
	var e *Error
	if _, err := Parse("sc://h:1\\x"); !errors.As(err, &e) || e.Offset != 8 {
		t.Errorf("offset: %v", err)
	}
}

// A noncharacter (U+FDD0 to U+FDEF, and the last two code points of each
// plane) is no URL code point (§4.3): invalid-URL-unit in each state that
// checks, at its first byte, and written percent-encoded (or, in the
// opaque path, as it is: the C0 control percent-encode set leaves it).
func TestNoncharacters(t *testing.T) {
	for _, r := range []string{"\uFFFF", "\uFFFE", "\uFDD0", "\uFDEF", "\U0001FFFF", "\U0010FFFE", "\U0010FFFF"} {
		for _, tc := range []struct{ prefix, suffix string }{
			{"http://h/", ""}, {"http://h/?", ""}, {"http://h/#", ""}, {"sc:", ""}, {"sc://h/", ""},
		} {
			in := tc.prefix + r + tc.suffix
			_, errs, err := Validate(in)
			want := []ValidationError{{InvalidURLUnit, len(tc.prefix)}}
			if err != nil || !slices.Equal(errs, want) {
				t.Errorf("%q: %v, %v; want %v", in, errs, err, want)
			}
		}
	}
	// Their neighbours are URL code points.
	for _, r := range []string{"\uFFFD", "\uFDCF", "\uFDF0", "\U0001FFFD", "\U00010000", "\U0010FFFD"} {
		if _, errs, err := Validate("http://h/" + r); err != nil || len(errs) != 0 {
			t.Errorf("%q: %v, %v; want none", r, errs, err)
		}
	}
}

// host-missing says which rule the input breaks: a special URL needs a
// host; in a URL of any scheme, credentials and a port need one.
func TestHostMissingMessage(t *testing.T) {
	for in, want := range map[string]string{
		"sc://@/":       "credentials (\"user@\") must be followed by a host",
		"sc://u:p@":     "credentials (\"user@\") must be followed by a host",
		"https://u:p@/": "credentials (\"user@\") must be followed by a host",
		"sc://:12/":     "a port must follow a host",
		"https://:443":  "a port must follow a host",
		"https://#frag": "a URL of a special scheme (http, https, ws, wss, ftp) needs a host",
		"http:?x":       "a URL of a special scheme (http, https, ws, wss, ftp) needs a host",
	} {
		_, err := Parse(in)
		if !errors.Is(err, HostMissing) || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q): %v; want host-missing saying %q", in, err, want)
		}
		if strings.HasPrefix(in, "sc:") && strings.Contains(err.Error(), "special") {
			t.Errorf("Parse(%q): %v names special schemes", in, err)
		}
	}
}

// The path state's drive letter quirk (step 1.4.1) applies to the first
// segment of an empty path, also one that double-dot segments emptied,
// with "\" as a slash (the hrefs are Node's, whose ada agrees).
func TestDriveLetterEmptiedPath(t *testing.T) {
	for _, c := range [][3]string{
		{"file:///x/y", "../../C|/z", "file:///C:/z"},
		{"file:///x/y", "..\\..\\C|\\z", "file:///C:/z"},
		{"file:///C:/y", "../../z", "file:///C:/z"},
		{"", "file:///a/..\\C|/x", "file:///C:/x"},
		{"", "file:///a/../C|", "file:///C:"},
		{"", "file:///a/../C|x", "file:///C|x"},
		{"", "file:///C|/../../x", "file:///C:/x"},
		{"", "file:///./C|/x", "file:///C:/x"},
		{"", "file:C|/x", "file:///C:/x"},
		{"", "sc:/a/../C|/x", "sc:/C|/x"},
	} {
		var u URL
		var err error
		if c[0] == "" {
			u, err = Parse(c[1])
		} else {
			b, _ := Parse(c[0])
			u, err = b.Parse(c[1])
		}
		if err != nil || u.Href() != c[2] {
			t.Errorf("%q against %q: %q, %v; want %q", c[1], c[0], u.Href(), err, c[2])
		}
	}
}
