package inspect

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/readings"
	"github.com/urikit/urikit/uri"
)

// researchRow is a row of ../testdata/readings/research.jsonl (see its
// README): a string of the published research on parser differentials,
// and the severity of the parser-differential finding Inspect gives it
// ("" for none).
type researchRow struct {
	Input   string
	Finding string
	Why     string
}

func readResearch(t testing.TB) []researchRow {
	rows := readJSONL[researchRow](t, "../testdata/readings/research.jsonl")
	if len(rows) < 60 {
		t.Fatalf("research.jsonl: %d rows", len(rows))
	}
	return rows
}

// TestDifferentialResearch: the parser-differential finding on the
// strings of the research; a danger names each reader's host.
func TestDifferentialResearch(t *testing.T) {
	for _, tc := range readResearch(t) {
		u, err := uri.ParseReference(tc.Input)
		if err != nil {
			if tc.Finding != "" {
				t.Errorf("%q: RFC 3986 refuses it: %v", tc.Input, err)
			}
			continue
		}
		f, ok := find(Inspect(u), KindParserDifferential)
		switch {
		case tc.Finding == "" && ok:
			t.Errorf("%q: %+v, want no finding (%s)", tc.Input, f, tc.Why)
		case tc.Finding != "" && (!ok || f.Severity.String() != tc.Finding):
			t.Errorf("%q: %+v, want a %s (%s)", tc.Input, f, tc.Finding, tc.Why)
		case ok && f.Severity == Danger:
			// The message names each reader's host.
			rs := readings.Read(tc.Input)
			for r, h := range rs.Of {
				want := "reads no host"
				if h.OK && h.HasHost {
					want = strconv.Quote(h.Host)
				} else if !h.OK {
					want = "refuses it"
				}
				if !strings.Contains(f.Message, readerAbout[r]+" ") || !strings.Contains(f.Message, want) {
					t.Errorf("%q: message %q does not name %v's host %s", tc.Input, f.Message, readings.Reader(r), want)
				}
			}
		}
	}
}

