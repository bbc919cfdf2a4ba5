package main

import (
	"strings"
	"testing"
)

// uri pattern names the argument at fault: a base URL that does not parse
// is --base's error (with the offset in it), a relative pattern without
// one, or a pattern the constructor refuses, PATTERN's; an input that is
// not a URL matches nothing (exec returns null for it).
func TestPatternArgumentErrors(t *testing.T) {
	for _, c := range []struct {
		args   []string
		status int
		stderr string // the first line of stderr
		stdout string
	}{
		{[]string{"pattern", "--base", "not a url", "/users/:id", "https://example.com/users/1"}, exitUsage,
			`uri pattern: --base: urlpattern: base URL does not parse: whatwg: missing-scheme-non-relative-URL at offset 0 in "not a url"`, ""},
		{[]string{"pattern", "--base", "https://ex ample.com", "/users/:id", "/users/1"}, exitUsage,
			`uri pattern: --base: urlpattern: base URL does not parse: whatwg: domain-to-ASCII at offset 10 in "https://ex ample.com"`, ""},
		{[]string{"pattern", "/users/:id", "https://example.com/users/1"}, exitUsage,
			`uri pattern: PATTERN: urlpattern: pattern string without a protocol at offset 0 in constructor string`, ""},
		{[]string{"pattern", "https://exa mple.com/*", "https://example.com/"}, exitUsage,
			`uri pattern: PATTERN: urlpattern: not a valid hostname`, ""},
		{[]string{"pattern", "https://example.com/:id(a(?=b))", "https://example.com/"}, exitUsage,
			`uri pattern: PATTERN: urlpattern: lookahead (?=...) is not supported`, ""},
		{[]string{"pattern", "--base", "https://example.com", "/users/:id", "http://[bad"}, exitFail,
			"", "http://[bad: no match\n"},
	} {
		r := runUri(t, "", c.args...)
		first, _, _ := strings.Cut(r.stderr, "\n")
		if r.status != c.status || !strings.HasPrefix(first, c.stderr) || r.stdout != c.stdout || (c.stderr == "") != (r.stderr == "") {
			t.Errorf("uri %s: status %d, stdout %q, stderr %q; want %d, %q, %q...", strings.Join(c.args, " "), r.status, r.stdout, r.stderr, c.status, c.stdout, c.stderr)
		}
	}
}

// In --json-input records the constructor's base URL argument is judged as
// new URLPattern judges it: a record with ok false and the error, the next
// record read as usual.
func TestPatternJSONInputBase(t *testing.T) {
	in := `{"pattern":["/a/:x","not a url"],"inputs":["https://example.com/a/1"]}` + "\n" +
		`{"pattern":["/a/:x","https://example.com"],"inputs":["https://example.com/a/1"]}` + "\n"
	r := runUri(t, in, "pattern", "--json", "--json-input")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 2 {
		t.Fatalf("%d records: %s %s", len(recs), r.stdout, r.stderr)
	}
	if recs[0]["ok"] != false || !strings.Contains(recs[0]["error"].(string), "base URL does not parse") {
		t.Errorf("record 1: %v", recs[0])
	}
	if recs[1]["ok"] != true || recs[1]["match"] == nil {
		t.Errorf("record 2: %v", recs[1])
	}
}
