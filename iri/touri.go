package iri

// Mapping IRIs to URIs, RFC 3987 §3.1.

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/uri"
)

// ToURI maps the IRI reference u to the URI reference it stands for (RFC
// 3987 §3.1): each non-ASCII character is written as the percent-encoded
// octets of its UTF-8 form (step 2), except in a reg-name host, which is
// written in IDNA A-labels (HostToASCII, the conversion §3.1 recommends
// "to maximize interoperability with legacy URI resolvers"), for every
// scheme. Text is not normalized (step 1c: the input is already UTF-8).
// An ASCII u is a URI already and is returned as it is, under RFC 3986.
//
// The error is ErrIDNA when the host name is not valid IDNA: the IRI then
// has no URI a resolver could use.
//
//	u, _ := uri.ParseIRI("http://www.example.org/red%09rosé#red")
//	v, _ := ToURI(u) // http://www.example.org/red%09ros%C3%A9#red (§3.1's example)
func ToURI(u uri.URI) (uri.URI, error) {
	s := u.String()
	if ascii.IsASCII(s) {
		return uri.ParseReference(s)
	}
	hostStart, hostEnd := u.Span(uri.ComponentHost)
	h := s[hostStart:hostEnd]
	if u.HostKind() == uri.HostRegName && !ascii.IsASCII(h) {
		a, err := HostToASCII(u.DecodedHost())
		if err != nil {
			return uri.URI{}, inIRI(err.(*Error), u)
		}
		h = a
	}
	b := make([]byte, 0, len(s)+len(s)/2)
	b = pct.Append(b, s[:hostStart], &pct.ASCII)
	b = append(b, h...)
	b = pct.Append(b, s[hostEnd:], &pct.ASCII)
	return uri.ParseReference(string(b))
}
