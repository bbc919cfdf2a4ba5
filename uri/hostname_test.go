package uri

import (
	"net/netip"
	"testing"
)

func TestHostnameAddr(t *testing.T) {
	for _, tc := range []struct {
		in, hostname string
		addr         string // "" when Addr reports false
	}{
		{"http://example.com:8080/", "example.com", ""},
		{"http://b%C3%BCcher.example/", "bücher.example", ""},
		{"http://192.0.2.16:80/", "192.0.2.16", "192.0.2.16"},                       // RFC 3986 §3.2.2 IPv4address
		{"ldap://[2001:db8::7]/c=GB?objectClass?one", "2001:db8::7", "2001:db8::7"}, // RFC 3986 §1.1.2
		{"http://[fe80::1%25en0]:8080/", "fe80::1", "fe80::1%en0"},                  // RFC 6874 §2
		{"http://[::FFFF:129.144.52.38]/", "::FFFF:129.144.52.38", "::ffff:129.144.52.38"},
		{"http://[v7.x]/", "v7.x", ""},
		{"http://%31%32%37.0.0.1/", "127.0.0.1", ""}, // a reg-name that spells an address (§3.2.2)
		{"file:///etc/hosts", "", ""},
		{"mailto:a@b", "", ""},
	} {
		u, err := Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Hostname(); got != tc.hostname {
			t.Errorf("%s: Hostname() = %q, want %q", tc.in, got, tc.hostname)
		}
		a, ok := u.Addr()
		switch {
		case tc.addr == "" && ok:
			t.Errorf("%s: Addr() = %v, true; want false", tc.in, a)
		case tc.addr != "" && (!ok || a != netip.MustParseAddr(tc.addr)):
			t.Errorf("%s: Addr() = %v, %v; want %s", tc.in, a, ok, tc.addr)
		}
	}
	u, _ := Parse("http://[fe80::1%25en0]:8080/")
	if n := testing.AllocsPerRun(100, func() { u.Hostname() }); n != 0 {
		t.Errorf("Hostname allocates %v times", n)
	}
}

func TestUserPassword(t *testing.T) {
	for _, tc := range []struct {
		in, user, pw string
		hasPW        bool
	}{
		{"ftp://anonymous:guest@ftp.example/", "anonymous", "guest", true},
		{"ftp://a%3Ab:c:d@h/", "a%3Ab", "c:d", true}, // the first ":" splits (RFC 3986 §3.2.1)
		{"ftp://user:@h/", "user", "", true},
		{"ftp://user@h/", "user", "", false},
		{"ftp://h/", "", "", false},
	} {
		u, _ := Parse(tc.in)
		pw, ok := u.Password()
		if u.User() != tc.user || pw != tc.pw || ok != tc.hasPW {
			t.Errorf("%s: User %q Password %q %v", tc.in, u.User(), pw, ok)
		}
	}
	if vs := QueryParams("a=%41&b=1&a=").RawValues("a"); len(vs) != 2 || vs[0] != "%41" || vs[1] != "" {
		t.Errorf("RawValues: %q", vs)
	}
}
