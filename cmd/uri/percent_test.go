package main

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// uri encode: the sets come from RFC 3986 Appendix A (userinfo, reg-name,
// pchar, query, fragment), §2.1 (upper-case hex, "%" always encoded), §2.3
// (unreserved never encoded) and §2.5 (UTF-8 octets).
func TestEncode(t *testing.T) {
	for _, tc := range []struct {
		component, in string
		want          any // the result string, or an int error offset
	}{
		{"any", "a b/c?d", "a%20b%2Fc%3Fd"},
		{"any", "AZaz09-._~", "AZaz09-._~"},
		{"any", "!$&'()*+,;=:@", "%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A%40"},
		{"any", "100%", "100%25"},
		{"any", "", ""},
		{"userinfo", "user:pa ss@x", "user:pa%20ss%40x"},
		{"host", "exa mple.com:80", "exa%20mple.com%3A80"},
		{"host", "a!$&'()*+,;=b", "a!$&'()*+,;=b"},
		{"path", "a b/c?d#e:f@g", "a%20b/c%3Fd%23e:f@g"},
		{"segment", "a/b:c@d", "a%2Fb:c@d"},
		{"query", "a b/c?d#e", "a%20b/c?d%23e"},
		{"fragment", "a#b?c/d", "a%23b?c/d"},
		{"scheme", "svn+ssh", "svn+ssh"},
		{"scheme", "h t", 1},
		{"scheme", "1http", 0},
		{"scheme", "", 0},
	} {
		r := runUri(t, "", "encode", "--json", "--component", tc.component, "--", tc.in)
		recs := jsonRecords(t, r.stdout)
		if len(recs) != 1 {
			t.Fatalf("%s %q: %q", tc.component, tc.in, r.stdout)
		}
		switch w := tc.want.(type) {
		case string:
			checkRecord(t, recs[0], map[string]any{"input": tc.in, "ok": true, "result": w})
			if r.status != 0 {
				t.Errorf("%s %q: status %d", tc.component, tc.in, r.status)
			}
		case int:
			checkRecord(t, recs[0], map[string]any{"input": tc.in, "ok": false, "error": recs[0]["error"], "offset": w})
			if r.status != 1 {
				t.Errorf("%s %q: status %d", tc.component, tc.in, r.status)
			}
		}
	}
}

// uri decode: §2.1 (either case of hex digit), "+" is data, malformed "%"
// is an error at its offset, octets that are not UTF-8 go to result_hex.
func TestDecode(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want map[string]any
	}{
		{"a%20b", map[string]any{"result": "a b"}},
		{"%7e%7E", map[string]any{"result": "~~"}},
		{"a+b", map[string]any{"result": "a+b"}},
		{"%2F", map[string]any{"result": "/"}},
		{"%00", map[string]any{"result": "\x00"}},
		{"", map[string]any{"result": ""}},
		{"%FF", map[string]any{"result": null, "result_hex": "ff"}},
		{"%C3%28", map[string]any{"result": null, "result_hex": "c328"}},
		{"%", map[string]any{"offset": 0}},
		{"%a", map[string]any{"offset": 0}},
		{"%1", map[string]any{"offset": 0}},
		{"123%45%6", map[string]any{"offset": 6}},
		{"%zzzzz", map[string]any{"offset": 0}},
		{"ab%g0", map[string]any{"offset": 2}},
	} {
		r := runUri(t, "", "decode", "--json", "--", tc.in)
		recs := jsonRecords(t, r.stdout)
		if len(recs) != 1 {
			t.Fatalf("%q: %q", tc.in, r.stdout)
		}
		want := map[string]any{"input": tc.in}
		for k, v := range tc.want {
			want[k] = v
		}
		if _, bad := tc.want["offset"]; bad {
			want["ok"], want["error"] = false, recs[0]["error"]
			if r.status != 1 {
				t.Errorf("%q: status %d", tc.in, r.status)
			}
		} else {
			want["ok"] = true
			if r.status != 0 {
				t.Errorf("%q: status %d", tc.in, r.status)
			}
		}
		checkRecord(t, recs[0], want)
	}
}

// The RFC 3986 rows of the public percent-encoding vectors, through
// --json-input in one run.
func TestPercentVectors(t *testing.T) {
	type row struct {
		Direction, Decoded, Encoded, Source string
	}
	var rows []row
	readJSONL(t, "testdata/percent_rfc.jsonl", func(line []byte) {
		var r row
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, r)
	})
	var enc, dec []string
	var encWant, decWant []row
	for _, r := range rows {
		q, _ := json.Marshal(r.Decoded)
		if r.Direction != "decode" {
			enc, encWant = append(enc, string(q)), append(encWant, r)
		}
		q, _ = json.Marshal(r.Encoded)
		if r.Direction != "encode" {
			dec, decWant = append(dec, string(q)), append(decWant, r)
		}
	}
	for _, run := range []struct {
		cmd   string
		input []string
		want  []row
	}{{"encode", enc, encWant}, {"decode", dec, decWant}} {
		r := runUri(t, strings.Join(run.input, "\n")+"\n", run.cmd, "--json-input", "--json")
		recs := jsonRecords(t, r.stdout)
		if len(recs) != len(run.want) || r.status != 0 {
			t.Fatalf("%s: %d records for %d rows, status %d", run.cmd, len(recs), len(run.want), r.status)
		}
		for i, w := range run.want {
			in, out := w.Decoded, w.Encoded
			if run.cmd == "decode" {
				in, out = out, in
			}
			if recs[i]["input"] != in || recs[i]["result"] != out {
				t.Errorf("%s (%s): got %v, want %q -> %q", run.cmd, w.Source, recs[i], in, out)
			}
		}
	}
}

// readJSONL calls f with each line of a JSON Lines file.
func readJSONL(t *testing.T, path string, f func([]byte)) {
	t.Helper()
	file, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	for sc.Scan() {
		f(sc.Bytes())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}
