package readings

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// researchRow is a row of ../testdata/readings/research.jsonl (see its
// README): a string of the published research, each reader's host ("!"
// refuses, "-" no host) and the fields that differ.
type researchRow struct {
	Input  string
	Hosts  [numReaders]string
	Differ string
	Why    string
}

func readResearch(t testing.TB) []researchRow {
	return readJSONL[researchRow](t, "../testdata/readings/research.jsonl")
}

// payload is a row of ../testdata/ssrf/payloads.jsonl.
type payload struct {
	Input   string
	Browser *string // the host Node's URL reads (null: refused)
	Curl    *string // the host libcurl connects to (null: refused)
}

func readPayloads(t testing.TB) []payload {
	return readJSONL[payload](t, "../testdata/ssrf/payloads.jsonl")
}

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
	if err := sc.Err(); err != nil || len(rows) == 0 {
		t.Fatalf("%s: %d rows, %v", name, len(rows), err)
	}
	return rows
}

// TestResearch: each reader's host, and the fields that differ, for the
// strings of the published research on parser differentials.
func TestResearch(t *testing.T) {
	rows := readResearch(t)
	if len(rows) < 60 {
		t.Fatalf("%d rows", len(rows))
	}
	for _, tc := range rows {
		rs := Read(tc.Input)
		if rs.Input != tc.Input {
			t.Errorf("%q: Input %q", tc.Input, rs.Input)
		}
		accepted := 0
		for r := range numReaders {
			x := rs.Of[r]
			got := x.Host
			switch {
			case !x.OK:
				got = "!"
			case !x.HasHost:
				got = "-"
			}
			if got != tc.Hosts[r] {
				t.Errorf("%q: %v reads %q, want %q (%s); %+v", tc.Input, Reader(r), got, tc.Hosts[r], tc.Why, x)
			}
			if !x.OK && x.Err == nil {
				t.Errorf("%q: %v refuses it without an error", tc.Input, Reader(r))
			}
			if x.OK {
				accepted++
			}
		}
		if got := strings.Join(rs.Differ(), ","); got != tc.Differ {
			t.Errorf("%q: differ %q, want %q (%s)", tc.Input, got, tc.Differ, tc.Why)
		}
		if rs.OK() != (accepted > 0) || len(rs.AcceptedBy()) != accepted {
			t.Errorf("%q: OK %v, AcceptedBy %v; %d accept it", tc.Input, rs.OK(), rs.AcceptedBy(), accepted)
		}
	}
}

// TestPorts: the effective port (CLI.md): the digits without leading
// zeros, or the scheme's default.
func TestPorts(t *testing.T) {
	for _, tc := range []struct{ in, port string }{
		{"http://h/", "80"}, {"ws://h/", "80"}, {"https://h/", "443"}, {"wss://h/", "443"}, {"ftp://h/", "21"},
		{"http://h:/", "80"}, {"http://h:0080/", "80"}, {"http://h:0/", "0"}, {"https://h:8443/", "8443"},
		{"foo://h/", ""}, {"foo://h:0021/", "21"}, {"file:///x", ""}, {"mailto:a@b", ""}, {"HTTP://h/", "80"},
	} {
		rs := Read(tc.in)
		for r := range numReaders {
			want := tc.port
			if r == Curl && tc.in == "mailto:a@b" {
				want = "80" // curl reads http://b/ with the user "mailto" (TestCurlLibrary)
			}
			if x := rs.Of[r]; !x.OK || x.Port != want {
				t.Errorf("%q: %v port %+v, want %q", tc.in, Reader(r), x, want)
			}
		}
	}
}

