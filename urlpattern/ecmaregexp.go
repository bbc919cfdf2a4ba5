package urlpattern

// The regular expressions of regexp groups, ":id(\d+)": ECMAScript regular
// expressions with the v flag (ECMA-262 §22.2, UnicodeSetsMode), and the i
// flag under ignoreCase. Each is read here by the grammar of §22.2.1 and
// written again in the syntax of Go's regexp (RE2) so that RE2 matches what
// ECMAScript matches, with the same groups: character classes (v-flag set
// operations included) become explicit ranges, "." and "\s" their
// ECMAScript sets. A construct RE2 cannot match as ECMAScript does is
// refused with an error that names it: lookahead and lookbehind,
// backreferences, Unicode property escapes, string literals in a class,
// pattern modifiers, a repetition of what can match the empty string (the
// two engines choose groups differently there), a capture group inside a
// repetition. Nothing is accepted and read differently.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// reTranslator reads one ECMAScript pattern (the regexp value of a part).
type reTranslator struct {
	src   string
	i     int
	fold  bool
	names map[string]bool
	// check: the pattern is read and checked only, its RE2 text not
	// written (translated.re stays empty).
	check bool
}

// reError is a refusal or syntax error at an offset of the regexp value.
type reError struct {
	at     int
	reason string
}

// translated is what a piece of pattern became: its RE2 text, whether it
// can match the empty string, and whether it holds a capture group.
type translated struct {
	re       string
	nullable bool
	capture  bool
}

// translateRegexp translates the regexp value src; fold is ignoreCase.
func translateRegexp(src string, fold bool) (translated, *reError) {
	return readRegexp(&reTranslator{src: src, fold: fold})
}

// checkRegexp is translateRegexp without the RE2 text: what it refuses,
// and whether the pattern is nullable or captures.
func checkRegexp(src string, fold bool) (translated, *reError) {
	return readRegexp(&reTranslator{src: src, fold: fold, check: true})
}

func readRegexp(t *reTranslator) (translated, *reError) {
	r, err := t.disjunction()
	if err != nil {
		return r, err
	}
	if t.i < len(t.src) {
		return r, t.errorf(t.i, "unmatched \")\"")
	}
	return r, nil
}

func (t *reTranslator) errorf(at int, reason string) *reError {
	return &reError{at: at, reason: reason}
}

func (t *reTranslator) peek() byte {
	if t.i < len(t.src) {
		return t.src[t.i]
	}
	return 0
}

func (t *reTranslator) disjunction() (translated, *reError) {
	var alts []string
	var r translated
	for {
		a, err := t.alternative()
		if err != nil {
			return r, err
		}
		if !t.check {
			alts = append(alts, a.re)
		}
		r.nullable = r.nullable || a.nullable
		r.capture = r.capture || a.capture
		if t.peek() != '|' {
			break
		}
		t.i++
	}
	if !t.check {
		r.re = strings.Join(alts, "|")
	}
	return r, nil
}

func (t *reTranslator) alternative() (translated, *reError) {
	r := translated{nullable: true}
	var b strings.Builder
	for t.i < len(t.src) && t.src[t.i] != '|' && t.src[t.i] != ')' {
		a, err := t.term()
		if err != nil {
			return r, err
		}
		if !t.check {
			b.WriteString(a.re)
		}
		r.nullable = r.nullable && a.nullable
		r.capture = r.capture || a.capture
	}
	r.re = b.String()
	return r, nil
}

// term is an Assertion, or an Atom with an optional Quantifier.
func (t *reTranslator) term() (translated, *reError) {
	start := t.i
	switch c := t.src[t.i]; c {
	case '^', '$':
		t.i++
		return translated{re: string(c), nullable: true}, t.noQuantifier(start)
	case '\\':
		if t.i+1 < len(t.src) && (t.src[t.i+1] == 'b' || t.src[t.i+1] == 'B') {
			t.i += 2
			return translated{re: t.src[start:t.i], nullable: true}, t.noQuantifier(start)
		}
	case '(':
		if strings.HasPrefix(t.src[t.i:], "(?=") || strings.HasPrefix(t.src[t.i:], "(?!") {
			return translated{}, t.errorf(t.i, "lookahead "+t.src[t.i:t.i+3]+"...) is not supported (Go's regexp has no lookaround)")
		}
		if strings.HasPrefix(t.src[t.i:], "(?<=") || strings.HasPrefix(t.src[t.i:], "(?<!") {
			return translated{}, t.errorf(t.i, "lookbehind "+t.src[t.i:t.i+4]+"...) is not supported (Go's regexp has no lookaround)")
		}
	}
	a, err := t.atom()
	if err != nil {
		return a, err
	}
	return t.quantifier(a, start)
}

