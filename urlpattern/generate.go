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
	if strings.IndexFunc(s, func(r rune) bool { return strings.ContainsRune(`+*?:{}()\\`, r) }) < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+', '*', '?', ':', '{', '}', '(', ')', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// generatePatternString is "generate a pattern string": the normalized
// pattern string of a part list, what the component getters return.
func generatePatternString(parts []part, opt options) string {
	if len(parts) == 1 && parts[0].typ == partFixed && parts[0].modifier == modNone {
		return escapePatternString(parts[0].value)
	}
	var b strings.Builder
	b.Grow(32)
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
				b.WriteString(escapePatternString(p.value))
				continue
			}
			b.WriteString("{" + escapePatternString(p.value) + "}" + p.modifier.String())
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
			b.WriteString("{")
		}
		b.WriteString(escapePatternString(p.prefix))
		if custom {
			b.WriteString(":" + p.name)
		}
		switch {
		case p.typ == partRegexp:
			b.WriteString("(" + p.value + ")")
		case p.typ == partSegment && !custom:
			b.WriteString("(" + segmentWildcardRegexp(opt) + ")")
		case p.typ == partWildcard:
			if !custom && (prev == nil || prev.typ == partFixed || prev.modifier != modNone || grouping || p.prefix != "") {
				b.WriteString("*")
			} else {
				b.WriteString("(" + fullWildcardRegexp + ")")
			}
		}
		if p.typ == partSegment && custom && p.suffix != "" {
			r, _ := utf8.DecodeRuneInString(p.suffix)
			if isNameCodePoint(r, false) {
				b.WriteString("\\")
			}
		}
		b.WriteString(escapePatternString(p.suffix))
		if grouping {
			b.WriteString("}")
		}
		b.WriteString(p.modifier.String())
	}
	return b.String()
}

func isASCIIDigit(c byte) bool { return '0' <= c && c <= '9' }
