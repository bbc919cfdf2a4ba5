package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// uri scheme over --json-input: one record per line, in order, errors with
// the offset of the scheme rule that failed (CLI.md, "uri scheme").
func TestSchemeRecords(t *testing.T) {
	in := strings.Join([]string{
		`"ftp://myname@host.dom//etc/motd"`,
		`"nntp://news.example.org/comp.lang.go/12a"`,
		`"gopher://host/0sel\tx"`,
		`"<URL:ftp://h/x>"`,
		`42`,
	}, "\n") + "\n"
	r := runUri(t, in, "scheme", "--json", "--json-input")
	if r.status != exitFail || r.stderr != "" {
		t.Fatalf("status %d, stderr %q", r.status, r.stderr)
	}
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 5 {
		t.Fatalf("%d records: %s", len(recs), r.stdout)
	}
	f := recs[0]["fields"].(map[string]any)
	if recs[0]["ok"] != true || f["port"] != json.Number("21") || f["password"] != nil || len(f["commands"].([]any)) != 3 {
		t.Errorf("record 1: %v", recs[0])
	}
	// RFC 1738 §5: digits; "a" is at offset 39.
	if recs[1]["ok"] != false || recs[1]["offset"] != json.Number("39") || !strings.Contains(recs[1]["error"].(string), "in digits") {
		t.Errorf("record 2: %v", recs[1])
	}
	// A raw tab is the generic parser's error, at offset 18.
	if recs[2]["ok"] != false || recs[2]["offset"] != json.Number("18") {
		t.Errorf("record 3: %v", recs[2])
	}
	// The wrapper needs --lenient.
	if recs[3]["ok"] != false {
		t.Errorf("record 4: %v", recs[3])
	}
	if recs[4]["ok"] != false || recs[4]["input"] != "42" {
		t.Errorf("record 5: %v", recs[4])
	}
	r = runUri(t, "<URL:ftp://h/x>\n", "scheme", "--lenient", "--json")
	if recs := jsonRecords(t, r.stdout); r.status != exitOK || len(recs) != 1 || recs[0]["scheme"] != "ftp" {
		t.Errorf("--lenient: %d %s", r.status, r.stdout)
	}
}
