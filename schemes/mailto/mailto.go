package mailto

import (
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The mailto URL of RFC 1738 §3.5: one RFC 822 addr-spec, encoded.

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

// URL is a parsed mailto URL. It is comparable.
type URL struct {
	u uri.URI
}

// Parse checks u against mailtourl (RFC 1738 §5) and the decoded address
// against RFC 822 §6.1 addr-spec.
func Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "mailtourl", "mailto"); err != nil {
		return URL{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if u.HasAuthority() {
		return URL{}, rule.New(s, from-len(u.Authority())-2, "mailto", "mailtourl", ErrInvalidPart,
			`"//" after "mailto:"; write the address right after the colon`)
	}
	if from == to {
		return URL{}, rule.New(s, from, "mailto", "encoded822addr", ErrInvalidPart,
			"no address; write mailto:user@example.org")
	}
	if bad, _ := rule.Scan(s, from, to, rule.Xchar); bad >= 0 {
		return URL{}, rule.Char(s, bad, "mailto", "encoded822addr")
	}
	enc := s[from:to]
	if off, why := rule.AddrSpec(rule.Decode(enc)); off >= 0 {
		return URL{}, rule.New(s, from+rule.EncodedOffset(enc, off), "mailto", "addr-spec", ErrInvalidPart, why)
	}
	return URL{u: u}, nil
}

// ParseString parses s as a URI (RFC 3986) and then as a mailto URL.
func ParseString(s string) (URL, error) {
	u, err := uri.Parse(s)
	if err != nil {
		return URL{}, err
	}
	return Parse(u)
}

// URI returns the URL as the generic URI it was parsed from.
func (v URL) URI() uri.URI { return v.u }

// String returns the URL byte for byte as parsed.
func (v URL) String() string { return v.u.String() }

// Address returns the decoded addr-spec ("%25" becomes "%", RFC 1738 §3.5).
func (v URL) Address() string {
	return rule.Decode(v.u.String()[rule.PathStart(v.u):rule.PathEnd(v.u)])
}

// Build returns the mailto URL of an addr-spec, encoding what xchar cannot
// hold ("%", space, "#", "<", ">", ...).
func Build(address string) (URL, error) {
	return ParseString("mailto:" + rule.Encode(address, rule.Xchar))
}
