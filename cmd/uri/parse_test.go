package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The record of RFC 3986's own examples. Expected components follow the
// grammar of RFC 3986 Appendix A and the split of Appendix B; the zone
// follows RFC 6874 §2 ("%25" introduces the ZoneID, which is decoded).
func TestParseJSONRecords(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want map[string]any
	}{
		{[]string{"http://user@[fe80::1%25en0]:8080/a/b?q#f"}, map[string]any{
			"input": "http://user@[fe80::1%25en0]:8080/a/b?q#f", "ok": true,
			"scheme": "http", "authority": "user@[fe80::1%25en0]:8080", "userinfo": "user",
			"host": "[fe80::1%25en0]", "host_type": "ipv6", "zone": "en0", "port": "8080",
			"path": "/a/b", "query": "q", "fragment": "f"}},
		// RFC 3986 §3: the example URI and its parts.
		{[]string{"foo://example.com:8042/over/there?name=ferret#nose"}, map[string]any{
			"input": "foo://example.com:8042/over/there?name=ferret#nose", "ok": true,
			"scheme": "foo", "authority": "example.com:8042", "userinfo": null,
			"host": "example.com", "host_type": "reg-name", "port": "8042",
			"path": "/over/there", "query": "name=ferret", "fragment": "nose"}},
		{[]string{"urn:example:animal:ferret:nose"}, map[string]any{
			"input": "urn:example:animal:ferret:nose", "ok": true, "scheme": "urn",
			"authority": null, "userinfo": null, "host": null, "host_type": null, "port": null,
			"path": "example:animal:ferret:nose", "query": null, "fragment": null}},
		// RFC 3986 §1.1.2 examples.
		{[]string{"ldap://[2001:db8::7]/c=GB?objectClass?one"}, map[string]any{
			"input": "ldap://[2001:db8::7]/c=GB?objectClass?one", "ok": true, "scheme": "ldap",
			"authority": "[2001:db8::7]", "userinfo": null, "host": "[2001:db8::7]", "host_type": "ipv6",
			"port": null, "path": "/c=GB", "query": "objectClass?one", "fragment": null}},
		{[]string{"telnet://192.0.2.16:80/"}, map[string]any{
			"input": "telnet://192.0.2.16:80/", "ok": true, "scheme": "telnet",
			"authority": "192.0.2.16:80", "userinfo": null, "host": "192.0.2.16", "host_type": "ipv4",
			"port": "80", "path": "/", "query": null, "fragment": null}},
		{[]string{"mailto:John.Doe@example.com"}, map[string]any{
			"input": "mailto:John.Doe@example.com", "ok": true, "scheme": "mailto",
			"authority": null, "userinfo": null, "host": null, "host_type": null,
			"port": null, "path": "John.Doe@example.com", "query": null, "fragment": null}},
		// Empty versus absent (§3.2: "foo://" has an empty authority; §3.2.1
		// "@" makes an empty userinfo; §3.2.3 ":" an empty port; §3.4, §3.5).
		{[]string{"foo://"}, map[string]any{
			"input": "foo://", "ok": true, "scheme": "foo", "authority": "", "userinfo": null,
			"host": "", "host_type": "reg-name", "port": null, "path": "", "query": null, "fragment": null}},
		{[]string{"http://@a:/b?#"}, map[string]any{
			"input": "http://@a:/b?#", "ok": true, "scheme": "http", "authority": "@a:", "userinfo": "",
			"host": "a", "host_type": "reg-name", "port": "", "path": "/b", "query": "", "fragment": ""}},
		// §3.2.2 IPvFuture.
		{[]string{"http://[v7.x:y]/"}, map[string]any{
			"input": "http://[v7.x:y]/", "ok": true, "scheme": "http", "authority": "[v7.x:y]", "userinfo": null,
			"host": "[v7.x:y]", "host_type": "ipvfuture", "port": null, "path": "/", "query": null, "fragment": null}},
		// §4.2 relative references with --ref; §5.4 examples.
		{[]string{"--ref", "../g?"}, map[string]any{
			"input": "../g?", "ok": true, "scheme": null, "authority": null, "userinfo": null,
			"host": null, "host_type": null, "port": null, "path": "../g", "query": "", "fragment": null}},
		{[]string{"--ref", ""}, map[string]any{
			"input": "", "ok": true, "scheme": null, "authority": null, "userinfo": null,
			"host": null, "host_type": null, "port": null, "path": "", "query": null, "fragment": null}},
		{[]string{"--ref", "//g"}, map[string]any{
			"input": "//g", "ok": true, "scheme": null, "authority": "g", "userinfo": null,
			"host": "g", "host_type": "reg-name", "port": null, "path": "", "query": null, "fragment": null}},
	} {
		r := runUri(t, "", append([]string{"parse", "--json"}, tc.args...)...)
		if r.status != 0 || r.stderr != "" {
			t.Errorf("%q: status %d, stderr %q", tc.args, r.status, r.stderr)
		}
		recs := jsonRecords(t, r.stdout)
		if len(recs) != 1 {
			t.Fatalf("%q: %d records, want 1: %s", tc.args, len(recs), r.stdout)
		}
		checkRecord(t, recs[0], tc.want)
	}
}

