package uritemplate

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/pct"
)

// Parsing, RFC 6570 §2: the grammar of literals (§2.1), expressions
// (§2.2), variables (§2.3) and value modifiers (§2.4), with the scanning
// steps of Appendix A ("Scan the template and copy literals ...", "If an
// expression is found, scan the template to the next '}' ..."). Parsing
// stops at the first error, reported with its offset and what to write
// instead; a template that parses has no syntax errors left for expansion
// to find (§3 asks a processor to report them: here, before expanding).

// Parse parses a URI Template (RFC 6570 §2, Level 4 syntax, which includes
// all lower levels). An invalid template gives an *Error with the offset of
// the fault.
func Parse(template string) (Template, error) {
	p := parser{s: template}
	// One allocation each for the parts and the varspecs: each expression
	// has one "{" and one "}" (a literal has neither), a literal is at most
	// one between two expressions, and a varspec follows a "{" or a ",".
	if n := min(strings.Count(template, "{"), strings.Count(template, "}")); n > 0 {
		p.parts = make([]Part, 0, 2*n+1)
		p.vars = make([]VarSpec, 0, n+strings.Count(template, ","))
	}
	if err := p.parse(); err != nil {
		return Template{}, err
	}
	return Template{text: template, syn: &syntax{parts: p.parts, vars: p.vars, names: p.names}}, nil
}

// MustParse is Parse for templates known to be valid, such as constants;
// it panics on an error.
func MustParse(template string) Template {
	t, err := Parse(template)
	if err != nil {
		panic(err)
	}
	return t
}

type parser struct {
	s     string
	parts []Part
	vars  []VarSpec
	names []string
	seen  map[string]bool // names already in names, once there are many
}

func (p *parser) err(off int, kind error, reason string) error {
	return newError(p.s, off, kind, reason)
}

// parse follows Appendix A's outer loop: "Scan the template and copy
// literals ... until an expression is indicated by a '{', an error is
// indicated by the presence of a non-literals character other than '{', or
// the template ends."
func (p *parser) parse() error {
	s := p.s
	for i := 0; i < len(s); {
		if s[i] == '{' {
			end, err := p.expression(i)
			if err != nil {
				return err
			}
			i = end
			continue
		}
		end, err := p.literal(i)
		if err != nil {
			return err
		}
		i = end
	}
	return nil
}

// literal scans the literals from s[start] to the next '{' or the end
// (§2.1) and adds them as one part; it returns where they end.
func (p *parser) literal(start int) (int, error) {
	s := p.s
	ascii := true
	i := start
	for i < len(s) && s[i] != '{' {
		b := s[i]
		switch {
		case isLiteral(b):
			i++
		case b == '%':
			if !isTriplet(s, i) {
				return 0, p.err(i, ErrPercent, `"%" not followed by two hex digits in a literal; write a literal "%" as %25`)
			}
			i += 3
		case b >= 0x80:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n <= 1 {
				return 0, p.err(i, ErrLiteral, describe(s, i)+" in a literal; a template is text in UTF-8")
			}
			if !isUcschar(r) {
				return 0, p.err(i, ErrLiteral, describe(s, i)+" in a literal (not ucschar or iprivate, §2.1); write its UTF-8 octets pct-encoded")
			}
			ascii = false
			i += n
		case b == '}':
			return 0, p.err(i, ErrLiteral, `"}" outside an expression; open the expression with "{", or write a literal "}" as %7D`)
		case b == ' ':
			return 0, p.err(i, ErrLiteral, "space in a literal; write %20")
		default:
			return 0, p.err(i, ErrLiteral, describe(s, i)+" in a literal; write "+pct.Triplet(b))
		}
	}
	text := s[start:i]
	lit := text
	if !ascii {
		lit = expandLiteral(text)
	}
	p.parts = append(p.parts, Part{Offset: start, Text: text, Literal: lit})
	return i, nil
}

