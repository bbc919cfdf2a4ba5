package uri

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// Percent-encoding, RFC 3986 §2.1 and §2.4: an octet is written "%" HEXDIG
// HEXDIG. Encoding is per component, because each component may carry a
// different set of characters literally; decoding is the same everywhere
// and keeps octets exactly, whether or not they form UTF-8. Both are
// package internal/pct's, which every package of the module shares.

// Decode returns s with every pct-encoded triplet replaced by its octet,
// control characters included ("%0A" gives a line feed). A
// "%" not followed by two hex digits is an *Error wrapping ErrInvalidPercent
// with its offset. "+" is not a space (that is HTML form encoding). When s
// holds no "%", Decode returns s itself without allocating.
func Decode(s string) (string, error) {
	if i := pct.Invalid(s); i >= 0 {
		return "", percentError(s, i, ComponentNone)
	}
	return pct.Decode(s), nil
}

// decodeValid decodes s, known to hold only valid triplets (a component of
// a parsed URI).
func decodeValid(s string) string { return pct.Decode(s) }

// encodingSets gives the set of bytes each component carries literally
// (RFC 3986 Appendix A).
var encodingSets = [...]pct.Set{
	ComponentUserinfo:   pct.Userinfo,
	ComponentHost:       pct.Host,
	ComponentZone:       pct.Zone,
	ComponentPath:       pct.Path,
	ComponentSegment:    pct.Segment,
	ComponentQuery:      pct.Query,
	ComponentFragment:   pct.Fragment,
	ComponentAny:        pct.Any,
	ComponentQueryKey:   pct.QueryParam,
	ComponentQueryValue: pct.QueryParam,
}

// Encode percent-encodes s for use as component c: every byte that c cannot
// carry literally (RFC 3986 Appendix A) becomes a %XX triplet with
// upper-case hex (§2.1), and "%" itself always does. Non-ASCII text is
// encoded as its UTF-8 octets (§2.5). c is one of ComponentUserinfo,
// ComponentHost (a reg-name), ComponentZone, ComponentPath, ComponentSegment
// (a single segment: "/" is encoded), ComponentQuery, ComponentQueryKey and
// ComponentQueryValue (one parameter's key or value, see EncodeQueryKey),
// ComponentFragment or ComponentAny (everything but unreserved characters). A scheme or port
// cannot hold percent-encoding: for ComponentScheme and ComponentPort,
// Encode returns s if it is already valid there and an error otherwise.
// When nothing needs encoding, Encode returns s without allocating.
func Encode(s string, c Component) (string, error) {
	switch c {
	case ComponentScheme:
		if err := ValidScheme(s); err != nil {
			return "", err
		}
		return s, nil
	case ComponentPort:
		for i := 0; i < len(s); i++ {
			if !ascii.IsDigit(s[i]) {
				return "", newError(s, i, ComponentPort, ErrInvalidPort,
					"invalid character "+describeByte(s[i])+"; a port is decimal digits only and cannot be percent-encoded")
			}
		}
		return s, nil
	case ComponentUserinfo, ComponentHost, ComponentZone, ComponentPath, ComponentSegment,
		ComponentQuery, ComponentQueryKey, ComponentQueryValue, ComponentFragment, ComponentAny:
		return pct.Encode(s, encodingSets[c]), nil
	}
	return "", newError(s, 0, c, ErrInvalidPart, "no percent-encoding is defined for this component")
}
