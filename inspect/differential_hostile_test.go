package inspect

import (
	"runtime"
	"strings"
	"testing"

	"github.com/urikit/urikit/readings"
	"github.com/urikit/urikit/uri"
)

// TestReadHostileLinear: readings.Read (and Inspect, which runs it on what
// the pre-check cannot vouch for) allocates memory in proportion to the
// input on hostile inputs: doubling the input at most about doubles what
// they allocate. (Allocation, not time, is measured: a shared machine's
// clock is no test.)
func TestReadHostileLinear(t *testing.T) {
	for _, tc := range []struct {
		name  string
		build func(n int) string
	}{
		{"encoded host", func(n int) string { return "http://" + strings.Repeat("%41", n) + "/" }},
		{"encoded percent", func(n int) string { return "http://" + strings.Repeat("a%25", n) + "/" }},
		{"unicode host", func(n int) string { return "http://" + strings.Repeat("%E2%91%A0", n) + "/" }},
		{"slashes", func(n int) string { return "http:" + strings.Repeat("/", n) + "evil.com" }},
		{"at signs", func(n int) string { return "http://" + strings.Repeat("a@", n) + "h/" }},
		{"port digits", func(n int) string { return "http://h:" + strings.Repeat("9", n) + "/" }},
		{"dots", func(n int) string { return "http://" + strings.Repeat("1.", n) + "/" }},
		{"zone", func(n int) string { return "http://[fe80::1%25" + strings.Repeat("e", n) + "]/" }},
		{"backslashes", func(n int) string { return "http:" + strings.Repeat("\\", n) + "h" }},
		// Padding past the host buffer (issue #36 point 1): the host is
		// read whole, in linear time and memory.
		{"ignored code points", func(n int) string { return "http://127.0.0.1" + strings.Repeat("%C2%AD", n) + "/" }},
		{"encoded zeros", func(n int) string { return "http://0x" + strings.Repeat("%30", n) + "7f000001/" }},
		{"zeros", func(n int) string { return "http://" + strings.Repeat("0", n) + "177.0.0.1/" }},
		{"full-width zeros", func(n int) string { return "http://" + strings.Repeat("%EF%BC%90", n) + "177.0.0.1/" }},
		{"hidden padded host", func(n int) string { return "http:/127.0.0.1" + strings.Repeat("%E2%81%A0", n) + "/" }},
		// curl's reading (issue #36 point 3): a guessed scheme, slashes
		// after any scheme, a long userinfo before the first "@".
		{"curl guessed", func(n int) string { return "mailto:" + strings.Repeat("a:", n) + "@127.0.0.1" }},
		{"curl slashes", func(n int) string { return "x:/" + strings.Repeat("a.", n) + "/" }},
		{"curl port zeros", func(n int) string { return "dict:/h:" + strings.Repeat("0", n) + "80/" }},
	} {
		const n = 20_000
		small, large := allocatedBy(tc.build(n)), allocatedBy(tc.build(2*n))
		if large > 5*small/2+4096 {
			t.Errorf("%s: %d bytes allocated at %d repetitions, %d at %d: not linear", tc.name, small, n, large, 2*n)
		}
		t.Logf("%s: %d, %d bytes allocated for %d, %d bytes of input", tc.name, small, large, len(tc.build(n)), len(tc.build(2*n)))
		if in := len(tc.build(2 * n)); large > uint64(64*in+1<<16) {
			t.Errorf("%s: %d bytes allocated for %d bytes of input", tc.name, large, in)
		}
	}
}

// allocatedBy returns the bytes readings.Read and Inspect allocate for s.
func allocatedBy(s string) uint64 {
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	_ = readings.Read(s)
	if u, err := uri.ParseReference(s); err == nil {
		_ = Inspect(u)
	}
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc
}

