package clirecord

import (
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// Normalize is the record of uri normalize for input s: s in the normal
// form n gives (RFC 3986 §6.2.2, §6.2.3), repaired first when repair is set
// (--repair). CLI.md: {"input","ok","result"}, "repairs" with --repair.
func Normalize(n uri.Normalizer, repair bool, s string) (Record, error) {
	var r string
	list, err := FromWild(repair, s, func(t string) (err error) {
		r, err = n.NormalizeString(t)
		return err
	})
	if err != nil {
		return nil, err
	}
	return NewResult(s, r, list), nil
}

// NormalizeWHATWG is the record of uri normalize --whatwg for input s: the
// href the URL Standard serializes, of s parsed against base (--base) when
// base is not nil (new URL(s, base).href).
func NormalizeWHATWG(base *whatwg.URL, s string) (Record, error) {
	var u whatwg.URL
	var err error
	if base != nil {
		u, err = base.Parse(s)
	} else {
		u, err = whatwg.Parse(s)
	}
	if err != nil {
		return nil, err
	}
	return NewResult(s, u.Href(), nil), nil
}
