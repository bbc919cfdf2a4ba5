package uritemplate

import (
	"strconv"
	"strings"
	"testing"
)

// Expansion rows beyond the suite, each worked out from RFC 6570 §3 and
// Appendix A: prefixes under U and U+R, empty list members under named
// operators, triplets of every octet.
func TestExpandRows(t *testing.T) {
	vars := Values{
		"pct":   String("%41bc"),
		"nul":   String("%00"),
		"empty": List(""),
		"one":   List("a"),
		"two":   List("a", ""),
		"keys":  Assoc(Pair{"k", "v"}, Pair{"e", ""}),
		"greek": String("αβγ"),
		"bad":   String("\xffa"),
	}
	for _, c := range [][2]string{
		// §2.4.1 under U+R a triplet is one character (not split), under
		// U "%" is a character like any other
		{"{+pct:2}", "%41b"},
		{"{pct:2}", "%254"},
		{"{#pct:1}", "#%41"},
		{"{+greek:2}", "%CE%B1%CE%B2"},
		{"{bad:1}", "%FF"},
		{"{bad:2}", "%FFa"},
		// §3.2.1: a triplet of any octet passes U+R, "%" alone does not
		{"{+nul}", "%00"},
		{"{nul}", "%2500"},
		{"a%00b", "a%00b"},
		// a list whose expansion is empty takes ifemp under ";", "?", "&"
		{"{;empty}", ";empty"},
		{"{?empty}", "?empty="},
		{"{&empty}", "&empty="},
		{"{empty}", ""},
		{"{;one}", ";one=a"},
		{"{;two}", ";two=a,"},
		{"{?two*}", "?two=a&two="},
		{"{;two*}", ";two=a;two"},
		{"{;keys}", ";keys=k,v,e,"},
		{"{;keys*}", ";k=v;e"},
		{"{?keys*}", "?k=v&e="},
		{"{keys*}", "k=v,e="},
		{"{.keys*}", ".k=v.e="},
	} {
		got, err := MustParse(c[0]).Expand(vars)
		if err != nil || got != c[1] {
			t.Errorf("%s expands to %q, %v; want %q", c[0], got, err, c[1])
		}
	}
}

// The composite-prefix error names the kind with its article and the
// prefix as written.
func TestCompositePrefixMessage(t *testing.T) {
	for _, c := range [][3]string{
		{"{x:10}", "list", `whose value is a list (§2.4.1) at offset 1: remove the ":10"`},
		{"{x:9999}", "assoc", `whose value is an associative array (§2.4.1) at offset 1: remove the ":9999"`},
	} {
		v := List("a")
		if c[1] == "assoc" {
			v = Assoc(Pair{"k", "v"})
		}
		_, err := MustParse(c[0]).Expand(Values{"x": v})
		if err == nil || !strings.Contains(err.Error(), c[2]) {
			t.Errorf("%s: %v; want …%s", c[0], err, c[2])
		}
	}
}

// Expand allocates its buffer once, at twice the template's length, and
// then the string: a literal template costs two allocations.
func TestExpandAllocsOnce(t *testing.T) {
	tm := MustParse(strings.Repeat("abcd", 64) + "{x}")
	vars := Values{"x": String(strings.Repeat("y", 200))}
	if a := testing.AllocsPerRun(20, func() { tm.Expand(vars) }); a != 2 {
		t.Errorf("Expand: %v allocations, want 2", a)
	}
}

// The characters of §1.5's ucschar and iprivate at each end of their
// ranges, in a literal.
func TestUcscharBounds(t *testing.T) {
	for r, ok := range map[rune]bool{
		0x9F: false, 0xA0: true, 0xD7FF: true, 0xE000: true, 0xF8FF: true, 0xF900: true, 0xFDCF: true,
		0xFDD0: false, 0xFDEF: false, 0xFDF0: true, 0xFFEF: true, 0xFFF0: false, 0xFFFE: false,
		0x10000: true, 0x1FFFD: true, 0x1FFFE: false, 0x1FFFF: false, 0x20000: true, 0xDFFFD: true,
		0xE0000: false, 0xE0FFF: false, 0xE1000: true, 0xEFFFD: true, 0xEFFFE: false, 0xF0000: true,
		0xFFFFD: true, 0xFFFFE: false, 0x100000: true, 0x10FFFD: true, 0x10FFFE: false,
	} {
		_, err := Parse("a" + string(r))
		if (err == nil) != ok {
			t.Errorf("U+%04X in a literal: %v; want accepted %v", r, err, ok)
		}
	}
}

// Messages quote at most 40 bytes of input, cut on a character boundary.
func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		strings.Repeat("a", 40):        `"` + strings.Repeat("a", 40) + `"`,
		strings.Repeat("a", 41):        `"` + strings.Repeat("a", 40) + `"…`,
		strings.Repeat("a", 39) + "éz": `"` + strings.Repeat("a", 39) + `"…`,
		"":                             `""`,
	} {
		if got := quote(in); got != want {
			t.Errorf("quote(%q) = %s, want %s", in, got, want)
		}
	}
	// Bytes that are not UTF-8: the cut backs up at most three bytes
	// looking for a character's start, then cuts anyway.
	if got, want := quote(strings.Repeat("\x80", 50)), strconv.Quote(strings.Repeat("\x80", 36))+"…"; got != want {
		t.Errorf("quote of continuation bytes = %s, want %s", got, want)
	}
	if got := describe("\x7f", 0); got != "control byte %7F" {
		t.Errorf("describe DEL: %s", got)
	}
	if got := describe("\U0001F600", 0); got != "U+1F600" {
		t.Errorf("describe: %s", got)
	}
	if got := describe("é", 0); got != "U+00E9" {
		t.Errorf("describe: %s", got)
	}
	e := &Error{Reason: "no hint here", Offset: 3}
	if e.Error() != "uritemplate: no hint here at offset 3" || e.ByteOffset() != 3 {
		t.Errorf("Error() = %q", e.Error())
	}
}
