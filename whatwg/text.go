package whatwg

// A URL as text, for encoding/json, encoding/xml, flag.TextVar and every
// other user of encoding.TextMarshaler: its href (§4.5), as net/netip's
// Addr is its string.

// AppendText appends the href to b (encoding.TextAppender).
func (u URL) AppendText(b []byte) ([]byte, error) { return append(b, u.href...), nil }

// MarshalText returns the href (encoding.TextMarshaler): a struct holding
// a URL marshals it as a JSON string. The zero URL marshals as "".
func (u URL) MarshalText() ([]byte, error) { return []byte(u.href), nil }

// UnmarshalText sets u to the URL text parses to, as Parse does
// (encoding.TextUnmarshaler); the empty text sets the zero URL, so that
// the zero URL round-trips. The error is Parse's *Error.
func (u *URL) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*u = URL{}
		return nil
	}
	return u.Set(string(text))
}
