package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Text output lines up with the input: one output line per input line for
// the commands that print one value per input. The empty reference is an
// input of resolve (RFC 3986 §5.2.2: it resolves to the base without its
// fragment; §5.4.1 lists "" with base "http://a/b/c/d;p?q"), and so is "#";
// a line that fails is an empty line, its error on stderr; only lines that
// cannot be inputs are skipped.
func TestOneLinePerInput(t *testing.T) {
	r := runUri(t, "a\n\nb\n#\n", "resolve", "--base", "http://h/x/y")
	if r.status != 0 || r.stdout != "http://h/x/a\nhttp://h/x/y\nhttp://h/x/b\nhttp://h/x/y#\n" || r.stderr != "" {
		t.Errorf("resolve: %d %q %q", r.status, r.stdout, r.stderr)
	}
	r = runUri(t, "\n", "resolve", "--base", "http://a/b/c/d;p?q")
	if r.stdout != "http://a/b/c/d;p?q\n" {
		t.Errorf("resolve of the empty reference, RFC 3986 §5.4.1: %q", r.stdout)
	}
	// --format: an empty line for the bad line, so paste stays aligned.
	r = runUri(t, "http://a/x\nhttp://b:8o/\nhttp://c/\n", "parse", "--format", "{host}")
	if r.status != 1 || r.stdout != "a\n\nc\n" || !strings.HasPrefix(r.stderr, "line 2: ") {
		t.Errorf("parse --format: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// Every one-value command, arguments and lines alike.
	for _, args := range [][]string{
		{"normalize"}, {"resolve", "--base", "http://h/"}, {"relative", "--base", "http://h/"},
		{"edit", "--set", "fragment=f"}, {"expand"}, {"parse", "--format", "{url}"}, {"repair"},
	} {
		r := runUri(t, "", append(args, "http://h:8o/", "http://h/p")...)
		if r.status != 1 || strings.Count(r.stdout, "\n") != 2 || !strings.HasPrefix(r.stdout, "\n") {
			t.Errorf("%q: %d %q %q", args, r.status, r.stdout, r.stderr)
		}
	}
	if r := runUri(t, "", "decode", "%zz", "a"); r.stdout != "\na\n" {
		t.Errorf("decode: %q", r.stdout)
	}
	// Encode and decode take any text: nothing is skipped.
	if r := runUri(t, "# a\n\n \n", "encode"); r.stdout != "%23%20a\n\n%20\n" {
		t.Errorf("encode: %q", r.stdout)
	}
	// Where inputs are URIs, blank lines and "#" are skipped.
	if r := runUri(t, "\n#\n# c\nhttp://a/\n", "parse", "--format", "{host}"); r.stdout != "a\n" || r.status != 0 {
		t.Errorf("parse: %d %q", r.status, r.stdout)
	}
}

// An argument that names an existing file gets a note: "uri normalize
// urls.txt" normalizes the reference "urls.txt", rc 0.
func TestFileArgumentNote(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "urls.txt")
	os.WriteFile(f, []byte("HTTP://A/\n"), 0o644)
	r := runUri(t, "", "normalize", f)
	if r.status != 0 || r.stdout != f+"\n" || !strings.Contains(r.stderr, "did you mean --input-file "+f+"?") {
		t.Errorf("normalize FILE: %d %q %q", r.status, r.stdout, r.stderr)
	}
	if r := runUri(t, "", "normalize", "--input-file", f); r.stdout != "http://a/\n" || r.stderr != "" {
		t.Errorf("--input-file: %q %q", r.stdout, r.stderr)
	}
	if r := runUri(t, "", "normalize", filepath.Join(dir, "nope.txt"), dir); strings.Contains(r.stderr, "note") {
		t.Errorf("no file, or a directory: %q", r.stderr)
	}
}
