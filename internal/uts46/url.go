package uts46

// The URL Standard's IDNA algorithms (URL Standard §3.3): the domain parser
// (formerly "domain to ASCII") and domain to Unicode.

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/special"
)

// DomainToASCII is the URL Standard's domain parser (§3.3) for a domain
// that the host parser has percent-decoded: it returns the domain in ASCII,
// or an error where the Standard returns failure.
//
// With beStrict, it is ToASCII with URLOptions(true). Otherwise an ASCII
// domain is only lower-cased, whatever Unicode ToASCII would say of it (web
// compatibility: "xn--a" and "r3---sn.example" are hosts), and any other
// domain goes through ToASCII with URLOptions(false); then a domain that
// becomes empty (ErrEmpty) or holds a forbidden domain code point
// (ErrForbidden: C0 controls, space, "#", "%", "/", ":", "<", ">", "?",
// "@", "[", "\", "]", "^", "|", DEL) is refused.
//
// The Standard also reports the validation error "domain-to-ASCII"
// (ValidationError) whenever ToASCII with URLOptions(true) fails, even when
// the domain parser then succeeds; that error, with its UTS #46 cause, is
// ToASCII(domain, URLOptions(true))'s.
//
// A lower-case ASCII domain is returned as it is, with no allocation.
func DomainToASCII(domain string, beStrict bool) (string, error) {
	if beStrict {
		return ToASCII(domain, URLOptions(true))
	}
	result, lower, ascii := domain, true, true
	for i := 0; i < len(domain); i++ {
		c := domain[i]
		if c >= 0x80 {
			ascii = false
			break
		}
		lower = lower && !('A' <= c && c <= 'Z')
	}
	if ascii {
		if !lower {
			b := []byte(domain)
			for i, c := range b {
				if 'A' <= c && c <= 'Z' {
					b[i] = c + 'a' - 'A'
				}
			}
			result = string(b)
		}
	} else {
		var err error
		if result, err = ToASCII(domain, URLOptions(false)); err != nil {
			return "", err
		}
	}
	if result == "" {
		return "", &Error{Input: domain, Offset: 0, Kind: ErrEmpty, Reason: "the domain maps to nothing (its code points are ignored ones); a host needs a name"}
	}
	for i := 0; i < len(result); i++ {
		if IsForbiddenDomain(result[i]) {
			return "", forbiddenError(domain, result[i])
		}
	}
	return result, nil
}

// IsForbiddenDomain reports whether c is a forbidden domain code point
// (URL Standard §3.2): a forbidden host code point (U+0000, tab, LF, CR,
// space, "#", "/", ":", "<", ">", "?", "@", "[", "\", "]", "^", "|"), a C0
// control, "%" or DEL.
func IsForbiddenDomain(c byte) bool {
	return special.ForbiddenHost(c) || c < 0x20 || c == '%' || c == 0x7F
}

// forbiddenError reports the forbidden code point c of a result, at the
// first code point of domain that is c or maps to it.
func forbiddenError(domain string, c byte) *Error {
	off := 0
	for i, r := range domain {
		if r == rune(c) {
			off = i
			break
		}
		if st, m := idna(r); st == mapped && strings.IndexByte(m, c) >= 0 {
			off = i
			break
		}
	}
	return &Error{Input: domain, Offset: off, Kind: ErrForbidden,
		Reason: "the domain holds or maps to " + strconv.QuoteRune(rune(c)) + ", which a host cannot hold (URL Standard forbidden domain code point); percent-encoding does not help, as the host is decoded first"}
}

// DomainToUnicode is the URL Standard's domain to Unicode (§3.3) for a
// domain the host parser produced: ToUnicode with URLOptions(false) but
// without UseSTD3ASCIIRules or CheckHyphens (as the Standard sets them),
// or the domain itself where ToUnicode records an error, so that the two
// algorithms round-trip on input such as "xn--8i7caa".
func DomainToUnicode(domain string) string {
	u, err := ToUnicode(domain, URLOptions(false))
	if err != nil {
		return domain
	}
	return u
}
