package uri

import (
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/message"
	"github.com/urikit/urikit/internal/pct"
)

// Component names a part of a URI reference (RFC 3986 §3); it labels
// errors. (The characters a part holds literally are its EncodingSet.)
type Component uint8

// The components of RFC 3986 §3, plus the pseudo-components used to label
// errors that concern a whole reference or an RFC 6874 zone identifier, or
// one path segment.
const (
	ComponentNone      Component = iota // not tied to one component
	ComponentScheme                     // §3.1
	ComponentAuthority                  // §3.2
	ComponentUserinfo                   // §3.2.1
	ComponentHost                       // §3.2.2
	ComponentZone                       // RFC 6874 ZoneID inside an IPv6 literal
	ComponentPort                       // §3.2.3
	ComponentPath                       // §3.3
	ComponentSegment                    // one path segment (§3.3 segment): "/" is data
	ComponentQuery                      // §3.4
	ComponentFragment                   // §3.5
)

var componentNames = [...]string{
	ComponentNone:      "input",
	ComponentScheme:    "scheme",
	ComponentAuthority: "authority",
	ComponentUserinfo:  "userinfo",
	ComponentHost:      "host",
	ComponentZone:      "zone",
	ComponentPort:      "port",
	ComponentPath:      "path",
	ComponentSegment:   "segment",
	ComponentQuery:     "query",
	ComponentFragment:  "fragment",
}

// String returns the component's lower-case name as RFC 3986 writes it
// ("scheme", "userinfo", ...).
func (c Component) String() string {
	if int(c) < len(componentNames) {
		return componentNames[c]
	}
	return "component(" + strconv.Itoa(int(c)) + ")"
}

// ParseComponent returns the Component with the given name, as String
// writes it.
func ParseComponent(name string) (Component, bool) {
	for c, n := range componentNames {
		if n == name && Component(c) != ComponentNone {
			return Component(c), true
		}
	}
	return ComponentNone, false
}

// Sentinel errors: every *Error wraps exactly one of them, so callers can
// test the kind of failure with errors.Is.
var (
	// ErrInvalidChar: a character the component's grammar does not allow.
	ErrInvalidChar = errors.New("invalid character")
	// ErrInvalidPercent: a "%" not followed by two hex digits (RFC 3986 §2.1).
	ErrInvalidPercent = errors.New("invalid percent-encoding")
	// ErrMissingScheme: a URI (not a reference) must begin with a scheme (§3).
	ErrMissingScheme = errors.New("missing scheme")
	// ErrInvalidScheme: the scheme does not match ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1).
	ErrInvalidScheme = errors.New("invalid scheme")
	// ErrInvalidHost: the host matches none of IP-literal, IPv4address, reg-name (§3.2.2).
	ErrInvalidHost = errors.New("invalid host")
	// ErrInvalidPort: the port is not *DIGIT (§3.2.3), or is out of range where a number is needed.
	ErrInvalidPort = errors.New("invalid port")
	// ErrInvalidPath: the path breaks a structural rule of §3.3 (not a character rule).
	ErrInvalidPath = errors.New("invalid path")
	// ErrFragment: a fragment where the rule forbids one (absolute-URI, §4.3).
	ErrFragment = errors.New("unexpected fragment")
	// ErrTooLong: the input exceeds the largest length a URI value can hold.
	ErrTooLong = errors.New("input too long")
	// ErrInvalidPart: a builder was given a part that cannot be written.
	ErrInvalidPart = errors.New("invalid part")
)

// Error describes why a string is not a URI or URI reference, or why an
// operation on one failed. It is always returned as *Error.
type Error struct {
	Input     string    // the text that was examined
	Offset    int       // byte offset in Input where the problem is
	Component Component // the component the offset is in
	Kind      error     // one of the Err* sentinels; errors.Is matches it
	Reason    string    // what is wrong and, where obvious, how to fix it
}

