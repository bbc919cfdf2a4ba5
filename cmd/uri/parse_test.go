package main

import (
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
