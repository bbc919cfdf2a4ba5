package whatwg

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// A URL in serialized form parses without allocating: its href is the
// input. Any other allocates once, for its href.
func TestParseAllocs(t *testing.T) {
	for _, s := range []string{
		"https://example.com/", "https://user:pass@example.com:8080/a/b?q=1#f", "http://1.2.3.4/",
		"http://[::1]/", "file:///C:/x", "mailto:a@b", "web+demo:/.//not-a-host/", "foo://h/p?q#f",
		"blob:https://a/b", "https://xn--bcher-kva.example/",
	} {
		if n := testing.AllocsPerRun(20, func() { _, _ = Parse(s) }); n != 0 {
			t.Errorf("Parse(%q): %v allocations, want 0", s, n)
		}
	}
	for _, s := range []string{
		"HTTP://EXAMPLE.COM", "http://a/b c", "http://a/\tb", "http://a:80/", "http://a/./b/../c",
		"https://0x7f.1/", "http://a/%7e?x y#z w", "  http://a/  ", "http://a\\b\\c",
		"file:c:\\x\\..\\y",
	} {
		if n := testing.AllocsPerRun(20, func() { _, _ = Parse(s) }); n > 1 {
			t.Errorf("Parse(%q): %v allocations, want at most 1", s, n)
		}
	}
	// A host that is not ASCII, or is percent-encoded, goes through
	// percent-decoding and UTS #46 (internal/uts46), which allocate their
	// own results: the one exception.
	if n := testing.AllocsPerRun(20, func() { _, _ = Parse("http://Bücher.example/") }); n > 6 {
		t.Errorf("Parse with an IDNA host: %v allocations, want at most 6", n)
	}
	base, _ := Parse("http://a/b/c/d;p?q")
	for _, ref := range resolveRefs {
		if n := testing.AllocsPerRun(20, func() { _, _ = base.Parse(ref) }); n > 1 {
			t.Errorf("Parse(%q) against %q: %v allocations, want at most 1", ref, base.Href(), n)
		}
	}
}

