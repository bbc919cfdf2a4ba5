package whatwg

import (
	"strings"
	"testing"
)

// serialBases are the base URLs the fast path is compared under: an
// absolute URL in serialized form is itself against any base.
var serialBases = []string{"http://b/c?d#e", "https://x:1/y/z", "ws://h", "file:///C:/p", "mailto:a@b", "foo://h/p"}

// checkSerialized fails when parseSerializedTo accepts s and the full
// parser (parse, the state machine, with and without a base) gives
// another URL or fails, and when it declines a URL of the kind it is for:
// one the parser keeps as it is, of a special scheme, with a domain (or
// for file an empty host) and no credentials. When it declines, the
// state machine taking over where it stopped (resume) must give the full
// parser's URL. It reports whether the fast path accepted s.
func checkSerialized(t *testing.T, s string) bool {
	t.Helper()
	var r resumption
	var fast URL
	ok := parseSerializedTo(&fast, s, &r)
	if !ok {
		u, err := parse(s, nil, nil)
		if err == nil && u.Href() == s && u.IsSpecial() && !u.IncludesCredentials() &&
			(u.HostKind() == HostDomain || u.scheme == schemeFile && u.HostKind() == HostEmpty) {
			t.Fatalf("%q: the fast path declines a URL in serialized form", s)
		}
		if r.at > 0 {
			if v, ok := resume(s, &r); ok && (err != nil || v != u) {
				t.Fatalf("%q: taken over at %q: %+v; the parser: %+v (%v)", s, s[r.at:], v, u, err)
			}
		}
		return false
	}
	full, err := parse(s, nil, nil)
	if err != nil || full != fast {
		t.Fatalf("%q: the fast path gives %+v, the parser %+v (%v)", s, fast, full, err)
	}
	// The href is the input, or the input with its scheme and host
	// lower-cased and a default port or a file URL's "localhost" left out.
	if h, e := full.Href(), fast.hostEnd; h != s && !(len(h) <= len(s) && strings.EqualFold(h[:e], s[:e]) && strings.HasSuffix(s, h[e:])) {
		t.Fatalf("%q: the fast path accepted an input the parser writes as %q", s, full.Href())
	}
	for _, b := range serialBases {
		base, err := Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		if v, err := parse(s, &base, nil); err != nil || v != fast {
			t.Fatalf("%q against %q: the fast path gives %+v, the parser %+v (%v)", s, b, fast, v, err)
		}
	}
	return true
}

// The fast path agrees with the full parser on every line of the
// committed samples of real URLs and of the web-platform-tests inputs,
// on their hrefs, and on variants made to reach each of its refusals;
// and it is the path the sample takes (a fast path that declined
// everything would pass the comparison and prove nothing).
func TestSerializedIsParse(t *testing.T) {
	var inputs []string
	for _, file := range []string{"../testdata/bench/iscx_benign_sample.txt", "../testdata/urls/phishtank_sample.txt", "../testdata/urls/wpt_urltestdata_inputs.txt"} {
		inputs = append(inputs, corpusLines(t, file)...)
	}
	for _, c := range loadWPT(t, "urltestdata.json") {
		inputs = append(inputs, c["input"].(string))
	}
	inputs = append(inputs, serialVariants...)
	accepted, sample := 0, 0
	for _, s := range inputs {
		checkSerialized(t, s)
		if u, err := parse(s, nil, nil); err == nil && checkSerialized(t, u.Href()) {
			accepted++
		}
	}
	for _, s := range corpusLines(t, "../testdata/bench/iscx_benign_sample.txt") {
		var r resumption
		if parseSerializedTo(new(URL), s, &r) {
			sample++
		}
	}
	t.Logf("%d inputs, %d hrefs on the fast path; %d lines of the benchmark sample", len(inputs), accepted, sample)
	if sample < 11000 {
		t.Errorf("only %d lines of the benchmark sample take the fast path", sample)
	}
}

