package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// The CLI over web-platform-tests, in process: uri parse --whatwg over
// urltestdata.json and uri edit --whatwg over setters_tests.json, as
// ../shared/tools/conform runs them, including the 15 setter cases whose
// values hold U+0000, which no process can receive as an argument.

func TestWHATWGParseWPT(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/whatwg/urltestdata.json")
	if err != nil {
		t.Fatal(err)
	}
	var items []any
	if err := json.Unmarshal(raw, &items); err != nil {
		t.Fatal(err)
	}
	var cases []map[string]any
	var in strings.Builder
	for _, it := range items {
		c, ok := it.(map[string]any)
		if !ok {
			continue
		}
		cases = append(cases, c)
		line, _ := json.Marshal(map[string]any{"input": c["input"], "base": c["base"]})
		in.Write(line)
		in.WriteByte('\n')
	}
	r := runUri(t, in.String(), "parse", "--whatwg", "--json", "--json-input")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != len(cases) {
		t.Fatalf("%d records for %d cases", len(recs), len(cases))
	}
	pass := 0
	for i, c := range cases {
		rec := recs[i]
		if rec["input"] != c["input"] || rec["base"] != c["base"] {
			t.Errorf("record %d echoes %v %v", i, rec["input"], rec["base"])
			continue
		}
		if c["failure"] == true {
			if rec["ok"] != false || rec["error"] == nil {
				t.Errorf("%q: want an error record, got %v", c["input"], rec)
				continue
			}
			pass++
			continue
		}
		bad := false
		for _, k := range []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"} {
			if want, has := c[k]; has && rec[k] != want {
				t.Errorf("%q: %s = %v, want %v", c["input"], k, rec[k], want)
				bad = true
			}
		}
		if _, ok := rec["validation_errors"].([]any); !ok {
			t.Errorf("%q: validation_errors %v", c["input"], rec["validation_errors"])
			bad = true
		}
		if !bad {
			pass++
		}
	}
	t.Logf("uri parse --whatwg over urltestdata: %d/%d", pass, len(cases))
}

func TestWHATWGEditWPT(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/whatwg/setters_tests.json")
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]any
	if err := json.Unmarshal(raw, &all); err != nil {
		t.Fatal(err)
	}
	total, pass := 0, 0
	for _, setter := range []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"} {
		for _, c := range all[setter].([]any) {
			m := c.(map[string]any)
			total++
			href, _ := json.Marshal(m["href"])
			value, _ := json.Marshal(m["new_value"])
			r := runUri(t, string(href)+"\n", "edit", "--whatwg", "--set-json", setter+"="+string(value), "--json", "--json-input")
			recs := jsonRecords(t, r.stdout)
			want := m["expected"].(map[string]any)["href"]
			if len(recs) != 1 || recs[0]["ok"] != true || recs[0]["result"] != want {
				t.Errorf("set %s=%q on %s: %v, want %v", setter, m["new_value"], href, recs, want)
				continue
			}
			pass++
		}
	}
	if total != 278 {
		t.Errorf("%d setter cases, want 278", total)
	}
	t.Logf("uri edit --whatwg over setters_tests: %d/%d", pass, total)
}

func TestWHATWGRecords(t *testing.T) {
	// A failure names the validation error and points at it.
	r := runUri(t, "", "parse", "--whatwg", "--json", "https://exa mple.org/", "http://a:99999/")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 2 {
		t.Fatalf("status %d, records %v", r.status, recs)
	}
	for i, want := range []struct {
		kind   string
		offset string
	}{{"domain-to-ASCII", "11"}, {"port-out-of-range", "9"}} {
		if recs[i]["ok"] != false || !strings.Contains(recs[i]["error"].(string), want.kind) || fmt.Sprint(recs[i]["offset"]) != want.offset {
			t.Errorf("record %d: %v, want %s at %v", i, recs[i], want.kind, want.offset)
		}
		if _, has := recs[i]["base"]; !has {
			t.Errorf("record %d has no base: %v", i, recs[i])
		}
	}
	// Validation errors of a URL that parses, at offsets of the input as
	// given (leading spaces and tabs included).
	r = runUri(t, `{"input":" \thttp://u@a\\b","base":null}`+"\n", "parse", "--whatwg", "--json", "--json-input")
	recs = jsonRecords(t, r.stdout)
	got, _ := json.Marshal(recs[0]["validation_errors"])
	// (The tab is leading C0 control or space too: one invalid-URL-unit.)
	want := `[{"kind":"invalid-URL-unit","offset":0},{"kind":"invalid-credentials","offset":10},{"kind":"invalid-reverse-solidus","offset":12}]`
	if string(got) != want || recs[0]["href"] != "http://u@a/b" {
		t.Errorf("validation errors %s, want %s (record %v)", got, want, recs[0])
	}
	// The base of a JSON object, the --base default, and an explicit null.
	r = runUri(t, `{"input":"x","base":"http://h/a/"}`+"\n"+`"y"`+"\n"+`{"input":"z","base":null}`+"\n",
		"parse", "--whatwg", "--base", "http://d/", "--format", "{href}", "--json-input")
	if r.stdout != "http://h/a/x\nhttp://d/y\n\n" || r.status != 1 || !strings.Contains(r.stderr, "missing-scheme-non-relative-URL") {
		t.Errorf("bases: %+v", r)
	}
	// Human output: the href, then one getter per line.
	r = runUri(t, "", "parse", "--whatwg", "https://a/b?c#d")
	if !strings.HasPrefix(r.stdout, "https://a/b?c#d\n  origin") || !strings.Contains(r.stdout, "  search     ?c\n") {
		t.Errorf("human output %q", r.stdout)
	}
	r = runUri(t, "", "normalize", "--whatwg", "--json", "HTTP://A/./b")
	if recs := jsonRecords(t, r.stdout); len(recs) != 1 || recs[0]["result"] != "http://a/b" {
		t.Errorf("normalize: %v", r.stdout)
	}
}

func TestWHATWGUsage(t *testing.T) {
	for _, args := range [][]string{
		{"parse", "--whatwg", "--ref", "x"},
		{"parse", "--whatwg", "--dialect", "draft2003", "x"},
		{"parse", "--whatwg", "--format", "{scheme}", "http://a/"},
		{"parse", "--whatwg", "--format", "{href}", "--json", "http://a/"},
		{"edit", "--whatwg", "--set", "scheme=x", "http://a/"},
		{"edit", "--whatwg", "--set", "port=1", "--append", "path=x", "http://a/"},
		{"edit", "--set", "protocol=x", "http://a/"},
		{"edit", "--whatwg", "http://a/"},
		{"normalize", "--whatwg", "--repair", "http://a/"},
		{"parse", "--base", "http://a/", "b"},
	} {
		if r := runUri(t, "", args...); r.status != 2 || r.stderr == "" {
			t.Errorf("uri %q: status %d, stderr %q; want a usage error", args, r.status, r.stderr)
		}
	}
	// --set before --whatwg is read as a setter too.
	if r := runUri(t, "", "edit", "--set", "port=8080", "--whatwg", "http://a/"); r.stdout != "http://a:8080/\n" {
		t.Errorf("--set before --whatwg: %+v", r)
	}
	// The href setter throws on a value that does not parse: an error record.
	if r := runUri(t, "", "edit", "--whatwg", "--set", "href=nope", "http://a/"); r.status != 1 || !strings.Contains(r.stderr, "href=nope") {
		t.Errorf("href setter failure: %+v", r)
	}
}
