package uri

import (
	"slices"
	"testing"
	"time"
)

// IRI parsing against URI parsing on the same ASCII lines (the valid lines
// of the committed crawl sample), in the same run:
//
//	go test ./uri -run '^$' -bench 'Parse(IRI)?Valid$|IRIVsURI' -benchmem -cpu 1
//
// RFC 3987 adds only non-ASCII characters, so on ASCII input ParseIRI is
// the RFC 3986 parser after one pass that looks for a byte ≥ 0x80 (isASCII,
// 32 bytes a step). BenchmarkIRIVsURI gives the ratio on a busy machine.
func BenchmarkParseIRIValid(b *testing.B) {
	loadBench(b)
	b.SetBytes(validBytes)
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range validLines {
			_, _ = ParseIRIReference(s)
		}
	}
}

// BenchmarkIRIVsURI times a pass of ParseIRIReference and a pass of
// ParseReference over the valid lines alternately (each side first in turn) and reports the median
// of the ratios of the pairs ("iri/uri"): a load that comes and goes falls
// on both sides of a pair.
func BenchmarkIRIVsURI(b *testing.B) {
	loadBench(b)
	var ratios []float64
	pass := func(f func(string)) time.Duration {
		t := time.Now()
		for _, s := range validLines {
			f(s)
		}
		return time.Since(t)
	}
	base := func(s string) { _, _ = ParseReference(s) }
	other := func(s string) { _, _ = ParseIRIReference(s) }
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
	b.ReportMetric(ratios[len(ratios)/2], "iri/uri")
}
