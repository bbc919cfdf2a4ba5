package links

import (
	"strings"
	"testing"
	"time"
)

// Hostile documents of a quarter megabyte each: a quadratic path would take
// minutes here, not milliseconds. Every one is also held to the tokenizer's start
// tags and its links to the oracle's.
func TestHostileInput(t *testing.T) {
	const mb = 256 << 10
	docs := map[string]string{
		"one tag name":          "<a" + strings.Repeat("a", mb),
		"open angles":           strings.Repeat("<", mb),
		"end tags never closed": strings.Repeat("</a ", mb/4),
		"one open comment":      "<!--" + strings.Repeat("--!-", mb/4),
		"script escapes":        "<script><!--" + strings.Repeat("<script>--><!--", mb/15),
		"attributes":            "<a " + strings.Repeat("b=c ", mb/4) + "href=x>",
		"srcset candidates":     `<img srcset="` + strings.Repeat("a 1x,\n", mb/6) + `">`,
		"one quoted value":      `<a href="` + strings.Repeat("x", mb),
		"links before a base":   strings.Repeat("<a href=x>", mb/10) + `<base href="http://b/">`,
		"references":            `<a href="` + strings.Repeat("&amp;&#x41;&notin", mb/16) + `">`,
	}
	for name, doc := range docs {
		start := time.Now()
		got := scannerRefs(t, doc, strings.NewReader(doc))
		if want := oracleRefs(doc); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: %d links, the oracle %d", name, len(got), len(want))
		}
		if g, w := lexerTags(strings.NewReader(doc), 0), tokenizerTags(doc); strings.Join(g, "\n") != strings.Join(w, "\n") {
			t.Errorf("%s: %d tags, the tokenizer %d", name, len(g), len(w))
		}
		t.Logf("%s: %d links in %v", name, len(got), time.Since(start))
	}
}

// A tag's links are passed on a batch at a time once the base is known
// (issue #27 point 7): scanning a srcset of 50,000 candidates never holds
// more than linkBatch of them, where it held all 50,000 before; before the
// base, MaxPending bounds them.
func TestTagLinksBounded(t *testing.T) {
	for _, doc := range []string{
		`<base href="http://b/"><img srcset="` + strings.Repeat("a.png 1x, ", 50_000) + `">`,
		`<img srcset="` + strings.Repeat("a.png 1x, ", 50_000) + `">`, // the base comes from the context
	} {
		s := Context{Retrieval: "http://r/"}.Scan(strings.NewReader(doc))
		n, most := 0, 0
		for s.Scan() {
			n++
			most = max(most, len(s.queue))
		}
		if n != 50_000 || most > linkBatch || s.Err() != nil {
			t.Errorf("%d links, at most %d held (linkBatch %d), %v", n, most, linkBatch, s.Err())
		}
	}
}
