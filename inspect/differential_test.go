package inspect

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// diffRow is one string of the published research with the reading each
// parser must give, the fields that differ, and Inspect's finding.
type diffRow struct {
	in string
	// hosts is each reader's host in Reader order: "!" when it refuses
	// the string, "-" when it reads no host, else the canonical host.
	hosts [numReaders]string
	// differ is Differ() joined with ",".
	differ string
	// finding is the parser-differential finding's severity ("danger",
	// "warning"), or "" for none; Inspect runs only when RFC 3986
	// accepts the string, as it takes an RFC 3986 URI.
	finding string
	why     string
}

// Sources, named in each row's why:
//
//	TSAI  Orange Tsai, "A New Era of SSRF - Exploiting URL Parser in
//	      Trending Programming Languages!", Black Hat USA 2017
//	PATT  PayloadsAllTheThings, "Server Side Request Forgery", the URL
//	      format bypasses ("Bypassing filters", "Bypass using rare
//	      address", "encoded IP address", "enclosed alphanumerics",
//	      "URL parsing discrepancy")
//	WPT   web-platform-tests url/resources/urltestdata.json
//	Node  Node's URL (v20), testdata/ssrf/payloads.jsonl's "browser"
//
// The expected readings are worked out from each parser's rules: RFC 3986
// §3 (no space, "\", "@" in a userinfo, non-ASCII; a host is what follows
// "//"); the URL Standard's basic URL parser (tabs and newlines removed,
// "\" a "/" in special URLs, the last "@" ends the userinfo, any number of
// slashes before a special URL's host); net/url's parse (fragment cut
// first, the last "@", ASCII escapes refused in a host, no authority
// without "//", a rootless path opaque).
var diffRows = []diffRow{
	// Orange Tsai's parser-confusion cases.
	{"http://1.1.1.1 &@2.2.2.2# @3.3.3.3/", [3]string{"!", "2.2.2.2", "!"}, "", "",
		"TSAI: RFC 3986 has no space; the URL Standard ends the authority at # and splits it at the last @ (Node: 2.2.2.2); net/url cuts the fragment, then refuses the space in the userinfo"},
	{"http://127.0.0.1:11211:80/", [3]string{"!", "!", "!"}, "", "",
		"TSAI: a port is digits (RFC 3986 §3.2.3, the URL Standard's port state; Node refuses it); net/url refuses a second colon in an http host (go.dev/issue/75223)"},
	{"http://foo@127.0.0.1:11211@google.com:80/", [3]string{"!", "google.com", "google.com"}, "", "",
		"TSAI: a userinfo holds no @ in RFC 3986; the URL Standard (Node: google.com) and net/url split at the last @"},
	{"http://foo@127.0.0.1 @google.com/", [3]string{"!", "google.com", "!"}, "", "",
		"TSAI: the URL Standard percent-encodes the space of the userinfo (Node: google.com); net/url refuses it"},
	{"http://127.1.1.1:80\\@127.2.2.2:80/", [3]string{"!", "127.1.1.1", "!"}, "", "",
		"TSAI (PATT 'URL parsing discrepancy'): \\ ends a special URL's authority for the URL Standard (Node: 127.1.1.1); net/url reads the last @ and refuses the \\ of the userinfo; RFC 3986 has no \\"},
	{"http://127.1.1.1:80\\@@127.2.2.2:80/", [3]string{"!", "127.1.1.1", "!"}, "", "",
		"TSAI: as above (Node: 127.1.1.1)"},
	{"http://127.1.1.1:80:\\@@127.2.2.2:80/", [3]string{"!", "!", "!"}, "", "",
		"TSAI: the URL Standard reads the port \"80:\" and fails (Node refuses it); net/url refuses the \\ of its userinfo"},
	{"http://127.1.1.1:80#\\@127.2.2.2:80/", [3]string{"!", "127.1.1.1", "127.1.1.1"}, "", "",
		"TSAI: # starts the fragment for both that accept (Node: 127.1.1.1); RFC 3986 has no \\ in a fragment"},
	{"http://127.0.0.1\tfoo.google.com/", [3]string{"!", "127.0.0.1foo.google.com", "!"}, "", "",
		"TSAI (glibc reads 127.0.0.1 up to the tab): the URL Standard removes the tab (Node: 127.0.0.1foo.google.com); net/url refuses a control"},
	{"http://127.0.0.1%09foo.google.com/", [3]string{"127.0.0.1\tfoo.google.com", "!", "!"}, "", "warning",
		"TSAI, encoded: RFC 3986 accepts %09 in a reg-name; the URL Standard's host parser refuses the decoded tab and net/url any ASCII escape in a host"},
	{"http://0\r\n SLAVEOF orange.tw 6379\r\n :6379/", [3]string{"!", "!", "!"}, "", "",
		"TSAI (CR LF injection): the URL Standard removes CR LF and refuses the spaces of the host (Node refuses it); net/url refuses controls"},
	{"http://127\u30020\u30020\u30021/", [3]string{"!", "127.0.0.1", "127.0.0.1"}, "", "",
		"TSAI (Unicode full stop): IDNA maps U+3002 to '.'; net/url keeps the Unicode, which the canonical spelling maps too: one host"},
	// The URL-format bypass lists: userinfo, #@, \@, slashes.
	{"http://good.com@evil.com/", [3]string{"evil.com", "evil.com", "evil.com"}, "", "",
		"PATT: the userinfo fools people and regular expressions, not parsers: every one reads evil.com"},
	{"http://evil.com#@good.com/", [3]string{"evil.com", "evil.com", "evil.com"}, "", "",
		"PATT #@: the @ is in the fragment for all three"},
	{"http://evil.com%2F@good.com/", [3]string{"good.com", "good.com", "good.com"}, "", "",
		"PATT: an encoded slash stays in the userinfo for all three"},
	{"http://evil.com\\@good.com/", [3]string{"!", "evil.com", "!"}, "", "",
		"PATT \\@: the URL Standard reads \\ as / (Node); RFC 3986 and net/url refuse the \\ of the userinfo"},
	{"http://a@b@evil.com/", [3]string{"!", "evil.com", "evil.com"}, "", "",
		"PATT: two @; RFC 3986's userinfo holds none, the others split at the last"},
	{"http:evil.com/", [3]string{"-", "evil.com", "-"}, "host", "danger",
		"issue #22, WPT 'http:foo.com': no // is no authority to RFC 3986 and net/url (an opaque path), a host to the URL Standard"},
	{"http:/evil.com/", [3]string{"-", "evil.com", "-"}, "host", "danger",
		"WPT 'http:/example.com/': the URL Standard ignores the missing slash"},
	{"http:///evil.com/", [3]string{"", "evil.com", ""}, "host", "danger",
		"PATT: three slashes are an empty authority to RFC 3986 and net/url, extra slashes to the URL Standard"},
	{"http:////evil.com/", [3]string{"", "evil.com", ""}, "host", "danger",
		"issue #22: the same with four"},
	{"https:evil.com:8080/", [3]string{"-", "evil.com", "-"}, "host,port", "danger",
		"WPT 'http:a:b@www.example.com' family: the path holds the host and the port the URL Standard reads; the others use https's 443"},
	{"http:\\\\evil.com\\", [3]string{"!", "evil.com", "-"}, "host", "",
		"PATT backslashes: the URL Standard reads \\\\ as //; net/url takes a rootless path as opaque without checking it"},
	{"http:/\\/evil.com", [3]string{"!", "evil.com", "-"}, "host", "",
		"PATT slashes and backslashes: net/url reads the path /\\/evil.com"},
	{"https://evil.com\\.good.com/", [3]string{"!", "evil.com", "!"}, "", "",
		"PATT: \\ ends the host for the URL Standard; net/url refuses it in a host"},
	// Encoded dots and slashes, whitespace.
	{"http://127%2E0%2E0%2E1/", [3]string{"127.0.0.1", "127.0.0.1", "!"}, "", "warning",
		"PATT encoded dots: RFC 3986 and the URL Standard decode the host; net/url refuses an ASCII escape in a host"},
	{"http://%31%32%37.0.0.1/", [3]string{"127.0.0.1", "127.0.0.1", "!"}, "", "warning",
		"WPT, PATT 'Bypass using different encoding': as above"},
	{"http://evil.com%2F%2F.good.com/", [3]string{"evil.com//.good.com", "!", "!"}, "", "warning",
		"PATT encoded slashes: a / decoded in a host is refused by the URL Standard (forbidden domain code point) and net/url"},
	{"http://good.com%40evil.com/", [3]string{"good.com@evil.com", "!", "!"}, "", "warning",
		"PATT: an encoded @ is no userinfo for anyone; two refuse it"},
	{"http://evil.com/%2F%2Fgood.com", [3]string{"evil.com", "evil.com", "evil.com"}, "", "",
		"PATT: encoded slashes in the path leave the host alone"},
	{" http://evil.com/", [3]string{"!", "evil.com", "!"}, "", "",
		"PATT whitespace: the URL Standard trims it; RFC 3986 has no space; net/url sees no scheme and a colon in a first segment"},
	{"http://evil\n.com/", [3]string{"!", "evil.com", "!"}, "", "",
		"PATT whitespace: the URL Standard removes newlines anywhere"},
	// Zone identifiers (RFC 6874): the URL Standard has none.
	{"http://[fe80::1%25eth0]/", [3]string{"[fe80::1%25eth0]", "!", "[fe80::1%25eth0]"}, "", "warning",
		"PATT IPv6 zone: RFC 6874 and net/url read the zone; the URL Standard refuses a % in an IPv6 address"},
	{"http://[fe80::1%25%65th0]:8080/", [3]string{"[fe80::1%25eth0]", "!", "[fe80::1%25eth0]"}, "", "warning",
		"an encoded zone is the same zone once decoded"},
	{"http://[fe80::1%eth0]/", [3]string{"!", "!", "!"}, "", "",
		"a zone needs %25 (RFC 6874 §2); net/url refuses the escape %et"},
	// IDNA look-alikes.
	{"http://\u24d4\u24e7\u24d0\u24dc\u24df\u24db\u24d4.\u24d2\u24de\u24dc/", [3]string{"!", "example.com", "example.com"}, "", "",
		"PATT enclosed alphanumerics: IDNA maps them to example.com for the URL Standard, and for net/url's Unicode host in the canonical spelling"},
	{"http://%E2%93%94%E2%93%A7%E2%93%90%E2%93%9C%E2%93%9F%E2%93%9B%E2%93%94.com/", [3]string{"example.com", "example.com", "example.com"}, "", "",
		"the same percent-encoded: net/url accepts non-ASCII escapes in a host"},
	{"http://\uff45\uff56\uff49\uff4c.com/", [3]string{"!", "evil.com", "evil.com"}, "", "",
		"TSAI fullwidth letters: IDNA maps them"},
	{"http://\u0430\u0440\u0440\u04cf\u0435.com/", [3]string{"!", "xn--80ak6aa92e.com", "xn--80ak6aa92e.com"}, "", "",
		"Cyrillic look-alike of apple.com: one host, the punycode and mixed-script findings' business"},
	// Every IPv4 spelling: spelling alone is no difference (rare-ipv4's business).
	{"http://0x7f.1/", [3]string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}, "", "", "WPT, PATT rare address"},
	{"http://0x7f000001/", [3]string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}, "", "", "PATT hex"},
	{"http://017700000001/", [3]string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}, "", "", "WPT octal"},
	{"http://2130706433/", [3]string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}, "", "", "PATT decimal"},
	{"http://127.1/", [3]string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}, "", "", "PATT short form"},
	{"http://0177.0.0.1/", [3]string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}, "", "", "PATT octal part"},
	{"http://127.000.000.001/", [3]string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}, "", "", "leading zeros are octal to the URL Standard"},
	{"http://0x7f.0x0.0x0.0x1/", [3]string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}, "", "", "PATT hex parts"},
	{"http://127.0.0.1./", [3]string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}, "", "", "WPT: a final dot"},
	{"http://0/", [3]string{"0.0.0.0", "0.0.0.0", "0.0.0.0"}, "", "", "PATT: 0 is 0.0.0.0"},
	{"http://[::ffff:127.0.0.1]/", [3]string{"[::ffff:7f00:1]", "[::ffff:7f00:1]", "[::ffff:7f00:1]"}, "", "", "PATT IPv6 notation"},
	{"http://[0:0:0:0:0:ffff:7f00:1]/", [3]string{"[::ffff:7f00:1]", "[::ffff:7f00:1]", "[::ffff:7f00:1]"}, "", "", "PATT IPv6 notation"},
	{"http://[0000::1]:80/", [3]string{"[::1]", "[::1]", "[::1]"}, "", "", "PATT IPv6 notation"},
	{"http://1.2.3.256/", [3]string{"1.2.3.256", "!", "1.2.3.256"}, "", "warning",
		"WPT: a part above 255 fails the URL Standard's IPv4 parser; RFC 3986 reads a reg-name"},
	{"http://4294967296/", [3]string{"4294967296", "!", "4294967296"}, "", "warning", "WPT: 2^32 is out of range"},
	// Ports.
	{"http://evil.com:65536/", [3]string{"evil.com", "!", "evil.com"}, "", "warning",
		"a port is at most 65535 to the URL Standard; RFC 3986 and net/url take any digits"},
	{"foo://a:b:80/", [3]string{"!", "!", "a:b"}, "", "",
		"go.dev/issue/75223: net/url reads the last colon outside http and https"},
	// Without a scheme, and other schemes.
	{"//evil.com/", [3]string{"evil.com", "!", "evil.com"}, "", "",
		"a network-path reference; the URL Standard needs a base; Inspect reads only URIs with a scheme"},
	{"///evil.com/", [3]string{"", "!", "-"}, "host", "",
		"an empty authority to RFC 3986; net/url reads a path when a reference begins with three slashes"},
	{"file:/etc/passwd", [3]string{"", "", ""}, "", "", "RFC 8089 §2: no authority is the local host"},
	{"file://LOCALHOST/etc/passwd", [3]string{"", "", ""}, "", "", "RFC 8089 §2: localhost is the local host"},
	{"mailto:user@evil.com", [3]string{"-", "-", "-"}, "", "", "no authority for anyone"},
}

