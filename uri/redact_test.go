package uri

import (
	"net/url"
	"strings"
	"testing"
)

// TestRedacted uses the cases of net/url's TestURLRedacted (golang/go
// src/net/url/url_test.go) as strings, plus RFC 3986 §3.2.1's
// "user:password" form with encodings, and checks each against
// url.URL.Redacted on the same string where net/url can parse it.
func TestRedacted(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://user:password@host.tld/this:that", "http://user:xxxxx@host.tld/this:that"},
		{"http://user@host.tld/this:that", "http://user@host.tld/this:that"},
		{"http://:password@host.tld/this:that", "http://:xxxxx@host.tld/this:that"},
		{"http://host.tld/this:that", "http://host.tld/this:that"},
		{"", ""},
		{"ftp://user:@host/", "ftp://user:xxxxx@host/"},
		{"ftp://@host/", "ftp://@host/"},
		{"ftp://a:b:c@[::1]:21/x?p=q:r@s#t:u@v", "ftp://a:xxxxx@[::1]:21/x?p=q:r@s#t:u@v"},
		{"http://us%3Aer:p%40ss@h/", "http://us%3Aer:xxxxx@h/"},
		{"mailto:user:pw@example.com", "mailto:user:pw@example.com"},
		{"//u:p@h", "//u:xxxxx@h"},
	} {
		u, err := ParseReference(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Redacted(); got != tc.want {
			t.Errorf("Redacted(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if v, err := url.Parse(tc.in); err == nil && v.String() == tc.in {
			if got, want := u.Redacted(), v.Redacted(); got != want {
				t.Errorf("Redacted(%q) = %q, net/url gives %q", tc.in, got, want)
			}
		}
	}
}

// TestRedactedRegNameAuthority: under Draft2003 an authority that is not a
// server is a reg-name (seed 003 §3.2.1), so "user:pw@evil@host" has no
// userinfo; what net/url and RFC 3986 read as its password is still hidden.
func TestRedactedRegNameAuthority(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://user:pw@evil@host/", "http://user:xxxxx@host/"},
		{"http://user:pw@evil@host:8080/x?y@z", "http://user:xxxxx@host:8080/x?y@z"},
		{"http://a@b@c/", "http://a@b@c/"},
		{"http://host:8080/", "http://host:8080/"},
		{"http://u:p@h:80/", "http://u:xxxxx@h:80/"},
	} {
		u, err := Draft2003.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Redacted(); got != tc.want {
			t.Errorf("Draft2003 Redacted(%q) = %q, want %q", tc.in, got, tc.want)
		}
		// net/url reads the same authority as userinfo "user:pw@evil"
		// (it re-encodes an "@" of a userinfo without password, hence
		// compared only where it redacts).
		if v, err := url.Parse(tc.in); err == nil && strings.Contains(v.Redacted(), "xxxxx") {
			if want := v.Redacted(); want != tc.want {
				t.Errorf("Draft2003 Redacted(%q) = %q, net/url gives %q", tc.in, tc.want, want)
			}
		}
	}
}

// TestRedactedAllocs: no password, no allocation.
func TestRedactedAllocs(t *testing.T) {
	u := MustParse("http://user@host.tld/this:that")
	if n := testing.AllocsPerRun(100, func() { sinkString = u.Redacted() }); n != 0 {
		t.Errorf("Redacted without a password: %v allocs", n)
	}
	u = MustParse("http://user:pw@host.tld/")
	if n := testing.AllocsPerRun(100, func() { sinkString = u.Redacted() }); n != 1 {
		t.Errorf("Redacted with a password: %v allocs, want 1", n)
	}
}

// TestRedactedCorpus compares Redacted with net/url's URL.Redacted over
// every corpus reference (see corpusLines) that net/url parses and prints
// unchanged, and checks that only the password changes.
func TestRedactedCorpus(t *testing.T) {
	compared, redacted := 0, 0
	for _, s := range corpusLines(t) {
		u, err := ParseReference(s)
		if err != nil {
			continue
		}
		r := u.Redacted()
		if r != s {
			redacted++
			v, err := ParseReference(r)
			if err != nil || v.Scheme() != u.Scheme() || v.Host() != u.Host() || v.Path() != u.Path() ||
				v.Query() != u.Query() || v.Fragment() != u.Fragment() || !strings.HasSuffix(v.Userinfo(), ":xxxxx") {
				t.Errorf("Redacted(%q) = %q", s, r)
			}
		}
		if p, err := url.Parse(s); err == nil && p.String() == s {
			compared++
			if want := p.Redacted(); r != want {
				t.Errorf("Redacted(%q) = %q, net/url gives %q", s, r, want)
			}
		}
	}
	if compared < 10000 || redacted == 0 {
		t.Errorf("compared %d, redacted %d", compared, redacted)
	}
}
