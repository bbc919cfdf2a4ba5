package uri

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// TestHostileErrorTexts makes every kind of error from 1 MiB inputs (64
// KiB with -short), thousands of times maxQuoted, and checks that the
// message quotes a bounded part of the input (maxQuoted bytes and "…"),
// while the offset still points into the input.
func TestHostileErrorTexts(t *testing.T) {
	n := 1 << 20
	if testing.Short() {
		n = 64 << 10
	}
	big := strings.Repeat("a", n)
	pct := strings.Repeat("%3B", n/3)
	mustURI := func(s string) URI {
		u, err := ParseReference(s)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	urlErr := func(s string) error {
		_, err := mustURI(s).URL()
		return err
	}
	for _, tc := range []struct {
		name string
		err  error
	}{
		{"colon in the first segment", func() error { _, err := ParseReference("1" + big + ":b"); return err }()},
		{"missing scheme", func() error { _, err := Parse(big); return err }()},
		{"space in a path", func() error { _, err := Parse("http://a/" + big + " "); return err }()},
		{"bad host", func() error { _, err := Parse("http://[" + big + "]/"); return err }()},
		{"bad port", func() error { _, err := Parse("http://a:1" + big + "/"); return err }()},
		{"decode", func() error { _, err := Decode(big + "%"); return err }()},
		{"a scheme", ValidScheme(big + "%")},
		{"URL userinfo", urlErr("http://" + pct + "@x/")},
		{"URL host", urlErr("http://" + strings.Repeat("%61", n/3) + "/")},
		{"URL empty fragment", urlErr("http://a/?" + big + "#")},
		{"URL control host", urlErr("http://" + big + "%0A/")},
		{"FromURL", func() error { _, err := FromURL(&url.URL{Scheme: "http", Host: big + "<"}); return err }()},
		{"Builder RawHost", new(Builder).RawHost(big + "[").Err()},
		{"Builder Scheme", new(Builder).Scheme(big + "_").Err()},
		{"Builder RawAuthority", new(Builder).RawAuthority(big + "@@").Err()},
		{"Builder RawPath", func() error { _, err := new(Builder).RawPath("//" + big).Build(); return err }()},
		{"Resolve", func() error { _, err := Resolve(mustURI(big), mustURI("g")); return err }()},
		{"Relative", func() error { _, err := Relative(mustURI(big), mustURI("http://a/")); return err }()},
		{"NormalizeString", func() error { _, err := Normalizer{}.NormalizeString(big + " "); return err }()},
	} {
		var e *Error
		if !errors.As(tc.err, &e) {
			t.Errorf("%s: %v is not an *Error", tc.name, tc.err)
			continue
		}
		if msg := tc.err.Error(); len(msg) > 300 {
			t.Errorf("%s: message of %d bytes: %.200s…", tc.name, len(msg), msg)
		}
		if e.Offset < 0 || e.Offset > len(e.Input) {
			t.Errorf("%s: offset %d outside the input of %d bytes", tc.name, e.Offset, len(e.Input))
		}
	}
}

// TestQuoteInput checks the quoting of errors: short text whole, long text
// cut on a UTF-8 boundary and marked with "…".
func TestQuoteInput(t *testing.T) {
	long := strings.Repeat("é", 30) // 60 bytes: 48 is a rune start
	for _, tc := range []struct{ in, want string }{
		{"", `""`},
		{"a:b", `"a:b"`},
		{strings.Repeat("x", 48), `"` + strings.Repeat("x", 48) + `"`},
		{strings.Repeat("x", 49), `"` + strings.Repeat("x", 48) + `"…`},
		{long, `"` + strings.Repeat("é", 24) + `"…`},
		{"x" + long, `"x` + strings.Repeat("é", 23) + `"…`}, // byte 48 continues a rune: cut before it
		{strings.Repeat("\n", 60), `"` + strings.Repeat(`\n`, 48) + `"…`},
	} {
		if got := quoteInput(tc.in); got != tc.want {
			t.Errorf("quoteInput(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// A long input is quoted cut to its first maxQuoted (48) bytes, moved back
// to the start of the character that straddles the cut, and only over
// bytes that could be part of that character (at most utf8.UTFMax-1 back):
// text that is no UTF-8 is cut where it is.
func TestQuoteInputCut(t *testing.T) {
	a := func(n int) string { return strings.Repeat("a", n) }
	for _, tc := range []struct{ in, kept string }{
		{a(48) + "bcd", a(48)},
		{a(47) + "€x", a(47)},              // € is 3 bytes: 47, 48, 49
		{a(46) + "€xyz", a(46)},            // 46, 47, 48
		{a(45) + "€" + a(10), a(45) + "€"}, // ends at 47: 48 starts "a"
		{a(45) + strings.Repeat("\x80", 15), a(45) + strings.Repeat("\x80", 3)}, // no start within 3 bytes back
	} {
		if got, want := quoteInput(tc.in), strconv.Quote(tc.kept)+"…"; got != want {
			t.Errorf("quoteInput(%q) = %s, want %s", tc.in, got, want)
		}
	}
}
