package inspect

import (
	"bufio"
	"os"
	"runtime"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Inspection against parsing, in the same run, over the committed sample of
// real URLs (../testdata/bench: every third line of iscx_benign.txt, a
// crawl of popular web sites). Run:
//
//	go test ./inspect -run '^$' -bench InspectVsParse -benchmem -cpu 1 -count 8
//
// Each op is one pass over the sample's valid lines; the ratio of the
// "inspect" and "parse" ns/op is the cost of inspecting a parsed URI in
// parses. On Linux each also reports cpu-ns/op, the CPU time of its thread
// per op, which a machine shared with other work disturbs less than ns/op. "inspect-clean" runs over the lines without any finding, which
// must cost no allocation; "parse+inspect" is what a caller holding text
// pays.

type benchSet struct {
	lines []string
	uris  []uri.URI
	bytes int64
}

var benchAll, benchClean *benchSet

func loadBench(b *testing.B) {
	b.Helper()
	if benchAll != nil {
		return
	}
	f, err := os.Open("../testdata/bench/iscx_benign_sample.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	benchAll, benchClean = &benchSet{}, &benchSet{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		s := sc.Text()
		u, err := uri.ParseReference(s)
		if err != nil {
			continue
		}
		for _, set := range []*benchSet{benchAll, benchClean} {
			if set == benchClean && len(Inspect(u)) > 0 {
				continue
			}
			set.lines = append(set.lines, s)
			set.uris = append(set.uris, u)
			set.bytes += int64(len(s))
		}
	}
}

// loopCPU runs body as the benchmark loop and reports its thread's CPU
// time per op.
func loopCPU(b *testing.B, body func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c0, ok := threadCPU()
	for b.Loop() {
		body()
	}
	if c1, ok1 := threadCPU(); ok && ok1 {
		b.ReportMetric(float64(c1-c0)/float64(b.N), "cpu-ns/op")
	}
}

func BenchmarkInspectVsParse(b *testing.B) {
	loadBench(b)
	b.Run("parse", func(b *testing.B) {
		b.SetBytes(benchAll.bytes)
		b.ReportAllocs()
		loopCPU(b, func() {
			for _, s := range benchAll.lines {
				_, _ = uri.ParseReference(s)
			}
		})
	})
	b.Run("inspect", func(b *testing.B) {
		b.SetBytes(benchAll.bytes)
		b.ReportAllocs()
		dst := make([]Finding, 0, 16)
		loopCPU(b, func() {
			for _, u := range benchAll.uris {
				dst = Append(dst[:0], u)
			}
		})
	})
	b.Run("inspect-clean", func(b *testing.B) {
		b.SetBytes(benchClean.bytes)
		b.ReportAllocs()
		var dst []Finding
		loopCPU(b, func() {
			for _, u := range benchClean.uris {
				dst = Append(dst[:0], u)
			}
		})
	})
	b.Run("parse+inspect", func(b *testing.B) {
		b.SetBytes(benchAll.bytes)
		b.ReportAllocs()
		dst := make([]Finding, 0, 16)
		loopCPU(b, func() {
			for _, s := range benchAll.lines {
				u, _ := uri.ParseReference(s)
				dst = Append(dst[:0], u)
			}
		})
	})
}

// BenchmarkInspectHostile: long hostile inputs cost linear time (compare
// ns/op with the input length).
func BenchmarkInspectHostile(b *testing.B) {
	for _, tc := range []struct{ name, s string }{
		{"controls", "http://h/" + repeat("%0D%0A", 1<<14)},
		{"dots", "http://h/" + repeat("../%2e%2e/", 1<<13)},
		{"userinfo", "http://" + repeat("www.a.", 1<<13) + "@h/"},
	} {
		u := uri.MustParse(tc.s)
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(tc.s)))
			var dst []Finding
			for b.Loop() {
				dst = Append(dst[:0], u)
			}
		})
	}
}

func repeat(s string, n int) string {
	b := make([]byte, 0, len(s)*n)
	for range n {
		b = append(b, s...)
	}
	return string(b)
}
