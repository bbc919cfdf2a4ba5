package rule

import (
	"errors"
	"strings"
	"testing"
)

// Error() is "<scheme>: <what> at offset <n> in <rule>[: <how to fix>]",
// the reason split at its first "; ".
func TestErrorShape(t *testing.T) {
	for _, tc := range []struct {
		e    *Error
		want string
	}{
		{New("ftp://h/a;b", 20, "ftp", "fsegment", ErrInvalidChar, `invalid character ";"; write it as %3B`),
			`ftp: invalid character ";" at offset 20 in fsegment: write it as %3B`},
		{New("x", 3, "", "r", ErrInvalidPart, "what"), "schemes: what at offset 3 in r"},
		{New("x", 0, "news", "r", ErrInvalidPart, "a;b;c"), "news: a;b;c at offset 0 in r"},
		{New("x", 0, "news", "r", ErrInvalidPart, "a;"), "news: a; at offset 0 in r"},
		{New("x", 0, "news", "r", ErrInvalidPart, "a; b; c"), "news: a at offset 0 in r: b; c"},
		{New("x", 0, "news", "r", ErrInvalidPart, "; b"), "news:  at offset 0 in r: b"},
	} {
		if got := tc.e.Error(); got != tc.want {
			t.Errorf("Error() = %q; want %q", got, tc.want)
		}
	}
	e := New("in", 5, "s", "r", ErrNoSyntax, "x")
	if !errors.Is(e, ErrNoSyntax) || errors.Is(e, ErrInvalidChar) || e.ByteOffset() != 5 || e.Unwrap() != ErrNoSyntax {
		t.Errorf("%#v: kind or offset lost", e)
	}
}

// Char names the byte and its percent-encoding (RFC 1738 §2.2), or a "%"
// that starts no escape.
func TestChar(t *testing.T) {
	for _, tc := range []struct {
		s      string
		off    int
		reason string
	}{
		{"a;b", 1, `invalid character ';'; write it as %3B`},
		{"a b", 1, `invalid character ' '; write it as %20`},
		{"a~", 1, `invalid character '~'; write it as %7E`},
		{"a\x1fb", 1, "invalid character byte %1F; write it as %1F"},
		{"a\x7fb", 1, "invalid character byte %7F; write it as %7F"},
		{"a\xffb", 1, "invalid character byte %FF; write it as %FF"},
		{"a\x00", 1, "invalid character byte %00; write it as %00"},
		{"a%2", 1, `"%" not followed by two hex digits; a literal "%" must be written %25`},
	} {
		e := Char(tc.s, tc.off, "mid", "addr-spec")
		if e.Reason != tc.reason || e.Offset != tc.off || e.Rule != "addr-spec" || e.Scheme != "mid" || e.Input != tc.s || !errors.Is(e, ErrInvalidChar) {
			t.Errorf("Char(%q, %d) = %#v; want reason %q", tc.s, tc.off, e, tc.reason)
		}
	}
}

func TestQuote(t *testing.T) {
	s40 := strings.Repeat("a", 40)
	for in, want := range map[string]string{
		"":         `""`,
		"a\"b":     `"a\"b"`,
		s40:        `"` + s40 + `"`,
		s40 + "b":  `"` + s40 + `"...`,
		s40 + "bc": `"` + s40 + `"...`,
	} {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q) = %q; want %q", in, got, want)
		}
	}
}
