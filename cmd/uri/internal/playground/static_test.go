package playground

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
)

// The page loads nothing from elsewhere: no file of it names a URL with a
// scheme or a network-path reference, and its scripts and styles are its own
// files.
func TestStaticSelfContained(t *testing.T) {
	files, _ := fs.Sub(static, "static")
	names, _ := fs.Glob(files, "*")
	if len(names) != 3 {
		t.Fatalf("static files %v", names)
	}
	external := regexp.MustCompile(`(?i)([a-z][a-z0-9+.-]*://|["'(=]\s*//[^/])`)
	for _, name := range names {
		b, _ := fs.ReadFile(files, name)
		if m := external.FindString(string(b)); m != "" {
			t.Errorf("%s names a URL elsewhere: %q", name, m)
		}
		if strings.Contains(string(b), "@import") {
			t.Errorf("%s imports a style", name)
		}
	}
	page, _ := fs.ReadFile(files, "index.html")
	refs := regexp.MustCompile(`(?i)(?:src|href)="([^"]*)"`).FindAllStringSubmatch(string(page), -1)
	var got []string
	for _, r := range refs {
		if strings.HasPrefix(r[1], "#u=") { // an example: a view of this page
			continue
		}
		got = append(got, r[1])
	}
	if strings.Join(got, " ") != "playground.css playground.js #" || len(refs) < len(got)+4 {
		t.Errorf("index.html refers to %v and %d examples", got, len(refs)-len(got))
	}
}

// The script builds every node from text: no markup parser is ever handed
// a string, and no string is ever run as code.
func TestStaticNoMarkup(t *testing.T) {
	js, _ := fs.ReadFile(static, "static/playground.js")
	for _, bad := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(",
		"new Function", "setTimeout('", "setTimeout(\"", "DOMParser", "createContextualFragment", "srcdoc", ".href =",
		"location.href =", "location.assign", "window.open", "import("} {
		if strings.Contains(string(js), bad) {
			t.Errorf("playground.js uses %s", bad)
		}
	}
	// setAttribute is called with names from the script only; the one
	// href it sets is a fragment of the page itself.
	for _, m := range regexp.MustCompile(`setAttribute\('([a-z-]+)'`).FindAllStringSubmatch(string(js), -1) {
		if m[1] != "href" {
			t.Errorf("setAttribute(%q)", m[1])
		}
	}
	if !strings.Contains(string(js), "return '#' + p.toString();") {
		t.Error("the share link is not a fragment")
	}
}

// Every field has a label, and the page says its language and scales on a
// phone.
func TestStaticAccessible(t *testing.T) {
	page, _ := fs.ReadFile(static, "static/index.html")
	s := string(page)
	for _, id := range regexp.MustCompile(`<input id="([a-z-]+)"`).FindAllStringSubmatch(s, -1) {
		if !strings.Contains(s, `<label for="`+id[1]+`">`) {
			t.Errorf("input #%s has no label", id[1])
		}
	}
	for _, want := range []string{`<html lang="en">`, `<meta name="viewport" content="width=device-width, initial-scale=1">`,
		`<meta name="color-scheme" content="light dark">`, `<button id="fix-use" type="button">`} {
		if !strings.Contains(s, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	if strings.Contains(s, "onclick") || strings.Contains(s, "<div onclick") {
		t.Error("a mouse-only control")
	}
}