// TestPayloadReadings: over testdata/ssrf (210 payloads), the URL
// Standard's reading of every absolute payload is the host Node's URL
// connects to; a payload it refuses without a base is one Node resolved
// against its base or refused too.
func TestPayloadReadings(t *testing.T) {
	n := 0
	for _, p := range readPayloads(t) {
		if in := strings.ToLower(p.Input); strings.HasPrefix(in, "https:") && !strings.HasPrefix(in[6:], "/") && !strings.HasPrefix(in[6:], "\\") {
			// The scheme of Node's base (https://example.com/) without a
			// slash: a path relative to the base, which is Node's host
			// ("special relative or authority state").
			continue
		}
		w := Read(p.Input).Of[WHATWG]
		switch {
		case w.OK:
			n++
			if p.Browser == nil || w.Host != CanonicalHost(*p.Browser) {
				t.Errorf("%q: whatwg reads %q, Node %s", p.Input, w.Host, nodeHost(p.Browser))
			}
		case p.Browser != nil:
			if _, err := uri.Parse(p.Input); err == nil && !strings.HasPrefix(p.Input, "/") {
				t.Errorf("%q: whatwg refuses it (%v), Node reads %s", p.Input, w.Err, nodeHost(p.Browser))
			}
		}
	}
	if n < 150 {
		t.Errorf("only %d payloads read by the URL Standard", n)
	}
}

func nodeHost(h *string) string {
	if h == nil {
		return "nothing (it refuses the URL)"
	}
	return strconv.Quote(*h)
}

// TestReadURI: a URI parsed already reads as its text does, whatever the
// grammar it was parsed by.
func TestReadURI(t *testing.T) {
	for _, tc := range []struct {
		s string
		d uri.Dialect
	}{
		{"http:////evil.com/", uri.RFC3986}, {"http://a:b@h/", uri.Draft2003}, {"http://0x7f.1:080/", uri.RFC3986},
		{"HTTP://Example.COM/", uri.Draft1997}, {"file:/etc/hosts", uri.RFC3986},
	} {
		u, err := tc.d.ParseReference(tc.s)
		if err != nil {
			t.Fatalf("%s %q: %v", tc.d, tc.s, err)
		}
		if got, want := ReadURI(u), Read(tc.s); !sameReadings(got, want) {
			t.Errorf("%s %q: ReadURI %+v, Read %+v", tc.d, tc.s, got, want)
		}
	}
	u, err := uri.ParseIRI("http://\u00e9.example/")
	if err != nil {
		t.Fatal(err)
	}
	if rs := ReadURI(u); rs.Of[RFC3986].OK || !rs.Of[WHATWG].OK || rs.Of[WHATWG].Host != "xn--9ca.example" {
		t.Errorf("IRI: %+v", rs.Of)
	}
}

// TestReaderNames: the names of CLI.md's records.
func TestReaderNames(t *testing.T) {
	for r, want := range map[Reader]string{RFC3986: "rfc3986", WHATWG: "whatwg", NetURL: "net/url", numReaders: "reader(?)"} {
		if r.String() != want {
			t.Errorf("Reader(%d) = %q, want %q", r, r.String(), want)
		}
	}
}

// TestCanonicalHostPercent: a "%" of a decoded name is itself, never the
// start of another escape.
func TestCanonicalHostPercent(t *testing.T) {
	for in, want := range map[string]string{"%41": "%41", "a%41": "a%41", "A%": "a%", "%": "%", "": ""} {
		if got := CanonicalHost(in); got != want {
			t.Errorf("CanonicalHost(%q) = %q, want %q", in, got, want)
		}
	}
}

// sameReadings compares two Readings, errors by their text.
func sameReadings(a, b Readings) bool {
	if a.Input != b.Input {
		return false
	}
	for r := range a.Of {
		x, y := a.Of[r], b.Of[r]
		if (x.Err == nil) != (y.Err == nil) || x.Err != nil && x.Err.Error() != y.Err.Error() {
			return false
		}
		x.Err, y.Err = nil, nil
		if x != y {
			return false
		}
	}
	return true
}

