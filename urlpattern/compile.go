package urlpattern

// §1.6 "compile a component": a pattern string, its part list, the pattern
// string the getters return, and what matches it.

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// compiled is a component of a URL pattern (§1.4 "component").
type compiled struct {
	// pattern is the pattern string, normalized, when lazy is false; a
	// lazy component makes it from src (the input) and enc when asked
	// (patternString): compiling does not need it.
	pattern   string
	lazy      bool
	src       string
	enc       encodingCallback
	names     []string // the group name list
	hasRegexp bool
	parts     []part
	opt       options
	prog      *program       // the matcher, without regexp groups
	re        *regexp.Regexp // with them: the Standard's regular expression in Go's syntax
	// kind is the quickest way to match without groups: literal is the
	// whole text of a component that is one piece of fixed text (matched
	// case-sensitively), or a linear program.
	kind    matchKind
	literal string
	// progStore and nameStore hold the program and the first names, so
	// that a component is one allocation.
	progStore program
	nameStore [2]string
	// specialKnown: special is what matchesSpecialScheme answers (set
	// for the shared protocol components).
	specialKnown, special bool
}

// matchKind is how test matches a component.
type matchKind uint8

const (
	matchAny     matchKind = iota // compiled.match
	matchLiteral                  // the input is literal
	matchLinear                   // prog.matchLinear
)

// setKind sets kind and literal from the program.
func (k *compiled) setKind() {
	switch p := k.prog; {
	case p == nil || p.wildcard:
	case p.isLiteral && !p.fold:
		k.kind, k.literal = matchLiteral, p.literal
	case p.linear && !p.isLiteral:
		k.kind = matchLinear
	}
}

// compileComponent is "compile a component". The error names the
// component c.
func compileComponent(c Component, input string, encode encodingCallback, opt options) (*compiled, error) {
	return compileComponentInto(nil, c, input, encode, opt)
}

// compileComponentInto is compileComponent, into dst (a zero compiled)
// when it is not nil and the component is not "*" (which is shared).
func compileComponentInto(dst *compiled, c Component, input string, encode encodingCallback, opt options) (*compiled, error) {
	if input == "*" {
		// The component most patterns leave as it is: compiled once for
		// each options (a compiled component is never changed).
		return anyComponent(opt), nil
	}
	scratch := partBuffers.Get().(*[]part)
	parts, err := parsePatternString(input, opt, encode, (*scratch)[:0])
	defer func(used []part) {
		clear(used)
		*scratch = used[:0]
		partBuffers.Put(scratch)
	}(parts)
	if err != nil {
		if e, ok := err.(*Error); ok {
			e.Component = c.String()
		}
		return nil, err
	}
	k := dst
	if k == nil {
		k = new(compiled)
	}
	k.lazy, k.src, k.enc, k.opt = true, input, encode, opt
	k.names = k.nameStore[:0]
	for _, p := range parts {
		if p.typ != partFixed {
			k.names = append(k.names, p.name)
		}
		if p.typ == partRegexp {
			k.hasRegexp = true
		}
	}
	if !k.hasRegexp {
		k.prog = &k.progStore
		compileProgramInto(k.prog, parts, opt)
		k.setKind()
		return k, nil
	}
	// Each regular expression is read and checked (refused where Go's
	// regexp would read it otherwise) whoever matches it.
	for _, p := range parts {
		if p.typ != partRegexp {
			continue
		}
		if err := checkPart(p, opt); err != nil {
			e := err.(*Error)
			e.Input, e.Component = input, c.String()
			return nil, e
		}
	}
	if compileProgramInto(&k.progStore, parts, opt); !k.progStore.unsupported {
		k.prog = &k.progStore // the matcher reads every regexp part (engine_regexp.go)
		k.setKind()
		return k, nil
	}
	// The part list is kept for a component Go's regexp matches (the List
	// reads its fixed beginning from it).
	k.parts = append([]part(nil), parts...)
	src, err := re2Regexp(parts, opt)
	if err != nil {
		return nil, err // translatePart has accepted every part
	}
	re, rerr := regexp.Compile(src)
	if rerr != nil {
		return nil, &Error{Input: input, Component: c.String(), Kind: ErrRegexp, Reason: "Go's regexp refuses the regular expression: " + rerr.Error()}
	}
	k.re = re
	return k, nil
}

