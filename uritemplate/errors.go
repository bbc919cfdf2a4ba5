package uritemplate

import (
	"errors"
	"strconv"

	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/message"
	"github.com/urikit/urikit/internal/pct"
)

// Errors of RFC 6570 §2 (syntax) and §3 (expansion), and of matching
// (§1.4). Every error is an *Error that wraps one of these sentinels, so
// callers can tell the kind with errors.Is.
var (
	// ErrLiteral: a character outside expressions that §2.1's literals
	// rule does not allow (space, '"', "'", '<', '>', '\', '^', '`', '|',
	// '}', a control, a non-ASCII character that is neither ucschar nor
	// iprivate, bytes that are not UTF-8).
	ErrLiteral = errors.New("invalid literal character")
	// ErrPercent: a '%' not followed by two hex digits (§2.1 pct-encoded,
	// in a literal or a variable name).
	ErrPercent = errors.New("invalid percent-encoding")
	// ErrUnclosed: a '{' with no '}' after it (§2.2).
	ErrUnclosed = errors.New("unclosed expression")
	// ErrEmpty: an expression with no variable, "{}" (§2.2 variable-list).
	ErrEmpty = errors.New("empty expression")
	// ErrOperator: an operator reserved for future extensions, '=' ',' '!'
	// '@' '|' (§2.2 op-reserve).
	ErrOperator = errors.New("reserved operator")
	// ErrVarname: a variable name that §2.3's varname rule does not allow,
	// or a character where a variable name must be.
	ErrVarname = errors.New("invalid variable name")
	// ErrModifier: a bad value modifier (§2.4): a prefix that is not 1 to
	// 9999 written without a leading zero, or a prefix and an explode on
	// one variable, or anything else after a variable but ',' or '}'.
	ErrModifier = errors.New("invalid modifier")
	// ErrComposite: a prefix modifier on a variable whose value is a list
	// or an associative array (§2.4.1: prefixes do not apply to composite
	// values), found when expanding.
	ErrComposite = errors.New("prefix on a composite value")
	// ErrNoMatch: a URI the template cannot produce (Match).
	ErrNoMatch = errors.New("URI does not match the template")
	// ErrTooComplex: a template and URI too large together for Match to
	// search within its bound (see Match).
	ErrTooComplex = errors.New("match too complex")
)

// Error describes why a template is not valid, why an expansion failed, or
// why a URI does not match a template.
type Error struct {
	Input  string // the template (or, for a match, the URI)
	Offset int    // byte offset in Input where the problem is
	Kind   error  // one of the Err* sentinels; errors.Is matches it
	Reason string // what is wrong and, after "; ", what to write instead
}

// Error returns "uritemplate: <what> at offset <n>[: <what to write
// instead>]", for example "uritemplate: space at offset 4 in a literal:
// write %20".
func (e *Error) Error() string { return message.Format("uritemplate", e.Reason, e.Offset, "") }

// Unwrap returns the sentinel kind, for errors.Is.
func (e *Error) Unwrap() error { return e.Kind }

// ByteOffset returns Offset (the accessor the CLI reads for its records).
func (e *Error) ByteOffset() int { return e.Offset }

func newError(input string, off int, kind error, reason string) *Error {
	return &Error{Input: input, Offset: off, Kind: kind, Reason: reason}
}

// maxQuoted is the most bytes of input a message quotes, so that the
// message about a 10 MB input stays short.
const maxQuoted = 40

// quote quotes s for a message, cut to maxQuoted bytes on a UTF-8
// boundary, with "…" when cut.
func quote(s string) string {
	if len(s) <= maxQuoted {
		return strconv.Quote(s)
	}
	n := maxQuoted
	for n > maxQuoted-utf8.UTFMax && !utf8.RuneStart(s[n]) {
		n--
	}
	return strconv.Quote(s[:n]) + "…"
}

// describe names the character at s[i] for a message: a quoted printable
// ASCII character, or its code.
func describe(s string, i int) string {
	b := s[i]
	switch {
	case b < 0x20 || b == 0x7f:
		return "control byte " + pct.Triplet(b)
	case b < 0x80:
		return strconv.QuoteRune(rune(b))
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n <= 1 {
		return "byte " + pct.Triplet(b) + " (not UTF-8)"
	}
	h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
	return "U+" + strings.Repeat("0", max(0, 4-len(h))) + h
}
