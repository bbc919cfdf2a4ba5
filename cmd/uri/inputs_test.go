package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// --input-file reads files as standard input would be read, in turn; an
// error names the file and its line.
func TestInputFile(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	b := filepath.Join(dir, "b.txt")
	os.WriteFile(a, []byte("# URLs to check\nHTTP://Example.com:80\n\n   \nhttp://a/b c\r\nhttp://x/%7e"), 0o644) // no final newline
	os.WriteFile(b, []byte("#frag\n  # indented comment\nmailto:Joe@Example.COM\n"), 0o644)

	// normalize takes references: the comment and the line of spaces are
	// skipped, the empty line is the empty reference, and the line that
	// fails is an empty line: one output line per input.
	r := runUri(t, "", "normalize", "--input-file", a, "--input-file", b)
	if r.status != 1 || r.stdout != "http://example.com/\n\n\nhttp://x/~\n#frag\nmailto:Joe@example.com\n" ||
		r.stderr != a+": line 5: uri: space at offset 10 in path: spaces must be written %20 (uri repair or --repair makes it \"http://a/b%20c\")\n" {
		t.Errorf("text: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// With --json every line is a record, blank and comment lines too.
	r = runUri(t, "", "normalize", "--json", "--input-file", a, "--input-file", b)
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 9 || recs[0]["input"] != "# URLs to check" || recs[2]["input"] != "" ||
		recs[2]["ok"] != true || recs[3]["input"] != "   " || recs[3]["ok"] != false {
		t.Errorf("json: %d %q", r.status, r.stdout)
	}
	// "-" is standard input, in its place among the files (a reference with
	// a scheme resolves to itself, RFC 3986 §5.2.2).
	r = runUri(t, "g\n", "resolve", "--base", "http://h/p/q", "--input-file", b, "--input-file", "-")
	if r.status != 0 || r.stdout != "http://h/p/q#frag\nmailto:Joe@Example.COM\nhttp://h/p/g\n" {
		t.Errorf("stdin among files: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// A missing file stops the command before any output; inputs given both
	// ways are a usage error.
	r = runUri(t, "", "normalize", "--input-file", a, "--input-file", filepath.Join(dir, "missing"))
	if r.status != 2 || r.stdout != "" || !strings.Contains(r.stderr, "missing") {
		t.Errorf("missing file: %d %q %q", r.status, r.stdout, r.stderr)
	}
	r = runUri(t, "", "normalize", "--input-file", a, "http://a/")
	if r.status != 2 || !strings.Contains(r.stderr, "not both") {
		t.Errorf("both: %d %q", r.status, r.stderr)
	}
}
