package main

import (
	"slices"
	"testing"
)

func TestQueryCommand(t *testing.T) {
	// RFC 3986 §3's example URI has one parameter.
	r := runUri(t, "", "query", "--json", "foo://example.com:8042/over/there?name=ferret#nose")
	if r.status != 0 || r.stdout != `{"input":"foo://example.com:8042/over/there?name=ferret#nose","ok":true,"params":[{"key":"name","value":"ferret"}]}`+"\n" {
		t.Errorf("§3: %d %q", r.status, r.stdout)
	}
	if keys := jsonKeys(t, r.stdout); !slices.Equal(keys, []string{"input", "ok", "params"}) {
		t.Errorf("keys %q", keys)
	}
	// Text: a block per input, errors on stderr; a reference is accepted,
	// the empty reference too (an empty line: no parameters, an empty block).
	r = runUri(t, "?a=1&b\nhttp://h:8x/?x=1\n\nhttp://h/?c=%20\n", "query")
	if r.status != 1 || r.stdout != "a=1\nb\n\n\nc= \n" || r.stderr != "line 2: uri: invalid character 'x' at offset 10 in port: a port is decimal digits only\n" {
		t.Errorf("text: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// --json: an error record, and nothing skipped.
	r = runUri(t, "http://a b/\n\n", "query", "--json")
	if recs := jsonRecords(t, r.stdout); len(recs) != 2 || recs[0]["ok"] != false || recs[1]["ok"] != true {
		t.Errorf("json: %q", r.stdout)
	}
}
