package uts46

import (
	"errors"
	"testing"
)

var (
	nontransitional = Options{}
	transitional    = Options{Transitional: true}
)

// The examples of UTS #46 Table 2 (Examples of Processing), §4.
func TestTable2Examples(t *testing.T) {
	for _, tc := range []struct {
		in      string
		o       Options
		unicode string // ToUnicode's result
		ascii   string // ToASCII's result, "" for an error
		kind    error
	}{
		{"Bloß.de", transitional, "bloss.de", "bloss.de", nil},
		{"Bloß.de", nontransitional, "bloß.de", "xn--blo-7ka.de", nil},
		{"bloß.de", nontransitional, "bloß.de", "xn--blo-7ka.de", nil},
		{"BLOẞ.de", nontransitional, "bloß.de", "xn--blo-7ka.de", nil},
		{"BLOẞ.de", transitional, "bloss.de", "bloss.de", nil}, // §4 step 1: U+1E9E to "ss"
		{"xn--blo-7ka.de", transitional, "bloß.de", "xn--blo-7ka.de", nil},
		{"xn--blo-7ka.de", nontransitional, "bloß.de", "xn--blo-7ka.de", nil},
		{"u\u0308.com", nontransitional, "ü.com", "xn--tda.com", nil},
		{"xn--tda.com", nontransitional, "ü.com", "xn--tda.com", nil},
		{"xn--u-ccb.com", nontransitional, "u\u0308.com", "", ErrNotNFC},
		{"a⒈com", nontransitional, "a⒈com", "", ErrDisallowed},
		{"xn--a-ecp.ru", nontransitional, "a⒈.ru", "", ErrDisallowed},
		{"xn--0.pt", nontransitional, "xn--0.pt", "", ErrPunycode},
		{"日本語。ＪＰ", nontransitional, "日本語.jp", "xn--wgv71a119e.jp", nil},
		{"☕.us", nontransitional, "☕.us", "xn--53h.us", nil},
	} {
		u, err := ToUnicode(tc.in, tc.o)
		if u != tc.unicode || !errors.Is(err, tc.kind) || (err == nil) != (tc.kind == nil) {
			t.Errorf("ToUnicode(%q, %+v) = %q, %v; want %q, %v", tc.in, tc.o, u, err, tc.unicode, tc.kind)
		}
		a, err := ToASCII(tc.in, tc.o)
		if a != tc.ascii || !errors.Is(err, tc.kind) || (err == nil) != (tc.kind == nil) {
			t.Errorf("ToASCII(%q, %+v) = %q, %v; want %q, %v", tc.in, tc.o, a, err, tc.ascii, tc.kind)
		}
	}
}

// TestErrors checks the kind and the byte offset of errors: the code point
// at fault where the label is written as it is mapped, else the label.
func TestErrors(t *testing.T) {
	strict := URLOptions(true)
	for _, tc := range []struct {
		in     string
		o      Options
		kind   error
		offset int
	}{
		{"a⒈com", Options{}, ErrDisallowed, 1},
		{"ok.a\x80b", Options{}, ErrDisallowed, 4}, // invalid UTF-8
		{"ab.-cd", strict, ErrHyphen, 3},
		{"ab.cd-", strict, ErrHyphen, 5},
		{"exämple.ab--c", strict, ErrHyphen, 11},
		{"exämple.AB--c", strict, ErrHyphen, 9}, // the label is mapped: its start
		{"ab.c_d", strict, ErrSTD3, 4},
		{"ab.cé_d", strict, ErrSTD3, 6},
		{"a.xn--zz", Options{}, ErrPunycode, 2},
		{"a.xn--é", Options{}, ErrPunycode, 2},
		{"a.xn--ab-", Options{}, ErrPunycode, 2}, // decodes to ASCII only
		{"a.xn--", Options{}, ErrPunycode, 2},    // decodes to nothing
		{"a。\u0301b", Options{}, ErrLeadingMark, 4},
		{"xn--" + encodeAnyRunes([]rune("xn--ü")), Options{}, ErrXNPrefix, 0},
		{"a.xn--" + encodeAnyRunes([]rune("xn--ü")), strict, ErrHyphen, 2},
		{"a.xn--" + encodeAnyRunes([]rune("́a")), Options{}, ErrLeadingMark, 2},
		{"a.xn--" + encodeAnyRunes([]rune("é\u00ad")), Options{}, ErrDisallowed, 2},
		{"a\u200db", URLOptions(false), ErrContextJ, 1},
		{"x.a\u200cb", URLOptions(false), ErrContextJ, 3},
		{"1.ب", URLOptions(false), ErrBidi, 0},
		{"ب.aب", URLOptions(false), ErrBidi, 3},
		{"a.b.", strict, ErrDNSLength, 4},
		{"a..b", strict, ErrDNSLength, 2},
		{"a.é" + string(make([]byte, 0)) + "x0123456789012345678901234567890123456789012345678901234567890123", strict, ErrDNSLength, 2},
	} {
		_, err := ToASCII(tc.in, tc.o)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tc.kind) || e.Offset != tc.offset || e.Input != tc.in {
			t.Errorf("ToASCII(%q, %+v): %v; want %v at offset %d", tc.in, tc.o, err, tc.kind, tc.offset)
		}
	}
}

