package urlpattern

// §1.3.1 (the Standard's "Tokens" and "Tokenizing"): a pattern string as a
// list of tokens. Positions are byte offsets into the input, where the
// Standard counts code points; a byte that is not part of valid UTF-8 is one
// code point, U+FFFD, as JavaScript reads a lone surrogate.

import (
	"sync"
	"unicode"
	"unicode/utf8"
)

// tokenType is a token's type (§1.3.1 "token/type").
type tokenType uint8

const (
	tokInvalidChar   tokenType = iota // a code point that cannot be where it is
	tokOpen                           // "{"
	tokClose                          // "}"
	tokRegexp                         // "(<regular expression>)"
	tokName                           // ":<name>"
	tokChar                           // a code point with no syntactic meaning
	tokEscapedChar                    // "\<char>"
	tokOtherModifier                  // "?" or "+"
	tokAsterisk                       // "*"
	tokEnd                            // the end of the pattern string
)

var tokenTypeNames = [...]string{"invalid-char", "open", "close", "regexp", "name", "char", "escaped-char", "other-modifier", "asterisk", "end"}

func (t tokenType) String() string { return tokenTypeNames[t] }

// token is one lexical token: its type, the offset of its first code point
// in the pattern string, and its value (a name without ":", a regular
// expression without its parentheses, an escaped character without "\").
type token struct {
	typ   tokenType
	index int
	value string
}

// policy is a tokenize policy: strict tokenizing fails where lenient
// tokenizing makes an invalid-char token.
type policy bool

const (
	strict  policy = false
	lenient policy = true
)

// tokenizer holds the state of the tokenize algorithm.
type tokenizer struct {
	input     string
	policy    policy
	tokens    []token
	index     int
	nextIndex int
	cp        rune
}

// tokenizeInto runs the tokenize algorithm on input, writing the tokens
// into buf, grown as needed (a token takes a byte at least, and then the
// end token). With the strict policy an error is returned where the
// Standard throws; it names the offset.
func tokenizeInto(buf []token, input string, pol policy) ([]token, error) {
	if cap(buf) < len(input)+1 {
		buf = make([]token, 0, len(input)+1)
	}
	t := &tokenizer{input: input, policy: pol, tokens: buf[:0]}
	for t.index < len(input) {
		t.seek(t.index)
		switch t.cp {
		case '*':
			t.addDefault(tokAsterisk)
			continue
		case '+', '?':
			t.addDefault(tokOtherModifier)
			continue
		case '\\':
			if t.index == len(input)-1 {
				if err := t.fail(t.nextIndex, t.index, "backslash at the end of the pattern; write \\\\ for a backslash"); err != nil {
					return nil, err
				}
				continue
			}
			escaped := t.nextIndex
			t.next()
			t.addLen(tokEscapedChar, t.nextIndex, escaped)
			continue
		case '{':
			t.addDefault(tokOpen)
			continue
		case '}':
			t.addDefault(tokClose)
			continue
		case ':':
			pos := t.nextIndex
			start := pos
			for pos < len(input) {
				t.seek(pos)
				if !isNameCodePoint(t.cp, pos == start) {
					break
				}
				pos = t.nextIndex
			}
			if pos <= start {
				if err := t.fail(start, t.index, "\":\" without a group name after it; write \\: for a colon"); err != nil {
					return nil, err
				}
				continue
			}
			t.addLen(tokName, pos, start)
			continue
		case '(':
			if err := t.regexp(); err != nil {
				return nil, err
			}
			continue
		}
		t.addDefault(tokChar)
	}
	t.addLen(tokEnd, t.index, t.index)
	return t.tokens, nil
}

