package whatwg

import (
	"strings"
	"testing"
	"unicode/utf8"

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
//     whatwg/url#914 dropped) and this package internal/uts46 (Unicode 17);
//   - invalid-utf8: input that is not UTF-8, which nlnwa reads as Go's
//     range does (one U+FFFD for each byte of an ill-formed sequence) and
//     the Standard as the Encoding Standard's UTF-8 decode does (one for
//     each maximal subpart, so "\xe2\x82" is one): the input is read
//     with Go's replacement made, then compared;
//   - ipv4-sign: a host part with a sign ("+1", "0x-1"), which nlnwa's
//     IPv4 number parser reads with strconv.ParseInt (so "http://+1/" is
//     0.0.0.1) and the Standard's refuses (a sign is no digit: "+1" does
//     not end in a number, and "a.+1" is the domain "a.+1").
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

// differs returns the names of the known deviations that explain how the
// two parsers read s ("" when they agree), and false with a description
// when they do not. Deviations compose: the input's invalid UTF-8 is
// replaced as nlnwa reads it, then the hrefs are compared up to "^" and
// to an opaque path's "%20".
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
	if ours == theirs {
		return "", true
	}
	var classes []string
	if !utf8.ValidString(s) {
		var b strings.Builder
		for _, r := range s {
			b.WriteRune(r) // Go's reading: U+FFFD for each bad byte
		}
		if u2, err2 := Parse(b.String()); (err2 == nil) != (err == nil) || u2.Href() != u.Href() {
			u, err = u2, err2
			ours = "failure"
			if err == nil {
				ours = u.Href()
			}
			classes = append(classes, "invalid-utf8")
		}
	}
	if err == nil && nerr == nil && ours != theirs && strings.ReplaceAll(theirs, "^", "%5E") == strings.ReplaceAll(ours, "^", "%5E") {
		ours = theirs
		classes = append(classes, "caret")
	}
	if err == nil && nerr == nil && ours != theirs && u.HasOpaquePath() && strings.ReplaceAll(ours, "%20", " ") == strings.ReplaceAll(theirs, "%20", " ") {
		ours = theirs
		classes = append(classes, "opaque-space")
	}
	switch {
	case ours == theirs:
	case idnaHost(s):
		classes = append(classes, "idna")
	case signedPart(s):
		classes = append(classes, "ipv4-sign")
	default:
		return "nlnwa gives " + theirs + ", whatwg gives " + ours, false
	}
	return strings.Join(classes, "+"), true
}

// signedPart reports whether a dot-separated part of the host of s
// (roughHost) begins with a sign, after any "0x".
func signedPart(s string) bool {
	for _, part := range strings.Split(roughHost(s), ".") {
		if len(part) >= 2 && part[0] == '0' && part[1]|0x20 == 'x' {
			part = part[2:]
		}
		if part != "" && (part[0] == '+' || part[0] == '-') {
			return true
		}
	}
	return false
}

// roughHost returns the host of s, roughly delimited as a special URL's:
// after the scheme and any slashes or backslashes, to the next one, "?"
// or "#", after the last "@".
func roughHost(s string) string {
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
	return s
}

// idnaHost reports whether the host of s (roughHost) would go through
// IDNA: it holds a non-ASCII byte, a "%" or an "xn--" label.
func idnaHost(s string) bool {
	s = roughHost(s)
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

// Each known deviation, and their compositions, on an input of its own
// (the first two found by FuzzDifferential within seconds, issue #36).
func TestDifferentialDeviations(t *testing.T) {
	for s, want := range map[string]string{
		"http://a/b":             "",
		"http:/+000":             "ipv4-sign",
		"http://1.0x-1/":         "ipv4-sign",
		"A:/0/^\xe8\x8b":         "invalid-utf8+caret",
		"http://a/\xe2\x82x":     "invalid-utf8",
		"sc:\xe2\x82":            "invalid-utf8",
		"http://a/^":             "caret",
		"sc:a ?b":                "opaque-space",
		"http://b\u00fccher.de/": "", // both read it alike
		"http://xn--a.example/":  "idna",
	} {
		got, ok := differs(s)
		if !ok || got != want {
			t.Errorf("differs(%q) = %q, %v; want %q", s, got, ok, want)
		}
	}
}
