package links

import (
	"bytes"
	"net/url"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// Benchmarks over testdata/pages.html (150 generated pages shaped like real
// ones, 2.9 MB; testdata/gensample writes it). Each page is one document,
// retrieved from the URI its marker comment names. Compare within one run:
//
//	go test -run '^$' -bench . -cpu 1 -count 5 ./links
//
//   - Tokenize: x/net/html's tokenizer alone, Next over every token.
//   - Scan: this package, every link resolved (Link.URI built).
//   - PeerTagAttr: the same job with x/net/html and net/url, written as
//     the tokenizer's documentation advises for speed (TagName, TagAttr),
//     links held until the base is known, then url.Parse,
//     ResolveReference and String.
//   - PeerToken: the same with the tokenizer's Token method, as most
//     programs call it.

type samplePage struct {
	url string
	doc []byte
}

func loadPages(tb testing.TB) ([]samplePage, int64) {
	data, err := os.ReadFile("testdata/pages.html")
	if err != nil {
		tb.Fatal(err)
	}
	const mark = "<!-- page "
	var pages []samplePage
	var total int64
	for _, p := range bytes.Split(data, []byte(mark))[1:] {
		end := bytes.Index(p, []byte(" -->"))
		pages = append(pages, samplePage{string(p[:end]), p[end+4:]})
		total += int64(len(p) - end - 4)
	}
	return pages, total
}

var sink int

// cpuTime returns the CPU time the process has used (user and system, all
// threads: the garbage collector's work counts). The machine the figures
// come from is shared, so wall time per op varies with the load; the
// benchmarks also report CPU time per op, "cpu-ns/op".
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// measure runs f b.N times and reports CPU time per op next to ns/op.
func measure(b *testing.B, total int64, f func()) {
	b.SetBytes(total)
	b.ReportAllocs()
	start := cpuTime()
	for b.Loop() {
		f()
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
}

func BenchmarkTokenize(b *testing.B) {
	pages, total := loadPages(b)
	measure(b, total, func() {
		for _, p := range pages {
			z := html.NewTokenizer(bytes.NewReader(p.doc))
			for z.Next() != html.ErrorToken {
				sink++
			}
		}
	})
}

// BenchmarkLexTags is this package's tokenizing alone: finding every start
// tag (lex.go), no attribute read, no URI work.
func BenchmarkLexTags(b *testing.B) {
	pages, total := loadPages(b)
	measure(b, total, func() {
		for _, p := range pages {
			s := &Scanner{}
			s.in.reset(bytes.NewReader(p.doc))
			for {
				raw, _, ok := s.nextTag()
				if !ok {
					break
				}
				sink += len(raw)
			}
		}
	})
}

func BenchmarkScan(b *testing.B) {
	pages, total := loadPages(b)
	measure(b, total, func() {
		for _, p := range pages {
			s := Context{Retrieval: p.url}.Scan(bytes.NewReader(p.doc))
			for s.Scan() {
				if l := s.Link(); l.Err == nil {
					sink += len(l.URI.String())
				}
			}
		}
	})
}

func BenchmarkPeerTagAttr(b *testing.B) {
	pages, total := loadPages(b)
	measure(b, total, func() {
		for _, p := range pages {
			sink += peerLinks(p, false)
		}
	})
}

func BenchmarkPeerToken(b *testing.B) {
	pages, total := loadPages(b)
	measure(b, total, func() {
		for _, p := range pages {
			sink += peerLinks(p, true)
		}
	})
}

// peerLinks does the job of Scan with x/net/html and net/url: the links
// of the attribute table (attrs.go, srcset.go), the first <base href>
// resolved against the retrieval URI and applied to every link, each link
// parsed and resolved. It returns the length of the targets, as the
// benchmark of Scan sums them.
func peerLinks(p samplePage, token bool) int {
	base, _ := url.Parse(p.url)
	z := html.NewTokenizer(bytes.NewReader(p.doc))
	var refs []string
	baseSeen := false
	add := func(elem, key string, val []byte) {
		if elem == "base" {
			if key == "href" && !baseSeen {
				baseSeen = true
				if u, err := base.Parse(strings.TrimSpace(string(val))); err == nil {
					base = u
				}
			}
			return
		}
		k := attrKind(elem, []byte(key))
		for _, sp := range urlSpans(nil, val, k) {
			refs = append(refs, string(val[sp.start:sp.end]))
		}
	}
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		if token {
			t := z.Token()
			for _, a := range t.Attr {
				add(t.Data, a.Key, []byte(a.Val))
			}
			continue
		}
		name, more := z.TagName()
		elem := string(name)
		for more {
			var k, v []byte
			k, v, more = z.TagAttr()
			add(elem, string(k), v)
		}
	}
	n := 0
	for _, r := range refs {
		u, err := url.Parse(r)
		if err != nil {
			continue
		}
		n += len(base.ResolveReference(u).String())
	}
	return n
}

// The sample is what the benchmarks say it is: many pages, many links.
func TestSample(t *testing.T) {
	pages, total := loadPages(t)
	n, failed := 0, 0
	for _, p := range pages {
		s := Context{Retrieval: p.url}.Scan(bytes.NewReader(p.doc))
		for s.Scan() {
			n++
			if s.Link().Err != nil {
				failed++
			}
		}
		if s.Err() != nil {
			t.Fatal(s.Err())
		}
		if got, want := scannerRefs(t, string(p.doc), bytes.NewReader(p.doc)), oracleRefs(string(p.doc)); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("page %s: links differ from the oracle's", p.url)
		}
	}
	if len(pages) != 150 || total < 2<<20 || n < 10000 || failed == 0 {
		t.Errorf("%d pages, %d bytes, %d links, %d failed", len(pages), total, n, failed)
	}
	t.Logf("%d pages, %d bytes, %d links, %d not resolved", len(pages), total, n, failed)
}
