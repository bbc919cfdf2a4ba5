package playground

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The pattern tester's view: groups cut out of each component's input in
// order, an undefined group told from an empty one, no match and a pattern
// that does not compile said, through the handler as the page calls it.
func TestPatternView(t *testing.T) {
	v := BuildPattern("https://{:sub.}?example.com/users/:id/*", "", "https://api.example.com/users/42/a/b")
	if !v.Match || v.Error != "" || len(v.Components) != 8 {
		t.Fatalf("%+v", v)
	}
	host, path := v.Components[3], v.Components[5]
	if host.Name != "hostname" || host.Pattern != "{:sub.}?example.com" || len(host.Pieces) != 2 ||
		host.Pieces[0] != (PatternPiece{"api", 0}) || host.Pieces[1] != (PatternPiece{".example.com", -1}) {
		t.Errorf("hostname: %+v", host)
	}
	want := []PatternPiece{{"/users/", -1}, {"42", 0}, {"/", -1}, {"a/b", 1}}
	if len(path.Pieces) != len(want) {
		t.Fatalf("pathname pieces %+v", path.Pieces)
	}
	for i := range want {
		if path.Pieces[i] != want[i] {
			t.Errorf("pathname piece %d: %+v, want %+v", i, path.Pieces[i], want[i])
		}
	}
	if v := BuildPattern("https://{:sub.}?example.com/*", "", "https://example.com/"); !v.Match || v.Components[3].Groups[0].Value != nil {
		t.Errorf("an optional group that took no part: %+v", v.Components[3])
	}
	if v := BuildPattern("/users/:id", "https://example.com", "https://example.com/users"); v.Match || v.Error != "" || v.Components[5].Pattern != "/users/:id" {
		t.Errorf("no match: %+v", v)
	}
	if v := BuildPattern("/users/:id", "", "https://example.com/users/1"); !v.Match || *v.Components[5].Groups[0].Value != "1" {
		t.Errorf("a relative pattern read against the URL: %+v", v)
	}
	if v := BuildPattern("/users/:id", "", "not a url"); v.Error == "" {
		t.Error("a relative pattern against a string that is not a URL compiled")
	}
	srv := httptest.NewServer(Handler())
	defer srv.Close()
	res, err := http.Post(srv.URL+"/api/pattern", "application/json", strings.NewReader(`{"pattern":"https://example.com/:a(\\d+)","url":"https://example.com/7"}`))
	if err != nil {
		t.Fatal(err)
	}
	var got PatternView
	json.NewDecoder(res.Body).Decode(&got)
	res.Body.Close()
	if res.StatusCode != 200 || !got.Match || *got.Components[5].Groups[0].Value != "7" {
		t.Errorf("POST /api/pattern: %d %+v", res.StatusCode, got)
	}
	res, _ = http.Post(srv.URL+"/api/pattern", "application/json", strings.NewReader(`[1]`))
	if res.StatusCode != 400 {
		t.Errorf("a body that is not an object: %d", res.StatusCode)
	}
	res.Body.Close()
	res, _ = http.Post(srv.URL+"/api/pattern", "text/plain", strings.NewReader(`{"pattern":"https://*"}`))
	if res.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("a text/plain body (another site's form or fetch): %d", res.StatusCode)
	}
	res.Body.Close()
}

// The pattern tester in a real browser (TestBrowser's "pattern" step):
// open its folded section, type a pattern and a URL, see the verdict and
// the groups coloured.
func (b *browser) pattern() {
	t := b.t
	b.open("")
	b.run(chromedp.Click(chromedp.CSS("#pattern-section > summary")))
	b.typeInto("pattern-url", "https://api.example.com/users/42")
	b.typeInto("pattern", "https://:sub.example.com/users/:id")
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById('pattern-section').dataset.pending === '0' &&
		document.getElementById('pattern-verdict').textContent === 'The URL matches.'`,
		chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("verdict %q: %v", b.text("#pattern-verdict"), err)
	}
	groups := eval[[]string](b, `[...document.querySelectorAll('#pattern-rows td span.grp')].map((s) => s.title + ':' + s.textContent)`)
	want := []string{"sub:api", ":sub=api", "id:42", ":id=42"} // the coloured pieces (titled by group), then the list
	if strings.Join(groups, " ") != strings.Join(want, " ") {
		t.Errorf("groups shown %q, want %q", groups, want)
	}
	b.typeInto("pattern", "https://example.com/(a(?=b))")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById('pattern-section').dataset.pending === '0' &&
		document.getElementById('pattern-verdict').textContent.includes('lookahead')`,
		chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Errorf("verdict for a refused regexp %q: %v", b.text("#pattern-verdict"), err)
	}
}
