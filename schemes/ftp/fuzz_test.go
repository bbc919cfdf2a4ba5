package ftp

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

// FuzzParse: no panic; an error is an *Error (or the generic parser's
// *uri.Error) with its offset inside the input; an accepted URL is an RFC
// 3986 URI, and value → URI → value is the identity on the decoded fields.
func FuzzParse(f *testing.F) {
	for _, r := range parseRows {
		f.Add(r.in)
	}
	for _, r := range invalidRows {
		f.Add(r.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, d := range []Dialect{RFC1738, Draft1994} {
			v, err := d.ParseString(s)
			if err != nil {
				var e *Error
				var ue *uri.Error
				switch {
				case errors.As(err, &e):
					if e.Offset < 0 || e.Offset > len(s) {
						t.Fatalf("%q: offset %d out of range", s, e.Offset)
					}
				case errors.As(err, &ue):
				default:
					t.Fatalf("%q: error of type %T", s, err)
				}
				continue
			}
			if _, err := uri.Parse(v.String()); err != nil {
				t.Fatalf("%q accepted but not a URI: %v", s, err)
			}
			v.Commands()
			roundTrip(t, v)
		}
	})
}
