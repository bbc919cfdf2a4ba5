package guard

// Classification of IP addresses by the IANA special-purpose address
// registries (RFC 6890 created them; RFC 8190 updated them):
//
//   - IANA IPv4 Special-Purpose Address Registry
//     (https://www.iana.org/assignments/iana-ipv4-special-registry)
//   - IANA IPv6 Special-Purpose Address Registry
//     (https://www.iana.org/assignments/iana-ipv6-special-registry)
//
// plus the multicast ranges, which have registries of their own (IPv4
// Multicast Address Space, RFC 5771; IPv6 Multicast Address Space, RFC 4291
// §2.7), and, for IPv6, the IANA IPv6 Address Space registry: only
// 2000::/3 is allocated as global unicast (RFC 4291 §2.4), the rest is
// reserved by the IETF. Each row gives the registry's "Globally Reachable"
// column; IsPublic is that column for the most specific row.

import "net/netip"

// Class is the kind of address block an address belongs to.
type Class uint8

const (
	Public        Class = iota // globally reachable: no special-purpose block says otherwise
	Unspecified                // 0.0.0.0/32 and ::/128: "any address", which reaches the local host
	ThisNetwork                // 0.0.0.0/8 (RFC 791 §3.2): many systems connect it to the local host
	Loopback                   // 127.0.0.0/8 (RFC 1122 §3.2.1.3), ::1/128 (RFC 4291 §2.5.3)
	Private                    // 10/8, 172.16/12, 192.168/16 (RFC 1918)
	SharedAddress              // 100.64.0.0/10 (RFC 6598): carrier-grade NAT
	LinkLocal                  // 169.254.0.0/16 (RFC 3927), fe80::/10 (RFC 4291 §2.5.6); cloud metadata services live here
	UniqueLocal                // fc00::/7 (RFC 4193): the IPv6 private range
	IETFProtocol               // 192.0.0.0/24 (RFC 6890 §2.1), 2001::/23 (RFC 2928)
	Documentation              // 192.0.2/24, 198.51.100/24, 203.0.113/24 (RFC 5737); 2001:db8::/32 (RFC 3849), 3fff::/20 (RFC 9637)
	Benchmarking               // 198.18.0.0/15 (RFC 2544), 2001:2::/48 (RFC 5180)
	Multicast                  // 224.0.0.0/4 (RFC 5771), ff00::/8 (RFC 4291 §2.7)
	Broadcast                  // 255.255.255.255/32 (RFC 919 §7, RFC 8190)
	Reserved                   // 240.0.0.0/4 (RFC 1112 §4); IPv6 outside 2000::/3 and not listed
	Translation                // 64:ff9b::/96 (RFC 6052), 64:ff9b:1::/48 (RFC 8215): IPv4 behind NAT64
	Transition                 // 2002::/16 6to4 (RFC 3056), 2001::/32 Teredo (RFC 4380), 192.88.99.0/24 (RFC 7526)
	Discard                    // 100::/64 (RFC 6666)
	IPv4Mapped                 // ::ffff:0:0/96 (RFC 4291 §2.5.5.2)
	numClasses
)

var classNames = [numClasses]string{
	"public", "unspecified", "this-network", "loopback", "private", "shared-address",
	"link-local", "unique-local", "ietf-protocol", "documentation", "benchmarking",
	"multicast", "broadcast", "reserved", "translation", "transition", "discard", "ipv4-mapped",
}

// String returns the class's name: "public", "loopback", "private", ...
func (c Class) String() string {
	if c < numClasses {
		return classNames[c]
	}
	return "class(?)"
}

// Internal reports whether the class reaches the host itself or its own
// network (unspecified, "this network", loopback, private, shared,
// link-local, unique-local): the targets of server-side request forgery.
func (c Class) Internal() bool {
	switch c {
	case Unspecified, ThisNetwork, Loopback, Private, SharedAddress, LinkLocal, UniqueLocal:
		return true
	}
	return false
}

// Phrase returns the class as it follows "is" in a sentence: "a loopback
// address", "the unspecified address", "an IETF protocol assignment
// address".
func (c Class) Phrase() string {
	if c < numClasses {
		return classPhrases[c] + " address"
	}
	return "an address of class(?)"
}

