package guard_test

import (
	"net/netip"
	"testing"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/uri"
)

// TestBlockedIsTheDanger: for addresses from every registry row, the
// metadata list and the IPv6 embeddings, Blocked(a) holds exactly when
// package inspect finds a danger in a URI whose host is that address, so
// that the gate and a dial-time guard calling Blocked never disagree.
func TestBlockedIsTheDanger(t *testing.T) {
	addrs := guard.SampleAddrs()
	for _, s := range []string{"8.8.8.8", "2606:4700::1", "::ffff:8.8.8.8", "::ffff:10.0.0.1", "64:ff9b::808:808", "64:ff9b::a00:1",
		"2002:a00:1::1", "2002:808:808::1", "::10.0.0.1", "::8.8.8.8", "192.0.0.193", "168.63.129.17", "fd00:ec2::255"} {
		addrs = append(addrs, netip.MustParseAddr(s))
	}
	if len(addrs) < 100 {
		t.Fatalf("%d addresses", len(addrs))
	}
	for _, a := range addrs {
		if !a.IsValid() { // the next address after 255.255.255.255
			continue
		}
		host := a.String()
		if a.Is6() {
			host = "[" + host + "]"
		}
		fs := inspect.Inspect(uri.MustParse("http://" + host + "/"))
		danger := false
		for _, f := range fs {
			danger = danger || f.Severity == inspect.Danger
		}
		if danger != guard.Blocked(a) {
			t.Errorf("%v: findings %+v, Blocked %v", a, fs, guard.Blocked(a))
		}
	}
	if guard.Blocked(netip.MustParseAddr("8.8.8.8")) || guard.Blocked(netip.MustParseAddr("192.0.0.1")) || !guard.Blocked(netip.Addr{}) {
		t.Error("Blocked: 8.8.8.8, 192.0.0.1 or the zero Addr")
	}
}
