package canon

import (
	"bufio"
	"os"
	"testing"

	"github.com/PuerkitoBio/purell"

	"github.com/urikit/urikit/internal/benchpair"
)

// benchURLs are the URLs of iscx_benign.txt (a crawl of popular sites,
// ../shared/data/urls) when the shared data is beside the repository, else
// the committed sample of it (every third line).
func benchURLs(b testing.TB) []string {
	b.Helper()
	name := "../testdata/bench/iscx_benign_sample.txt"
	for _, p := range []string{"../../shared/data/urls/iscx_benign.txt", "../../../shared/data/urls/iscx_benign.txt"} {
		if _, err := os.Stat(p); err == nil {
			name = p
			break
		}
	}
	f, err := os.Open(name)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var urls []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		urls = append(urls, sc.Text())
	}
	b.Logf("%d URLs from %s", len(urls), name)
	return urls
}

// BenchmarkKeys times each key over the URL list, one op = the whole list,
// beside purell's NormalizeURLString with FlagsSafe (the peer the issue
// names).
//
//	go test ./canon -run '^$' -bench Keys -count 5
func BenchmarkKeys(b *testing.B) {
	urls := benchURLs(b)
	buf := make([]byte, 0, 4096)
	b.Run("surt", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, u := range urls {
				buf, _ = AppendSURT(buf[:0], u)
			}
		}
	})
	b.Run("safebrowsing", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, u := range urls {
				buf, _ = AppendSafeBrowsing(buf[:0], u)
			}
		}
	})
	b.Run("purell-FlagsSafe", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, u := range urls {
				purell.NormalizeURLString(u, purell.FlagsSafe)
			}
		}
	})
}

// BenchmarkKeysPaired runs each key and purell's FlagsSafe in turn over
// the list (internal/benchpair) and reports the median ratio, purell's
// time over ours.
//
//	go test ./canon -run '^$' -bench KeysPaired -count 3
func BenchmarkKeysPaired(b *testing.B) {
	urls := benchURLs(b)
	buf := make([]byte, 0, 4096)
	peer := func() {
		for _, u := range urls {
			purell.NormalizeURLString(u, purell.FlagsSafe)
		}
	}
	b.Run("surt", func(b *testing.B) {
		benchpair.Ratio(b, "purell/surt", func() {
			for _, u := range urls {
				buf, _ = AppendSURT(buf[:0], u)
			}
		}, peer)
	})
	b.Run("safebrowsing", func(b *testing.B) {
		benchpair.Ratio(b, "purell/safebrowsing", func() {
			for _, u := range urls {
				buf, _ = AppendSafeBrowsing(buf[:0], u)
			}
		}, peer)
	})
}
