package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// uri compare over testdata/equivalence.jsonl: the pairs of each level in
// one --json-input run, one record per pair, in order.
func TestCompareVectors(t *testing.T) {
	type pair struct {
		line  string
		a, b  string
		equal bool
	}
	byLevel := map[string][]pair{}
	readJSONL(t, "../../testdata/equivalence.jsonl", func(line []byte) {
		var r struct {
			A, B, Level string
			Equal       bool
		}
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		in, _ := json.Marshal(map[string]string{"a": r.A, "b": r.B})
		byLevel[r.Level] = append(byLevel[r.Level], pair{string(in), r.A, r.B, r.Equal})
	})
	if len(byLevel["syntax"]) == 0 || len(byLevel["scheme"]) == 0 {
		t.Fatalf("levels: %v", byLevel)
	}
	for level, ps := range byLevel {
		var stdin strings.Builder
		allEqual := true
		for _, p := range ps {
			stdin.WriteString(p.line + "\n")
			allEqual = allEqual && p.equal
		}
		res := runUri(t, stdin.String(), "compare", "--json", "--json-input", "--level", level)
		recs := jsonRecords(t, res.stdout)
		if len(recs) != len(ps) {
			t.Fatalf("%s: %d records for %d pairs, stderr %q", level, len(recs), len(ps), res.stderr)
		}
		if want := map[bool]int{true: 0, false: 1}[allEqual]; res.status != want {
			t.Errorf("%s: status %d, want %d", level, res.status, want)
		}
		for i, p := range ps {
			checkRecord(t, recs[i], map[string]any{"a": p.a, "b": p.b, "ok": true, "equal": p.equal})
		}
		if keys := strings.Join(jsonKeys(t, strings.SplitN(res.stdout, "\n", 2)[0]), ","); keys != "a,b,ok,equal" {
			t.Errorf("keys %s", keys)
		}
	}
}

func TestCompareText(t *testing.T) {
	// RFC 3986 §6.2.3: equal at scheme level (the default), not at syntax.
	r := runUri(t, "", "compare", "http://example.com", "http://example.com:80/")
	if r.status != 0 || r.stdout != "equal http://example.com http://example.com:80/\n" {
		t.Errorf("scheme: %d %q %q", r.status, r.stdout, r.stderr)
	}
	r = runUri(t, "", "compare", "--level", "syntax", "http://example.com", "http://example.com:80/")
	if r.status != 1 || r.stdout != "different http://example.com http://example.com:80/\n" {
		t.Errorf("syntax: %d %q", r.status, r.stdout)
	}
	// §6.2.1: string comparison sees case.
	r = runUri(t, "", "compare", "--level", "string", "HTTP://a/", "http://a/")
	if r.status != 1 || !strings.HasPrefix(r.stdout, "different ") {
		t.Errorf("string: %d %q", r.status, r.stdout)
	}
	// Standard input: a pair per line, separated by white space.
	r = runUri(t, "%7e\t~\r\nhttp://a/? http://a/\none\n", "compare")
	if r.status != 1 || r.stdout != "equal %7e ~\ndifferent http://a/? http://a/\n\n" ||
		r.stderr != "line 3: want two URIs separated by white space, got 1 words\n" {
		t.Errorf("stdin: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// One argument is a usage error.
	if r := runUri(t, "", "compare", "http://a/"); r.status != 2 || !strings.Contains(r.stderr, "want two URIs A B") {
		t.Errorf("one argument: %d %q", r.status, r.stderr)
	}
}

func TestCompareErrors(t *testing.T) {
	r := runUri(t, "", "compare", "--json", "http://a/", "http://a/b c")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 1 {
		t.Fatalf("%d %q", r.status, r.stdout)
	}
	checkRecord(t, recs[0], map[string]any{"a": "http://a/", "b": "http://a/b c", "ok": false,
		"error": "b: uri: space at offset 10 in path: spaces must be written %20", "offset": 10})
	r = runUri(t, `{"a":"x"}`+"\n", "compare", "--json", "--json-input")
	recs = jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 1 {
		t.Fatalf("%d %q", r.status, r.stdout)
	}
	checkRecord(t, recs[0], map[string]any{"input": `{"a":"x"}`, "ok": false, "error": `want an object {"a","b"}`,
		"offset": struct{ isNull bool }{true}})
}
