package urlpattern

import (
	"errors"

	"github.com/urikit/urikit/internal/message"
)

// Sentinel errors: every *Error wraps one of them, so callers can test the
// kind of failure with errors.Is. Each is a case where the Standard's
// constructor throws a TypeError.
var (
	// ErrSyntax: the pattern string is not well formed (§1.3 tokenizing and
	// parsing: an unclosed group, a name or regular expression that is
	// empty, a duplicate group name, a lone backslash...).
	ErrSyntax = errors.New("invalid pattern syntax")
	// ErrRegexp: a regular expression group is not a valid ECMAScript
	// regular expression, or uses a construct this package cannot match
	// exactly as ECMAScript does (the Reason names the construct).
	ErrRegexp = errors.New("unsupported or invalid regular expression")
	// ErrComponent: a fixed piece of a component is refused by the URL
	// Standard's parser (§2.1 encoding callbacks): a hostname with a
	// forbidden code point, a port that is not a number, a bad scheme.
	ErrComponent = errors.New("invalid component")
	// ErrBaseURL: the base URL does not parse, or a base URL was given
	// where the Standard forbids one (with an init dictionary).
	ErrBaseURL = errors.New("invalid base URL")
	// ErrRelative: a constructor string without a protocol and no base URL.
	ErrRelative = errors.New("relative pattern without a base URL")
)

// Error says why a pattern could not be compiled: which component (or the
// constructor string), the byte offset in Input, and what is wrong.
type Error struct {
	Input     string // the text that was examined: a component's pattern string, or the constructor string
	Component string // "protocol", ..., "hash", "constructor string" or "base URL"
	Offset    int    // byte offset in Input
	Kind      error  // one of the Err* sentinels
	Reason    string // what is wrong and, where obvious, what to write instead
}

// Error returns "urlpattern: <what> at offset <n> in <component>[: <hint>]".
func (e *Error) Error() string {
	return message.Format("urlpattern", e.Reason, e.Offset, e.Component)
}

// Unwrap returns the sentinel kind, for errors.Is.
func (e *Error) Unwrap() error { return e.Kind }

// ByteOffset returns Offset, so that an *Error is a uri.OffsetError.
func (e *Error) ByteOffset() int { return e.Offset }
