package inspect

import (
	"testing"

	"github.com/urikit/urikit/readings"
)

// What the pre-check saves: readings.Read (three parsers, canonical hosts) against
// inspecting, over the real-URL sample; and Read over the SSRF payloads.
// Run: go test ./inspect -run '^$' -bench 'Read' -benchmem -cpu 1 -count 6
func BenchmarkRead(b *testing.B) {
	loadBench(b)
	b.Run("sample", func(b *testing.B) {
		b.SetBytes(benchAll.bytes)
		b.ReportAllocs()
		loopCPU(b, func() {
			for _, s := range benchAll.lines {
				_ = readings.Read(s)
			}
		})
	})
	ps := readPayloads(b)
	b.Run("payloads", func(b *testing.B) {
		b.ReportAllocs()
		loopCPU(b, func() {
			for _, p := range ps {
				_ = readings.Read(p.Input)
			}
		})
	})
}
