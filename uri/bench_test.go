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
// Each op is one pass over the whole sample; MB/s counts its bytes. A valid
// reference costs no allocation; an invalid one costs one, the *Error that
// says what and where (Go's error interface needs it on the heap), so
// BenchmarkParse reports one alloc per invalid line and BenchmarkParseValid,
// over the valid lines only, reports none.

var (
	benchLines []string // every line of the sample
	benchBytes int64
	validLines []string // the lines RFC 3986 accepts (95%: the rest hold "[", "{" or a bare "%" in the query)
	validBytes int64
)

func loadBench(b testing.TB) {
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
		if _, err := ParseReference(sc.Text()); err == nil {
			validLines = append(validLines, sc.Text())
			validBytes += int64(len(sc.Text()))
		}
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

func BenchmarkParseValid(b *testing.B) {
	loadBench(b)
	b.SetBytes(validBytes)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range validLines {
			_, _ = ParseReference(s)
		}
	}
}

func BenchmarkParseValidNetURL(b *testing.B) {
	loadBench(b)
	b.SetBytes(validBytes)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range validLines {
			_, _ = url.Parse(s)
		}
	}
}