// TestPayloadReadings: over testdata/ssrf (210 payloads), whenever RFC
// 3986 accepts a payload whose Node host differs from RFC 3986's reading,
// Inspect reports a danger parser-differential.
func TestPayloadReadings(t *testing.T) {
	n := 0
	for _, p := range readPayloads(t) {
		a := readings.Read(p.Input).Of[readings.RFC3986]
		u, err := uri.ParseReference(p.Input)
		if !a.OK || err != nil || !u.HasScheme() || p.Browser == nil {
			continue
		}
		node := *p.Browser // "" for a URL without a host (an opaque path)
		if node == "" && a.Host == "" {
			continue
		}
		n++
		if !a.HasHost || a.Host != readings.CanonicalHost(node) {
			if f, ok := find(Inspect(u), KindParserDifferential); !ok || f.Severity != Danger {
				t.Errorf("%q: RFC 3986 reads %q, Node %q, finding %+v", p.Input, a.Host, node, f)
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d payloads compared", n)
	}
}

// TestDifferentialMessages: the messages in full: each reader's host, in
// Reader order, then the fields that differ beside the host; the readers
// that refuse what RFC 3986 accepts.
func TestDifferentialMessages(t *testing.T) {
	f, ok := find(mustInspect(t, "https:evil.com:8080/"), KindParserDifferential)
	want := `the parsers read different destinations: RFC 3986 reads no host, the URL Standard (browsers) reads the host "evil.com", Go's net/url reads no host and curl (libcurl) refuses it; ` +
		`the port: RFC 3986 443, the URL Standard (browsers) 8080, Go's net/url 443 and curl (libcurl) none. ` +
		`A filter that checks one reading is bypassed by a client that fetches with another (Orange Tsai, "A New Era of SSRF")`
	if !ok || f.Message != want || f.Offset != 0 || f.Length != len("https:evil.com:8080/") {
		t.Errorf("%+v\nwant %q", f, want)
	}
	f, ok = find(mustInspect(t, "http://%65xample.com/"), KindParserDifferential)
	want = `RFC 3986 accepts this URI, but Go's net/url refuses it (parse "http://%65xample.com/": invalid URL escape "%65"): ` +
		`a program that checks it with one parser and fetches it with another does not fetch what it checked`
	if !ok || f.Message != want || f.Severity != Warning {
		t.Errorf("%+v\nwant %q", f, want)
	}
	f, _ = find(mustInspect(t, "http://1.2.3.256:99999/"), KindParserDifferential)
	if !strings.Contains(f.Message, "RFC 3986 accepts this URI, but the URL Standard (browsers) refuses it (whatwg: ") ||
		!strings.Contains(f.Message, ") and curl (libcurl) refuses it (curl: CURLUE_BAD_PORT_NUMBER") || strings.Count(f.Message, "refuses it") != 2 {
		t.Errorf("two refusals: %q", f.Message)
	}
	f, _ = find(mustInspect(t, "http://[fe80::1%25en0]:99999/"), KindParserDifferential)
	if strings.Count(f.Message, "refuses it") != 2 {
		t.Errorf("%q", f.Message)
	}
	f, _ = find(mustInspect(t, "http://a!b.example/"), KindParserDifferential)
	if !strings.HasPrefix(f.Message, "RFC 3986 accepts this URI, but curl (libcurl) refuses it (curl: CURLUE_BAD_HOSTNAME") || f.Severity != Warning {
		t.Errorf("curl alone: %+v", f)
	}
	// Two readers refuse: both named, joined by "and".
	rs := readings.Readings{Of: [4]readings.Reading{{OK: true}, {Err: errors.New("e1")}, {Err: errors.New("e2")}, {Err: errors.New("e3")}}}
	if got := refusalMessage(&rs, []bool{false, true, true, false}); !strings.HasPrefix(got, "RFC 3986 accepts this URI, but the URL Standard (browsers) refuses it (e1) and Go's net/url refuses it (e2): ") {
		t.Errorf("%q", got)
	}
	if got := refusalMessage(&rs, []bool{false, false, true, true}); !strings.HasPrefix(got, "RFC 3986 accepts this URI, but Go's net/url refuses it (e2) and curl (libcurl) refuses it (e3): ") {
		t.Errorf("%q", got)
	}
	// A scheme that differs, and a reading without a port: "none".
	rs = readings.Readings{Of: [4]readings.Reading{
		{OK: true, Scheme: "http", HasHost: true, Host: "a", Port: "80"},
		{OK: true, Scheme: "foo", HasHost: true, Host: "a"},
		{Err: errors.New("e")},
		{OK: true, Scheme: "http", HasHost: true, Host: "a", Port: "80"},
	}}
	want = `the parsers read different destinations: RFC 3986 reads the host "a", the URL Standard (browsers) reads the host "a", Go's net/url refuses it and curl (libcurl) reads the host "a"; ` +
		`the scheme: RFC 3986 http, the URL Standard (browsers) foo, Go's net/url none and curl (libcurl) http; the port: RFC 3986 80, the URL Standard (browsers) none, Go's net/url none and curl (libcurl) 80. `
	if d := rs.Differ(); strings.Join(d, ",") != "scheme,port" || !strings.HasPrefix(differenceMessage(&rs, d), want) {
		t.Errorf("%v %q", d, differenceMessage(&rs, d))
	}
}

// TestDifferentialDialects: a URI of another grammar is read from its
// text, as RFC 3986 reads it: an IRI (which RFC 3986 refuses) has no
// warning for what the URL Standard refuses in it; but curl, whose libidn2
// falls back to transitional processing, drops the ZWJ of
// "a\u200db.example" and goes to ab.example, where browsers go nowhere:
// a danger.
func TestDifferentialDialects(t *testing.T) {
	u, err := uri.ParseIRI("http://a\u200db.example/")
	if err != nil {
		t.Fatal(err)
	}
	if f, ok := find(Inspect(u), KindParserDifferential); !ok || f.Severity != Danger || !strings.Contains(f.Message, `curl (libcurl) reads the host "ab.example"`) {
		t.Errorf("IRI: %+v", f)
	}
	u, err = uri.ParseIRI("http://ex\u00e4mple.example/")
	if err != nil {
		t.Fatal(err)
	}
	if f, ok := find(Inspect(u), KindParserDifferential); ok {
		t.Errorf("IRI: %+v", f)
	}
	d, err := uri.Draft2003.Parse("http://a:b@h/")
	if err != nil {
		t.Fatal(err)
	}
	if f, ok := find(Inspect(d), KindParserDifferential); ok {
		t.Errorf("draft2003: %+v", f)
	}
	if readersAgree(u, true) || readersAgree(d, true) {
		t.Error("the pre-check vouches for another grammar")
	}
}

// TestCurlDestinations (issue #36 point 3): the host curl reads where RFC
// 3986 reads none or another is classified, the port named when written;
// the pre-check vouches for no URI whose curl host could be internal.
func TestCurlDestinations(t *testing.T) {
	for in, want := range map[string]string{
		"dict:/127.0.0.1:11211/stat": `reads this URI as a request to "dict://127.0.0.1:11211": 127.0.0.1 is a loopback address`,
		"imap:/169.254.169.254/":     `reads this URI as a request to "imap://169.254.169.254": 169.254.169.254 is the instance metadata service`,
		"mailto:@127.0.0.1":          `reads this URI as a request to "http://127.0.0.1:80" (it takes a scheme only where a "/" follows the ":", and guesses http): 127.0.0.1 is a loopback`,
		"mailto:a@127%2E0%2E0%2E1":   `"http://127.0.0.1:80"`,
		"telnet:/0x7f.1:23/":         `"telnet://127.0.0.1:23": 127.0.0.1 is a loopback address`,
		"x:/localhost/":              `the name localhost resolves to the loopback address`,
	} {
		fs := mustInspect(t, in)
		ok := false
		for _, f := range fs {
			ok = ok || f.Severity == Danger && strings.HasPrefix(f.Message, "curl (libcurl: the curl tool, PHP's curl) ") && strings.Contains(f.Message, want)
		}
		if !ok {
			t.Errorf("%q: %v", in, fs)
		}
	}
	for _, in := range []string{"mailto:a@example.com", "x:/example.com/", "dict:/8.8.8.8/"} {
		for _, f := range mustInspect(t, in) {
			if strings.HasPrefix(f.Message, "curl (libcurl: ") {
				t.Errorf("%q: %+v", in, f)
			}
		}
	}
	for p, want := range map[string]bool{"/c:": true, "/c|/x": true, "/c:/": true, "/c:x": false, "/cc:/": false, "c:/": false, "/1:/": false, "/c": false} {
		if hasDriveLetter(p) != want {
			t.Errorf("hasDriveLetter(%q) = %v", p, !want)
		}
	}
	// A host that ends in a number the URL Standard refuses is no plain
	// name: the readers are run, and the refusal warned of.
	if f, ok := find(mustInspect(t, "http://a.9/"), KindParserDifferential); !ok || f.Severity != Warning {
		t.Errorf("http://a.9/: %+v", f)
	}
	for h, want := range map[string]bool{"a.9": true, "a.0x1": true, "a.9.": true, "9": true, "a.b": false, "a.": false, "": false, "a.:": false} {
		if mayEndInNumber(h) != want {
			t.Errorf("mayEndInNumber(%q) = %v", h, !want)
		}
	}
}

// TestShorten: a quote is cut at 64 bytes, never inside a UTF-8 sequence.
func TestShorten(t *testing.T) {
	for in, want := range map[string]string{
		strings.Repeat("a", 64):              strings.Repeat("a", 64),
		strings.Repeat("a", 65):              strings.Repeat("a", 64) + "...",
		strings.Repeat("a", 63) + "é" + "bb": strings.Repeat("a", 63) + "...",
		strings.Repeat("a", 62) + "€" + "b":  strings.Repeat("a", 62) + "...",
		strings.Repeat("a", 61) + "𝄞" + "b":  strings.Repeat("a", 61) + "...",
		strings.Repeat("é", 40):              strings.Repeat("é", 32) + "...",
		"\x80" + strings.Repeat("\x80", 70):  strings.Repeat("\x80", 60) + "...",
	} {
		if got := shorten(in); got != want {
			t.Errorf("shorten(%q) = %q, want %q", in, got, want)
		}
	}
}
