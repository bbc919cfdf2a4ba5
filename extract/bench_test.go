package extract

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"mvdan.cc/xurls/v2"
)

// The benchmark text: the seed documents and the reference RFCs of
// ../shared/specs, concatenated three times (testdata/bench/README.md),
// about 2.6 MB of real prose with URIs in brackets, quotes, and bare.
func benchText(b *testing.B) string {
	data, err := os.ReadFile("testdata/bench/specs.txt")
	if err != nil {
		b.Fatal(err)
	}
	return string(data)
}

// BenchmarkFind compares this package with mvdan.cc/xurls/v2's Strict (URLs
// with a scheme) in the same run, over the same text. MB/s is input bytes
// per second. Run with -cpu 1 -count 5 or more and compare within a round.
func BenchmarkFind(b *testing.B) {
	text := benchText(b)
	b.Run("extract", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		b.ReportAllocs()
		s := NewStringScanner(text)
		for b.Loop() {
			s.ResetString(text)
			for s.Scan() {
			}
		}
	})
	b.Run("extract-reader", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		b.ReportAllocs()
		s := NewScanner(nil)
		r := strings.NewReader(text)
		for b.Loop() {
			r.Reset(text)
			s.Reset(r)
			for s.Scan() {
			}
		}
	})
	b.Run("xurls-strict", func(b *testing.B) {
		re := xurls.Strict()
		b.SetBytes(int64(len(text)))
		b.ReportAllocs()
		for b.Loop() {
			re.FindAllStringIndex(text, -1)
		}
	})
}

// BenchmarkHostile scans inputs built to defeat a careless scanner, each at
// two sizes: MB/s that stays the same from 256 KB to 1 MB shows linear time.
func BenchmarkHostile(b *testing.B) {
	shapes := []struct{ name, unit string }{
		{"colons", "ab:"},                                    // schemes that lead nowhere
		{"open-wrappers", "<http://a.example/x "},            // "<" never closed
		{"long-scheme-words", strings.Repeat("a", 40) + ":"}, // longer than MaxSchemeLength
		{"iri-tail", "ab://c/d:ab://e/f:"},                   // one word, many schemes, ...
		{"hyphen-lines", "http://a.example/b-\n"},            // every line joins the next
		{"parens", "http://a.example/(((((((("},
		{"quoted-breaks", "> <http://a.example/b\n"},
	}
	for _, sh := range shapes {
		for _, size := range []int{256 << 10, 1 << 20} {
			text := strings.Repeat(sh.unit, size/len(sh.unit))
			if sh.name == "iri-tail" {
				text += "é"
			}
			b.Run(sh.name+"/"+strconv.Itoa(size>>10)+"K", func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				s := NewStringScanner(text)
				for b.Loop() {
					s.ResetString(text)
					for s.Scan() {
					}
				}
			})
		}
	}
}