// re2Regexp is "generate a regular expression and name list" written in
// Go's regexp syntax: each regexp part's value translated (ecmaregexp.go),
// the segment and full wildcards as ECMAScript reads them ("[^]" is any code
// point; "." is no line terminator), "(.*)?" as "(.+)?" (ECMAScript rejects
// the empty iteration), and "i" for ignoreCase.
func re2Regexp(parts []part, opt options) (string, error) {
	var b strings.Builder
	if opt.ignoreCase {
		b.WriteString("(?i)")
	}
	b.WriteString("^")
	wild := dotRE2
	seg := `[^` + escapeRegexpString(opt.delimiter) + `]+?`
	if opt.delimiter == "" {
		seg = `(?s:.)+?`
	}
	for _, p := range parts {
		if p.typ == partFixed {
			if p.modifier == modNone {
				b.WriteString(escapeRegexpString(p.value))
			} else {
				b.WriteString("(?:" + escapeRegexpString(p.value) + ")" + p.modifier.String())
			}
			continue
		}
		value := ""
		switch p.typ {
		case partSegment:
			value = seg
		case partWildcard:
			value = wild + "*"
		case partRegexp:
			t, err := translatePart(p, opt)
			if err != nil {
				return "", err
			}
			value = t.re
		}
		if p.prefix == "" && p.suffix == "" {
			switch {
			case p.modifier == modNone:
				b.WriteString("(" + value + ")")
			case p.typ == partWildcard && p.modifier == modOptional:
				b.WriteString("(" + wild + "+)?")
			case p.typ == partWildcard:
				b.WriteString("(" + value + ")")
			case p.modifier == modOptional:
				b.WriteString("(" + value + ")?")
			default:
				b.WriteString("((?:" + value + ")" + p.modifier.String() + ")")
			}
			continue
		}
		pre, suf := escapeRegexpString(p.prefix), escapeRegexpString(p.suffix)
		if p.modifier == modNone || p.modifier == modOptional {
			b.WriteString("(?:" + pre + "(" + value + ")" + suf + ")" + p.modifier.String())
			continue
		}
		b.WriteString("(?:" + pre + "((?:" + value + ")(?:" + suf + pre + "(?:" + value + "))*)" + suf + ")")
		if p.modifier == modZeroOrMore {
			b.WriteString("?")
		}
	}
	b.WriteString("$")
	return b.String(), nil
}

// translatePart translates the regular expression of a regexp part to Go's
// syntax, or refuses it: a construct Go's regexp does not read as
// ECMAScript does, or a part whose groups the two would choose differently.
func translatePart(p part, opt options) (translated, error) {
	return readPart(p, opt, translateRegexp)
}

// checkPart is translatePart without the translation: whether the part is
// refused.
func checkPart(p part, opt options) error {
	_, err := readPart(p, opt, checkRegexp)
	return err
}

func readPart(p part, opt options, read func(string, bool) (translated, *reError)) (translated, error) {
	t, rerr := read(p.value, opt.ignoreCase)
	if rerr != nil {
		return t, &Error{Offset: p.at + rerr.at, Kind: ErrRegexp, Reason: rerr.reason}
	}
	if t.capture && (p.modifier == modZeroOrMore || p.modifier == modOneOrMore) {
		return t, &Error{Offset: p.at, Kind: ErrRegexp, Reason: "capture group inside the repeated group (" + p.value + ")" + p.modifier.String() + " (ECMAScript resets it on each repetition, Go's regexp does not)"}
	}
	if t.nullable && p.modifier != modNone && p.prefix == "" && p.suffix == "" {
		return t, &Error{Offset: p.at, Kind: ErrRegexp, Reason: "modifier " + strconv.Quote(p.modifier.String()) + " on (" + p.value + "), which can match the empty string (ECMAScript and Go's regexp choose groups differently there)"}
	}
	return t, nil
}

