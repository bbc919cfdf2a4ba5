package main

import (
	"slices"
	"strings"
	"testing"
)

// The cases of the issue: links refuses href="post 2.html" and
// href="café.html", resolve refuses "a b.html", parse --format '{host}'
// loses the lines of a crawl list that are not URIs. Without --repair the
// errors name the way out; with it every input gives its value and each
// repair is listed (stderr in text, "repairs" in JSON).
func TestRepairFlag(t *testing.T) {
	page := `<a href="post 2.html">x</a> <a href="café.html">y</a> <a href="ok.html">z</a>`
	r := runUri(t, page, "links", "--url", "http://example.com/blog/")
	if r.status != 1 || r.stdout != "(standard input):1:65:http://example.com/blog/ok.html\n" ||
		strings.Count(r.stderr, "uri repair or --repair makes it") != 2 ||
		!strings.Contains(r.stderr, `makes it "post%202.html"`) || !strings.Contains(r.stderr, `makes it "caf%C3%A9.html"`) {
		t.Errorf("links: %d %q %q", r.status, r.stdout, r.stderr)
	}
	r = runUri(t, page, "links", "--repair", "--url", "http://example.com/blog/")
	if r.status != 0 || r.stdout != "(standard input):1:10:http://example.com/blog/post%202.html\n"+
		"(standard input):1:38:http://example.com/blog/caf%C3%A9.html\n"+
		"(standard input):1:65:http://example.com/blog/ok.html\n" ||
		r.stderr != "(standard input):1:10: <a href=\"post 2.html\">: repaired: encoded-space at offset 4: space written %20\n"+
			"(standard input):1:38: <a href=\"café.html\">: repaired: encoded-non-ascii at offset 3: 'é' written %C3%A9\n" {
		t.Errorf("links --repair: %d %q %q", r.status, r.stdout, r.stderr)
	}
	r = runUri(t, page, "links", "--repair", "--json", "--url", "http://example.com/blog/")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 3 || r.status != 0 || !slices.Equal(jsonKeys(t, r.stdout), []string{"file", "line", "column", "element", "attribute", "ref", "base", "base_source", "ok", "result", "repairs"}) ||
		len(recs[0]["repairs"].([]any)) != 1 || len(recs[2]["repairs"].([]any)) != 0 {
		t.Errorf("links --repair --json: %q", r.stdout)
	}

	r = runUri(t, "a b.html\n", "resolve", "--base", "http://h/x/")
	if r.status != 1 || r.stdout != "\n" || r.stderr != `line 1: uri: space at offset 1 in path: spaces must be written %20 (uri repair or --repair makes it "a%20b.html")`+"\n" {
		t.Errorf("resolve: %d %q %q", r.status, r.stdout, r.stderr)
	}
	r = runUri(t, "a b.html\n", "resolve", "--repair", "--base", "http://h/x/")
	if r.status != 0 || r.stdout != "http://h/x/a%20b.html\n" || r.stderr != "line 1: repaired: encoded-space at offset 1: space written %20\n" {
		t.Errorf("resolve --repair: %d %q %q", r.status, r.stdout, r.stderr)
	}

	crawl := "https://example.com/a b\nhttp://ex.org/café\nhttp://h.example/?q=[1]\nhttp://ok.example/\n"
	r = runUri(t, crawl, "parse", "--format", "{host}")
	if r.status != 1 || strings.Count(r.stderr, "uri repair or --repair") != 3 {
		t.Errorf("parse --format: %d %q %q", r.status, r.stdout, r.stderr)
	}
	r = runUri(t, crawl, "parse", "--repair", "--format", "{host}")
	if r.status != 0 || r.stdout != "example.com\nex.org\nh.example\nok.example\n" || strings.Count(r.stderr, ": repaired: ") != 4 {
		t.Errorf("parse --repair --format: %d %q %q", r.status, r.stdout, r.stderr)
	}
}

// With --json, "repairs" is in every record of a command given --repair
// (empty when nothing was repaired), after the fields CLI.md had, and in no
// record without it. An input that still fails after repair is an error
// record that keeps its repairs, with a null offset (the error's offset is in
// the repaired text) and the repaired text in the message.
func TestRepairFlagJSON(t *testing.T) {
	for _, tc := range []struct {
		args []string
		keys []string
	}{
		{[]string{"parse"}, []string{"input", "ok", "scheme", "authority", "userinfo", "host", "host_type", "port", "path", "query", "fragment"}},
		{[]string{"normalize"}, []string{"input", "ok", "result"}},
		{[]string{"query"}, []string{"input", "ok", "params"}},
		{[]string{"edit", "--set", "fragment=f"}, []string{"input", "ok", "result"}},
		{[]string{"resolve", "--base", "http://b/"}, []string{"base", "ref", "ok", "result"}},
	} {
		for _, in := range []string{"http://h/a b", "http://h/ok"} {
			r := runUri(t, "", append(append(tc.args, "--json"), in)...)
			keys := jsonKeys(t, r.stdout)
			if in != "http://h/ok" && (r.status != 1 || slices.Contains(keys, "repairs")) ||
				in == "http://h/ok" && !slices.Equal(keys, tc.keys) {
				t.Errorf("%q %s without --repair: %s", tc.args, in, r.stdout)
			}
			r = runUri(t, "", append(append(tc.args, "--json", "--repair"), in)...)
			rec := jsonRecords(t, r.stdout)[0]
			list, _ := rec["repairs"].([]any)
			if r.status != 0 || !slices.Equal(jsonKeys(t, r.stdout), append(slices.Clone(tc.keys), "repairs")) ||
				in == "http://h/ok" && len(list) != 0 || in != "http://h/ok" && len(list) != 1 {
				t.Errorf("%q --repair %s: %d %s", tc.args, in, r.status, r.stdout)
			}
		}
	}
	// Repaired, and still not a URI (no scheme): the repairs are kept.
	r := runUri(t, "", "parse", "--json", "--repair", "a b", "c d:")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 2 || recs[0]["ok"] != false || recs[0]["offset"] != nil ||
		!strings.Contains(recs[0]["error"].(string), `missing scheme`) || !strings.Contains(recs[0]["error"].(string), `in the repaired text "a%20b"`) ||
		len(recs[0]["repairs"].([]any)) != 1 {
		t.Errorf("parse --repair of a relative reference: %s", r.stdout)
	}
	// An input repair cannot help is its error record, with its offset.
	r = runUri(t, "", "normalize", "--json", "--repair", "http://h:8x/")
	if recs := jsonRecords(t, r.stdout); r.status != 1 || recs[0]["ok"] != false || recs[0]["offset"] == nil {
		t.Errorf("unrepairable: %s", r.stdout)
	}
	// Without --repair, no hint where repair would not make it pass.
	r = runUri(t, "", "parse", "a b")
	if r.status != 1 || strings.Contains(r.stderr, "--repair") {
		t.Errorf("no hint expected: %q", r.stderr)
	}
}
