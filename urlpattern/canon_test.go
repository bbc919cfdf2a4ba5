package urlpattern

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// allStrings calls f with every string of alphabet's bytes up to n bytes long.
func allStrings(alphabet string, n int, f func(string)) {
	buf := make([]byte, 0, n)
	var rec func()
	rec = func() {
		f(string(buf))
		if len(buf) == n {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			buf = append(buf, alphabet[i])
			rec()
			buf = buf[:len(buf)-1]
		}
	}
	rec()
}

// randomStrings calls f with count strings of up to 24 pieces drawn from
// pieces.
func randomStrings(r *rand.Rand, pieces []string, count int, f func(string)) {
	for range count {
		s := ""
		for n := r.IntN(24); n >= 0; n-- {
			s += pieces[r.IntN(len(pieces))]
		}
		f(s)
	}
}

// The fast paths of the canonicalizers (the keeps functions) answer true
// only where the URL parser returns the value unchanged: every string of a
// small alphabet that holds the cases each check looks for, and random
// strings of longer pieces.
func TestCanonFastPaths(t *testing.T) {
	depth, count := 5, 20000
	if mutationRun {
		depth, count = 4, 2000
	}
	r := rand.New(rand.NewPCG(37, 5))
	type check struct {
		name     string
		keeps    func(string) bool
		byParser func(string) (string, error)
		alphabet string
		pieces   []string
	}
	checks := []check{
		{"protocol", keepsProtocol, canonProtocolByParser, "aZ0+-.:/%",
			[]string{"http", "s", "HTTPS", "+", "-", ".", "1", ":", "/", "é", " ", "\t"}},
		{"hostname", keepsHostname, canonHostnameByParser, "axn09-.A%",
			[]string{"xn--", "xn--nxasmq6b", "example", "com", ".", "-", "0x", "1", "08", "255", "a", "_", "Z", "%41", " ", "é", "[", "\n"}},
		{"pathname", keepsPathname, canonPathnameByParser, "/.a%\\?-:",
			[]string{"/", ".", "..", "users", "%2e", "%2E", "\\", "?", "#", "^", "`", "{", "}", "'", "@", ":", "~", "é", " ", "\t", "\r"}},
		{"search", func(s string) bool { return keeps(s, searchKeep) }, canonSearchByParser, "?'#a %\"",
			[]string{"q", "=", "&", "?", "'", "#", "\"", "<", ">", "`", "%", "%zz", "é", " ", "\t", "\x7f", "/"}},
		{"hash", func(s string) bool { return keeps(s, hashKeep) }, canonHashByParser, "#'`a %\"",
			[]string{"q", "=", "&", "?", "'", "#", "\"", "<", ">", "`", "%", "%zz", "é", " ", "\t", "\x7f", "/"}},
	}
	for _, c := range checks {
		fast := 0
		try := func(s string) {
			if s == "" || !c.keeps(s) {
				return
			}
			fast++
			got, err := c.byParser(s)
			if err != nil || got != s {
				t.Errorf("%s %q: the fast path keeps it; the parser gives %q, %v", c.name, s, got, err)
			}
		}
		allStrings(c.alphabet, depth, try)
		randomStrings(r, c.pieces, count, try)
		if fast == 0 {
			t.Errorf("%s: the fast path took no string", c.name)
		}
	}
	// Every printable ASCII byte alone and in pairs, for the byte sets.
	for a := 0x09; a < 0x80; a++ {
		for b := 0x09; b < 0x80; b++ {
			for _, s := range []string{string(rune(a)), string(rune(a)) + string(rune(b))} {
				for _, c := range checks {
					if c.keeps(s) {
						if got, err := c.byParser(s); err != nil || got != s {
							t.Errorf("%s %q: the fast path keeps it; the parser gives %q, %v", c.name, s, got, err)
						}
					}
				}
			}
		}
	}
	// What patterns are mostly made of takes the fast path.
	for _, c := range []struct {
		keeps func(string) bool
		s     string
	}{
		{keepsProtocol, "https"}, {keepsProtocol, "git+ssh"},
		{keepsHostname, "example.com"}, {keepsHostname, ".example.com"}, {keepsHostname, "cdn.example.net"},
		{keepsHostname, "a1.b2"}, {keepsHostname, "web-01.example"},
		{keepsPathname, "/users/"}, {keepsPathname, "/static/app.css"}, {keepsPathname, "/api/v1/items/"},
		{func(s string) bool { return keeps(s, searchKeep) }, "q=shoes&page=2"},
		{func(s string) bool { return keeps(s, hashKeep) }, "section-2"},
	} {
		if !c.keeps(c.s) {
			t.Errorf("%q does not take the fast path", c.s)
		}
	}
}

// plainPort answers only for ports the port state writes as they are; the
// default port of the protocol is then "".
func TestCanonPortFastPath(t *testing.T) {
	protocols := []string{"", "https", "http", "ws", "ftp", "file", "foo"}
	step := 1
	if mutationRun {
		step = 97
	}
	try := func(s string) {
		for _, proto := range protocols {
			want, werr := canonPortByParser(s, proto)
			got, gerr := canonPortFor(s, proto)
			if got != want || (gerr == nil) != (werr == nil) {
				t.Errorf("port %q, protocol %q: %q, %v; the parser gives %q, %v", s, proto, got, gerr, want, werr)
			}
		}
	}
	for n := 0; n <= 70000; n += step {
		try(strconv.Itoa(n))
	}
	allStrings("0159a:", 5, func(s string) {
		if s != "" {
			try(s)
		}
	})
	for _, s := range []string{"443", "80", "21", "65535", "65536", "99999", "00", "08080", "1.5", "+1", "-1", " 1"} {
		try(s)
	}
	if _, ok := plainPort("8443"); !ok {
		t.Error("plainPort(8443) refuses a plain port")
	}
}

// Fixed text that does not begin with "/" and whose dot segments take off
// the "/-" put before it ("\.." is "/.." in a special URL's path): nothing
// is left of it, as JavaScript's substring(2) of "/" is "" (found by a
// test of the List's steps: a panic, slice bounds out of range).
func TestCanonPathnameShorterThanLead(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`\..`, ""}, {`\.`, "/"}, {`\..\..`, ""}, {`\..x`, "/..x"}, {`\../x`, ""}, {`.\..`, ""},
	} {
		got, err := canonPathname(c.in)
		if err != nil || got != c.want {
			t.Errorf("canonPathname(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, s := range []string{`/:a\\..`, `{\\..}`, `/:a{\\..}?`} {
		if _, err := NewInit(Init{Pathname: s}, Options{}); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	p, err := NewInit(Init{Pathname: `/:a\\..`}, Options{})
	if err != nil || p.Pathname() != "/:a" || !p.Test("https://h/x") {
		t.Errorf("/:a\\\\..: %v", err)
	}
}