func TestDifferentialResearch(t *testing.T) {
	for _, tc := range diffRows {
		rs := Read(tc.in)
		for r := range numReaders {
			x := rs.Of[r]
			got := x.Host
			switch {
			case !x.OK:
				got = "!"
			case !x.HasHost:
				got = "-"
			}
			if got != tc.hosts[r] {
				t.Errorf("%q: %v reads %q, want %q (%s); %+v", tc.in, Reader(r), got, tc.hosts[r], tc.why, x)
			}
			if !x.OK && x.Err == nil {
				t.Errorf("%q: %v refuses it without an error", tc.in, Reader(r))
			}
		}
		if got := strings.Join(rs.Differ(), ","); got != tc.differ {
			t.Errorf("%q: differ %q, want %q (%s)", tc.in, got, tc.differ, tc.why)
		}
		u, err := uri.ParseReference(tc.in)
		if err != nil {
			if tc.finding != "" {
				t.Errorf("%q: RFC 3986 refuses it: %v", tc.in, err)
			}
			continue
		}
		f, ok := find(Inspect(u), KindParserDifferential)
		switch {
		case tc.finding == "" && ok:
			t.Errorf("%q: %+v, want no finding (%s)", tc.in, f, tc.why)
		case tc.finding != "" && (!ok || f.Severity.String() != tc.finding):
			t.Errorf("%q: %+v, want a %s (%s)", tc.in, f, tc.finding, tc.why)
		case ok && f.Severity == Danger:
			// The message names each reader's host.
			for r := range numReaders {
				want := "reads no host"
				if h := rs.Of[r]; h.OK && h.HasHost {
					want = strconv.Quote(h.Host)
				} else if !h.OK {
					want = "refuses it"
				}
				if !strings.Contains(f.Message, readerAbout[r]+" ") || !strings.Contains(f.Message, want) {
					t.Errorf("%q: message %q does not name %v's host %s", tc.in, f.Message, Reader(r), want)
				}
			}
		}
	}
}

