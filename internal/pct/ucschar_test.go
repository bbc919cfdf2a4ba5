package pct

import "testing"

// TestUcscharIprivate: every code point against RFC 3987 §2.2's ABNF,
// written out as its ranges.
func TestUcscharIprivate(t *testing.T) {
	ucschar := [][2]rune{{0xA0, 0xD7FF}, {0xF900, 0xFDCF}, {0xFDF0, 0xFFEF}}
	for p := rune(1); p <= 13; p++ {
		ucschar = append(ucschar, [2]rune{p << 16, p<<16 | 0xFFFD})
	}
	ucschar = append(ucschar, [2]rune{0xE1000, 0xEFFFD})
	iprivate := [][2]rune{{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}}
	in := func(rs [][2]rune, r rune) bool {
		for _, x := range rs {
			if x[0] <= r && r <= x[1] {
				return true
			}
		}
		return false
	}
	for r := rune(0); r <= 0x10FFFF+1; r++ {
		if got, want := Ucschar(r), in(ucschar, r); got != want {
			t.Fatalf("Ucschar(%U) = %v", r, got)
		}
		if got, want := Iprivate(r), in(iprivate, r); got != want {
			t.Fatalf("Iprivate(%U) = %v", r, got)
		}
	}
}
