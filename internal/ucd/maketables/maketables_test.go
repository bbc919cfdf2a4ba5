package main

import (
	"regexp"
	"strconv"
	"testing"
)

// TestEach reads lines in the format of UAX #44 §4.2: single code points
// and ranges, fields trimmed, comments dropped, @missing lines apart.
func TestEach(t *testing.T) {
	const file = `# Foo-17.0.0.txt
# @missing: 0000..10FFFF; Left_To_Right

0041..005A    ; L # L&  [26] LATIN CAPITAL LETTER A..LATIN CAPITAL LETTER Z
00AA          ; L # Lo       FEMININE ORDINAL INDICATOR
# @missing: 0590..05FF; Right_To_Left
05D0;R;extra
`
	type line struct {
		lo, hi rune
		fields string
	}
	var missing, data []line
	join := func(f []string) string {
		s := ""
		for _, x := range f {
			s += "|" + x
		}
		return s
	}
	each("Foo.txt", []byte(file), func(lo, hi rune, f []string) { missing = append(missing, line{lo, hi, join(f)}) },
		func(lo, hi rune, f []string) { data = append(data, line{lo, hi, join(f)}) })
	wantMissing := []line{{0, 0x10FFFF, "|Left_To_Right"}, {0x590, 0x5FF, "|Right_To_Left"}}
	wantData := []line{{0x41, 0x5A, "|L"}, {0xAA, 0xAA, "|L"}, {0x5D0, 0x5D0, "|R|extra"}}
	if len(missing) != len(wantMissing) || len(data) != len(wantData) {
		t.Fatalf("missing %v, data %v", missing, data)
	}
	for i := range wantMissing {
		if missing[i] != wantMissing[i] {
			t.Errorf("missing line %d: %v, want %v", i, missing[i], wantMissing[i])
		}
	}
	for i := range wantData {
		if data[i] != wantData[i] {
			t.Errorf("data line %d: %v, want %v", i, data[i], wantData[i])
		}
	}
	// derived's order: a data line wins over the @missing line before it.
	var v [0x600]string
	last := func(lo, hi rune, f []string) {
		for r := lo; r <= hi && r < 0x600; r++ {
			v[r] = f[len(f)-1]
		}
	}
	each("Foo.txt", []byte(file), last, last)
	for r, want := range map[rune]string{0x40: "Left_To_Right", 0x41: "L", 0x5A: "L", 0x5CF: "Right_To_Left", 0x5D0: "extra"} {
		if v[r] != want {
			t.Errorf("U+%04X: %q, want %q", r, v[r], want)
		}
	}
}

var rangeRE = regexp.MustCompile(`\{0x([0-9A-F]+), 0x([0-9A-F]+), (\d+)\}`)

// TestRangeTable reads back what rangeTable writes, for sets of many
// shapes (runs, strided singles, across U+FFFF and Latin-1), and checks it
// holds exactly the set.
func TestRangeTable(t *testing.T) {
	sets := []func(r rune) bool{
		func(r rune) bool { return r >= 0xF000 && r <= 0x10010 },                // across U+FFFF
		func(r rune) bool { return r < 0x300 && r%2 == 0 },                      // strided, across Latin-1
		func(r rune) bool { return r == 0xAA || r == 0xB5 || r == 0xBA },        // singles at varying distances
		func(r rune) bool { return r >= 0x10000 && r < 0x10100 && r%3 == 0 },    // strided in R32
		func(r rune) bool { return r == 0x10FFFF || r == 0 },                    // the ends
		func(r rune) bool { return r < 0x20000 && uint32(r)*2654435761%7 == 0 }, // scattered
	}
	for i, in := range sets {
		src := rangeTable(in)
		got := map[rune]bool{}
		latin := 0
		for _, m := range rangeRE.FindAllStringSubmatch(src, -1) {
			lo, _ := strconv.ParseUint(m[1], 16, 32)
			hi, _ := strconv.ParseUint(m[2], 16, 32)
			stride, _ := strconv.Atoi(m[3])
			if stride < 1 || hi < lo || lo <= 0xFFFF && hi > 0xFFFF {
				t.Fatalf("set %d: bad range %s", i, m[0])
			}
			if hi <= 0xFF {
				latin++
			}
			for r := rune(lo); r <= rune(hi); r += rune(stride) {
				got[r] = true
			}
		}
		for r := rune(0); r <= 0x10FFFF; r++ {
			if got[r] != in(r) {
				t.Fatalf("set %d: U+%04X %v, want %v", i, r, got[r], in(r))
			}
		}
		if m := regexp.MustCompile(`LatinOffset: (\d+)`).FindStringSubmatch(src); latin > 0 && (m == nil || m[1] != strconv.Itoa(latin)) {
			t.Errorf("set %d: LatinOffset %v, want %d", i, m, latin)
		}
	}
}
