//go:build !amd64 || purego

package uri

// classify64 returns the masks of b's "&", "=", "%" and "+" (see
// classify.go).
func classify64(b *block) blockMasks { return classifyGeneric(b) }
