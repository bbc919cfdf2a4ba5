package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/clirecord"
)

// A line longer than --max-line-length is one error record echoing its
// first 64 bytes, with the limit as offset; the lines after it are read as
// usual. The line end ("\n", or "\r\n") does not count.
func TestMaxLineLength(t *testing.T) {
	long := strings.Repeat("0123456789", 20_000) // 200,000 bytes: longer than the read buffer
	type want struct {
		input string
		ok    bool
	}
	tooLong := func(s string) want { return want{s[:min(len(s), 64)], false} }
	for _, tc := range []struct {
		name, stdin string
		max         int // -1: the default
		want        []want
	}{
		{"exactly the limit", "0123456789\nx\n", 10, []want{{"0123456789", true}, {"x", true}}},
		{"limit with crlf", "0123456789\r\nx", 10, []want{{"0123456789", true}, {"x", true}}},
		{"one byte over", "0123456789A\nx\n", 10, []want{tooLong("0123456789A"), {"x", true}}},
		{"a cr before the cr is content", "012345678\r\r\n", 10, []want{{"012345678\r", true}}},
		{"cr counted when not last", "0123456789\r\r\n", 10, []want{tooLong("0123456789\r")}},
		{"long line, short limit", long + "\nx\n", 100, []want{tooLong(long), {"x", true}}},
		{"long last line without newline", "x\n" + long, 1000, []want{{"x", true}, tooLong(long)}},
		{"long lines in a row", long + "\n" + long + "\r\n\n", 65536, []want{tooLong(long), tooLong(long), {"", true}}},
		{"no limit", long + "\nx\n", 0, []want{{long, true}, {"x", true}}},
		{"default limit", long + "\n", -1, []want{{long, true}}},
	} {
		args := []string{"decode", "--json"}
		if tc.max >= 0 {
			args = append(args, "--max-line-length", strconv.Itoa(tc.max))
		}
		r := runUri(t, tc.stdin, args...)
		recs := jsonRecords(t, r.stdout)
		if len(recs) != len(tc.want) {
			t.Errorf("%s: %d records, want %d", tc.name, len(recs), len(tc.want))
			continue
		}
		for i, rec := range recs {
			w := tc.want[i]
			if rec["input"] != w.input || rec["ok"] != w.ok {
				t.Errorf("%s: record %d = %.100v, want input %.80q ok %v", tc.name, i+1, rec, w.input, w.ok)
			}
			if !w.ok {
				msg, _ := rec["error"].(string)
				if !strings.HasPrefix(msg, "line longer than "+strconv.Itoa(tc.max)+" bytes (--max-line-length)") ||
					rec["offset"] != json.Number(strconv.Itoa(tc.max)) {
					t.Errorf("%s: record %d: error %q offset %v", tc.name, i+1, msg, rec["offset"])
				}
			}
		}
	}
}

// The default limit is 16 MiB; a line one byte longer is refused, in text
// output too, and with --json-input.
func TestMaxLineLengthDefault(t *testing.T) {
	line := "http://a/" + strings.Repeat("a", defaultMaxLine-9)
	if r := runUri(t, line+"\n", "normalize"); r.status != 0 || r.stdout != line+"\n" {
		t.Errorf("a line of 16 MiB: status %d, %d bytes out", r.status, len(r.stdout))
	}
	r := runUri(t, line+"a\nhttp://B/\n", "normalize")
	msg := "line 1: line longer than 16777216 bytes (--max-line-length); at most its first 64 bytes are echoed, the rest was skipped unread\n"
	if r.status != 1 || !strings.HasSuffix(r.stdout, "http://b/\n") || !strings.Contains(r.stdout+r.stderr, msg) {
		t.Errorf("a line of 16 MiB + 1: status %d, stdout %.300q, stderr %.300q", r.status, r.stdout, r.stderr)
	}
	r = runUri(t, `"`+line+`"`+"\n", "normalize", "--json-input", "--json", "--max-line-length", "1000")
	if recs := jsonRecords(t, r.stdout); len(recs) != 1 || recs[0]["input"] != `"`+line[:63] || recs[0]["ok"] != false {
		t.Errorf("--json-input: %.300q", r.stdout)
	}
}

func TestMaxLineLengthFlag(t *testing.T) {
	for _, v := range []string{"-1", "x", "1.5", ""} {
		r := runUri(t, "", "parse", "--max-line-length", v)
		if r.status != exitUsage || !strings.Contains(r.stderr, "--max-line-length takes a number from 0 up") {
			t.Errorf("--max-line-length %q: status %d, stderr %q", v, r.status, r.stderr)
		}
	}
}

