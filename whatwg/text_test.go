package whatwg

import (
	"encoding"
	"encoding/json"
	"errors"
	"flag"
	"testing"
)

var (
	_ encoding.TextAppender    = URL{}
	_ encoding.TextMarshaler   = URL{}
	_ encoding.TextUnmarshaler = (*URL)(nil)
)

// A URL in a struct marshals as its href, a JSON string, and unmarshals
// from one as Parse reads it (normalized); the zero URL is "".
func TestURLJSON(t *testing.T) {
	type page struct {
		Link URL  `json:"link"`
		Next *URL `json:"next,omitempty"`
		Zero URL  `json:"zero"`
	}
	u, _ := Parse("https://example.com/a?b#c")
	out, err := json.Marshal(page{Link: u, Next: &u})
	if want := `{"link":"https://example.com/a?b#c","next":"https://example.com/a?b#c","zero":""}`; err != nil || string(out) != want {
		t.Fatalf("Marshal: %s, %v; want %s", out, err, want)
	}
	var p page
	if err := json.Unmarshal(out, &p); err != nil || p.Link != u || *p.Next != u || p.Zero != (URL{}) {
		t.Fatalf("Unmarshal: %+v, %v", p, err)
	}
	if err := json.Unmarshal([]byte(`{"link":"HTTP://EXAMPLE.com:80/./x"}`), &p); err != nil || p.Link.Href() != "http://example.com/x" {
		t.Errorf("Unmarshal normalizes: %q, %v", p.Link.Href(), err)
	}
	err = json.Unmarshal([]byte(`{"link":"http://a b/"}`), &p)
	if !errors.Is(err, DomainToASCII) {
		t.Errorf("Unmarshal of no URL: %v, want the parser's error", err)
	}
	b, _ := u.AppendText([]byte("<"))
	if string(b) != "<https://example.com/a?b#c" {
		t.Errorf("AppendText: %q", b)
	}
}

// flag.TextVar reads a URL from the command line.
func TestURLFlag(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	var u URL
	def, _ := Parse("https://default.example/")
	fs.TextVar(&u, "base", def, "base URL")
	if err := fs.Parse([]string{"-base", "https://EXAMPLE.org/a/../b"}); err != nil || u.Href() != "https://example.org/b" {
		t.Errorf("flag: %q, %v", u.Href(), err)
	}
}