func TestOptions(t *testing.T) {
	// CheckHyphens off: hyphens anywhere, but a decoded label that begins
	// with "xn--" again is refused (§4.1 criterion 4).
	if a, err := ToASCII("r3---sn.-x-.ab--c", Options{}); err != nil || a != "r3---sn.-x-.ab--c" {
		t.Errorf("ToASCII without CheckHyphens: %q, %v", a, err)
	}
	if _, err := ToASCII("xn--"+encodeAnyRunes([]rune("xn--é")), Options{}); !errors.Is(err, ErrXNPrefix) {
		t.Errorf("a label decoding to xn--…: %v; want ErrXNPrefix", err)
	}
	// Deviations: kept under nontransitional processing, mapped under
	// transitional; in a decoded label a deviation stays valid only for
	// nontransitional processing, as §4 step 4 checks decoded labels.
	for _, tc := range []struct{ in, nt, tr string }{
		{"faß.de", "xn--fa-hia.de", "fass.de"},
		{"βόλος", "xn--nxasmm1c", "xn--nxasmq6b"},
	} {
		if a, err := ToASCII(tc.in, nontransitional); err != nil || a != tc.nt {
			t.Errorf("ToASCII(%q) nontransitional = %q, %v; want %q", tc.in, a, err, tc.nt)
		}
		if a, err := ToASCII(tc.in, transitional); err != nil || a != tc.tr {
			t.Errorf("ToASCII(%q) transitional = %q, %v; want %q", tc.in, a, err, tc.tr)
		}
	}
	if _, err := ToASCII("xn--fa-hia.de", transitional); err != nil {
		t.Errorf("a decoded deviation under transitional processing: %v; want none (decoded labels are checked as nontransitional)", err)
	}
	// Joiners are deviations: ignored (mapped to nothing) under
	// transitional processing, kept and checked otherwise.
	if a, err := ToASCII("a\u200db", transitional); err != nil || a != "ab" {
		t.Errorf("ToASCII(a ZWJ b) transitional = %q, %v; want ab", a, err)
	}
	if a, err := ToASCII("a\u200db", Options{}); err != nil || a != "xn--ab-m1t" {
		t.Errorf("ToASCII(a ZWJ b) without CheckJoiners = %q, %v", a, err)
	}
	// IgnoreInvalidPunycode keeps a label that does not decode.
	if a, err := ToASCII("xn--ls8h=.com", Options{IgnoreInvalidPunycode: true}); err != nil || a != "xn--ls8h=.com" {
		t.Errorf("IgnoreInvalidPunycode: %q, %v", a, err)
	}
	if _, err := ToASCII("xn--ls8h=.com", Options{}); !errors.Is(err, ErrPunycode) {
		t.Errorf("without IgnoreInvalidPunycode: %v", err)
	}
	// UseSTD3ASCIIRules applies to ASCII that a mapping produced, too
	// (UTS #46 §4.1.1: "_" from U+FF3F).
	if _, err := ToASCII("a\uff3fb", Options{UseSTD3ASCIIRules: true}); !errors.Is(err, ErrSTD3) {
		t.Errorf("STD3 on a mapped underscore: %v", err)
	}
	if a, err := ToASCII("a\uff3fb", Options{}); err != nil || a != "a_b" {
		t.Errorf("a mapped underscore without STD3: %q, %v", a, err)
	}
	// VerifyDnsLength: 63 octets per label, 253 per name.
	long := "abcdefghij"
	label63 := long + long + long + long + long + long + "abc"
	name253 := label63 + "." + label63 + "." + label63 + "." + label63[:61]
	for _, tc := range []struct {
		in string
		ok bool
	}{{label63, true}, {label63 + "d", false}, {name253, true}, {name253 + "x", false}, {name253 + ".", false}, {"", false}, {".", false}} {
		_, err := ToASCII(tc.in, Options{VerifyDNSLength: true})
		if (err == nil) != tc.ok || err != nil && !errors.Is(err, ErrDNSLength) {
			t.Errorf("VerifyDNSLength on %d octets: %v; want ok %v", len(tc.in), err, tc.ok)
		}
	}
	if a, err := ToASCII("", Options{}); err != nil || a != "" {
		t.Errorf("ToASCII(\"\") without VerifyDNSLength = %q, %v", a, err)
	}
}

