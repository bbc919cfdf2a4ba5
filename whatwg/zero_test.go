package whatwg

import (
	"errors"
	"slices"
	"strconv"
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
	if _, ok := u.PortValue(); ok || u.Scheme() != "" || u.IncludesCredentials() || u.IsSpecial() {
		t.Error("zero URL")
	}
	for name, set := range setterFuncs {
		if name == "href" {
			continue
		}
		if got, _ := set(u, "x"); got != u {
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
	if port, ok := u.PortValue(); u.String() != u.Href() || u.HostKind() != HostDomain || u.HostKind().String() != "domain" || port != 8080 || !ok {
		t.Errorf("%v %v %v %v", u.String(), u.HostKind(), port, ok)
	}
	if u, _ := Parse("https://h:443/p"); u.Port() != "" {
		t.Errorf("default port: %q", u.Port())
	} else if port, ok := u.PortValue(); ok || port != 0 {
		t.Errorf("default port: %v %v", port, ok)
	}
	if HostKind(99).String() != "HostKind(99)" || HostKind(6).String() != "HostKind(6)" || HostEmpty.String() != "empty" || HostNone.String() != "null" {
		t.Error("HostKind names")
	}
	_, err := Parse("https://h:x/")
	var e *Error
	if !errors.As(err, &e) || e.ByteOffset() != 10 || e.Offset != 10 {
		t.Errorf("%v", err)
	}
	// A long input is quoted in part, its first 60 bytes at most, cut at a
	// code point: "é" takes two bytes, and after "https://x" they start at
	// odd offsets, so byte 60 is the second of one and the cut falls at 59.
	for in, quoted := range map[string]string{
		"https://" + strings.Repeat("é", 40) + ":x/":  "https://" + strings.Repeat("é", 26) + "...",
		"https://x" + strings.Repeat("é", 40) + ":x/": "https://x" + strings.Repeat("é", 25) + "...",
		strings.Repeat("€", 30):                       strings.Repeat("€", 20) + "...",
		strings.Repeat("€", 20):                       strings.Repeat("€", 20),
		// No code point starts in the first 60 bytes: none is quoted.
		strings.Repeat("\x80", 70): "...",
	} {
		_, err = Parse(in)
		msg := err.Error()
		if !strings.Contains(msg, " in "+strconv.Quote(quoted)) || !utf8.ValidString(msg) {
			t.Errorf("%q: %q, want it to quote %q", in, msg, quoted)
		}
	}
	// An ErrorKind past the last has a number for a name and no reason.
	for _, k := range []ErrorKind{0, kindEnd, kindEnd + 1} {
		want := "whatwg: ErrorKind(" + strconv.Itoa(int(k)) + `) at offset 3 in "x"`
		if got := (&Error{Input: "x", Offset: 3, Kind: k}).Error(); got != want {
			t.Errorf("%q, want %q", got, want)
		}
	}
	// A file URL whose path is one drive letter keeps it when a reference
	// climbs above it (§4.2 shorten step 3).
	b, _ := Parse("file:///C:")
	for ref, want := range map[string]string{"x": "file:///C:/x", "..": "file:///C:/", "../../y": "file:///C:/y"} {
		if v, _ := b.Parse(ref); v.Href() != want {
			t.Errorf("%q against %q: %q, want %q", ref, b.Href(), v.Href(), want)
		}
	}
	// A path-absolute reference keeps the base's drive letter when the
	// base's first segment is one (§4.4 file slash state, step 2.1.2), as
	// the whole path ("/C:") or followed by more; "C:x" is no drive letter.
	for _, c := range [][3]string{
		{"file:///C:", "/x", "file:///C:/x"},
		{"file:///C:/a/b", "/x", "file:///C:/x"},
		{"file:///C:x/y", "/z", "file:///z"},
		{"file:///C:/a", "/D:/x", "file:///D:/x"},
		{"file:///a/b", "/x", "file:///x"},
	} {
		b, _ := Parse(c[0])
		if v, err := b.Parse(c[1]); err != nil || v.Href() != c[2] {
			t.Errorf("%q against %q: %q, %v, want %q", c[1], c[0], v.Href(), err, c[2])
		}
	}
	// Noncharacters and surrogate-free code points above U+00A0.
	for r, want := range map[rune]bool{0xA0: true, 0x9F: false, 0xFDD0: false, 0xFDEF: false, 0xFDCF: true, 0xFDF0: true, 0xFFFE: false, 0xFFFD: true, 0x10FFFE: false, 0xD7FF: true, 0xD800: false, 0xDFFF: false, 0xE000: true, 0x80: false, 0x10FFFF: false, 0x1FFFE: false, 0x10FFFD: true, '<': false, 'a': true} {
		if isURLCodePoint(r) != want {
			t.Errorf("isURLCodePoint(%U) = %v", r, !want)
		}
	}
	// Names compare by UTF-16 code units: a name that is a prefix sorts first.
	if compareUTF16("a", "ab") >= 0 || compareUTF16("ab", "a") <= 0 || compareUTF16("\U0001F600", "\U0001F601") >= 0 {
		t.Error("compareUTF16")
	}
}

// A URL without a host whose path begins with an empty segment is
// serialized with "/." before its path (§4.5 step 3), also when the path
// is two empty segments ("//") and comes from the base: "sc:/.//" with
// "?x" is "sc:/.//?x", not "sc://?x", which would read as an empty host.
func TestPathDotPrefix(t *testing.T) {
	for _, c := range [][3]string{
		{"sc:/.//", "?x", "sc:/.//?x"},
		{"sc:/.//", "#x", "sc:/.//#x"},
		{"sc:/.//", "", "sc:/.//"},
		{"sc:/.//a", "?x", "sc:/.//a?x"},
		{"sc:/.///", "?x", "sc:/.///?x"},
		{"sc:/./", "?x", "sc:/?x"}, // one empty segment: no "/."
	} {
		b, err := Parse(c[0])
		if err != nil {
			t.Fatal(err)
		}
		u, err := b.Parse(c[1])
		if err != nil || u.Href() != c[2] {
			t.Errorf("%q against %q: %q, %v, want %q", c[1], c[0], u.Href(), err, c[2])
			continue
		}
		if v, err := Parse(u.Href()); err != nil || v.Href() != u.Href() || v.Host() != "" || v.Pathname() != u.Pathname() {
			t.Errorf("%q reparsed: %q, path %q, %v", u.Href(), v.Href(), v.Pathname(), err)
		}
	}
}

// The zero URL is no base: a reference against it parses as it does
// alone, and a relative one fails as it does without a base (issue #34:
// it panicked).
func TestZeroURLAsBase(t *testing.T) {
	var zero URL
	for _, ref := range []string{"a", "", "#x", "?q", "//h/", "/p", "\\\\h", "http://x/", "x:y", " sc:a b "} {
		want, wantErr := Parse(ref)
		got, err := zero.Parse(ref)
		if got != want || (err == nil) != (wantErr == nil) {
			t.Errorf("zero.Parse(%q) = %q, %v; want %q, %v", ref, got.Href(), err, want.Href(), wantErr)
		}
		if wantErr != nil && !errors.Is(err, MissingSchemeNonRelativeURL) {
			t.Errorf("zero.Parse(%q): %v, want missing-scheme-non-relative-URL", ref, err)
		}
		vwant, errsWant, _ := Validate(ref)
		vgot, errs, err := zero.Validate(ref)
		if vgot != vwant || !slices.Equal(errs, errsWant) || (err == nil) != (wantErr == nil) {
			t.Errorf("zero.Validate(%q) = %q, %v, %v; want %q, %v", ref, vgot.Href(), errs, err, vwant.Href(), errsWant)
		}
	}
}
