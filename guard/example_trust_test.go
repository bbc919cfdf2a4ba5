package guard_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/netip"
	"os"
	"strings"
	"testing"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/readings"
)

// fetch fetches a URL a user gave, in the three steps of the README's
// "Trusting a URL".
func fetch(client *http.Client, raw string) (*http.Response, error) {
	// 1. Inspect the string as the clients read it, an IRI mapped to its URI
	//    and wild input repaired as browsers read it: no danger (an internal
	//    address in any spelling, localhost, a cloud metadata endpoint,
	//    misleading userinfo, a host a browser, Go or curl reads where RFC
	//    3986 sees another or none, ...).
	r := inspect.Inspector{}.Report(raw, inspect.IRIs|inspect.Repairs)
	if r.Err != nil || r.Danger() {
		return nil, errors.New("refused: a danger in the URL")
	}
	u := r.URI.String() // what was inspected is what is fetched
	// 2. Refuse a parser differential: RFC 3986, the URL Standard (browsers),
	//    Go's net/url and curl all accept it and read one scheme, host and port.
	if rs := readings.Read(u); len(rs.AcceptedBy()) != len(rs.Of) || len(rs.Differ()) != 0 {
		return nil, errors.New("refused: the parsers read it differently")
	}
	// 3. Dial through the guard: the address connected to is public,
	//    whatever DNS answers now and at every redirect. Its limits bound
	//    the wait (Guard.Limits); cap the body before reading it.
	resp, err := client.Get(u)
	if err != nil {
		return nil, err
	}
	resp.Body = guard.LimitBody(resp.Body, 10<<20)
	return resp, nil
}

// Example_trustingAURL fetches six URLs a user gave with fetch (above).
// The client's resolver answers 127.0.0.1 for every name, as an attacker's
// name server may; nothing is connected to.
func Example_trustingAURL() {
	g := guard.Guard{Resolver: guard.ResolverAnswering(netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("127.0.0.1"))}
	client := g.Client()
	for _, raw := range []string{
		"http://0x7f.1/admin",                // 127.0.0.1 in a rare spelling
		"http:////169.254.169.254/keys",      // the host only browsers see
		"http://evil.com\\@good.com/",        // evil.com to browsers, good.com to curl
		"http://%65xample.com/",              // Go's net/url refuses it
		"https://en.wikipedia.org/wiki/Café", // an IRI: fetched as its URI, which resolves to 127.0.0.1
		"http://app.example/",                // resolves to 127.0.0.1
	} {
		_, err := fetch(client, raw)
		fmt.Println(raw+":", err)
	}
	// Output:
	// http://0x7f.1/admin: refused: a danger in the URL
	// http:////169.254.169.254/keys: refused: a danger in the URL
	// http://evil.com\@good.com/: refused: a danger in the URL
	// http://%65xample.com/: refused: the parsers read it differently
	// https://en.wikipedia.org/wiki/Café: Get "https://en.wikipedia.org/wiki/Caf%C3%A9": dial tcp 127.0.0.1:443: guard: refused tcp4 127.0.0.1:443: 127.0.0.1 is a loopback address (127.0.0.0/8, RFC 1122 §3.2.1.3)
	// http://app.example/: Get "http://app.example/": dial tcp 127.0.0.1:80: guard: refused tcp4 127.0.0.1:80: 127.0.0.1 is a loopback address (127.0.0.0/8, RFC 1122 §3.2.1.3)
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
