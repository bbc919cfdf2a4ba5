package main

import (
	"strings"
	"testing"
)

// Human output shows a backslash once: the attribute of a link and the
// character an error names are written as they are, not Go-escaped.
func TestHumanBackslash(t *testing.T) {
	r := runUri(t, `<a href="a\b.html">`, "links", "--url", "http://h/")
	if !strings.Contains(r.stderr, `<a href="a\b.html">`) || !strings.Contains(r.stderr, `invalid character '\' at offset 1`) || strings.Contains(r.stderr, `\\`) {
		t.Errorf("links: %q", r.stderr)
	}
	r = runUri(t, "", "parse", `http://h/a\b`)
	if !strings.Contains(r.stderr, `invalid character '\' at offset 10 in path`) || strings.Contains(r.stderr, `\\`) {
		t.Errorf("parse: %q", r.stderr)
	}
	// A quote in an attribute still reads unambiguously.
	r = runUri(t, `<a href='x"y z'>`, "links", "--url", "http://h/")
	if !strings.Contains(r.stderr, `<a href="x\"y z">`) {
		t.Errorf("quote: %q", r.stderr)
	}
	if r := runUri(t, "", "parse", "http://h/a'b c"); !strings.Contains(r.stderr, "space at offset 12") {
		t.Errorf("parse: %q", r.stderr)
	}
	if r := runUri(t, "", "scheme", "http://h'/"); !strings.Contains(r.stderr, `"'"`) {
		t.Errorf("a quote named: %q", r.stderr)
	}
}

// The help of relative says what the text output is: the empty reference
// is an empty line (CLI.md: no placeholder word), and it is one.
func TestRelativeHelpEmpty(t *testing.T) {
	h := runUri(t, "", "help", "relative")
	if strings.Contains(h.stdout, "(empty)") || !strings.Contains(h.stdout, "empty line") {
		t.Errorf("uri help relative: %q", h.stdout)
	}
	if r := runUri(t, "", "relative", "--base", "http://a/b/c", "http://a/b/c"); r.stdout != "\n" {
		t.Errorf("relative to itself: %q", r.stdout)
	}
}

// The message of a backslash repaired reads as a sentence (it read "..., which
// browsers read it as here").
func TestRepairBackslashMessage(t *testing.T) {
	r := runUri(t, "", "repair", "--json", `http://a\b`)
	recs := jsonRecords(t, r.stdout)
	reps, _ := recs[0]["repairs"].([]any)
	if len(reps) != 1 {
		t.Fatalf("%s", r.stdout)
	}
	msg := reps[0].(map[string]any)["message"].(string)
	if strings.Contains(msg, "read it as here") || !strings.Contains(msg, `"\" replaced with "/"`) {
		t.Errorf("message %q", msg)
	}
}
