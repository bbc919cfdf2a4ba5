package playground

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The page in a real browser: headless Chromium (Debian's chromium
// package) driven through the DevTools protocol, against the real Handler
// on a local port. The test types URIs and reads what the page shows.
// Without a browser it skips, saying so; in CI (CI=true) it fails instead,
// since the issue asks for this test to run there.
//
// PLAYGROUND_BROWSER names the browser to use; PLAYGROUND_SCREENSHOTS a
// directory to write the screenshots into (the ones under docs/ were made
// so); otherwise they go to the test's artifact directory (go test
// -artifacts keeps them).

// browserFlags are the flags Chromium runs with here: headless, no sandbox
// (CI runs as root), and nothing fetched in the background (no component
// updates, sync or metrics), since the page must need no network but the
// loopback server.
var browserFlags = []chromedp.ExecAllocatorOption{
	chromedp.Headless,
	chromedp.NoSandbox,
	chromedp.DisableGPU,
	chromedp.NoFirstRun,
	chromedp.NoDefaultBrowserCheck,
	chromedp.Flag("disable-quic", true),
	chromedp.Flag("disable-background-networking", true),
	chromedp.Flag("disable-component-update", true),
	chromedp.Flag("disable-sync", true),
	chromedp.Flag("disable-extensions", true),
	chromedp.Flag("disable-default-apps", true),
	chromedp.Flag("disable-dev-shm-usage", true),
	chromedp.Flag("disable-features", "Translate,MediaRouter,OptimizationHints"),
	chromedp.Flag("no-pings", true),
	chromedp.Flag("metrics-recording-only", true),
	chromedp.Flag("safebrowsing-disable-auto-update", true),
	chromedp.Flag("password-store", "basic"),
	chromedp.Flag("force-color-profile", "srgb"),
	chromedp.Flag("hide-scrollbars", true),
	chromedp.WindowSize(1200, 1100),
}

// findBrowser returns the browser to run, or "" when there is none.
func findBrowser() string {
	if p := os.Getenv("PLAYGROUND_BROWSER"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browser is one headless Chromium with one tab on the playground.
type browser struct {
	t       *testing.T
	ctx     context.Context
	url     string
	dialogs atomic.Int32 // alert, confirm or prompt dialogs opened: script that ran
}

// noBrowser, when set, says why the browser test does not run at all.
var noBrowser string

// newBrowser starts Chromium and a server with Handler, both stopped when
// the test ends.
func newBrowser(t *testing.T) *browser {
	if noBrowser != "" {
		t.Skip("SKIP: the browser test does not run under " + noBrowser)
	}
	if testing.Short() && os.Getenv("CI") != "true" {
		t.Skip("SKIP: -short leaves out the browser (9 s); go test ./cmd/uri/internal/playground/ runs it")
	}
	exe := findBrowser()
	if exe == "" {
		msg := "no Chromium found (install Debian's chromium package: apt-get install -y chromium, or set PLAYGROUND_BROWSER)"
		if os.Getenv("CI") == "true" {
			t.Fatal("CI=true and " + msg + ": the browser test must run in CI")
		}
		t.Skip("SKIP: " + msg + "; the browser test did not run")
	}
	srv := httptest.NewServer(Handler())
	t.Cleanup(srv.Close)
	opts := append(slices.Clone(browserFlags), chromedp.ExecPath(exe), chromedp.UserDataDir(t.TempDir()))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelTab(); cancelAlloc() })
	b := &browser{t: t, ctx: ctx, url: srv.URL + "/"}
	if err := chromedp.Do(ctx); err != nil { // starts the browser, with no timeout
		t.Fatal(err)
	}
	// Count the dialogs script opens, and close them.
	dialogs := chromedp.Events(ctx, page.JavascriptDialogOpening)
	go func() {
		for _, err := range dialogs {
			if err != nil {
				return
			}
			b.dialogs.Add(1)
			chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{})
		}
	}()
	// The page must be safe without its Content-Security-Policy too: the
	// browser ignores it, so that only the page's own care keeps input from
	// running.
	if _, err := chromedp.Call(ctx, page.SetBypassCSP, page.SetBypassCSPParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	return b
}

// timeout bounds each step of the test.
const timeout = 20 * time.Second

// run runs actions in the tab, failing the test on an error.
func (b *browser) run(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		b.t.Fatal(err)
	}
}

