package whatwg

import (
	"strings"
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"
)

// FuzzDifferential parses each input with this package and with
// nlnwa/whatwg-url v0.6.2, the other pure-Go implementation of the URL
// Standard, and allows a difference only when it is one of that library's
// known deviations, each a change of the Standard it predates:
//
//   - caret: "^" in a path is percent-encoded (whatwg/url#846, 2025);
//   - opaque-space: a space before "?" or "#" in an opaque path is "%20"
//     (whatwg/url#844, 2025);
//   - idna: a host that goes through IDNA (non-ASCII, percent-encoded, or
//     with an "xn--" label), where nlnwa uses golang.org/x/net/idna
//     (Unicode 15, and UTS #46 on ASCII "xn--" labels, which
//     whatwg/url#914 dropped) and this package internal/uts46 (Unicode 17).
//
// Any other difference fails.
//
//	go test ./whatwg -run '^$' -fuzz FuzzDifferential -fuzztime 60s
func FuzzDifferential(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		if class, ok := differs(s); !ok {
			t.Fatalf("%q: %s", s, class)
		}
	})
}

// differs returns the name of the known deviation that explains how the
// two parsers read s, "" when they agree, and false with a description
// when no known deviation does.
func differs(s string) (string, bool) {
	u, err := Parse(s)
	nu, nerr := nlnwa.Parse(s)
	ours, theirs := "failure", "failure"
	if err == nil {
		ours = u.Href()
	}
	if nerr == nil {
		theirs = nu.Href(false)
	}
	switch {
	case ours == theirs:
		return "", true
	case err == nil && nerr == nil && strings.ReplaceAll(theirs, "^", "%5E") == strings.ReplaceAll(ours, "^", "%5E"):
		return "caret", true
	case err == nil && nerr == nil && u.HasOpaquePath() && strings.ReplaceAll(ours, "%20", " ") == strings.ReplaceAll(theirs, "%20", " "):
		return "opaque-space", true
	case idnaHost(s):
		return "idna", true
	}
	return "nlnwa gives " + theirs + ", whatwg gives " + ours, false
}

// idnaHost reports whether the host of s, roughly delimited as a special
// URL's (after the scheme and any slashes or backslashes, to the next
// one, "?" or "#", after the last "@"), would go through IDNA: it holds a
// non-ASCII byte, a "%" or an "xn--" label.
func idnaHost(s string) bool {
	if _, rest, ok := strings.Cut(s, ":"); ok {
		s = rest
	}
	s = strings.TrimLeft(s, "/\\")
	if i := strings.IndexAny(s, "/\\?#"); i >= 0 {
		s = s[:i]
	}
	if i := strings.LastIndexByte(s, '@'); i >= 0 {
		s = s[i+1:]
	}
	if strings.Contains(strings.ToLower(s), "xn--") || strings.Contains(s, "%") {
		return true
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// TestDifferentialCorpus runs the comparison over the committed URL
// samples and the web-platform-tests inputs; it reports how many lines
// each known deviation explains.
func TestDifferentialCorpus(t *testing.T) {
	counts := map[string]int{}
	var inputs []string
	for _, c := range loadWPT(t, "urltestdata.json") {
		inputs = append(inputs, c["input"].(string))
	}
	if !testing.Short() {
		inputs = append(inputs, corpusLines(t, "../testdata/bench/iscx_benign_sample.txt")...)
	}
	inputs = append(inputs, corpusLines(t, "../testdata/urls/phishtank_sample.txt")...)
	for _, s := range inputs {
		class, ok := differs(s)
		if !ok {
			t.Errorf("%q: %s", s, class)
		}
		counts[class]++
	}
	t.Logf("%d inputs: %v", len(inputs), counts)
}
