package whatwg

import (
	"strings"
	"testing"
)

// A URL's layout is the writer's input: writing the layout of any URL
// gives the URL back.
func TestLayoutRoundTrip(t *testing.T) {
	var inputs []string
	for _, c := range loadWPT(t, "urltestdata.json") {
		if _, fails := c["failure"]; !fails {
			inputs = append(inputs, c["input"].(string))
		}
	}
	inputs = append(inputs, "sc:a?q", "sc:a#f", "sc:a?q#f", "http://a/?#", "http://u:p@a:1/?q#f")
	n := 0
	for _, s := range inputs {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		n++
		l := u.layout()
		if v := l.url(u.Href()); v != u {
			t.Errorf("%q: layout %+v writes %+v, want %+v", s, l, v, u)
		}
	}
	if n < 400 {
		t.Errorf("only %d URLs", n)
	}
}

// The check refuses a URL whose offsets do not describe its href: each
// field of good URLs set wrong, one at a time.
func TestLayoutCheckRefuses(t *testing.T) {
	bad := func(s string, edit func(*URL)) URL {
		u, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := u.check(); err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		edit(&u)
		return u
	}
	for name, u := range map[string]URL{
		"a # in the query":          bad("http://a/?q#f", func(u *URL) { u.fragStart = uint32(len(u.href)) }),
		"a # at the query's start":  bad("http://a/?#f", func(u *URL) { u.fragStart = uint32(len(u.href)) }),
		"no ? at the query":         bad("http://a/b", func(u *URL) { u.queryStart = u.pathStart }),
		"no # at the fragment":      bad("http://a/b", func(u *URL) { u.queryStart, u.fragStart = u.pathStart+1, u.pathStart+1 }),
		"port 0 of a file URL":      bad("file://h/", func(u *URL) { u.port = 0 }),
		"port text":                 bad("http://a:8/", func(u *URL) { u.port = 9 }),
		"a default port":            bad("http://a:8/", func(u *URL) { u.port = 80 }),
		"port without text":         bad("http://a/", func(u *URL) { u.port = 0 }),
		"upper-case domain":         bad("http://a/", func(u *URL) { u.href = strings.Replace(u.href, "a", "A", 1) }),
		"an opaque path with host":  bad("http://a/", func(u *URL) { u.opaque = true }),
		"kind of host":              bad("http://a/", func(u *URL) { u.hostKind = HostIPv4 }),
		"kind of scheme":            bad("http://a/", func(u *URL) { u.scheme = schemeHTTPS }),
		"offsets out of order":      bad("http://a/", func(u *URL) { u.hostEnd = u.pathStart + 1 }),
		"null host with offsets":    bad("sc:/a", func(u *URL) { u.hostStart++ }),
		"credentials without @":     bad("http://u@a/", func(u *URL) { u.hostStart-- }),
		"a non-ASCII byte":          bad("http://a/b", func(u *URL) { u.href = u.href[:len(u.href)-1] + "\xff" }),
		"/. without an empty first": bad("sc:/.//a", func(u *URL) { u.href = "sc:/./xa" }),
	} {
		if err := u.check(); err == nil {
			t.Errorf("%s: check passes %+v", name, u)
		}
	}
	if err := (URL{}).check(); err != nil {
		t.Errorf("zero URL: %v", err)
	}
	if err := (URL{port: 1}).check(); err == nil {
		t.Error("an empty href with offsets passes")
	}
}

// An href longer than the builder's array goes to a buffer from the pool
// (builder.go), with the same writes: lower-casing a host, inserting "/."
// before a path that begins with an empty segment.
func TestLongOutputs(t *testing.T) {
	long := strings.Repeat("x", 600)
	for in, want := range map[string]string{
		"http://" + long + "@EXAMPLE.COM/x": "http://" + long + "@example.com/x",
		"HTTP://" + long + "@A/x":           "http://" + long + "@a/x",
		"sc:/a/..//" + long:                 "sc:/.//" + long,
		"sc:/a/..//" + long + "?q":          "sc:/.//" + long + "?q",
		"http://a/" + long + "/../b c":      "http://a/b%20c",
		"http://a/" + long + "/%7B" + long:  "http://a/" + long + "/%7B" + long,
	} {
		u, err := Parse(in)
		if err != nil || u.Href() != want {
			t.Errorf("Parse(%.30q...) = %.60q, %v", in, u.Href(), err)
		}
	}
}
