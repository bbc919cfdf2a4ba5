package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// uri template and uri template match: the records of CLI.md, key by key
// and in order, variables from every source, and the public suite through
// the JSON interface.

func TestTemplateRecords(t *testing.T) {
	r := runUri(t, "", "template", "--json", "--var", "x=1024", "--list", "list=red,green", "{x,list}", "{x:0}", "{")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if r.status != exitFail || len(lines) != 3 {
		t.Fatalf("status %d, %d lines: %q", r.status, len(lines), r.stdout)
	}
	if k := jsonKeys(t, lines[0]); !reflect.DeepEqual(k, []string{"template", "ok", "result"}) {
		t.Errorf("keys %v", k)
	}
	if k := jsonKeys(t, lines[1]); !reflect.DeepEqual(k, []string{"template", "ok", "error", "offset"}) {
		t.Errorf("error keys %v", k)
	}
	recs := jsonRecords(t, r.stdout)
	checkRecord(t, recs[0], map[string]any{"template": "{x,list}", "ok": true, "result": "1024,red,green"})
	checkRecord(t, recs[1], map[string]any{"template": "{x:0}", "ok": false, "error": recs[1]["error"], "offset": 3})
	checkRecord(t, recs[2], map[string]any{"template": "{", "ok": false, "error": recs[2]["error"], "offset": 0})
}

// --vars reads a JSON object keeping member order; --var and --list
// replace its variables; --json-input objects add theirs over all.
func TestTemplateVariables(t *testing.T) {
	file := filepath.Join(t.TempDir(), "vars.json")
	os.WriteFile(file, []byte(`{"keys": {"z": "1", "a": "2", "m": null}, "n": 37.76, "x": "file", "none": null, "e": []}`), 0o644)
	r := runUri(t, "", "template", "--vars", file, "--var", "x=flag", "{?keys*,n,x,none,e}", "{x}")
	if r.stdout != "?z=1&a=2&n=37.76&x=flag\nflag\n" || r.status != 0 {
		t.Errorf("got %q status %d stderr %q", r.stdout, r.status, r.stderr)
	}
	r = runUri(t, `{"template":"{x}{y}","variables":{"y":"obj"}}`+"\n"+`{"template":"{x}","variables":{"x":["a","b"]}}`+"\n"+`{"template":"{x}"}`+"\n",
		"template", "--json-input", "--var", "x=flag")
	if r.stdout != "flagobj\na,b\nflag\n" {
		t.Errorf("--json-input: %q %q", r.stdout, r.stderr)
	}
	for _, args := range [][]string{{"--var", "novalue", "{x}"}, {"--list", "=a", "{x}"}, {"--vars", file + ".missing", "{x}"}} {
		if r := runUri(t, "", append([]string{"template"}, args...)...); r.status != exitUsage {
			t.Errorf("template %q: status %d", args, r.status)
		}
	}
	os.WriteFile(file, []byte(`["not an object"]`), 0o644)
	if r := runUri(t, "", "template", "--vars", file, "{x}"); r.status != exitUsage || !strings.Contains(r.stderr, "object") {
		t.Errorf("--vars with an array: %d %q", r.status, r.stderr)
	}
}

