package schemes

import (
	"bufio"
	"net/url"
	"os"
	"testing"
)

// The benchmark sample, testdata/bench_urls.txt (see testdata/README.md):
// real URLs (http(s) and file from the shared crawl lists, every ftp,
// gopher, mailto and telnet line they hold) and generated URLs of the RFC
// 1738 schemes. Both parsers read the same lines in the same run.

func benchLines(b *testing.B) ([]string, int64) {
	f, err := os.Open("testdata/bench_urls.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var lines []string
	var n int64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, sc.Text())
		n += int64(len(sc.Text()))
	}
	return lines, n
}

// BenchmarkParse compares scheme-specific parsing through the dispatcher
// (the generic RFC 3986 parse included) with net/url's url.Parse alone.
func BenchmarkParse(b *testing.B) {
	lines, n := benchLines(b)
	b.Run("schemes", func(b *testing.B) {
		b.SetBytes(n)
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range lines {
				ParseString(s)
			}
		}
	})
	b.Run("net-url", func(b *testing.B) {
		b.SetBytes(n)
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range lines {
				url.Parse(s)
			}
		}
	})
}

// TestBenchSample keeps the sample honest: most of it parses, and it holds
// every built-in scheme.
func TestBenchSample(t *testing.T) {
	f, err := os.Open("testdata/bench_urls.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]int{}
	ok, all := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		all++
		if v, err := ParseString(sc.Text()); err == nil {
			ok++
			seen[v.Scheme()]++
		}
	}
	if ok < all*9/10 {
		t.Errorf("only %d of %d lines parse", ok, all)
	}
	for _, s := range Default().Schemes() {
		if seen[s] == 0 {
			t.Errorf("no %s URL in the sample", s)
		}
	}
	t.Logf("%d of %d lines parse: %v", ok, all, seen)
}
