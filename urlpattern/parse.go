package urlpattern

// §1.3 (the Standard's "Parts", "Options" and "Parsing"): a pattern string
// as a part list.

import (
	"strconv"
	"sync"
)

// partType is a part's type.
type partType uint8

const (
	partFixed    partType = iota // fixed text
	partRegexp                   // a group with a custom regular expression
	partSegment                  // a group matching up to the next delimiter ("[^<delimiter>]+?")
	partWildcard                 // a group matching everything (".*")
)

// modifier is a part's modifier.
type modifier uint8

const (
	modNone       modifier = iota
	modOptional            // "?"
	modZeroOrMore          // "*"
	modOneOrMore           // "+"
)

// String is "convert a modifier to a string".
func (m modifier) String() string {
	switch m {
	case modZeroOrMore:
		return "*"
	case modOptional:
		return "?"
	case modOneOrMore:
		return "+"
	}
	return ""
}

// part is one piece of a parsed pattern string: fixed text, or at most one
// group with a fixed prefix and suffix, and a modifier.
type part struct {
	typ      partType
	value    string // the fixed text, or the regular expression of a regexp part
	modifier modifier
	name     string
	prefix   string
	suffix   string
	at       int // offset of a regexp part's value in the pattern string
}

// options are the Standard's options: the delimiter and prefix code points
// (one ASCII character or none) and whether case is ignored.
type options struct {
	delimiter  string
	prefix     string
	ignoreCase bool
}

var (
	defaultOptions  = options{}
	hostnameOptions = options{delimiter: "."}
	pathnameOptions = options{delimiter: "/", prefix: "/"}
)

// encodingCallback validates and encodes a piece of fixed text of a pattern
// string (§2.1).
type encodingCallback func(string) (string, error)

// patternParser holds the state of "parse a pattern string".
type patternParser struct {
	input       string
	tokens      []token
	encode      encodingCallback
	segmentWild string
	parts       []part
	// pending is the pending fixed value: a piece of input (from
	// pendingAt) while its pieces are the input's text one after another,
	// else their concatenation.
	pending     string
	pendingAt   int
	pendingEnd  int // where pending ends in input; -1 when it is not a piece of it
	index       int
	nextNumeric int
}

// fullWildcardRegexp is the full wildcard regexp value.
const fullWildcardRegexp = ".*"

// parsePatternString is "parse a pattern string".
// The parts are appended to dst; the list returned holds them also on an
// error.
func parsePatternString(input string, opt options, encode encodingCallback, dst []part) ([]part, error) {
	buf := tokenBuffers.Get().(*[]token)
	tokens, err := tokenizeInto(*buf, input, strict)
	defer pooledTokens(buf, tokens)
	if err != nil {
		return dst, err
	}
	p := &patternParser{input: input, tokens: tokens, encode: encode, segmentWild: segmentWildcardRegexp(opt), parts: dst}
	parts, err := p.parse(opt)
	return parts, err
}

// parse is the loop of "parse a pattern string".
func (p *patternParser) parse(opt options) ([]part, error) {
	for p.index < len(p.tokens) {
		charTok := p.try(tokChar)
		nameTok := p.try(tokName)
		regexpTok := p.tryRegexpOrWildcard(nameTok)
		if nameTok != nil || regexpTok != nil {
			prefix := ""
			if charTok != nil {
				prefix = charTok.value
			}
			if prefix != "" && prefix != opt.prefix {
				p.appendPending(prefix, charTok.index)
				prefix = ""
			}
			if err := p.flushPending(); err != nil {
				return p.parts, err
			}
			mod := p.tryModifier()
			if err := p.addPart(prefix, nameTok, regexpTok, "", mod); err != nil {
				return p.parts, err
			}
			continue
		}
		fixed := charTok
		if fixed == nil {
			fixed = p.try(tokEscapedChar)
		}
		if fixed != nil {
			p.appendPending(fixed.value, fixed.index)
			continue
		}
		if open := p.try(tokOpen); open != nil {
			prefix := p.consumeText()
			nameTok = p.try(tokName)
			regexpTok = p.tryRegexpOrWildcard(nameTok)
			suffix := p.consumeText()
			if _, err := p.require(tokClose, open); err != nil {
				return p.parts, err
			}
			mod := p.tryModifier()
			if err := p.addPart(prefix, nameTok, regexpTok, suffix, mod); err != nil {
				return p.parts, err
			}
			continue
		}
		if err := p.flushPending(); err != nil {
			return p.parts, err
		}
		if _, err := p.require(tokEnd, nil); err != nil {
			return p.parts, err
		}
	}
	return p.parts, nil
}

// partBuffers hold part lists while they are parsed and compiled.
var partBuffers = sync.Pool{New: func() any { b := make([]part, 0, 16); return &b }}

// segmentWildcardRegexp is "generate a segment wildcard regexp".
func segmentWildcardRegexp(opt options) string {
	switch opt.delimiter {
	case "":
		return "[^]+?"
	case "/":
		return `[^\/]+?`
	case ".":
		return `[^\.]+?`
	}
	return "[^" + escapeRegexpString(opt.delimiter) + "]+?"
}

// try is "try to consume a token".
func (p *patternParser) try(typ tokenType) *token {
	t := &p.tokens[p.index]
	if t.typ != typ {
		return nil
	}
	p.index++
	return t
}

// tryModifier is "try to consume a modifier token".
func (p *patternParser) tryModifier() *token {
	if t := p.try(tokOtherModifier); t != nil {
		return t
	}
	return p.try(tokAsterisk)
}

