package guard

import (
	"math/rand/v2"
	"net/netip"
	"os"
	"strings"
	"testing"

	"code.dny.dev/ssrf"
)

// The guard against code.dny.dev/ssrf (v0.3.0, a test-only dependency), the
// Go library that keeps the IANA special-purpose registries: on the same
// addresses, every address it refuses the Guard refuses; the addresses the
// Guard refuses more are the ones docs/GUARD.md names.

// dny is code.dny.dev/ssrf's guardian with any port, so that addresses alone
// are compared.
var dny = ssrf.New(ssrf.WithAnyPort())

func dnyRefuses(a netip.Addr) bool { return dny.SafeAddr(a) != nil }

func guardRefuses(a netip.Addr) bool {
	return (Guard{AnyPort: true}).Check(netip.AddrPortFrom(a, 443)) != nil
}

// probeAddrs: the first, second and last address of every row of both
// libraries' tables and the addresses just outside them, the metadata
// endpoints, the IPv6 forms of IPv4 addresses, and pseudo-random IPv4 and
// IPv6 addresses (fixed seed; the IPv6 ones half in 2000::/3).
func probeAddrs() []netip.Addr {
	var prefixes []netip.Prefix
	for _, b := range append(append([]Block{}, ipv4Blocks...), ipv6Blocks...) {
		prefixes = append(prefixes, b.Prefix)
	}
	prefixes = append(prefixes, ssrf.IPv4DeniedPrefixes...)
	prefixes = append(prefixes, ssrf.IPv6DeniedPrefixes...)
	prefixes = append(prefixes, ssrf.IPv6GlobalUnicast, ssrf.IPv6NAT64Prefix)
	var addrs []netip.Addr
	for _, p := range prefixes {
		first, last := p.Masked().Addr(), lastAddr(p)
		addrs = append(addrs, first, first.Next(), last, first.Prev(), last.Next())
	}
	for _, m := range metadataEndpoints {
		addrs = append(addrs, m.addr)
	}
	for _, s := range []string{"::ffff:8.8.8.8", "::ffff:127.0.0.1", "::8.8.8.8", "64:ff9b::808:808", "64:ff9b::7f00:1",
		"2002:808:808::1", "2002:7f00:1::1", "2001::1", "fe80::1%eth0", "2606:4700::1111%eth0", "8.8.8.8", "2606:4700::1111"} {
		addrs = append(addrs, netip.MustParseAddr(s))
	}
	r := rand.New(rand.NewPCG(22, 27))
	for range 100_000 {
		addrs = append(addrs, netip.AddrFrom4([4]byte{byte(r.Uint32()), byte(r.Uint32()), byte(r.Uint32()), byte(r.Uint32())}))
		var b [16]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		if r.IntN(2) == 0 {
			b[0] = 0x20 | b[0]&0x1f // in 2000::/3
		}
		addrs = append(addrs, netip.AddrFrom16(b))
	}
	var valid []netip.Addr
	for _, a := range addrs {
		if a.IsValid() {
			valid = append(valid, a)
		}
	}
	return valid
}

// TestGuardAgainstSSRF: every address code.dny.dev/ssrf refuses, the Guard
// refuses; each address only the Guard refuses is a cloud metadata endpoint
// the registries call public (docs/GUARD.md, "Where the guard refuses
// more").
func TestGuardAgainstSSRF(t *testing.T) {
	more := map[netip.Addr]bool{}
	n := 0
	for _, a := range probeAddrs() {
		theirs, ours := dnyRefuses(a), guardRefuses(a)
		if theirs {
			n++
		}
		switch {
		case theirs && !ours:
			t.Errorf("%v: code.dny.dev/ssrf refuses it (%v), the guard allows it", a, dny.SafeAddr(a))
		case ours && !theirs:
			more[a] = true
			if _, ok := MetadataService(a); !ok {
				t.Errorf("%v: the guard refuses it (%v), code.dny.dev/ssrf allows it, and docs/GUARD.md does not say why", a, Guard{AnyPort: true}.Check(netip.AddrPortFrom(a, 443)))
			}
		}
	}
	if n < 50_000 || len(more) != 1 || !more[netip.MustParseAddr("168.63.129.16")] {
		t.Errorf("%d refused by code.dny.dev/ssrf; refused by the guard alone: %v", n, more)
	}
}

// TestGuardTable: every row of docs/GUARD.md's table gives the verdicts it
// states for both libraries.
func TestGuardTable(t *testing.T) {
	doc, err := os.ReadFile("../docs/GUARD.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := 0
	for _, line := range strings.Split(string(doc), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) != 6 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		addr := strings.Trim(strings.TrimSpace(cells[1]), "`")
		a, err := netip.ParseAddr(addr)
		if err != nil {
			t.Errorf("docs/GUARD.md: %q: %v", addr, err)
			continue
		}
		rows++
		for _, c := range []struct {
			name    string
			cell    string
			refuses bool
		}{{"code.dny.dev/ssrf", cells[3], dnyRefuses(a)}, {"guard.Guard", cells[4], guardRefuses(a)}} {
			want := strings.TrimSpace(c.cell)
			if got := map[bool]string{true: "refused", false: "allowed"}[c.refuses]; got != want {
				t.Errorf("docs/GUARD.md: %s: %s says %s, it is %s", addr, c.name, want, got)
			}
		}
	}
	if rows < 30 {
		t.Errorf("docs/GUARD.md: %d rows", rows)
	}
}
