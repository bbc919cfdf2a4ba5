package whatwg

import (
	"flag"
	"testing"
)

// Set is Parse into a variable: the same URL on success, and the variable
// left as it was on failure, whichever path the input takes (the
// serialized form, written in place, or the state machine).
func TestSetLeavesURLOnFailure(t *testing.T) {
	prior, err := Parse("https://prior.example/p?q#f")
	if err != nil {
		t.Fatal(err)
	}
	inputs := []string{"https://example.com/a", "HTTPS://EXAMPLE.com:443/", "https://example.com:99999/", "https://exa mple.com/", "https://1.2.3.4.5/", "file:///C|/x", "http://[::1/"}
	for _, c := range loadWPT(t, "urltestdata.json") {
		if _, hasBase := c["base"].(string); !hasBase {
			inputs = append(inputs, c["input"].(string))
		}
	}
	failures := 0
	for _, in := range inputs {
		want, werr := Parse(in)
		u := prior
		err := u.Set(in)
		switch {
		case (err == nil) != (werr == nil):
			t.Errorf("%q: Set error %v, Parse error %v", in, err, werr)
		case err != nil:
			failures++
			if u != prior {
				t.Errorf("%q: Set failed and changed the URL to %q", in, u.Href())
			}
		case u != want:
			t.Errorf("%q: Set gives %q, Parse %q", in, u.Href(), want.Href())
		}
	}
	if failures < 100 {
		t.Errorf("only %d inputs fail: the failure path is not covered", failures)
	}
}

// *URL is a flag.Value: Set parses, String gives the href.
func TestURLFlagVar(t *testing.T) {
	var u URL
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(discard{})
	fs.Var(&u, "url", "a URL")
	if err := fs.Parse([]string{"-url", "HTTP://Example.com/a/../b"}); err != nil {
		t.Fatal(err)
	}
	if u.Href() != "http://example.com/b" {
		t.Errorf("flag: %q", u.Href())
	}
	if err := fs.Parse([]string{"-url", "not a url"}); err == nil || u.Href() != "http://example.com/b" {
		t.Errorf("a bad flag value: error %v, URL %q", err, u.Href())
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

func TestSetAllocs(t *testing.T) {
	var u URL
	if n := testing.AllocsPerRun(100, func() { _ = u.Set("https://example.com/a/b?q=1#f") }); n != 0 {
		t.Errorf("Set of a serialized URL: %v allocations", n)
	}
}
