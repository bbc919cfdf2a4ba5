package uts46

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
)

// TestASCIIBoundaries: each end of the ranges a-z, A-Z, 0-9 that the
// Mapping step and the STD3 rules test, on the fast path (ASCII) and on the
// general one (with a non-ASCII label after).
func TestASCIIBoundaries(t *testing.T) {
	strict := URLOptions(true)
	for _, suffix := range []string{"", ".é"} {
		enc := ""
		if suffix != "" {
			enc = ".xn--9ca"
		}
		for _, tc := range []struct {
			in, want string
			o        Options
		}{
			{"AZ.Az.A", "az.az.a", Options{}},
			{"0az9-x", "0az9-x", strict},
			{"a-b", "a-b", strict},
		} {
			if got, err := ToASCII(tc.in+suffix, tc.o); err != nil || got != tc.want+enc {
				t.Errorf("ToASCII(%q) = %q, %v; want %q", tc.in+suffix, got, err, tc.want+enc)
			}
		}
		for _, c := range "/:@[`{" {
			in := "a" + string(c) + "b" + suffix
			if _, err := ToASCII(in, strict); !errors.Is(err, ErrSTD3) {
				t.Errorf("ToASCII(%q, strict): %v; want ErrSTD3", in, err)
			}
			if _, err := ToASCII(in, Options{}); err != nil {
				t.Errorf("ToASCII(%q) without STD3: %v", in, err)
			}
		}
		for _, tc := range []struct {
			in     string
			offset int
		}{{"ab--", 2}, {"-ab", 0}, {"ab-", 2}, {"ab.cd-", 5}, {"a--b", -1}, {"abc", -1}} {
			_, err := ToASCII(tc.in+suffix, strict)
			var e *Error
			if tc.offset < 0 && err != nil || tc.offset >= 0 && (!errors.As(err, &e) || !errors.Is(err, ErrHyphen) || e.Offset != tc.offset) {
				t.Errorf("ToASCII(%q, strict): %v; want a hyphen error at %d (-1: none)", tc.in+suffix, err, tc.offset)
			}
		}
	}
	if got, err := ToASCII("é.ab-", URLOptions(true)); err == nil || err.(*Error).Offset != 5 {
		t.Errorf("ToASCII(é.ab-): %q, %v; want a hyphen error at offset 5", got, err)
	}
	if _, err := ToASCII("\u0080a\u0080", Options{}); err == nil || err.(*Error).Offset != 0 {
		t.Errorf("two disallowed code points: %v; want the first, at offset 0", err)
	}
}

// TestNFCQuick: the quick check says yes where it may, so nfc returns its
// input without allocating.
func TestNFCQuick(t *testing.T) {
	for _, tc := range []struct {
		s   string
		yes bool
	}{
		{"\u05d0\u05b0\u05b1", true},  // classes 10, 11
		{"\u05d0\u05b0\u05b0", true},  // equal classes
		{"\u05d0\u05b1\u05b0", false}, // 11 before 10
		{"a\u0301", false},            // U+0301 can compose: NFC_QC=Maybe
		{"\u0340", false},             // NFC_QC=No
		{"abc", true},
	} {
		if got := isNFCQuick(tc.s); got != tc.yes {
			t.Errorf("isNFCQuick(%+q) = %v", tc.s, got)
		}
		if tc.yes {
			if n := testing.AllocsPerRun(10, func() { nfc(tc.s) }); n != 0 {
				t.Errorf("nfc(%+q): %v allocations", tc.s, n)
			}
		}
	}
}

func TestIsRTLStart(t *testing.T) {
	// isRTL skips code points below U+0590, and U+0590 itself is R: the
	// Hebrew block's unassigned code points default to R (DerivedBidiClass).
	if !isRTL("\u0590") {
		t.Errorf("isRTL(U+0590) = false; its class is %d", bidiClass(0x590))
	}
	if !isRTL("a\u05d0") || isRTL("abc\u00e9") {
		t.Error("isRTL")
	}
}

