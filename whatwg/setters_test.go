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
