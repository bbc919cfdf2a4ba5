package iri

import (
	"errors"

	"github.com/urikit/urikit/internal/message"
)

// Sentinel errors: every *Error wraps one of them, for errors.Is.
var (
	// ErrBidi: a component breaks the bidi rules of RFC 3987 §4.2.
	ErrBidi = errors.New("bidi rule broken")
	// ErrIDNA: a host name that IDNA (UTS #46 processing) refuses.
	ErrIDNA = errors.New("invalid IDNA host name")
)

// Error describes why an IRI or a host name was refused.
type Error struct {
	Input  string // the text that was examined
	Offset int    // byte offset in Input where the problem is
	Kind   error  // ErrBidi or ErrIDNA; errors.Is matches it
	Reason string // what is wrong and, after "; ", how to fix it
	Cause  error  // for ErrIDNA, the *uts46.Error of UTS #46 processing
}

// Error returns a message of the form
// "iri: <what> at offset <n>[: <how to fix>]", as uri.Error does.
func (e *Error) Error() string { return message.Format("iri", e.Reason, e.Offset, "") }

// Unwrap returns the sentinel kind and the cause, for errors.Is and
// errors.As.
func (e *Error) Unwrap() []error {
	if e.Cause == nil {
		return []error{e.Kind}
	}
	return []error{e.Kind, e.Cause}
}

// ByteOffset returns Offset; the command line takes the offset of an error
// record from it.
func (e *Error) ByteOffset() int { return e.Offset }
