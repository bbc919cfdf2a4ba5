package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// uri repair and uri iri over standard input: one record per line, in
// order, none dropped or merged, errors as records with their offsets.
func TestRepairRecords(t *testing.T) {
	in := "http://a/b c\nhttp://ok/\n\nhttp://f:x/\n\thttp://b\u00fccher.example/\n"
	r := runUri(t, in, "repair", "--json")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 5 || r.status != exitFail {
		t.Fatalf("%d records, status %d: %s", len(recs), r.status, r.stdout)
	}
	want := []struct {
		ok      bool
		result  string
		repairs int
	}{{true, "http://a/b%20c", 1}, {true, "http://ok/", 0}, {true, "", 0}, {false, "", 0}, {true, "http://xn--bcher-kva.example/", 2}}
	for i, w := range want {
		if recs[i]["ok"] != w.ok {
			t.Errorf("record %d: %v", i, recs[i])
			continue
		}
		if !w.ok {
			if recs[i]["offset"] == nil || !strings.Contains(recs[i]["error"].(string), "port") {
				t.Errorf("record %d: %v", i, recs[i])
			}
			continue
		}
		reps, isList := recs[i]["repairs"].([]any) // [] for no repairs, never null
		if recs[i]["result"] != w.result || !isList || len(reps) != w.repairs {
			t.Errorf("record %d: %v", i, recs[i])
		}
	}
	// Text output: the results bare, one line per input line (the empty
	// line is the empty reference; the line that fails is an empty line),
	// the problem reported on standard error with its line number.
	r = runUri(t, in, "repair")
	if r.stdout != "http://a/b%20c\nhttp://ok/\n\n\nhttp://xn--bcher-kva.example/\n" ||
		!strings.HasPrefix(r.stderr, "line 4: repair: port \"x\" is not a number at offset 9") {
		t.Errorf("text output %q, stderr %q", r.stdout, r.stderr)
	}
}

func TestIRIRecords(t *testing.T) {
	r := runUri(t, "", "iri", "--json", "mailto:\u00e9@example.org", "http://[::1]/\u00e9", "http://a b/")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 3 || r.status != exitFail {
		t.Fatalf("%d records, status %d: %s", len(recs), r.status, r.stdout)
	}
	if recs[0]["uri"] != "mailto:%C3%A9@example.org" || recs[0]["host_ascii"] != nil || recs[0]["host_unicode"] != nil {
		t.Errorf("record 0: %v", recs[0])
	}
	if recs[1]["uri"] != "http://[::1]/%C3%A9" || recs[1]["iri"] != "http://[::1]/\u00e9" || recs[1]["host_ascii"] != "[::1]" {
		t.Errorf("record 1: %v", recs[1])
	}
	if recs[2]["ok"] != false || recs[2]["offset"] == nil {
		t.Errorf("record 2: %v", recs[2])
	}
	r = runUri(t, "", "parse", "--iri", "--json", "http://\u00e9/")
	if recs := jsonRecords(t, r.stdout); len(recs) != 1 || recs[0]["host"] != "\u00e9" || r.status != exitOK {
		t.Errorf("parse --iri: %s", r.stdout)
	}
	if r := runUri(t, "", "parse", "--json", "http://\u00e9/"); r.status != exitFail {
		t.Errorf("parse without --iri accepted an IRI: %s", r.stdout)
	}
}

// Issue #26 point 6 and issue #27 points 6 and 7 end to end: a host or
// port no client can use is an error record; the slashes before a special
// URL's host become "//", so repair then inspect still refuses what a
// browser would fetch inside; a record lists at most 1,000 repairs and
// counts the rest.
func TestRepairHostsSlashesBounds(t *testing.T) {
	r := runUri(t, "", "repair", "--json", "https://ex ample.com/", "http://exa<mple.com/", "https://example.com:65536/")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 3 {
		t.Fatalf("status %d: %s", r.status, r.stdout)
	}
	for i, off := range []int{10, 10, 20} {
		if recs[i]["ok"] != false || recs[i]["offset"].(json.Number).String() != strconv.Itoa(off) {
			t.Errorf("record %d: %v", i, recs[i])
		}
	}
	for in, want := range map[string]string{`http://\127.0.0.1`: "http://127.0.0.1", `/\/127.0.0.1/`: "//127.0.0.1/",
		"https:///[::1]/": "https://[::1]/", "http:[::1]": "http://[::1]"} {
		r := runUri(t, "", "repair", in)
		if got := strings.TrimSuffix(r.stdout, "\n"); got != want {
			t.Errorf("repair %q = %q, want %q", in, got, want)
		}
		if r := runUri(t, "", "inspect", want); r.status != 1 {
			t.Errorf("inspect %q: status %d", want, r.status)
		}
	}
	r = runUri(t, strings.Repeat(":", 5000)+"\n", "repair", "--json")
	recs = jsonRecords(t, r.stdout)
	if len(recs) != 1 || len(recs[0]["repairs"].([]any)) != 1000 || recs[0]["repairs_omitted"].(json.Number).String() != "4000" {
		t.Errorf("5,000 repairs: %d bytes, %v", len(r.stdout), recs[0]["repairs_omitted"])
	}
}
