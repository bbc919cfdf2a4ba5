package uts46

// Errors: what UTS #46 records (§4 Processing, §4.1 Validity Criteria, §4.2
// ToASCII) and what the URL Standard adds (§3.3, the domain parser).

import (
	"errors"
	"strconv"
)

// Sentinel kinds: every *Error wraps exactly one, for errors.Is. Each names
// the step of UTS #46 (or of the URL Standard) that refused the domain.
var (
	// ErrDisallowed: a code point whose status in the IDNA Mapping Table is
	// disallowed (§4 step 1 leaves it, §4.1 criterion 7 refuses it), or,
	// in a label decoded from Punycode, one that is mapped or ignored, or a
	// deviation under transitional processing; also invalid UTF-8.
	ErrDisallowed = errors.New("disallowed code point")
	// ErrSTD3: under UseSTD3ASCIIRules, an ASCII code point other than a-z,
	// 0-9 and "-" (§4.1 criterion 7.3).
	ErrSTD3 = errors.New("ASCII code point outside the STD3 rules")
	// ErrPunycode: an "xn--" label that is not ASCII, that is not valid
	// Punycode (RFC 3492 §6.2), or that decodes to nothing or to ASCII only
	// (§4 step 4); or a label too long to encode (RFC 3492 §6.3 overflow).
	ErrPunycode = errors.New("invalid Punycode label")
	// ErrNotNFC: a label decoded from Punycode that is not in Normalization
	// Form C (§4.1 criterion 1).
	ErrNotNFC = errors.New("label not in NFC")
	// ErrHyphen: under CheckHyphens, "--" in the third and fourth positions,
	// or "-" at the start or end of a label (§4.1 criteria 2 and 3).
	ErrHyphen = errors.New("hyphen in a position CheckHyphens refuses")
	// ErrXNPrefix: without CheckHyphens, a label decoded from Punycode that
	// itself begins with "xn--" (§4.1 criterion 4).
	ErrXNPrefix = errors.New(`label decoded from Punycode begins with "xn--"`)
	// ErrFullStop: a label decoded from Punycode that holds "." (§4.1
	// criterion 5).
	ErrFullStop = errors.New(`label decoded from Punycode holds "."`)
	// ErrLeadingMark: a label that begins with a combining mark,
	// General_Category=Mark (§4.1 criterion 6).
	ErrLeadingMark = errors.New("label begins with a combining mark")
	// ErrContextJ: under CheckJoiners, U+200C or U+200D where the CONTEXTJ
	// rules of RFC 5892 Appendix A.1 and A.2 refuse it (§4.1 criterion 8).
	ErrContextJ = errors.New("joiner outside the CONTEXTJ rules")
	// ErrBidi: under CheckBidi, a label of a Bidi domain name that breaks
	// the Bidi rule of RFC 5893 §2 (§4.1 criterion 9).
	ErrBidi = errors.New("label breaks the Bidi rule")
	// ErrDNSLength: under VerifyDnsLength, an empty label, a label longer
	// than 63 or a name longer than 253 octets (§4.2 step 4).
	ErrDNSLength = errors.New("DNS length restriction")
	// ErrEmpty: the URL Standard's domain parser refuses a domain that
	// becomes the empty string (URL Standard §3.3).
	ErrEmpty = errors.New("domain is empty")
	// ErrForbidden: the URL Standard's domain parser refuses a result that
	// holds a forbidden domain code point (URL Standard §3.3, §3.2).
	ErrForbidden = errors.New("forbidden domain code point")
)

// Error describes why a domain was refused: the input, the byte offset in
// it of the code point or label at fault, the kind, and a reason.
type Error struct {
	Input  string // the domain as given
	Offset int    // byte offset in Input: the code point at fault, else the start of its label
	Kind   error  // one of the Err* sentinels; errors.Is matches it
	Reason string // what is wrong and, after "; ", how to fix it
}

// Error returns "uts46: <kind> at offset <n>: <reason>".
func (e *Error) Error() string {
	msg := "uts46: " + e.Kind.Error() + " at offset " + strconv.Itoa(e.Offset)
	if e.Reason != "" {
		msg += ": " + e.Reason
	}
	return msg
}

// Unwrap returns the sentinel kind, for errors.Is.
func (e *Error) Unwrap() error { return e.Kind }

// ByteOffset returns Offset.
func (e *Error) ByteOffset() int { return e.Offset }

// ValidationError is "domain-to-ASCII", the name the URL Standard gives
// every failure of its domain parser's Unicode ToASCII (URL Standard §3.3;
// the Reason and Kind give the UTS #46 cause).
const ValidationError = "domain-to-ASCII"