// classPhrases are the classes' names in a sentence, before "address".
var classPhrases = [numClasses]string{
	Public:        "a public",
	Unspecified:   "the unspecified",
	ThisNetwork:   `a "this network"`,
	Loopback:      "a loopback",
	Private:       "a private-use",
	SharedAddress: "a shared (carrier-grade NAT)",
	LinkLocal:     "a link-local",
	UniqueLocal:   "a unique-local",
	IETFProtocol:  "an IETF protocol assignment",
	Documentation: "a documentation",
	Benchmarking:  "a benchmarking",
	Multicast:     "a multicast",
	Broadcast:     "the limited broadcast",
	Reserved:      "a reserved",
	Translation:   "an IPv4/IPv6 translation",
	Transition:    "a transition (6to4, Teredo)",
	Discard:       "a discard-only",
	IPv4Mapped:    "an IPv4-mapped",
}

// A Block is one row of a registry: an address block, its class, the
// registry's "Globally Reachable" column and the document the registry
// cites for it.
type Block struct {
	Prefix netip.Prefix
	Class  Class
	Global bool   // the registry's "Globally Reachable"
	Spec   string // the RFC the registry cites: "RFC 1918", "RFC 4291 §2.5.3"
}

func pfx(s string) netip.Prefix { return netip.MustParsePrefix(s) }

// ipv4Blocks: the IANA IPv4 Special-Purpose Address Registry, and the
// multicast block of RFC 5771. Longer prefixes win (lookup).
var ipv4Blocks = []Block{
	{pfx("0.0.0.0/8"), ThisNetwork, false, "RFC 791 §3.2"},
	{pfx("0.0.0.0/32"), Unspecified, false, "RFC 1122 §3.2.1.3"},
	{pfx("10.0.0.0/8"), Private, false, "RFC 1918"},
	{pfx("100.64.0.0/10"), SharedAddress, false, "RFC 6598"},
	{pfx("127.0.0.0/8"), Loopback, false, "RFC 1122 §3.2.1.3"},
	{pfx("169.254.0.0/16"), LinkLocal, false, "RFC 3927"},
	{pfx("172.16.0.0/12"), Private, false, "RFC 1918"},
	{pfx("192.0.0.0/24"), IETFProtocol, false, "RFC 6890 §2.1"},
	{pfx("192.0.0.0/29"), IETFProtocol, false, "RFC 7335"},             // IPv4 Service Continuity Prefix
	{pfx("192.0.0.8/32"), IETFProtocol, false, "RFC 7600"},             // IPv4 dummy address
	{pfx("192.0.0.9/32"), IETFProtocol, true, "RFC 7723"},              // Port Control Protocol Anycast
	{pfx("192.0.0.10/32"), IETFProtocol, true, "RFC 8155"},             // Traversal Using Relays around NAT Anycast
	{pfx("192.0.0.170/31"), IETFProtocol, false, "RFC 8880, RFC 7050"}, // NAT64/DNS64 Discovery (.170 and .171)
	{pfx("192.0.2.0/24"), Documentation, false, "RFC 5737"},
	{pfx("192.31.196.0/24"), IETFProtocol, true, "RFC 7535"}, // AS112-v4
	{pfx("192.52.193.0/24"), IETFProtocol, true, "RFC 7450"}, // AMT
	{pfx("192.88.99.0/24"), Transition, false, "RFC 7526"},   // deprecated 6to4 relay anycast
	{pfx("192.168.0.0/16"), Private, false, "RFC 1918"},
	{pfx("192.175.48.0/24"), IETFProtocol, true, "RFC 7534"}, // Direct Delegation AS112 Service
	{pfx("198.18.0.0/15"), Benchmarking, false, "RFC 2544"},
	{pfx("198.51.100.0/24"), Documentation, false, "RFC 5737"},
	{pfx("203.0.113.0/24"), Documentation, false, "RFC 5737"},
	{pfx("224.0.0.0/4"), Multicast, false, "RFC 5771"},
	{pfx("240.0.0.0/4"), Reserved, false, "RFC 1112 §4"},
	{pfx("255.255.255.255/32"), Broadcast, false, "RFC 8190, RFC 919 §7"},
}

