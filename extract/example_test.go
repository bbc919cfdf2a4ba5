package extract_test

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/extract"
)

// The example text of seed 003 Appendix E, with the line break inside the
// last wrapper.
func ExampleNewStringScanner() {
	text := `Yes, Jim, I found it under "http://www.w3.org/Addressing/", but you can
probably pick it up from <ftp://ds.internic.net/rfc/>.  Note the warning in
<http://www.ics.uci.edu/pub/ietf/uri/historical.html
#WARNING>.`
	s := extract.NewStringScanner(text)
	for s.Scan() {
		m := s.Match()
		fmt.Printf("%d:%d %s\n", m.Line, m.Column, m.URI)
	}
	// Output:
	// 1:28 http://www.w3.org/Addressing/
	// 2:26 ftp://ds.internic.net/rfc/
	// 3:1 http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING
}

// A Scanner reads an io.Reader of any size; RFC 1738's example breaks a
// URI across lines (no hyphen at the break), and the "URL:" prefix is
// removed.
func ExampleNewScanner() {
	r := strings.NewReader(`Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;
      type=d> but you can probably pick it up from <URL:ftp://ds.in
      ternic.net/rfc>.`)
	s := extract.NewScanner(r)
	for s.Scan() {
		m := s.Match()
		fmt.Printf("%q\n  -> %s (offset %d)\n", m.Text, m.URI, m.Offset)
	}
	if err := s.Err(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// "<URL:ftp://info.cern.ch/pub/www/doc;\n      type=d>"
	//   -> ftp://info.cern.ch/pub/www/doc;type=d (offset 27)
	// "<URL:ftp://ds.in\n      ternic.net/rfc>"
	//   -> ftp://ds.internic.net/rfc (offset 115)
}

// A line break right after a hyphen: the hyphen is kept, and the URI is
// marked ambiguous (seed 003 Appendix E).
func ExampleMatch_ambiguous() {
	s := extract.NewStringScanner("see <http://example.org/uri-\n   draft.html>")
	for s.Scan() {
		fmt.Println(s.Match().URI, s.Match().Ambiguous)
	}
	// Output: http://example.org/uri-draft.html true
}

func ExampleExpand() {
	for _, in := range []string{"www.w3.org/Addressing/", "ftp.example.org/pub", "localhost:3000", "mailto:joe@example.org", "/relative/path"} {
		u, rule, err := extract.Expand(in)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(u, rule)
	}
	// Output:
	// http://www.w3.org/Addressing/ www
	// ftp://ftp.example.org/pub ftp
	// http://localhost:3000 host-port
	// mailto:joe@example.org as-is
	// uri: a relative reference, not an abbreviated URI: it has no host at offset 0 in input: resolve it against a base URI (RFC 3986 §5.2)
}

func ExampleExpander() {
	x := extract.Expander{DefaultScheme: "https"}
	u, rule, _ := x.Expand("example.com:8443/api")
	fmt.Println(u, rule)
	// Output: https://example.com:8443/api host-port
}
