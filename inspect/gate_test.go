package inspect

import (
	"bufio"
	"encoding/json"
	"net/http"
	"net/netip"
	"os"
	"strings"
	"testing"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/uri"
	"golang.org/x/net/idna"
)

// goDialHost returns the host Go's net/http would dial for s, without a
// network: http.NewRequest parses s (net/url), the Transport refuses any
// scheme but http and https and a request without a host, and dials
// canonicalAddr(req.URL): the Hostname, mapped by idna.Lookup.ToASCII
// when it is not ASCII (net/http's idnaASCII).
func goDialHost(s string) (string, bool) {
	req, err := http.NewRequest("GET", s, nil)
	if err != nil || req.URL.Scheme != "http" && req.URL.Scheme != "https" || req.URL.Host == "" {
		return "", false
	}
	h := req.URL.Hostname()
	if v, err := idna.Lookup.ToASCII(h); err == nil {
		h = v
	}
	return h, h != ""
}

// internalHost reports whether dialing h (a host name or address as a
// client hands it to its resolver, IPv6 with or without brackets) reaches
// an internal address without DNS: an address net's parser reads
// (netip.ParseAddr, as net.Dial does for a literal), one inet_aton reads
// (Go's cgo resolver hands the name to getaddrinfo, which does), or
// localhost (RFC 6761 §6.3; Go and the system resolve it from the hosts
// file). Blocked decides what is internal.
func internalHost(h string) (netip.Addr, bool) {
	h = strings.TrimPrefix(strings.TrimSuffix(h, "]"), "[")
	if a, err := netip.ParseAddr(h); err == nil {
		return a, guard.Blocked(a)
	}
	if a, ok := guard.ParseIPv4(h); ok {
		return a, guard.Blocked(a)
	}
	return netip.Addr{}, isLocalhost(h)
}

// payload is a row of testdata/ssrf/payloads.jsonl.
type payload struct {
	Input, Class, Source string
	Browser              *string // the host Node's URL reads (null: refused)
	Curl                 *string // the host libcurl connects to (null: refused)
}

func readPayloads(t testing.TB) []payload {
	return readJSONL[payload](t, "../testdata/ssrf/payloads.jsonl")
}

// readJSONL reads a file of JSON Lines, one T a line.
func readJSONL[T any](t testing.TB, name string) []T {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []T
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r T
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return rows
}

// TestPayloads: every payload of the SSRF set (testdata/ssrf: the public
// literature's bypasses, with the hosts a browser and curl connect to for
// each) that a browser, curl or Go's net/http would connect to an internal
// address with is refused by the gate (Refused: IRIs mapped, wild input
// repaired), and by uri inspect's strict reading (Report with no Mode: an
// error or a danger). Before issue #27, 83 of the 167 went through; before
// issue #36, 26 of its padding payloads did, and every curl payload.
func TestPayloads(t *testing.T) {
	ps := readPayloads(t)
	if len(ps) < 300 {
		t.Fatalf("%d payloads", len(ps))
	}
	reach, blocked, byCurl := 0, 0, 0
	for _, p := range ps {
		browser, goes, curl := false, false, false
		if p.Browser != nil {
			_, browser = internalHost(*p.Browser)
		}
		if p.Curl != nil {
			_, curl = internalHost(*p.Curl)
		}
		if h, ok := goDialHost(p.Input); ok {
			_, goes = internalHost(h)
		}
		if p.Class == "dns" {
			if browser || goes || curl {
				t.Errorf("%q (%s): a name that needs DNS reads as internal", p.Input, p.Source)
			}
			continue
		}
		if !browser && !goes && !curl {
			continue
		}
		reach++
		if curl && !browser && !goes {
			byCurl++
		}
		strict := Inspector{}.Report(p.Input, 0)
		if Refused(p.Input) && (strict.Err != nil || strict.Danger()) {
			blocked++
		} else {
			t.Errorf("%q (%s, %s): a browser (%v), curl (%v) or Go (%v) connects inside, the gate lets it through", p.Input, p.Class, p.Source, browser, curl, goes)
		}
	}
	if reach < 250 || byCurl < 20 {
		t.Errorf("only %d payloads reach an internal address, %d through curl alone", reach, byCurl)
	}
	t.Logf("%d payloads, %d reach an internal address (%d through curl alone), %d refused by the gate", len(ps), reach, byCurl, blocked)
}

// FuzzGate is the differential target of issue #27: the same string given
// to the gate and to Go's net/http request construction (no network: what
// the Transport would dial, read by net's address parser, by inet_aton as
// the cgo resolver's getaddrinfo does, and localhost). It fails when Go
// would dial an internal literal address the gate lets through.
// Run: go test ./inspect -run '^$' -fuzz FuzzGate -parallel 1 -fuzztime 2m
func FuzzGate(f *testing.F) {
	for _, p := range readPayloads(f) {
		f.Add(p.Input)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, ok := goDialHost(s)
		if !ok {
			return
		}
		if a, internal := internalHost(h); internal && !Refused(s) {
			u, _ := uri.ParseReference(s)
			t.Fatalf("Go dials %q (%v) for %q; the gate lets it through: %+v", h, a, s, Inspect(u))
		}
	})
}