func TestTemplateMatchRecords(t *testing.T) {
	r := runUri(t, "", "template", "match", "--json", "{/a*}{?keys*}", "/x/y?k=v&j=", "/x", "nope")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if r.status != exitFail || len(lines) != 3 {
		t.Fatalf("status %d, %d lines: %q", r.status, len(lines), r.stdout)
	}
	want := []string{
		`{"template":"{/a*}{?keys*}","uri":"/x/y?k=v&j=","ok":true,"variables":{"a":["x","y"],"keys":{"k":"v","j":""}}}`,
		`{"template":"{/a*}{?keys*}","uri":"/x","ok":true,"variables":{"a":"x"}}`,
	}
	for i, w := range want {
		if lines[i] != w {
			t.Errorf("line %d:\n got %s\nwant %s", i, lines[i], w)
		}
	}
	if k := jsonKeys(t, lines[2]); !reflect.DeepEqual(k, []string{"template", "uri", "ok", "error", "offset"}) {
		t.Errorf("error keys %v", k)
	}
	// --json-input: a template per object, or the argument's.
	r = runUri(t, `{"template":"{x}.{y}","uri":"a.b.c"}`+"\n"+`{"uri":"q"}`+"\n"+`{"template":"{","uri":"q"}`+"\n",
		"template", "match", "--json-input", "--json", "{z}")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 3 || recs[0]["ok"] != true || recs[1]["ok"] != true || recs[2]["ok"] != false {
		t.Fatalf("--json-input: %q", r.stdout)
	}
	if v := recs[0]["variables"].(map[string]any); v["x"] != "a" || v["y"] != "b.c" {
		t.Errorf("leftmost-shortest: %v", v)
	}
	for _, args := range [][]string{{}, {"{"}} {
		if r := runUri(t, "", append([]string{"template", "match"}, args...)...); r.status != exitUsage {
			t.Errorf("template match %q: status %d", args, r.status)
		}
	}
}

// All 270 cases of uritemplate-test through uri template --json-input
// (as the conformance runner sends them), and every expansion back
// through uri template match and again through uri template.
func TestTemplateSuite(t *testing.T) {
	var in, matchIn strings.Builder
	var wants [][]string
	for _, f := range []string{"spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"} {
		raw, err := os.ReadFile(filepath.Join("..", "..", "testdata", "uritemplate", f))
		if err != nil {
			t.Fatal(err)
		}
		var groups map[string]struct {
			Variables json.RawMessage      `json:"variables"`
			Testcases [][2]json.RawMessage `json:"testcases"`
		}
		if err := json.Unmarshal(raw, &groups); err != nil {
			t.Fatal(err)
		}
		for _, g := range groups {
			var vars bytes.Buffer
			json.Compact(&vars, g.Variables) // one line, member order kept
			for _, tc := range g.Testcases {
				in.WriteString(`{"template":` + string(tc[0]) + `,"variables":` + vars.String() + "}\n")
				var one string
				var many []string
				switch {
				case json.Unmarshal(tc[1], &one) == nil:
					many = []string{one}
				case json.Unmarshal(tc[1], &many) == nil:
				}
				wants = append(wants, many)
				for _, u := range many {
					b, _ := json.Marshal(u)
					matchIn.WriteString(`{"template":` + string(tc[0]) + `,"uri":` + string(b) + "}\n")
				}
			}
		}
	}
	recs := jsonRecords(t, runUri(t, in.String(), "template", "--json-input", "--json").stdout)
	if len(recs) != 270 {
		t.Fatalf("%d records for 270 cases", len(recs))
	}
	for i, rec := range recs {
		ok := false
		if wants[i] == nil {
			ok = rec["ok"] == false && rec["offset"] != nil
		}
		for _, w := range wants[i] {
			ok = ok || rec["ok"] == true && rec["result"] == w
		}
		if !ok {
			t.Errorf("%v: want one of %q", rec, wants[i])
		}
	}
	matched := runUri(t, matchIn.String(), "template", "match", "--json-input", "--json")
	var back strings.Builder
	var uris []string
	for _, line := range strings.Split(strings.TrimSuffix(matched.stdout, "\n"), "\n") {
		var rec struct {
			Template, URI string
			OK            bool
			Variables     json.RawMessage // kept as written: member order
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil || !rec.OK {
			t.Errorf("match: %s", line)
			continue
		}
		tmpl, _ := json.Marshal(rec.Template)
		back.WriteString(`{"template":` + string(tmpl) + `,"variables":` + string(rec.Variables) + "}\n")
		uris = append(uris, rec.URI)
	}
	again := jsonRecords(t, runUri(t, back.String(), "template", "--json-input", "--json").stdout)
	for i, rec := range again {
		if rec["result"] != uris[i] {
			t.Errorf("%v expands back to %v, want %q", rec["template"], rec["result"], uris[i])
		}
	}
	if len(uris) < 234 {
		t.Errorf("%d expansions matched, want every one of the suite's", len(uris))
	}
}
