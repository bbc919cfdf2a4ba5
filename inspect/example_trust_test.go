package inspect_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/netip"
	"os"
	"strings"
	"testing"

	"github.com/urikit/urikit/inspect"
)

// fetch fetches a URL a user gave, in the three steps of the README's
// "Trusting a URL".
func fetch(client *http.Client, raw string) (*http.Response, error) {
	// 1. Inspect the string: no danger (an internal address in any spelling,
	//    localhost, a cloud metadata endpoint, misleading userinfo, a host
	//    browsers read where RFC 3986 sees none, ...).
	if inspect.Refused(raw) {
		return nil, errors.New("refused: a danger in the URL")
	}
	// 2. Refuse a parser differential: RFC 3986, the URL Standard (browsers)
	//    and Go's net/url all accept it and read one scheme, host and port.
	if rs := inspect.Read(raw); len(rs.AcceptedBy()) != 3 || len(rs.Differ()) != 0 {
		return nil, errors.New("refused: the parsers read it differently")
	}
	// 3. Dial through the guard: the address connected to is public,
	//    whatever DNS answers now and at every redirect.
	return client.Get(raw)
}

// Example_trustingAURL fetches four URLs a user gave with fetch (above).
// The client's resolver answers 127.0.0.1 for every name, as an attacker's
// name server may; nothing is connected to.
func Example_trustingAURL() {
	guard := inspect.Guard{Resolver: inspect.ResolverAnswering(netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("127.0.0.1"))}
	client := guard.Client()
	for _, raw := range []string{
		"http://0x7f.1/admin",           // 127.0.0.1 in a rare spelling
		"http:////169.254.169.254/keys", // the host only browsers see
		"http://%65xample.com/",         // Go's net/url refuses it
		"http://app.example/",           // resolves to 127.0.0.1
	} {
		_, err := fetch(client, raw)
		fmt.Println(raw+":", err)
	}
	// Output:
	// http://0x7f.1/admin: refused: a danger in the URL
	// http:////169.254.169.254/keys: refused: a danger in the URL
	// http://%65xample.com/: refused: the parsers read it differently
	// http://app.example/: Get "http://app.example/": dial tcp 127.0.0.1:80: inspect: guard refused tcp4 127.0.0.1:80: 127.0.0.1 is a loopback address (127.0.0.0/8, RFC 1122 §3.2.1.3)
}

// TestReadmeTrustingAURL keeps the README's "Trusting a URL" in step with
// the example above: its Go block is fetch, as the example runs it.
func TestReadmeTrustingAURL(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.ReadFile("example_trust_test.go")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(readme), "\n## Trusting a URL\n")
	if !ok {
		t.Fatal(`README.md has no "## Trusting a URL" section`)
	}
	_, block, ok := strings.Cut(section, "```go\n")
	block, _, ok2 := strings.Cut(block, "```\n")
	if !ok || !ok2 || !strings.Contains(block, "func fetch(") {
		t.Fatal(`README.md's "Trusting a URL" has no Go block with fetch`)
	}
	if !strings.Contains(string(self), block) {
		t.Errorf("README.md's fetch is not the one Example_trustingAURL runs:\n%s", block)
	}
}

func ExampleRead() {
	rs := inspect.Read("http:////evil.com/")
	for _, r := range []inspect.Reader{inspect.RFC3986, inspect.WHATWG, inspect.NetURL} {
		x := rs.Of[r]
		fmt.Printf("%-8s %s %q %s\n", r, x.Scheme, x.Host, x.Port)
	}
	fmt.Println("differ:", rs.Differ())
	// Output:
	// rfc3986  http "" 80
	// whatwg   http "evil.com" 80
	// net/url  http "" 80
	// differ: [host]
}

func ExampleCanonicalHost() {
	for _, h := range []string{"0x7f.1", "EXAMPLE.com", "b\u00fccher.de", "[0:0::1]", "[fe80::1%en0]", "a b"} {
		fmt.Println(inspect.CanonicalHost(h))
	}
	// Output:
	// 127.0.0.1
	// example.com
	// xn--bcher-kva.de
	// [::1]
	// [fe80::1%25en0]
	// a b
}

func ExampleGuard_Check() {
	g := inspect.Guard{Allow: []netip.Prefix{netip.MustParsePrefix("10.1.0.0/16")}}
	for _, s := range []string{"93.184.215.14:443", "10.1.2.3:80", "10.2.0.1:80", "[64:ff9b::a9fe:a9fe]:80", "93.184.215.14:22"} {
		err := g.Check(netip.MustParseAddrPort(s))
		fmt.Println(s, errors.Is(err, inspect.ErrBlocked), err)
	}
	// Output:
	// 93.184.215.14:443 false <nil>
	// 10.1.2.3:80 false <nil>
	// 10.2.0.1:80 true inspect: guard refused tcp 10.2.0.1:80: 10.2.0.1 is a private-use address (10.0.0.0/8, RFC 1918)
	// [64:ff9b::a9fe:a9fe]:80 true inspect: guard refused tcp [64:ff9b::a9fe:a9fe]:80: 64:ff9b::a9fe:a9fe is an IPv4/IPv6 translation address (64:ff9b::/96, RFC 6052) carrying the IPv4 address 169.254.169.254 (NAT64 well-known prefix, RFC 6052 §2.1), and 169.254.169.254 is a cloud metadata endpoint: the instance metadata service of AWS EC2, Google Compute Engine, Azure, OpenStack, DigitalOcean, Oracle Cloud and others
	// 93.184.215.14:22 true inspect: guard refused tcp 93.184.215.14:22: the port 22 is not allowed (80, 443 and Guard.Ports are)
}

// ExampleGuard_Client: a guarded client does not connect to an internal
// address, here a name that resolves to 127.0.0.1.
func ExampleGuard_Client() {
	client := inspect.Guard{Resolver: inspect.ResolverAnswering(netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("127.0.0.1"))}.Client()
	_, err := client.Get("http://internal.example/")
	var be *inspect.BlockedError
	fmt.Println(errors.Is(err, inspect.ErrBlocked), errors.As(err, &be), be.Addr)
	// Output:
	// true true 127.0.0.1:80
}
