package guard

import "net/netip"

// SampleAddrs lists, for the tests of package guard_test, the first two
// addresses of every registry row and every cloud metadata endpoint.
func SampleAddrs() []netip.Addr {
	var addrs []netip.Addr
	for _, b := range append(append([]Block{}, ipv4Blocks...), ipv6Blocks...) {
		a := b.Prefix.Addr()
		addrs = append(addrs, a, a.Next())
	}
	for _, m := range metadataEndpoints {
		addrs = append(addrs, m.addr)
	}
	return addrs
}
