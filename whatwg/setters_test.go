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
		if got := u.SetHost("").Href(); got != want {
			t.Errorf("%q with host \"\": %q, want %q", in, got, want)
		}
		if got := u.SetHostname("").Href(); got != want {
			t.Errorf("%q with hostname \"\": %q, want %q", in, got, want)
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
		got := setterFuncs[tc.setter](u, tc.value)
		again, err := Parse(got.Href())
		if got.Href() != tc.want || err != nil || again != got {
			t.Errorf("set %s=%q on %q: %q (%+v), want %q (%+v)", tc.setter, tc.value, tc.href, got.Href(), got, tc.want, again)
		}
	}
}
