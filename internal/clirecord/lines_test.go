package clirecord

import "testing"

// Blank lines and comments are skipped where no input can be one; an empty
// line and "#" are references (RFC 3986 §4.1: the empty reference, an
// empty fragment), "#x" is one (a fragment), so they are kept where inputs
// are references; nothing is skipped where inputs are any text.
func TestLinesSkips(t *testing.T) {
	for line, want := range map[string][3]bool{ // URILines, RefLines, TextLines
		"":           {true, false, false},
		"#":          {true, false, false},
		" ":          {true, true, false},
		"\t \t":      {true, true, false},
		"# x":        {true, true, false},
		"#\tx":       {true, true, false},
		"  # x":      {true, true, false},
		"  #":        {true, true, false},
		"#x":         {false, false, false},
		"##":         {false, false, false},
		"a # b":      {false, false, false},
		"http://a/#": {false, false, false},
		"x":          {false, false, false},
	} {
		for i, k := range []Lines{URILines, RefLines, TextLines} {
			if got := k.Skips(line); got != want[i] {
				t.Errorf("Lines(%d).Skips(%q) = %v", k, line, got)
			}
		}
	}
}
