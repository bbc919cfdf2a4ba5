package benchpair

import (
	"flag"
	"runtime"
	"runtime/debug"
	"slices"
	"testing"
)

var sink []byte

// spin does n units of work that neither allocates nor sleeps.
func spin(n int) {
	x := uint64(1)
	for i := 0; i < n*5000; i++ {
		x = x*6364136223846793005 + 1442695040888963407
	}
	if x == 0 {
		panic("unreachable")
	}
}

// benchtime makes testing.Benchmark's runs 500 ms long for the test.
func benchtime(t *testing.T) {
	t.Helper()
	f := flag.Lookup("test.benchtime")
	old := f.Value.String()
	if err := f.Value.Set("500ms"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Value.Set(old) })
}

// run times ours against theirs as a benchmark does, for 500 ms. A run
// that the scheduler held off for most of that time completes no round and
// gives no figure (TestRatioNoRound): it is run again, up to five times.
func run(t *testing.T, ours, theirs func()) (ratio float64, r testing.BenchmarkResult) {
	t.Helper()
	benchtime(t)
	for range 5 {
		r = testing.Benchmark(func(b *testing.B) {
			ratio = Ratio(b, "x/op", ours, theirs)
		})
		if ratio != 0 {
			break
		}
	}
	return ratio, r
}

// A run of theirs that does three times the work of ours is about three
// times as long: the ratio is theirs over ours, above 1 when ours is the
// faster; the same work on both sides is about 1. The figure is reported
// as the metric named, with the pairs per round (16 where neither side
// allocates). The bounds are wide: on a machine shared with other work a
// round that the scheduler interrupts moves the median (3 units to 1 gave
// 7.3 and 1 to 3 gave 0.06 under a load of 28 on two cores).
func TestRatio(t *testing.T) {
	if testing.Short() {
		t.Skip("times two operations in turn")
	}
	three, r := run(t, func() { spin(1) }, func() { spin(3) })
	if three < 1.2 || three > 20 {
		t.Errorf("ratio of 3 units to 1 = %.2f, want about 3", three)
	}
	if got := r.Extra["x/op"]; got != three {
		t.Errorf("reported %v, returned %v", got, three)
	}
	if got := r.Extra["pairs/round"]; got != 16 {
		t.Errorf("pairs/round = %v where neither allocates, want 16", got)
	}
	same, _ := run(t, func() { spin(2) }, func() { spin(2) })
	if same < 1/3.0 || same > 3 {
		t.Errorf("ratio of equal work = %.2f, want about 1", same)
	}
	third, _ := run(t, func() { spin(3) }, func() { spin(1) })
	if third < 1/20.0 || third > 1/1.2 {
		t.Errorf("ratio of 1 unit to 3 = %.2f, want about 1/3", third)
	}
}

// The collector's time is charged to the side that makes the garbage: a
// side that allocates is slower for it, never the other. Both sides spin
// alike; ours also allocates, so ours is the slower (ratio below 1), and
// swapped, theirs is (ratio above 1). Rounds end when the pairs have
// allocated the live heap's size (8 MiB kept live, 1 MiB a pair: 8 pairs,
// whichever side allocates), and each round ends in a collection. Where
// both sides allocate alike, the ratio is about 1.
func TestRatioChargesGarbage(t *testing.T) {
	if testing.Short() {
		t.Skip("times two operations in turn")
	}
	keep := make([]byte, 8<<20)
	defer func() { keep[0] = 1 }()
	alloc := func() { spin(1); sink = make([]byte, 1<<20) }
	plain := func() { spin(1) }
	ours, r := run(t, alloc, plain)
	if ours <= 0 || ours >= 1 {
		t.Errorf("ours allocating: ratio %.3f, want between 0 and 1", ours)
	}
	if got := r.Extra["pairs/round"]; got < 4 || got > 12 {
		t.Errorf("pairs/round = %v with 1 MiB a pair and 8 MiB live, want about 8", got)
	}
	theirs, r := run(t, plain, alloc)
	if theirs <= 1 {
		t.Errorf("theirs allocating: ratio %.3f, want above 1", theirs)
	}
	if got := r.Extra["pairs/round"]; got < 4 || got > 12 {
		t.Errorf("pairs/round = %v with 1 MiB a pair (theirs) and 8 MiB live, want about 8", got)
	}
	// Collections: heapOf's and the benchmark harness's, counted where
	// neither side allocates, and one a round more where both do.
	gcs := func(f func()) uint32 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		return after.NumGC - before.NumGC
	}
	var both float64
	base := gcs(func() { run(t, plain, plain) })
	withRounds := gcs(func() { both, _ = run(t, alloc, alloc) })
	if both < 1/3.0 || both > 3 {
		t.Errorf("both allocating alike: ratio %.3f, want about 1", both)
	}
	if withRounds < base+3 {
		t.Errorf("%d collections where both sides allocate 1 MiB a run against 8 MiB live, %d where neither does: want one more a round", withRounds, base)
	}
}

