package whatwg

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// The zero URL answers every getter with "" and every setter with itself:
// nothing panics on it.
func TestZeroURL(t *testing.T) {
	var u URL
	for name, get := range getters {
		if name == "origin" {
			if get(u) != "null" {
				t.Errorf("origin of the zero URL: %q", get(u))
			}
			continue
		}
		if got := get(u); got != "" {
			t.Errorf("%s of the zero URL: %q", name, got)
		}
	}
	if u.PortNumber() != -1 || u.Scheme() != "" || u.IncludesCredentials() || u.IsSpecial() {
		t.Error("zero URL")
	}
	for name, set := range setterFuncs {
		if name == "href" {
			continue
		}
		if got := set(u, "x"); got != u {
			t.Errorf("%s setter on the zero URL: %+v", name, got)
		}
	}
	if got := u.WithSearchParams(ParseSearchParams("a=b")); got != u {
		t.Errorf("WithSearchParams on the zero URL: %+v", got)
	}
	_ = u.SearchParams().String()
	_ = u.WithoutFragment()
}

func TestSmallAccessors(t *testing.T) {
	u, _ := Parse("https://h:8080/p")
	if u.String() != u.Href() || u.HostKind() != HostDomain || u.HostKind().String() != "domain" || u.PortNumber() != 8080 {
		t.Errorf("%v %v %v", u.String(), u.HostKind(), u.PortNumber())
	}
	if HostKind(99).String() != "HostKind(99)" || HostNull.String() != "null" {
		t.Error("HostKind names")
	}
	_, err := Parse("https://h:x/")
	var e *Error
	if !errors.As(err, &e) || e.ByteOffset() != 10 || e.Offset != 10 {
		t.Errorf("%v", err)
	}
	// A long input is quoted in part, cut at a code point.
	_, err = Parse("https://" + strings.Repeat("é", 40) + ":x/")
	if msg := err.Error(); !strings.Contains(msg, `..."`) || !utf8.ValidString(msg) {
		t.Errorf("%q", msg)
	}
	// A file URL whose path is one drive letter keeps it when a reference
	// climbs above it (§4.2 shorten step 3).
	b, _ := Parse("file:///C:")
	for ref, want := range map[string]string{"x": "file:///C:/x", "..": "file:///C:/", "../../y": "file:///C:/y"} {
		if v, _ := b.Parse(ref); v.Href() != want {
			t.Errorf("%q against %q: %q, want %q", ref, b.Href(), v.Href(), want)
		}
	}
	// Noncharacters and surrogate-free code points above U+00A0.
	for r, want := range map[rune]bool{0xA0: true, 0x9F: false, 0xFDD0: false, 0xFFFE: false, 0x10FFFF: false, 0x1FFFE: false, 0x10FFFD: true, '<': false, 'a': true} {
		if isURLCodePoint(r) != want {
			t.Errorf("isURLCodePoint(%U) = %v", r, !want)
		}
	}
	// Names compare by UTF-16 code units: a name that is a prefix sorts first.
	if compareUTF16("a", "ab") >= 0 || compareUTF16("ab", "a") <= 0 || compareUTF16("\U0001F600", "\U0001F601") >= 0 {
		t.Error("compareUTF16")
	}
}
