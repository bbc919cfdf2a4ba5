package canon

import "strconv"

// An Error is a URL that a canonical form cannot be made of: Safe Browsing
// needs a host, SURT a port that is a number, purell's flags a URL that
// net/url parses.
type Error struct {
	Profile string // "safebrowsing", "surt", "purell", ...
	Input   string // the URL as given
	Offset  int    // byte offset in Input of the fault, or -1 when none is known
	Reason  string // what is wrong
}

func (e *Error) Error() string {
	s := "canon: " + e.Profile + ": " + e.Reason
	if e.Offset >= 0 {
		s += " at offset " + strconv.Itoa(e.Offset)
	}
	return s + " in " + strconv.Quote(e.Input)
}

func newError(profile, input string, offset int, reason string) *Error {
	return &Error{Profile: profile, Input: input, Offset: offset, Reason: reason}
}

// ByteOffset returns Offset (uri.OffsetError): -1 when no offset is known.
func (e *Error) ByteOffset() int { return e.Offset }
