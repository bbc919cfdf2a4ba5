package urn

// Text encoding: a URN is written as its string (the input byte for byte)
// and read back under RFC 8141 (§2), so a struct field of type URN travels
// through encoding/json, encoding/xml and friends as a string: SAML and
// SCIM documents, XML namespace names, registry records.

// MarshalText implements encoding.TextMarshaler: it returns String() as
// bytes. The zero URN gives an empty text.
func (u URN) MarshalText() ([]byte, error) { return []byte(u.s), nil }

// AppendText implements encoding.TextAppender: it appends String() to b.
func (u URN) AppendText(b []byte) ([]byte, error) { return append(b, u.s...), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it parses text under
// RFC 8141 (Parse); the result is an RFC8141 value whatever u's dialect
// was. An empty text gives the zero URN. On error, an *Error, u is left
// unchanged.
func (u *URN) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*u = URN{}
		return nil
	}
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}