// noQuantifier refuses a quantifier after an assertion (a SyntaxError with
// the u and v flags).
func (t *reTranslator) noQuantifier(start int) *reError {
	switch t.peek() {
	case '*', '+', '?', '{':
		return t.errorf(t.i, "quantifier after the assertion "+strconv.Quote(t.src[start:t.i])+": nothing to repeat")
	}
	return nil
}

func (t *reTranslator) quantifier(a translated, start int) (translated, *reError) {
	qs := t.i
	min, max := 0, -1
	switch t.peek() {
	case '*':
		t.i++
	case '+':
		t.i++
		min = 1
	case '?':
		t.i++
		max = 1
	case '{':
		n, m, ok := t.braces()
		if !ok {
			return a, t.errorf(qs, "\"{\" that is not a quantifier {n}, {n,} or {n,m}; write \\{ for a brace")
		}
		min, max = n, m
	default:
		return a, nil
	}
	q := t.src[qs:t.i]
	if t.peek() == '?' {
		t.i++
		q += "?"
	}
	if max >= 0 && max < min {
		return a, t.errorf(qs, "numbers out of order in quantifier "+strconv.Quote(q))
	}
	if min > 1000 || max > 1000 {
		return a, t.errorf(qs, "repetition count above 1000 in "+strconv.Quote(q)+" (Go's regexp limit)")
	}
	if a.nullable && max != 0 && !(min == 1 && max == 1) {
		return a, t.errorf(start, "quantifier "+strconv.Quote(q)+" on "+strconv.Quote(t.src[start:qs])+", which can match the empty string (ECMAScript and Go's regexp choose groups differently there)")
	}
	if a.capture && (max < 0 || max > 1) {
		return a, t.errorf(start, "capture group inside the repetition "+strconv.Quote(t.src[start:t.i])+" (ECMAScript resets it on each repetition, Go's regexp does not)")
	}
	r := translated{nullable: a.nullable || min == 0, capture: a.capture}
	if !t.check {
		r.re = "(?:" + a.re + ")" + q
	}
	return r, nil
}

// braces reads {n}, {n,} or {n,m}; max is -1 for {n,}.
func (t *reTranslator) braces() (int, int, bool) {
	j := t.i + 1
	num := func() (int, bool) {
		k := j
		for j < len(t.src) && '0' <= t.src[j] && t.src[j] <= '9' {
			j++
		}
		if j == k {
			return 0, false
		}
		n, err := strconv.Atoi(t.src[k:j])
		if err != nil || n > 1<<20 {
			n = 1 << 20
		}
		return n, true
	}
	n, ok := num()
	if !ok {
		return 0, 0, false
	}
	m := n
	if j < len(t.src) && t.src[j] == ',' {
		j++
		m = -1
		if j < len(t.src) && t.src[j] != '}' {
			if m, ok = num(); !ok {
				return 0, 0, false
			}
		}
	}
	if j >= len(t.src) || t.src[j] != '}' {
		return 0, 0, false
	}
	t.i = j + 1
	return n, m, true
}

func (t *reTranslator) atom() (translated, *reError) {
	start := t.i
	c := t.src[t.i]
	switch c {
	case '.':
		t.i++
		return translated{re: dotRE2}, nil
	case '\\':
		return t.escape()
	case '[':
		s, err := t.class()
		if err != nil || t.check {
			return translated{}, err
		}
		return translated{re: s.re2()}, nil
	case '(':
		return t.group()
	case '*', '+', '?':
		return translated{}, t.errorf(start, "quantifier "+strconv.Quote(string(c))+" with nothing to repeat")
	case '{':
		return translated{}, t.errorf(start, "lone \"{\"; write \\{ for a brace")
	case '}', ']':
		return translated{}, t.errorf(start, "lone "+strconv.Quote(string(c))+"; write \\"+string(c))
	}
	t.i++
	return t.char(rune(c), start)
}

