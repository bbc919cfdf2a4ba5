package playground

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/urikit/urikit/whatwg"
)

// The page's layout in the browser (issue #39): an invalid input keeps its
// colours, the page is short at desktop and phone width, nothing of the
// components table scrolls sideways on a phone and no short word breaks,
// each message once, findings by severity, the examples, the base.

// readmeExample is the URI of the README's first command.
const readmeExample = "http://user@[fe80::1%25en0]:8080/a/b?q#f"

// fragmentOf is the page's fragment for input and base, as its links are.
func fragmentOf(input, base string) string {
	if input == "" && base == "" {
		return ""
	}
	v := url.Values{"u": {input}}
	if base != "" {
		v.Set("b", base)
	}
	return "#" + v.Encode()
}

// openAll opens every folded table.
func (b *browser) openAll() {
	b.t.Helper()
	b.run(chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('#tables details').forEach(d => { d.open = true; })`))
}

// size is a window the page is measured at.
type size struct {
	name   string
	w, h   int64
	mobile bool
}

// desktop and phone are the two windows.
var (
	desktop = size{"desktop", 1366, 900, false}
	phone   = size{"phone", 390, 844, true}
)

// emulate sets the window to s (scale 1: a screenshot's pixels are CSS
// pixels).
func (b *browser) emulate(s size) {
	b.t.Helper()
	if s.mobile {
		b.run(chromedp.EmulateViewport(s.w, s.h, chromedp.EmulateMobile))
	} else {
		b.run(chromedp.EmulateViewport(s.w, s.h))
	}
}

// fullScreenshot saves a PNG of the whole page when PLAYGROUND_SCREENSHOTS
// names a directory.
func (b *browser) fullScreenshot(name string) {
	b.t.Helper()
	dir := os.Getenv("PLAYGROUND_SCREENSHOTS")
	if dir == "" {
		return
	}
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// shownSegment is a coloured piece with its computed colour.
type shownSegment struct {
	Text       string `json:"text"`
	Part       string `json:"part"`
	Error      bool   `json:"error"`
	Color      string `json:"color"`
	Decoration string `json:"decoration"`
}

// colours checks that an invalid input keeps its components' colours
// before and after the error, which is marked where it is.
func (b *browser) colours() {
	t := b.t
	b.open(fragmentOf("https://example.com/post 2.html", ""))
	segs := eval[[]shownSegment](b, `[...document.querySelectorAll('#colored span')].map(s => ({text: s.textContent, part: s.dataset.part,
		error: s.classList.contains('seg-error'), color: getComputedStyle(s).color, decoration: getComputedStyle(s).textDecorationLine}))`)
	key := eval[map[string]string](b, `Object.fromEntries([...document.querySelectorAll('#legend li')].map(l => [l.className.slice(4), getComputedStyle(l).color]))`)
	fg := eval[string](b, `getComputedStyle(document.body).color`)
	var got []string
	for _, s := range segs {
		want := key[s.Part]
		if s.Error {
			want = key["error"]
			got = append(got, "!"+s.Part+":"+s.Text)
			if !strings.Contains(s.Decoration, "underline") {
				t.Errorf("the error %q is not underlined: %q", s.Text, s.Decoration)
			}
		} else {
			got = append(got, s.Part+":"+s.Text)
		}
		if s.Color != want || s.Color == fg {
			t.Errorf("%s %q: colour %s, want the key's %s (text %s)", s.Part, s.Text, s.Color, want, fg)
		}
	}
	if want := []string{"scheme:https", "delim::", "delim://", "host:example.com", "path:/post", "!path: ", "path:2.html"}; !slices.Equal(got, want) {
		t.Errorf("coloured pieces %q, want %q", got, want)
	}
	for _, p := range []string{"scheme", "host", "path", "error"} {
		for _, q := range []string{"scheme", "host", "path", "error"} {
			if p < q && key[p] == key[q] {
				t.Errorf("%s and %s have one colour %s", p, q, key[p])
			}
		}
	}
}

// heights measures the page at both windows for a few inputs, holds it to
// bounds, and saves full-page screenshots. Before issue #39 the page was
// 3,060 (empty) to 4,173 px (the README's example) tall at 1366×900 and
// 3,627 to 4,734 px at 390×844.
func (b *browser) heights() {
	t := b.t
	defer call(b, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
	bound := map[string]int{"desktop": 2400, "phone": 3500}
	for _, s := range []size{desktop, phone} {
		b.emulate(s)
		for _, in := range []struct{ name, input string }{
			{"empty", ""}, {"simple", "https://example.com/post.html"}, {"readme", readmeExample},
			{"invalid", "https://example.com/post 2.html"}, {"differential", "http:////evil.com/"},
		} {
			b.open(fragmentOf(in.input, ""))
			h := eval[int](b, `document.documentElement.scrollHeight`)
			t.Logf("%s (%d×%d), %s: %d px tall", s.name, s.w, s.h, in.name, h)
			if h > bound[s.name] {
				t.Errorf("%s, %s: the page is %d px tall, over %d", s.name, in.name, h, bound[s.name])
			}
			// Nothing is left out of a full-page capture: no part of the
			// page is laid out only when scrolled to.
			if n := eval[[]string](b, `[...document.querySelectorAll('*')].filter(e => getComputedStyle(e).contentVisibility === 'auto').map(e => e.id || e.tagName)`); len(n) > 0 {
				t.Errorf("%s: content-visibility: auto on %v", in.name, n)
			}
			if blank := eval[[]string](b, `[...document.querySelectorAll('#tables table')].filter(t => t.closest('details:not([open])') === null && t.getBoundingClientRect().height < 20).map(t => t.closest('[id]').id)`); len(blank) > 0 {
				t.Errorf("%s: tables not laid out: %v", in.name, blank)
			}
			b.fullScreenshot(s.name + "-" + in.name + ".png")
		}
	}
}

// wordsBreakJS lists the words of 24 characters or fewer, in the tables'
// cells, that are cut over two lines. A hyphen ends a word: a line may
// break after it ("IPv6-invalid-" "code-point").
const wordsBreakJS = `(() => {
	const bad = [];
	for (const td of document.querySelectorAll('#tables td')) {
		const walk = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
		for (let n; (n = walk.nextNode());) {
			for (const m of n.textContent.matchAll(/[^\s-]+/g)) {
				if ([...m[0]].length > 24) continue;
				const r = document.createRange();
				r.setStart(n, m.index);
				r.setEnd(n, m.index + m[0].length);
				const tops = new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top)));
				if (tops.size > 1) bad.push(td.closest('[id]').id + ': ' + m[0]);
			}
		}
	}
	return bad;
})()`

// phoneTables checks, at 390×844, that no table scrolls sideways, that the
// components table shows each reader's scheme, host and path inside the
// window, and that no short word breaks, in any table.
func (b *browser) phoneTables() {
	t := b.t
	b.emulate(phone)
	defer call(b, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
	for _, in := range []string{readmeExample, "http:////evil.com/", "https://example.com/post 2.html", "http://h/?", "http://bücher.example/straße",
		"https://user@παράδειγμα.δοκιμή:8443/a/../b%2Fc?q=1&r=%E2%82%AC#frag"} {
		b.open(fragmentOf(in, ""))
		b.openAll()
		if over := eval[[]string](b, `[...document.querySelectorAll('#tables .scroll')].filter(s => s.scrollWidth > s.clientWidth + 1).map(s => s.parentElement.id)`); len(over) > 0 {
			t.Errorf("%s: tables scroll sideways on a phone: %v", in, over)
		}
		if over := eval[int](b, `document.documentElement.scrollWidth - document.documentElement.clientWidth`); over > 0 {
			t.Errorf("%s: the page is %d px wider than a phone", in, over)
		}
		// Every reader that accepts the input shows its scheme, host and
		// path inside the window.
		shown := eval[[]string](b, `[...document.querySelectorAll('#table-syntax tbody tr')].filter(r => r.querySelector('td.mark-ok'))
			.flatMap(r => ['scheme', 'host', 'path'].map(c => { const b = r.querySelector('td[data-col="' + c + '"]').getBoundingClientRect();
				return r.dataset.row + ' ' + c + ' ' + (b.width > 0 && b.height > 0 && b.left >= 0 && b.right <= document.documentElement.clientWidth); }))`)
		if len(shown) < 6 {
			t.Errorf("%s: %d readers accept it", in, len(shown)/3)
		}
		for _, s := range shown {
			if strings.HasSuffix(s, " false") {
				t.Errorf("%s: %s is not inside the window", in, strings.TrimSuffix(s, " false"))
			}
		}
		if bad := eval[[]string](b, wordsBreakJS); len(bad) > 0 {
			t.Errorf("%s: words cut over two lines: %q", in, bad)
		}
	}
	// And at desktop width.
	call(b, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
	b.emulate(desktop)
	for _, in := range []string{readmeExample, "http:////evil.com/", "https://example.com/post 2.html"} {
		b.open(fragmentOf(in, ""))
		b.openAll()
		if bad := eval[[]string](b, wordsBreakJS); len(bad) > 0 {
			t.Errorf("desktop, %s: words cut over two lines: %q", in, bad)
		}
	}
	b.open("")
}

// once checks that the URL Standard's error for the README's example is
// written once on the page, folded tables included, and that the findings
// come by severity.
func (b *browser) once() {
	t := b.t
	_, err := whatwg.Parse(readmeExample)
	if err == nil {
		t.Fatal("the URL Standard accepts a zone identifier")
	}
	b.open(fragmentOf(readmeExample, ""))
	text := eval[string](b, `document.getElementById('output').textContent`)
	if n := strings.Count(text, err.Error()); n != 1 {
		t.Errorf("the URL Standard's error %q is on the page %d times", err, n)
	}
	if n := strings.Count(text, "(empty) one that is there but empty"); n != 1 {
		t.Errorf("the empty values are explained %d times", n)
	}
	got := b.findingKinds()
	rank := map[string]int{"danger": 0, "warning": 1, "info": 2}
	if len(got) < 3 || !slices.IsSortedFunc(got, func(x, y string) int {
		return rank[strings.Fields(x)[0]] - rank[strings.Fields(y)[0]]
	}) {
		t.Errorf("findings %v, want dangers, then warnings, then infos", got)
	}
}

// examples checks the empty page: no verdict and no tables, and examples
// that open their view when clicked.
func (b *browser) examples() {
	t := b.t
	b.open("")
	if b.hidden("#examples") || !b.hidden("#shown") || b.text("#verdict") != "" {
		t.Errorf("the empty page: examples hidden %v, view hidden %v, verdict %q", b.hidden("#examples"), b.hidden("#shown"), b.text("#verdict"))
	}
	links := eval[[]string](b, `[...document.querySelectorAll('#examples a')].map(a => a.getAttribute('href'))`)
	if len(links) < 4 {
		t.Fatalf("examples %v", links)
	}
	for i, href := range links {
		q, err := url.ParseQuery(href[1:])
		if err != nil {
			t.Fatal(err)
		}
		b.open("")
		if shown := b.text(`#examples li:nth-child(` + strconv.Itoa(i+1) + `) a`); !strings.HasPrefix(shown, q.Get("u")) {
			t.Errorf("example %d shows %q, links to %q", i, shown, q.Get("u"))
		}
		b.run(chromedp.Click(chromedp.CSS(`#examples li:nth-child(` + strconv.Itoa(i+1) + `) a`)))
		b.settle()
		for range 100 { // the click changes the fragment; the page then loads it
			if b.value("input") != "" {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		b.settle()
		if in, base := b.value("input"), b.value("base"); in != q.Get("u") || base != q.Get("b") {
			t.Errorf("example %d: input %q base %q, want %q %q", i, in, base, q.Get("u"), q.Get("b"))
		}
		if !b.hidden("#examples") || b.text("#verdict") == "" {
			t.Errorf("example %d: no view", i)
		}
	}
	b.typeInto("base", "")
	b.typeInto("input", "")
	if b.hidden("#examples") {
		t.Error("emptying the field does not bring the examples back")
	}
}

// withBase checks that, with a base, the resolution comes right after the
// verdicts and the URL Standard's row is read against the base.
func (b *browser) withBase() {
	t := b.t
	b.open(fragmentOf("../g", "http://a/b/c/d;p?q"))
	order := eval[[]string](b, `[...document.querySelectorAll('#tables > *')].map(e => e.id)`)
	if len(order) < 3 || order[0] != "table-destination" || order[1] != "table-resolution" {
		t.Errorf("tables in order %v", order)
	}
	if name := b.text(`#table-syntax tr[data-row="whatwg"] th`); name != "URL Standard, against the base" {
		t.Errorf("the URL Standard's row is %q", name)
	}
	if c := b.cell("syntax", "whatwg", "path"); c.Text != "/b/g" {
		t.Errorf("the URL Standard's path %+v", c)
	}
	if c := b.cell("resolution", "whatwg", "target"); c.Text != "http://a/b/g" {
		t.Errorf("the resolution %+v", c)
	}
}
