package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"testing/iotest"
)

// Standard input is read one record per line: "\r\n" and "\n" both end a
// line, a last line without "\n" counts, an empty line is the empty input.
func TestStdinLines(t *testing.T) {
	for _, tc := range []struct {
		name, stdin string
		want        []string // the inputs echoed, in order
	}{
		{"empty input", "", nil},
		{"one line", "a\n", []string{"a"}},
		{"no final newline", "a\nb", []string{"a", "b"}},
		{"crlf", "a\r\nb\r\n", []string{"a", "b"}},
		{"crlf without final newline", "a\r\nb\r", []string{"a", "b"}},
		{"only the last cr is stripped", "a\r\r\n", []string{"a\r"}},
		{"empty line", "\n", []string{""}},
		{"empty lines between", "a\n\n\nb\n", []string{"a", "", "", "b"}},
		{"empty crlf line", "\r\n", []string{""}},
		{"spaces kept", " a b \n", []string{" a b "}},
	} {
		r := runUri(t, tc.stdin, "encode", "--json")
		recs := jsonRecords(t, r.stdout)
		if len(recs) != len(tc.want) {
			t.Errorf("%s: %d records, want %d: %q", tc.name, len(recs), len(tc.want), r.stdout)
			continue
		}
		for i, rec := range recs {
			if rec["input"] != tc.want[i] {
				t.Errorf("%s: record %d input %q, want %q", tc.name, i+1, rec["input"], tc.want[i])
			}
		}
		if r.status != 0 {
			t.Errorf("%s: status %d", tc.name, r.status)
		}
	}
}

// One record per input, in order, bad records in the middle included; the
// exit status is 1 when any record failed.
func TestOneRecordPerInput(t *testing.T) {
	stdin := "http://a/\n\nhttp://a/b c\r\nfoo:\n%zz\nhttp://[::1]:x/\nhttp://b"
	r := runUri(t, stdin, "parse", "--json")
	if r.status != 1 || r.stderr != "" {
		t.Errorf("status %d stderr %q, want 1 and nothing", r.status, r.stderr)
	}
	recs := jsonRecords(t, r.stdout)
	type row struct {
		input  string
		ok     bool
		offset any // error offset: int, or null
	}
	// Offsets: RFC 3986 §3 requires a scheme, so "" and "%zz" fail at 0;
	// the space in "http://a/b c" is byte 10; "x" is not a DIGIT of the
	// port (§3.2.3) at byte 13.
	want := []row{
		{"http://a/", true, nil},
		{"", false, 0},
		{"http://a/b c", false, 10},
		{"foo:", true, nil},
		{"%zz", false, 0},
		{"http://[::1]:x/", false, 13},
		{"http://b", true, nil},
	}
	if len(recs) != len(want) {
		t.Fatalf("%d records, want %d:\n%s", len(recs), len(want), r.stdout)
	}
	for i, w := range want {
		rec := recs[i]
		if rec["input"] != w.input || rec["ok"] != w.ok {
			t.Errorf("record %d: input %q ok %v, want %q %v", i+1, rec["input"], rec["ok"], w.input, w.ok)
		}
		if !w.ok {
			checkRecord(t, rec, map[string]any{"input": w.input, "ok": false, "error": rec["error"], "offset": w.offset})
			if msg, _ := rec["error"].(string); !strings.HasPrefix(msg, "uri: ") {
				t.Errorf("record %d: error %q is not a uri error message", i+1, msg)
			}
		}
	}

	// The same in text mode: one block per ok record on standard output,
	// one line per error on standard error, in order; the blank line 2 is
	// skipped.
	r = runUri(t, stdin, "parse")
	if r.status != 1 {
		t.Errorf("text mode: status %d, want 1", r.status)
	}
	blocks := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n\n")
	errs := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
	for i, w := range want {
		switch {
		case w.input == "":
		case w.ok:
			if len(blocks) == 0 || !strings.HasPrefix(blocks[0], w.input+"\n  scheme") {
				t.Errorf("text: record %d is not the next block: %q", i+1, blocks)
			} else {
				blocks = blocks[1:]
			}
		default:
			if prefix := "line " + itoa(i+1) + ": uri: "; len(errs) == 0 || !strings.HasPrefix(errs[0], prefix) {
				t.Errorf("text: record %d is not the next error line %q: %q", i+1, prefix, errs)
			} else {
				errs = errs[1:]
			}
		}
	}
	if len(blocks) != 0 || len(errs) != 0 {
		t.Errorf("text: left over: %q %q", blocks, errs)
	}
}

