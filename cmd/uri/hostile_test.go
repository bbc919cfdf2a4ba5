package main

import (
	"strings"
	"testing"
)

// hostileLines are garbage lines of the shapes that hurt parsers: empty,
// control and non-UTF-8 bytes, JSON fragments, long runs of delimiters,
// dot segments and triplets (64 KiB, longer than the read buffer), and one
// line over the --max-line-length the test sets.
func hostileLines() []string {
	long := func(unit string) string { return strings.Repeat(unit, (64<<10)/len(unit)+1) }
	return []string{
		"", "\r", " ", "\t\v\f", "\x00", "\xff\xfe", "é", "\x1b[31m", "{", "}", "[", "]", `"`, `"\`, `{"a":`,
		`"\ud800"`, "null", "0", "-", "--", "--json", "%", "%zz", "%%%", "http://[", "http://[::1", "::::",
		"a:b:c", "//@@@@", "?#?#", "#", "http://a/\x7f",
		long("../"), long("./"), long("%41"), long("%zz"), long("/"), long("?"), long("#"), long("@"),
		long(":"), long("["), long("www."), long("k=v&"), long("\x00"), long("\"") + "\"",
		strings.Repeat("x", 200_000),
		"http://127.0.0.1" + long("%C2%AD"), "http://0x" + long("%30") + "7f000001/",
	}
}

// Every command writes exactly one JSON record per garbage line, reading
// text or JSON Lines, and never fails as a whole. With -short, only text
// input with JSON output is read.
func TestHostileLines(t *testing.T) {
	lines := hostileLines()
	stdin := strings.Join(lines, "\n") + "\n"
	modes := [][]string{{"--json"}, {"--json", "--json-input"}}
	if testing.Short() {
		modes = modes[:1]
	}
	for _, c := range commandTable {
		if c.name == "extract" || c.name == "links" { // read documents, not records: see their own tests
			continue
		}
		if c.name == "playground" { // serves a page, reads no records: see its own tests
			continue
		}
		args := strings.Fields(c.name)
		switch c.name {
		case "resolve", "relative":
			args = append(args, "--base", "http://a/b/c/d;p?q")
		case "edit":
			args = append(args, "--sort-query")
		case "template match":
			args = append(args, "{+x}{?q}")
		case "canon":
			args = append(args, "--profile", "surt")
		case "path":
			args = append(args, "--from-url")
		case "pattern":
			args = append(args, "https://*/*")
		}
		for _, mode := range modes {
			all := append(append(append([]string{}, args...), mode...), "--max-line-length", "100000")
			r := runUri(t, stdin, all...)
			recs := jsonRecords(t, r.stdout)
			if len(recs) != len(lines) || r.status == exitUsage || r.stderr != "" {
				t.Errorf("uri %s: %d records for %d lines, status %d, stderr %q",
					strings.Join(all, " "), len(recs), len(lines), r.status, r.stderr)
			}
		}
		if testing.Short() {
			continue
		}
		// Text output (where blank and comment lines are skipped, and
		// errors go to standard error): no failure of the command as a
		// whole.
		all := append(append([]string{}, args...), "--max-line-length", "100000")
		if r := runUri(t, stdin, all...); r.status == exitUsage || r.stdout+r.stderr == "" {
			t.Errorf("uri %s: status %d, %d bytes out", strings.Join(all, " "), r.status, len(r.stdout))
		}
	}
}
