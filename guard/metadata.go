package guard

// Cloud metadata endpoints: the addresses at which cloud platforms serve
// a virtual machine or container its own configuration and, above all,
// its credentials. Server-side request forgery aims at them first
// (PayloadsAllTheThings, "SSRF URL for Cloud Instances"). Most lie in a
// block the registries already make internal (link-local 169.254.0.0/16,
// shared 100.64.0.0/10, unique-local fc00::/7); two do not: Oracle
// Cloud's 192.0.0.192 (an IETF protocol assignment) and Azure's
// WireServer 168.63.129.16 (a public address), so the list is kept here,
// with each provider's documentation named.

import "net/netip"

// metadataEndpoints is the documented list, one row per address.
var metadataEndpoints = []struct {
	addr    netip.Addr
	service string
}{
	{netip.MustParseAddr("169.254.169.254"), "the instance metadata service of AWS EC2, Google Compute Engine, Azure, OpenStack, DigitalOcean, Oracle Cloud and others"},
	{netip.MustParseAddr("fd00:ec2::254"), "the AWS EC2 instance metadata service over IPv6"},
	{netip.MustParseAddr("169.254.170.2"), "the AWS ECS task metadata and credentials endpoint"},
	{netip.MustParseAddr("169.254.170.23"), "the AWS EKS Pod Identity credentials endpoint"},
	{netip.MustParseAddr("fd00:ec2::23"), "the AWS EKS Pod Identity credentials endpoint over IPv6"},
	{netip.MustParseAddr("100.100.100.200"), "the Alibaba Cloud ECS instance metadata service"},
	{netip.MustParseAddr("192.0.0.192"), "the Oracle Cloud Infrastructure legacy instance metadata service"},
	{netip.MustParseAddr("168.63.129.16"), "the Azure WireServer (host platform: goal state, extensions, health probes)"},
	{netip.MustParseAddr("169.254.0.23"), "the Tencent Cloud instance metadata service (metadata.tencentyun.com)"},
	{netip.MustParseAddr("169.254.42.42"), "the Scaleway instance metadata service"},
}

// MetadataService returns what the cloud metadata endpoint at a is, and
// true, when a is one of the documented endpoints (169.254.169.254,
// fd00:ec2::254, 169.254.170.2, 100.100.100.200, 192.0.0.192,
// 168.63.129.16, ...); an IPv4-mapped address counts as the IPv4 address
// it maps. Names that resolve to an endpoint (metadata.google.internal)
// need DNS: a dial-time guard checks the address they resolve to.
func MetadataService(a netip.Addr) (string, bool) {
	a = a.WithZone("")
	if a.Is4In6() {
		a = a.Unmap()
	}
	for _, m := range metadataEndpoints {
		if m.addr == a {
			return m.service, true
		}
	}
	return "", false
}

// Blocked reports whether a server fetching URLs for others must refuse
// to connect to a: the address reaches the host itself or its own
// network (unspecified, "this network", loopback, private, shared,
// link-local, unique-local: Classify), or it is a cloud metadata endpoint
// (MetadataService), or it carries such an IPv4 address (UnwrapIPv4:
// IPv4-mapped, -compatible, NAT64, 6to4). It is the classification behind
// every danger finding about an address (package inspect), and the one a
// dial-time guard calls on each address a name resolves to, so that the
// string check and the connection check never disagree. The zero Addr is
// blocked.
func Blocked(a netip.Addr) bool {
	if blockedAddr(a) {
		return true
	}
	if a.Is6() {
		if v4, ok := UnwrapIPv4(a); ok {
			return blockedAddr(v4)
		}
	}
	return false
}

// blockedAddr is Blocked without looking inside IPv6 addresses.
func blockedAddr(a netip.Addr) bool {
	if _, ok := MetadataService(a); ok {
		return true
	}
	b, ok := SpecialPurpose(a)
	return ok && b.Class.Internal()
}