// Arguments are labelled "argument N" in text mode.
func TestArgumentErrorsInText(t *testing.T) {
	r := runUri(t, "", "encode", "--component", "scheme", "http", "1x", "a+b")
	// §3.1: a scheme begins with a letter; "1x" cannot be a scheme and a
	// scheme cannot be percent-encoded.
	if r.status != 1 || r.stdout != "http\n\na+b\n" || !strings.HasPrefix(r.stderr, "argument 2: uri: ") ||
		strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("status %d, stdout %q, stderr %q", r.status, r.stdout, r.stderr)
	}
}

// --json-input: each line one JSON string, so inputs may hold any
// characters; lines that are not one JSON string give error records.
func TestJSONInput(t *testing.T) {
	stdin := strings.Join([]string{
		`"a b"`,
		`"tab\there\u0000nul\r\nnewline"`,
		`  " padded "  `,
		``,
		`not json`,
		`42`,
		`null`,
		`"two" "values"`,
		`{"input":"x"}`,
		`"caf\u00e9 \u2028"`,
		`"last"` + "\r",
	}, "\n")
	r := runUri(t, stdin, "encode", "--json-input", "--json")
	if r.status != 1 || r.stderr != "" {
		t.Errorf("status %d stderr %q", r.status, r.stderr)
	}
	recs := jsonRecords(t, r.stdout)
	ok := func(in, res string) map[string]any { return map[string]any{"input": in, "ok": true, "result": res} }
	bad := func(raw string) map[string]any {
		return map[string]any{"input": raw, "ok": false, "error": nil, "offset": null}
	}
	// Expected encodings: RFC 3986 §2.1 (upper-case hex), §2.3 (only
	// unreserved stays literal for "any"), §2.5 (UTF-8 octets).
	want := []map[string]any{
		ok("a b", "a%20b"),
		ok("tab\there\x00nul\r\nnewline", "tab%09here%00nul%0D%0Anewline"),
		ok(" padded ", "%20padded%20"),
		bad(""),
		bad("not json"),
		bad("42"),
		bad("null"),
		bad(`"two" "values"`),
		bad(`{"input":"x"}`),
		ok("café \u2028", "caf%C3%A9%20%E2%80%A8"),
		ok("last", "last"),
	}
	if len(recs) != len(want) {
		t.Fatalf("%d records, want %d:\n%s", len(recs), len(want), r.stdout)
	}
	for i, w := range want {
		if w["error"] == nil && w["ok"] == false {
			msg, _ := recs[i]["error"].(string)
			if msg == "" {
				t.Errorf("record %d: no error message: %v", i+1, recs[i])
			}
			w["error"] = msg
		}
		checkRecord(t, recs[i], w)
	}

	// In text mode the results go to standard output, bare, and the bad
	// lines are "line N: ..." on standard error and an empty line on
	// standard output (with --json-input the empty line is not skipped: it
	// is not a JSON string).
	r = runUri(t, stdin, "encode", "--json-input")
	if r.stdout != "a%20b\ntab%09here%00nul%0D%0Anewline\n%20padded%20\n\n\n\n\n\n\ncaf%C3%A9%20%E2%80%A8\nlast\n" {
		t.Errorf("text output:\n%s", r.stdout)
	}
	errs := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
	if len(errs) != 6 || !strings.HasPrefix(errs[0], "line 4: ") || !strings.HasPrefix(errs[1], "line 5: invalid JSON") ||
		!strings.HasPrefix(errs[5], "line 9: ") {
		t.Errorf("text errors:\n%s", r.stderr)
	}
}

// Flags may come anywhere; "--flag=value" and "--flag value" both work;
// "--" ends the flags; "-" is an input.
func TestFlagPlacement(t *testing.T) {
	want := `{"input":"../g","ok":true,"result":"..%2Fg"}` + "\n"
	for _, args := range [][]string{
		{"encode", "--json", "../g"},
		{"encode", "../g", "--json"},
		{"encode", "-json", "../g"},
		{"encode", "--json=true", "../g"},
		{"encode", "../g", "--component=any", "--json"},
		{"encode", "--component", "any", "../g", "--json"},
	} {
		if r := runUri(t, "", args...); r.stdout != want || r.status != 0 {
			t.Errorf("%q: status %d, stdout %q, want %q", args, r.status, r.stdout, want)
		}
	}
	r := runUri(t, "", "parse", "--ref", "--json", "--", "-x", "--json")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 2 || recs[0]["path"] != "-x" || recs[1]["path"] != "--json" {
		t.Errorf("after --: %s", r.stdout)
	}
	r = runUri(t, "", "decode", "--json=false", "-")
	if r.stdout != "-\n" {
		t.Errorf(`decode "-": %q`, r.stdout)
	}
	r = runUri(t, "", "parse", "--json", "--ref=false", "--ref", "a")
	if recs := jsonRecords(t, r.stdout); len(recs) != 1 || recs[0]["ok"] != true {
		t.Errorf("--ref=false then --ref: %s", r.stdout)
	}
}

