package urlpattern

// §1.3.3 and §1.3.4 (the Standard's "Converting part lists to regular
// expressions" and "Converting part lists to pattern strings"): the
// escapes, and the pattern string. The regular expression itself is
// written in Go's syntax by re2Regexp (compile.go), step by step as
// "generate a regular expression and name list" writes it.

import (
	"strings"
	"unicode/utf8"
)

// escapeRegexpString is "escape a regexp string".
func escapeRegexpString(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return strings.ContainsRune(`.+*?^${}()[]|/\\`, r) }) < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '.', '+', '*', '?', '^', '$', '{', '}', '(', ')', '[', ']', '|', '/', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// escapePatternString is "escape a pattern string".
func escapePatternString(s string) string {
	if !needsPatternEscape(s) {
		return s
	}
	return string(appendEscapedPattern(nil, s))
}

func needsPatternEscape(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '+', '*', '?', ':', '{', '}', '(', ')', '\\':
			return true
		}
	}
	return false
}

// appendEscapedPattern appends s escaped as a pattern string to b.
func appendEscapedPattern(b []byte, s string) []byte {
	if !needsPatternEscape(s) {
		return append(b, s...)
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+', '*', '?', ':', '{', '}', '(', ')', '\\':
			b = append(b, '\\', c)
		default:
			b = append(b, c)
		}
	}
	return b
}

// generatePatternString is "generate a pattern string": the normalized
// pattern string of a part list, what the component getters return.
func generatePatternString(parts []part, opt options) string {
	return string(appendPatternString(nil, parts, opt))
}

// patternStringOf is generatePatternString, giving back input itself when
// the pattern string is the same text (most are written in normal form),
// so that nothing is allocated for it.
func patternStringOf(parts []part, opt options, input string) string {
	var arr [128]byte
	b := appendPatternString(arr[:0], parts, opt)
	if string(b) == input {
		return input
	}
	return string(b)
}

// appendPatternString appends the pattern string of parts to b.
func appendPatternString(b []byte, parts []part, opt options) []byte {
	for i, p := range parts {
		var prev, next *part
		if i > 0 {
			prev = &parts[i-1]
		}
		if i < len(parts)-1 {
			next = &parts[i+1]
		}
		if p.typ == partFixed {
			if p.modifier == modNone {
				b = appendEscapedPattern(b, p.value)
				continue
			}
			b = append(b, '{')
			b = appendEscapedPattern(b, p.value)
			b = append(b, '}')
			b = append(b, p.modifier.String()...)
			continue
		}
		custom := !isASCIIDigit(p.name[0])
		grouping := p.suffix != "" || (p.prefix != "" && p.prefix != opt.prefix)
		if !grouping && custom && p.typ == partSegment && p.modifier == modNone && next != nil && next.prefix == "" && next.suffix == "" {
			if next.typ == partFixed {
				r, _ := utf8.DecodeRuneInString(next.value)
				grouping = isNameCodePoint(r, false)
			} else {
				grouping = isASCIIDigit(next.name[0])
			}
		}
		if !grouping && p.prefix == "" && prev != nil && prev.typ == partFixed && prev.value != "" && opt.prefix != "" && prev.value[len(prev.value)-1] == opt.prefix[0] {
			grouping = true
		}
		if grouping {
			b = append(b, '{')
		}
		b = appendEscapedPattern(b, p.prefix)
		if custom {
			b = append(b, ':')
			b = append(b, p.name...)
		}
		switch {
		case p.typ == partRegexp:
			b = append(b, '(')
			b = append(b, p.value...)
			b = append(b, ')')
		case p.typ == partSegment && !custom:
			b = append(b, '(')
			b = append(b, segmentWildcardRegexp(opt)...)
			b = append(b, ')')
		case p.typ == partWildcard:
			if !custom && (prev == nil || prev.typ == partFixed || prev.modifier != modNone || grouping || p.prefix != "") {
				b = append(b, '*')
			} else {
				b = append(b, "("+fullWildcardRegexp+")"...)
			}
		}
		if p.typ == partSegment && custom && p.suffix != "" {
			r, _ := utf8.DecodeRuneInString(p.suffix)
			if isNameCodePoint(r, false) {
				b = append(b, '\\')
			}
		}
		b = appendEscapedPattern(b, p.suffix)
		if grouping {
			b = append(b, '}')
		}
		b = append(b, p.modifier.String()...)
	}
	return b
}

func isASCIIDigit(c byte) bool { return '0' <= c && c <= '9' }
