package whatwg

// Validation errors, URL Standard §1.1 "Writing": the table of error types,
// each with the name the Standard gives it, and the *Error a failed parse
// returns.

import (
	"strconv"

	"github.com/urikit/urikit/internal/uts46"
	"unicode/utf8"
)

// ErrorKind is a validation error of the URL Standard (§1.1), named as the
// Standard names it. An ErrorKind is also an error value, so that
// errors.Is(err, whatwg.HostMissing) tells why a parse failed.
type ErrorKind uint8

// The validation errors of the URL Standard's table (§1.1), in its order.
// The comment says whether the parser fails on the error (the table's
// "Failure" column).
const (
	// IDNA (§3.3)
	DomainToASCII ErrorKind = iota + 1 // domain-to-ASCII: UTS #46 ToASCII with the strict flags records an error (failure when the domain parser fails too)
	// Host parsing (§3.5)
	DomainPercentEncoded       // domain-percent-encoded: a domain holds a percent-encoded byte
	HostInvalidCodePoint       // host-invalid-code-point: an opaque host holds a forbidden host code point (failure)
	IPv4EmptyPart              // IPv4-empty-part: an IPv4 address ends in "."
	IPv4TooFewParts            // IPv4-too-few-parts: fewer than four parts
	IPv4TooManyParts           // IPv4-too-many-parts: more than four parts (failure)
	IPv4NonNumericPart         // IPv4-non-numeric-part: a part is not a number (failure)
	IPv4NonDecimalPart         // IPv4-non-decimal-part: a part in hex or octal
	IPv4OutOfRangePart         // IPv4-out-of-range-part: a part above 255 (failure when it is not the last part, or the last is too big)
	IPv6Unclosed               // IPv6-unclosed: no closing "]" (failure)
	IPv6InvalidCompression     // IPv6-invalid-compression: begins with a single ":" (failure)
	IPv6TooManyPieces          // IPv6-too-many-pieces: more than eight pieces (failure)
	IPv6MultipleCompression    // IPv6-multiple-compression: "::" twice (failure)
	IPv6InvalidCodePoint       // IPv6-invalid-code-point: not a hex digit or ":", or an unexpected end (failure)
	IPv6TooFewPieces           // IPv6-too-few-pieces: fewer than eight pieces, uncompressed (failure)
	IPv6PieceLeadingZero       // IPv6-piece-leading-zero: a piece written with a leading 0
	IPv4InIPv6TooManyPieces    // IPv4-in-IPv6-too-many-pieces: an embedded IPv4 after more than six pieces (failure)
	IPv4InIPv6InvalidCodePoint // IPv4-in-IPv6-invalid-code-point: an embedded IPv4 part empty, not a digit, with a leading 0, or one too many (failure)
	IPv4InIPv6OutOfRangePart   // IPv4-in-IPv6-out-of-range-part: an embedded IPv4 part above 255 (failure)
	IPv4InIPv6TooFewParts      // IPv4-in-IPv6-too-few-parts: an embedded IPv4 address with fewer than four parts (failure)
	// URL parsing (§4.4)
	InvalidURLUnit                       // invalid-URL-unit: a code point that is not a URL unit
	SpecialSchemeMissingFollowingSolidus // special-scheme-missing-following-solidus: a special scheme not followed by "//"
	MissingSchemeNonRelativeURL          // missing-scheme-non-relative-URL: no scheme, and no base to resolve against (failure)
	InvalidReverseSolidus                // invalid-reverse-solidus: "\" where a special URL has "/"
	InvalidCredentials                   // invalid-credentials: the input includes credentials
	HostMissing                          // host-missing: a special URL without a host (failure)
	PortOutOfRange                       // port-out-of-range: a port above 65535 (failure)
	PortInvalid                          // port-invalid: a port that is not digits (failure)
	FileInvalidWindowsDriveLetter        // file-invalid-Windows-drive-letter: a relative file URL starting with a drive letter
	FileInvalidWindowsDriveLetterHost    // file-invalid-Windows-drive-letter-host: a file URL whose host is a drive letter
	kindEnd
)

var kindNames = [kindEnd]string{
	DomainToASCII:                        "domain-to-ASCII",
	DomainPercentEncoded:                 "domain-percent-encoded",
	HostInvalidCodePoint:                 "host-invalid-code-point",
	IPv4EmptyPart:                        "IPv4-empty-part",
	IPv4TooFewParts:                      "IPv4-too-few-parts",
	IPv4TooManyParts:                     "IPv4-too-many-parts",
	IPv4NonNumericPart:                   "IPv4-non-numeric-part",
	IPv4NonDecimalPart:                   "IPv4-non-decimal-part",
	IPv4OutOfRangePart:                   "IPv4-out-of-range-part",
	IPv6Unclosed:                         "IPv6-unclosed",
	IPv6InvalidCompression:               "IPv6-invalid-compression",
	IPv6TooManyPieces:                    "IPv6-too-many-pieces",
	IPv6MultipleCompression:              "IPv6-multiple-compression",
	IPv6InvalidCodePoint:                 "IPv6-invalid-code-point",
	IPv6TooFewPieces:                     "IPv6-too-few-pieces",
	IPv6PieceLeadingZero:                 "IPv6-piece-leading-zero",
	IPv4InIPv6TooManyPieces:              "IPv4-in-IPv6-too-many-pieces",
	IPv4InIPv6InvalidCodePoint:           "IPv4-in-IPv6-invalid-code-point",
	IPv4InIPv6OutOfRangePart:             "IPv4-in-IPv6-out-of-range-part",
	IPv4InIPv6TooFewParts:                "IPv4-in-IPv6-too-few-parts",
	InvalidURLUnit:                       "invalid-URL-unit",
	SpecialSchemeMissingFollowingSolidus: "special-scheme-missing-following-solidus",
	MissingSchemeNonRelativeURL:          "missing-scheme-non-relative-URL",
	InvalidReverseSolidus:                "invalid-reverse-solidus",
	InvalidCredentials:                   "invalid-credentials",
	HostMissing:                          "host-missing",
	PortOutOfRange:                       "port-out-of-range",
	PortInvalid:                          "port-invalid",
	FileInvalidWindowsDriveLetter:        "file-invalid-Windows-drive-letter",
	FileInvalidWindowsDriveLetterHost:    "file-invalid-Windows-drive-letter-host",
}