// A read error stops the run with status 2, after the records before it.
func TestUnreadableInput(t *testing.T) {
	in := io.MultiReader(strings.NewReader("http://a\n"), iotest.ErrReader(errors.New("disk on fire")))
	var out, errb strings.Builder
	status := execute([]string{"parse", "--json"}, in, &out, &errb)
	if status != 2 || !strings.Contains(errb.String(), "disk on fire") {
		t.Errorf("status %d stderr %q", status, errb.String())
	}
	if recs := jsonRecords(t, out.String()); len(recs) != 1 || recs[0]["input"] != "http://a" {
		t.Errorf("records before the error: %q", out.String())
	}
}

// A write error is reported with status 2.
func TestUnwritableOutput(t *testing.T) {
	var errb strings.Builder
	status := execute([]string{"parse", "http://a"}, strings.NewReader(""), failWriter{}, &errb)
	if status != 2 || !strings.Contains(errb.String(), "writing output") {
		t.Errorf("status %d stderr %q", status, errb.String())
	}
}

// A write error while reading standard input stops the run early.
func TestUnwritableOutputStopsReading(t *testing.T) {
	var errb strings.Builder
	in := &countingReader{r: strings.NewReader(strings.Repeat("http://a/"+strings.Repeat("b", 1000)+"\n", 10000))}
	status := execute([]string{"parse", "--json"}, in, failWriter{}, &errb)
	if status != 2 || !strings.Contains(errb.String(), "writing output") {
		t.Errorf("status %d stderr %q", status, errb.String())
	}
	if in.n > 1<<20 {
		t.Errorf("read %d bytes after the output failed", in.n)
	}
}

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("no space") }

// Lines much longer than the read buffer are whole records.
func TestLongLines(t *testing.T) {
	long := "http://a/" + strings.Repeat("b", 300<<10)
	r := runUri(t, long+"\r\n"+long, "parse", "--json")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 2 || r.status != 0 {
		t.Fatalf("%d records, status %d", len(recs), r.status)
	}
	for _, rec := range recs {
		if rec["input"] != long || rec["path"] != long[len("http://a"):] {
			t.Errorf("long record mangled (input length %d)", len(rec["input"].(string)))
		}
	}
}

// Records are written as soon as they are handled when no more input is
// waiting: a script can write one line and read its answer.
func TestInteractiveFlush(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int)
	go func() {
		done <- execute([]string{"decode", "--json"}, inR, outW, io.Discard)
		outW.Close()
	}()
	answers := bufio.NewReader(outR)
	for _, q := range []string{"a%20b", "%41"} {
		if _, err := io.WriteString(inW, q+"\n"); err != nil {
			t.Fatal(err)
		}
		line, err := answers.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil || rec["input"] != q {
			t.Fatalf("answer to %q: %q (%v)", q, line, err)
		}
	}
	inW.Close()
	if status := <-done; status != 0 {
		t.Errorf("status %d", status)
	}
}

// JSON output does not escape HTML characters.
func TestNoHTMLEscape(t *testing.T) {
	r := runUri(t, "", "decode", "--json", "%3C%26%3E")
	want := `{"input":"%3C%26%3E","ok":true,"result":"<&>"}` + "\n"
	if r.stdout != want {
		t.Errorf("got %q, want %q", r.stdout, want)
	}
}

// Progress stays off without a terminal on stderr: buffers, pipes, files.
func TestDetectProgress(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "x")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Close()
	defer pw.Close()
	for _, stderr := range []io.Writer{&strings.Builder{}, f, pw, (*os.File)(nil)} {
		if detectProgress(pr, f, stderr).enabled {
			t.Errorf("progress enabled with stderr %T", stderr)
		}
	}
	// A character device on stderr that is also stdout or stdin: off.
	null, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	if fi, err := null.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		t.Skip("no character device to test with")
	}
	if detectProgress(pr, null, null).enabled || detectProgress(null, f, null).enabled {
		t.Error("progress enabled on a device shared with stdin or stdout")
	}
	if !detectProgress(pr, f, null).enabled {
		t.Error("progress disabled with a character device on stderr alone")
	}
}