// regexp reads a regexp token: "(" has been read at t.index.
func (t *tokenizer) regexp() error {
	depth := 1
	pos := t.nextIndex
	start := pos
	for pos < len(t.input) {
		t.seek(pos)
		if t.cp >= utf8.RuneSelf {
			return t.fail(start, t.index, "non-ASCII character in a regular expression group; write it as \\u{...}", pos)
		}
		if pos == start && t.cp == '?' {
			return t.fail(start, t.index, "regular expression group begins with \"?\"; write (?:...) inside the group's own parentheses", pos)
		}
		if t.cp == '\\' {
			if pos == len(t.input)-1 {
				return t.fail(start, t.index, "backslash at the end of a regular expression group", pos)
			}
			t.next()
			if t.cp >= utf8.RuneSelf {
				return t.fail(start, t.index, "non-ASCII character in a regular expression group; write it as \\u{...}", pos+1)
			}
			pos = t.nextIndex
			continue
		}
		if t.cp == ')' {
			depth--
			if depth == 0 {
				pos = t.nextIndex
				break
			}
		} else if t.cp == '(' {
			depth++
			if pos == len(t.input)-1 {
				return t.fail(start, t.index, "unclosed \"(\" in a regular expression group", pos)
			}
			tmp := t.nextIndex
			t.next()
			if t.cp != '?' {
				return t.fail(start, t.index, "capturing group inside a regular expression group; write (?:...) for a group that does not capture", pos)
			}
			t.nextIndex = tmp
		}
		pos = t.nextIndex
	}
	if depth != 0 {
		return t.fail(start, t.index, "unclosed regular expression group; close it with \")\"", t.index)
	}
	length := pos - start - 1
	if length == 0 {
		return t.fail(start, t.index, "empty regular expression group \"()\"", t.index)
	}
	t.add(tokRegexp, pos, start, length)
	return nil
}

// next is "get the next code point".
func (t *tokenizer) next() {
	if t.nextIndex < len(t.input) && t.input[t.nextIndex] < utf8.RuneSelf {
		c := t.input[t.nextIndex]
		t.cp = rune(c)
		t.nextIndex++
		return
	}
	r, n := utf8.DecodeRuneInString(t.input[t.nextIndex:])
	t.cp = r
	t.nextIndex += n
}

// seek is "seek and get the next code point".
func (t *tokenizer) seek(i int) {
	t.nextIndex = i
	t.next()
}

// add is "add a token".
func (t *tokenizer) add(typ tokenType, next, valuePos, valueLen int) {
	t.tokens = append(t.tokens, token{typ: typ, index: t.index, value: t.input[valuePos : valuePos+valueLen]})
	t.index = next
}

// addLen is "add a token with default length".
func (t *tokenizer) addLen(typ tokenType, next, valuePos int) {
	t.add(typ, next, valuePos, next-valuePos)
}

// addDefault is "add a token with default position and length".
func (t *tokenizer) addDefault(typ tokenType) {
	t.addLen(typ, t.nextIndex, t.index)
}

// fail is "process a tokenizing error": under the strict policy an error
// naming the offset at (the token's start when at is not given), under the
// lenient policy an invalid-char token.
func (t *tokenizer) fail(next, valuePos int, reason string, at ...int) error {
	if t.policy == strict {
		off := t.index
		if len(at) > 0 {
			off = at[0]
		}
		return &Error{Input: t.input, Offset: off, Kind: ErrSyntax, Reason: reason}
	}
	t.addLen(tokInvalidChar, next, valuePos)
	return nil
}

// isNameCodePoint is "is a valid name code point": IdentifierStart (first)
// or IdentifierPart of ECMAScript, on Unicode 17.0.0's ID_Start and
// ID_Continue.
func isNameCodePoint(r rune, first bool) bool {
	if r < utf8.RuneSelf {
		switch {
		case 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z', r == '$', r == '_':
			return true
		case '0' <= r && r <= '9':
			return !first
		}
		return false
	}
	if first {
		return unicode.Is(idStart, r)
	}
	return r == 0x200C || r == 0x200D || unicode.Is(idContinue, r)
}

// tokenBuffers hold token lists while a pattern or constructor string is
// parsed (the parts and results keep substrings of the input, never the
// tokens).
var tokenBuffers = sync.Pool{New: func() any { b := make([]token, 0, 64); return &b }}

// pooledTokens gives back a buffer of tokenBuffers, with tokens, the list
// written into it, cleared (it holds substrings of an input).
func pooledTokens(buf *[]token, tokens []token) {
	clear(tokens)
	*buf = tokens[:0]
	tokenBuffers.Put(buf)
}
