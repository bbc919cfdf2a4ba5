package ascii

import (
	"strings"
	"testing"
)

// TestLastIndexByte: against strings.LastIndexByte, for every length up to
// 40 and every place of the byte, on strings and byte slices, with bytes
// that differ from c in one bit (the high bit included) around it.
func TestLastIndexByte(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for at := -1; at < n; at++ {
			for _, c := range []byte{'/', 0x80, 0} {
				b := make([]byte, n)
				for i := range b {
					b[i] = c ^ byte(1<<(i%8))
				}
				if at >= 0 {
					b[at] = c
					if at > 2 {
						b[at/2] = c
					}
				}
				want := strings.LastIndexByte(string(b), c)
				if got := LastIndexByte(string(b), c); got != want {
					t.Fatalf("LastIndexByte(%q, %q) = %d, want %d", b, c, got, want)
				}
				if got := LastIndexByte(b, c); got != want {
					t.Fatalf("LastIndexByte([]byte(%q), %q) = %d, want %d", b, c, got, want)
				}
			}
		}
	}
}
