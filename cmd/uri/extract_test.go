package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// uri extract reads whole texts: standard input (named "(standard input)",
// "file": null), files, "-"; an unreadable file is reported on stderr, the
// others are still read, and the exit status is 2 (CLI.md: unreadable
// input).
func TestExtractCommand(t *testing.T) {
	// seed 001 Appendix E's example: a line break inside the wrapper.
	text := "Yes, Jim, I found it under \"http://www.w3.org/pub/WWW/\", but you can probably pick it up from <ftp://ds.internic.\nnet/rfc/>."
	r := runUri(t, text, "extract")
	want := "(standard input):1:28:http://www.w3.org/pub/WWW/\n(standard input):1:95:ftp://ds.internic.net/rfc/\n"
	if r.status != 0 || r.stdout != want || r.stderr != "" {
		t.Errorf("extract from stdin: %d %q %q", r.status, r.stdout, r.stderr)
	}

	r = runUri(t, text, "extract", "--json", "-", "testdata/no-such-file", "../../testdata/examples/mail.txt")
	if r.status != 2 || !strings.Contains(r.stderr, "testdata/no-such-file") {
		t.Errorf("unreadable file: status %d, stderr %q", r.status, r.stderr)
	}
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("want 4 records, got %q", r.stdout)
	}
	var recs []map[string]any
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, m)
	}
	// the second URI of stdin: the wrapper starts at byte 94 (counted by hand), line 1
	if recs[1]["file"] != nil || recs[1]["offset"] != 94.0 || recs[1]["line"] != 1.0 || recs[1]["column"] != 95.0 ||
		recs[1]["text"] != "<ftp://ds.internic.\nnet/rfc/>" || recs[1]["uri"] != "ftp://ds.internic.net/rfc/" || recs[1]["ambiguous"] != false {
		t.Errorf("record %v", recs[1])
	}
	if recs[2]["file"] != "../../testdata/examples/mail.txt" || recs[2]["uri"] != "ftp://info.cern.ch/pub/www/doc;type=d" {
		t.Errorf("record %v", recs[2])
	}
	keys := []string{"file", "line", "column", "offset", "text", "uri", "ambiguous"}
	for i, k := range keys {
		if j := strings.Index(lines[0], `"`+k+`":`); j < 0 || i > 0 && j < strings.Index(lines[0], `"`+keys[i-1]+`":`) {
			t.Errorf("field %s missing or out of CLI.md's order in %s", k, lines[0])
		}
	}

	// a directory opens but cannot be read: named on stderr, exit status 2
	r = runUri(t, "", "extract", "testdata", "../../testdata/examples/mail.txt")
	if r.status != 2 || !strings.Contains(r.stderr, "testdata") || strings.Count(r.stdout, "\n") != 2 {
		t.Errorf("directory: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// no URI at all: no output, success
	if r := runUri(t, "Re: lunch at 12:30? mail bob@example.org\n", "extract"); r.status != 0 || r.stdout != "" {
		t.Errorf("no URIs: %d %q", r.status, r.stdout)
	}
	// an ambiguous URI has a note after a tab
	r = runUri(t, "<http://a.example/uri-\n  draft>", "extract")
	if r.stdout != "(standard input):1:1:http://a.example/uri-draft\t(ambiguous: a line break after a hyphen)\n" {
		t.Errorf("ambiguous: %q", r.stdout)
	}
}

func TestExpandCommand(t *testing.T) {
	r := runUri(t, "www.w3.org/Addressing/\n\nlocalhost:3000\n", "expand", "--json")
	want := `{"input":"www.w3.org/Addressing/","ok":true,"result":"http://www.w3.org/Addressing/","rule":"www"}
{"input":"","ok":false,"error":"uri: nothing to complete at offset 0 in input: type a host name such as www.example.org","offset":0}
{"input":"localhost:3000","ok":true,"result":"http://localhost:3000","rule":"host-port"}
`
	if r.status != 1 || r.stdout != want {
		t.Errorf("expand: %d\n%s\nwant\n%s", r.status, r.stdout, want)
	}
	if r := runUri(t, "", "expand", "--default-scheme", "1x", "a.example"); r.status != 2 {
		t.Errorf("bad default scheme: %d %q", r.status, r.stderr)
	}
	// JSON input keeps white space around the input; it is trimmed (seed 003 Appendix E)
	r = runUri(t, `" ftp.example.org/pub "`+"\n", "expand", "--json", "--json-input")
	if r.stdout != `{"input":" ftp.example.org/pub ","ok":true,"result":"ftp://ftp.example.org/pub","rule":"ftp"}`+"\n" {
		t.Errorf("json input: %q", r.stdout)
	}
}

// What the issue found extract missing or cutting, through the command:
// IRIs (printed as the URI they map to, RFC 3987 §3.1), a URI touching
// Japanese prose, Slack's <URI|label>, "[test]" in a query, a wrapper
// broken between ":" and "//", and any scheme in angle brackets.
func TestExtractInTheWild(t *testing.T) {
	text := "見て https://例え.jp/パス と https://münchen.de/straße?q=ä\n" +
		"詳細はhttps://example.com/docs/を参照\n" +
		"<https://example.com/slack|link text>\n" +
		"https://example.com/search?q=[test]&x=1\n" +
		"<URL:http:\n  //example.com/wrapped/\n  path>\n" +
		"<tag:example.com,2005:x>\n"
	r := runUri(t, text, "extract")
	want := "(standard input):1:8:https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9\n" +
		"(standard input):1:37:https://xn--mnchen-3ya.de/stra%C3%9Fe?q=%C3%A4\n" +
		"(standard input):2:10:https://example.com/docs/\n" +
		"(standard input):3:1:https://example.com/slack\n" +
		"(standard input):4:1:https://example.com/search?q=%5Btest%5D&x=1\n" +
		"(standard input):5:1:http://example.com/wrapped/path\n" +
		"(standard input):8:1:tag:example.com,2005:x\n"
	if r.status != 0 || r.stdout != want || r.stderr != "" {
		t.Errorf("extract: %d\n%s\nwant\n%s%s", r.status, r.stdout, want, r.stderr)
	}
	r = runUri(t, "see https://例え.jp/パス\n", "extract", "--json")
	if recs := jsonRecords(t, r.stdout); len(recs) != 1 || recs[0]["text"] != "https://例え.jp/パス" || recs[0]["uri"] != "https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" {
		t.Errorf("extract --json: %s", r.stdout)
	}
}
