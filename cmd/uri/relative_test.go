package main

import (
	"strings"
	"testing"
)

// uri relative: each expected reference is the shortest that resolves
// against the base (RFC 3986 §5.2, strict) to the target; every one is
// also fed back through uri resolve.
func TestRelativeCommand(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	rows := []struct{ target, want string }{
		{"http://a/b/c/g", "g"},
		{"http://a/b/c/d;p?q", ""},
		{"http://a/b/c/d;p?q#s", "#s"},
		{"http://a/b/c/d;p?y", "?y"},
		{"http://a/b/c/d;p", "d;p"},
		{"http://a/b/c/", "."},
		{"http://a/b/", ".."},
		{"http://a/b/g", "../g"},
		{"http://a/g", "/g"},
		{"http://a/b/c/a:b", "./a:b"},
		{"http://a/b/c//x", ".//x"},
		{"http://g/h", "//g/h"},
		{"ftp://a/b/c/g", "ftp://a/b/c/g"},
		{"http://a/b/c/./g", "g"}, // dot segments: the target without them
	}
	args := []string{"relative", "--json", "--base", base}
	for _, r := range rows {
		args = append(args, r.target)
	}
	res := runUri(t, "", args...)
	recs := jsonRecords(t, res.stdout)
	if res.status != 0 || len(recs) != len(rows) {
		t.Fatalf("status %d, %d records, stderr %q", res.status, len(recs), res.stderr)
	}
	resolveArgs := []string{"resolve", "--base", base, "--"}
	for i, r := range rows {
		checkRecord(t, recs[i], map[string]any{"base": base, "target": r.target, "ok": true, "result": r.want})
		resolveArgs = append(resolveArgs, r.want)
	}
	back := runUri(t, "", resolveArgs...)
	lines := strings.Split(strings.TrimSuffix(back.stdout, "\n"), "\n")
	for i, r := range rows {
		want := strings.Replace(r.target, "/./", "/", 1)
		if i >= len(lines) || lines[i] != want {
			t.Errorf("uri resolve %q gives %q, want %q", r.want, lines, want)
		}
	}

	// Text output: an empty line for the empty reference.
	res = runUri(t, "http://a/b/c/d;p?q\nhttp://a/b/c/g\n", "relative", "--base", base)
	if res.status != 0 || res.stdout != "\ng\n" {
		t.Errorf("text: %d %q", res.status, res.stdout)
	}
}

func TestRelativeJSONInput(t *testing.T) {
	stdin := `{"base":"mailto:x@y","target":"mailto:z"}` + "\n" +
		`{"target":"http://a/x"}` + "\n" +
		`{"base":"http://a/","target":"/x"}` + "\n" +
		`{"base":"http://a/","ref":"x"}` + "\n"
	r := runUri(t, stdin, "relative", "--json-input", "--json", "--base", "http://a")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 4 {
		t.Fatalf("status %d: %s", r.status, r.stdout)
	}
	checkRecord(t, recs[0], map[string]any{"base": "mailto:x@y", "target": "mailto:z", "ok": true, "result": "z"})
	checkRecord(t, recs[1], map[string]any{"base": "http://a", "target": "http://a/x", "ok": true, "result": "x"})
	checkRecord(t, recs[2], map[string]any{"base": "http://a/", "target": "/x", "ok": false,
		"error": recs[2]["error"], "offset": 0})
	if recs[3]["ok"] != false || !strings.Contains(recs[3]["error"].(string), `unknown field "ref"`) {
		t.Errorf("record 3: %v", recs[3])
	}
}
