package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// uri links: the layers from the flags, records in document order with
// their fields in CLI.md's order, error records that do not stop the rest,
// errors on stderr in text output, unreadable files, bad flags.
func TestLinksCommand(t *testing.T) {
	doc := `<a href="x">` + "\n" + `<a href="a b"><a href="http://abs/y">`
	// No base at all: the relative reference is an error record, the
	// absolute one stands; base and base_source are null.
	r := runUri(t, doc, "links", "--json")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 3 || r.stderr != "" {
		t.Fatalf("status %d, stderr %q, stdout %q", r.status, r.stderr, r.stdout)
	}
	wantOrder := []string{"file", "line", "column", "element", "attribute", "ref", "base", "base_source", "ok"}
	for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		at := -1
		for _, k := range wantOrder {
			i := strings.Index(l, `"`+k+`":`)
			if i <= at {
				t.Errorf("key %s out of order in %s", k, l)
			}
			at = i
		}
	}
	if recs[0]["file"] != nil || recs[0]["ok"] != false || recs[0]["base"] != nil || recs[0]["base_source"] != nil ||
		recs[0]["offset"] != nil || !strings.Contains(recs[0]["error"].(string), "without a base") {
		t.Errorf("no base: %v", recs[0])
	}
	if recs[1]["line"] != json.Number("2") || recs[1]["column"] != json.Number("10") || recs[1]["offset"] != json.Number("1") || recs[1]["ok"] != false {
		t.Errorf("space: %v", recs[1])
	}
	if recs[2]["result"] != "http://abs/y" || recs[2]["ok"] != true || recs[2]["column"] != json.Number("24") {
		t.Errorf("absolute: %v", recs[2])
	}

	// Each layer flag, and their precedence (RFC 3986 §5.1).
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--default-base", "http://d/p/q"}, `"base":"http://d/p/q","base_source":"default","ok":true,"result":"http://d/p/x"`},
		{[]string{"--url", "http://r/p/q", "--default-base", "http://d/"}, `"base":"http://r/p/q","base_source":"retrieval","ok":true,"result":"http://r/p/x"`},
		{[]string{"--content-location", "c/", "--url", "http://r/p/q"}, `"base":"http://r/p/c/","base_source":"encapsulating","ok":true,"result":"http://r/p/c/x"`},
	} {
		r := runUri(t, `<a href=x>`, append([]string{"links", "--json"}, tc.args...)...)
		if r.status != 0 || !strings.Contains(r.stdout, tc.want) {
			t.Errorf("%v: %d %q", tc.args, r.status, r.stdout)
		}
	}
	r = runUri(t, `<base href="/b/"><a href=x>`, "links", "--json", "--url", "http://r/p/q")
	if !strings.Contains(r.stdout, `"base":"http://r/b/","base_source":"document"`) {
		t.Errorf("document base: %q", r.stdout)
	}

	// Text output: results on stdout, problems on stderr, status 1.
	r = runUri(t, doc, "links", "--url", "http://h/d/")
	if r.status != 1 || r.stdout != "(standard input):1:10:http://h/d/x\n(standard input):2:24:http://abs/y\n" ||
		!strings.HasPrefix(r.stderr, "(standard input):2:10: <a href=\"a b\">: uri: space at offset 1 in path") {
		t.Errorf("text: %d %q %q", r.status, r.stdout, r.stderr)
	}

	// Files and "-"; an unreadable file: reported, the rest read, status 2.
	r = runUri(t, `<a href=s>`, "links", "--url", "http://h/", "../../testdata/examples/appendix_d.html", "testdata/no-such-file", "-")
	if r.status != 2 || r.stdout != "../../testdata/examples/appendix_d.html:6:14:http://www.ics.uci.edu/Test/a/x\n(standard input):1:9:http://h/s\n" ||
		!strings.Contains(r.stderr, "no-such-file") {
		t.Errorf("files: %d %q %q", r.status, r.stdout, r.stderr)
	}

	// A bad layer is a usage error naming the flag.
	for _, args := range [][]string{{"--url", "page.html"}, {"--content-location", "http://a b/"}, {"--default-base", "%"}} {
		r := runUri(t, "", append([]string{"links"}, args...)...)
		if r.status != 2 || !strings.Contains(r.stderr, args[0]) {
			t.Errorf("%v: %d %q", args, r.status, r.stderr)
		}
	}

	// An unusable <base href> is reported on stderr; the outer base is used.
	r = runUri(t, `<base href="http://a b/"><a href=x>`, "links", "--url", "http://h/")
	if r.status != 0 || r.stdout != "(standard input):1:34:http://h/x\n" || !strings.Contains(r.stderr, "<base href> not used") {
		t.Errorf("bad base: %d %q %q", r.status, r.stdout, r.stderr)
	}
}

// The garbage lines of TestHostileLines as one document, and inside
// attribute values: the command does not fail as a whole, and every record
// is one JSON object.
func TestLinksHostileDocument(t *testing.T) {
	lines := hostileLines()
	var doc strings.Builder
	for _, l := range lines {
		doc.WriteString(l + "\n<a href=\"" + l + "\"><img srcset='" + l + " 1x, " + l + "'>\n")
	}
	r := runUri(t, doc.String(), "links", "--json", "--url", "http://h/d/")
	recs := jsonRecords(t, r.stdout)
	if r.status == exitUsage || r.stderr != "" || len(recs) < len(lines) {
		t.Errorf("status %d, stderr %q, %d records", r.status, r.stderr, len(recs))
	}
	if r := runUri(t, doc.String(), "links", "--url", "http://h/d/"); r.status == exitUsage || r.stdout == "" {
		t.Errorf("text: status %d, %d bytes out", r.status, len(r.stdout))
	}
}
