package clirecord

import (
	"errors"

	"github.com/urikit/urikit/canon"
)

// Canon is the record of uri canon --profile P for input s: the key p
// gives. CLI.md: {"input","ok","result"}.
func Canon(p canon.Profile, s string) (Record, error) {
	return canonKey(p.Key, s)
}

// Purell is the record of uri canon --purell FLAG,... for input s.
func Purell(f canon.PurellFlags, s string) (Record, error) {
	return canonKey(func(s string) (string, error) { return canon.Purell(s, f) }, s)
}

func canonKey(key func(string) (string, error), s string) (Record, error) {
	r, err := key(s)
	if err != nil {
		return nil, canonError(err)
	}
	return NewResult(s, r, nil), nil
}

// CanonExpressions is the record of uri canon --profile
// safebrowsing-expressions for input s: the Safe Browsing expressions
// looked up for the URL. CLI.md: {"input","ok","results":[...]}; its text
// is a block of lines.
func CanonExpressions(s string) (Record, error) {
	list, err := canon.SafeBrowsingExpressions(s)
	if err != nil {
		return nil, canonError(err)
	}
	return &Results{Input: s, OK: true, Results: list}, nil
}

// canonError drops the offset of an error that has none, so that the
// record says null.
func canonError(err error) error {
	var ce *canon.Error
	if errors.As(err, &ce) && ce.Offset < 0 {
		return errors.New(ce.Error())
	}
	return err
}
