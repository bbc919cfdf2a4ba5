// Package benchpair compares the speed of two operations on a shared
// machine whose speed drifts: it times one run of each in turn, many
// times, so that both are measured within the same fraction of a
// millisecond, and reports the median of the ratios of rounds of such
// pairs. Benchmarks that compare urikit with a peer use it beside their
// separate BenchmarkX/urikit and BenchmarkX/peer, whose ratio, taken
// seconds apart, moves with the drift.
//
// The garbage collector is charged to whoever made the garbage, as
// separate benchmarks charge it: it is stopped during the pairs, and at
// the end of each round, once the two have allocated what the runtime lets
// a program allocate between collections at GOGC=100 (the heap held live
// after the last collection, but a heap of at least 4 MiB, the runtime's
// heap minimum: see gcBudget), a collection is timed and its time shared
// between the two in proportion to the bytes each allocates per run. Left running, the collector would
// do its work in either turn, by time rather than by garbage: against a
// peer that allocates while urikit does not, part of the peer's collecting
// was timed in urikit's turns (BenchmarkExpandPaired gave 4.6-4.8 instead
// of 5.5-5.8). A forced collection is not exactly the concurrent
// collector's work (no write barriers or assists slow the program while
// it runs), but where both sides allocate, Params against url.ParseQuery,
// the two ways gave the same ratio within 3%.
package benchpair

import (
	"runtime"
	"runtime/debug"
	"slices"
	"testing"
	"time"
)

// Ratio runs ours and theirs in turn (which goes first alternates), b.N
// pairs in all, and returns the median over rounds of the time theirs took
// over the time ours took: above 1, ours is the faster. It reports the
// figure as the metric unit, and the number of pairs per round.
func Ratio(b *testing.B, unit string, ours, theirs func()) float64 {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	live, bytesOurs, bytesTheirs := heapOf(ours, theirs)
	// Pairs per round: until the two have allocated what the collector
	// would let them (16, when neither allocates, to keep rounds long).
	perRound := 16
	if perPair := bytesOurs + bytesTheirs; perPair > 0 {
		perRound = max(1, int(gcBudget(live)/perPair))
	}
	var ratios []float64
	var sumOurs, sumTheirs time.Duration
	pairs := 0
	for b.Loop() {
		t0 := time.Now()
		if pairs%2 == 0 {
			ours()
			t1 := time.Now()
			theirs()
			sumOurs, sumTheirs = sumOurs+t1.Sub(t0), sumTheirs+time.Since(t1)
		} else {
			theirs()
			t1 := time.Now()
			ours()
			sumTheirs, sumOurs = sumTheirs+t1.Sub(t0), sumOurs+time.Since(t1)
		}
		pairs++
		if pairs%perRound != 0 {
			continue
		}
		if bytesOurs+bytesTheirs > 0 {
			t0 := time.Now()
			runtime.GC()
			gc := float64(time.Since(t0))
			share := float64(bytesOurs) / float64(bytesOurs+bytesTheirs)
			sumOurs += time.Duration(gc * share)
			sumTheirs += time.Duration(gc * (1 - share))
		}
		ratios = append(ratios, float64(sumTheirs)/float64(sumOurs))
		sumOurs, sumTheirs = 0, 0
	}
	if len(ratios) == 0 {
		b.Logf("%d pairs, fewer than a round of %d: no figure (raise -benchtime)", pairs, perRound)
		return 0
	}
	slices.Sort(ratios)
	m := ratios[len(ratios)/2]
	b.ReportMetric(m, unit)
	b.ReportMetric(float64(perRound), "pairs/round")
	return m
}

// heapMinimum is the smallest heap goal of Go's collector at GOGC=100
// (the runtime's heapMinimum, "A Guide to the Go Garbage Collector").
const heapMinimum = 4 << 20

// gcBudget returns how many bytes a program whose heap holds live bytes
// after a collection allocates before the next one at GOGC=100: the heap
// goal is twice the live heap, but at least heapMinimum. Charging a
// collection per live heap's worth instead would charge a test binary
// with a small heap (100 KB) a collection every few pairs, some 40 times
// as often as the runtime collects it, and the ratio would tend to the
// ratio of bytes allocated.
func gcBudget(live uint64) uint64 {
	return max(live, heapMinimum-min(live, heapMinimum))
}

// heapOf returns the live heap after a collection and the bytes ours and
// theirs each allocate per run, from a few runs of each.
func heapOf(ours, theirs func()) (live, bytesOurs, bytesTheirs uint64) {
	const probe = 20
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	live = ms.HeapAlloc
	allocated := func(f func()) uint64 {
		runtime.ReadMemStats(&ms)
		before := ms.TotalAlloc
		for range probe {
			f()
		}
		runtime.ReadMemStats(&ms)
		return (ms.TotalAlloc - before) / probe
	}
	bytesOurs, bytesTheirs = allocated(ours), allocated(theirs)
	runtime.GC()
	return live, bytesOurs, bytesTheirs
}
