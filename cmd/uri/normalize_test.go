package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// uri normalize over the whole-URI rows of testdata/normalize.jsonl whose
// steps are a full level (RFC 3986 §6.2.2 "syntax", §6.2.3 for http), all
// inputs of a level in one run: one record per input, in order.
func TestNormalizeVectors(t *testing.T) {
	rows := map[string][][2]string{}
	readJSONL(t, "../../testdata/normalize.jsonl", func(line []byte) {
		var r struct {
			Component, Input, Expect string
			Steps                    []string
		}
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		if r.Component != "" || len(r.Steps) != 1 {
			return
		}
		switch r.Steps[0] {
		case "syntax":
			rows["syntax"] = append(rows["syntax"], [2]string{r.Input, r.Expect})
		case "scheme-based:http":
			rows["scheme"] = append(rows["scheme"], [2]string{r.Input, r.Expect})
		}
	})
	if len(rows["syntax"]) == 0 || len(rows["scheme"]) < 3 {
		t.Fatalf("rows: %v", rows)
	}
	for level, rs := range rows {
		args := []string{"normalize", "--json", "--level", level, "--"}
		for _, r := range rs {
			args = append(args, r[0])
		}
		res := runUri(t, "", args...)
		recs := jsonRecords(t, res.stdout)
		if res.status != 0 || len(recs) != len(rs) {
			t.Fatalf("%s: status %d, %d records for %d rows, stderr %q", level, res.status, len(recs), len(rs), res.stderr)
		}
		for i, r := range rs {
			checkRecord(t, recs[i], map[string]any{"input": r[0], "ok": true, "result": r[1]})
		}
		if keys := strings.Join(jsonKeys(t, strings.SplitN(res.stdout, "\n", 2)[0]), ","); keys != "input,ok,result" {
			t.Errorf("keys %s", keys)
		}
	}
}

func TestNormalizeText(t *testing.T) {
	// RFC 3986 §6.2.3: the four http URIs have one normal form; the
	// default level is scheme.
	r := runUri(t, "", "normalize", "http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/")
	if r.status != 0 || r.stdout != strings.Repeat("http://example.com/\n", 4) {
		t.Errorf("scheme: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// --level syntax leaves the port and the empty path alone (§6.2.2).
	// In text mode the empty line is the empty reference, an empty line
	// out, while a line of spaces is skipped (no reference holds a space);
	// the relative reference loses its "." segment (normalize_relative.go);
	// an empty argument is an empty line.
	r = runUri(t, "HTTP://Example.com:80\r\n\n  \n../a/./%7e\n", "normalize", "--level", "syntax")
	if r.status != 0 || r.stdout != "http://example.com:80\n\n../a/~\n" {
		t.Errorf("stdin: %d %q %q", r.status, r.stdout, r.stderr)
	}
	r = runUri(t, "", "normalize", "", "HTTP://a")
	if r.status != 0 || r.stdout != "\nhttp://a/\n" {
		t.Errorf("stdin: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// A bad input is reported at its place; the others go on; status 1.
	r = runUri(t, "", "normalize", "HTTP://A/", "http://a/%zz", "x:Y")
	if r.status != 1 || r.stdout != "http://a/\n\nx:Y\n" ||
		r.stderr != "argument 2: uri: \"%\" not followed by two hex digits at offset 9 in path: a literal \"%\" must be written %25 (uri repair or --repair makes it \"http://a/%25zz\")\n" {
		t.Errorf("bad input: %d %q %q", r.status, r.stdout, r.stderr)
	}
	if r := runUri(t, "", "normalize", "--level", "string", "x:y"); r.status != 2 || !strings.Contains(r.stderr, "--level") {
		t.Errorf("--level string: %d %q", r.status, r.stderr)
	}
}

func TestNormalizeJSONInput(t *testing.T) {
	stdin := `"mailto:Joe@Example.COM"` + "\n" + `{"a":1}` + "\n" + `"http://a/b c"` + "\n"
	r := runUri(t, stdin, "normalize", "--json", "--json-input")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 3 {
		t.Fatalf("%d %q", r.status, r.stdout)
	}
	checkRecord(t, recs[0], map[string]any{"input": "mailto:Joe@Example.COM", "ok": true, "result": "mailto:Joe@example.com"})
	checkRecord(t, recs[1], map[string]any{"input": `{"a":1}`, "ok": false, "error": "expected a JSON string, not an object", "offset": struct{ isNull bool }{true}})
	checkRecord(t, recs[2], map[string]any{"input": "http://a/b c", "ok": false,
		"error": `uri: space at offset 10 in path: spaces must be written %20 (uri repair or --repair makes it "http://a/b%20c")`, "offset": 10})
}