// serialVariants reach each condition of parseSerializedTo: each is either
// kept as it is by the parser or changed at exactly the byte the fast
// path looks at.
var serialVariants = []string{
	"http://a/", "https://a/", "ws://a/", "wss://a/", "ftp://a/", "file://a/", "foo://a/", "httpss://a/",
	"HTTP://a/", "http:/a/", "http:a/", "http://", "http:", "http://a", "http://a?q", "http://a#f",
	"http://A/", "http://a%41/", "http://a b/", "http://u@a/", "http://u:p@a/", "http://@a/",
	"http://1.2.3.4/", "http://a.1/", "http://a.0x1/", "http://a.0x/", "http://1.2.3.4./", "http://a.b1/", "http://a.1b/",
	"http://a:80/", "https://a:443/", "ws://a:80/", "wss://a:443/", "ftp://a:21/", "http://a:443/", "ftp://a:80/",
	"http://a:0/", "http://a:00/", "http://a:08/", "http://a:65535/", "http://a:65536/", "http://a:123456/", "http://a:99999/",
	"http://a:/", "http://a:8", "http://a:8?", "http://a:8#", "http://a:x/", "http://a:8x/",
	"http://a/./", "http://a/../", "http://a/.", "http://a/..", "http://a/%2e", "http://a/%2E/", "http://a/.%2e",
	"http://a/%2e.", "http://a/%2e%2E", "http://a/b/./c", "http://a/b/../c", "http://a/.b/..c/...", "http://a/%2f/%2e%2f",
	"http://a/b\\c", "http://a/b c", "http://a/b\tc", "http://a/b\n", "http://a/b ", " http://a/b", "http://a/é",
	"http://a/\x00", "http://a/\x7f", "http://a/b^c", "http://a/b{c}", "http://a/b`", "http://a/b\"", "http://a/<>",
	"http://a/?q", "http://a/?q'", "http://a/?q\"", "http://a/?q r", "http://a/?q#f", "http://a/?#", "http://a/?q?#f#g",
	"http://a/#f", "http://a/#f`", "http://a/#f g", "http://a/#f\"", "http://a/#f#", "http://a/#%zz", "http://a/?%zz",
	"http://a/%zz", "http://a/%", "http://a:8/b/c?d#e", "http://a.b-c_d~e!$&'()*+,;=/", "http://a*b/", "http://a|b/",
	// file: an empty host, "localhost", no port, drive letters.
	"file:///", "file:///x", "file://h/x", "file://localhost/x", "file://localhost./x", "file://h:1/x", "file://",
	"file:///C:/x", "file:///C|/x", "file:///C|", "file:///C|?q", "file:///C|x", "file://C:/x", "file://C|/x",
	"file:/x", "file:x", "file:////x", "file:///./x", "file:///C:/..", "file://H/x", "file://1.2.3.4/x",
	"file:///a b", "file:///a\\b", "file:///a?q r#f g",
	// The rest of an input taken over after its authority: trailing C0
	// controls and spaces, tabs, invalid UTF-8.
	"http://a/b c \x01", "http://a/b\tc d", "http://a/\xffb c", "http://a/b/../c ", "http://a:8/.\x00",
	// Upper case and default ports, taken over.
	"HTTP://A.B/c", "hTtP://a/", "http://A/", "FILE:///x", "FILE://H/x", "file://LocalHost/x", "File://LOCALHOST./x",
	"http://a:80", "http://a:80/x", "https://A:443?q", "ws://a:80#f", "HTTP://A:80\\b", "http://a:080/", "ftp://a:21/x/../y",
	"HTTP://0X7F.1/", "http://A:8080/b c", "HTTPS://A:443/./x", "wss://a:443 ", "http://A:0/", "HTTP://a:8/x?y#z",
	"file://localhost/x", "FILE://LOCALHOST/x?q#f", "file://localhost", "file://localhost?q", "file://LocalHost/a/../b",
	"file://localhost/C|/x", "file://localhost/C:/x",
}

// FuzzSerialized holds the fast path to the full parser on fuzzed input
// and on the href the parser makes of it (the inputs the fast path
// exists for).
//
//	go test ./whatwg -run '^$' -fuzz FuzzSerialized -fuzztime 60s
func FuzzSerialized(f *testing.F) {
	addSeeds(f)
	for _, s := range serialVariants {
		f.Add(s)
	}
	lines := corpusLines(f, "../testdata/bench/iscx_benign_sample.txt")
	for k := 0; k < len(lines); k += 97 {
		f.Add(lines[k])
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSerialized(t, s)
		if u, err := parse(s, nil, nil); err == nil {
			checkSerialized(t, u.Href())
		}
	})
}

// lastSlash is strings.LastIndexByte(s, '/'), eight bytes a step: on
// every length to 40 and every place of the "/" (and of a byte one off
// it, "." and "0", which a looser zero-byte test would take for it).
func TestLastSlash(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for at := -1; at < n; at++ {
			for _, fill := range []byte{'a', '.', '0', 0x80, 0xAF} {
				b := make([]byte, n)
				for k := range b {
					b[k] = fill
				}
				if at >= 0 {
					b[at] = '/'
				}
				if at > 0 {
					b[0] = '/'
				}
				s := string(b)
				if got, want := lastSlash(s), strings.LastIndexByte(s, '/'); got != want {
					t.Fatalf("lastSlash(%q) = %d, want %d", s, got, want)
				}
			}
		}
	}
}
