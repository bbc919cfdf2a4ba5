package uri

// Text encoding: a URI is written as its string (RFC 3986 §5.3
// recomposition, which for a parsed value is the input byte for byte) and
// read back as a URI-reference (§4.1), so a struct field of type URI
// travels through encoding/json, encoding/xml and friends as a string.

// MarshalText implements encoding.TextMarshaler: it returns the reference's
// text, String() as bytes. The zero URI gives an empty text.
func (u URI) MarshalText() ([]byte, error) { return []byte(u.s), nil }

// AppendText implements encoding.TextAppender: it appends the reference's
// text to b.
func (u URI) AppendText(b []byte) ([]byte, error) { return append(b, u.s...), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it parses text as a
// URI-reference (RFC 3986 §4.1), as ParseReference does, because a URI
// value holds relative references as well as URIs; check HasScheme (or
// IsAbsolute) where a URI is required. An empty text gives the zero URI,
// the empty reference. On error, an *Error, u is left unchanged. The
// result is an RFC3986 value whatever u's dialect was.
func (u *URI) UnmarshalText(text []byte) error {
	v, err := ParseReference(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}
