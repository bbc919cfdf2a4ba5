package uritemplate

// The parsed template (RFC 6570 §2): literals and expressions, each with
// its byte offset in the template text.

// Template is a URI Template parsed once (RFC 6570 §2), ready to expand
// many times and to match URIs. Its zero value is the empty template, which
// expands to the empty string. A Template is immutable and safe for
// concurrent use; copying it is cheap.
type Template struct {
	text string
	syn  *syntax // nil for the zero Template; shared by copies
}

// syntax is what parsing found: a Template holds it by pointer, so that a
// Template is two words and a pointer, passed in registers.
type syntax struct {
	parts []Part
	vars  []VarSpec // the varspecs of every expression, in order; parts slice it
	names []string  // distinct variable names in order of first appearance
}

var emptySyntax syntax

// s returns the template's syntax (the empty one for the zero Template).
func (t *Template) s() *syntax {
	if t.syn == nil {
		return &emptySyntax
	}
	return t.syn
}

// A Part is a literal run or an expression of a template.
type Part struct {
	Offset int    // byte offset of the part in the template ('{' for an expression)
	Text   string // the part as written: literal characters, or "{...}"
	// Literal is the literal's expansion (§3.1): Text with each character
	// that a URI cannot hold pct-encoded as UTF-8. Empty for an expression.
	Literal string
	// Operator is the expression's operator ('+', '#', '.', '/', ';', '?',
	// '&'), or 0 for simple string expansion and for a literal.
	Operator byte
	Vars     []VarSpec // the expression's variables; nil for a literal
}

// IsExpression reports whether the part is an expression.
func (p Part) IsExpression() bool { return p.Vars != nil }

// A VarSpec is one variable of an expression (§2.3, §2.4): its name and
// value modifier.
type VarSpec struct {
	Name    string // as written: pct-encoded triplets are part of the name (§2.3)
	Offset  int    // byte offset of the name in the template
	Prefix  int    // the prefix modifier's max-length (§2.4.1), 0 when none
	Explode bool   // the explode modifier "*" (§2.4.2)
}

// String returns the template text as it was parsed.
func (t Template) String() string { return t.text }

// Parts returns the template's literals and expressions in order. The
// slice, and each part's Vars, are the caller's: changing them does not
// change the template.
func (t Template) Parts() []Part {
	syn := t.s()
	out := make([]Part, len(syn.parts))
	copy(out, syn.parts)
	vars := append([]VarSpec(nil), syn.vars...)
	n := 0
	for i := range out {
		if k := len(out[i].Vars); out[i].Vars != nil {
			out[i].Vars = vars[n : n+k : n+k]
			n += k
		}
	}
	return out
}

// Names returns the distinct variable names of the template in order of
// first appearance. The slice is the caller's.
func (t Template) Names() []string { return append([]string(nil), t.s().names...) }

// Level returns the lowest level of §1.2 whose templates include t: 1 for
// simple string expansion of one variable, 2 with the "+" and "#"
// operators, 3 with several variables per expression or the other
// operators, 4 with value modifiers.
func (t Template) Level() int {
	level := 1
	for _, p := range t.s().parts {
		switch {
		case p.Vars == nil:
			continue
		case p.Operator == '+' || p.Operator == '#':
			level = max(level, 2)
		case p.Operator != 0:
			level = max(level, 3)
		}
		if len(p.Vars) > 1 {
			level = max(level, 3)
		}
		for _, v := range p.Vars {
			if v.Prefix > 0 || v.Explode {
				level = 4
			}
		}
	}
	return level
}
