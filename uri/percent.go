package uri

import "strings"

// Percent-encoding, RFC 3986 §2.1 and §2.4: an octet is written "%" HEXDIG
// HEXDIG. Encoding is per component, because each component may carry a
// different set of characters literally; decoding is the same everywhere
// and keeps octets exactly, whether or not they form UTF-8.

// Decode returns s with every pct-encoded triplet replaced by its octet,
// control characters included ("%0A" gives a line feed). A
// "%" not followed by two hex digits is an *Error wrapping ErrInvalidPercent
// with its offset. "+" is not a space (that is HTML form encoding). When s
// holds no "%", Decode returns s itself without allocating.
func Decode(s string) (string, error) {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if i+2 >= len(s) || !is(s[i+1], cHex) || !is(s[i+2], cHex) {
				return "", percentError(s, i, ComponentNone)
			}
			n++
			i += 2
		}
	}
	if n == 0 {
		return s, nil
	}
	return decodeN(s, n), nil
}

// decodeValid decodes s, known to hold only valid triplets (a component of
// a parsed URI).
func decodeValid(s string) string {
	n := strings.Count(s, "%")
	if n == 0 {
		return s
	}
	return decodeN(s, n)
}

// decodeN decodes s, which holds exactly n valid triplets.
func decodeN(s string, n int) string {
	var b strings.Builder
	b.Grow(len(s) - 2*n)
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
		} else {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// literal reports whether component c (RFC 3986 grammar) may carry byte b
// as itself. "%" is never literal: in data it must be written %25.
func literal(b byte, c Component) bool {
	if is(b, cUnreserved) {
		return true
	}
	switch c {
	case ComponentUserinfo:
		return is(b, cSubDelims) || b == ':'
	case ComponentHost:
		return is(b, cSubDelims)
	case ComponentPath:
		return is(b, cSubDelims) || b == ':' || b == '@' || b == '/'
	case ComponentSegment:
		return is(b, cSubDelims) || b == ':' || b == '@'
	case ComponentQuery, ComponentFragment:
		return is(b, cSubDelims) || b == ':' || b == '@' || b == '/' || b == '?'
	}
	return false // ComponentZone, ComponentAny: unreserved only
}

// Encode percent-encodes s for use as component c: every byte that c cannot
// carry literally (RFC 3986 Appendix A) becomes a %XX triplet with
// upper-case hex (§2.1), and "%" itself always does. Non-ASCII text is
// encoded as its UTF-8 octets (§2.5). c is one of ComponentUserinfo,
// ComponentHost (a reg-name), ComponentZone, ComponentPath, ComponentSegment
// (a single segment: "/" is encoded), ComponentQuery, ComponentFragment or
// ComponentAny (everything but unreserved characters). A scheme or port
// cannot hold percent-encoding: for ComponentScheme and ComponentPort,
// Encode returns s if it is already valid there and an error otherwise.
// When nothing needs encoding, Encode returns s without allocating.
func Encode(s string, c Component) (string, error) {
	switch c {
	case ComponentScheme:
		if s == "" || !is(s[0], cAlpha) {
			return "", newError(s, 0, ComponentScheme, ErrInvalidScheme, "a scheme must begin with a letter and cannot be percent-encoded")
		}
		for i := 1; i < len(s); i++ {
			if !is(s[i], cAlpha|cDigit) && s[i] != '+' && s[i] != '-' && s[i] != '.' {
				return "", newError(s, i, ComponentScheme, ErrInvalidScheme,
					"invalid character "+describeByte(s[i])+"; a scheme cannot be percent-encoded")
			}
		}
		return s, nil
	case ComponentPort:
		for i := 0; i < len(s); i++ {
			if !is(s[i], cDigit) {
				return "", newError(s, i, ComponentPort, ErrInvalidPort,
					"invalid character "+describeByte(s[i])+"; a port is decimal digits only and cannot be percent-encoded")
			}
		}
		return s, nil
	case ComponentUserinfo, ComponentHost, ComponentZone, ComponentPath, ComponentSegment,
		ComponentQuery, ComponentFragment, ComponentAny:
	default:
		return "", newError(s, 0, c, ErrInvalidPart, "no percent-encoding is defined for this component")
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !literal(s[i], c) {
			n++
		}
	}
	if n == 0 {
		return s, nil
	}
	b := make([]byte, 0, len(s)+2*n)
	return string(appendEncoded(b, s, c)), nil
}

// appendEncoded appends s to b, percent-encoding what c cannot carry.
func appendEncoded(b []byte, s string, c Component) []byte {
	for i := 0; i < len(s); i++ {
		if x := s[i]; literal(x, c) {
			b = append(b, x)
		} else {
			b = append(b, '%', upperHex[x>>4], upperHex[x&15])
		}
	}
	return b
}
