package extract

import (
	"strings"
	"testing"
)

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

// A scheme of two to MaxSchemeLength characters, starting with a letter
// (RFC 3986 §3.1; one letter is a drive, "C:"), the digits before it prose;
// "scheme:" at the end of the text is no URI; text in a script written
// without spaces after an ASCII host ends the URI wherever it starts, in
// the path, the query or the fragment, but is part of an IRI whose host is
// in that script.
func TestBareEdges(t *testing.T) {
	s32 := strings.Repeat("ab", 16)
	for text, want := range map[string][]string{
		"see ws://a.example/x now":             {"ws://a.example/x"},
		"see a://b.example/ now":               {},
		"see 42http://a.example/x":             {"http://a.example/x"},
		"see " + s32 + "://x.example/":         {s32 + "://x.example/"},
		"see " + s32 + "c://x.example/":        {},
		"see http:/":                           {},
		"see http:":                            {},
		"write to mailto:":                     {},
		"https://example.com/\u30d1\u30b9":     {"https://example.com/"},
		"https://example.com?\u30d1\u30b9":     {"https://example.com"},
		"https://example.com#\u30d1\u30b9":     {"https://example.com#"},
		"https://\u4f8b\u3048.jp?\u30d1\u30b9": {"https://xn--r8jz45g.jp?%E3%83%91%E3%82%B9"},
		"https://\u4f8b\u3048.jp#\u30d1\u30b9": {"https://xn--r8jz45g.jp#%E3%83%91%E3%82%B9"},
		"https://a\u4f8b.jp/\u30d1\u30b9":      {"https://xn--a-lb7a.jp/%E3%83%91%E3%82%B9"}, // a host with ASCII and Han
		"see http://a.example/x-":              {"http://a.example/x-"},                      // a hyphen at the end of the text
		// Letters by Unicode 17.0.0 (internal/ucd): U+1C8A CYRILLIC SMALL
		// LETTER TJE (16.0) continues an IRI, U+0378 (unassigned) does not,
		// and U+323B0 (CJK Extension J, 17.0) is Han, written without
		// spaces, so it ends one as U+4E00 does.
		"see https://example.com/\u0436\u1C8A now": {"https://example.com/%D0%B6%E1%B2%8A"},
		"see https://example.com/\u0436\u0378 now": {"https://example.com/%D0%B6"},
		"see https://example.com/x\U000323B0y now": {"https://example.com/x"},
		"see https://example.com/x\u4E00y now":     {"https://example.com/x"},
		// A digit (U+0663 ARABIC-INDIC DIGIT THREE, Nd) or a mark (U+0301,
		// Mn) continues one; Thai, Lao, Khmer and Myanmar letters, of
		// scripts written without spaces, end one.
		"see https://example.com/\u0436\u0663 now": {"https://example.com/%D0%B6%D9%A3"},
		"see https://example.com/\u0436\u0301 now": {"https://example.com/%D0%B6%CC%81"},
		"see https://example.com/x\u0E01y now":     {"https://example.com/x"},
		"see https://example.com/x\u0E81y now":     {"https://example.com/x"},
		"see https://example.com/x\u1780y now":     {"https://example.com/x"},
		"see https://example.com/x\u1000y now":     {"https://example.com/x"},
		// The least a URI holds after trimming: one character after
		// "scheme:" or "scheme://".
		"see news:. now":    {},
		"see mailto:, now":  {},
		"see http://. now":  {},
		"see http://a. now": {"http://a"},
		"see news:a. now":   {"news:a"},
	} {
		got := uris(all(text))
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%q: got %q; want %q", text, got, want)
		}
		checkStreams(t, text)
	}
}

// Characters RFC 3986 excludes as a wrapper when the one after the URI
// closes the one before it ("{...}", "|...|", "^...^"), and not otherwise
// (bare.go: such a character is no part of a URI, which is then not
// reported rather than cut); Markdown emphasis of each kind; a double
// quote that is never closed is no wrapper; an IP literal after a
// userinfo, closed or not (RFC 3986 §3.2.2).
func TestBareWrappersAndHosts(t *testing.T) {
	for text, want := range map[string][]string{
		"{http://a.example/b}":         {"http://a.example/b"},
		"|http://a.example/b|":         {"http://a.example/b"},
		"^http://a.example/b^":         {"http://a.example/b"},
		"{http://a.example/b|":         {},
		"|http://a.example/b}":         {},
		"^http://a.example/b}":         {},
		"_http://a.example/b_":         {"http://a.example/b"},
		"~~http://a.example/b~~":       {"http://a.example/b"},
		"**http://a.example/b**":       {"http://a.example/b"},
		"see http://a.example/b__ now": {"http://a.example/b__"},
		"see \"http://a.example/b":     {"http://a.example/b"},
		"see http://u@[::1]:80/x now":  {"http://u@[::1]:80/x"},
		"see http://u@[::1/x now":      {},
		"see http://[::1/x now":        {},
	} {
		ms := all(text)
		got := uris(ms)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%q: got %q; want %q", text, got, want)
		}
		for _, m := range ms {
			if m.Text != m.URI {
				t.Errorf("%q: span %q; want the URI alone", text, m.Text)
			}
		}
		checkStreams(t, text)
	}
}

