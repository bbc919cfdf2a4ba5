package urn

import (
	"strings"

	"github.com/urikit/urikit/uri"
)

// Conversion to and from package uri. Every RFC 8141 URN is an RFC 3986 URI
// with scheme "urn", no authority and a rootless path (RFC 8141 §2: "URNs
// conform to the path-rootless variant"; seed 004 §2). The r- and
// q-components are inside the URI's query ("?+..." / "?=..."), the
// f-component is its fragment.

// URI returns u as a uri.URI. Every URN of every dialect is a URI, so the
// error is there for safety only.
func (u URN) URI() (uri.URI, error) {
	v, err := uri.Parse(u.s)
	if err != nil {
		return uri.URI{}, &Error{Input: u.s, Offset: uriOffset(err), Part: PartNSS, Kind: ErrConvert, Reason: "not an RFC 3986 URI: " + err.Error()}
	}
	return v, nil
}

func uriOffset(err error) int {
	if ue, ok := err.(*uri.Error); ok {
		return ue.Offset
	}
	return 0
}

// FromURI returns the URN a uri.URI holds, checked under dialect d: the
// scheme must be "urn" (any case), there is no authority, and the text must
// be a URN of d.
func FromURI(v uri.URI, d Dialect) (URN, error) {
	s := v.String()
	if !strings.EqualFold(v.Scheme(), "urn") {
		return URN{}, &Error{Input: s, Part: PartScheme, Kind: ErrConvert, Reason: `scheme is not "urn"; only a URI "urn:" NID ":" NSS is a URN`}
	}
	if v.HasAuthority() {
		return URN{}, &Error{Input: s, Offset: 4, Part: PartNID, Kind: ErrConvert, Reason: `a URN has no authority ("//"); write "urn:" NID ":" NSS`}
	}
	return d.Parse(s)
}
