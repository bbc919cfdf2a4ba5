package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// result is what one in-process run of the program produced.
type result struct {
	stdout, stderr string
	status         int
}

// runUri runs the program in-process with args and stdin, progress off.
func runUri(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	status := execute(args, strings.NewReader(stdin), &out, &errb)
	return result{out.String(), errb.String(), status}
}

// jsonRecords splits JSON Lines output into decoded objects, failing the
// test on anything that is not one JSON object per line.
func jsonRecords(t *testing.T, out string) []map[string]any {
	t.Helper()
	if out == "" {
		return nil
	}
	if !strings.HasSuffix(out, "\n") {
		t.Fatalf("output does not end with a newline: %q", out)
	}
	var recs []map[string]any
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var m map[string]any
		dec := json.NewDecoder(strings.NewReader(line))
		dec.UseNumber()
		if err := dec.Decode(&m); err != nil {
			t.Fatalf("output line %q is not a JSON object: %v", line, err)
		}
		recs = append(recs, m)
	}
	return recs
}

// jsonKeys returns the keys of a JSON object line in the order written.
func jsonKeys(t *testing.T, line string) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(line))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("not an object: %q", line)
	}
	var keys []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k.(string))
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

// null marks a field that must be JSON null in want maps.
var null = struct{ isNull bool }{true}

// checkRecord compares a decoded JSON record with want, key by key: a want
// value of null requires JSON null, a string requires that exact string
// (so "" and null differ), and every key of the record must be in want.
func checkRecord(t *testing.T, got map[string]any, want map[string]any) {
	t.Helper()
	for k, w := range want {
		g, present := got[k]
		if !present {
			t.Errorf("record %v: key %q missing, want %v", got["input"], k, w)
			continue
		}
		switch w := w.(type) {
		case struct{ isNull bool }:
			if g != nil {
				t.Errorf("record %v: %q = %#v, want null", got["input"], k, g)
			}
		case int:
			n, ok := g.(json.Number)
			if !ok || n.String() != itoa(w) {
				t.Errorf("record %v: %q = %#v, want %d", got["input"], k, g, w)
			}
		default:
			if g != w {
				t.Errorf("record %v: %q = %#v, want %#v", got["input"], k, g, w)
			}
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("record %v: unexpected key %q = %#v", got["input"], k, got[k])
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestNoArgumentsIsUsageError(t *testing.T) {
	r := runUri(t, "")
	if r.status != 2 || r.stdout != "" || !strings.Contains(r.stderr, "Usage:") {
		t.Fatalf("uri with no args: status %d, stdout %q, stderr %q", r.status, r.stdout, r.stderr)
	}
	for _, c := range commandTable {
		if !strings.Contains(r.stderr, c.name) {
			t.Errorf("usage does not list %q", c.name)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		stdin   string
		mention string // the stderr message must contain this
	}{
		{[]string{"frobnicate", "x"}, "", `unknown command "frobnicate"`},
		{[]string{"--frob", "parse"}, "", "unknown flag --frob"},
		{[]string{"parse", "--frob", "http://a"}, "", "unknown flag --frob"},
		{[]string{"parse", "http://a", "--frob"}, "", "unknown flag --frob"},
		{[]string{"parse", "-x", "http://a"}, "", "unknown flag -x"},
		{[]string{"parse", "--dialect", "rfc2396", "http://a"}, "", `unknown dialect "rfc2396"`},
		{[]string{"parse", "--dialect=RFC3986", "http://a"}, "", `unknown dialect "RFC3986"`},
		{[]string{"parse", "http://a", "--dialect"}, "", "--dialect needs a value"},
		{[]string{"parse", "--ref=maybe", "http://a"}, "", "--ref"},
		{[]string{"parse", "--json-input", "http://a"}, `"http://b"`, "--json-input"},
		{[]string{"encode", "--component", "port", "80"}, "", `unknown component "port"`},
		{[]string{"encode", "--component", "zone", "x"}, "", `unknown component "zone"`},
		{[]string{"encode", "--component", "reference", "x"}, "", `unknown component "reference"`},
		{[]string{"encode", "--component"}, "", "--component needs a value"},
		{[]string{"decode", "--component", "path", "x"}, "", "unknown flag --component"},
		{[]string{"help", "frobnicate"}, "", `unknown command "frobnicate"`},
	} {
		r := runUri(t, tc.stdin, tc.args...)
		if r.status != 2 {
			t.Errorf("%q: status %d, want 2", tc.args, r.status)
		}
		if r.stdout != "" {
			t.Errorf("%q: stdout %q, want nothing", tc.args, r.stdout)
		}
		if !strings.Contains(r.stderr, tc.mention) {
			t.Errorf("%q: stderr %q does not mention %q", tc.args, r.stderr, tc.mention)
		}
	}
}