// The collector is stopped while the pairs run (rounds end in a collection
// of their own), and set back after.
func TestRatioStopsCollector(t *testing.T) {
	benchtime(t)
	var during []int
	check := func() {
		if len(during) < 3 {
			p := debug.SetGCPercent(-1)
			debug.SetGCPercent(p)
			during = append(during, p)
		}
	}
	before := debug.SetGCPercent(-1)
	debug.SetGCPercent(before)
	testing.Benchmark(func(b *testing.B) { Ratio(b, "x/op", check, func() {}) })
	for _, p := range during {
		if p != -1 {
			t.Errorf("GOGC %d during the pairs, want off (-1)", p)
		}
	}
	if p := debug.SetGCPercent(before); p != before {
		t.Errorf("GOGC %d after, want %d as before", p, before)
	}
}

// The two sides take turns, and which goes first alternates: ours, theirs,
// theirs, ours, ours, theirs, ...
func TestRatioTakesTurns(t *testing.T) {
	var seq []byte
	benchtime(t)
	testing.Benchmark(func(b *testing.B) {
		seq = seq[:0]
		Ratio(b, "x/op", func() { seq = append(seq, 'o') }, func() { seq = append(seq, 't') })
	})
	// heapOf's probe runs each side 20 times first, ours then theirs.
	probe := string(slices.Repeat([]byte("o"), 20)) + string(slices.Repeat([]byte("t"), 20))
	if len(seq) < 40+64 || string(seq[:40]) != probe {
		t.Fatalf("sequence starts %q", seq[:min(len(seq), 60)])
	}
	pairs := seq[40:]
	for i := 0; i+1 < len(pairs); i += 2 {
		want := "ot"
		if i/2%2 == 1 {
			want = "to"
		}
		if string(pairs[i:i+2]) != want {
			t.Fatalf("pair %d is %q, want %q", i/2, pairs[i:i+2], want)
		}
	}
}

// heapOf measures what each side allocates a run, and the live heap.
func TestHeapOf(t *testing.T) {
	keep := make([]byte, 8<<20)
	live, ours, theirs := heapOf(func() { sink = make([]byte, 4096) }, func() {})
	if ours < 4096 || ours > 4096+512 {
		t.Errorf("ours allocates %d bytes a run, want 4096", ours)
	}
	if theirs != 0 {
		t.Errorf("theirs allocates %d bytes a run, want 0", theirs)
	}
	if live < 8<<20 {
		t.Errorf("live heap %d, below the 8 MiB kept", live)
	}
	keep[0] = 1
	_ = keep[len(keep)-1]
}

// The collection is charged as often as the runtime would collect: at
// twice the live heap, but a heap of 4 MiB at least.
func TestGCBudget(t *testing.T) {
	for _, tc := range []struct{ live, want uint64 }{
		{0, 4 << 20},
		{100 << 10, 4<<20 - 100<<10},
		{2 << 20, 2 << 20},
		{3 << 20, 3 << 20},
		{8 << 20, 8 << 20},
		{5 << 20, 5 << 20},
	} {
		if got := gcBudget(tc.live); got != tc.want {
			t.Errorf("gcBudget(%d) = %d, want %d", tc.live, got, tc.want)
		}
	}
}

// With a small live heap, a round lasts until the pairs have allocated
// the rest of the 4 MiB heap minimum: 64 KiB a pair against well under
// 1 MiB live is 48-64 pairs.
func TestRatioHeapMinimum(t *testing.T) {
	if testing.Short() {
		t.Skip("times two operations in turn")
	}
	alloc := func() { spin(1); sink = make([]byte, 64<<10) }
	_, r := run(t, alloc, func() { spin(1) })
	if got := r.Extra["pairs/round"]; got < 48 || got > 64 {
		t.Errorf("pairs/round = %v with 64 KiB a pair and a small live heap, want 48-64", got)
	}
}

// A run too short for one round gives no figure: 0, and nothing reported.
// Ours takes about a millisecond and allocates a few bytes, against a live
// heap of 8 MiB: a round would be hundreds of thousands of pairs.
func TestRatioNoRound(t *testing.T) {
	keep := make([]byte, 8<<20)
	var ratio float64
	benchtime(t)
	r := testing.Benchmark(func(b *testing.B) {
		ratio = Ratio(b, "x/op", func() { spin(100); sink = make([]byte, 16) }, func() {})
	})
	keep[0] = 1
	if _, reported := r.Extra["x/op"]; ratio != 0 || reported {
		t.Errorf("ratio %v, reported %v: want no figure", ratio, r.Extra)
	}
}