// tryRegexpOrWildcard is "try to consume a regexp or wildcard token".
func (p *patternParser) tryRegexpOrWildcard(name *token) *token {
	t := p.try(tokRegexp)
	if name == nil && t == nil {
		t = p.try(tokAsterisk)
	}
	return t
}

// require is "consume a required token"; open is the "{" a missing "}"
// belongs to, if any.
func (p *patternParser) require(typ tokenType, open *token) (*token, error) {
	if t := p.try(typ); t != nil {
		return t, nil
	}
	t := p.tokens[p.index]
	var reason string
	switch {
	case typ == tokClose && t.typ == tokEnd:
		reason = "\"{\" at offset " + strconv.Itoa(open.index) + " is not closed; add \"}\""
	case typ == tokClose:
		reason = "unexpected " + describe(t) + " inside \"{...}\"; a group holds text, one name or regular expression, and text"
	case t.typ == tokClose:
		reason = "\"}\" without \"{\"; write \\} for a brace"
	case t.typ == tokOtherModifier || t.typ == tokAsterisk:
		reason = "modifier " + strconv.Quote(t.value) + " with nothing to modify; write \\" + t.value + " for the character"
	default:
		reason = "unexpected " + describe(t)
	}
	return nil, &Error{Input: p.input, Offset: t.index, Kind: ErrSyntax, Reason: reason}
}

// describe names a token for an error message.
func describe(t token) string {
	switch t.typ {
	case tokEnd:
		return "end of pattern"
	case tokName:
		return "group name \":" + t.value + "\""
	case tokRegexp:
		return "regular expression group \"(" + t.value + ")\""
	case tokOpen:
		return "\"{\""
	}
	return strconv.Quote(t.value)
}

// consumeText is "consume text".
func (p *patternParser) consumeText() string {
	s := ""
	for {
		t := p.try(tokChar)
		if t == nil {
			t = p.try(tokEscapedChar)
		}
		if t == nil {
			return s
		}
		s += t.value
	}
}

func (p *patternParser) appendPending(s string, at int) {
	inInput := at >= 0 && at+len(s) <= len(p.input) && p.input[at:at+len(s)] == s
	switch {
	case p.pending == "":
		p.pendingAt, p.pendingEnd = at, -1
		if inInput {
			p.pending, p.pendingEnd = p.input[at:at+len(s)], at+len(s)
			return
		}
		p.pending = s
	case inInput && p.pendingEnd == at:
		p.pending, p.pendingEnd = p.input[p.pendingAt:at+len(s)], at+len(s)
	default:
		p.pending, p.pendingEnd = p.pending+s, -1
	}
}

// flushPending is "maybe add a part from the pending fixed value".
func (p *patternParser) flushPending() error {
	if p.pending == "" {
		return nil
	}
	enc, err := p.encodeAt(p.pending, p.pendingAt)
	if err != nil {
		return err
	}
	p.pending = ""
	p.parts = append(p.parts, part{typ: partFixed, value: enc})
	return nil
}

// encodeAt runs the encoding callback, giving a failure the offset of the
// text it was given.
func (p *patternParser) encodeAt(s string, at int) (string, error) {
	enc, err := p.encode(s)
	if err != nil {
		if e, ok := err.(*Error); ok {
			e.Input, e.Offset = p.input, at
			return "", e
		}
		return "", &Error{Input: p.input, Offset: at, Kind: ErrComponent, Reason: err.Error()}
	}
	return enc, nil
}

// addPart is "add a part".
func (p *patternParser) addPart(prefix string, name, regexpTok *token, suffix string, modTok *token) error {
	mod := modNone
	if modTok != nil {
		switch modTok.value {
		case "?":
			mod = modOptional
		case "*":
			mod = modZeroOrMore
		case "+":
			mod = modOneOrMore
		}
	}
	at := p.tokens[p.index-1].index
	if name == nil && regexpTok == nil && mod == modNone {
		p.appendPending(prefix, at)
		return nil
	}
	if err := p.flushPending(); err != nil {
		return err
	}
	if name == nil && regexpTok == nil {
		if prefix == "" {
			return nil
		}
		enc, err := p.encodeAt(prefix, at)
		if err != nil {
			return err
		}
		p.parts = append(p.parts, part{typ: partFixed, value: enc, modifier: mod})
		return nil
	}
	value := ""
	switch {
	case regexpTok == nil:
		value = p.segmentWild
	case regexpTok.typ == tokAsterisk:
		value = fullWildcardRegexp
	default:
		value = regexpTok.value
	}
	typ := partRegexp
	switch value {
	case p.segmentWild:
		typ, value = partSegment, ""
	case fullWildcardRegexp:
		typ, value = partWildcard, ""
	}
	groupName := ""
	if name != nil {
		groupName = name.value
		at = name.index
	} else if regexpTok != nil {
		groupName = strconv.Itoa(p.nextNumeric)
		p.nextNumeric++
		at = regexpTok.index
	}
	for _, q := range p.parts {
		if q.name == groupName {
			return &Error{Input: p.input, Offset: at, Kind: ErrSyntax, Reason: "duplicate group name " + strconv.Quote(groupName)}
		}
	}
	encPrefix, err := p.encodeAt(prefix, at)
	if err != nil {
		return err
	}
	encSuffix, err := p.encodeAt(suffix, at)
	if err != nil {
		return err
	}
	reAt := 0
	if regexpTok != nil {
		reAt = regexpTok.index + 1
	}
	p.parts = append(p.parts, part{typ: typ, value: value, modifier: mod, name: groupName, prefix: encPrefix, suffix: encSuffix, at: reAt})
	return nil
}
