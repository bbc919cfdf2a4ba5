package extract

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// all returns the URIs of text, from a string scanner.
func all(text string) []Match {
	var ms []Match
	s := NewStringScanner(text)
	for s.Scan() {
		ms = append(ms, s.Match())
	}
	return ms
}

func uris(ms []Match) []string {
	out := []string{}
	for _, m := range ms {
		out = append(out, m.URI)
	}
	return out
}

// The example texts of the seeds give exactly the URIs they list
// (testdata/extract.jsonl, copied from ../shared/testdata/seeds; each row
// names its source).
func TestSeedExamples(t *testing.T) {
	f, err := os.Open("testdata/extract.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		var row struct {
			Text   string   `json:"text"`
			URIs   []string `json:"uris"`
			Source string   `json:"source"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		n++
		got := uris(all(row.Text))
		if strings.Join(got, "\n") != strings.Join(row.URIs, "\n") {
			t.Errorf("%s:\n%q\ngot  %q\nwant %q", row.Source, row.Text, got, row.URIs)
		}
		checkStreams(t, row.Text)
	}
	if n < 5 {
		t.Fatalf("only %d rows", n)
	}
}

// More examples from the seeds and the reference RFCs, transcribed from
// ../shared/specs (the texts as they stand there, line breaks included).
var moreSeedRows = []struct {
	source string
	text   string
	want   []string
}{
	{
		// RFC 1738 "APPENDIX: Recommendations for URLs in Context",
		// "Examples:" (reference/rfc1738.txt; seed 002 keeps it too): every
		// URL is broken across lines inside "<URL:...>", never after a hyphen.
		"RFC 1738 Appendix, Examples",
		"   Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\n   type=d> but you can probably pick it up from <URL:ftp://ds.in\n   ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.\n   net/instructions/overview.html#WARNING>.",
		[]string{"ftp://info.cern.ch/pub/www/doc;type=d", "ftp://ds.internic.net/rfc", "http://ds.internic.net/instructions/overview.html#WARNING"},
	},
	{
		// seed 000, References: wrappers in a reference list; the white space
		// inside the gopher URL is removed as the wrapper rule says.
		"seed 000 References (Alberti)",
		"\"Notes on the Internet Gopher Protocol\" University of Minnesota, December 1991, <ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol> . See also <gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher>",
		[]string{"ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol", "gopher://gopher.micro.umn.edu/00/InformationAboutGopher/AboutGopher"},
	},
	{
		// seed 001 Appendix E, the three delimiting styles it names.
		"seed 001 Appendix E, delimiting styles",
		`In practice, URLs are delimited in a variety of ways, but usually within double-quotes "http://test.com/", angle brackets <http://test.com/>, or just using whitespace http://test.com/ These wrappers do not form part of the URL.`,
		[]string{"http://test.com/", "http://test.com/", "http://test.com/"},
	},
	{
		// RFC 3986 §1.1.2 "Examples" (reference/rfc3986.txt), bare on their
		// lines: schemes with an authority, and mailto, news, tel, urn
		// written without one.
		"RFC 3986 §1.1.2",
		"      ftp://ftp.is.co.za/rfc/rfc1808.txt\n\n      http://www.ietf.org/rfc/rfc2396.txt\n\n      ldap://[2001:db8::7]/c=GB?objectClass?one\n\n      mailto:John.Doe@example.com\n\n      news:comp.infosystems.www.servers.unix\n\n      tel:+1-816-555-1212\n\n      telnet://192.0.2.16:80/\n\n      urn:oasis:names:specification:docbook:dtd:xml:4.1.2\n",
		[]string{"ftp://ftp.is.co.za/rfc/rfc1808.txt", "http://www.ietf.org/rfc/rfc2396.txt", "ldap://[2001:db8::7]/c=GB?objectClass?one",
			"mailto:John.Doe@example.com", "news:comp.infosystems.www.servers.unix", "tel:+1-816-555-1212", "telnet://192.0.2.16:80/",
			"urn:oasis:names:specification:docbook:dtd:xml:4.1.2"},
	},
	{
		// seed 000, the gopher URL form: "gopher://host [port]/T..." is a
		// template with a space, not a URI: only "gopher://host" is one
		// (white space delimits a bare URI).
		"seed 000 gopher path format",
		"  gopher://host [port]/T[gopher_selector]%09[search_string]%09[gopher+_string]",
		[]string{"gopher://host"},
	},
}

func TestMoreSeedExamples(t *testing.T) {
	for _, r := range moreSeedRows {
		got := uris(all(r.text))
		if strings.Join(got, "\n") != strings.Join(r.want, "\n") {
			t.Errorf("%s:\ngot  %q\nwant %q", r.source, got, r.want)
		}
		checkStreams(t, r.text)
	}
}