// char is one code point as an atom.
func (t *reTranslator) char(c rune, at int) (translated, *reError) {
	if t.fold {
		if c >= utf8.RuneSelf {
			return translated{}, t.errorf(at, "non-ASCII character "+strconv.QuoteRune(c)+" under ignoreCase (its case folding is not checked against ECMAScript's)")
		}
		if 'a' <= c|0x20 && c|0x20 <= 'z' && !t.check {
			return translated{re: setOf(charRange{c, c}).foldClosure().re2()}, nil
		}
	}
	if t.check {
		return translated{}, nil
	}
	if c < utf8.RuneSelf {
		return translated{re: regexp.QuoteMeta(string(c))}, nil
	}
	return translated{re: setOf(charRange{c, c}).re2()}, nil
}

func (t *reTranslator) group() (translated, *reError) {
	start := t.i
	t.i++
	capture := false
	if t.peek() == '?' {
		switch {
		case strings.HasPrefix(t.src[t.i:], "?:"):
			t.i += 2
		case strings.HasPrefix(t.src[t.i:], "?<"):
			t.i += 2
			j := strings.IndexByte(t.src[t.i:], '>')
			if j < 0 {
				return translated{}, t.errorf(start, "unterminated group name")
			}
			name := t.src[t.i : t.i+j]
			if !isGroupName(name) {
				return translated{}, t.errorf(t.i, "invalid capture group name "+strconv.Quote(name))
			}
			if t.names[name] {
				return translated{}, t.errorf(t.i, "duplicate capture group name "+strconv.Quote(name))
			}
			if t.names == nil {
				t.names = map[string]bool{}
			}
			t.names[name] = true
			t.i += j + 1
			capture = true
		default:
			return translated{}, t.errorf(start, "pattern modifiers or an unknown group "+strconv.Quote(t.src[start:min(start+4, len(t.src))])+" are not supported")
		}
	} else {
		capture = true
	}
	d, err := t.disjunction()
	if err != nil {
		return d, err
	}
	if t.peek() != ')' {
		return d, t.errorf(start, "unclosed group")
	}
	t.i++
	if t.check {
		return translated{nullable: d.nullable, capture: capture || d.capture}, nil
	}
	if capture {
		return translated{re: "(" + d.re + ")", nullable: d.nullable, capture: true}, nil
	}
	return translated{re: "(?:" + d.re + ")", nullable: d.nullable, capture: d.capture}, nil
}

// isGroupName: a RegExpIdentifierName written in ASCII (an escape in a
// group name is refused by the caller as not a name).
func isGroupName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' || c == '$' || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// escape is "\" AtomEscape outside a class.
func (t *reTranslator) escape() (translated, *reError) {
	start := t.i
	if t.i+1 >= len(t.src) {
		return translated{}, t.errorf(start, "\"\\\" at the end of the regular expression")
	}
	if s, ok, err := t.classEscape(); err != nil {
		return translated{}, err
	} else if ok {
		if t.check {
			return translated{}, nil
		}
		return translated{re: s.re2()}, nil
	}
	c := t.src[t.i+1]
	switch {
	case '1' <= c && c <= '9':
		return translated{}, t.errorf(start, "backreference "+t.src[start:t.i+2]+" is not supported (Go's regexp has none)")
	case c == 'k':
		return translated{}, t.errorf(start, "named backreference \\k is not supported (Go's regexp has none)")
	}
	r, err := t.charEscape(false)
	if err != nil {
		return translated{}, err
	}
	return t.char(r, start)
}

// classEscape reads \d \D \s \S \w \W (and refuses \p, \P), at t.i.
func (t *reTranslator) classEscape() (charSet, bool, *reError) {
	var s charSet
	switch t.src[t.i+1] {
	case 'd', 'D':
		s = digitSet
	case 's', 'S':
		s = spaceSet
	case 'w', 'W':
		s = wordSet
		if t.fold {
			s = s.foldClosure()
		}
	case 'p', 'P':
		return nil, false, t.errorf(t.i, "Unicode property escape \\"+string(t.src[t.i+1])+"{...} is not supported (its tables would not be those of Unicode "+unicodeVersion+")")
	default:
		return nil, false, nil
	}
	if t.check {
		t.i += 2
		return nil, true, nil
	}
	if c := t.src[t.i+1]; 'A' <= c && c <= 'Z' {
		s = s.complement()
	}
	t.i += 2
	return s, true, nil
}

