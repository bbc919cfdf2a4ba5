package inspect

// The gate of `uri inspect`: a URI string refused when it is not a URI or
// when a finding about it is a danger.

import "github.com/urikit/urikit/uri"

// Refused reports whether the gate refuses s, as `uri inspect` does with
// exit status 1: s is not an RFC 3986 URI reference, or a finding about it
// is a danger. It is a check of the string: a name that resolves to an
// internal address passes it, and is for the dial-time guard (package guard) to catch.
func Refused(s string) bool {
	u, err := uri.ParseReference(s)
	if err != nil {
		return true
	}
	var buf [8]Finding
	for _, f := range Append(buf[:0], u) {
		if f.Severity == Danger {
			return true
		}
	}
	return false
}
