package main

import (
	"strings"
	"testing"
)

// Non-ASCII hosts: a host name is looked up in DNS by its IDNA A-label
// (RFC 3987 §3.1 recommends it; RFC 3492 Punycode: "münchen" is
// "xn--mnchen-3ya", "例え" is "xn--r8jz45g"), never by percent-encoded UTF-8.
func TestNonASCIIHosts(t *testing.T) {
	// parse names the ways out: --iri, uri iri, A-labels, and repair.
	r := runUri(t, "", "parse", "http://münchen.de/")
	if r.status != 1 || strings.Contains(r.stderr, "percent-encode") ||
		!strings.Contains(r.stderr, "IDNA A-labels") || !strings.Contains(r.stderr, "--iri") ||
		!strings.Contains(r.stderr, "uri iri") || !strings.Contains(r.stderr, `"http://xn--mnchen-3ya.de/"`) {
		t.Errorf("parse: %d %q", r.status, r.stderr)
	}
	if r := runUri(t, "", "parse", "--iri", "--format", "{host}", "http://münchen.de/"); r.status != 0 || r.stdout != "münchen.de\n" {
		t.Errorf("parse --iri: %d %q %q", r.status, r.stdout, r.stderr)
	}
	// edit --set host= writes the A-label; host:= takes the text as written.
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"edit", "--set", "host=例え.jp", "https://example.com/"}, "https://xn--r8jz45g.jp/\n"},
		{[]string{"edit", "--set", "host=München.de", "http://x/a"}, "http://xn--mnchen-3ya.de/a\n"},
		{[]string{"edit", "--set", "host:=%E4%BE%8B.jp", "https://x/"}, "https://%E4%BE%8B.jp/\n"},
		{[]string{"expand", "münchen.de"}, "http://xn--mnchen-3ya.de\n"},
		{[]string{"expand", "www.例え.jp/パス"}, "http://www.xn--r8jz45g.jp/%E3%83%91%E3%82%B9\n"},
	} {
		if r := runUri(t, "", tc.args...); r.status != 0 || r.stdout != tc.want || r.stderr != "" {
			t.Errorf("uri %q: %d %q %q; want %q", tc.args, r.status, r.stdout, r.stderr, tc.want)
		}
	}
	// A name IDNA refuses is a usage error naming it.
	if r := runUri(t, "", "edit", "--set", "host=a\u202eb.de", "http://x/"); r.status != 2 || !strings.Contains(r.stderr, "--set") {
		t.Errorf("bad IDNA: %d %q", r.status, r.stderr)
	}
}