// expandLiteral is §3.1 for a literal run holding non-ASCII characters:
// each is written as the pct-encoded octets of its UTF-8 form (U+R with its
// triplets kept: the parser checked every "%" starts one).
func expandLiteral(text string) string { return pct.Encode(text, pct.TemplateReserved) }

// expression parses the expression whose "{" is at s[open] (§2.2) and
// returns the offset after its "}".
func (p *parser) expression(open int) (int, error) {
	s := p.s
	// "If an expression is found, scan the template to the next '}' and
	// extract the characters in between the braces."
	n := strings.IndexByte(s[open+1:], '}')
	if n < 0 {
		// "If the template ends before a '}', then ... return with an
		// error status indicating the expression is malformed."
		return 0, p.err(open, ErrUnclosed, `"{" with no "}" after it; close the expression, or write a literal "{" as %7B`)
	}
	close := open + 1 + n
	// "Examine the first character of the extracted expression for an
	// operator."
	i := open + 1
	if i == close {
		return 0, p.err(open, ErrEmpty, `empty expression "{}"; put a variable name between the braces, or write literal braces as %7B%7D`)
	}
	var op byte
	switch c := s[i]; c {
	case '+', '#', '.', '/', ';', '?', '&':
		// "If a known and implemented operator is found, store the
		// operator and skip to the next character to begin the
		// varspec-list."
		op = c
		i++
	case '=', ',', '!', '@', '|':
		return 0, p.err(i, ErrOperator, "operator "+describe(s, i)+" is reserved for future extensions (§2.2); use one of + # . / ; ? & or none")
	}
	// "Otherwise, store the operator as NUL (simple string expansion)."
	first := len(p.vars)
	for {
		// "For each varspec, extract a variable name and optional modifier
		// from the expression by scanning the variable-list until a
		// character not in the varname set is found or the end of the
		// expression is reached."
		v, end, err := p.varspec(i, close, op)
		if err != nil {
			return 0, err
		}
		p.vars = append(p.vars, v)
		p.addName(v.Name)
		if end == close {
			break
		}
		i = end + 1 // after the ","
	}
	p.parts = append(p.parts, Part{Offset: open, Text: s[open : close+1], Operator: op, Vars: p.vars[first:len(p.vars):len(p.vars)]})
	return close + 1, nil
}

