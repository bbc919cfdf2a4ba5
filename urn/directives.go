package urn

import (
	"iter"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/message"
)

// Query directives of the 2012 draft (seed 004 §2.3), the Draft dialect:
//
//	urn-query = directive *( "&" directive )
//	directive = keywd "=" value
//	keywd     = ALPHA *( ["-"] (ALPHA / DIGIT) )
//	value     = *v-pchar
//	v-pchar   = unreserved / pct-encoded / v-subdels
//	v-subdels = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
//	          / ":" / "@" / "/" / "?"
//
// "Each registered <keywd> MUST NOT appear more than once in any URN"
// (§2.3); the registered keywords are "s" (§2.3.1) and "c" (§2.3.2).

// A Directive is one keywd=value pair of a draft query, as written (the
// value still percent-encoded).
type Directive struct {
	Keyword string
	Value   string
}

// Keywords registered by seed 004 §9.2.1: "s", the resolution service
// (§2.3.1), and "c", a component of a structured resource (§2.3.2).
const (
	KeywordService   = "s"
	KeywordComponent = "c"
)

// Services are the resolution service designators seed 004 §9.2.2 registers
// for the "s" keyword (from RFC 2483 §4). A resolver falls back to its
// default service for any other value (§2.3.1), so other values are valid.
var services = [...]string{"I2L", "I2Ls", "I2R", "I2Rs", "I2C", "I2Cs", "I2N", "I2Ns", "I=I"}

// IsRegisteredService reports whether v is one of the resolution services
// of seed 004 §9.2.2: I2L, I2Ls, I2R, I2Rs, I2C, I2Cs, I2N, I2Ns, I=I.
func IsRegisteredService(v string) bool {
	for _, s := range services {
		if s == v {
			return true
		}
	}
	return false
}

// scanDirectives checks a draft query starting at s[i] (after the "?") and
// returns the offset where it ends: the "#" of a fragment, or len(s).
func scanDirectives(s string, i int) (int, error) {
	var seenS, seenC bool
	for {
		// keywd
		k := i
		if i >= len(s) || !ascii.IsAlpha(s[i]) {
			what := "end of input"
			if i < len(s) {
				what = message.Byte(s[i])
			}
			return 0, newError(s, i, PartQ, ErrDirective, what+" where a directive's keyword starts (seed 004 §2.3: keywd = ALPHA *([\"-\"] (ALPHA / DIGIT))); write keywd=value")
		}
		i++
		for i < len(s) {
			if isLetNum(s[i]) {
				i++
			} else if s[i] == '-' && i+1 < len(s) && isLetNum(s[i+1]) {
				i += 2
			} else {
				break
			}
		}
		kw := s[k:i]
		if i >= len(s) || s[i] != '=' {
			what := "end of input"
			if i < len(s) {
				what = message.Byte(s[i])
			}
			return 0, newError(s, i, PartQ, ErrDirective, what+` after the keyword "`+kw+`" (seed 004 §2.3: directive = keywd "=" value); write "=" and the value`)
		}
		switch kw {
		case KeywordService, KeywordComponent:
			seen := &seenS
			if kw == KeywordComponent {
				seen = &seenC
			}
			if *seen {
				return 0, newError(s, k, PartQ, ErrDirective, `registered keyword "`+kw+`" repeated (seed 004 §2.3: it must not appear more than once); keep one "`+kw+`=" directive`)
			}
			*seen = true
		}
		i++
		// value
		for i < len(s) {
			c := s[i]
			if isVPchar(c) {
				i++
			} else if c == '%' {
				var err error
				if i, err = checkTriplet(s, i, PartQ, true); err != nil {
					return 0, err
				}
			} else {
				break
			}
		}
		if i == len(s) || s[i] == '#' {
			return i, nil
		}
		if s[i] != '&' {
			return 0, charError(s, i, PartQ, Draft)
		}
		i++
	}
}

// Directives returns the keywd=value directives of a Draft URN's query, in
// the order written; none for other dialects or without a query.
func (u URN) Directives() iter.Seq[Directive] {
	return func(yield func(Directive) bool) {
		if u.dialect != Draft || u.flags&fQ == 0 {
			return
		}
		for d := range strings.SplitSeq(u.QComponent(), "&") {
			k, v, _ := strings.Cut(d, "=")
			if !yield(Directive{Keyword: k, Value: v}) {
				return
			}
		}
	}
}

// Directive returns the value of the first directive with the given keyword
// (compared exactly: directives are case-sensitive, seed 004 §2.3).
func (u URN) Directive(keyword string) (string, bool) {
	for d := range u.Directives() {
		if d.Keyword == keyword {
			return d.Value, true
		}
	}
	return "", false
}
