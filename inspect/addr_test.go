package inspect

import (
	"net/netip"
	"testing"

	"github.com/urikit/urikit/uri"
)

func TestHostAddr(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://127.0.0.1/", "127.0.0.1"},
		{"http://0x7f.1/", "127.0.0.1"},
		{"http://127.0.0.1./", "127.0.0.1"}, // WHATWG URL: one final dot
		{"http://%31%32%37.0.0.1/", "127.0.0.1"},
		{"http://%30x7f.1/", "127.0.0.1"},
		{"http://[::1]/", "::1"},
		{"http://[fe80::1%25en0]/", "fe80::1%en0"},
		{"http://[fe80::1%25%65n0]/", "fe80::1%en0"},
		{"http://[::ffff:127.0.0.1]:80/", "::ffff:127.0.0.1"},
		{"http://example.com/", ""},
		{"http://localhost/", ""},
		{"http://127.0.0.1../", ""},
		{"http://[v1.x]/", ""},
		{"mailto:a@127.0.0.1", ""},
		{"http:///x", ""},
	} {
		u := uri.MustParse(tc.in)
		got, ok := HostAddr(u)
		if ok != (tc.want != "") || ok && got != netip.MustParseAddr(tc.want) {
			t.Errorf("HostAddr(%q) = %v, %v; want %q", tc.in, got, ok, tc.want)
		}
	}
	// Draft2003: the reg-name authority "user:pw@evil@0x7f.1:8080" (seed 003
	// §3.2.1) is read by a server-based client as host 0x7f.1, port 8080.
	u, err := uri.Draft2003.Parse("http://user:pw@evil@0x7f.1:8080/")
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := HostAddr(u); !ok || got != netip.MustParseAddr("127.0.0.1") {
		t.Errorf("Draft2003 HostAddr = %v, %v", got, ok)
	}
}
