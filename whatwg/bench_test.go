package whatwg

import (
	"bufio"
	"net/url"
	"os"
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"
)

// Benchmarks over the committed sample of real URLs (testdata/bench:
// every third line of iscx_benign.txt, a crawl of popular web sites),
// against net/url and nlnwa/whatwg-url (the other pure-Go implementation
// of the URL Standard) in the same run. Each op of BenchmarkParse is one
// pass over the whole sample: parse, then serialize (Href, String). Run:
//
//	go test ./whatwg -run '^$' -bench 'Parse|Resolve' -benchmem -count 8 > /tmp/b.txt
//	benchstat -col /impl /tmp/b.txt
//
// docs/BENCHMARKS.md has the figures.

var benchLines []string

func loadBench(b *testing.B) []string {
	b.Helper()
	if benchLines != nil {
		return benchLines
	}
	f, err := os.Open("../testdata/bench/iscx_benign_sample.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		benchLines = append(benchLines, sc.Text())
	}
	return benchLines
}

func lineBytes(lines []string) int64 {
	n := 0
	for _, s := range lines {
		n += len(s)
	}
	return int64(n)
}

var sink int

func BenchmarkParse(b *testing.B) {
	lines := loadBench(b)
	b.Run("impl=whatwg", func(b *testing.B) {
		b.SetBytes(lineBytes(lines))
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range lines {
				if u, err := Parse(s); err == nil {
					sink += len(u.Href())
				}
			}
		}
	})
	b.Run("impl=neturl", func(b *testing.B) {
		b.SetBytes(lineBytes(lines))
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range lines {
				if u, err := url.Parse(s); err == nil {
					sink += len(u.String())
				}
			}
		}
	})
	b.Run("impl=nlnwa", func(b *testing.B) {
		b.SetBytes(lineBytes(lines))
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range lines {
				if u, err := nlnwa.Parse(s); err == nil {
					sink += len(u.Href(false))
				}
			}
		}
	})
}

// resolveRefs are the references of RFC 3986 §5.4 (normal and abnormal
// examples), resolved against every URL of the sample.
var resolveRefs = []string{
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s",
	"", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
	"../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.",
	"g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x",
}

// BenchmarkResolve parses each reference against each base, parsed
// beforehand: whatwg's URL.Parse against url.Parse and ResolveReference
// (then String on both), and nlnwa's Url.Parse.
func BenchmarkResolve(b *testing.B) {
	lines := loadBench(b)
	var bases []URL
	var netBases []*url.URL
	var nlBases []*nlnwa.Url
	for _, s := range lines {
		u, err1 := Parse(s)
		nu, err2 := url.Parse(s)
		nl, err3 := nlnwa.Parse(s)
		if err1 != nil || err2 != nil || err3 != nil {
			continue
		}
		bases, netBases, nlBases = append(bases, u), append(netBases, nu), append(nlBases, nl)
	}
	refBytes := int64(0)
	for _, r := range resolveRefs {
		refBytes += int64(len(r))
	}
	b.Run("impl=whatwg", func(b *testing.B) {
		b.SetBytes(refBytes)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			base := bases[i]
			for _, r := range resolveRefs {
				if t, err := base.Parse(r); err == nil {
					sink += len(t.Href())
				}
			}
			if i++; i == len(bases) {
				i = 0
			}
		}
	})
	b.Run("impl=neturl", func(b *testing.B) {
		b.SetBytes(refBytes)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			base := netBases[i]
			for _, r := range resolveRefs {
				if ref, err := url.Parse(r); err == nil {
					sink += len(base.ResolveReference(ref).String())
				}
			}
			if i++; i == len(bases) {
				i = 0
			}
		}
	})
	b.Run("impl=nlnwa", func(b *testing.B) {
		b.SetBytes(refBytes)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			base := nlBases[i]
			for _, r := range resolveRefs {
				if t, err := base.Parse(r); err == nil {
					sink += len(t.Href(false))
				}
			}
			if i++; i == len(bases) {
				i = 0
			}
		}
	})
}
