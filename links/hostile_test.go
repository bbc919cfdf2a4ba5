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
