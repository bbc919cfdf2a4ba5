package canon

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// Hostile input: each key's cost stays linear in the input, on the shapes
// that could make it otherwise (escapes decoded round after round, dot
// segments, runs of dots and slashes, many query parameters to sort, session
// ids to strip one by one). Each input is built at n and 4n repetitions and
// timed (the least of several runs, so that a loaded machine slows both
// alike); 4n may take at most 10 times as long as n (sorting a query's
// parameters is n log n, and the larger input misses the caches more),
// where a quadratic cost would take 16.

type hostileInput struct {
	name  string
	build func(n int) string
}

var hostileInputs = []hostileInput{
	{"escapes of escapes", func(n int) string { return "http://h/%" + strings.Repeat("25", n) + "41" }},
	{"escaped escapes in the host", func(n int) string { return "http://%" + strings.Repeat("25", n) + "41.com/" }},
	{"triplets", func(n int) string { return "http://h/" + strings.Repeat("%41", n) }},
	{"broken triplets", func(n int) string { return "http://h/" + strings.Repeat("%%4", n) }},
	{"dot-dot segments", func(n int) string { return "http://h/" + strings.Repeat("../", n) + "x" }},
	{"a deep path then dot-dots", func(n int) string { return "http://h/" + strings.Repeat("a/", n) + strings.Repeat("../", n) }},
	{"encoded dot segments", func(n int) string { return "http://h/" + strings.Repeat("a/%2e%2E/", n) }},
	{"slashes", func(n int) string { return "http://h" + strings.Repeat("/", n) + "x" }},
	{"dots in the host", func(n int) string { return "http://a" + strings.Repeat(".", n) + "b/" }},
	{"labels", func(n int) string { return "http://" + strings.Repeat("a.", n) + "com/" }},
	{"www prefixes", func(n int) string { return "http://" + strings.Repeat("www.", n) + "example.com/" }},
	{"a non-ASCII host", func(n int) string { return "http://" + strings.Repeat("é", n) + ".com/" }},
	{"at signs", func(n int) string { return "http://" + strings.Repeat("u@", n) + "h/" }},
	{"colons", func(n int) string { return "http://h" + strings.Repeat(":", n) + "/" }},
	{"tabs and newlines", func(n int) string { return "http://h/" + strings.Repeat("a\t\n", n) }},
	{"spaces", func(n int) string { return strings.Repeat(" ", n) + "http://h/" + strings.Repeat(" ", n) }},
	{"query parameters", func(n int) string {
		var b strings.Builder
		b.WriteString("http://h/?")
		for i := n; i > 0; i-- {
			b.WriteString("k")
			b.WriteString(strings.Repeat("z", i%7))
			b.WriteString("=v&")
		}
		return b.String()
	}},
	{"equal parameters", func(n int) string { return "http://h/?" + strings.Repeat("a=b&", n) }},
	{"jsessionids", func(n int) string {
		return "http://h/?" + strings.Repeat("jsessionid=0123456789abcdefghijklmnopqrstuv&", n)
	}},
	{"sids", func(n int) string { return "http://h/?" + strings.Repeat("sid=0123456789abcdefghijklmnopqrstuv&", n) }},
	{"aspsessionids", func(n int) string {
		return "http://h/?" + strings.Repeat("aspsessionidab=0123456789abcdefghijklmn&", n)
	}},
	{"cfids", func(n int) string { return "http://h/?" + strings.Repeat("cfid=1&cftoken=2&", n) }},
	{"cfids unpaired", func(n int) string { return "http://h/?" + strings.Repeat("cfid=1&", n) }},
	{"path session ids", func(n int) string { return "http://h/" + strings.Repeat("(a(0123456789abcdefghijklmn))/", n) }},
	{"path parentheses", func(n int) string { return "http://h/" + strings.Repeat("(", n) }},
	{"question marks", func(n int) string { return "http://h/" + strings.Repeat("?", n) }},
	{"ampersands", func(n int) string { return "http://h/?" + strings.Repeat("&", n) }},
}

// hostileTimes returns the least time of f(small) and of f(large) over
// rounds runs of each, the two taken in turn so that a busy moment of the
// machine slows both.
func hostileTimes(f func(string), small, large string, rounds int) (t1, t4 time.Duration) {
	t1, t4 = time.Duration(1<<63-1), time.Duration(1<<63-1)
	for range rounds {
		start := time.Now()
		f(small)
		mid := time.Now()
		f(large)
		t1, t4 = min(t1, mid.Sub(start)), min(t4, time.Since(mid))
	}
	return t1, t4
}

// hostileBytes returns the bytes f(s) allocates, the least of three runs.
func hostileBytes(f func(string), s string) uint64 {
	best := ^uint64(0)
	for range 3 {
		var a, b runtime.MemStats
		runtime.ReadMemStats(&a)
		f(s)
		runtime.ReadMemStats(&b)
		best = min(best, b.TotalAlloc-a.TotalAlloc)
	}
	return best
}

// mutationRun is set under the mutation tag (mutation_test.go).
var mutationRun bool

func TestHostileLinear(t *testing.T) {
	if mutationRun {
		t.Skip("judged by time: left out of mutation runs")
	}
	n := 2_000
	if testing.Short() {
		n = 1_000
	}
	buf := make([]byte, 0, 1<<20)
	keys := []struct {
		name    string
		f       func(string)
		byBytes bool
	}{
		{"SafeBrowsing", func(s string) { buf, _ = AppendSafeBrowsing(buf[:0], s) }, false},
		{"SafeBrowsingExpressions", func(s string) { SafeBrowsingExpressions(s) }, false},
		{"SURT", func(s string) { buf, _ = AppendSURT(buf[:0], s) }, false},
		// Purell works through net/url and allocates as it goes: its runs
		// take milliseconds, longer than a time slice of a loaded machine,
		// so it is judged by the bytes it allocates instead.
		{"Purell", func(s string) { Purell(s, FlagsAllGreedy) }, true},
	}
	for _, in := range hostileInputs {
		small, large := in.build(n), in.build(4*n)
		for _, k := range keys {
			if k.byBytes {
				b1, b4 := hostileBytes(k.f, small), hostileBytes(k.f, large)
				if b4 > 5*b1+4096 {
					t.Errorf("%s, %s: %d bytes allocated at %d bytes, %d at %d: not linear", k.name, in.name, b1, len(small), b4, len(large))
				}
				continue
			}
			t1, t4 := hostileTimes(k.f, small, large, 5)
			for try := 0; try < 3 && t4 > 10*t1; try++ {
				// Again, in case the machine was busy.
				a, b := hostileTimes(k.f, small, large, 10)
				t1, t4 = min(t1, a), min(t4, b)
			}
			if t4 > 10*t1 {
				t.Errorf("%s, %s: %v at %d bytes, %v at %d: not linear", k.name, in.name, t1, len(small), t4, len(large))
			}
		}
	}
}
