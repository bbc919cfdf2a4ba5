package uritemplate

import (
	"errors"
	"strings"
	"testing"
)

// Every error of RFC 6570 §2 (and the one of §3 expansion can meet), with
// the offset of the fault and what the message tells to write instead.
// Offsets were counted by hand from the templates.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		template string
		kind     error
		offset   int
		says     string
	}{
		// §2.1 literals
		{"a b", ErrLiteral, 1, "write %20"},
		{`a"b`, ErrLiteral, 1, "write %22"},
		{"a<b>", ErrLiteral, 1, "write %3C"},
		{`a\b`, ErrLiteral, 1, "write %5C"},
		{"a^b", ErrLiteral, 1, "write %5E"},
		{"a`b", ErrLiteral, 1, "write %60"},
		{"a|b", ErrLiteral, 1, "write %7C"},
		{"a}b", ErrLiteral, 1, "write a literal \"}\" as %7D"},
		{"a\x00", ErrLiteral, 1, "control byte %00"},
		{"a\x7f", ErrLiteral, 1, "write %7F"},
		{"caf\xe9", ErrLiteral, 3, "(not UTF-8) in a literal at offset 3: a template is text in UTF-8"},
		{"a\ufffdb", ErrLiteral, 1, "U+FFFD in a literal (not ucschar"}, // the replacement character itself, valid UTF-8
		{"a\u0085b", ErrLiteral, 1, "U+0085"},                           // a C1 control: not ucschar
		{"a\ufffeb", ErrLiteral, 1, "U+FFFE"},                           // a noncharacter
		{"a\U000E0001b", ErrLiteral, 1, "U+E0001"},                      // %xE0000-E0FFF are not ucschar
		{"100%", ErrPercent, 3, "write a literal \"%\" as %25"},
		{"100%2", ErrPercent, 3, "%25"},
		{"%zz", ErrPercent, 0, "%25"},
		// §2.2 expressions
		{"/x{y", ErrUnclosed, 2, "close the expression, or write a literal \"{\" as %7B"},
		{"/x{}", ErrEmpty, 2, "put a variable name between the braces"},
		{"{=x}", ErrOperator, 1, "reserved for future extensions"},
		{"{,x}", ErrOperator, 1, "use one of + # . / ; ? &"},
		{"{!x}", ErrOperator, 1, ""},
		{"{@x}", ErrOperator, 1, ""},
		{"{|x}", ErrOperator, 1, ""},
		{"{??x}", ErrVarname, 2, "at most one operator"},
		{"{+#x}", ErrVarname, 2, "at most one operator"},
		{"{$x}", ErrVarname, 1, "names hold letters"},
		{"{a{b}", ErrVarname, 2, "expressions cannot nest"},
		// §2.3 variables
		{"{}x{x y}", ErrEmpty, 0, ""},
		{"{x y}", ErrVarname, 2, "space in a variable name"},
		{"{ x}", ErrVarname, 1, "space"},
		{"{x,}", ErrVarname, 3, "missing variable name"},
		{"{,}", ErrOperator, 1, ""},
		{"{+}", ErrVarname, 2, "missing variable name"},
		{"{.}", ErrVarname, 2, "missing variable name"}, // "." the operator, not the end of a name
		{"{x,,y}", ErrVarname, 3, "missing variable name"},
		{"{.x.}", ErrVarname, 3, `"." at the end of a variable name`},
		{"{x..y}", ErrVarname, 2, `"." at the end of a variable name or before another`},
		{"{.x}", ErrVarname, -1, ""}, // valid: "." is the operator
		{"{x%2}", ErrPercent, 2, "pct-encoded triplets"},
		{"{x%g0}", ErrPercent, 2, ""},
		{"{x-y}", ErrVarname, 2, `after variable "x"`},
		{"{x=1}", ErrVarname, 2, "followed by a modifier"},
		// §2.4 modifiers
		{"{x:0}", ErrModifier, 3, "leading zero"},
		{"{x:01}", ErrModifier, 3, "leading zero"},
		{"{x:10000}", ErrModifier, 3, "prefix 10000… above 9999"},
		{"{x:}", ErrModifier, 3, "without a max-length"},
		{"{x:,y}", ErrModifier, 3, "without a max-length"},
		{"{x:a}", ErrModifier, 3, `'a' in a prefix modifier`},
		{"{x:3a}", ErrModifier, 4, "digits only"},
		{"{x:3*}", ErrModifier, 4, "a prefix and an explode"},
		{"{x*:3}", ErrModifier, 3, "a prefix and an explode"},
		{"{x**}", ErrModifier, 3, "at most one modifier"},
		{"{x:3:4}", ErrModifier, 4, "at most one modifier"},
	} {
		_, err := Parse(c.template)
		if c.offset < 0 {
			if err != nil {
				t.Errorf("Parse(%q): %v; want no error", c.template, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, c.kind) || e.Offset != c.offset || !strings.Contains(err.Error(), c.says) {
			t.Errorf("Parse(%q): %v; want %v at offset %d saying %q", c.template, err, c.kind, c.offset, c.says)
		}
	}
}

// §2.4.1: a prefix on a list or an associative array is an error when
// expanding, at the variable's offset; Expand leaves nothing behind.
func TestExpandCompositePrefix(t *testing.T) {
	tm := MustParse("a{x}{+y,keys:1}")
	vars := Values{"x": String("1"), "keys": Assoc(Pair{"k", "v"})}
	_, err := tm.Expand(vars)
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrComposite) || e.Offset != 8 || !strings.Contains(err.Error(), `remove the ":1"`) {
		t.Errorf("Expand: %v", err)
	}
	if b, err := tm.AppendExpand([]byte("keep"), vars); string(b) != "keep" || err == nil {
		t.Errorf("AppendExpand: %q, %v", b, err)
	}
	vars["keys"] = List("a")
	if _, err := tm.Expand(vars); !errors.Is(err, ErrComposite) || !strings.Contains(err.Error(), "list") {
		t.Errorf("list: %v", err)
	}
}

