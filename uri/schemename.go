package uri

import "github.com/urikit/urikit/scheme"

// ValidScheme checks s against the scheme syntax of RFC 3986 §3.1, ALPHA
// *( ALPHA / DIGIT / "+" / "-" / "." ) (the rule is package scheme's
// CheckName). It returns nil, or an *Error wrapping ErrInvalidScheme at the
// first byte that breaks the rule. A scheme cannot be percent-encoded, so
// there is no encoder for it: text that is not a scheme name cannot be
// made one.
func ValidScheme(s string) error {
	i := scheme.CheckName(s)
	switch {
	case i < 0:
		return nil
	case s == "":
		return newError(s, 0, ComponentScheme, ErrInvalidScheme,
			"empty scheme; a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\"")
	case i == 0:
		return newError(s, 0, ComponentScheme, ErrInvalidScheme,
			"scheme begins with "+describeByte(s[0])+"; a scheme must begin with a letter (RFC 3986 §3.1)")
	}
	return newError(s, i, ComponentScheme, ErrInvalidScheme, "invalid character "+describeByte(s[i])+
		"; a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\" and cannot be percent-encoded")
}