// call sends one protocol command to the tab.
func call[P, R any](b *browser, cmd cdp.Command[P, R], params P) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	if _, err := chromedp.Call(ctx, cmd, params); err != nil {
		b.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](b *browser, js string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		b.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// open loads the page at fragment ("" or "#u=...") and waits for its
// first view.
func (b *browser) open(fragment string) {
	b.t.Helper()
	b.run(chromedp.Navigate("about:blank"), chromedp.Navigate(b.url+fragment), chromedp.WaitVisible(chromedp.ID("input")))
	b.settle()
}

// settle waits until every request sent has been answered and shown.
func (b *browser) settle() {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](`(() => { const o = document.getElementById('output');
		return o.dataset.seq !== '0' && o.dataset.pending === '0'; })()`, chromedp.WithPollingTimeout(10*time.Second)))
	if err != nil {
		b.t.Fatal(err)
	}
}

// typeInto clears the field and enters text into it as a person does:
// all but its last few characters at once, as a paste or an input method
// enters them, then the rest key by key (each key a keydown, keypress and
// keyup event through the browser's input pipeline). Typing every key of
// every input would take the browser about 60 ms a key here.
func (b *browser) typeInto(id, text string) {
	b.t.Helper()
	b.run(chromedp.Focus(chromedp.ID(id)), chromedp.Evaluate[chromedp.Void](`(() => { const f = document.getElementById('`+id+`');
		f.value = ''; f.dispatchEvent(new Event('input')); })()`))
	b.settle()
	const keys = 4
	if r := []rune(text); len(r) > keys {
		call(b, input.InsertText, input.InsertTextParams{Text: string(r[:len(r)-keys])})
		text := string(r[len(r)-keys:])
		b.run(chromedp.SendKeys(chromedp.ID(id), text))
	} else if text != "" {
		b.run(chromedp.SendKeys(chromedp.ID(id), text))
	}
	b.settle()
	if got := b.value(id); got != text {
		b.t.Fatalf("typed %q into #%s, the field holds %q", text, id, got)
	}
}

// value is the value of a field.
func (b *browser) value(id string) string {
	b.t.Helper()
	return eval[string](b, `document.getElementById('`+id+`').value`)
}

// text returns the text of the first element matching the CSS selector
// ("" when there is none).
func (b *browser) text(selector string) string {
	b.t.Helper()
	return eval[string](b, fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.textContent : ''; })()`, selector))
}

// shownCell is a table cell as the page shows it.
type shownCell struct {
	Text    string `json:"text"`
	Differs bool   `json:"differs"`
	Found   bool   `json:"found"`
}

// cell reads the cell of a table's row (its data-row) and column.
func (b *browser) cell(table, row, col string) shownCell {
	b.t.Helper()
	sel := fmt.Sprintf(`#table-%s tr[data-row=%q] td[data-col=%q]`, table, row, col)
	c := eval[shownCell](b, fmt.Sprintf(`(() => { const e = document.querySelector(%q);
		return e ? {text: e.textContent, differs: e.classList.contains('differs'), found: true} : {found: false}; })()`, sel))
	if !c.Found {
		b.t.Errorf("no cell %s", sel)
	}
	return c
}

// segments reads the coloured pieces of a line as the page shows them.
func (b *browser) segments(id string) []Segment {
	b.t.Helper()
	return eval[[]Segment](b, `[...document.querySelectorAll('#`+id+` span')].map(s => ({text: s.textContent, part: s.dataset.part,
		title: s.title, error: s.classList.contains('seg-error')}))`)
}

