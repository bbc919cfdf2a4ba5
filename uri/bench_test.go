package uri

import (
	"bufio"
	"net/url"
	"os"
	"testing"
)

// Benchmarks over a committed sample of real URLs (testdata/bench: every
// third line of iscx_benign.txt, a crawl of popular web sites), parsing the
// same lines with this package and with net/url in the same run. Run:
//
//	go test ./uri -run '^$' -bench 'Parse' -benchmem
//
// Each op is one pass over the whole sample; MB/s counts its bytes.

var benchLines []string
var benchBytes int64

func loadBench(b *testing.B) {
	b.Helper()
	if benchLines != nil {
		return
	}
	f, err := os.Open("../testdata/bench/iscx_benign_sample.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		benchLines = append(benchLines, sc.Text())
		benchBytes += int64(len(sc.Text()))
	}
}

func BenchmarkParse(b *testing.B) {
	loadBench(b)
	b.SetBytes(benchBytes)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchLines {
			_, _ = ParseReference(s)
		}
	}
}

func BenchmarkParseNetURL(b *testing.B) {
	loadBench(b)
	b.SetBytes(benchBytes)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchLines {
			_, _ = url.Parse(s)
		}
	}
}