// charEscape reads a CharacterEscape (or, in a class, a ClassEscape that
// is one code point) at t.i, the "\".
func (t *reTranslator) charEscape(inClass bool) (rune, *reError) {
	start := t.i
	c := t.src[t.i+1]
	t.i += 2
	switch c {
	case 'f':
		return '\f', nil
	case 'n':
		return '\n', nil
	case 'r':
		return '\r', nil
	case 't':
		return '\t', nil
	case 'v':
		return '\v', nil
	case 'b':
		if inClass {
			return '\b', nil
		}
	case 'c':
		if t.i < len(t.src) && ('a' <= t.src[t.i]|0x20 && t.src[t.i]|0x20 <= 'z') {
			t.i++
			return rune(t.src[t.i-1] % 32), nil
		}
		return 0, t.errorf(start, "\\c must be followed by an ASCII letter")
	case '0':
		if t.i < len(t.src) && '0' <= t.src[t.i] && t.src[t.i] <= '9' {
			return 0, t.errorf(start, "octal escape "+t.src[start:t.i+1]+" is not allowed with the v flag")
		}
		return 0, nil
	case 'x':
		if t.i+2 <= len(t.src) && isHex(t.src[t.i]) && isHex(t.src[t.i+1]) {
			n, _ := strconv.ParseUint(t.src[t.i:t.i+2], 16, 8)
			t.i += 2
			return rune(n), nil
		}
		return 0, t.errorf(start, "\\x must be followed by two hex digits")
	case 'u':
		r, err := t.unicodeEscape(start)
		if err != nil {
			return 0, err
		}
		if 0xD800 <= r && r <= 0xDBFF && strings.HasPrefix(t.src[t.i:], `\u`) {
			save := t.i
			t.i += 2
			lo, err := t.unicodeEscape(save)
			if err == nil && 0xDC00 <= lo && lo <= 0xDFFF {
				return (r-0xD800)<<10 + (lo - 0xDC00) + 0x10000, nil
			}
			t.i = save
		}
		if 0xD800 <= r && r <= 0xDFFF {
			return 0, t.errorf(start, "lone surrogate "+t.src[start:t.i]+" (a URL component holds none)")
		}
		return r, nil
	case '^', '$', '\\', '.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '/':
		return rune(c), nil
	case '-':
		if inClass {
			return '-', nil
		}
	case '&', '!', '#', '%', ',', ':', ';', '<', '=', '>', '@', '`', '~':
		if inClass {
			return rune(c), nil
		}
	}
	return 0, t.errorf(start, "invalid escape "+strconv.Quote(t.src[start:min(t.i, len(t.src))])+" with the v flag")
}

// unicodeEscape reads the digits of \uHHHH or \u{H...}; t.i is after "\u".
func (t *reTranslator) unicodeEscape(start int) (rune, *reError) {
	if t.peek() == '{' {
		j := strings.IndexByte(t.src[t.i:], '}')
		if j < 2 {
			return 0, t.errorf(start, "\\u{ must hold hex digits and be closed with }")
		}
		n, err := strconv.ParseUint(t.src[t.i+1:t.i+j], 16, 32)
		if err != nil || n > maxCodePoint {
			return 0, t.errorf(start, "\\u{...} must hold a code point in hex, at most 10FFFF")
		}
		t.i += j + 1
		return rune(n), nil
	}
	if t.i+4 <= len(t.src) {
		if n, err := strconv.ParseUint(t.src[t.i:t.i+4], 16, 32); err == nil && isHex(t.src[t.i]) {
			t.i += 4
			return rune(n), nil
		}
	}
	return 0, t.errorf(start, "\\u must be followed by four hex digits or {...}")
}

