package uri

import (
	"strconv"
	"testing"
)

// BenchmarkHostile measures every operation of hostile_test.go on every
// family at 64 KiB, 1 MiB and 10 MiB, reporting the time per input byte
// ("ns/B"): linear cost shows as the same figure at the three sizes, a
// quadratic one as a figure growing with the size. All of it is long; pick
// operations and families by name:
//
//	go test ./uri -run '^$' -bench 'Hostile/^(Parse|Normalize-all-options)$/^(dotdot|query-sort)$/' -benchtime 3x -cpu 1
func BenchmarkHostile(b *testing.B) {
	sizes := []int{64 << 10, 1 << 20, 10 << 20}
	for _, op := range hostileOps {
		b.Run(op.name, func(b *testing.B) {
			for _, fam := range hostileFamilies {
				b.Run(fam.name, func(b *testing.B) {
					for _, n := range sizes {
						in := fam.build(n)
						b.Run(sizeName(n), func(b *testing.B) {
							b.SetBytes(int64(len(in)))
							for b.Loop() {
								op.run(in)
							}
							b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(in)), "ns/B")
						})
					}
				})
			}
		})
	}
}

// sizeName writes n as "64KiB", "1MiB", "10MiB".
func sizeName(n int) string {
	if n >= 1<<20 {
		return strconv.Itoa(n>>20) + "MiB"
	}
	return strconv.Itoa(n>>10) + "KiB"
}
