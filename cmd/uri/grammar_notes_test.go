package main

import (
	"slices"
	"strings"
	"testing"
)

// Where RFC 3986's grammar accepts what a user rarely means, the human
// output says so while the record stays the grammar's: "localhost:3000" is
// the scheme "localhost" and the path "3000" (§3.1: a scheme is ALPHA *(
// ALPHA / DIGIT / "+" / "-" / "." )), and port 65536 is digits (§3.2.3:
// port = *DIGIT) though no TCP or UDP port (16 bits). edit refuses such a
// port outright.
func TestGrammarNotes(t *testing.T) {
	r := runUri(t, "", "parse", "localhost:3000")
	if r.status != 0 || !strings.Contains(r.stdout, "  scheme     localhost  (a host and a port without a scheme? uri expand gives http://localhost:3000)\n") {
		t.Errorf("localhost:3000: %d %q", r.status, r.stdout)
	}
	r = runUri(t, "", "parse", "http://example.com:65536/")
	if r.status != 0 || !strings.Contains(r.stdout, "  port       65536  (out of range: RFC 3986 allows any digits, but ports are 0 to 65535)\n") {
		t.Errorf("port 65536: %d %q", r.status, r.stdout)
	}
	// No note where there is nothing to say: a registered scheme, a port in range.
	for _, in := range []string{"urn:123", "tel:911", "http://example.com:65535/", "mailto:a@b"} {
		if r := runUri(t, "", "parse", in); strings.Contains(r.stdout, "(a host") || strings.Contains(r.stdout, "out of range") {
			t.Errorf("%s: %q", in, r.stdout)
		}
	}
	// The JSON record is the grammar's, unchanged.
	r = runUri(t, "", "parse", "--json", "localhost:3000", "http://h:65536/")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 2 || recs[0]["scheme"] != "localhost" || recs[0]["path"] != "3000" || recs[1]["port"] != "65536" ||
		!slices.Equal(jsonKeys(t, r.stdout), []string{"input", "ok", "scheme", "authority", "userinfo", "host", "host_type", "port", "path", "query", "fragment"}) {
		t.Errorf("json: %s", r.stdout)
	}
	// edit: a port no client can use is refused; the largest one is not.
	if r := runUri(t, "", "edit", "--set", "port=99999", "http://h/"); r.status != 2 || !strings.Contains(r.stderr, "0 to 65535") {
		t.Errorf("edit --set port=99999: %d %q %q", r.status, r.stdout, r.stderr)
	}
	if r := runUri(t, "", "edit", "--set", "port=65535", "http://h/"); r.status != 0 || r.stdout != "http://h:65535/\n" {
		t.Errorf("edit --set port=65535: %d %q %q", r.status, r.stdout, r.stderr)
	}
}
