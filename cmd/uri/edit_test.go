package main

import (
	"fmt"
	"strings"
	"testing"
)

func TestEdit(t *testing.T) {
	for _, tc := range []struct {
		args []string
		in   string
		want string // "" for an error record
	}{
		// Untouched bytes stay as written: "%7e" is not normalized, the
		// case of the scheme is kept.
		{[]string{"--set", "fragment=x"}, "HTTP://a/%7e?q=%41", "HTTP://a/%7e?q=%41#x"},
		{[]string{"--set", "scheme=https"}, "http://a/", "https://a/"},
		{[]string{"--set", "scheme=1x"}, "http://a/", ""}, // RFC 3986 §3.1: a scheme begins with a letter
		{[]string{"--set", "host=b c"}, "http://a/", "http://b%20c/"},
		{[]string{"--set", "host=::1"}, "http://a/", "http://[::1]/"},
		{[]string{"--set", "host:=[::1]"}, "http://a:80/", "http://[::1]:80/"},
		{[]string{"--set", "host:=a b"}, "http://a/", ""},
		{[]string{"--set", "host=h"}, "a/b", "//h/a/b"}, // RFC 3986 §3.3: "/" before the path
		{[]string{"--set", "port=8080"}, "http://a/", "http://a:8080/"},
		{[]string{"--set", "port=x"}, "http://a/", ""},
		{[]string{"--set", "user=a:b"}, "ftp://u:p@h/", "ftp://a%3Ab:p@h/"},
		{[]string{"--set", "password=p w"}, "ftp://u@h/", "ftp://u:p%20w@h/"},
		{[]string{"--set", "userinfo=x@y"}, "ftp://h/", "ftp://x%40y@h/"},
		{[]string{"--set", "path=/a b/c"}, "http://h/x?q", "http://h/a%20b/c?q"},
		{[]string{"--set", "path:=/a%2Fb"}, "http://h/x", "http://h/a%2Fb"},
		{[]string{"--set", "path:=a"}, "http://h/x", ""}, // §3.3: after an authority a path begins with "/"
		{[]string{"--set", "query=a=1&b=c d"}, "http://h/", "http://h/?a=1&b=c%20d"},
		{[]string{"--set", "query:=a%26b"}, "http://h/", "http://h/?a%26b"},
		{[]string{"--set", "query:=a b"}, "http://h/", ""},
		{[]string{"--append", "path=x"}, "http://h", "http://h/x"},
		{[]string{"--append", "path=x"}, "http://h/a/", "http://h/a/x"},
		{[]string{"--append", "path=x y/z"}, "http://h/a", "http://h/a/x%20y%2Fz"},
		{[]string{"--append", "path=a:b"}, "", "a%3Ab"}, // §4.2: a ":" in the first segment
		{[]string{"--append", "query=k=v=w"}, "http://h/?a", "http://h/?a&k=v%3Dw"},
		{[]string{"--append", "query=flag"}, "http://h/", "http://h/?flag"},
		{[]string{"--remove", "scheme"}, "http://h/p", "//h/p"},
		{[]string{"--remove", "host"}, "http://u@h:1/p", "http:/p"},
		{[]string{"--remove", "port"}, "http://h:80/", "http://h/"},
		{[]string{"--remove", "user"}, "ftp://u:p@h/", "ftp://:p@h/"},
		{[]string{"--remove", "password"}, "ftp://u:p@h/", "ftp://u@h/"},
		{[]string{"--remove", "userinfo"}, "ftp://u:p@h/", "ftp://h/"},
		{[]string{"--remove", "path"}, "http://h/p?q", "http://h?q"},
		{[]string{"--remove", "query", "--remove", "fragment"}, "http://h/?q#f", "http://h/"},
		{[]string{"--remove-param", "a"}, "http://h/?a=1&b=2&a", "http://h/?b=2"},
		{[]string{"--remove-param", "a b"}, "http://h/?a%20b=1&a+b=2", "http://h/?a+b=2"},
		{[]string{"--keep-param", "b", "--keep-param", "c"}, "http://h/?a=1&c=3&b=2&d", "http://h/?c=3&b=2"},
		{[]string{"--sort-query"}, "http://h/?b=1&a=2&b=0", "http://h/?a=2&b=1&b=0"},
		// Edits apply in order.
		{[]string{"--append", "query=b=1", "--sort-query"}, "http://h/?c", "http://h/?b=1&c"},
		{[]string{"--sort-query", "--append", "query=b=1"}, "http://h/?c", "http://h/?c&b=1"},
		// Building from the empty reference.
		{[]string{"--set", "scheme=https", "--set", "host=example.org", "--append", "path=a"}, "", "https://example.org/a"},
		{[]string{"--set", "path=a:b"}, "", "a%3Ab"},
	} {
		args := append([]string{"edit", "--json"}, tc.args...)
		r := runUri(t, "", append(args, "--", tc.in)...)
		recs := jsonRecords(t, r.stdout)
		if len(recs) != 1 {
			t.Fatalf("%q %q: %q %q", tc.args, tc.in, r.stdout, r.stderr)
		}
		switch {
		case tc.want == "" && (recs[0]["ok"] != false || r.status != 1):
			t.Errorf("%q %q: %v, want an error record", tc.args, tc.in, recs[0])
		case tc.want != "" && (recs[0]["result"] != tc.want || r.status != 0):
			t.Errorf("%q %q: %v, want %q", tc.args, tc.in, recs[0], tc.want)
		}
		// An error record names the flag, and its offset is null (the
		// offset is in the flag's value, not in the input).
		if tc.want == "" && (!strings.HasPrefix(recs[0]["error"].(string), "--") || recs[0]["offset"] != nil) {
			t.Errorf("%q %q: error record %v", tc.args, tc.in, recs[0])
		}
	}
	// An input that is not a reference is an error with its offset.
	r := runUri(t, "", "edit", "--json", "--set", "port=1", "http://a b/")
	if recs := jsonRecords(t, r.stdout); len(recs) != 1 || fmt.Sprint(recs[0]["offset"]) != "8" {
		t.Errorf("bad input: %q", r.stdout)
	}
	for _, args := range [][]string{
		{"edit", "http://a/"},
		{"edit", "--set", "nope=1", "http://a/"},
		{"edit", "--set", "host", "http://a/"},
		{"edit", "--set", "user:=a:b", "http://a/"},
		{"edit", "--remove", "authority", "http://a/"},
		{"edit", "--append", "fragment=x", "http://a/"},
	} {
		if r := runUri(t, "", args...); r.status != 2 || r.stdout != "" {
			t.Errorf("%q: %d %q %q, want a usage error", args, r.status, r.stdout, r.stderr)
		}
	}
}