// ipv6Blocks: the IANA IPv6 Special-Purpose Address Registry, the
// multicast block, and the unallocated space outside 2000::/3.
var ipv6Blocks = []Block{
	{pfx("::/128"), Unspecified, false, "RFC 4291 §2.5.2"},
	{pfx("::1/128"), Loopback, false, "RFC 4291 §2.5.3"},
	{pfx("::ffff:0:0/96"), IPv4Mapped, false, "RFC 4291 §2.5.5.2"},
	{pfx("64:ff9b::/96"), Translation, true, "RFC 6052"},
	{pfx("64:ff9b:1::/48"), Translation, false, "RFC 8215"},
	{pfx("100::/64"), Discard, false, "RFC 6666"},
	{pfx("2001::/23"), IETFProtocol, false, "RFC 2928"},
	{pfx("2001::/32"), Transition, false, "RFC 4380"}, // Teredo: "N/A" in the registry
	{pfx("2001:1::1/128"), IETFProtocol, true, "RFC 7723"},
	{pfx("2001:1::2/128"), IETFProtocol, true, "RFC 8155"},
	{pfx("2001:1::3/128"), IETFProtocol, true, "RFC 9665"},
	{pfx("2001:2::/48"), Benchmarking, false, "RFC 5180"},
	{pfx("2001:3::/32"), IETFProtocol, true, "RFC 7450"},
	{pfx("2001:4:112::/48"), IETFProtocol, true, "RFC 7535"},
	{pfx("2001:10::/28"), IETFProtocol, false, "RFC 4843"}, // deprecated ORCHID
	{pfx("2001:20::/28"), IETFProtocol, true, "RFC 7343"},  // ORCHIDv2
	{pfx("2001:30::/28"), IETFProtocol, true, "RFC 9374"},  // Drone Remote ID Protocol Entity Tags
	{pfx("2001:db8::/32"), Documentation, false, "RFC 3849"},
	{pfx("2002::/16"), Transition, false, "RFC 3056"}, // 6to4: "N/A" in the registry
	{pfx("2620:4f:8000::/48"), IETFProtocol, true, "RFC 7534"},
	{pfx("3fff::/20"), Documentation, false, "RFC 9637"},
	{pfx("5f00::/16"), IETFProtocol, false, "RFC 9602"}, // SRv6 SIDs
	{pfx("fc00::/7"), UniqueLocal, false, "RFC 4193"},
	{pfx("fe80::/10"), LinkLocal, false, "RFC 4291 §2.5.6"},
	{pfx("ff00::/8"), Multicast, false, "RFC 4291 §2.7"},
}

// global6 is the IPv6 global unicast space (IANA IPv6 Address Space).
var global6 = pfx("2000::/3")

// lookup returns the most specific block holding a, or false.
func lookup(a netip.Addr) (Block, bool) {
	blocks := ipv6Blocks
	if a.Is4() {
		blocks = ipv4Blocks
	}
	best, found := Block{}, false
	for _, b := range blocks {
		if b.Prefix.Contains(a) && (!found || b.Prefix.Bits() > best.Prefix.Bits()) {
			best, found = b, true
		}
	}
	return best, found
}

// Classify returns the class of a by the IANA special-purpose registries.
// An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is classified as the IPv4
// address it carries, since that is where a dual-stack socket connects
// (RFC 4291 §2.5.5.2); the other embeddings (NAT64, 6to4, compatible) keep
// their IPv6 class: use UnwrapIPv4 to look inside them. An IPv6 address
// outside 2000::/3 and every listed block is Reserved. The zone is ignored.
// The zero Addr is Unspecified.
func Classify(a netip.Addr) Class {
	b, ok := SpecialPurpose(a)
	if !ok {
		return Public
	}
	return b.Class
}

// IsPublic reports whether a is globally reachable by the registries'
// "Globally Reachable" column (RFC 8190): false for loopback, private,
// link-local, documentation and every other special-purpose block not
// marked reachable, and for unallocated IPv6 space. An SSRF filter allows
// a destination only when IsPublic holds for every address it resolves to
// (and for UnwrapIPv4 of it).
func IsPublic(a netip.Addr) bool {
	b, ok := SpecialPurpose(a)
	return !ok || b.Global
}

// SpecialPurpose returns the most specific row of the registries holding
// a, read as Classify reads it (an IPv4-mapped address as its IPv4
// address, the zone ignored), and true; or false when a is in no listed
// block and in the IPv6 global unicast space: a public address. An IPv6
// address outside 2000::/3 and every listed block gives a Reserved row
// whose prefix is ::/0; the zero Addr an Unspecified row with no prefix.
func SpecialPurpose(a netip.Addr) (Block, bool) {
	if !a.IsValid() {
		return Block{Class: Unspecified, Spec: "RFC 4291 §2.5.2"}, true
	}
	a = a.WithZone("")
	if a.Is4In6() {
		a = a.Unmap()
	}
	if b, ok := lookup(a); ok {
		return b, true
	}
	if a.Is6() && !global6.Contains(a) {
		return Block{Prefix: pfx("::/0"), Class: Reserved, Spec: "RFC 4291 §2.4"}, true
	}
	return Block{}, false
}