// varspec parses one varspec (§2.3 varname, §2.4 modifier-level4) starting
// at s[i], in an expression that closes at s[close]. It returns the offset
// of the "," or "}" after it.
func (p *parser) varspec(i, close int, op byte) (VarSpec, int, error) {
	s := p.s
	start := i
	// varname = varchar *( ["."] varchar )
	for {
		switch {
		case i < close && isVarchar(s[i]):
			i++
		case i < close && s[i] == '%':
			if !isTriplet(s[:close], i) {
				return VarSpec{}, 0, p.err(i, ErrPercent, `"%" not followed by two hex digits in a variable name; a name may hold pct-encoded triplets such as %20`)
			}
			i += 3
		default:
			return VarSpec{}, 0, p.nameError(start, i, close, op)
		}
		if i < close && s[i] == '.' {
			i++
			continue // a varchar must follow the "."
		}
		if i < close && (isVarchar(s[i]) || s[i] == '%') {
			continue
		}
		break
	}
	v := VarSpec{Name: s[start:i], Offset: start}
	// "If it is not the end of the expression and the last character found
	// indicates a modifier ('*' or ':'), remember that modifier."
	switch {
	case i < close && s[i] == '*':
		v.Explode = true
		i++
	case i < close && s[i] == ':':
		i++
		// "... continue scanning the next one to four characters for the
		// max-length represented as a decimal integer"
		// max-length = %x31-39 0*3DIGIT
		digits := i
		for i < close && s[i] >= '0' && s[i] <= '9' {
			if i-digits == 4 {
				return VarSpec{}, 0, p.err(digits, ErrModifier, "prefix "+s[digits:i+1]+"… above 9999 (§2.4.1); write a max-length from 1 to 9999")
			}
			v.Prefix = v.Prefix*10 + int(s[i]-'0')
			i++
		}
		switch {
		case i == digits && i < close && s[i] != ',':
			return VarSpec{}, 0, p.err(i, ErrModifier, describe(s, i)+" in a prefix modifier (§2.4.1); write a max-length from 1 to 9999 after the \":\"")
		case i == digits:
			return VarSpec{}, 0, p.err(i, ErrModifier, "prefix \":\" without a max-length (§2.4.1); write a number from 1 to 9999 after the \":\"")
		case s[digits] == '0':
			return VarSpec{}, 0, p.err(digits, ErrModifier, "prefix with a leading zero (§2.4.1); write a max-length from 1 to 9999 without leading zeros")
		}
	}
	// "If it is not the end of the expression and the last character found
	// is not a comma (','), ... remember that the result is in an error
	// state"
	if i < close && s[i] != ',' {
		switch {
		case s[i] == '*' && v.Prefix > 0, s[i] == ':' && v.Explode:
			return VarSpec{}, 0, p.err(i, ErrModifier, "a prefix and an explode modifier on one variable (§2.4); keep one of them")
		case s[i] == ':' || s[i] == '*':
			return VarSpec{}, 0, p.err(i, ErrModifier, "second modifier "+describe(s, i)+" (§2.4); a variable takes at most one modifier")
		case s[i] == ' ' || s[i] == '{':
			return VarSpec{}, 0, p.nameError(start, i, close, op)
		case v.Prefix > 0:
			return VarSpec{}, 0, p.err(i, ErrModifier, describe(s, i)+" in a prefix modifier (§2.4.1); a max-length is digits only, followed by \",\" or \"}\"")
		}
		return VarSpec{}, 0, p.err(i, ErrVarname, describe(s, i)+" after variable "+quote(v.Name)+"; a variable name is followed by a modifier (\":N\" or \"*\"), \",\" or \"}\"")
	}
	return v, i, nil
}

// nameError explains why s[i] cannot continue or begin the varname that
// starts at s[start].
func (p *parser) nameError(start, i, close int, op byte) error {
	s := p.s
	if i > start && s[i-1] == '.' {
		return p.err(i-1, ErrVarname, `"." at the end of a variable name or before another "." (§2.3); a "." must stand between two name characters`)
	}
	if i == close || s[i] == ',' {
		return p.err(i, ErrVarname, "missing variable name (§2.3); write a name of letters, digits, \"_\" or pct-encoded triplets")
	}
	switch c := s[i]; {
	case c == '{':
		return p.err(i, ErrVarname, `"{" inside an expression: expressions cannot nest (§3.2); close the expression with "}" first`)
	case c == ' ':
		return p.err(i, ErrVarname, `space in a variable name (§2.3); names hold letters, digits, "_", "." and pct-encoded triplets (a space is %20)`)
	case i == start && op != 0 && strings.IndexByte("+#./;?&=,!@|", c) >= 0:
		return p.err(i, ErrVarname, "second operator "+describe(s, i)+" (§2.2); an expression has at most one operator, before its first variable")
	}
	return p.err(i, ErrVarname, describe(s, i)+" in a variable name (§2.3); names hold letters, digits, \"_\", \".\" and pct-encoded triplets")
}

// addName records name in the template's distinct names.
func (p *parser) addName(name string) {
	if p.seen == nil && len(p.names) < 16 {
		for _, n := range p.names {
			if n == name {
				return
			}
		}
		p.names = append(p.names, name)
		return
	}
	if p.seen == nil {
		p.seen = make(map[string]bool, 32)
		for _, n := range p.names {
			p.seen[n] = true
		}
	}
	if !p.seen[name] {
		p.seen[name] = true
		p.names = append(p.names, name)
	}
}
