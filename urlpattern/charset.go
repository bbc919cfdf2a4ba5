package urlpattern

// Sets of code points, for the character classes of ECMAScript regular
// expressions (ECMA-262 §22.2.2.9 CompileToCharSet): union, intersection,
// subtraction and complement, computed here so that what Go's regexp is
// given is a plain list of ranges it reads exactly as ECMAScript does.

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// charRange is the code points lo through hi.
type charRange struct{ lo, hi rune }

// charSet is a sorted list of disjoint, non-adjacent ranges.
type charSet []charRange

const maxCodePoint = 0x10FFFF

func setOf(rs ...charRange) charSet {
	return append(charSet(nil), rs...).norm()
}

// norm sorts s and merges its overlapping and adjacent ranges, in place.
func (s charSet) norm() charSet {
	slices.SortFunc(s, func(a, b charRange) int { return cmp.Compare(a.lo, b.lo) })
	out := s[:0]
	for _, r := range s {
		if n := len(out); n > 0 && r.lo <= out[n-1].hi+1 {
			if r.hi > out[n-1].hi {
				out[n-1].hi = r.hi
			}
			continue
		}
		out = append(out, r)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// union returns the union of s and t; when one is empty, the other (sets
// are normalized when made and never changed after).
func (s charSet) union(t charSet) charSet {
	switch {
	case len(t) == 0:
		return s
	case len(s) == 0:
		return t
	}
	u := make(charSet, 0, len(s)+len(t))
	u = append(append(u, s...), t...)
	return u.norm()
}

func (s charSet) complement() charSet {
	var out charSet
	next := rune(0)
	for _, r := range s {
		if r.lo > next {
			out = append(out, charRange{next, r.lo - 1})
		}
		next = r.hi + 1
	}
	if next <= maxCodePoint {
		out = append(out, charRange{next, maxCodePoint})
	}
	return out
}

func (s charSet) intersect(t charSet) charSet {
	return s.complement().union(t.complement()).complement()
}

func (s charSet) subtract(t charSet) charSet {
	return s.intersect(t.complement())
}

func (s charSet) contains(c rune) bool {
	for _, r := range s {
		if r.lo <= c && c <= r.hi {
			return true
		}
	}
	return false
}

// foldClosure adds to s every code point that ECMAScript's case-insensitive
// matching with the u or v flag (simple case folding) makes equal to one in
// s. Only ASCII letters are folded here: a set given under ignoreCase holds
// no other code point that has a case (the translator refuses them), and
// the only code points outside ASCII that fold to an ASCII letter are
// U+212A KELVIN SIGN (k) and U+017F LATIN SMALL LETTER LONG S (s).
func (s charSet) foldClosure() charSet {
	var add charSet
	for c := rune('A'); c <= 'Z'; c++ {
		l := c + 'a' - 'A'
		if s.contains(c) || s.contains(l) || (c == 'K' && s.contains(0x212A)) || (c == 'S' && s.contains(0x17F)) {
			add = append(add, charRange{c, c}, charRange{l, l})
			switch c {
			case 'K':
				add = append(add, charRange{0x212A, 0x212A})
			case 'S':
				add = append(add, charRange{0x17F, 0x17F})
			}
		}
	}
	return s.union(add)
}

// re2 writes s as a class of Go's regexp syntax.
func (s charSet) re2() string {
	if len(s) == 0 {
		return `[^\x00-\x{10FFFF}]`
	}
	var b strings.Builder
	b.WriteByte('[')
	for _, r := range s {
		writeRE2Rune(&b, r.lo)
		if r.hi != r.lo {
			b.WriteByte('-')
			writeRE2Rune(&b, r.hi)
		}
	}
	b.WriteByte(']')
	return b.String()
}

func writeRE2Rune(b *strings.Builder, c rune) {
	if c < utf8.RuneSelf && (c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		b.WriteRune(c)
		return
	}
	b.WriteString(`\x{`)
	b.WriteString(strconv.FormatInt(int64(c), 16))
	b.WriteByte('}')
}

// The classes of ECMA-262 §22.2.2.9 CharacterClassEscape.
var (
	digitSet = setOf(charRange{'0', '9'})
	wordSet  = setOf(charRange{'0', '9'}, charRange{'A', 'Z'}, charRange{'_', '_'}, charRange{'a', 'z'})
	// spaceSet is WhiteSpace and LineTerminator (§12.2, §12.3): the
	// code points of General_Category Zs are those of Unicode 17.0.0.
	spaceSet = setOf(charRange{'\t', '\r'}, charRange{' ', ' '}, charRange{0xA0, 0xA0}, charRange{0x1680, 0x1680},
		charRange{0x2000, 0x200A}, charRange{0x2028, 0x2029}, charRange{0x202F, 0x202F}, charRange{0x205F, 0x205F},
		charRange{0x3000, 0x3000}, charRange{0xFEFF, 0xFEFF})
	// lineTerminators are what "." does not match without the s flag.
	lineTerminators = setOf(charRange{'\n', '\n'}, charRange{'\r', '\r'}, charRange{0x2028, 0x2029})
	// dotRE2 is "." without the s flag in Go's syntax: no line terminator.
	dotRE2 = lineTerminators.complement().re2()
)