// kindReasons say what each failing error means and what to write instead.
var kindReasons = [kindEnd]string{
	DomainToASCII: "the host is not a domain the URL Standard's domain parser accepts (UTS #46 ToASCII; " +
		"no space, %, <, >, ^, |, control, ... even percent-encoded); write a valid host name",
	HostInvalidCodePoint:       "the host holds a character a host cannot (space, #, /, :, <, >, ?, @, [, \\, ], ^, |); remove it",
	IPv4TooManyParts:           "a host ending in a number is an IPv4 address, which has at most four parts",
	IPv4NonNumericPart:         "a host ending in a number is an IPv4 address, and every part must be a number",
	IPv4OutOfRangePart:         "an IPv4 part is too big for its place (255 for all but the last)",
	IPv6Unclosed:               "an IPv6 address must end in \"]\"",
	IPv6InvalidCompression:     "an IPv6 address may begin with \"::\" but not a single \":\"",
	IPv6TooManyPieces:          "an IPv6 address has at most eight pieces",
	IPv6MultipleCompression:    "\"::\" may appear once in an IPv6 address",
	IPv6InvalidCodePoint:       "an IPv6 address holds hex digits and \":\" only, and cannot end in \":\"",
	IPv6TooFewPieces:           "an IPv6 address without \"::\" has eight pieces",
	IPv4InIPv6TooManyPieces:    "an IPv4 address inside IPv6 may follow at most six pieces",
	IPv4InIPv6InvalidCodePoint: "an IPv4 address inside IPv6 has four decimal parts without leading zeros",
	IPv4InIPv6OutOfRangePart:   "an IPv4 part inside IPv6 is at most 255",
	IPv4InIPv6TooFewParts:      "an IPv4 address inside IPv6 has four parts",
	MissingSchemeNonRelativeURL: "a URL begins with a scheme (\"https:\"), or is resolved against a base URL " +
		"that can be one (not an opaque path like \"mailto:x\")",
	HostMissing:    "a URL of a special scheme (http, https, ws, wss, ftp) needs a host",
	PortOutOfRange: "a port is at most 65535",
	PortInvalid:    "a port is decimal digits only",
}

// String returns the Standard's name of the validation error, as
// "host-missing" or "IPv4-non-decimal-part".
func (k ErrorKind) String() string {
	if k > 0 && k < kindEnd {
		return kindNames[k]
	}
	return "ErrorKind(" + strconv.Itoa(int(k)) + ")"
}

// Error returns the Standard's name, so that an ErrorKind serves as the sentinel
// errors.Is matches an *Error against.
func (k ErrorKind) Error() string { return k.String() }

// ErrorKindByName returns the ErrorKind the Standard names name.
func ErrorKindByName(name string) (ErrorKind, bool) {
	for k := ErrorKind(1); k < kindEnd; k++ {
		if kindNames[k] == name {
			return k, true
		}
	}
	return 0, false
}

// ValidationError is one validation error met while parsing: its kind and
// the byte offset in the input where the parser met it.
type ValidationError struct {
	Kind   ErrorKind
	Offset int
}

// Error is why a parse failed: the validation error that made the basic
// URL parser return failure, with its byte offset in Input. errors.Is(err,
// k) holds for its ErrorKind k.
type Error struct {
	Input  string
	Offset int
	Kind   ErrorKind
	reason string // what the failing step refused, where kindReasons is too general
}

// Why host-missing, where the rule is not that a special URL needs a host
// (§4.4 authority state step 2.1, host state step 2.1): for any scheme,
// credentials and a port each need a host.
const (
	reasonNoHostAfterCredentials = "credentials (\"user@\") must be followed by a host, in a URL of any scheme"
	reasonNoHostBeforePort       = "a port must follow a host (\":\" with no host before it), in a URL of any scheme"
)

// domainReason is the reason of a domain-to-ASCII failure, with the
// UTS #46 error that says why.
func domainReason(err error) string {
	e, ok := err.(*uts46.Error)
	if !ok {
		return ""
	}
	return "the host is not a domain the URL Standard's domain parser (UTS #46 ToASCII) accepts: " + e.Reason
}

// maxQuote bounds how much of the input an error message quotes.
const maxQuote = 60

// Error returns "whatwg: <kind> at offset N in "<input>": <reason>".
func (e *Error) Error() string {
	in := e.Input
	if len(in) > maxQuote {
		cut := maxQuote
		for cut > 0 && !utf8.RuneStart(in[cut]) {
			cut--
		}
		in = in[:cut] + "..."
	}
	msg := "whatwg: " + e.Kind.String() + " at offset " + strconv.Itoa(e.Offset) + " in " + strconv.Quote(in)
	switch {
	case e.reason != "":
		msg += ": " + e.reason
	case e.Kind < kindEnd && kindReasons[e.Kind] != "":
		msg += ": " + kindReasons[e.Kind]
	}
	return msg
}

// Is reports whether target is e's ErrorKind.
func (e *Error) Is(target error) bool {
	k, ok := target.(ErrorKind)
	return ok && k == e.Kind
}

// ByteOffset returns Offset.
func (e *Error) ByteOffset() int { return e.Offset }
