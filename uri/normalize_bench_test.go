package uri

import (
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/PuerkitoBio/purell"
)

// Benchmarks of normalization against net/url (Parse + String, the closest
// the standard library has: it lower-cases the scheme and re-encodes) and
// github.com/PuerkitoBio/purell with the flags that match LevelScheme:
// lower-case scheme and host, upper-case escapes, decode unnecessary
// escapes, remove the default and the empty port, remove dot-segments.
// Every variant goes from a string to a string:
//
//   - urikit-scheme-string: Normalizer.NormalizeString at LevelScheme, one
//     parse whose notes spare a second look at the bytes;
//   - urikit-scheme, urikit-syntax: Parse, Normalize, String;
//   - net-url: url.Parse and URL.String;
//   - purell: purell.NormalizeURLString.
//
//	go test ./uri -run '^$' -bench 'Normalize' -benchtime=1s -count=1

const purellFlags = purell.FlagLowercaseScheme | purell.FlagLowercaseHost | purell.FlagUppercaseEscapes |
	purell.FlagDecodeUnnecessaryEscapes | purell.FlagRemoveDefaultPort | purell.FlagRemoveEmptyPortSeparator |
	purell.FlagRemoveDotSegments

// benchSample returns the URLs of the committed crawl sample that both
// parsers accept, and their average length.
func benchSample(b *testing.B) ([]string, int) {
	data, err := os.ReadFile("../testdata/bench/iscx_benign_sample.txt")
	if err != nil {
		b.Skip("no benchmark sample:", err)
	}
	var out []string
	total := 0
	for _, s := range strings.Split(string(data), "\n") {
		if s == "" {
			continue
		}
		if _, err := Parse(s); err != nil {
			continue
		}
		if _, err := url.Parse(s); err != nil {
			continue
		}
		out = append(out, s)
		total += len(s)
	}
	return out, total / len(out)
}

func benchURLs(b *testing.B, sample []string, avg int, f func(string)) {
	b.SetBytes(int64(avg))
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		f(sample[i])
		if i++; i == len(sample) {
			i = 0
		}
	}
}

var normSink string

func benchNormalizeSet(b *testing.B, sample []string, avg int) {
	scheme := Normalizer{Level: LevelScheme}
	b.Run("urikit-scheme", func(b *testing.B) {
		benchURLs(b, sample, avg, func(s string) {
			u, _ := Parse(s)
			v, _ := scheme.Normalize(u)
			normSink = v.String()
		})
	})
	b.Run("urikit-scheme-string", func(b *testing.B) {
		benchURLs(b, sample, avg, func(s string) {
			normSink, _ = scheme.NormalizeString(s)
		})
	})
	b.Run("urikit-syntax", func(b *testing.B) {
		benchURLs(b, sample, avg, func(s string) {
			u, _ := Parse(s)
			normSink = Normalize(u).String()
		})
	})
	b.Run("net-url", func(b *testing.B) {
		benchURLs(b, sample, avg, func(s string) {
			u, _ := url.Parse(s)
			normSink = u.String()
		})
	})
	b.Run("purell", func(b *testing.B) {
		benchURLs(b, sample, avg, func(s string) {
			normSink, _ = purell.NormalizeURLString(s, purellFlags)
		})
	})
}

// BenchmarkNormalize runs on the crawl sample as it is.
func BenchmarkNormalize(b *testing.B) {
	sample, avg := benchSample(b)
	benchNormalizeSet(b, sample, avg)
}

// BenchmarkNormalizeNormal runs on the sample after scheme-based
// normalization: every input is already normal, so urikit allocates
// nothing.
func BenchmarkNormalizeNormal(b *testing.B) {
	sample, avg := benchSample(b)
	n := Normalizer{Level: LevelScheme}
	for i, s := range sample {
		v, _ := n.Normalize(MustParse(s))
		sample[i] = v.String()
	}
	benchNormalizeSet(b, sample, avg)
}

// BenchmarkNormalizeParsed measures Normalize alone on parsed values.
func BenchmarkNormalizeParsed(b *testing.B) {
	sample, avg := benchSample(b)
	us := make([]URI, len(sample))
	for i, s := range sample {
		us[i] = MustParse(s)
	}
	n := Normalizer{Level: LevelScheme}
	b.SetBytes(int64(avg))
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		v, _ := n.Normalize(us[i])
		normSink = v.s
		if i++; i == len(us) {
			i = 0
		}
	}
}

// BenchmarkEqual compares each URL of the sample with its scheme-based
// normal form.
func BenchmarkEqual(b *testing.B) {
	sample, avg := benchSample(b)
	n := Normalizer{Level: LevelScheme}
	as := make([]URI, len(sample))
	bs := make([]URI, len(sample))
	for i, s := range sample {
		as[i] = MustParse(s)
		bs[i], _ = n.Normalize(as[i])
	}
	b.SetBytes(int64(avg))
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if !Equal(as[i], bs[i], LevelScheme) {
			b.Fatal("not equal")
		}
		if i++; i == len(as) {
			i = 0
		}
	}
}
