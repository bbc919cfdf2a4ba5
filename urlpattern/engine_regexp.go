package urlpattern

// Regexp parts matched by the matcher itself, where their regular
// expression is a sequence of characters, classes and non-capturing
// groups of alternatives, each character or class with any quantifier,
// greedy or lazy: ":id(\d+)", ":lang(en|fr|de)", ":name([^\/]+\.pdf)",
// ":year(\d{4})". The program follows ECMAScript's order of choices (a
// greedy quantifier tries the most repetitions first, a lazy one the
// fewest, alternatives left to right), as the rest of the matcher does;
// what it does not cover (assertions, capture groups, a quantified group)
// is matched by Go's regexp (compile.go). The regular expression has been
// read and checked by translateRegexp first: this reader only recognizes.

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
)

// classSet is a set of code points for the matcher: a bitmap of ASCII
// and the ranges above it.
type classSet struct {
	ascii [2]uint64
	high  charSet
}

func newClassSet(s charSet) *classSet {
	c := &classSet{}
	for _, r := range s {
		for x := r.lo; x <= r.hi && x < utf8.RuneSelf; x++ {
			c.ascii[x/64] |= 1 << (x % 64)
		}
		if r.hi >= utf8.RuneSelf {
			lo := r.lo
			if lo < utf8.RuneSelf {
				lo = utf8.RuneSelf
			}
			c.high = append(c.high, charRange{lo, r.hi})
		}
	}
	return c
}

// at reports whether the code point at s[i] is in the set, and its length.
func (c *classSet) at(s string, i int) (bool, int) {
	if b := s[i]; b < utf8.RuneSelf {
		return c.ascii[b/64]&(1<<(b%64)) != 0, 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	return c.high.contains(r), n
}

// nativeRegexp emits the program of a regexp part's value, or reports that
// the value is outside what the matcher reads.
type nativeRegexp struct {
	t *reTranslator
	p *program
}

func (p *program) emitRegexp(src string, fold bool) bool {
	n := &nativeRegexp{t: &reTranslator{src: src, fold: fold}, p: p}
	if !n.disjunction() {
		return false
	}
	return n.t.i == len(src)
}

func (n *nativeRegexp) emit(i inst) int32 {
	n.p.insts = append(n.p.insts, i)
	return n.p.end() - 1
}

func (n *nativeRegexp) disjunction() bool {
	var jumpBuf [8]int32
	jumps := jumpBuf[:0]
	for {
		split := int32(-1)
		if n.hasAlternativeAfter() {
			split = n.emit(inst{op: opSplit})
			n.p.insts[split].arg = split + 1
		}
		if !n.alternative() {
			return false
		}
		if split < 0 {
			break
		}
		jumps = append(jumps, n.emit(inst{op: opJmp}))
		n.p.insts[split].alt = n.p.end()
		n.t.i++ // the "|"
	}
	for _, j := range jumps {
		n.p.insts[j].arg = n.p.end()
	}
	return true
}

// hasAlternativeAfter reports whether the alternative that begins at t.i
// ends with "|" (at this depth).
func (n *nativeRegexp) hasAlternativeAfter() bool {
	depth, inClass := 0, false
	s := n.t.src
	for i := n.t.i; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\':
			i++
		case inClass:
			if c == ']' {
				inClass = false
			} else if c == '[' {
				// a nested class: count it as one level
			}
		case c == '[':
			inClass = true
		case c == '(':
			depth++
		case c == ')':
			if depth == 0 {
				return false
			}
			depth--
		case c == '|' && depth == 0:
			return true
		}
	}
	return false
}

func (n *nativeRegexp) alternative() bool {
	t := n.t
	for t.i < len(t.src) && t.src[t.i] != '|' && t.src[t.i] != ')' {
		if end := n.plainRun(); end > t.i {
			// Characters that match themselves alone, one after the
			// other, are matched as one piece of fixed text (nothing
			// jumps into the middle of an alternative's run).
			n.emit(inst{op: opLit, lit: t.src[t.i:end]})
			t.i = end
			continue
		}
		if !n.term() {
			return false
		}
	}
	return true
}

