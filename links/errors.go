package links

import (
	"strconv"
)

// An Error is a problem reading a document: the reader failed, or seeking
// back to its start for a second pass (see MaxPending) did. It says where
// the scan stopped. (A link that does not resolve is not an Error of the
// scan: see Link.Err.)
type Error struct {
	Offset int64 // byte offset in the document where the problem is
	Line   int   // its line, from 1
	Column int   // its column in bytes, from 1
	Err    error // what went wrong
}

func (e *Error) Error() string {
	return "links: line " + strconv.Itoa(e.Line) + " column " + strconv.Itoa(e.Column) +
		" (offset " + strconv.FormatInt(e.Offset, 10) + "): " + e.Err.Error()
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// ByteOffset returns Offset, for the records of the uri command.
func (e *Error) ByteOffset() int { return int(e.Offset) }
