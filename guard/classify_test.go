package guard

import (
	"net/netip"
	"strings"
	"testing"
)

// TestClassify: one or more addresses from each row of the IANA IPv4 and
// IPv6 Special-Purpose Address Registries (and the multicast registries),
// with the class and the registry's "Globally Reachable" value.
func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		addr   string
		class  Class
		public bool
	}{
		{"0.1.2.3", ThisNetwork, false},
		{"0.0.0.0", Unspecified, false},
		{"10.0.0.1", Private, false},
		{"10.255.255.255", Private, false},
		{"100.64.0.1", SharedAddress, false},
		{"100.127.255.255", SharedAddress, false},
		{"100.128.0.0", Public, true},
		{"127.0.0.1", Loopback, false},
		{"127.255.255.254", Loopback, false},
		{"169.254.169.254", LinkLocal, false},
		{"172.16.0.1", Private, false},
		{"172.31.255.255", Private, false},
		{"172.32.0.0", Public, true},
		{"192.0.0.1", IETFProtocol, false},
		{"192.0.0.9", IETFProtocol, true},  // PCP anycast
		{"192.0.0.10", IETFProtocol, true}, // TURN anycast
		{"192.0.0.170", IETFProtocol, false},
		{"192.0.2.1", Documentation, false},
		{"192.31.196.1", IETFProtocol, true},
		{"192.52.193.1", IETFProtocol, true},
		{"192.88.99.1", Transition, false},
		{"192.168.1.1", Private, false},
		{"192.175.48.1", IETFProtocol, true},
		{"198.18.0.1", Benchmarking, false},
		{"198.19.255.255", Benchmarking, false},
		{"198.20.0.0", Public, true},
		{"198.51.100.7", Documentation, false},
		{"203.0.113.9", Documentation, false},
		{"224.0.0.1", Multicast, false},
		{"239.255.255.250", Multicast, false},
		{"240.0.0.1", Reserved, false},
		{"255.255.255.254", Reserved, false},
		{"255.255.255.255", Broadcast, false},
		{"8.8.8.8", Public, true},
		{"93.184.216.34", Public, true},

		{"::", Unspecified, false},
		{"::1", Loopback, false},
		{"::ffff:127.0.0.1", Loopback, false}, // classified as the IPv4 it maps
		{"::ffff:8.8.8.8", Public, true},
		{"64:ff9b::8.8.8.8", Translation, true},
		{"64:ff9b:1::1", Translation, false},
		{"100::1", Discard, false},
		{"2001::1", Transition, false}, // Teredo
		{"2001:1::1", IETFProtocol, true},
		{"2001:1::2", IETFProtocol, true},
		{"2001:1::4", IETFProtocol, false},
		{"2001:2::1", Benchmarking, false},
		{"2001:3::1", IETFProtocol, true},
		{"2001:4:112::1", IETFProtocol, true},
		{"2001:10::1", IETFProtocol, false},
		{"2001:20::1", IETFProtocol, true},
		{"2001:db8::1", Documentation, false},
		{"2002:7f00:1::1", Transition, false},
		{"2620:4f:8000::1", IETFProtocol, true},
		{"3fff::1", Documentation, false},
		{"5f00::1", IETFProtocol, false},
		{"fc00::1", UniqueLocal, false},
		{"fd12:3456::1", UniqueLocal, false},
		{"fe80::1", LinkLocal, false},
		{"fe80::1%eth0", LinkLocal, false},
		{"ff02::1", Multicast, false},
		{"fec0::1", Reserved, false}, // deprecated site-local, outside 2000::/3
		{"::a00:1", Reserved, false}, // IPv4-compatible (deprecated)
		{"2606:4700::1111", Public, true},
		{"2a00:1450:4001::1", Public, true},
	} {
		a := netip.MustParseAddr(tc.addr)
		if got := Classify(a); got != tc.class {
			t.Errorf("Classify(%s) = %s, want %s", tc.addr, got, tc.class)
		}
		if got := IsPublic(a); got != tc.public {
			t.Errorf("IsPublic(%s) = %v, want %v", tc.addr, got, tc.public)
		}
	}
	if c := Classify(netip.Addr{}); c != Unspecified || IsPublic(netip.Addr{}) {
		t.Errorf("Classify(zero Addr) = %s", c)
	}
}

// TestClassNames: every class has a name and a phrase, the phrase an
// article and "address"; a class past the list says so.
func TestClassNames(t *testing.T) {
	for c := Class(0); c < numClasses; c++ {
		p := c.Phrase()
		if c.String() == "" || classPhrases[c] == "" || !strings.HasSuffix(p, " address") ||
			!strings.HasPrefix(p, "a ") && !strings.HasPrefix(p, "an ") && !strings.HasPrefix(p, "the ") {
			t.Errorf("class %d: name %q, phrase %q", c, c.String(), p)
		}
	}
	if Loopback.Phrase() != "a loopback address" || Unspecified.Phrase() != "the unspecified address" {
		t.Errorf("%q %q", Loopback.Phrase(), Unspecified.Phrase())
	}
	if numClasses.String() != "class(?)" || numClasses.Phrase() != "an address of class(?)" {
		t.Errorf("%q %q", numClasses.String(), numClasses.Phrase())
	}
}

func TestUnwrapIPv4(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"::ffff:127.0.0.1", "127.0.0.1"},   // RFC 4291 §2.5.5.2
		{"::ffff:7f00:1", "127.0.0.1"},      // the same, in hex
		{"::10.0.0.1", "10.0.0.1"},          // RFC 4291 §2.5.5.1
		{"::0.0.1.2", "0.0.1.2"},            // compatible, small
		{"64:ff9b::c000:221", "192.0.2.33"}, // RFC 6052 §2.4's example
		{"2002:c000:221::1", "192.0.2.33"},  // RFC 3056 §2
		{"10.1.2.3", "10.1.2.3"},
		{"::", ""},
		{"::1", ""},
		{"2001:db8::c000:221", ""},
		{"64:ff9b:1::c000:221", ""},
		{"fe80::1", ""},
	} {
		got, ok := UnwrapIPv4(netip.MustParseAddr(tc.in))
		if ok != (tc.want != "") || ok && got != netip.MustParseAddr(tc.want) {
			t.Errorf("UnwrapIPv4(%s) = %v, %v; want %q", tc.in, got, ok, tc.want)
		}
	}
}

// TestMetadataBlocked: every cloud metadata endpoint is one, in its
// IPv4-mapped form and with a zone too, and is blocked.
func TestMetadataBlocked(t *testing.T) {
	for _, m := range metadataEndpoints {
		forms := []netip.Addr{m.addr}
		if m.addr.Is4() {
			forms = append(forms, netip.AddrFrom16(m.addr.As16()))
		} else {
			forms = append(forms, m.addr.WithZone("eth0"))
		}
		for _, a := range forms {
			if what, ok := MetadataService(a); !ok || what != m.service || !Blocked(a) {
				t.Errorf("%v: MetadataService %q %v, Blocked %v", a, what, ok, Blocked(a))
			}
		}
	}
	if _, ok := MetadataService(netip.MustParseAddr("169.254.169.253")); ok {
		t.Error("169.254.169.253 is no endpoint")
	}
}
