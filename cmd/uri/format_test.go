package main

import (
	"strings"
	"testing"
)

func TestParseFormat(t *testing.T) {
	for _, tc := range []struct {
		format, input, want string
	}{
		// RFC 3986 §3's example URI.
		{"{scheme}|{authority}|{host}|{port}|{path}|{query}|{fragment}", "foo://example.com:8042/over/there?name=ferret#nose",
			"foo|example.com:8042|example.com|8042|/over/there|name=ferret|nose"},
		// Absent components are empty; {url} is the input.
		{"[{authority}][{port}][{query}][{fragment}][{url}]", "urn:example:animal:ferret:nose", "[][][][][urn:example:animal:ferret:nose]"},
		// Decoded and as written.
		{"{user}/{password}/{:user}/{:password}/{userinfo}", "ftp://a%20b:p%3Aw:x@h/", "a b/p:w:x/a%20b/p%3Aw:x/a b:p:w:x"},
		{"{host} {:host} {hostname} {:hostname}", "http://b%C3%BCcher.example/", "bücher.example b%C3%BCcher.example bücher.example b%C3%BCcher.example"},
		// {hostname} is what uri.URI.Hostname gives: no zone (RFC 6874 §2:
		// the zone is no part of the address); {zone} gives it.
		{"{host} {:host} {hostname} {:hostname} {zone} {:zone}", "http://[fe80::1%25en0]/", "[fe80::1%25en0] [fe80::1%25en0] fe80::1 fe80::1 en0 en0"},
		{"{hostname}|{zone}|{:zone}", "http://[fe80::1%25%65th0]/", "fe80::1|eth0|%65th0"},
		{"{zone}", "http://example.com/", ""},
		{"{hostname}", "http://[v7.x]/", "v7.x"},
		{"{path} {:path} {query} {:query} {fragment} {:fragment}", "x:/a%2Fb?c%3Dd#e%23f", "/a/b /a%2Fb c=d c%3Dd e#f e%23f"},
		// Default ports from the scheme registry (RFC 9110 §4.2.1, §4.2.2,
		// RFC 1738 §3.2); an empty port counts as none; no default, empty.
		{"{default:port}", "http://a/", "80"},
		{"{default:port}", "https://a:/", "443"},
		{"{default:port}", "ftp://a:2121/", "2121"},
		{"{default:port}", "foo://a/", ""},
		// Query parameters: the first value, all values, decoded or not;
		// "+" is itself (RFC 3986); a missing one is empty.
		{"{query:a}|{:query:a}|{query-all:a}|{:query-all:a}|{query:b}|{query:zz}", "http://h/?a=1%202&b=x+y&a=3&a",
			"1 2|1%202|1 2 3 |1%202 3 |x+y|"},
		{"{{{host}}} }}{{", "http://h/", "{h} }{"},
		{"plain", "http://h/", "plain"},
	} {
		r := runUri(t, "", "parse", "--format", tc.format, tc.input)
		if r.status != 0 || r.stdout != tc.want+"\n" || r.stderr != "" {
			t.Errorf("--format %q %q: %d %q %q, want %q", tc.format, tc.input, r.status, r.stdout, r.stderr, tc.want)
		}
	}
	// One line per input, an empty one for a failed input (its error on
	// stderr), so that output lines match input lines; blank lines and
	// comments of a file skipped: they cannot be URIs.
	r := runUri(t, "http://a/\n\nhttp://b c/\n# c\nhttps://d\n", "parse", "--format", "{host}")
	if r.status != 1 || r.stdout != "a\n\nd\n" || !strings.HasPrefix(r.stderr, "line 3: uri: ") {
		t.Errorf("stdin: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// --ref and a relative reference.
	if r := runUri(t, "", "parse", "--ref", "--format", "[{scheme}][{path}]", "../g"); r.stdout != "[][../g]\n" {
		t.Errorf("--ref: %q", r.stdout)
	}
	for _, f := range []string{"{nope}", "{host", "a}b", "{:default:nope}", "{}"} {
		if r := runUri(t, "", "parse", "--format", f, "http://a/"); r.status != 2 || r.stdout != "" || !strings.Contains(r.stderr, "--format") {
			t.Errorf("--format %q: %d %q %q", f, r.status, r.stdout, r.stderr)
		}
	}
	if r := runUri(t, "", "parse", "--format", "{host}", "--json", "http://a/"); r.status != 2 {
		t.Errorf("--format with --json: %d %q", r.status, r.stdout)
	}
}

// "+" in a query parameter is a plus sign under RFC 3986 (§3.4 gives it no
// meaning) and a space under application/x-www-form-urlencoded (WHATWG URL
// §5.1, as HTML forms write it): parse --form reads it as the latter, as
// query --form does, in {query:NAME} and {query-all:NAME} only.
func TestFormatForm(t *testing.T) {
	u := "https://www.google.com/search?q=rfc+3986&q=a%2Bb+c&x=1+1"
	for _, tc := range []struct {
		args []string
		out  string
	}{
		{[]string{"--format", "{query:q}"}, "rfc+3986\n"},
		{[]string{"--form", "--format", "{query:q}"}, "rfc 3986\n"},
		{[]string{"--form", "--format", "{query-all:q}|{:query:q}|{query}"}, "rfc 3986 a+b c|rfc+3986|q=rfc+3986&q=a+b+c&x=1+1\n"},
	} {
		r := runUri(t, "", append(append([]string{"parse"}, tc.args...), u)...)
		if r.status != 0 || r.stdout != tc.out || r.stderr != "" {
			t.Errorf("uri parse %q: %d %q %q; want %q", tc.args, r.status, r.stdout, r.stderr, tc.out)
		}
	}
	if r := runUri(t, "", "parse", "--form", u); r.status != 2 {
		t.Errorf("--form without --format: status %d", r.status)
	}
}
