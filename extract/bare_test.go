package extract

import "testing"

// Sentence punctuation at the end of a bare URI is not part of it (seed 003
// Appendix E: "punctuation marks that might be mistaken for part of the
// URI"; bare.go lists ".", ",", ";", ":", "!", "?", "'"), however many;
// inside the URI, or inside a wrapper, the same characters are the URI's
// own (RFC 3986 §2.2: each is a delimiter or sub-delim a URI may hold).
func TestTrailingPunctuation(t *testing.T) {
	for _, p := range []string{".", ",", ";", ":", "!", "?", "'", "!!", "!?", ".'"} {
		for _, tc := range []struct{ text, want, span string }{
			{"see http://a.example/b" + p + " now", "http://a.example/b", "http://a.example/b"},
			{"see http://a.example/b" + p, "http://a.example/b", "http://a.example/b"},
			{"see http://a.example/b" + p + "c now", "http://a.example/b" + p + "c", "http://a.example/b" + p + "c"},
			{"see <http://a.example/b" + p + "> now", "http://a.example/b" + p, "<http://a.example/b" + p + ">"},
		} {
			ms := all(tc.text)
			if len(ms) != 1 || ms[0].URI != tc.want || ms[0].Text != tc.span {
				t.Errorf("%q: got %+v; want %q spanning %q", tc.text, ms, tc.want, tc.span)
			}
			checkStreams(t, tc.text)
		}
	}
}