// The JSON keys come in CLI.md's order.
func TestParseJSONKeyOrder(t *testing.T) {
	r := runUri(t, "", "parse", "--json", "http://[fe80::1%25en0]/", "http://a/", "http://a/ x")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	want := []string{
		"input ok scheme authority userinfo host host_type zone port path query fragment",
		"input ok scheme authority userinfo host host_type port path query fragment",
		"input ok error offset",
	}
	if len(lines) != len(want) {
		t.Fatalf("got %d lines, want %d: %s", len(lines), len(want), r.stdout)
	}
	for i, l := range lines {
		if got := strings.Join(jsonKeys(t, l), " "); got != want[i] {
			t.Errorf("line %d keys %q, want %q", i+1, got, want[i])
		}
	}
}

// The RFC 3986 and RFC 6874 rows of the public parse vectors
// (testdata/parse_rfc.jsonl, copied from shared/testdata/parse.jsonl), fed
// through --json-input in one run per rule: every row gives one record, in
// order, with the validity and the components the row states.
func TestParseVectors(t *testing.T) {
	byRule := map[string][]map[string]any{}
	readJSONL(t, "testdata/parse_rfc.jsonl", func(line []byte) {
		var row map[string]any
		if err := json.Unmarshal(line, &row); err != nil {
			t.Fatal(err)
		}
		byRule[row["as"].(string)] = append(byRule[row["as"].(string)], row)
	})
	for rule, rows := range byRule {
		args := []string{"parse", "--json-input", "--json"}
		switch rule {
		case "uri":
		case "uri-reference", "relative-ref":
			args = append(args, "--ref")
		default:
			t.Errorf("rule %q not handled", rule)
			continue
		}
		var stdin strings.Builder
		for _, row := range rows {
			q, _ := json.Marshal(row["input"])
			stdin.Write(q)
			stdin.WriteByte('\n')
		}
		r := runUri(t, stdin.String(), args...)
		recs := jsonRecords(t, r.stdout)
		if len(recs) != len(rows) {
			t.Fatalf("%s: %d records for %d rows", rule, len(recs), len(rows))
		}
		for i, row := range rows {
			rec := recs[i]
			if rec["input"] != row["input"] || rec["ok"] != row["valid"] {
				t.Errorf("%s (%s): record %v, want valid=%v", row["input"], row["source"], rec, row["valid"])
				continue
			}
			if rule == "relative-ref" && rec["scheme"] != nil {
				t.Errorf("%s: relative-ref with a scheme", row["input"])
			}
			for _, k := range []string{"scheme", "authority", "userinfo", "host", "host_type", "port", "path", "query", "fragment"} {
				if w, stated := row[k]; stated && rec[k] != w {
					t.Errorf("%s (%s): %s = %#v, want %#v", row["input"], row["source"], k, rec[k], w)
				}
			}
		}
	}
}

// Dialects change the grammar, not the record: RFC 1738 §5 has no IP
// literals, and its hostport needs a host (seed 002).
func TestParseDialect(t *testing.T) {
	r := runUri(t, "", "parse", "--json", "--dialect", "rfc1738", "http://[::1]/", "ftp://ftp.example.com/a;type=d")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 2 || recs[0]["ok"] != false || recs[1]["ok"] != true || recs[1]["host"] != "ftp.example.com" {
		t.Errorf("status %d: %s", r.status, r.stdout)
	}
	if r := runUri(t, "", "parse", "--dialect=rfc3986", "--json", "http://[::1]/"); r.status != 0 {
		t.Errorf("rfc3986 IPv6: %d %s", r.status, r.stdout)
	}
}

// Text output shows absent and empty apart, and quotes what could be
// misread.
func TestParseText(t *testing.T) {
	r := runUri(t, "", "parse", "--ref", "//@:", "http://a/%0A")
	want := `//@:
  scheme     (absent)
  authority  @:
  userinfo   (empty)
  host       (empty)  (reg-name)
  port       (empty)
  path       (empty)
  query      (absent)
  fragment   (absent)

http://a/%0A
  scheme     http
  authority  a
  userinfo   (absent)
  host       a  (reg-name)
  port       (absent)
  path       /%0A
  query      (absent)
  fragment   (absent)
`
	if r.stdout != want || r.status != 0 {
		t.Errorf("status %d, got\n%s\nwant\n%s", r.status, r.stdout, want)
	}
	// An input with a control character (via --json-input) fails; its
	// error line is labelled with its line number.
	r = runUri(t, `"http://a/\tb"`+"\n", "parse", "--json-input")
	if r.status != 1 || r.stdout != "" || !strings.HasPrefix(r.stderr, "line 1: uri: ") {
		t.Errorf("status %d: %q %q", r.status, r.stdout, r.stderr)
	}
}

// A host name typed without a scheme names uri expand in its error, as
// the note on "localhost:3000" does (issue #39); a path or text that
// expand cannot complete gets no such hint.
func TestParseNamesExpand(t *testing.T) {
	r := runUri(t, "", "parse", "example.com/path", "www.example.com/a", "/just/path", "exa mple.com", "g")
	want := []string{
		`(a host name without a scheme? uri expand gives http://example.com/path)`,
		`(a host name without a scheme? uri expand gives http://www.example.com/a)`,
	}
	lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
	if r.status != 1 || len(lines) != 5 {
		t.Fatalf("%+v", r)
	}
	for i, w := range want {
		if !strings.HasSuffix(lines[i], w) {
			t.Errorf("line %d: %q, want it to end %q", i+1, lines[i], w)
		}
	}
	for _, l := range lines[2:] {
		if strings.Contains(l, "uri expand") {
			t.Errorf("%q: a hint where expand cannot complete", l)
		}
	}
	// --ref reads it as a relative reference: no error at all.
	if r := runUri(t, "", "parse", "--ref", "example.com/path"); r.status != 0 {
		t.Errorf("--ref: %+v", r)
	}
}