// findingKinds lists the findings shown, "severity kind" each.
func (b *browser) findingKinds() []string {
	b.t.Helper()
	return eval[[]string](b, `[...document.querySelectorAll('#findings li.finding')].map(l => l.querySelector('.severity').textContent + ' ' + l.dataset.kind)`)
}

// screenshot saves a PNG of the window (the first screen of the page).
func (b *browser) screenshot(name string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatal(err)
	}
	dir := os.Getenv("PLAYGROUND_SCREENSHOTS")
	if dir == "" {
		dir = b.t.ArtifactDir()
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

func TestBrowser(t *testing.T) {
	b := newBrowser(t)
	b.open("")

	t.Run("valid", func(t *testing.T) {
		b.t = t
		// RFC 3986 §3's example URI and its components.
		b.typeInto("input", section3)
		want := section3Segments
		if got := b.segments("colored"); !slices.Equal(got, want) {
			t.Errorf("components shown:\n%v\nwant\n%v", got, want)
		}
		if v := b.text("#verdict"); v != "a URI (RFC 3986 §3)" {
			t.Errorf("verdict %q", v)
		}
		for col, want := range map[string]string{"scheme": "foo", "host": "example.com", "port": "8042",
			"path": "/over/there", "query": "name=ferret", "fragment": "nose", "userinfo": "—"} {
			if c := b.cell("syntax", "rfc3986", col); c.Text != want || c.Differs {
				t.Errorf("RFC 3986 %s: %+v, want %q", col, c, want)
			}
		}
		if !b.hidden("#problem") {
			t.Error("an error is shown for a valid URI")
		}
		// The hover's text is also shown for the keyboard: tab to a part.
		b.run(chromedp.Focus(chromedp.CSS(`#colored span[data-part="host"]`)))
		if s := b.text("#part-info"); s != "host, bytes 6–16" {
			t.Errorf("focusing the host shows %q", s)
		}
	})

	t.Run("dialects", func(t *testing.T) {
		b.t = t
		// An IP literal: RFC 3986 §3.2.2 and the 2003 draft have them; the
		// 1997 draft and RFC 1738 have hostnames and hostnumbers only.
		b.typeInto("input", "http://[2001:db8::7]/c=GB?objectClass?one")
		for row, want := range map[string]bool{"rfc3986": true, "draft2003": true, "draft1997": false, "rfc1738": false} {
			c := b.cell("syntax", row, "verdict")
			if strings.HasPrefix(c.Text, "a URI") != want {
				t.Errorf("%s verdict %q, want accepted %v", row, c.Text, want)
			}
		}
		if c := b.cell("syntax", "rfc3986", "host"); c.Text != "[2001:db8::7]" {
			t.Errorf("host %+v", c)
		}
	})

	t.Run("invalid", func(t *testing.T) {
		b.t = t
		// A space is not allowed anywhere in a URI (RFC 3986 §2, Appendix A);
		// in a path it is written %20.
		b.typeInto("input", "http://example.com/a b")
		var marked []Segment
		for _, s := range b.segments("colored") {
			if s.Error {
				marked = append(marked, s)
			}
		}
		if len(marked) != 1 || marked[0].Text != " " || !strings.Contains(marked[0].Title, "byte 20") {
			t.Errorf("the error is marked on %+v, want the space at byte 20", marked)
		}
		if b.hidden("#problem") || !strings.Contains(b.text("#problem-message"), "offset 20") {
			t.Errorf("error message %q", b.text("#problem-message"))
		}
		if v := b.text("#verdict"); !strings.HasPrefix(v, "not a URI reference") {
			t.Errorf("verdict %q", v)
		}
		if b.hidden("#fix") || b.text("#fix-result") != "http://example.com/a%20b" {
			t.Errorf("fix %q", b.text("#fix-result"))
		}
		if c := b.cell("syntax", "rfc3986", "verdict"); !strings.HasPrefix(c.Text, "refused") {
			t.Errorf("RFC 3986 verdict %q", c.Text)
		}
		// The fix is one keyboard action away.
		b.run(chromedp.Focus(chromedp.ID("fix-use")), chromedp.KeyEvent(kb.Enter))
		b.settle()
		if v := b.value("input"); v != "http://example.com/a%20b" || b.text("#verdict") != "a URI (RFC 3986 §3)" {
			t.Errorf("after Use the fix: input %q, verdict %q", v, b.text("#verdict"))
		}
	})

	t.Run("differential", func(t *testing.T) {
		b.t = t
		// RFC 3986 reads an empty host and the path //evil.com/; the URL
		// Standard skips the slashes (special authority ignore slashes
		// state) and goes to evil.com; net/url reads an empty host.
		b.typeInto("input", "http:////evil.com/")
		if c := b.cell("destination", "whatwg", "host"); c.Text != "≠ evil.com" || !c.Differs {
			t.Errorf("URL Standard host %+v", c)
		}
		if c := b.cell("destination", "rfc3986", "host"); !c.Differs {
			t.Errorf("RFC 3986 host %+v not marked", c)
		}
		if c := b.cell("syntax", "whatwg", "host"); !c.Differs {
			t.Errorf("syntax table: URL Standard host %+v not marked", c)
		}
		if c := b.cell("syntax", "rfc3986", "path"); c.Text != "//evil.com/" || c.Differs {
			t.Errorf("RFC 3986 path %+v", c)
		}
		if c := b.cell("destination", "whatwg", "scheme"); c.Differs {
			t.Errorf("scheme marked though all read http: %+v", c)
		}
		if k := b.findingKinds(); !slices.Contains(k, "danger parser-differential") {
			t.Errorf("findings %v lack the parser differential", k)
		}
		// Backslashes: the URL Standard reads them as slashes in an http
		// URL; RFC 3986 refuses them; net/url reads an opaque http URL.
		b.typeInto("input", `http:\\evil.com\@good.com/`)
		if c := b.cell("destination", "whatwg", "host"); c.Text != "≠ evil.com" || !c.Differs {
			t.Errorf("URL Standard host %+v", c)
		}
		if c := b.cell("destination", "net/url", "host"); c.Text != "≠ —" || !c.Differs {
			t.Errorf("net/url host %+v", c)
		}
		if c := b.cell("destination", "rfc3986", "verdict"); !strings.HasPrefix(c.Text, "refused") {
			t.Errorf("RFC 3986 %+v", c)
		}
		if c := b.cell("whatwg", "href", "value"); c.Text != "http://evil.com/@good.com/" {
			t.Errorf("href %+v", c)
		}
		if c := b.cell("validation", "invalid-reverse-solidus", "offset"); c.Text != "15" {
			t.Errorf("validation error %+v", c)
		}
		b.screenshot("differential.png")
	})

	t.Run("iri", func(t *testing.T) {
		b.t = t
		// RFC 3987 §3.1: the host to IDNA A-labels (bücher is xn--bcher-kva,
		// RFC 3492's kind of example), the rest as percent-encoded UTF-8.
		b.typeInto("input", "http://bücher.example/straße")
		if v := b.text("#verdict"); !strings.HasPrefix(v, "an IRI") {
			t.Errorf("verdict %q", v)
		}
		if c := b.cell("iri", "URI", "value"); c.Text != "http://xn--bcher-kva.example/stra%C3%9Fe" {
			t.Errorf("IRI to URI %+v", c)
		}
		if c := b.cell("syntax", "rfc3987", "verdict"); c.Text != "an IRI" {
			t.Errorf("RFC 3987 verdict %+v", c)
		}
		if c := b.cell("syntax", "whatwg", "host"); c.Text != "xn--bcher-kva.example" {
			t.Errorf("URL Standard host %+v", c)
		}
	})

	t.Run("urn", func(t *testing.T) {
		b.t = t
		// RFC 8141 §2: "?+" starts the r-component, "?=" the q-component,
		// "#" the f-component.
		b.typeInto("input", "urn:example:a123,z456?+abc?=xyz#789")
		for row, want := range map[string]string{"NID": "example", "NSS": "a123,z456", "r-component": "abc",
			"q-component": "xyz", "f-component": "789"} {
			if c := b.cell("urn", row, "value"); c.Text != want {
				t.Errorf("URN %s %+v, want %q", row, c, want)
			}
		}
	})

	t.Run("share", func(t *testing.T) {
		b.t = t
		// RFC 3986 §5.4.1: "../g" against http://a/b/c/d;p?q is http://a/b/g.
		b.typeInto("base", "http://a/b/c/d;p?q")
		b.typeInto("input", "../g?x=1 2#f")
		if c := b.cell("resolution", "rfc3986", "target"); !strings.HasPrefix(c.Text, "refused") {
			t.Errorf("a space resolved: %+v", c)
		}
		b.typeInto("input", "../g?x=1#f")
		if c := b.cell("resolution", "rfc3986", "target"); c.Text != "http://a/b/g?x=1#f" {
			t.Errorf("resolution %+v", c)
		}
		href := eval[string](b, `document.getElementById('share-link').getAttribute('href')`)
		if !strings.HasPrefix(href, "#") {
			t.Fatalf("share link %q", href)
		}
		// The link, opened afresh, shows the same view.
		b.open(href)
		in, base := b.value("input"), b.value("base")
		if in != "../g?x=1#f" || base != "http://a/b/c/d;p?q" {
			t.Errorf("the link opened input %q base %q", in, base)
		}
		if c := b.cell("resolution", "rfc3986", "target"); c.Text != "http://a/b/g?x=1#f" {
			t.Errorf("resolution after the link %+v", c)
		}
		// A link pasted into the address bar of the open page, too.
		b.run(chromedp.Evaluate[chromedp.Void](`location.hash = '#u=' + encodeURIComponent('mailto:a@example.org')`))
		b.settle()
		if in := b.value("input"); in != "mailto:a@example.org" || b.cell("scheme", "address", "value").Text != "a@example.org" {
			t.Errorf("after the fragment changed: input %q", in)
		}
		b.typeInto("base", "")
	})

	t.Run("hostile", func(t *testing.T) {
		b.t = t
		for _, in := range []string{
			`<img src=x onerror=alert(1)>`,
			`"><img src=x onerror=alert(2)><a href="`,
			`javascript:alert(3)`,
			`javascript:alert(4)//http://example.com/`,
			`<script>alert(5)</script>`,
		} {
			b.typeInto("input", in)
			n := eval[int](b, `document.querySelectorAll('img, iframe, object, embed, script:not([src="playground.js"])').length`)
			if n != 0 {
				t.Errorf("%s: the page holds %d elements made from the input", in, n)
			}
			if got := b.text("#colored"); got != in {
				t.Errorf("%s: shown as %q", in, got)
			}
			// Activate every link and button with the keyboard.
			for _, l := range eval[[]string](b, `[...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'))`) {
				if !strings.HasPrefix(l, "#") {
					t.Errorf("%s: a link to %q", in, l)
				}
			}
			b.run(chromedp.Focus(chromedp.ID("share-link")), chromedp.KeyEvent(kb.Enter))
			b.settle()
		}
		if !eval[bool](b, `location.protocol === 'http:' && document.getElementById('input') !== null`) {
			t.Error("the page navigated away")
		}
		if n := b.dialogs.Load(); n != 0 {
			t.Errorf("%d alert dialogs opened: script from the input ran", n)
		}
	})

	t.Run("refused", func(t *testing.T) {
		b.t = t
		b.run(chromedp.Evaluate[chromedp.Void](`(() => { const i = document.getElementById('input');
			i.value = 'http://example.com/' + 'a'.repeat(70000);
			i.dispatchEvent(new Event('input')); })()`))
		b.settle()
		if b.hidden("#refused") || !strings.Contains(b.text("#refused"), "65536 bytes (64 KiB)") {
			t.Errorf("refusal %q", b.text("#refused"))
		}
		b.typeInto("input", "http://example.com/")
		if !b.hidden("#refused") {
			t.Error("the refusal stays")
		}
	})

	t.Run("keyboard", func(t *testing.T) {
		b.t = t
		b.open("")
		unlabelled := eval[int](b, `[...document.querySelectorAll('input, select, textarea')].filter(e => e.labels.length === 0).length`)
		if unlabelled != 0 {
			t.Errorf("%d fields without a label", unlabelled)
		}
		// Tab from the top: the URI field, the base, the share link.
		var order []string
		for range 3 {
			b.run(chromedp.KeyEvent(kb.Tab))
			order = append(order, eval[string](b, `document.activeElement.id`))
		}
		if !slices.Equal(order, []string{"input", "base", "share-link"}) {
			t.Errorf("focus order %v", order)
		}
		b.typeInto("input", "http://a/")
		// Every coloured part is reachable by Tab.
		if !eval[bool](b, `[...document.querySelectorAll('#colored span')].every(s => s.tabIndex === 0)`) {
			t.Error("coloured parts are not focusable")
		}
	})

	t.Run("phone", func(t *testing.T) {
		b.t = t
		b.run(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile))
		defer call(b, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
		b.typeInto("input", "https://user@παράδειγμα.δοκιμή:8443/a/../b%2Fc?q=1&r=%E2%82%AC#frag")
		if overflow := eval[int](b, `document.documentElement.scrollWidth - document.documentElement.clientWidth`); overflow > 0 {
			t.Errorf("the page is %d px wider than a phone", overflow)
		}
		b.screenshot("phone.png")
	})

	t.Run("pattern", func(t *testing.T) {
		b.t = t
		b.pattern()
	})

	t.Run("invalid colours", func(t *testing.T) {
		b.t = t
		b.colours()
	})

	t.Run("examples", func(t *testing.T) {
		b.t = t
		b.examples()
	})

	t.Run("once", func(t *testing.T) {
		b.t = t
		b.once()
	})

	t.Run("base", func(t *testing.T) {
		b.t = t
		b.withBase()
	})

	t.Run("phone tables", func(t *testing.T) {
		b.t = t
		b.phoneTables()
	})

	t.Run("heights", func(t *testing.T) {
		b.t = t
		b.heights()
	})

	t.Run("colors", func(t *testing.T) {
		b.t = t
		// The picture of the README: a parser differential.
		b.typeInto("input", "http:////evil.com/")
		b.typeInto("base", "")
		b.run(chromedp.EmulateViewport(1200, 1700), chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`))
		defer call(b, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
		for _, scheme := range []string{"light", "dark"} {
			call(b, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
			// WCAG 2 contrast of every text colour on its background: the
			// README's picture, every folded table opened, an invalid input
			// and the empty page's examples.
			for _, in := range []string{"http:////evil.com/", "https://example.com/post 2.html", ""} {
				b.open(fragmentOf(in, ""))
				b.openAll()
				b.run(chromedp.Evaluate[chromedp.Void](`document.getElementById('pattern-section').open = true`))
				if low := eval[[]string](b, contrastJS); len(low) > 0 {
					t.Errorf("%s, %q: contrast below 4.5:1: %v", scheme, in, low)
				}
			}
			bg := eval[string](b, `getComputedStyle(document.body).backgroundColor`)
			if dark := bg == "rgb(13, 17, 23)"; dark != (scheme == "dark") {
				t.Errorf("%s: background %s", scheme, bg)
			}
			b.open(fragmentOf("http:////evil.com/", ""))
			b.run(chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`))
			b.screenshot("playground-" + scheme + ".png")
		}
		call(b, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{})
	})

	t.Run("speed", func(t *testing.T) {
		b.t = t
		if testing.Short() {
			t.Skip("-short: the keystroke latency is not measured")
		}
		// A keystroke at the end of a 2 KB URI, from the key press to the
		// new view laid out (as the page measures it: the keydown event's
		// time to the layout after the answer is rendered).
		u := twoKB()
		b.typeInto("input", u)
		var ms, server []float64
		for i := range 60 {
			b.run(chromedp.KeyEvent(string("xy"[i%2])))
			b.settle()
			ms = append(ms, eval[float64](b, `Number(document.getElementById('output').dataset.latency)`))
			server = append(server, eval[float64](b, `Number(document.getElementById('output').dataset.server)`))
		}
		if v := b.value("input"); len(v) != len(u)+60 {
			t.Fatalf("the field holds %d bytes, want %d", len(v), len(u)+60)
		}
		load, _ := os.ReadFile("/proc/loadavg")
		t.Logf("keystroke to view for a %d-byte URI, %d keystrokes: median %.1f ms, p95 %.1f ms, max %.1f ms; "+
			"the server's part: median %.2f ms, p95 %.2f ms (load average %s)", len(u), len(ms),
			percentile(ms, 0.5), percentile(ms, 0.95), percentile(ms, 1), percentile(server, 0.5), percentile(server, 0.95),
			strings.Join(strings.Fields(string(load))[:3], " "))
	})

	t.Run("offline", func(t *testing.T) {
		b.t = t
		// Everything the page loaded came from its own server.
		foreign := eval[[]string](b, `performance.getEntriesByType('resource').map(e => e.name).filter(n => !n.startsWith(location.origin + '/'))`)
		if len(foreign) > 0 {
			t.Errorf("resources from elsewhere: %v", foreign)
		}
	})
}