// Error returns a message of the form
// "uri: <what> at offset <n> in <component>[: <how to fix>]", for example
// "uri: space at offset 10 in path: spaces must be written %20".
func (e *Error) Error() string {
	return message.Format("uri", e.Reason, e.Offset, e.Component.String())
}

// Unwrap returns the sentinel kind, for errors.Is.
func (e *Error) Unwrap() error { return e.Kind }

// ByteOffset returns Offset: *Error is an OffsetError.
func (e *Error) ByteOffset() int { return e.Offset }

// An OffsetError is an error that says where in its input the problem is,
// as a byte offset. It is the one shape of the errors of this module:
// *Error, and the error types of the packages built on this one (urn, iri,
// repair, links, whatwg, uritemplate, the scheme-specific packages) all are
// OffsetErrors, so a program finds the offset of any of them, anywhere in
// an error's chain, with errors.As:
//
//	var oe uri.OffsetError
//	if errors.As(err, &oe) {
//		fmt.Println("at byte", oe.ByteOffset())
//	}
type OffsetError interface {
	error
	ByteOffset() int
}

// newError builds an *Error. reason may carry a hint after "; ", which
// Error() places after the location.
func newError(input string, off int, c Component, kind error, reason string) *Error {
	return &Error{Input: input, Offset: off, Component: c, Kind: kind, Reason: reason}
}

// charError reports the byte at input[off] as not allowed in component c,
// naming it and suggesting its percent-encoding where that would help. It
// allocates only the *Error: the reasons come from a table.
func charError(input string, off int, c Component) *Error {
	b := input[off]
	if b == '%' && c != ComponentScheme && c != ComponentPort {
		return percentError(input, off, c)
	}
	kind, reasons := ErrInvalidChar, &charReasons[0]
	switch c {
	case ComponentScheme:
		kind, reasons = ErrInvalidScheme, &charReasons[1]
	case ComponentPort:
		kind, reasons = ErrInvalidPort, &charReasons[2]
	case ComponentHost:
		kind = ErrInvalidHost
		if b >= 0x80 {
			return newError(input, off, c, kind, nonASCIIHostReason)
		}
	}
	return newError(input, off, c, kind, reasons[b])
}

// nonASCIIHostReason is the reason for a non-ASCII byte in a host: a host
// name is looked up by its IDNA A-labels, not by percent-encoded UTF-8.
const nonASCIIHostReason = "non-ASCII byte in a host name; an internationalized host name is written in IDNA A-labels (\"xn--...\", RFC 3987 §3.1)"

// percentError reports a "%" at input[off] not followed by two hex digits.
func percentError(input string, off int, c Component) *Error {
	return newError(input, off, c, ErrInvalidPercent,
		`"%" not followed by two hex digits; a literal "%" must be written %25`)
}

// describeByte names a byte for a message: a quoted printable character, or
// its code for a control byte.
func describeByte(b byte) string {
	switch {
	case b < 0x20 || b == 0x7f || b >= 0x80:
		return "byte " + pct.Triplet(b)
	case b == '\'':
		return `"'"`
	}
	return "'" + string(rune(b)) + "'" // as written: "'\\'" would show two backslashes
}

// maxQuoted is the most bytes of input an error message quotes, so that the
// message of a 10 MB input stays short; Offset still says where the problem
// is.
const maxQuoted = 48

// quoteInput quotes s for a message (strconv.Quote), cut to its first
// maxQuoted bytes, on a UTF-8 boundary where one is near, and followed by
// "…" when cut.
func quoteInput(s string) string {
	if len(s) <= maxQuoted {
		return strconv.Quote(s)
	}
	n := maxQuoted
	for i := 0; i < utf8.UTFMax && n-i > 0; i++ {
		if utf8.RuneStart(s[n-i]) {
			n -= i
			break
		}
	}
	return strconv.Quote(s[:n]) + "…"
}