func TestBidiRule(t *testing.T) {
	for _, tc := range []struct {
		label string
		rule  int
	}{
		{"ab", 0}, {"a1", 0}, {"بب", 0}, {"ب1", 0}, {"ب\u0662", 0}, {"ب\u064b", 0}, {"a\u0301", 0},
		{"1ب", 1}, {"-a", 1}, {"\u0301a", 1},
		{"بa", 2},
		{"ب-", 3}, {"ب!", 3},
		{"ب1\u0662", 4}, {"ب\u06621", 4},
		{"aب", 5}, {"a\u0662", 5},
		{"a-", 6}, {"a!", 6}, {"a\u05d0b", 5},
	} {
		if got := bidiRule(tc.label); got != tc.rule {
			t.Errorf("bidiRule(%+q) = %d; want %d", tc.label, got, tc.rule)
		}
	}
	// The rule applies only in a Bidi domain name (an R, AL or AN anywhere).
	if _, err := ToASCII("1a.com", URLOptions(false)); err != nil {
		t.Errorf("no RTL label: %v", err)
	}
	if _, err := ToASCII("1a.\u0662", URLOptions(false)); !errors.Is(err, ErrBidi) {
		t.Errorf("an AN makes a Bidi domain name: %v", err)
	}
	if _, err := ToASCII("1a.\u0662", Options{}); err != nil {
		t.Errorf("without CheckBidi: %v", err)
	}
}

func TestContextJ(t *testing.T) {
	for _, tc := range []struct {
		label string
		at    int
	}{
		{"\u0915\u094d\u200d\u0937", -1}, // ZWJ after a virama (A.2)
		{"\u0915\u094d\u200c\u0937", -1}, // ZWNJ after a virama (A.1)
		{"\u0628\u200c\u0628", -1},       // ZWNJ between dual-joining letters
		{"\u0628\u064b\u200c\u064b\u0628", -1},
		{"\u0644\u200c\u0627", -1}, // L ... R
		{"a\u200db", 1},
		{"\u200d", 0},
		{"\u0628\u200ca", 2},
		{"a\u200c\u0628", 1},
		{"\u0627\u200c\u0628", 2}, // U+0627 is right-joining: it does not join to its left
		{"\u0628\u200c\u0628\u200d", 7},
	} {
		if got := contextJ(tc.label); got != tc.at {
			t.Errorf("contextJ(%+q) = %d; want %d", tc.label, got, tc.at)
		}
	}
}

// TestValidateUnreachable checks criteria that no ToASCII input can break,
// since "." splits labels and ASCII is lower-cased before a label is
// decoded: validate is the criteria of §4.1 on any label.
func TestValidateUnreachable(t *testing.T) {
	for _, tc := range []struct {
		label string
		kind  error
	}{{"é.b", ErrFullStop}, {"éB", ErrDisallowed}} {
		p := processor{input: tc.label, badAt: -1}
		p.validate(tc.label, 0, true)
		if !errors.Is(p.err, tc.kind) {
			t.Errorf("validate(%q): %v; want %v", tc.label, p.err, tc.kind)
		}
	}
}