// TestDifferentialAllocs: the pre-check vouches for the clean URIs of
// everyday use, of every shape it knows (a special scheme with a name, an
// IPv4 or IPv6 host, a port, userinfo; another scheme with or without an
// authority), so inspecting them allocates nothing: the three-way reading,
// which allocates, does not run.
func TestDifferentialAllocs(t *testing.T) {
	dst := make([]Finding, 0, 16)
	for _, s := range []string{
		"https://www.example.com/a/b?c=d#e", "HTTP://WWW.EXAMPLE.COM:80/", "http://93.184.215.14/", "https://[2606:4700::1111]:443/",
		"ws://chat.example/socket", "wss://chat.example:443/", "ftp://ftp.example.org/pub/", "http://a-b.c-d.example./",
		"mailto:someone@example.com", "urn:isbn:0451450523", "data:text/plain,hello", "tel:+1-201-555-0123",
		"foo://host.example/p", "git+ssh://git.example/repo", "file:/etc/hosts", "tel:911", "sip:alice@atlanta.example", "news:comp.infosystems.www", "javascript:void(0)",
	} {
		u := uri.MustParse(s)
		if !readersAgree(u, plainHostOf(u)) {
			t.Errorf("%q: the pre-check does not vouch for it", s)
		}
		if fs := Append(dst[:0], u); len(fs) > 0 {
			t.Errorf("%q: findings %v", s, fs)
		}
		if n := testing.AllocsPerRun(100, func() { dst = Append(dst[:0], u) }); n != 0 {
			t.Errorf("Append(%q): %v allocs", s, n)
		}
	}
	// And those it cannot vouch for are read: a finding, or none, but the
	// full reading (it allocates).
	for _, s := range []string{"http://%65xample.com/", "http://0x7f.1/", "file://host.example/x", "file:///c:/x", "mailto:a@127.0.0.1", "mailto:a@localhost", "foo:/x", "mailto:a@b%41", "file://h:21/", "file://u@h/", "http:x", "http://[fe80::1%25en0]/", "http://h:99999/", "foo://[v1.x]/", "http://a.123/"} {
		if u := uri.MustParse(s); readersAgree(u, plainHostOf(u)) {
			t.Errorf("%q: the pre-check vouches for it", s)
		}
	}
}

// TestReportHostileLinear: Report on strings from the wild (IRIs mapped,
// wild input repaired, the readers of the string as it came) allocates in
// proportion to the input: doubling it at most about doubles what it
// allocates.
func TestReportHostileLinear(t *testing.T) {
	for _, tc := range []struct {
		name  string
		build func(n int) string
	}{
		{"backslashes", func(n int) string { return "http:" + strings.Repeat("\\", n) + "127.0.0.1/" }},
		{"at signs", func(n int) string { return "http://" + strings.Repeat("a@", n) + "127.0.0.1/" }},
		{"non-ASCII", func(n int) string { return "http://example.com/" + strings.Repeat("é", n) }},
		{"spaces", func(n int) string { return "http://example.com/" + strings.Repeat(" a", n) }},
		{"IRI host", func(n int) string { return "http://" + strings.Repeat("ｌ", n) + "/" }},
		{"controls", func(n int) string { return "http://example.com/" + strings.Repeat("\x01", n) }},
	} {
		const n = 10_000
		alloc := func(s string) uint64 {
			var m0, m1 runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&m0)
			_ = Inspector{MaxFindings: 1000}.Report(s, IRIs|Repairs)
			runtime.ReadMemStats(&m1)
			return m1.TotalAlloc - m0.TotalAlloc
		}
		small, large := alloc(tc.build(n)), alloc(tc.build(2*n))
		if large > 5*small/2+8192 {
			t.Errorf("%s: %d bytes allocated at %d repetitions, %d at %d: not linear", tc.name, small, n, large, 2*n)
		}
		if in := len(tc.build(2 * n)); large > uint64(200*in+1<<16) {
			t.Errorf("%s: %d bytes allocated for %d bytes of input", tc.name, large, in)
		}
		t.Logf("%s: %d, %d bytes allocated for %d, %d bytes of input", tc.name, small, large, len(tc.build(n)), len(tc.build(2*n)))
	}
}
