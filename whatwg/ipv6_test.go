package whatwg

import (
	"fmt"
	"math/rand"
	"net/netip"
	"strings"
	"testing"
)

// ipv6AgreesWithNetip reports whether the IPv6 parser (§3.5) and net/netip
// (RFC 4291 §2.2's text) accept s alike, with the same address, and whether
// the IPv6 serializer (§3.6) writes what netip writes (but for an
// IPv4-mapped address, which the Standard writes in hex). The two grammars
// are one (§3.5's note: "the IPv6 address syntax"), so whatwg keeps its
// parser only for the Standard's validation errors and their offsets,
// which netip does not give.
func ipv6AgreesWithNetip(t *testing.T, s string) {
	t.Helper()
	var p parser
	addr, _, _, ok := p.parseIPv6(s, 0)
	a, err := netip.ParseAddr(s)
	if want := err == nil && a.Is6() && a.Zone() == ""; ok != want {
		t.Fatalf("parseIPv6(%q) ok %v; netip.ParseAddr: %v, %v", s, ok, a, err)
	}
	if !ok {
		return
	}
	b := a.As16()
	for i := range addr {
		if addr[i] != uint16(b[2*i])<<8|uint16(b[2*i+1]) {
			t.Fatalf("parseIPv6(%q) = %x; netip: %v", s, addr, a)
		}
	}
	p.b.init(s, 64)
	p.writeIPv6(addr)
	got, want := p.b.sub(0, p.b.len()), a.String()
	if a.Is4In6() {
		// The five zero pieces are the longest run: "::ffff:" and the
		// last two pieces in hex.
		want = fmt.Sprintf("::ffff:%x:%x", uint16(b[12])<<8|uint16(b[13]), uint16(b[14])<<8|uint16(b[15]))
	}
	if got != want {
		t.Fatalf("writeIPv6(%q) = %q; want %q", s, got, want)
	}
}

// TestIPv6Netip draws strings from the pieces of the IPv6 address syntax
// and holds the parser and serializer to net/netip on each.
func TestIPv6Netip(t *testing.T) {
	r := rand.New(rand.NewSource(35))
	pieces := []string{":", "::", "0", "1", "f", "F", "00", "ffff", "FFFF", "12345", ".", "1.2.3.4", "255", "256", "01", "g", "0000", "%", "1.2.3", "7f00", "%eth0"}
	n := 100_000
	if testing.Short() {
		n = 10_000
	}
	for k := 0; k < n; k++ {
		var b strings.Builder
		for i := 1 + r.Intn(12); i > 0; i-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		ipv6AgreesWithNetip(t, b.String())
	}
	for _, s := range []string{"::ffff:0:0", "::ffff:1:0", "::ffff:0:1", "::ffff:127.0.0.1", "::ffff:ffff:ffff", "0:0:0:0:0:ffff:102:304"} {
		ipv6AgreesWithNetip(t, s)
	}
}

func FuzzIPv6Netip(f *testing.F) {
	for _, s := range []string{"::1", "1:2:3:4:5:6:7:8", "::ffff:1.2.3.4", "1::", "1:2:3:4:5:6:7::", "fe80::1%eth0", ":::", "1.2.3.4"} {
		f.Add(s)
	}
	f.Fuzz(ipv6AgreesWithNetip)
}
