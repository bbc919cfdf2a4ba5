package whatwg

import "testing"

// The host and hostname setters leave a URL alone when the new host is
// empty and the URL has credentials or a port (§4.4 host state, step
// 3.2: "url includes credentials or url's port is non-null"); port 0 is
// not null. Without either, a URL that is not special takes the empty
// host.
func TestSetEmptyHost(t *testing.T) {
	for in, want := range map[string]string{
		"foo://h:0/p":  "foo://h:0/p",
		"foo://h:1/p":  "foo://h:1/p",
		"foo://u@h/p":  "foo://u@h/p",
		"foo://:p@h/p": "foo://:p@h/p",
		"foo://h/p":    "foo:///p",
	} {
		u, err := Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := u.SetHost(""); got.Href() != want || ok != (in != want) {
			t.Errorf("%q with host \"\": %q, %v; want %q", in, got.Href(), ok, want)
		}
		if got, ok := u.SetHostname(""); got.Href() != want || ok != (in != want) {
			t.Errorf("%q with hostname \"\": %q, %v; want %q", in, got.Href(), ok, want)
		}
	}
	if u, err := Parse("http://h:65535/"); err != nil || u.Port() != "65535" {
		t.Errorf("http://h:65535/: %q, %v", u.Port(), err)
	}
}

// A setter's URL is == to the URL its href parses to (URL's promise:
// equal exactly when the hrefs are), for ports of one and two digits and
// port 0, and for a URL without a host.
func TestSettersEqualParse(t *testing.T) {
	for _, tc := range []struct {
		href, setter, value, want string
	}{
		{"http://h/", "port", "0", "http://h:0/"},
		{"http://h/", "port", "10", "http://h:10/"},
		{"http://h/", "port", "9", "http://h:9/"},
		{"http://h:10/", "pathname", "x", "http://h:10/x"},
		{"http://h:0/", "search", "q", "http://h:0/?q"},
		{"http://u:p@h:65535/", "hash", "f", "http://u:p@h:65535/#f"},
		{"sc:/a", "pathname", "b", "sc:/b"},
		{"sc:/a", "search", "q", "sc:/a?q"},
		{"sc:x", "hash", "f", "sc:x#f"},
		{"sc:/a", "pathname", "//b", "sc:/.//b"},
		// The protocol setter (§4.4 scheme state, step 2.1.3): no "file"
		// for a URL with a port, port 0 too, or credentials.
		{"http://h:0/", "protocol", "file", "http://h:0/"},
		{"http://u@h/", "protocol", "file", "http://u@h/"},
		{"http://h/", "protocol", "file", "file://h/"},
	} {
		u, err := Parse(tc.href)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := setterFuncs[tc.setter](u, tc.value)
		again, err := Parse(got.Href())
		if got.Href() != tc.want || err != nil || again != got {
			t.Errorf("set %s=%q on %q: %q (%+v), want %q (%+v)", tc.setter, tc.value, tc.href, got.Href(), got, tc.want, again)
		}
	}
}

// Each setter tells whether it applied the value: false exactly where the
// Standard's setter returns without changing the URL (§6.1), and the URL
// is then the one given.
func TestSettersApplied(t *testing.T) {
	for _, tc := range []struct {
		href, setter, value string
		ok                  bool
	}{
		{"http://h/", "port", "8080", true},
		{"http://h:1/", "port", "", true},     // "" makes the port null
		{"http://h:1/", "port", "80", true},   // the default port: null, set
		{"http://h/", "port", "x1", false},    // no digit first
		{"http://h/", "port", "65536", false}, // port-out-of-range
		{"file:///p", "port", "1", false},     // a file URL cannot have a port
		{"mailto:x", "port", "1", false},      // nor a URL without a host
		{"mailto:x", "host", "h", false},      // an opaque path
		{"mailto:x", "pathname", "/p", false},
		{"mailto:x", "search", "q", true},
		{"mailto:x", "hash", "f", true},
		{"http://h/", "host", "a b", false}, // the host parser fails
		{"http://h/", "host", "", false},    // host-missing
		{"http://h/", "host", "g:x", true},  // the host is set, the port not
		{"http://h/", "hostname", "g:1", false},
		{"http://h/", "username", "u", true},
		{"file:///p", "username", "u", false},
		{"http://h/", "password", "p", true},
		{"http://h/", "protocol", "https", true},
		{"http://h/", "protocol", "foo", false}, // special to not special
		{"foo://h/", "protocol", "http", false}, // and the reverse
		{"http://h/", "protocol", "1x", false},  // not a scheme
		{"http://h/", "href", "x", false},       // does not parse
	} {
		u, err := Parse(tc.href)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := setterFuncs[tc.setter](u, tc.value)
		if ok != tc.ok || !ok && got != u {
			t.Errorf("set %s=%q on %q: %q, %v; want applied %v", tc.setter, tc.value, tc.href, got.Href(), ok, tc.ok)
		}
	}
	var zero URL
	for name, set := range setterFuncs {
		if name == "href" {
			continue
		}
		if got, ok := set(zero, "x"); ok || got != zero {
			t.Errorf("%s setter on the zero URL: %+v, %v", name, got, ok)
		}
	}
}
