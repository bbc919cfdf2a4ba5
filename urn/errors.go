package urn

import (
	"errors"
	"strconv"

	"github.com/urikit/urikit/internal/message"
	"github.com/urikit/urikit/internal/pct"
)

// Part names the piece of a URN an error is in (RFC 8141 §2).
type Part uint8

// The parts of a URN, in the order they appear.
const (
	PartScheme Part = iota // the leading "urn:"
	PartNID                // namespace identifier, §2.1
	PartNSS                // namespace specific string, §2.2
	PartR                  // r-component, §2.3.1
	PartQ                  // q-component, §2.3.2 (the draft's query, seed 004 §2.3)
	PartF                  // f-component, §2.3.3 (the draft's fragment, seed 004 §2.4)
)

var partNames = [...]string{"scheme", "NID", "NSS", "r-component", "q-component", "f-component"}

// String returns the part's name as RFC 8141 writes it ("NID", "NSS",
// "r-component", ...).
func (p Part) String() string {
	if int(p) < len(partNames) {
		return partNames[p]
	}
	return "part(" + strconv.Itoa(int(p)) + ")"
}

// Sentinel errors: every *Error wraps exactly one of them, for errors.Is.
var (
	// ErrScheme: the text does not start with "urn:" (any case).
	ErrScheme = errors.New("not a URN")
	// ErrNID: the NID breaks its rule (RFC 8141 §2: 2 to 32 letters, digits
	// and hyphens, starting and ending with a letter or digit).
	ErrNID = errors.New("invalid NID")
	// ErrChar: a character the part's grammar does not allow.
	ErrChar = errors.New("invalid character")
	// ErrPercent: a "%" not followed by two hex digits (RFC 3986 §2.1), or
	// "%00" where the dialect forbids NUL.
	ErrPercent = errors.New("invalid percent-encoding")
	// ErrEmpty: a part that must hold at least one character is empty.
	ErrEmpty = errors.New("empty part")
	// ErrDirective: the draft's query is not keywd=value directives joined
	// by "&", or repeats a registered keyword (seed 004 §2.3).
	ErrDirective = errors.New("invalid query directive")
	// ErrNamespace: the NSS breaks its namespace's rule (a Registry's
	// Strict check only; a URN that does is still syntactically valid).
	ErrNamespace = errors.New("namespace rule violated")
	// ErrBuild: Build was given an NID or text it cannot make a URN of.
	ErrBuild = errors.New("cannot build URN")
	// ErrConvert: a uri.URI that is not a URN (FromURI).
	ErrConvert = errors.New("cannot convert")
)

// Error says why a string is not a URN under a dialect, or why a URN breaks
// its namespace's rule: the input, the byte offset, the part, a sentinel
// kind for errors.Is, and a reason that says what to write instead.
type Error struct {
	Input  string // the text examined
	Offset int    // byte offset in Input where the problem is
	Part   Part   // the part the offset is in
	Kind   error  // one of the Err* sentinels
	Reason string // what is wrong; after "; ", how to fix it
}

// Error returns "urn: <what> at offset <n> in <part>[: <how to fix>]", for
// example `urn: "/" at offset 8 in NSS: the draft's NSS is 1*pchar; write it
// as %2F`.
func (e *Error) Error() string {
	return message.Format("urn", e.Reason, e.Offset, e.Part.String())
}

// Unwrap returns the sentinel kind, for errors.Is.
func (e *Error) Unwrap() error { return e.Kind }

// ByteOffset returns Offset; the CLI takes an error record's offset from it.
func (e *Error) ByteOffset() int { return e.Offset }

func newError(input string, off int, p Part, kind error, reason string) *Error {
	return &Error{Input: input, Offset: off, Part: p, Kind: kind, Reason: reason}
}

// charError reports input[off] as not allowed in part p under dialect d,
// saying how to write it.
func charError(input string, off int, p Part, d Dialect) *Error {
	b := input[off]
	if b == '%' {
		return newError(input, off, p, ErrPercent, `"%" not followed by two hex digits; a literal "%" must be written %25`)
	}
	what := message.Byte(b)
	switch {
	case b == '/' && p == PartNSS && d == Draft:
		return newError(input, off, p, ErrChar, `"/" in the draft's NSS (1*pchar, seed 004 §2.2); write it as %2F`)
	case b == '/' && p == PartNSS:
		return newError(input, off, p, ErrChar, `"/" at the start of the NSS (RFC 8141 §2: NSS = pchar *(pchar / "/")); write it as %2F`)
	case b == '?' && d == RFC8141 && p == PartNSS:
		return newError(input, off, p, ErrChar, `"?" not followed by "+" or "=" (RFC 8141 §2); write a "?" of the NSS as %3F`)
	case b == ' ':
		return newError(input, off, p, ErrChar, "space; write it as %20")
	case b >= 0x80:
		return newError(input, off, p, ErrChar, "non-ASCII byte "+pct.Triplet(b)+"; percent-encode each UTF-8 octet ("+pct.Triplet(b)+")")
	}
	return newError(input, off, p, ErrChar, "invalid character "+what+"; write it as "+pct.Triplet(b))
}
