package whatwg

import (
	"runtime"
	"strings"
	"testing"
)

// Hostile input: the parser's cost stays linear in the input, judged by
// what it allocates (bytes and count) at two sizes, never by time. Each
// input is built at n and 2n repetitions; the bytes allocated at 2n must
// stay within 2.5 times those at n, and the count of allocations small.

type hostileCase struct {
	name        string
	build       func(n int) string
	maxAllocs   uint64 // per parse at the larger size
	failureFine bool   // the parser may refuse it
}

var hostileCases = []hostileCase{
	{"dot-dot segments", func(n int) string { return "http://h/" + strings.Repeat("../", n) + "x" }, 2, false},
	{"dot-dot segments after a deep path", func(n int) string {
		return "http://h/" + strings.Repeat("a/", n) + strings.Repeat("../", n) + "x"
	}, 40, false},
	{"encoded dot-dot segments", func(n int) string { return "http://h/" + strings.Repeat("%2e%2e/", n) + "x" }, 2, false},
	{"backslashes", func(n int) string { return "http://h" + strings.Repeat("\\", n) + "x" }, 2, false},
	{"tabs and newlines", func(n int) string { return "http://h/" + strings.Repeat("\t\n", n) + "x" }, 2, false},
	{"IPv4 dots", func(n int) string { return "http://" + strings.Repeat("1.", n) + "/" }, 2, true},
	{"a long host", func(n int) string { return "http://" + strings.Repeat("a", 10*n) + "/" }, 2, false},
	{"a long opaque host", func(n int) string { return "foo://" + strings.Repeat("b", 10*n) + "/" }, 2, false},
	{"spaces to encode", func(n int) string { return "http://h/" + strings.Repeat(" ", n) + "x" }, 2, false},
	{"at signs", func(n int) string { return "http://" + strings.Repeat("u@", n) + "h/" }, 2, false},
	{"slashes after the scheme", func(n int) string { return "http:" + strings.Repeat("/", n) + "h" }, 2, false},
	{"a long query", func(n int) string { return "http://h/?" + strings.Repeat("a=b&", n) }, 2, false},
	{"brackets", func(n int) string { return "http://[" + strings.Repeat(":", n) + "]/" }, 2, true},
}

// allocated returns the bytes and allocations of one parse of s: the
// least of three parses, since the counters are the whole process's and
// the runtime may allocate beside the parse.
func allocated(s string) (bytes, count uint64, err error) {
	bytes, count = ^uint64(0), ^uint64(0)
	runtime.GC()
	for range 3 {
		var a, b runtime.MemStats
		runtime.ReadMemStats(&a)
		_, err = Parse(s)
		runtime.ReadMemStats(&b)
		bytes, count = min(bytes, b.TotalAlloc-a.TotalAlloc), min(count, b.Mallocs-a.Mallocs)
	}
	return bytes, count, err
}

func TestHostileLinear(t *testing.T) {
	n := 100_000
	if testing.Short() {
		n = 25_000
	}
	for _, tc := range hostileCases {
		small, large := tc.build(n), tc.build(2*n)
		b1, _, err1 := allocated(small)
		b2, c2, err2 := allocated(large)
		if !tc.failureFine && (err1 != nil || err2 != nil) {
			t.Errorf("%s: %v / %v", tc.name, err1, err2)
		}
		if b2 > 5*b1/2+1024 {
			t.Errorf("%s: %d bytes allocated at %d bytes of input, %d at %d: not linear", tc.name, b1, len(small), b2, len(large))
		}
		if c2 > tc.maxAllocs {
			t.Errorf("%s: %d allocations at %d bytes of input, want at most %d", tc.name, c2, len(large), tc.maxAllocs)
		}
		// What the parser keeps is bounded by the input: the href (at most
		// three bytes for one) and the path state's list of segments.
		if b2 > uint64(24*len(large)+4096) {
			t.Errorf("%s: %d bytes allocated for %d bytes of input", tc.name, b2, len(large))
		}
	}
}

// The million-repetition inputs the issue names, parsed once each: they
// complete, and their hrefs parse back to themselves.
func TestHostileMillion(t *testing.T) {
	if testing.Short() {
		t.Skip("a million repetitions of each hostile input; run without -short")
	}
	for _, s := range []string{
		"http://h/" + strings.Repeat("../", 1_000_000),
		"http://h" + strings.Repeat("\\", 1_000_000),
		"http://h/" + strings.Repeat("%2e%2e/", 1_000_000),
		"http://h/" + strings.Repeat("\t", 1_000_000),
		"http://" + strings.Repeat("1.", 1_000_000),
		"http://" + strings.Repeat("a", 10<<20) + "/",
	} {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		if v, err := Parse(u.Href()); err != nil || v != u {
			t.Errorf("href of %.40q... does not parse back: %v", s, err)
		}
	}
}