// plainRun returns where the run of plain characters from t.i ends: ASCII
// characters that are no SyntaxCharacter (ECMA-262 §22.2.1) and that no
// quantifier follows, each matching exactly itself. Under ignoreCase there
// is none (a letter matches more than itself: "k" matches U+212A KELVIN
// SIGN too), and the characters go through term one by one.
func (n *nativeRegexp) plainRun() int {
	t := n.t
	if t.fold {
		return t.i
	}
	k := t.i
	for k < len(t.src) && isPlainRegexpChar(t.src[k]) {
		if k+1 < len(t.src) {
			if q := t.src[k+1]; q == '*' || q == '+' || q == '?' || q == '{' {
				break
			}
		}
		k++
	}
	return k
}

func isPlainRegexpChar(c byte) bool {
	return ascii.IsAlnum(c) || strings.IndexByte("-_/=:@&,;!~%'\"<># `", c) >= 0
}

func (n *nativeRegexp) term() bool {
	t := n.t
	if t.src[t.i] == '(' {
		if !(len(t.src) > t.i+2 && t.src[t.i+1] == '?' && t.src[t.i+2] == ':') {
			return false // a capture group, lookaround, a named group
		}
		t.i += 3
		if !n.disjunction() || t.peek() != ')' {
			return false
		}
		t.i++
		switch t.peek() {
		case '*', '+', '?', '{':
			return false // a quantified group: Go's regexp
		}
		return true
	}
	set, ok := n.atomSet()
	if !ok {
		return false
	}
	min, max, lazy, quantified := n.quantifier()
	if !quantified {
		n.emit(inst{op: opClass, set: set})
		return true
	}
	n.emit(inst{op: opRepeat, set: set, min: int32(min), max: int32(max), lazy: lazy})
	return true
}

// atomSet reads a character, ".", a class or a class escape as a set.
func (n *nativeRegexp) atomSet() (*classSet, bool) {
	t := n.t
	var s charSet
	switch c := t.src[t.i]; c {
	case '.':
		t.i++
		s = lineTerminators.complement()
	case '[':
		if cs, n := simpleASCIIClass(t.src[t.i:]); cs != nil && !t.fold {
			t.i += n
			return cs, true
		}
		cs, err := t.class()
		if err != nil {
			return nil, false
		}
		s = cs
	case '\\':
		if t.i+1 >= len(t.src) {
			return nil, false
		}
		switch t.src[t.i+1] {
		case 'b', 'B', 'k', 'p', 'P', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			return nil, false
		case 'd', 'D', 's', 'S', 'w', 'W':
			if cs := escapeClasses()[b2i(t.fold)][t.src[t.i+1]]; cs != nil {
				t.i += 2
				return cs, true
			}
		}
		if cs, ok, err := t.classEscape(); err != nil {
			return nil, false
		} else if ok {
			s = cs
			break
		}
		r, err := t.charEscape(false)
		if err != nil {
			return nil, false
		}
		if r < utf8.RuneSelf {
			return asciiClass(byte(r), t.fold), true // "\.", "\-": the shared set
		}
		s = n.charSetOf(r)
	case '^', '$', '*', '+', '?', '{', '}', ']', ')', '|':
		return nil, false
	default:
		t.i++
		if c < utf8.RuneSelf {
			return asciiClass(c, t.fold), true
		}
		s = n.charSetOf(rune(c))
	}
	if s == nil && len(s) == 0 {
		s = charSet{}
	}
	return newClassSet(s), true
}

// escapeClasses are the sets of \d \D \s \S \w \W, without and with case
// folding, as classEscape reads them, made once.
var escapeClasses = sync.OnceValue(func() *[2][utf8.RuneSelf]*classSet {
	c := new([2][utf8.RuneSelf]*classSet)
	for fold := range 2 {
		for _, e := range "dDsSwW" {
			t := &reTranslator{src: "\\" + string(e), fold: fold == 1}
			if s, ok, err := t.classEscape(); ok && err == nil {
				c[fold][e] = newClassSet(s)
			}
		}
	}
	return c
})

