package extract

import (
	"strings"
	"testing"
)

// FuzzScan: no panic; every reported URI parses under uri.ParseReference;
// spans lie inside the input, in order, and give the URI once the wrapper
// and white space are removed; line and column are right; reading through
// an io.Reader in any chunking finds the same as scanning the string.
func FuzzScan(f *testing.F) {
	for _, tc := range texts {
		f.Add(tc.text)
	}
	for _, r := range moreSeedRows {
		f.Add(r.text)
	}
	for _, s := range []string{
		"<URL:ftp://a.b/c;\n type=d>", "<http://a-\n b>", "http://a-\n b", "\"http://a/\"",
		"(http://a/(b))", "x:y://z", "<<http://a>>", "http://a/b[1]", "mailto:a@b.", "<URL:x:y>",
		"http://[::1]:80/", "http://a/\xff", "http://a/é", "urn:a:b:", "<a:\n\nb>",
		strings.Repeat("ab:", 50), strings.Repeat("<http://a", 20),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkStreams(t, text)
	})
}