// TestRFC3986ReadsURIs (issue #36 point 3): the RFC 3986 reading reads
// URIs as uri parse does, so a relative reference is refused by it; and a
// host the URL Standard's host parser refuses is shown as written,
// lower-cased, never decoded into an "@" or a NUL.
func TestRFC3986ReadsURIs(t *testing.T) {
	for _, s := range []string{"//evil.com/path", ".good.com/", "/x", "?q", "#f", "", "evil.com"} {
		if x := Read(s).Of[RFC3986]; x.OK || x.Err == nil {
			t.Errorf("%q: rfc3986 reading %+v", s, x)
		}
	}
	for in, want := range map[string]string{
		"http://evil.com%40good.com/": "evil.com%40good.com", "http://evil%00.com/": "evil%00.com",
		"http://EVIL%2Fx/": "evil%2fx", "http://%41%42/": "ab", "http://a%2541/": "a%2541",
	} {
		if x := Read(in).Of[RFC3986]; !x.OK || x.Host != want {
			t.Errorf("%q: rfc3986 host %q, want %q", in, x.Host, want)
		}
	}
}

// TestPayloadCurl: over testdata/ssrf, curl's reading of every payload is
// the host Debian's libcurl connects to (its "curl", which gen.mjs records
// through the same URL API), and a payload libcurl refuses the reading
// refuses.
func TestPayloadCurl(t *testing.T) {
	n := 0
	for _, p := range readPayloads(t) {
		x := Read(p.Input).Of[Curl]
		switch {
		case p.Curl == nil && x.OK:
			t.Errorf("%q: libcurl refuses it, the reading %+v", p.Input, x)
		case p.Curl != nil && !x.OK:
			t.Errorf("%q: libcurl reads %q, the reading refuses it: %v", p.Input, *p.Curl, x.Err)
		case p.Curl != nil && x.Host != CanonicalHost(*p.Curl):
			t.Errorf("%q: libcurl reads %q, the reading %q", p.Input, CanonicalHost(*p.Curl), x.Host)
		case p.Curl != nil:
			n++
		}
	}
	if n < 200 {
		t.Errorf("only %d payloads read by curl", n)
	}
}

// TestDifferAgainstFirst: each accepting reading is compared with the
// first accepting one, so a first reader alone against two that agree is
// a difference.
func TestDifferAgainstFirst(t *testing.T) {
	var rs Readings
	for r := range rs.Of {
		rs.Of[r] = Reading{OK: true, Scheme: "http", HasHost: true, Host: "b", same: "b", Port: "80"}
	}
	rs.Of[RFC3986].Host, rs.Of[RFC3986].same = "a", "a"
	if got := rs.Differ(); len(got) != 1 || got[0] != "host" {
		t.Errorf("Differ() = %v, want [host]", got)
	}
	rs.Of[RFC3986].OK = false
	if got := rs.Differ(); len(got) != 0 {
		t.Errorf("Differ() without the first = %v, want none", got)
	}
}

// TestDifferPairs: every accepting reader is compared with the first one
// that accepts, whichever it is: RFC 3986 alone against the URL Standard,
// the others refusing, differs; and so does the last against the first.
func TestDifferPairs(t *testing.T) {
	a := Reading{OK: true, Scheme: "http", Host: "a", HasHost: true, Port: "80", same: "a"}
	b := Reading{OK: true, Scheme: "http", Host: "b", HasHost: true, Port: "80", same: "b"}
	no := Reading{}
	for _, tc := range []struct {
		of   [numReaders]Reading
		want string
	}{
		{[numReaders]Reading{a, b, no, no}, "host"},
		{[numReaders]Reading{a, no, no, b}, "host"},
		{[numReaders]Reading{no, a, no, b}, "host"},
		{[numReaders]Reading{a, a, a, a}, ""},
		{[numReaders]Reading{a, no, no, no}, ""},
	} {
		if got := strings.Join(Readings{Of: tc.of}.Differ(), ","); got != tc.want {
			t.Errorf("%v: differ %q, want %q", tc.of, got, tc.want)
		}
	}
}