// patternString returns the normalized pattern string (the getters').
func (k *compiled) patternString() string {
	if !k.lazy {
		return k.pattern
	}
	// The input parsed again, as when it was compiled (which succeeded).
	scratch := partBuffers.Get().(*[]part)
	parts, err := parsePatternString(k.src, k.opt, k.enc, (*scratch)[:0])
	s := k.src
	if err == nil {
		s = patternStringOf(parts, k.opt, k.src)
	}
	clear(parts)
	*scratch = parts[:0]
	partBuffers.Put(scratch)
	return s
}

// match matches s, filling caps (two positions per group, -1 for a group
// that took no part) when it is not nil.
func (k *compiled) match(s string, caps []int) bool {
	if k.prog != nil {
		return k.prog.match(s, caps)
	}
	if caps == nil {
		return k.re.MatchString(s)
	}
	loc := k.re.FindStringSubmatchIndex(s)
	if loc == nil {
		return false
	}
	copy(caps, loc[2:])
	return true
}

// specialSchemes are the URL Standard's special schemes (§4.2).
var specialSchemes = [...]string{"ftp", "file", "http", "https", "ws", "wss"}

// matchesSpecialScheme is "protocol component matches a special scheme".
func (k *compiled) matchesSpecialScheme() bool {
	if k.specialKnown {
		return k.special
	}
	for _, s := range specialSchemes {
		if k.match(s, nil) {
			return true
		}
	}
	return false
}

// anyComponents are the compiled "*" components of the options the
// constructor uses, each with and without ignoreCase.
var anyComponents = sync.OnceValue(func() []*compiled {
	var ks []*compiled
	for _, opt := range [...]options{defaultOptions, hostnameOptions, pathnameOptions} {
		for _, fold := range [...]bool{false, true} {
			opt.ignoreCase = fold
			ks = append(ks, newAnyComponent(opt))
		}
	}
	return ks
})

func anyComponent(opt options) *compiled {
	// anyComponents' order: the default, hostname and pathname options,
	// each without and with ignoreCase.
	i := 0
	switch {
	case opt.delimiter == "" && opt.prefix == "":
	case opt.delimiter == "." && opt.prefix == "":
		i = 2
	case opt.delimiter == "/" && opt.prefix == "/":
		i = 4
	default:
		return newAnyComponent(opt)
	}
	if opt.ignoreCase {
		i++
	}
	return anyComponents()[i]
}

func newAnyComponent(opt options) *compiled {
	parts := []part{{typ: partWildcard, name: "0"}}
	return &compiled{pattern: generatePatternString(parts, opt), parts: parts, opt: opt, names: []string{"0"}, prog: compileProgram(parts, opt)}
}

// compileProtocol is compileComponent of a protocol pattern string. The
// protocols most patterns give are compiled once (a compiled component is
// never changed) and shared, with their answer to matchesSpecialScheme: the
// constructor string parser asks it of the protocol, and create compiles
// the same string again.
func compileProtocol(input string) (*compiled, error) {
	switch input {
	case "http", "https", "ws", "wss", "ftp", "file", "http{s}?", "ws{s}?":
		if k := commonProtocols()[input]; k != nil {
			return k, nil
		}
	}
	return compileComponent(Protocol, input, canonProtocol, defaultOptions)
}

var commonProtocols = sync.OnceValue(func() map[string]*compiled {
	m := map[string]*compiled{}
	for _, s := range [...]string{"http", "https", "ws", "wss", "ftp", "file", "http{s}?", "ws{s}?"} {
		if k, err := compileComponent(Protocol, s, canonProtocol, defaultOptions); err == nil {
			k.special = k.matchesSpecialScheme()
			k.specialKnown = true
			m[s] = k
		}
	}
	return m
})