// TestDifferentialPorts: the effective port (CLI.md): the digits without
// leading zeros, or the scheme's default.
func TestDifferentialPorts(t *testing.T) {
	for _, tc := range []struct{ in, port string }{
		{"http://h/", "80"}, {"ws://h/", "80"}, {"https://h/", "443"}, {"wss://h/", "443"}, {"ftp://h/", "21"},
		{"http://h:/", "80"}, {"http://h:0080/", "80"}, {"http://h:0/", "0"}, {"https://h:8443/", "8443"},
		{"foo://h/", ""}, {"foo://h:0021/", "21"}, {"file:///x", ""}, {"mailto:a@b", ""}, {"HTTP://h/", "80"},
	} {
		rs := Read(tc.in)
		for r := range numReaders {
			if x := rs.Of[r]; !x.OK || x.Port != tc.port {
				t.Errorf("%q: %v port %+v, want %q", tc.in, Reader(r), x, tc.port)
			}
		}
	}
}

// TestPayloadReadings: over testdata/ssrf (210 payloads), the URL
// Standard's reading of every absolute payload is the host Node's URL
// connects to; a payload it refuses without a base is one Node resolved
// against its base or refused too. And whenever RFC 3986 accepts a
// payload whose Node host differs from RFC 3986's reading, Inspect reports
// a danger parser-differential.
func TestPayloadReadings(t *testing.T) {
	n := 0
	for _, p := range readPayloads(t) {
		if in := strings.ToLower(p.Input); strings.HasPrefix(in, "https:") && !strings.HasPrefix(in[6:], "/") && !strings.HasPrefix(in[6:], "\\") {
			// The scheme of Node's base (https://example.com/) without a
			// slash: a path relative to the base, which is Node's host
			// ("special relative or authority state").
			continue
		}
		rs := Read(p.Input)
		w := rs.Of[WHATWG]
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
		a := rs.Of[RFC3986]
		u, err := uri.ParseReference(p.Input)
		if !a.OK || err != nil || !u.HasScheme() || p.Browser == nil {
			continue
		}
		node := *p.Browser // "" for a URL without a host (an opaque path)
		if node == "" && a.Host == "" {
			continue
		}
		if !a.HasHost || a.Host != CanonicalHost(node) {
			if f, ok := find(Inspect(u), KindParserDifferential); !ok || f.Severity != Danger {
				t.Errorf("%q: RFC 3986 reads %q, Node %q, finding %+v", p.Input, a.Host, node, f)
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

// TestDifferentialMessages: the messages in full: each reader's host, in
// Reader order, then the fields that differ beside the host; the readers
// that refuse what RFC 3986 accepts.
func TestDifferentialMessages(t *testing.T) {
	f, ok := find(mustInspect(t, "https:evil.com:8080/"), KindParserDifferential)
	want := `the parsers read different destinations: RFC 3986 reads no host, the URL Standard (browsers) reads the host "evil.com" and Go's net/url reads no host; ` +
		`the port: RFC 3986 443, the URL Standard (browsers) 8080 and Go's net/url 443. ` +
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
	if !strings.Contains(f.Message, "RFC 3986 accepts this URI, but the URL Standard (browsers) refuses it (whatwg: ") || strings.Count(f.Message, "refuses it") != 1 {
		t.Errorf("one refusal: %q", f.Message)
	}
	f, _ = find(mustInspect(t, "http://[fe80::1%25en0]:99999/"), KindParserDifferential)
	if strings.Count(f.Message, "refuses it") != 1 {
		t.Errorf("%q", f.Message)
	}
	// Two readers refuse: both named, joined by "and".
	rs := Readings{Of: [numReaders]Reading{{OK: true}, {Err: errors.New("e1")}, {Err: errors.New("e2")}}}
	if got := refusalMessage(&rs); !strings.HasPrefix(got, "RFC 3986 accepts this URI, but the URL Standard (browsers) refuses it (e1) and Go's net/url refuses it (e2): ") {
		t.Errorf("%q", got)
	}
	// A scheme that differs, and a reading without a port: "none".
	rs = Readings{Of: [numReaders]Reading{
		{OK: true, Scheme: "http", HasHost: true, Host: "a", Port: "80"},
		{OK: true, Scheme: "foo", HasHost: true, Host: "a"},
		{Err: errors.New("e")},
	}}
	want = `the parsers read different destinations: RFC 3986 reads the host "a", the URL Standard (browsers) reads the host "a" and Go's net/url refuses it; ` +
		`the scheme: RFC 3986 http, the URL Standard (browsers) foo and Go's net/url none; the port: RFC 3986 80, the URL Standard (browsers) none and Go's net/url none. `
	if d := rs.differ(); d != fieldScheme|fieldPort || !strings.HasPrefix(differenceMessage(&rs, d), want) {
		t.Errorf("%v %q", d, differenceMessage(&rs, d))
	}
	if Reader(3).String() != "reader(?)" || NetURL.String() != "net/url" {
		t.Error("Reader.String")
	}
}

// TestDifferentialDialects: a URI of another grammar is read from its
// text, as RFC 3986 reads it: an IRI (which RFC 3986 refuses) has no
// warning for what the URL Standard refuses in it.
func TestDifferentialDialects(t *testing.T) {
	u, err := uri.ParseIRI("http://a\u200db.example/")
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

// TestCanonicalHostPercent: a "%" of a decoded name is itself, never the
// start of another escape.
func TestCanonicalHostPercent(t *testing.T) {
	for in, want := range map[string]string{"%41": "%41", "a%41": "a%41", "A%": "a%", "%": "%", "": ""} {
		if got := CanonicalHost(in); got != want {
			t.Errorf("CanonicalHost(%q) = %q, want %q", in, got, want)
		}
	}
}
