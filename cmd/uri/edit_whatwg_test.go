package main

import (
	"strings"
	"testing"
)

// uri edit --whatwg's URLSearchParams edits and --set-json, uri normalize
// --whatwg --base, and a bad --base in every command that takes one (issue
// #34). Expected hrefs are what new URL(input) gives after the same calls
// of URLSearchParams (url.spec.whatwg.org §6.2), checked with Node 20.
func TestWHATWGEditParams(t *testing.T) {
	for _, tc := range []struct {
		args []string
		in   string
		want string
	}{
		// delete(name): every pair named name; the query goes with the last.
		{[]string{"--remove-param", "a"}, "http://h/?a=1&b=2&a", "http://h/?b=2"},
		{[]string{"--remove-param", "a"}, "http://h/?a=1", "http://h/"},
		{[]string{"--remove-param", "utm_*"}, "http://h/?utm_a=1&x=2&utm_b=3", "http://h/?x=2"},
		// Names are read as a form: "+" is a space, then percent-decoded.
		{[]string{"--remove-param", "a b"}, "http://h/?a+b=1&a%20b=2&c=3", "http://h/?c=3"},
		// Only the pairs named stay; their order is kept.
		{[]string{"--keep-param", "b", "--keep-param", "c"}, "http://h/?a=1&c=3&b=2&d", "http://h/?c=3&b=2"},
		// sort(): stable, by UTF-16 code units; the query written again
		// whole, as a form (a space as "+"), the fragment kept.
		{[]string{"--sort-query"}, "http://h/?b=%20&a=x+y#f", "http://h/?a=x+y&b=+#f"},
		{[]string{"--sort-query"}, "http://h/?%F0%9F%98%80=1&%EF%BF%BD=2&a=3", "http://h/?a=3&%F0%9F%98%80=1&%EF%BF%BD=2"},
		// The update steps run even when nothing changed: an empty query
		// becomes null.
		{[]string{"--sort-query"}, "http://h/?", "http://h/"},
		// append(name, value) of text: "=" and "&" are encoded.
		{[]string{"--append", "query=k=v=w&x"}, "http://h/", "http://h/?k=v%3Dw%26x"},
		{[]string{"--append", "query=k"}, "http://h/?a", "http://h/?a=&k="},
		// In order, with the setters.
		{[]string{"--remove-param", "utm_*", "--append", "query=q=a b", "--sort-query"}, "https://example.com/?z=1&utm_source=x&q=%7E", "https://example.com/?q=%7E&q=a+b&z=1"},
		{[]string{"--set", "search=?b=1&a=2", "--sort-query", "--set", "hash=x"}, "http://h/", "http://h/?a=2&b=1#x"},
		{[]string{"--sort-query", "--set", "search=b=1&a=2"}, "http://h/", "http://h/?b=1&a=2"},
	} {
		args := append(append([]string{"edit", "--whatwg"}, tc.args...), tc.in)
		r := runUri(t, "", args...)
		if r.status != 0 || r.stdout != tc.want+"\n" {
			t.Errorf("uri %q: %q (status %d, stderr %q), want %q", args, r.stdout, r.status, r.stderr, tc.want)
		}
	}
}

