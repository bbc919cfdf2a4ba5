package uts46

import (
	"errors"
	"testing"
)

func TestDomainToASCII(t *testing.T) {
	for _, tc := range []struct {
		in       string
		beStrict bool
		want     string
		kind     error
		offset   int
	}{
		{"example.com", false, "example.com", nil, 0},
		{"EXAMPLE.Com", false, "example.com", nil, 0},
		{"xn--a", false, "xn--a", nil, 0},                 // ASCII: lower-cased whatever ToASCII says (whatwg/url#914)
		{"XN--A.r3---sn", false, "xn--a.r3---sn", nil, 0}, // likewise
		{"a_b.example", false, "a_b.example", nil, 0},
		{"faß.de", false, "xn--fa-hia.de", nil, 0},
		{"Bücher.example", false, "xn--bcher-kva.example", nil, 0},
		{"a%b", false, "", ErrForbidden, 1},
		{"a b", false, "", ErrForbidden, 1},
		{"a\x7fb", false, "", ErrForbidden, 1},
		{"é⩴b", false, "", ErrForbidden, 2}, // U+2A74 maps to "::="
		{"é.a＜b", false, "", ErrForbidden, 4},
		{"\u00ad", false, "", ErrEmpty, 0},       // ignored: maps to nothing
		{"xn--a.é", false, "", ErrDisallowed, 0}, // "a" decodes to U+0080
		{"xn--ls8h=.é", false, "", ErrPunycode, 0},
		{"1.ب", false, "", ErrBidi, 0},
		{"example.com", true, "example.com", nil, 0},
		{"r3---sn.example", true, "", ErrHyphen, 2},
		{"a_b.example", true, "", ErrSTD3, 1},
		{"example.com.", true, "", ErrDNSLength, 12},
	} {
		got, err := DomainToASCII(tc.in, tc.beStrict)
		var e *Error
		if tc.kind == nil {
			if err != nil || got != tc.want {
				t.Errorf("DomainToASCII(%q, %v) = %q, %v; want %q", tc.in, tc.beStrict, got, err, tc.want)
			}
		} else if !errors.As(err, &e) || !errors.Is(err, tc.kind) || e.Offset != tc.offset || got != "" {
			t.Errorf("DomainToASCII(%q, %v) = %q, %v; want %v at offset %d", tc.in, tc.beStrict, got, err, tc.kind, tc.offset)
		}
	}
}

func TestDomainToUnicode(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"xn--fa-hia.de", "faß.de"},
		{"example.com", "example.com"},
		{"xn--8i7caa", "xn--8i7caa"}, // decodes to ｗｗｗ, which is mapped: an error, so the domain itself
		{"xn--a", "xn--a"},
	} {
		if got := DomainToUnicode(tc.in); got != tc.want {
			t.Errorf("DomainToUnicode(%q) = %q; want %q", tc.in, got, tc.want)
		}
	}
}

// TestFastPathAllocs: a lower-case ASCII domain costs no allocation, in
// the URL Standard's domain parser and in ToASCII with either flag set.
func TestFastPathAllocs(t *testing.T) {
	for _, d := range []string{"www.example.com", "a-b.c0.d", "xn--a.example"} {
		if n := testing.AllocsPerRun(100, func() { DomainToASCII(d, false) }); n != 0 {
			t.Errorf("DomainToASCII(%q, false): %v allocations", d, n)
		}
	}
	for _, o := range []Options{URLOptions(false), URLOptions(true)} {
		if n := testing.AllocsPerRun(100, func() { ToASCII("www.example.com", o) }); n != 0 {
			t.Errorf("ToASCII(www.example.com, %+v): %v allocations", o, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { DomainToASCII("WWW.Example.com", false) }); n != 1 {
		t.Errorf("DomainToASCII of upper case: %v allocations; want 1 (the result)", n)
	}
}

func TestURLOptions(t *testing.T) {
	want := Options{CheckHyphens: true, CheckBidi: true, CheckJoiners: true, UseSTD3ASCIIRules: true, VerifyDNSLength: true}
	if got := URLOptions(true); got != want {
		t.Errorf("URLOptions(true) = %+v", got)
	}
	if got := URLOptions(false); got != (Options{CheckBidi: true, CheckJoiners: true}) {
		t.Errorf("URLOptions(false) = %+v", got)
	}
}

func TestIsForbiddenDomain(t *testing.T) {
	// URL Standard §3.2: forbidden host code points, C0 controls, "%", DEL.
	forbidden := "\x00\x01\x09\x0a\x0d\x1f #%/:<>?@[\\]^|\x7f"
	for c := 0; c < 0x80; c++ {
		want := false
		for i := 0; i < len(forbidden); i++ {
			want = want || forbidden[i] == byte(c)
		}
		want = want || c < 0x20
		if got := IsForbiddenDomain(byte(c)); got != want {
			t.Errorf("IsForbiddenDomain(%q) = %v", rune(c), got)
		}
	}
}
