package repair

import (
	"errors"

	"github.com/urikit/urikit/internal/message"
)

// ErrUnrepairable: the input cannot be made a URI reference without
// guessing what it means (a port that is not a number).
var ErrUnrepairable = errors.New("cannot be repaired")

// Error says why an input could not be repaired, and where.
type Error struct {
	Input  string
	Offset int    // byte offset in Input
	Reason string // what is wrong and, after "; ", what to do
}

// Error returns "repair: <what> at offset <n>[: <what to do>]".
func (e *Error) Error() string { return message.Format("repair", e.Reason, e.Offset, "") }

// Unwrap returns ErrUnrepairable.
func (e *Error) Unwrap() error { return ErrUnrepairable }

// ByteOffset returns Offset; the command line takes the offset of an error
// record from it.
func (e *Error) ByteOffset() int { return e.Offset }
