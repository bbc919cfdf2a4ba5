package uts46

import (
	"bufio"
	"compress/gzip"
	"os"
	"strconv"
	"strings"
	"testing"
)

func hexString(t *testing.T, s string) string {
	var b strings.Builder
	for _, f := range strings.Fields(s) {
		v, err := strconv.ParseUint(f, 16, 32)
		if err != nil {
			t.Fatalf("bad code point %q", f)
		}
		b.WriteRune(rune(v))
	}
	return b.String()
}

// TestNFC holds nfc to NormalizationTest.txt of UCD 17.0.0
// (testdata/unicode/README.md): NFC(source) is the NFC column, and so is
// NFC of the NFC column.
func TestNFC(t *testing.T) {
	f, err := os.Open("../../testdata/unicode/nfc_test.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(z)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		src, want, ok := strings.Cut(line, ";")
		if !ok {
			t.Fatalf("bad line %q", line)
		}
		s, w := hexString(t, src), hexString(t, want)
		if got := nfc(s); got != w {
			t.Errorf("nfc(%s) = %+q; want %s", src, got, want)
		}
		if got := nfc(w); got != w {
			t.Errorf("nfc(%s) = %+q; want it unchanged", want, got)
		}
		if !isNFC(w) || isNFC(s) != (s == w) {
			t.Errorf("isNFC wrong on %s;%s", src, want)
		}
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 20034 { // the cases of NormalizationTest-17.0.0.txt
		t.Errorf("only %d cases", n)
	}
}

// TestTableAssumptions checks what the code takes for granted of the
// tables, so that new tables that break it fail here.
func TestTableAssumptions(t *testing.T) {
	for r := rune(0); r < 0x300; r++ {
		// isNFCQuick and decompose treat code points below U+0300 as NFC
		// starters.
		if p := prop(r); p&propCCCMask != 0 || p>>propQCShift&propQCMask != 0 {
			t.Errorf("U+%04X below U+0300 is not an NFC_QC=Yes starter", r)
		}
		// decompose copies code points below U+00C0.
		if r < 0xC0 && prop(r)&propDecomp != 0 {
			t.Errorf("U+%04X below U+00C0 has a canonical decomposition", r)
		}
	}
	for r := rune(0); r < 0x590; r++ {
		// isRTL starts looking at U+0590.
		if c := bidiClass(r); c == bidiR || c == bidiAL || c == bidiAN {
			t.Errorf("U+%04X below U+0590 has Bidi_Class R, AL or AN", r)
		}
	}
	for r := rune(0); r < 0x80; r++ {
		// mapDomain and the ASCII fast path: A-Z map to a-z, the rest is valid.
		st, m := idna(r)
		if 'A' <= r && r <= 'Z' {
			if st != mapped || m != string(r+'a'-'A') {
				t.Errorf("U+%04X: %v %q", r, st, m)
			}
		} else if st != valid {
			t.Errorf("U+%04X is %v", r, st)
		}
	}
	// labelStart: only the four label separators map to something with ".".
	for r := rune(0x80); r <= 0x10FFFF; r++ {
		st, m := idna(r)
		if (st == mapped || st == deviation) && strings.Contains(m, ".") != (r == 0x3002 || r == 0xFF0E || r == 0xFF61) {
			t.Errorf("U+%04X maps to %q", r, m)
		}
	}
}