// class reads a CharacterClass with the v flag (ClassSetExpression: a union,
// an intersection "&&" or a subtraction "--" of operands); t.i is at "[".
func (t *reTranslator) class() (charSet, *reError) {
	start := t.i
	t.i++
	negate := false
	if t.peek() == '^' {
		negate = true
		t.i++
	}
	var set charSet
	first, single := true, false
	op := byte(0)
	for {
		if t.i >= len(t.src) {
			return nil, t.errorf(start, "unclosed character class; close it with \"]\"")
		}
		if t.src[t.i] == ']' {
			t.i++
			break
		}
		if !first && (strings.HasPrefix(t.src[t.i:], "&&") || strings.HasPrefix(t.src[t.i:], "--")) {
			o := t.src[t.i]
			if op != 0 && op != o {
				return nil, t.errorf(t.i, "\"&&\" and \"--\" mixed in one class; nest them in [...]")
			}
			if op == 0 && !single {
				return nil, t.errorf(t.i, "set operation "+t.src[t.i:t.i+2]+" after a union; nest the union in [...]")
			}
			op = o
			t.i += 2
			if t.i >= len(t.src) {
				return nil, t.errorf(start, "unclosed character class; close it with \"]\"")
			}
			s, isRange, err := t.classOperand()
			if err != nil {
				return nil, err
			}
			if isRange {
				return nil, t.errorf(t.i, "a range as an operand of "+string([]byte{o, o})+"; nest it in [...]")
			}
			switch {
			case t.check:
			case o == '&':
				set = set.intersect(s)
			default:
				set = set.subtract(s)
			}
			continue
		}
		if op != 0 {
			return nil, t.errorf(t.i, "expected "+string([]byte{op, op})+" or \"]\" in the class")
		}
		s, isRange, err := t.classOperand()
		if err != nil {
			return nil, err
		}
		single = first && !isRange
		first = false
		if !t.check {
			set = set.union(s)
		}
	}
	if negate && !t.check {
		set = set.complement()
	}
	return set, nil
}

// classOperand reads a ClassSetOperand, or a ClassSetRange (isRange).
func (t *reTranslator) classOperand() (charSet, bool, *reError) {
	start := t.i
	switch c := t.src[t.i]; c {
	case '[':
		s, err := t.class()
		return s, false, err
	case '\\':
		if t.i+1 >= len(t.src) {
			return nil, false, t.errorf(start, "\"\\\" at the end of the regular expression")
		}
		if t.src[t.i+1] == 'q' {
			return nil, false, t.errorf(start, "string literal \\q{...} in a class is not supported")
		}
		if s, ok, err := t.classEscape(); err != nil || ok {
			return s, false, err
		}
	}
	lo, err := t.classChar()
	if err != nil {
		return nil, false, err
	}
	hi := lo
	isRange := false
	if t.peek() == '-' && !strings.HasPrefix(t.src[t.i:], "--") {
		t.i++
		if t.i >= len(t.src) || t.src[t.i] == ']' {
			return nil, false, t.errorf(t.i-1, "\"-\" at the end of a class; write \\- for a hyphen")
		}
		if hi, err = t.classChar(); err != nil {
			return nil, false, err
		}
		if hi < lo {
			return nil, false, t.errorf(start, "range out of order in class: "+strconv.Quote(t.src[start:t.i]))
		}
		isRange = true
	}
	if t.fold && hi >= utf8.RuneSelf {
		return nil, false, t.errorf(start, "non-ASCII character in a class under ignoreCase (its case folding is not checked against ECMAScript's)")
	}
	if t.check {
		return nil, isRange, nil // no set is made in a check
	}
	s := setOf(charRange{lo, hi})
	if t.fold {
		s = s.foldClosure()
	}
	return s, isRange, nil
}

// classChar reads a ClassSetCharacter.
func (t *reTranslator) classChar() (rune, *reError) {
	c := t.src[t.i]
	if c == '\\' {
		if t.i+1 >= len(t.src) {
			return 0, t.errorf(t.i, "\"\\\" at the end of the regular expression")
		}
		return t.charEscape(true)
	}
	switch c {
	case '(', ')', '[', ']', '{', '}', '/', '-', '|':
		return 0, t.errorf(t.i, strconv.Quote(string(c))+" must be escaped in a class with the v flag; write \\"+string(c))
	}
	if t.i+1 < len(t.src) && t.src[t.i+1] == c && strings.IndexByte("&!#$%*+,.:;<=>?@^`~", c) >= 0 {
		return 0, t.errorf(t.i, "reserved double punctuator "+strconv.Quote(t.src[t.i:t.i+2])+" in a class with the v flag")
	}
	t.i++
	return rune(c), nil
}
