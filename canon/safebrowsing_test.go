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
		// An IPv6 literal is kept as written, lower-cased, its port dropped.
		{"http://[2001:DB8::1]:80/a", "http://[2001:db8::1]/a"},
		{"http://[::ffff:1.2.3.4]/", "http://[::ffff:1.2.3.4]/"},
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
	// Between brackets, what is not an address (found by FuzzSafeBrowsing:
	// bytes that were never escaped), a zone included, is no host.
	for _, in := range []string{"http://[zz]/", "http://[::1%25eth0]/", "http://[::1\xe7]/", "http://[::1/"} {
		if got, err := SafeBrowsing(in); err == nil {
			t.Errorf("SafeBrowsing(%q) = %q, want an error", in, got)
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