// Over the committed sample of real URLs: no href allocates, and no line
// as given allocates more than once (counted over the whole sample: a
// count above the number of lines not in serialized form would mean one
// that allocates twice).
func TestParseAllocsCorpus(t *testing.T) {
	f, err := os.Open("../testdata/bench/iscx_benign_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var lines, hrefs []string
	changed := 0
	for sc.Scan() {
		u, err := Parse(sc.Text())
		if err != nil {
			continue
		}
		lines = append(lines, sc.Text())
		hrefs = append(hrefs, u.Href())
		if u.Href() != sc.Text() {
			changed++
		}
	}
	if len(lines) < 10000 {
		t.Fatalf("only %d lines parsed", len(lines))
	}
	if a := testing.AllocsPerRun(2, func() {
		for _, s := range hrefs {
			_, _ = Parse(s)
		}
	}); a != 0 {
		t.Errorf("%v allocations parsing %d hrefs, want 0", a, len(hrefs))
	}
	if a := testing.AllocsPerRun(2, func() {
		for _, s := range lines {
			_, _ = Parse(s)
		}
	}); a > float64(changed) {
		t.Errorf("%v allocations parsing %d lines of which %d are not in serialized form", a, len(lines), changed)
	}
	t.Logf("%d lines, %d not in serialized form", len(lines), changed)
}

// corpusLines returns the lines of a committed sample.
func corpusLines(t testing.TB, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// A reference that resolves to a prefix of its base's href (§4.4: the
// relative state copies the base's scheme, host, path and query; the no
// scheme state keeps an opaque path and its query) costs nothing: the
// result is a part of the base's href. This holds for the bases the
// full parser reads, not only for those of resolveSimple.
func TestResolvePrefixAllocs(t *testing.T) {
	for _, c := range []struct{ base, ref, want string }{
		{"foo://h/a/b?q#f", "", "foo://h/a/b?q"},     // step 5: the base less its fragment
		{"foo://h/a/b?q#f", "?q", "foo://h/a/b?q"},   // step 5.3: a query of its own
		{"foo://h/a/b?q#f", "#f", "foo://h/a/b?q#f"}, // step 5.2: a fragment of its own
		{"foo://h/a/b?q#f", ".", "foo://h/a/"},       // step 5.4, then shorten
		{"foo://h/a/b?q#f", "/a", "foo://h/a"},       // step 3: the relative slash state
		{"mailto:x?y#z", "#z", "mailto:x?y#z"},       // no scheme state, step 2
		{"sc:opaque?query#frag", "#frag", "sc:opaque?query#frag"},
	} {
		base, err := Parse(c.base)
		if err != nil {
			t.Fatal(err)
		}
		if u, err := base.Parse(c.ref); err != nil || u.Href() != c.want {
			t.Errorf("%q against %q: %q, %v, want %q", c.ref, c.base, u.Href(), err, c.want)
		}
		if n := testing.AllocsPerRun(20, func() { _, _ = base.Parse(c.ref) }); n != 0 {
			t.Errorf("%q against %q: %v allocations, want 0", c.ref, c.base, n)
		}
	}
}

// ParseHost returns a host already in its serialization as it is, and
// writes any other ASCII host (lower-cased, an IPv4 or IPv6 address
// serialized, §3.6) with one allocation.
func TestParseHostAllocs(t *testing.T) {
	for h, want := range map[string]float64{
		"example.com": 0, "127.0.0.1": 0, "[::1]": 0,
		"EXAMPLE.COM": 1, "0x7f.1": 1, "[0:0::1]": 1, "[::1.2.3.4]": 1,
		"a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.EXAMPLE.COM": 1,
	} {
		if n := testing.AllocsPerRun(20, func() { _, _ = ParseHost(h, false) }); n != want {
			t.Errorf("ParseHost(%q): %v allocations, want %v", h, n, want)
		}
	}
}

// Hosts without detours (issue #33): an ASCII host that only needs
// lower-casing, one with a default port, a file URL's host, an IPv4
// address in any spelling and an "xn--" label go through the host parser
// with no allocation of their own (the href is the parse's one): no
// percent-decoding, no UTS #46 (whose ToASCII would allocate the lower-cased
// domain). A percent sign or a byte that is not ASCII takes that way.
func TestHostsWithoutDetours(t *testing.T) {
	for _, c := range []struct{ url, host string }{
		{"HTTP://WWW.EXAMPLE.COM/a", "WWW.EXAMPLE.COM"}, {"http://Example.Com:80/a", "Example.Com"},
		{"https://example.com:443", "example.com"}, {"ws://A.B:80/", "A.B"},
		{"file://HOST/x", "HOST"}, {"FILE://LOCALHOST/x", "LOCALHOST"}, {"file://localhost./x", "localhost."},
		{"http://0x7F.1/", "0x7F.1"}, {"http://0177.0.0.1/", "0177.0.0.1"}, {"http://2130706433/", "2130706433"},
		{"http://127.1/", "127.1"}, {"http://127.0.0.1./", "127.0.0.1."}, {"http://0X7F000001/", "0X7F000001"},
		{"http://XN--BCHER-KVA.EXAMPLE/", "XN--BCHER-KVA.EXAMPLE"}, {"http://xn--a.example:80/", "xn--a.example"},
		{"  http://A/ ", "A"}, {"http://[0:0::1]:80/", "[0:0::1]"},
	} {
		if n := testing.AllocsPerRun(20, func() { _, _ = Parse(c.url) }); n > 1 {
			t.Errorf("Parse(%q): %v allocations, want at most 1", c.url, n)
		}
		if n := testing.AllocsPerRun(20, func() { _, _ = ParseHost(c.host, false) }); n > 1 {
			t.Errorf("ParseHost(%q): %v allocations, want at most 1", c.host, n)
		}
	}
}