// Level reports the lowest level of §1.2 a template needs.
func TestLevel(t *testing.T) {
	for s, want := range map[string]int{
		"": 1, "x": 1, "{var}": 1, "{+var}": 2, "X{#hello}": 2, "{x,y}": 3, "{+x,y}": 3, "{.x}": 3,
		"{/x}": 3, "{;x}": 3, "{?x}": 3, "{&x}": 3, "{x:3}": 4, "{x*}": 4, "{+x}{?y*}": 4,
	} {
		if got := MustParse(s).Level(); got != want {
			t.Errorf("Level(%q) = %d, want %d", s, got, want)
		}
	}
}

// Literals: non-ASCII characters are written as their UTF-8 octets
// (§3.1); triplets and reserved characters are copied.
func TestLiteralExpansion(t *testing.T) {
	for s, want := range map[string]string{
		"café/":              "caf%C3%A9/",
		"x%20y":              "x%20y",
		"a:b/c?d#e[f]@g!$&'": "a:b/c?d#e[f]@g!$&'",
		"\U00010000\ue000":   "%F0%90%80%80%EE%80%80",
		"(*+,;=)":            "(*+,;=)",
	} {
		if got, err := MustParse(s).Expand(nil); err != nil || got != want {
			t.Errorf("%q expands to %q, %v; want %q", s, got, err, want)
		}
	}
}

func TestMustParsePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("MustParse of an invalid template did not panic")
		}
	}()
	MustParse("{")
}

// Parse allocates its parts and its varspecs once each, whatever the
// number of expressions (growth by append would add one allocation per
// doubling): here 40 expressions and 40 literals.
func TestParseAllocs(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 40; i++ {
		b.WriteString("/{a" + string(rune('A'+i%26)) + string(rune('0'+i/26)) + "}")
	}
	s := b.String()
	// parts, varspecs, the syntax, the names (growing to 16), then the map
	// of names past 16 and its growth
	if a := testing.AllocsPerRun(20, func() { Parse(s) }); a > 16 {
		t.Errorf("Parse of 40 expressions: %v allocations", a)
	}
	if a := testing.AllocsPerRun(20, func() { Parse("/a/b/c") }); a != 2 {
		t.Errorf("Parse of a literal: %v allocations, want 2 (the part, the syntax)", a)
	}
}