// A long line costs a small constant times its length: it is read in pieces
// joined once, kept as the record's string, and its record streamed out.
// (The resident peak of `uri parse --json` on a 100 MB line is in the
// README.)
func TestLongLineMemory(t *testing.T) {
	const n = 8 << 20
	line := "http://a/" + strings.Repeat("a", n) + "\n"
	for _, args := range [][]string{
		{"parse", "--json"}, {"normalize", "--json"}, {"decode", "--json"}, {"parse", "--json", "--max-line-length", "0"},
		{"resolve", "--base", "http://a/b/c", "--json"},
	} {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		status := execute(args, strings.NewReader(line), io.Discard, io.Discard)
		runtime.ReadMemStats(&after)
		perByte := float64(after.TotalAlloc-before.TotalAlloc) / float64(len(line))
		t.Logf("%v: %.2f bytes allocated per input byte", args, perByte)
		if status != exitOK || perByte > 3.5 {
			t.Errorf("uri %v on a line of %d bytes: status %d, %.2f bytes allocated per input byte, want at most 3.5",
				args, len(line), status, perByte)
		}
	}
}

// streamJSON writes exactly what encoding/json writes (without HTML
// escaping), for every record type it streams and strings that need every
// kind of escape.
func TestStreamJSONMatchesEncoding(t *testing.T) {
	strs := []string{
		"", "a", `"\`, "<>&", "\x00\x01\b\f\n\r\t\x1f\x7f", "é€𝄞", "\xff", "a\xc3", "\xed\xa0\x80",
		"\u2028\u2029", "%0D%0A", strings.Repeat("ab\"c\n", 5000),
	}
	off := 7
	for _, s := range strs {
		p := &s
		recs := []any{
			&parseRecord{Input: s, OK: true, Scheme: p, Path: s, Zone: p},
			&parseRecord{Input: s, Path: s},
			&clirecord.Result{Input: s, OK: true, Result: p, ResultHex: s},
			&clirecord.Result{Input: s, OK: true},
			&compareRecord{A: s, B: s, OK: true, Equal: true},
			&resolveRecord{Base: s, Ref: s, OK: true, Result: s},
			&resolveRecord{Base: s, Ref: s, OK: true, Result: s, Repairs: &[]clirecord.RepairChange{}},
			&resolveRecord{Base: s, Ref: s, OK: true, Result: s, Repairs: &[]clirecord.RepairChange{{Kind: "encoded-space", Offset: 3, Message: s}}},
			&relativeRecord{Base: s, Target: s, OK: true, Result: s},
			&expandRecord{Input: s, OK: true, Result: s, Rule: s},
			&clirecord.ExtractRecord{File: p, Line: 3, Column: 4, Offset: 1 << 40, Text: s, URI: s, Ambiguous: true},
			clirecord.ErrorRecord{Echo: []clirecord.Field{{Key: "input", Value: s}}, Msg: s, Offset: &off},
			clirecord.ErrorRecord{Echo: []clirecord.Field{{Key: "a", Value: s}, {Key: "b", Value: s}}, Msg: s},
		}
		for _, r := range recs {
			var want bytes.Buffer
			enc := json.NewEncoder(&want)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(r); err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			w := bufio.NewWriter(&got)
			if !clirecord.StreamJSON(w, r) {
				t.Errorf("%T is not streamed", r)
				continue
			}
			w.Flush()
			if got.String() != want.String() {
				t.Errorf("%T of %.40q:\n got %.300s\nwant %.300s", r, s, got.String(), want.String())
			}
		}
	}
	// Values it does not handle are left to encoding/json.
	for _, v := range []any{&schemeRecord{}, parseRecord{}, (*parseRecord)(nil), &struct{ F []string }{}, "x"} {
		var b bytes.Buffer
		w := bufio.NewWriter(&b)
		if clirecord.StreamJSON(w, v) || w.Buffered() > 0 {
			t.Errorf("clirecord.StreamJSON(%T) streamed", v)
		}
	}
}

// An unknown key of a --json-input object is quoted in the error, cut short
// (the record still echoes the whole line as its input).
func TestLongUnknownKey(t *testing.T) {
	key := strings.Repeat("k", 100_000)
	r := runUri(t, `{"a":"x","b":"y","`+key+`":1}`+"\n", "compare", "--json-input", "--json")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 1 {
		t.Fatalf("%d records", len(recs))
	}
	msg, _ := recs[0]["error"].(string)
	if !strings.HasPrefix(msg, `invalid JSON input: json: unknown field "kkk`) || len(msg) > 300 || !strings.HasSuffix(msg, "…") {
		t.Errorf("error of %d bytes: %.100q", len(msg), msg)
	}
}
