package canon

import (
	"strings"
	"testing"
)

// Hosts that IDNA's mapping would turn into another URL's parts, and ports
// that are not numbers: the canonical URL must be its own canonical form
// (the v4 document's canonical URL is what is hashed; hashing it again must
// find the same entry).
func TestSafeBrowsingHostEdges(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// Fullwidth "%41": IDNA makes it "%41", which would decode again.
		{"http://％４１.com/", "http://%EF%BC%85%EF%BC%94%EF%BC%91.com/"},
		// Fullwidth "/", ":" and "@": IDNA makes them the ASCII ones.
		{"http://a／b.com/", "http://a%EF%BC%8Fb.com/"},
		{"http://a：80/", "http://a%EF%BC%9A80/"},
		{"http://u＠h/", "http://u%EF%BC%A0h/"},
		// Fullwidth letters and dots are mapped as a browser maps them.
		{"http://ＥＸＡＭＰＬＥ．com/", "http://example.com/"},
		{"http://a:/", "http://a/"},
		{"http://a:8080/", "http://a/"},
	} {
		got, err := SafeBrowsing(c.in)
		if err != nil || got != c.want {
			t.Errorf("SafeBrowsing(%q) = %q, %v; want %q", c.in, got, err, c.want)
			continue
		}
		if again, err := SafeBrowsing(got); err != nil || again != got {
			t.Errorf("SafeBrowsing(%q) = %q, %v: not its own canonical form", got, again, err)
		}
	}
	for _, in := range []string{"http://a:b/", ":.", "http://a%3Ab/", "http://:/"} {
		if got, err := SafeBrowsing(in); err == nil {
			t.Errorf("SafeBrowsing(%q) = %q, want an error", in, got)
		} else if !strings.Contains(err.Error(), "port") && !strings.Contains(err.Error(), "no host") {
			t.Errorf("SafeBrowsing(%q): %v", in, err)
		}
	}
}
