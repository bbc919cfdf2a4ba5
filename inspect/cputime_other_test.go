//go:build !linux

package inspect

// threadCPU is not measured outside Linux.
func threadCPU() (ns int64, ok bool) { return 0, false }