// Brackets and percent signs at a bare URI's end (bare.go): a ")" or "]"
// that closes nothing inside the URI is prose, one that does is kept; a
// balanced "[...]" in a query is kept (percent-encoded in the URI); a "%"
// not followed by two hex digits (RFC 3986 §2.1) ends the URI, at the end
// of the text too.
func TestBareBrackets(t *testing.T) {
	for text, want := range map[string]string{
		"[http://a.example/b]":               "http://a.example/b",
		"see http://a.example/x]":            "http://a.example/x",
		"see http://a.example/?q=[a] now":    "http://a.example/?q=%5Ba%5D",
		"[see http://a.example/?q=[a]]":      "http://a.example/?q=%5Ba%5D",
		"see http://a.example/?q=[a]b]c now": "http://a.example/?q=%5Ba%5Db",
		"(http://a.example/b_(c))":           "http://a.example/b_(c)",
		"(see http://a.example/b).":          "http://a.example/b",
		"see http://a.example/50% now":       "http://a.example/50",
		"see http://a.example/%4":            "http://a.example/",
	} {
		got := uris(all(text))
		if len(got) != 1 || got[0] != want {
			t.Errorf("%q: got %q; want %q", text, got, want)
		}
		checkStreams(t, text)
	}
}

// Where the grammar or the line ends a bare URI (bare.go): "scheme:/" at
// the end of the text; a word going on with a "}" at the start of the text,
// where nothing before it opens one; a hyphen break whose joined text is no
// URI, which leaves the first line's URI (not ambiguous: nothing was
// joined); a port that is not digits (RFC 3986 §3.2.3), cut before it with
// the ":" then trailing; IP literals (§3.2.2): IPvFuture, empty, a zone
// (RFC 6874); an empty "[]" in a query, balanced; a hyphen break far into
// a long text.
func TestBareCuts(t *testing.T) {
	prose := strings.Repeat("word ", MaxLength/4) // more than MaxLength bytes before the URI
	for _, tc := range []struct {
		text string
		want []string
		amb  bool
	}{
		{"see news:/", []string{"news:/"}, false},
		{"http://a.example/{id}", nil, false},
		{"see http://a.example/b-\n%zz now", []string{"http://a.example/b-"}, false},
		{"see http://a:x/ now", []string{"http://a"}, false},
		{"see http://[v1.fe]/ now", []string{"http://[v1.fe]/"}, false},
		{"see http://[]/ now", nil, false},
		{"see http://[fe80::1%25eth0]/ now", []string{"http://[fe80::1%25eth0]/"}, false},
		{"see http://a.example/?q=[]&x=1 now", []string{"http://a.example/?q=%5B%5D&x=1"}, false},
		{prose + "http://a.example/b-\nc now", []string{"http://a.example/b-c"}, true},
	} {
		ms := all(tc.text)
		got := uris(ms)
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("%.40q: got %q; want %q", tc.text, got, tc.want)
		}
		for _, m := range ms {
			if m.Ambiguous != tc.amb {
				t.Errorf("%.40q: %q ambiguous %v; want %v", tc.text, m.URI, m.Ambiguous, tc.amb)
			}
		}
		checkStreams(t, tc.text)
	}
}

// A URI joined across a hyphen break is trimmed as any other (bare.go): a
// "]" after it that closes nothing inside is prose, one that closes a "["
// of its query is kept, the brackets percent-encoded (mapped.go).
func TestJoinedTrim(t *testing.T) {
	for text, want := range map[string]string{
		"see http://a.example/b-\nc] now":      "http://a.example/b-c",
		"see http://a.example/?q=[b-\nc] now":  "http://a.example/?q=%5Bb-c%5D",
		"see http://a.example/?q=[b-\nc]] now": "http://a.example/?q=%5Bb-c%5D",
	} {
		ms := all(text)
		if len(ms) != 1 || ms[0].URI != want || !ms[0].Ambiguous {
			t.Errorf("%q: got %+v; want %q, ambiguous", text, ms, want)
		}
		checkStreams(t, text)
	}
}
