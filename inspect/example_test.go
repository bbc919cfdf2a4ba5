package inspect_test

import (
	"fmt"
	"net/netip"

	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/uri"
)

func ExampleInspect() {
	s := "http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm"
	for _, f := range inspect.Inspect(uri.MustParse(s)) {
		fmt.Println(f.Severity, f.Kind, s[f.Offset:f.Offset+f.Length])
	}
	// Output:
	// danger misleading-userinfo www.example.com&story=breaking_news
	// danger private-address 10.0.0.1
}

func ExampleAppend() {
	var buf []inspect.Finding
	for _, s := range []string{"https://example.com/a?b=c#d", "gopher://mail.example.org:25/1HELO%0D%0A"} {
		buf = inspect.Append(buf[:0], uri.MustParse(s))
		fmt.Println(len(buf), "findings in", s)
	}
	// Output:
	// 0 findings in https://example.com/a?b=c#d
	// 3 findings in gopher://mail.example.org:25/1HELO%0D%0A
}

func ExampleParseIPv4() {
	for _, s := range []string{"0x7f.1", "017700000001", "2130706433", "127.1", "1password.com", "4294967296"} {
		a, ok := inspect.ParseIPv4(s)
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

// An SSRF filter: the address a host names without DNS, and the IPv4
// address inside an IPv6 one, must both be public.
func ExampleHostAddr() {
	for _, s := range []string{"http://%31%32%37.0.0.1/", "http://[::ffff:169.254.169.254]/", "http://8.8.8.8/", "http://example.com/"} {
		a, ok := inspect.HostAddr(uri.MustParse(s))
		if !ok {
			fmt.Println(s, "names a host: check every address it resolves to")
			continue
		}
		v4, _ := inspect.UnwrapIPv4(a)
		fmt.Println(s, a, inspect.Classify(a), inspect.IsPublic(a) && (!v4.IsValid() || inspect.IsPublic(v4)))
	}
	// Output:
	// http://%31%32%37.0.0.1/ 127.0.0.1 loopback false
	// http://[::ffff:169.254.169.254]/ ::ffff:169.254.169.254 link-local false
	// http://8.8.8.8/ 8.8.8.8 public true
	// http://example.com/ names a host: check every address it resolves to
}

func ExampleClassify() {
	for _, s := range []string{"10.1.2.3", "100.64.0.1", "192.0.2.1", "fd00::1", "2606:4700::1111"} {
		a := netip.MustParseAddr(s)
		fmt.Println(s, inspect.Classify(a), inspect.IsPublic(a))
	}
	// Output:
	// 10.1.2.3 private false
	// 100.64.0.1 shared-address false
	// 192.0.2.1 documentation false
	// fd00::1 unique-local false
	// 2606:4700::1111 public true
}

func ExampleUnwrapIPv4() {
	a, ok := inspect.UnwrapIPv4(netip.MustParseAddr("64:ff9b::c000:221"))
	fmt.Println(a, ok)
	// Output: 192.0.2.33 true
}

func ExampleRefused() {
	for _, s := range []string{
		"https://example.com/a?b=c#d",
		"http://127%E3%80%820%E3%80%820%E3%80%821/", // IDNA maps it to 127.0.0.1
		"http:/169.254.169.254/latest/meta-data/",   // browsers read the host after the slash
		"http://0x/",                       // the URL Standard reads 0.0.0.0
		"http://metadata.google.internal/", // a name: for the dial-time guard
	} {
		fmt.Println(inspect.Refused(s), s)
	}
	// Output:
	// false https://example.com/a?b=c#d
	// true http://127%E3%80%820%E3%80%820%E3%80%821/
	// true http:/169.254.169.254/latest/meta-data/
	// true http://0x/
	// false http://metadata.google.internal/
}

func ExampleBlocked() {
	for _, s := range []string{"8.8.8.8", "10.0.0.1", "168.63.129.16", "::ffff:127.0.0.1", "64:ff9b::a9fe:a9fe"} {
		a := netip.MustParseAddr(s)
		if what, ok := inspect.MetadataService(a); ok {
			fmt.Println(s, inspect.Blocked(a), what)
			continue
		}
		fmt.Println(s, inspect.Blocked(a))
	}
	// Output:
	// 8.8.8.8 false
	// 10.0.0.1 true
	// 168.63.129.16 true the Azure WireServer (host platform: goal state, extensions, health probes)
	// ::ffff:127.0.0.1 true
	// 64:ff9b::a9fe:a9fe true
}