// hidden reports whether the element matching selector is hidden.
func (b *browser) hidden(selector string) bool {
	b.t.Helper()
	return eval[bool](b, fmt.Sprintf(`document.querySelector(%q).hidden`, selector))
}

// contrastJS lists the elements with text whose colour has a WCAG 2
// contrast ratio below 4.5:1 against the background behind them.
const contrastJS = `(() => {
	const rgb = (s) => s.match(/[\d.]+/g).map(Number);
	const lum = (c) => { const [r, g, b] = c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
		return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
	const bgOf = (e) => { for (; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor; const v = rgb(c); if (v.length < 4 || v[3] > 0) return v; } return [255, 255, 255]; };
	const low = [];
	for (const e of document.querySelectorAll('body *')) {
		if (e.offsetParent === null && e.tagName !== 'BODY') continue;
		if (![...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim() !== '')) continue;
		const a = lum(rgb(getComputedStyle(e).color)), b = lum(bgOf(e));
		const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
		if (ratio < 4.5) low.push(e.tagName + '.' + e.className + ' ' + ratio.toFixed(2));
	}
	return low;
})()`

// twoKB is a URI of 2,048 bytes: an https URL with a userinfo, a port, a
// long path and a long query, as long URLs in the wild are.
func twoKB() string {
	var sb strings.Builder
	sb.WriteString("https://user@www.example.com:8443/catalog/")
	for i := 0; sb.Len() < 900; i++ {
		fmt.Fprintf(&sb, "section-%d/", i)
	}
	sb.WriteString("item.html?q=caf%C3%A9")
	for i := 0; sb.Len() < 2048; i++ {
		fmt.Fprintf(&sb, "&k%d=v%d", i, i)
	}
	return sb.String()[:2048]
}

// percentile returns the q-quantile of xs (nearest rank), sorting xs.
func percentile(xs []float64, q float64) float64 {
	slices.Sort(xs)
	return xs[int(q*float64(len(xs)-1)+0.5)]
}