func TestWHATWGEditSetJSON(t *testing.T) {
	for _, tc := range []struct {
		args []string
		in   string
		want string
	}{
		// A value holding NUL and other controls (setters_tests.json's
		// username case): the username setter encodes with the userinfo
		// set, controls included (no parser runs, so tab and newlines stay).
		{[]string{"--set-json", `username="a\u0000\u0001\t\n\r\u001fb"`}, "http://example.net", "http://a%00%01%09%0A%0D%1Fb@example.net/"},
		{[]string{"--set-json", `protocol="https\u0000"`}, "http://test/", "http://test/"},
		{[]string{"--set-json", `pathname="/\u00e9"`, "--set", "search=x"}, "http://h/", "http://h/%C3%A9?x"},
	} {
		args := append(append([]string{"edit", "--whatwg"}, tc.args...), tc.in)
		r := runUri(t, "", args...)
		if r.status != 0 || r.stdout != tc.want+"\n" {
			t.Errorf("uri %q: %q (status %d, stderr %q), want %q", args, r.stdout, r.status, r.stderr, tc.want)
		}
	}
	// Without --whatwg, --set-json is --set with a JSON value.
	if r := runUri(t, "", "edit", "--set-json", `user="a\u0000b"`, "http://h/"); r.stdout != "http://a%00b@h/\n" {
		t.Errorf("--set-json without --whatwg: %+v", r)
	}
	for _, args := range [][]string{
		{"edit", "--whatwg", "--set-json", "username=a", "http://h/"},     // not JSON
		{"edit", "--whatwg", "--set-json", "username=1", "http://h/"},     // not a JSON string
		{"edit", "--whatwg", "--set-json", `nope="a"`, "http://h/"},       // no such setter
		{"edit", "--set-json", `user=a`, "http://h/"},                     // not JSON, without --whatwg
		{"edit", "--whatwg", "--remove", "query", "http://h/"},            // not a URL API edit
		{"edit", "--whatwg", "--append", "path=x", "http://h/"},           // nor is this
		{"edit", "--whatwg", "--repair", "--sort-query", "http://h/"},     // --repair is RFC 3986's
		{"edit", "--whatwg", "--sort-query=false", "http://h/"},           // no edit at all
		{"normalize", "--base", "http://h/", "x"},                         // --base is for --whatwg
		{"normalize", "--whatwg", "--repair", "--base", "http://h/", "x"}, // nor --repair
	} {
		if r := runUri(t, "", args...); r.status != 2 || !strings.Contains(r.stderr, "usage:") {
			t.Errorf("uri %q: status %d, stderr %q; want a usage error", args, r.status, r.stderr)
		}
	}
}

func TestWHATWGNormalizeBase(t *testing.T) {
	r := runUri(t, "../b c\n?q#top\n//o.example\n", "normalize", "--whatwg", "--base", "https://example.com/docs/a/")
	want := "https://example.com/docs/b%20c\nhttps://example.com/docs/a/?q#top\nhttps://o.example/\n"
	if r.status != 0 || r.stdout != want {
		t.Errorf("normalize --whatwg --base: %+v, want %q", r, want)
	}
	// A reference that does not resolve is an error record, as without --base.
	r = runUri(t, "", "normalize", "--whatwg", "--json", "--base", "mailto:x", "y")
	if recs := jsonRecords(t, r.stdout); r.status != 1 || len(recs) != 1 || recs[0]["ok"] != false {
		t.Errorf("unresolvable reference: %+v", r)
	}
}

// A --base that cannot be a base is a usage error, said once, exit status
// 2, in every command that takes --base, whatever the inputs.
func TestBadBaseIsUsageError(t *testing.T) {
	for _, args := range [][]string{
		{"parse", "--whatwg", "--base", "not a base", "x", "y", "z"},
		{"parse", "--whatwg", "--json", "--base", "not a base", "x", "y"},
		{"parse", "--whatwg", "--format", "{href}", "--base", "not a base", "x", "y"},
		{"normalize", "--whatwg", "--base", "not a base", "x", "y"},
		{"resolve", "--base", "not a base", "x", "y"},
		{"relative", "--base", "not a base", "http://a/", "http://b/"},
	} {
		r := runUri(t, "", args...)
		if r.status != 2 || r.stdout != "" || strings.Count(r.stderr, "--base") < 1 || strings.Count(r.stderr, "not a base")+strings.Count(r.stderr, "missing") > 2 ||
			strings.Count(r.stderr, "\n") != 3 || !strings.HasPrefix(r.stderr, "uri "+args[0]+": --base: ") {
			t.Errorf("uri %q: status %d, stdout %q, stderr %q; want one usage error about --base", args, r.status, r.stdout, r.stderr)
		}
	}
	// With --json-input, a base given by a record is the record's: an
	// error record, and the others go on.
	r := runUri(t, `{"input":"x","base":"not a base"}`+"\n"+`{"input":"x","base":"http://h/"}`+"\n", "parse", "--whatwg", "--json", "--json-input")
	if recs := jsonRecords(t, r.stdout); r.status != 1 || len(recs) != 2 || recs[0]["ok"] != false || recs[1]["href"] != "http://h/x" {
		t.Errorf("a record's own bad base: %+v", r)
	}
}
