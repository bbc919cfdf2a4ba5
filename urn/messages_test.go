package urn

import (
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/message"
)

// What the errors say, where it matters which rule was broken: RFC 2141
// §2.3.2 reserves "/", "?" and "#" (RFC 8141 allows them), §2.4 excludes
// "\" "\"" "&" "<" ">" "[" "]" "^" "`" "{" "|" "}" "~"; every other
// character gets the generic reason.
func TestRFC2141CharReasons(t *testing.T) {
	for _, c := range "/?#" {
		_, err := RFC2141.Parse("urn:ex:a" + string(c) + "b")
		if err == nil || !strings.Contains(err.Error(), "reserved in RFC 2141 URNs (§2.3.2") {
			t.Errorf("%q: %v", c, err)
		}
	}
	for _, c := range "&~\\\"<>[]^`{|}" {
		var e *Error
		_, err := RFC2141.Parse("urn:ex:a" + string(c) + "b")
		if !errors.As(err, &e) || e.Offset != 8 || !errors.Is(err, ErrChar) || !strings.Contains(err.Error(), "excluded from RFC 2141 URNs (§2.4)") {
			t.Errorf("%q: %v", c, err)
		}
	}
	for _, c := range " \x00\x7f" {
		_, err := RFC2141.Parse("urn:ex:a" + string(c) + "b")
		if err == nil || strings.Contains(err.Error(), "§2.4") || strings.Contains(err.Error(), "§2.3.2") {
			t.Errorf("%q: %v", c, err)
		}
	}
}

// RFC 8141 §2: an r-, q- or f-component starts with a pchar, and is not
// empty: the reasons name the component and its introducer.
func TestComponentReasons(t *testing.T) {
	for _, c := range []struct {
		in, want string
		off      int
	}{
		{"urn:ex:a?+/x", `r-component starts with '/'`, 10},
		{"urn:ex:a?+?x", `r-component starts with '?'`, 10},
		{"urn:ex:a?=/x", `q-component starts with '/'`, 10},
		{"urn:ex:a#/x", "", -1}, // an f-component is RFC 3986's fragment: "/" may start it
		{"urn:ex:a?+", `remove the "?+"`, 10},
		{"urn:ex:a?=", `remove the "?="`, 10},
		{"urn:ex:a?+#f", `remove the "?+"`, 10},
		{"urn:ex:a?=#f", `remove the "?="`, 10},
		{"urn:ex:a?", "", 8},
		{"urn:ex:a?x", "", 8},
		{"urn:ex:a?+b?=c", "", -1},
	} {
		_, err := Parse(c.in)
		var e *Error
		switch {
		case c.off < 0 && err != nil:
			t.Errorf("Parse(%q): %v", c.in, err)
		case c.off >= 0 && (!errors.As(err, &e) || e.Offset != c.off || !strings.Contains(err.Error(), c.want)):
			t.Errorf("Parse(%q) = %v; want %q at %d", c.in, err, c.want, c.off)
		}
	}
}

// The "urn:" prefix (RFC 8141 §2: "urn" ":" NID, case-insensitive): the
// error is at the first byte that departs from it.
func TestPrefixErrors(t *testing.T) {
	for _, c := range []struct {
		in  string
		off int
	}{{"", 0}, {"u", 1}, {"ur", 2}, {"URN", 3}, {"urx:a:b", 2}, {"uRn", 3}, {"urn;ex:a", 3}, {"xrn:ex:a", 0}} {
		var e *Error
		if _, err := Parse(c.in); !errors.As(err, &e) || e.Offset != c.off || !errors.Is(err, ErrScheme) {
			t.Errorf("Parse(%q) = %v, want ErrScheme at %d", c.in, err, c.off)
		}
	}
}

// Names of values outside the enumerations, and the description of bytes
// in messages: printable ASCII quoted, everything else as its triplet.
func TestNames(t *testing.T) {
	if Dialect(200).String() != "dialect(?)" || Draft.String() != "draft" {
		t.Errorf("Dialect names: %q %q", Dialect(200), Draft)
	}
	if Part(6).String() != "part(6)" || PartF.String() != "f-component" {
		t.Errorf("Part names: %q %q", Part(6), PartF)
	}
	for b, want := range map[byte]string{0x1f: "byte %1F", ' ': "' '", '~': "'~'", 0x7f: "byte %7F", 0x80: "byte %80", '!': "'!'"} {
		if got := message.Byte(b); got != want {
			t.Errorf("message.Byte(%#x) = %q, want %q", b, got, want)
		}
	}
}

// Build (RFC 8141 §2.2): text that is not UTF-8 is refused at its first
// byte that is not; an NID that is none at its offset in the NID.
func TestBuildErrorOffsets(t *testing.T) {
	for _, c := range []struct {
		nid, text string
		part      Part
		off       int
	}{
		{"ex", "ab\xffc", PartNSS, 2},
		{"ex", "é\xc3", PartNSS, 2},
		{"ex", "\x80", PartNSS, 0},
		{"e_x", "a", PartNID, 1},
		{"-ex", "a", PartNID, 0},
		{"x", "a", PartNID, 1},
		{"ex:y", "a", PartNID, 2},
	} {
		var e *Error
		if _, err := Build(c.nid, c.text); !errors.As(err, &e) || e.Part != c.part || e.Offset != c.off || !errors.Is(err, ErrBuild) {
			t.Errorf("Build(%q, %q) = %v, want ErrBuild in %v at %d", c.nid, c.text, err, c.part, c.off)
		}
	}
	if u, err := Build("ex", "é/x"); err != nil || u.String() != "urn:ex:%C3%A9/x" {
		t.Errorf("Build = %v, %v", u, err)
	}
	if u, err := Build("ex", "/x"); err != nil || u.String() != "urn:ex:%2Fx" {
		t.Errorf("Build of a leading slash = %v, %v (NSS = pchar *( pchar / \"/\" ))", u, err)
	}
}

// Display shows percent-encoded UTF-8 of up to four octets, and no octet
// below 0x80: "%80" alone is no character, ASCII stays encoded.
func TestDisplayOctets(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"urn:ex:%80", "urn:ex:%80"},
		{"urn:ex:%7F%80", "urn:ex:%7F%80"},
		{"urn:ex:%F0%9F%98%80%F0%9F%98%80", "urn:ex:😀😀"},
		{"urn:ex:%F0%9F%98%80%41", "urn:ex:😀%41"},
		{"urn:ex:%F0%9F%98%80%C3%A9", "urn:ex:😀é"},
	} {
		u, err := Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Display(); got != c.want {
			t.Errorf("Display(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
