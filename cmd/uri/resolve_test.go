package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// uri resolve over the resolution tables of RFC 3986 §5.4, seed 001 and
// seed 003 Appendix C (testdata/seeds/resolve_examples.jsonl, checked
// against the documents' text), each under its --dialect and --compat, all
// references of one table in one run: one record per reference, in order.
// The one row marked "disputed:" follows its note's reading.
func TestResolveTables(t *testing.T) {
	type key struct{ dialect, mode string }
	type row struct{ base, ref, want string }
	tables := map[key][]row{}
	disputedRE := regexp.MustCompile(`disputed:[^(]*\((\S+)\)`)
	readJSONL(t, "../../testdata/seeds/resolve_examples.jsonl", func(line []byte) {
		var r struct {
			Base, Ref, Dialect, Mode, Expect, Note string
		}
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(r.Note, "disputed:") {
			r.Expect = disputedRE.FindStringSubmatch(r.Note)[1]
		}
		k := key{r.Dialect, r.Mode}
		tables[k] = append(tables[k], row{r.Base, r.Ref, r.Expect})
	})
	if len(tables) != 5 { // three dialects, two of them with a compat row
		t.Fatalf("tables: %v", len(tables))
	}
	for k, rows := range tables {
		args := []string{"resolve", "--json", "--dialect", k.dialect, "--base", rows[0].base}
		if k.mode == "compat" {
			args = append(args, "--compat")
		}
		args = append(args, "--")
		for _, r := range rows {
			args = append(args, r.ref)
		}
		res := runUri(t, "", args...)
		recs := jsonRecords(t, res.stdout)
		if res.status != 0 || len(recs) != len(rows) {
			t.Fatalf("%v: status %d, %d records for %d rows, stderr %q", k, res.status, len(recs), len(rows), res.stderr)
		}
		for i, r := range rows {
			checkRecord(t, recs[i], map[string]any{"base": r.base, "ref": r.ref, "ok": true, "result": r.want})
		}
	}
}

func TestResolveText(t *testing.T) {
	// Arguments, then standard input lines (a trailing "\r" stripped).
	r := runUri(t, "", "resolve", "--base", "http://a/b/c/d;p?q", "g", "", "../..")
	if r.status != 0 || r.stdout != "http://a/b/c/g\nhttp://a/b/c/d;p?q\nhttp://a/\n" {
		t.Errorf("args: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// In text mode the empty line is the empty reference (RFC 3986 §5.2.2:
	// the base without its fragment), "#" and "#f" are references; a line
	// of spaces and a comment are skipped, as no reference holds a space.
	r = runUri(t, "g;x\r\n\n/./g\n#f\n#\n \n# note\n", "resolve", "--base", "http://a/b/c/d;p?q", "--dialect", "draft2003")
	if r.status != 0 || r.stdout != "http://a/b/c/g;x\nhttp://a/b/c/d;p?q\nhttp://a/./g\nhttp://a/b/c/d;p?q#f\nhttp://a/b/c/d;p?q#\n" {
		t.Errorf("stdin: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// A bad reference is reported at its place; the others go on.
	r = runUri(t, "", "resolve", "--base", "http://a/b", "x", "a b", "y")
	if r.status != 1 || r.stdout != "http://a/x\n\nhttp://a/y\n" ||
		!strings.HasPrefix(r.stderr, "argument 2: uri: space at offset 1 in path") {
		t.Errorf("bad ref: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// Opaque bases are followed literally (RFC 3986 §5.2.3).
	r = runUri(t, "", "resolve", "--base", "mailto:x@y", "z", "#f")
	if r.stdout != "mailto:z\nmailto:x@y#f\n" {
		t.Errorf("mailto: %q", r.stdout)
	}
}

func TestResolveJSONInput(t *testing.T) {
	stdin := strings.Join([]string{
		`{"base":"http://a/b/c/d;p?q","ref":"../g"}`,
		`{"ref":"g"}`,                      // base from --base
		`{"base":"a/b","ref":"g"}`,         // base without a scheme
		`{"base":"http://a/","ref":"a b"}`, // bad reference: offset in it
		`{"base":"http://a/"}`,             // no ref
		`"g"`,                              // not an object
		`{"base":"http://a/","ref":"g","x":1}`,
		``,
		`{"base":"foo:/a/b","ref":"..//g"}`, // the "/." remedy
	}, "\n") + "\n"
	r := runUri(t, stdin, "resolve", "--json-input", "--json", "--base", "http://x/y/z")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 9 {
		t.Fatalf("status %d, %d records: %s %s", r.status, len(recs), r.stdout, r.stderr)
	}
	checkRecord(t, recs[0], map[string]any{"base": "http://a/b/c/d;p?q", "ref": "../g", "ok": true, "result": "http://a/b/g"})
	checkRecord(t, recs[1], map[string]any{"base": "http://x/y/z", "ref": "g", "ok": true, "result": "http://x/y/g"})
	checkRecord(t, recs[2], map[string]any{"base": "a/b", "ref": "g", "ok": false,
		"error": `base: uri: missing scheme at offset 0 in scheme: a URI begins with a scheme such as "https:" (parse it as a reference if it is relative)`, "offset": 0})
	checkRecord(t, recs[3], map[string]any{"base": "http://a/", "ref": "a b", "ok": false,
		"error": `uri: space at offset 1 in path: spaces must be written %20 (uri repair or --repair makes it "a%20b")`, "offset": 1})
	for _, i := range []int{4, 5, 6, 7} {
		if recs[i]["ok"] != false || recs[i]["offset"] != nil || recs[i]["input"] == nil {
			t.Errorf("record %d: %v", i, recs[i])
		}
	}
	checkRecord(t, recs[8], map[string]any{"base": "foo:/a/b", "ref": "..//g", "ok": true, "result": "foo:/.//g"})

	// Without --base, every object needs its own.
	r = runUri(t, `{"ref":"g"}`+"\n", "resolve", "--json-input", "--json")
	if recs := jsonRecords(t, r.stdout); r.status != 1 || len(recs) != 1 ||
		recs[0]["error"] != `want an object {"base","ref"} ("base" may be left out with --base)` {
		t.Errorf("no base: %d %q", r.status, r.stdout)
	}
}

func TestResolveUsage(t *testing.T) {
	for _, args := range [][]string{
		{"resolve", "g"},                         // no --base
		{"resolve", "--base", "/a", "g"},         // a base needs a scheme
		{"resolve", "--base", "http://a b", "g"}, // not a URI
		{"resolve", "--base", "http://a", "--dialect", "rfc2396", "g"},
		{"resolve", "--base", "http://a", "--json-input", "g"}, // inputs come from stdin then
		{"relative", "http://a/b"},
		{"relative", "--base", "b", "http://a/b"},
	} {
		r := runUri(t, "", args...)
		if r.status != 2 || r.stdout != "" || !strings.Contains(r.stderr, "usage: uri "+args[0]) {
			t.Errorf("uri %q: status %d, stdout %q, stderr %q", args, r.status, r.stdout, r.stderr)
		}
	}
	r := runUri(t, "", "resolve", "--base", "/a", "g")
	if !strings.Contains(r.stderr, "--base: uri: missing scheme at offset 0") {
		t.Errorf("stderr %q", r.stderr)
	}
}
