package repair

import (
	"bufio"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/urikit/urikit/uri"
)

// Repair against a plain parse, in the same run, over the committed sample
// of real URLs (testdata/bench: every third line of iscx_benign.txt):
//
//	go test ./repair -run '^$' -bench . -benchmem -cpu 1
//
// On the lines that need no repair (BenchmarkRepairValid against
// BenchmarkParseValid) Repair is one parse and allocates nothing;
// BenchmarkRepairRejected is the cost of repairing the others.
// BenchmarkRepairVsParse gives the ratio on a busy machine.

var valid, rejected []string

func load(b *testing.B) {
	b.Helper()
	if valid != nil {
		return
	}
	f, err := os.Open("../testdata/bench/iscx_benign_sample.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if _, err := uri.ParseReference(sc.Text()); err == nil {
			valid = append(valid, sc.Text())
		} else {
			rejected = append(rejected, sc.Text())
		}
	}
}

func BenchmarkParseValid(b *testing.B) {
	load(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range valid {
			_, _ = uri.ParseReference(s)
		}
	}
}

func BenchmarkRepairValid(b *testing.B) {
	load(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range valid {
			_, _, _ = Repair(s)
		}
	}
}

func BenchmarkRepairRejected(b *testing.B) {
	load(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range rejected {
			_, _, _ = Repair(s)
		}
	}
}

// BenchmarkRepairVsParse times a pass of Repair and a pass of ParseReference
// over the valid lines alternately (each side first in turn), and reports the median of the ratios of
// the pairs ("repair/parse"): on a shared machine a load that comes and goes
// falls on both sides of a pair.
func BenchmarkRepairVsParse(b *testing.B) {
	load(b)
	var ratios []float64
	pass := func(f func(string)) time.Duration {
		t := time.Now()
		for _, s := range valid {
			f(s)
		}
		return time.Since(t)
	}
	base := func(s string) { _, _ = uri.ParseReference(s) }
	other := func(s string) { _, _, _ = Repair(s) }
	for i := 0; b.Loop(); i++ {
		// Alternate which side goes first.
		var tb, to time.Duration
		if i%2 == 0 {
			tb, to = pass(base), pass(other)
		} else {
			to, tb = pass(other), pass(base)
		}
		ratios = append(ratios, float64(to)/float64(tb))
	}
	slices.Sort(ratios)
	b.ReportMetric(ratios[len(ratios)/2], "repair/parse")
}