// asciiClasses are the sets of one ASCII character, without and with case
// folding, made once (a set is never changed once made).
var asciiClasses = sync.OnceValue(func() *[2][utf8.RuneSelf]*classSet {
	c := new([2][utf8.RuneSelf]*classSet)
	for b := range utf8.RuneSelf {
		s := setOf(charRange{rune(b), rune(b)})
		c[0][b] = newClassSet(s)
		c[1][b] = newClassSet(s.foldClosure())
	}
	return c
})

func asciiClass(c byte, fold bool) *classSet {
	if fold {
		return asciiClasses()[1][c]
	}
	return asciiClasses()[0][c]
}

func (n *nativeRegexp) charSetOf(r rune) charSet {
	s := setOf(charRange{r, r})
	if n.t.fold {
		s = s.foldClosure()
	}
	return s
}

// quantifier reads a quantifier; max is -1 for none.
func (n *nativeRegexp) quantifier() (min, max int, lazy, ok bool) {
	t := n.t
	switch t.peek() {
	case '*':
		t.i++
		min, max = 0, -1
	case '+':
		t.i++
		min, max = 1, -1
	case '?':
		t.i++
		min, max = 0, 1
	case '{':
		a, b, good := t.braces()
		if !good {
			return 0, 0, false, false
		}
		min, max = a, b
	default:
		return 0, 0, false, false
	}
	if t.peek() == '?' {
		t.i++
		lazy = true
	}
	return min, max, lazy, true
}

// simpleASCIIClass reads, at the start of src, a class of ASCII
// characters and ranges alone, "[a-z0-9\-]" or "[^\/]" (a character
// plain, or escaped where the escape is the character itself), as its set
// and its length; nil when the class is anything else, for class to read
// (which gives the same set: TestSimpleASCIIClass). The class has been
// checked (compileComponent refuses what is not a class).
func simpleASCIIClass(src string) (*classSet, int) {
	i := 1
	negate := i < len(src) && src[i] == '^'
	if negate {
		i++
	}
	char := func() (byte, bool) {
		if i >= len(src) {
			return 0, false
		}
		c := src[i]
		if c == '\\' {
			if i+1 >= len(src) || strings.IndexByte(`^$\\.*+?()[]{}|/-`, src[i+1]) < 0 {
				return 0, false
			}
			i += 2
			return src[i-1], true
		}
		if c >= utf8.RuneSelf || strings.IndexByte(`()[]{}/-|`, c) >= 0 {
			return 0, false
		}
		if i+1 < len(src) && src[i+1] == c && strings.IndexByte("&!#$%*+,.:;<=>?@^`~", c) >= 0 {
			return 0, false
		}
		i++
		return c, true
	}
	var set [2]uint64
	for {
		if i >= len(src) {
			return nil, 0
		}
		if src[i] == ']' {
			i++
			break
		}
		lo, ok := char()
		if !ok {
			return nil, 0
		}
		hi := lo
		if i < len(src) && src[i] == '-' {
			if i+1 >= len(src) || src[i+1] == '-' || src[i+1] == ']' {
				return nil, 0
			}
			i++
			if hi, ok = char(); !ok || hi < lo {
				return nil, 0
			}
		}
		for c := lo; ; c++ {
			set[c/64] |= 1 << (c % 64)
			if c == hi {
				break
			}
		}
	}
	if !negate {
		return &classSet{ascii: set}, i
	}
	return &classSet{ascii: [2]uint64{^set[0], ^set[1]}, high: aboveASCII}, i
}

// aboveASCII is every code point above ASCII, the high part of a negated
// ASCII class (never changed).
var aboveASCII = charSet{{utf8.RuneSelf, maxCodePoint}}
