package uts46

// The ASCII fast path of ToASCII: UTS #46 §4 and §4.2 on an ASCII domain
// none of whose labels starts with "xn--" come down to lower-casing (the
// Mapping Table maps A-Z to a-z and keeps the rest of ASCII as valid) and
// the checks that can fail on ASCII: CheckHyphens (§4.1 criteria 2, 3),
// UseSTD3ASCIIRules (7.3) and VerifyDnsLength (§4.2 step 4). NFC leaves
// ASCII as it is, no ASCII code point is a mark, a joiner or of Bidi_Class
// R, AL or AN.

import "strings"

// asciiFast runs ToASCII on domain when the fast path applies (done); it
// allocates only for an upper-case letter or an error.
func asciiFast(domain string, o Options) (ascii string, done bool, err error) {
	var e *Error
	upper := false
	for i := 0; i < len(domain); i++ {
		c := domain[i]
		if c >= 0x80 {
			return "", false, nil
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	for start, label := range labels(domain) {
		if len(label) >= 4 && label[0]|0x20 == 'x' && label[1]|0x20 == 'n' && label[2] == '-' && label[3] == '-' {
			return "", false, nil
		}
		if e == nil {
			e = asciiLabelError(domain, start, label, o)
		}
	}
	if e == nil && o.VerifyDNSLength {
		e = asciiDNSLength(domain)
	}
	if e != nil {
		return "", true, e
	}
	if upper {
		b := []byte(domain)
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
		return string(b), true, nil
	}
	return domain, true, nil
}

// asciiLabelError checks one ASCII label, at byte start of domain, against
// CheckHyphens and UseSTD3ASCIIRules, in the order validate does.
func asciiLabelError(domain string, start int, label string, o Options) *Error {
	if label == "" {
		return nil
	}
	if o.CheckHyphens {
		if len(label) >= 4 && label[2] == '-' && label[3] == '-' {
			return &Error{Input: domain, Offset: start + 2, Kind: ErrHyphen, Reason: reasonHyphen34}
		}
		if label[0] == '-' {
			return &Error{Input: domain, Offset: start, Kind: ErrHyphen, Reason: reasonHyphenEnds}
		}
		if label[len(label)-1] == '-' {
			return &Error{Input: domain, Offset: start + len(label) - 1, Kind: ErrHyphen, Reason: reasonHyphenEnds}
		}
	}
	if o.UseSTD3ASCIIRules {
		for j := 0; j < len(label); j++ {
			if c := label[j] | 0x20; !('a' <= c && c <= 'z' || '0' <= label[j] && label[j] <= '9' || label[j] == '-') {
				return &Error{Input: domain, Offset: start + j, Kind: ErrSTD3, Reason: reasonSTD3}
			}
		}
	}
	return nil
}

// asciiDNSLength is step 4 of §4.2 on an ASCII name: from 1 to 253 octets
// without the root label, each label from 1 to 63, the empty root label
// refused too.
func asciiDNSLength(ascii string) *Error {
	if n := len(strings.TrimSuffix(ascii, ".")); n == 0 || n > 253 {
		return &Error{Input: ascii, Offset: 0, Kind: ErrDNSLength, Reason: reasonNameLength}
	}
	for start, label := range labels(ascii) {
		if len(label) == 0 || len(label) > 63 {
			return &Error{Input: ascii, Offset: start, Kind: ErrDNSLength, Reason: reasonLabelLength}
		}
	}
	return nil
}

// Reasons shared by the fast path and the general one.
const (
	reasonHyphen34    = `"--" in the third and fourth positions is reserved for encodings like "xn--"`
	reasonHyphenEnds  = `a label must not begin or end with "-"`
	reasonSTD3        = `under the STD3 rules a label holds only a-z, 0-9 and "-"`
	reasonNameLength  = "a domain name holds 1 to 253 octets in ASCII form"
	reasonLabelLength = `each label holds 1 to 63 octets in ASCII form (an empty label, a final "." included, has 0)`
)
