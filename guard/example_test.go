package guard_test

import (
	"errors"
	"fmt"
	"io"
	"net/netip"
	"strings"
	"time"

	"github.com/urikit/urikit/guard"
)

func ExampleParseIPv4() {
	for _, s := range []string{"0x7f.1", "017700000001", "2130706433", "127.1", "1password.com", "4294967296"} {
		a, ok := guard.ParseIPv4(s)
		fmt.Println(s, a, ok)
	}
	// Output:
	// 0x7f.1 127.0.0.1 true
	// 017700000001 127.0.0.1 true
	// 2130706433 127.0.0.1 true
	// 127.1 127.0.0.1 true
	// 1password.com invalid IP false
	// 4294967296 invalid IP false
}

func ExampleClassify() {
	for _, s := range []string{"10.1.2.3", "100.64.0.1", "192.0.2.1", "fd00::1", "2606:4700::1111"} {
		a := netip.MustParseAddr(s)
		fmt.Println(s, guard.Classify(a), guard.IsPublic(a))
	}
	// Output:
	// 10.1.2.3 private false
	// 100.64.0.1 shared-address false
	// 192.0.2.1 documentation false
	// fd00::1 unique-local false
	// 2606:4700::1111 public true
}

func ExampleUnwrapIPv4() {
	a, ok := guard.UnwrapIPv4(netip.MustParseAddr("64:ff9b::c000:221"))
	fmt.Println(a, ok)
	// Output: 192.0.2.33 true
}

func ExampleBlocked() {
	for _, s := range []string{"8.8.8.8", "10.0.0.1", "168.63.129.16", "::ffff:127.0.0.1", "64:ff9b::a9fe:a9fe"} {
		a := netip.MustParseAddr(s)
		if what, ok := guard.MetadataService(a); ok {
			fmt.Println(s, guard.Blocked(a), what)
			continue
		}
		fmt.Println(s, guard.Blocked(a))
	}
	// Output:
	// 8.8.8.8 false
	// 10.0.0.1 true
	// 168.63.129.16 true the Azure WireServer (host platform: goal state, extensions, health probes)
	// ::ffff:127.0.0.1 true
	// 64:ff9b::a9fe:a9fe true
}

func ExampleGuard_Check() {
	g := guard.Guard{Allow: []netip.Prefix{netip.MustParsePrefix("10.1.0.0/16")}}
	for _, s := range []string{"93.184.215.14:443", "10.1.2.3:80", "10.2.0.1:80", "[64:ff9b::a9fe:a9fe]:80", "93.184.215.14:22"} {
		err := g.Check(netip.MustParseAddrPort(s))
		fmt.Println(s, errors.Is(err, guard.ErrBlocked), err)
	}
	// Output:
	// 93.184.215.14:443 false <nil>
	// 10.1.2.3:80 false <nil>
	// 10.2.0.1:80 true guard: refused tcp 10.2.0.1:80: 10.2.0.1 is a private-use address (10.0.0.0/8, RFC 1918)
	// [64:ff9b::a9fe:a9fe]:80 true guard: refused tcp [64:ff9b::a9fe:a9fe]:80: 64:ff9b::a9fe:a9fe is an IPv4/IPv6 translation address (64:ff9b::/96, RFC 6052) carrying the IPv4 address 169.254.169.254 (NAT64 well-known prefix, RFC 6052 §2.1), and 169.254.169.254 is a cloud metadata endpoint: the instance metadata service of AWS EC2, Google Compute Engine, Azure, OpenStack, DigitalOcean, Oracle Cloud and others
	// 93.184.215.14:22 true guard: refused tcp 93.184.215.14:22: the port 22 is not allowed (80, 443 and Guard.Ports are)
}

// ExampleGuard_Client: a guarded client does not connect to an internal
// address, here a name that resolves to 127.0.0.1.
func ExampleGuard_Client() {
	client := guard.Guard{Resolver: guard.ResolverAnswering(netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("127.0.0.1"))}.Client()
	_, err := client.Get("http://internal.example/")
	var be *guard.BlockedError
	fmt.Println(errors.Is(err, guard.ErrBlocked), errors.As(err, &be), be.Addr)
	// Output:
	// true true 127.0.0.1:80
}

// ExampleLimitBody reads at most 8 bytes of a body.
func ExampleLimitBody() {
	body := guard.LimitBody(io.NopCloser(strings.NewReader("a body longer than the cap")), 8)
	b, err := io.ReadAll(body)
	fmt.Printf("%q %v\n", b, errors.Is(err, guard.ErrBodyTooLarge))
	// Output:
	// "a body l" true
}

// ExampleLimits: a client that waits 5 s in all and follows no redirect.
func ExampleLimits() {
	c := guard.Guard{Limits: guard.Limits{Total: 5 * time.Second, Redirects: -1}}.Client()
	fmt.Println(c.Timeout)
	// Output:
	// 5s
}
