package iri

// Mapping IRIs to URIs, RFC 3987 §3.1.

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/uri"
)

const upperHex = "0123456789ABCDEF"

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
	hostStart, hostEnd := hostSpan(u)
	var b strings.Builder
	encodeNonASCII(&b, s[:hostStart])
	h := s[hostStart:hostEnd]
	if u.HostKind() == uri.HostRegName && !isASCII(h) {
		a, err := HostToASCII(u.DecodedHost())
		if err != nil {
			return uri.URI{}, inIRI(err.(*Error), u)
		}
		h = a
	}
	if b.Len() == 0 && h == s[hostStart:hostEnd] && isASCII(s) {
		return uri.ParseReference(s)
	}
	b.WriteString(h)
	encodeNonASCII(&b, s[hostEnd:])
	return uri.ParseReference(b.String())
}

// hostSpan returns the offsets of u's host in u.String(), both at the start
// of the path when u has no authority.
func hostSpan(u uri.URI) (start, end int) {
	if !u.HasAuthority() {
		start = len(u.String()) - len(u.Path())
		if u.HasQuery() {
			start -= 1 + len(u.Query())
		}
		if u.HasFragment() {
			start -= 1 + len(u.Fragment())
		}
		return start, start
	}
	if u.HasScheme() {
		start = len(u.Scheme()) + 1
	}
	start += 2
	if u.HasUserinfo() {
		start += len(u.Userinfo()) + 1
	}
	return start, start + len(u.Host())
}

// encodeNonASCII writes s with each byte ≥ 0x80 percent-encoded.
func encodeNonASCII(b *strings.Builder, s string) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf {
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
		} else {
			b.WriteByte(c)
		}
	}
}

// isASCII reports whether s has no byte ≥ 0x80.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
