package iri

// Bidirectional IRIs, RFC 3987 §4.1 and §4.2.

import (
	"unicode/utf8"

	"github.com/urikit/urikit/internal/uts46"
	"github.com/urikit/urikit/uri"
)

// CheckBidi checks the IRI u against the rules of RFC 3987 §4.2, for each
// component:
//
//  1. A component SHOULD NOT use both right-to-left and left-to-right
//     characters.
//  2. A component using right-to-left characters SHOULD start and end with
//     right-to-left characters.
//
// Right-to-left characters are those of bidi class R and AL, left-to-right
// those of class L (Unicode Standard Annex #9), read from the module's
// Unicode tables (internal/uts46), the same the IDNA Bidi rule reads. The components are the runs
// between delimiters: the userinfo, each label of a reg-name (as RFC 3490
// treats domain names), each path segment split further at "." (the
// extension of "KL.html" is a component of its own, §4.4 example 4), each
// name and value of the query (split at "&", ";" and "="), and the
// fragment, each split at the ASCII delimiters of RFC 3986 (gen-delims and
// sub-delims). Percent-encoded octets count as the ASCII characters they are
// written with (§4.4 example 9). The scheme is ASCII and has no direction.
//
// The rules are SHOULDs: an IRI that breaks them is still an IRI, but it may
// display in a misleading order. The error, an *Error of kind ErrBidi,
// gives the offset of the first component that breaks a rule. An IRI with
// no right-to-left character always passes. The bidirectional formatting
// characters that §4.1 forbids are refused by uri.ParseIRI already.
func CheckBidi(u uri.URI) error {
	s := u.String()
	start := len(u.Scheme()) // past the scheme; its ":" is a delimiter
	if u.HasScheme() {
		start++
	}
	for i := start; i <= len(s); i++ {
		if i < len(s) && !isDelimiter(s[i]) {
			continue
		}
		if msg := bidiComponent(s[start:i]); msg != "" {
			return &Error{Input: s, Offset: start, Kind: ErrBidi, Reason: "component \"" + s[start:i] + "\" " + msg +
				" (RFC 3987 §4.2); write its right-to-left characters percent-encoded (§3.1), or reorder the component"}
		}
		start = i + 1
	}
	return nil
}

// isDelimiter reports whether b separates bidi components: the gen-delims
// and sub-delims of RFC 3986 §2.2, and ".".
func isDelimiter(b byte) bool {
	switch b {
	case ':', '/', '?', '#', '[', ']', '@', '!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=', '.':
		return true
	}
	return false
}

// bidiComponent checks one component against the rules of §4.2 and returns
// what it breaks, or "".
func bidiComponent(c string) string {
	var rtl, ltr bool
	for _, r := range c {
		rtl = rtl || uts46.IsRightToLeft(r)
		ltr = ltr || uts46.IsLeftToRight(r)
	}
	if !rtl {
		return ""
	}
	if ltr {
		return "mixes right-to-left and left-to-right characters"
	}
	first, _ := utf8.DecodeRuneInString(c)
	last, _ := utf8.DecodeLastRuneInString(c)
	if !uts46.IsRightToLeft(first) || !uts46.IsRightToLeft(last) {
		return "holds right-to-left characters but does not start and end with one"
	}
	return ""
}
