package rule

import (
	"errors"
	"strconv"

	"github.com/urikit/urikit/internal/message"
	"github.com/urikit/urikit/internal/pct"
)

// Errors of the scheme-specific syntaxes (RFC 1738 §5): one type naming the
// scheme, the BNF rule, the byte offset, and what to write instead.

// Sentinel kinds; every *Error wraps one of them.
var (
	// ErrInvalidChar: a character the rule does not allow.
	ErrInvalidChar = errors.New("invalid character")
	// ErrInvalidPart: a part breaks a structural rule of the scheme (a
	// missing host, an unknown type code, an article that is not digits, a
	// part too many).
	ErrInvalidPart = errors.New("invalid part")
	// ErrWrongScheme: the URI's scheme is not one the parser handles.
	ErrWrongScheme = errors.New("wrong scheme")
	// ErrNoSyntax: no scheme-specific syntax is known for the scheme.
	ErrNoSyntax = errors.New("no scheme-specific syntax")
)

// Error is a scheme-specific syntax error. It is always returned as *Error.
type Error struct {
	Input  string // the URL that was examined
	Offset int    // byte offset in Input where the problem is
	Scheme string // the scheme whose syntax was applied, in lower case
	Rule   string // the BNF rule of RFC 1738 §5 (or the scheme's RFC) that failed
	Kind   error  // one of the Err* sentinels; errors.Is matches it
	Reason string // what is wrong; after "; ", what to write instead
}

// Error returns "<scheme>: <what> at offset <n> in <rule>[: <how to fix>]",
// for example `ftp: invalid character ";" at offset 20 in fsegment: write
// it as %3B`.
func (e *Error) Error() string {
	prefix := e.Scheme
	if prefix == "" {
		prefix = "schemes"
	}
	return message.Format(prefix, e.Reason, e.Offset, e.Rule)
}

// Unwrap returns the sentinel kind, for errors.Is.
func (e *Error) Unwrap() error { return e.Kind }

// ByteOffset returns Offset; the command line reads it to fill a record's
// "offset".
func (e *Error) ByteOffset() int { return e.Offset }

// New returns an *Error.
func New(input string, off int, scheme, rule string, kind error, reason string) *Error {
	return &Error{Input: input, Offset: off, Scheme: scheme, Rule: rule, Kind: kind, Reason: reason}
}

// Char reports the byte at s[off] as not allowed by rule, with its
// percent-encoding as the fix.
func Char(s string, off int, scheme, rule string) *Error {
	c := s[off]
	if c == '%' {
		return New(s, off, scheme, rule, ErrInvalidChar,
			`"%" not followed by two hex digits; a literal "%" must be written %25`)
	}
	return New(s, off, scheme, rule, ErrInvalidChar,
		"invalid character "+message.Byte(c)+"; write it as "+pct.Triplet(c))
}

// Quote quotes at most 40 bytes of s for a message.
func Quote(s string) string {
	if len(s) > 40 {
		return strconv.Quote(s[:40]) + "..."
	}
	return strconv.Quote(s)
}
