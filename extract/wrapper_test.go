package extract

import "testing"

// The prefix "URL:" of a wrapper (RFC 1738 "Recommendations for URLs in
// Context", seed 003 Appendix E) is matched in any case (wrapper.go): each
// spelling gives the same URI with the whole "<...>" as its span. The
// scheme "foo" is neither followed by "//" nor written without an
// authority, so only the prefix lets its wrapper hold white space: were a
// spelling not recognized, "<" would be text and the URI found bare, with
// a different span, or not at all.
func TestWrapperPrefixAnyCase(t *testing.T) {
	for _, prefix := range []string{"URL:", "url:", "Url:", "uRl:", "URL: ", "url: "} {
		for _, tc := range []struct{ inner, want string }{
			{"http://a.example/b", "http://a.example/b"},
			{"foo:bar\n  baz", "foo:barbaz"},
		} {
			wrapped := "<" + prefix + tc.inner + ">"
			text := "see " + wrapped + " now"
			ms := all(text)
			if len(ms) != 1 || ms[0].URI != tc.want || ms[0].Text != wrapped || ms[0].Offset != 4 {
				t.Errorf("%q: got %+v; want %q with span %q at 4", text, ms, tc.want, wrapped)
			}
			checkStreams(t, text)
		}
	}
	// Without the prefix, a wrapper of that scheme may hold no white space
	// ("<Note: see this>" is prose).
	if ms := all("<foo:bar\n  baz>"); len(ms) != 0 {
		t.Errorf("<foo:bar baz> without URL: gives %+v; want nothing", ms)
	}
}

// A wrapper holds no empty line (wrapper.go): one line break inside is
// white space to remove (seed 003 Appendix E), two end the paragraph, and
// the "<" is then text, the URI before the break found bare.
func TestWrapperEmptyLine(t *testing.T) {
	for _, tc := range []struct{ text, uri, span string }{
		{"<http://a.example/\n b>", "http://a.example/b", "<http://a.example/\n b>"},
		{"<http://a.example/\n\nb>", "http://a.example/", "http://a.example/"},
		{"<http://a.example/\n  \n b>", "http://a.example/", "http://a.example/"},
	} {
		ms := all(tc.text)
		if len(ms) != 1 || ms[0].URI != tc.uri || ms[0].Text != tc.span {
			t.Errorf("%q: got %+v; want %q with span %q", tc.text, ms, tc.uri, tc.span)
		}
		checkStreams(t, tc.text)
	}
}

// What a wrapper must hold (wrapper.go): a scheme name of two or more
// characters, then something after "scheme:" (after "scheme://" when "//"
// follows). Otherwise the "<" is text, and what follows it is read as bare
// text, where a one-letter scheme and an empty URI after "scheme:" or
// "scheme://" are no URIs either (bare.go).
func TestWrapperLeast(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"see <ab://x.example/> now", "<ab://x.example/>"},
		{"see <a://x.example/> now", ""},
		{"see <http://a> now", "<http://a>"},
		{"see <http://> now", ""},
		{"see <urn:x> now", "<urn:x>"},
		{"see <urn:> now", ""},
	} {
		ms := all(tc.text)
		switch {
		case tc.want == "" && len(ms) != 0:
			t.Errorf("%q: got %+v; want nothing", tc.text, ms)
		case tc.want != "" && (len(ms) != 1 || ms[0].Text != tc.want):
			t.Errorf("%q: got %+v; want the span %q", tc.text, ms, tc.want)
		}
		checkStreams(t, tc.text)
	}
}

// The quote marker of a wrapper's line is found when the line is the
// second of the text, right after a line break at its first byte
// (quote.go): the next line's marker is skipped, not read as the ">" that
// closes the wrapper.
func TestQuoteAfterFirstByte(t *testing.T) {
	text := "\n> <http://a.example/x\n> y>"
	ms := all(text)
	if len(ms) != 1 || ms[0].URI != "http://a.example/xy" {
		t.Errorf("%q: got %+v; want http://a.example/xy", text, ms)
	}
	checkStreams(t, text)
}
