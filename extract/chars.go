package extract

// Character classes for finding URIs in text: the characters a URI may hold
// (RFC 3986 §2: unreserved, reserved and "%"), the characters of a scheme
// name (§3.1), and the white space a line break or a typesetter may put
// inside a URI (seed 003 Appendix E, RFC 1738 "Recommendations for URLs in
// Context"). A 256-entry table answers each question with one lookup.

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/scheme"
)

const (
	cURI    uint8 = 1 << iota // unreserved / reserved / "%" (RFC 3986 §2)
	cScheme                   // ALPHA / DIGIT / "+" / "-" / "." (§3.1)
	cAlpha                    // ALPHA: the first character of a scheme
	cSpace                    // SP, HT, LF, VT, FF, CR: white space inside a wrapper
	cGlued                    // "\" "^" "{" "|" "}": a character RFC 3986 excludes that continues a word
	cTrail                    // sentence punctuation that ends a bare URI (trimmed, see bare.go)
)

var class = func() (t [256]uint8) {
	set := func(c uint8, chars string) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= c
		}
	}
	for b := range 256 {
		if scheme.IsNameChar(byte(b)) { // letters, digits, "+", "-", "."
			t[b] |= cURI | cScheme
		}
		if ascii.IsAlpha(byte(b)) {
			t[b] |= cAlpha
		}
	}
	set(cURI, "_~:/?#[]@!$&'()*,;=%")
	set(cSpace, " \t\n\v\f\r")
	set(cGlued, "\\^{|}")
	set(cTrail, ".,;:!?'")
	return t
}()

// isSpace reports whether b is white space that Appendix E removes inside
// a wrapper.
func isSpace(b byte) bool { return class[b]&cSpace != 0 }
