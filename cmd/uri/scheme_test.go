package main

import (
	"encoding/json"
	"fmt"
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

// Schemes as people write them today: mailto by RFC 6068 (§2: addresses
// separated by ",", header fields after "?"; its §6 examples), file by RFC
// 8089 (§2: "file:/etc/hosts" is a local-path), RFC 1738's readings with
// --rfc1738; and RFC 1738 §5's host rule held for ftp, telnet and the
// others (no "_", no label starting or ending with "-", a last label
// starting with a letter, four parts to a dotted number).
func TestSchemesToday(t *testing.T) {
	r := runUri(t, "", "scheme", "--json", "mailto:joe@example.com?subject=hi", "mailto:a@x.example,b@y.example",
		"mailto:joe@example.com?cc=bob@example.com&body=hello", "file:/etc/hosts", "file:///etc/hosts")
	recs := jsonRecords(t, r.stdout)
	if r.status != 0 || len(recs) != 5 {
		t.Fatalf("%d %s %s", r.status, r.stdout, r.stderr)
	}
	f := func(i int) map[string]any { return recs[i]["fields"].(map[string]any) }
	if f(0)["address"] != "joe@example.com" || fmt.Sprint(f(0)["headers"]) != "[map[name:subject value:hi]]" ||
		fmt.Sprint(f(1)["addresses"]) != "[a@x.example b@y.example]" ||
		fmt.Sprint(f(2)["headers"]) != "[map[name:cc value:bob@example.com] map[name:body value:hello]]" ||
		f(3)["host"] != nil || f(3)["path"] != "/etc/hosts" || f(4)["host"] != "" {
		t.Errorf("today's syntax: %s", r.stdout)
	}
	// RFC 6068 §6.1: "using "?" twice, is incorrect"; the older dialect.
	if r := runUri(t, "", "scheme", "mailto:joe@example.com?cc=bob@example.com?body=hello"); r.status != 1 {
		t.Errorf("two ?: %d %q", r.status, r.stderr)
	}
	r = runUri(t, "", "scheme", "--rfc1738", "--json", "mailto:joe@example.com?subject=hi", "file:/etc/hosts")
	if recs := jsonRecords(t, r.stdout); r.status != 1 || recs[0]["fields"].(map[string]any)["address"] != "joe@example.com?subject=hi" || recs[1]["ok"] != false {
		t.Errorf("--rfc1738: %d %s", r.status, r.stdout)
	}
	for _, in := range []string{"ftp://a_b.example/", "telnet://-a.example/", "ftp://a-.example/", "telnet://host.123/",
		"ftp://1.2.3/", "gopher://x_y/", "http://bad_host.example/", "wais://a..b/db", "nntp://h.1/g"} {
		if r := runUri(t, "", "scheme", in); r.status != 1 || !strings.Contains(r.stderr, "RFC 1738 §5 host") {
			t.Errorf("%s: %d %q", in, r.status, r.stderr)
		}
	}
	for _, in := range []string{"ftp://128.141.201.74/", "telnet://a-b.example/", "ftp://[2001:db8::1]/", "telnet://3com.com/"} {
		if r := runUri(t, "", "scheme", in); r.status != 0 {
			t.Errorf("%s: %d %q", in, r.status, r.stderr)
		}
	}
}
