package uri

import "testing"

// IRI parsing against URI parsing on the same ASCII lines (the valid lines
// of the committed crawl sample), in the same run:
//
//	go test ./uri -run '^$' -bench 'Parse(IRI)?Valid$' -benchmem -cpu 1
//
// RFC 3987 adds only non-ASCII characters, so on ASCII input ParseIRI
// costs one extra pass that looks for a byte ≥ 0x80, eight bytes a step.
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
