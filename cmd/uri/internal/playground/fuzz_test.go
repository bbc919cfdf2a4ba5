package playground

import (
	"encoding/json"
	"testing"

	"github.com/urikit/urikit/uri"
)

// FuzzBuild holds Build to its invariants on any input and base: it never
// panics; the segments put together are the input, with one marked
// character exactly when RFC 3986 refuses it; a repair's segments are its
// result, a URI reference; every row has a cell per column; the view
// encodes as JSON.
func FuzzBuild(f *testing.F) {
	for _, s := range []string{"", "foo://example.com:8042/over/there?name=ferret#nose", "http://example.com/a b",
		`http:\\evil.com\@good.com/`, "http:////evil.com/", "http://[::1", "urn:example:a123,z456?+abc?=xyz#789",
		"http://b\u00fccher.example/stra\u00dfe", "ftp://u:p@h/a;type=d", "mailto:a@b?cc=c", "?q", "#", "\xff", "%",
		"http://[fe80::1%25en0]:8080/", "javascript:alert(1)", "<img src=x onerror=alert(1)>"} {
		f.Add(s, "http://a/b/c/d;p?q")
	}
	f.Fuzz(func(t *testing.T, input, base string) {
		v := Build(input, base)
		if v.Refused != "" {
			return
		}
		if got := joined(v.Segments); got != input {
			t.Fatalf("segments %q, input %q", got, input)
		}
		marks := 0
		for _, s := range v.Segments {
			if s.Error {
				marks++
			} else if s.Text == "" {
				t.Fatalf("an empty segment %+v", s)
			}
		}
		if v.OK != (v.Error == nil) || (v.Error != nil) != (marks == 1) || marks > 1 {
			t.Fatalf("ok %v error %+v, %d marks", v.OK, v.Error, marks)
		}
		if v.Error != nil && (v.Error.Offset < 0 || v.Error.Offset > len(input)) {
			t.Fatalf("error offset %d", v.Error.Offset)
		}
		if _, err := uri.ParseReference(input); (err == nil) != v.OK {
			t.Fatalf("ok %v, uri says %v", v.OK, err)
		}
		if v.Fix != nil && v.Fix.Error == "" {
			if joined(v.Fix.Segments) != v.Fix.Result {
				t.Fatalf("fix segments %v, result %q", v.Fix.Segments, v.Fix.Result)
			}
			if _, err := uri.ParseReference(v.Fix.Result); err != nil {
				t.Fatalf("the fix %q is no URI reference: %v", v.Fix.Result, err)
			}
		}
		for _, tb := range v.Tables {
			for _, r := range tb.Rows {
				if len(r.Cells) != len(tb.Columns) {
					t.Fatalf("table %s row %s: %d cells, %d columns", tb.ID, r.ID, len(r.Cells), len(tb.Columns))
				}
			}
		}
		if _, err := json.Marshal(v); err != nil {
			t.Fatal(err)
		}
	})
}