// --remove-param takes a glob, as trurl's --qtrim does: "utm_*" removes
// utm_source and utm_medium and leaves the rest in order; without "*" the
// key is matched exactly.
func TestRemoveParamGlob(t *testing.T) {
	for _, tc := range []struct{ k, in, want string }{
		{"utm_*", "https://e.example/p?utm_source=mail&id=7&utm_medium=x&utm=1", "https://e.example/p?id=7&utm=1"},
		{"*_id", "http://h/?a_id=1&b=2&id=3&c_id=4", "http://h/?b=2&id=3"},
		{"*", "http://h/?a=1&b=2#f", "http://h/#f"},
		{"a*b*c", "http://h/?abc=1&aXbYc=2&acb=3&ab=4", "http://h/?acb=3&ab=4"},
		{"utm_source", "http://h/?utm_source=1&utm_sourcex=2", "http://h/?utm_sourcex=2"},
		{"x*", "http://h/?%78y=1&z=2", "http://h/?z=2"}, // keys are matched decoded
	} {
		r := runUri(t, "", "edit", "--remove-param", tc.k, tc.in)
		if r.status != 0 || r.stdout != tc.want+"\n" {
			t.Errorf("--remove-param %q %s: %d %q %q, want %q", tc.k, tc.in, r.status, r.stdout, r.stderr, tc.want)
		}
	}
	for _, tc := range []struct {
		p, s string
		ok   bool
	}{{"", "", true}, {"", "a", false}, {"*", "", true}, {"a*", "a", true}, {"*a", "ba", true}, {"*a", "ab", false},
		{"a*a", "aaa", true}, {"**", "x", true}, {"a*b", "acbcb", true}, {"a*b", "acbc", false}} {
		if globMatch(tc.p, tc.s) != tc.ok {
			t.Errorf("globMatch(%q, %q) != %v", tc.p, tc.s, tc.ok)
		}
	}
}
