package links

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// scanAll returns every link of doc, failing t on a scan error.
func scanAll(t *testing.T, c Context, doc string) ([]Link, *Scanner) {
	t.Helper()
	s := c.Scan(strings.NewReader(doc))
	var ls []Link
	for s.Scan() {
		ls = append(ls, s.Link())
	}
	if err := s.Err(); err != nil {
		t.Fatalf("scan error: %v", err)
	}
	return ls, s
}

// results is "ref -> target" (or "ref -> error") for each link.
func results(ls []Link) []string {
	var out []string
	for _, l := range ls {
		if l.Err != nil {
			out = append(out, l.Element+" "+l.Attribute+" "+l.Ref+" -> error")
		} else {
			out = append(out, l.Element+" "+l.Attribute+" "+l.Ref+" -> "+l.URI.String())
		}
	}
	return out
}

func sameStrings(t *testing.T, what string, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s:\ngot\n\t%s\nwant\n\t%s", what, strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// onlyReader hides every method of r but Read (so it cannot seek).
type onlyReader struct{ r io.Reader }

func (o onlyReader) Read(p []byte) (int, error) { return o.r.Read(p) }

func errorsAs(err error, target any) bool { return errors.As(err, target) }