func TestDomainToASCIIASCIIEdges(t *testing.T) {
	for _, tc := range []struct{ in, want string }{{"A.b", "a.b"}, {"Z", "z"}, {"a@", ""}, {"a\x80", ""}} {
		got, err := DomainToASCII(tc.in, false)
		if got != tc.want || (err == nil) != (tc.want != "") {
			t.Errorf("DomainToASCII(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestErrorLabelOffsets(t *testing.T) {
	for _, tc := range []struct {
		in     string
		offset int
	}{
		{"a.xn--zz.b", 2},   // the middle label of three
		{"xn--a.\u0080", 0}, // U+0080 decoded in label 0 comes before the one written in label 1
		{"a.b.xn--a.\u0080", 4},
	} {
		_, err := ToASCII(tc.in, Options{})
		var e *Error
		if !errors.As(err, &e) || e.Offset != tc.offset {
			t.Errorf("ToASCII(%+q): %v; want offset %d", tc.in, err, tc.offset)
		}
	}
}

func TestLastCodePoint(t *testing.T) {
	// U+10FFFF, the last code point of the tables, is a noncharacter:
	// Bidi_Class BN (U+FFFD, which stands for what is out of range, is ON).
	if c := bidiClass(0x10FFFF); c != bidiBN {
		t.Errorf("bidiClass(U+10FFFF) = %d; want BN", c)
	}
	if c := bidiClass(0x110000); c != bidiON {
		t.Errorf("bidiClass(U+110000) = %d; want ON, U+FFFD's", c)
	}
}

// TestNFCEdges: the ends of the ranges nfc treats specially (code points
// below U+00C0 copied, Hangul jamo and syllables computed), against
// golang.org/x/text/unicode/norm, whose Unicode 15.0 tables agree with
// Unicode 17 on all of these.
func TestNFCEdges(t *testing.T) {
	for _, s := range []string{
		"\u00bf\u0301", "\u00c0\u0323", "\u00c1\u0323",
		"\u1100\u1161", "\u1112\u1175", "\u1113\u1161", "\u1100\u1160", "\u1100\u1176", "\u10ff\u1161",
		"\u1100\u1161\u11a7", "\u1100\u1161\u11a8", "\u1100\u1161\u11c2", "\u1100\u1161\u11c3",
		"\uac00\u11a8", "\uac01\u11a8", "\ud788\u11a8", "\ud7a3\u11a8", "\uabff\u11a8", "\ud7a4\u11a8",
		"\uac1b", "\ud7a3", "\u1e0a\u0323",
		// The same pairs after text that fails the quick check (U+0301 is
		// NFC_QC=Maybe), so that nfc composes: U+1176 is no V and U+11C3
		// no T of a Hangul syllable (Unicode §3.12).
		"\u1100\u1176e\u0301", "\uac00\u11c3e\u0301", "\u1100\u1175e\u0301", "\uac00\u11c2e\u0301",
	} {
		if got, want := nfc(s), norm.NFC.String(s); got != want {
			t.Errorf("nfc(%+q) = %+q; want %+q", s, got, want)
		}
	}
}

func TestASCIIOneUpper(t *testing.T) {
	for _, tc := range []struct{ in, want string }{{"a.A", "a.a"}, {"Z", "z"}, {"A.é", "a.xn--9ca"}, {"Z.é", "z.xn--9ca"}} {
		if got, err := ToASCII(tc.in, Options{}); err != nil || got != tc.want {
			t.Errorf("ToASCII(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// TestErrorLabelIndex: errors found after the labels are decoded (Bidi)
// and while they are encoded (Punycode overflow) name their own label, not
// the last one.
func TestErrorLabelIndex(t *testing.T) {
	overflow := strings.Repeat("a", 11000) + "\U0003134A" // (m-n)*(h+1) passes 2^31
	for _, tc := range []struct {
		in     string
		kind   error
		offset int
	}{
		{"ب.a.1.b", ErrBidi, 5},
		{"b." + overflow + ".c", ErrPunycode, 2},
	} {
		_, err := ToASCII(tc.in, URLOptions(false))
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tc.kind) || e.Offset != tc.offset {
			t.Errorf("ToASCII(%.20q…): %v; want %v at offset %d", tc.in, err, tc.kind, tc.offset)
		}
	}
}

// TestRangeEnds: U+0300, the first combining mark, at a label's start; A and
// Z in a label that validate sees undecoded by the Mapping step.
func TestRangeEnds(t *testing.T) {
	if _, err := ToASCII("\u0300a", Options{}); !errors.Is(err, ErrLeadingMark) {
		t.Errorf("ToASCII(U+0300 a): %v; want ErrLeadingMark", err)
	}
	for _, label := range []string{"éA", "éZ"} {
		p := processor{input: label, badAt: -1}
		p.validate(label, 0, true)
		if !errors.Is(p.err, ErrDisallowed) {
			t.Errorf("validate(%q): %v; want ErrDisallowed", label, p.err)
		}
	}
}
