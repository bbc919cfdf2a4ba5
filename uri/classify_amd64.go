//go:build !purego

package uri

// classify64 returns the masks of b's "&", "=", "%" and "+" (see
// classify.go), with SSE2, which every amd64 processor has.
//
//go:noescape
func classify64(b *block) blockMasks
