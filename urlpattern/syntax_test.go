package urlpattern

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Pattern strings that are not well formed (§1.3): each error names the
// component, the offset in its pattern string and what is wrong.
var syntaxErrors = []struct {
	pattern string
	offset  int
	reason  string
}{
	{`/a\`, 2, "backslash at the end"},
	{`/:`, 1, "without a group name"},
	{`/:1a`, 1, "without a group name"},
	{`/:0`, 1, "without a group name"},
	{`/:9`, 1, "without a group name"},
	{`/(?a)`, 2, "begins with \"?\""},
	{`/(a\`, 3, "backslash at the end of a regular expression"},
	{`/(a(b))`, 3, "capturing group inside"},
	{`/(a(`, 3, "unclosed \"(\""},
	{`/(ab`, 1, "unclosed regular expression group"},
	{`/()`, 1, "empty regular expression group"},
	{`/(é)`, 2, "non-ASCII character"},
	{"/(a\u0080)", 3, "non-ASCII character"},
	{"/(\x7f)", -1, ""},
	{`/{a`, 3, "is not closed"},
	{`/{a{b}}`, 3, "inside \"{...}\""},
	{`/a}`, 2, "without \"{\""},
	{`/?`, 1, "with nothing to modify"},
	{`/:a/:a`, 4, "duplicate group name \"a\""},
}

func TestSyntaxErrors(t *testing.T) {
	for _, row := range syntaxErrors {
		_, err := NewInit(Init{Pathname: row.pattern}, Options{})
		if row.offset < 0 {
			if err != nil {
				t.Errorf("%q: %v; DEL is ASCII, allowed in a regular expression group", row.pattern, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrSyntax) {
			t.Errorf("%s: error %v, want a syntax error naming %q", row.pattern, err, row.reason)
			continue
		}
		if !strings.Contains(e.Reason, row.reason) || e.Offset != row.offset || e.Component != "pathname" || e.Input != row.pattern {
			t.Errorf("%s: %q at offset %d in %s (input %q); want %q at offset %d in pathname", row.pattern, e.Reason, e.Offset, e.Component, e.Input, row.reason, row.offset)
		}
		if e.ByteOffset() != e.Offset || !strings.Contains(e.Error(), "at offset") {
			t.Errorf("%s: Error() %q, ByteOffset %d", row.pattern, e.Error(), e.ByteOffset())
		}
	}
}

// The errors that are not in a pattern string: a relative constructor
// string, a bad base URL, a component the URL parser refuses.
func TestOtherErrors(t *testing.T) {
	cases := []struct {
		err  error
		kind error
		comp string
	}{
		{errOf(New("/users/:id", Options{})), ErrRelative, "constructor string"},
		{errOf(NewWithBase("/a", "not a url", Options{})), ErrBaseURL, "base URL"},
		{errOf(NewInit(Init{Pathname: "/a", BaseURL: "::"}, Options{})), ErrBaseURL, "base URL"},
		{errOf(NewInit(Init{Hostname: "a b"}, Options{})), ErrComponent, "hostname"},
		{errOf(NewInit(Init{Hostname: "[::1"}, Options{})), ErrSyntax, "hostname"},
		{errOf(NewInit(Init{Hostname: `[\:\:g]`}, Options{})), ErrComponent, "hostname"},
		{errOf(NewInit(Init{Port: "8x"}, Options{})), nil, ""},
		{errOf(NewInit(Init{Port: "x"}, Options{})), ErrComponent, "port"},
		{errOf(NewInit(Init{Port: "65536"}, Options{})), ErrComponent, "port"},
		{errOf(NewInit(Init{Protocol: "a b"}, Options{})), ErrComponent, "protocol"},
	}
	for i, c := range cases {
		if c.kind == nil {
			if c.err != nil {
				t.Errorf("case %d: %v", i, c.err)
			}
			continue
		}
		var e *Error
		if !errors.Is(c.err, c.kind) || !errors.As(c.err, &e) || e.Component != c.comp {
			t.Errorf("case %d: %v; want kind %v in %s", i, c.err, c.kind, c.comp)
		}
	}
}

func errOf(_ *Pattern, err error) error { return err }

// What exec gives back besides the groups: the inputs, the Init, and no
// match for what is not a URL or a bad base.
func TestExecForms(t *testing.T) {
	p, err := NewWithBase("/a/:x", "https://example.com", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r := p.ExecWithBase("b/../a/1", "https://example.com/"); r == nil || len(r.Inputs) != 2 || r.Inputs[1] != "https://example.com/" || r.Init != nil {
		t.Errorf("ExecWithBase: %+v", r)
	}
	if p.ExecWithBase("a/1", "not a base") != nil || p.TestWithBase("a/1", "not a base") || p.Exec("not a url") != nil || p.Test("::") {
		t.Error("a bad URL or base matched")
	}
	if p.ExecWithBase("http://[", "https://example.com/") != nil || p.TestWithBase("http://[", "https://example.com/") {
		t.Error("a URL that does not parse against the base matched")
	}
	in := Init{Pathname: "/a/2", Hostname: "EXAMPLE.com", Protocol: "https"}
	r := p.ExecInit(in)
	if r == nil || r.Init == nil || r.Init.Hostname != "EXAMPLE.com" || r.Inputs != nil || r.Component(Hostname).Input != "example.com" {
		t.Errorf("ExecInit: %+v", r)
	}
	if !p.TestInit(in) || p.TestInit(Init{Hostname: "a b"}) || p.ExecInit(Init{Port: "x"}) != nil {
		t.Error("TestInit")
	}
	u := mustParse("https://example.com/a/3")
	if r := p.ExecURL(u); r == nil || r.Inputs[0] != "https://example.com/a/3" || !p.TestURL(u) {
		t.Errorf("ExecURL: %+v", r)
	}
	if v, ok := r.Component(Pathname).Get("x"); !ok || v != "2" {
		t.Errorf("Get(x) = %q %v", v, ok)
	}
	if _, ok := r.Component(Pathname).Get("nope"); ok {
		t.Error("Get of a group that is not there")
	}
	if p.Component(Pathname) != p.Pathname() || p.Protocol() != "https" || p.Username() != "*" || p.Password() != "*" ||
		p.Hostname() != "example.com" || p.Port() != "" || p.Search() != "*" || p.Hash() != "*" || p.HasRegExpGroups() {
		t.Errorf("getters: %s %s %s %s %s %s %s %s", p.Protocol(), p.Username(), p.Password(), p.Hostname(), p.Port(), p.Pathname(), p.Search(), p.Hash())
	}
	for _, c := range Components() {
		if d, ok := ComponentByName(c.String()); !ok || d != c {
			t.Errorf("ComponentByName(%s)", c)
		}
	}
	if _, ok := ComponentByName("nope"); ok || Component(8).String() != "component?" {
		t.Error("an unknown component")
	}
	defer func() {
		if recover() == nil {
			t.Error("MustNew of a relative pattern did not panic")
		}
	}()
	MustNew("/relative")
}

// Names may go on with digits; a pattern with more groups than Exec keeps
// on its stack gives them all.
func TestManyGroups(t *testing.T) {
	var b strings.Builder
	var u strings.Builder
	for i := 0; i < 20; i++ {
		b.WriteString("/:a0" + string(rune('a'+i)) + "9")
		u.WriteString("/" + string(rune('a'+i)))
	}
	p, err := NewInit(Init{Pathname: b.String()}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := p.Exec("https://example.com" + u.String())
	if r == nil {
		t.Fatal("no match")
	}
	gs := r.Component(Pathname).Groups
	if len(gs) != 20 || gs[19].Name != "a0t9" || gs[19].Value != "t" || gs[0].Start != 1 {
		t.Errorf("groups %+v", gs)
	}
}

// A group that took no part has Start -1; one that matched the empty
// string has its offset.
func TestGroupStart(t *testing.T) {
	p, err := NewInit(Init{Pathname: "/a{/:x}?/:y*"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := p.Exec("https://example.com/a")
	if r == nil {
		t.Fatal("no match")
	}
	gs := r.Component(Pathname).Groups
	if len(gs) != 2 || gs[0].Matched || gs[0].Start != -1 || gs[1].Matched || gs[1].Start != -1 {
		t.Errorf("groups %+v", gs)
	}
	p, _ = NewInit(Init{Pathname: "/a*"}, Options{})
	if gs := p.Exec("https://example.com/a").Component(Pathname).Groups; !gs[0].Matched || gs[0].Start != 2 || gs[0].Value != "" {
		t.Errorf("an empty group: %+v", gs)
	}
}

// Unnamed groups are named 0, 1, ...; the tenth, "9", is still no custom
// name: the pattern string writes the groups without names.
func TestUnnamedGroupNames(t *testing.T) {
	p, err := NewInit(Init{Pathname: strings.Repeat("(a)", 11)}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Pathname(); got != strings.Repeat("(a)", 11) {
		t.Errorf("pattern string %q", got)
	}
	r := p.Exec("https://example.com/" + strings.Repeat("a", 11))
	if r != nil {
		t.Fatalf("a pathname without its slash matched: %+v", r)
	}
	q, _ := NewInit(Init{Pathname: "/" + strings.Repeat("(a)", 11)}, Options{})
	r = q.Exec("https://example.com/" + strings.Repeat("a", 11))
	if r == nil || r.Component(Pathname).Groups[9].Name != "9" || r.Component(Pathname).Groups[10].Name != "10" {
		t.Errorf("groups %+v", r)
	}
}

// Bytes that are not UTF-8 and an 0xE2 cut short are no line terminator
// and no code point split: the matcher reads them as ECMAScript reads a
// lone surrogate, one code point each.
func TestMatcherOddBytes(t *testing.T) {
	k, err := compileComponent(Pathname, "*", func(s string) (string, error) { return s, nil }, defaultOptions)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"a\xe2", "\xe2\x80", "\xe2", "a\xe2\x80\xa8"} {
		want := s != "a\xe2\x80\xa8"
		if got := k.match(s, nil); got != want {
			t.Errorf("* on %q: %v, want %v", s, got, want)
		}
		memo := []int{-1, -1}
		if got, _ := k.prog.matchMemo(s, memo); got != want {
			t.Errorf("* (memo run) on %q: %v, want %v", s, got, want)
		}
	}
}

// A list of distinct routes is indexed (the candidates come from a trie);
// the answers are the loop's either way (TestListAgainstLoop).
func TestListIndexed(t *testing.T) {
	l := NewList(routes(30)...)
	if l.best < 0 || len(l.index) == 0 || l.index[l.best].c != Pathname {
		t.Errorf("routes: index on %v (best %d)", l.index, l.best)
	}
}

// Constructor strings that end right after the protocol or its slashes,
// each followed through §1.7 by hand: "foo:" changes to the pathname state
// (the hostname "" on the way) and ends with an empty pathname; "https:"
// and "https://" reach the authority state, end in the hostname state with
// an empty hostname, and leave the pathname to be "*"; a "/" after them is
// the pathname.
func TestConstructorEnds(t *testing.T) {
	for _, c := range []struct{ in, protocol, hostname, pathname string }{
		{"foo:", "foo", "", ""},
		{"https:", "https", "", "*"},
		{"https:/", "https", "", "/"},
		{"https://", "https", "", "*"},
		{"foo:/", "foo", "", "/"},
	} {
		p, err := New(c.in, Options{})
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if p.Protocol() != c.protocol || p.Hostname() != c.hostname || p.Pathname() != c.pathname {
			t.Errorf("%q: protocol %q hostname %q pathname %q; want %q %q %q", c.in, p.Protocol(), p.Hostname(), p.Pathname(), c.protocol, c.hostname, c.pathname)
		}
	}
}

// A hostname pattern of two characters that begins with "[" is an IPv6
// pattern ("hostname pattern is an IPv6 address"), canonicalized as one:
// kept as it is, where the hostname parser would refuse it.
func TestShortIPv6Hostname(t *testing.T) {
	p, err := NewInit(Init{Hostname: "[]"}, Options{})
	if err != nil || p.Hostname() != "[]" {
		t.Errorf("[]: %v %v", p, err)
	}
	if _, err := NewInit(Init{Hostname: "["}, Options{}); err == nil {
		t.Error("[: one character is no IPv6 pattern, and the hostname parser refuses it")
	}
}

// The forms the Standard's checks name, at their edges: a hostname pattern
// that begins "\[" or "{[" is an IPv6 one, whose fixed text is only checked
// for its characters ("[::1" has no "]" and still compiles; the hostname
// parser would refuse it); a pathname "\/" (two characters) is absolute,
// so a base URL's directory is not put before it.
func TestStandardFormEdges(t *testing.T) {
	for _, h := range []string{`\[\:\:1`, `{[\:\:1}`, `[\:\:1`} {
		p, err := NewInit(Init{Hostname: h}, Options{})
		if err != nil || p.Hostname() != `[\:\:1` {
			t.Errorf("hostname %q: %v, %v; want the IPv6 pattern [\\:\\:1", h, p, err)
		}
	}
	// Every hex digit at the ends of its ranges, lower-cased.
	if p, err := NewInit(Init{Hostname: `[\:\:09afAF]`}, Options{}); err != nil || p.Hostname() != `[\:\:09afaf]` {
		t.Errorf("hostname [\\:\\:09afAF]: %v, %v", p, err)
	}
	// Fixed text with upper-case letters under ignoreCase, against lower case.
	if p, err := NewInit(Init{Pathname: "/FOO/:id/Z"}, Options{IgnoreCase: true}); err != nil || !p.Test("https://x/foo/1/z") || !p.Test("https://x/FoO/1/Z") || p.Test("https://x/fop/1/z") {
		t.Errorf("/FOO/:id/Z with ignoreCase: %v, %v", p, err)
	}
	if _, err := NewInit(Init{Hostname: `a[`}, Options{}); err == nil {
		t.Errorf("hostname a[: compiled; the hostname parser refuses it")
	}
	for _, c := range []struct{ in, want string }{{`\/`, "/"}, {`x`, "/a/x"}, {`{/}x`, "/x"}} {
		p, err := NewInit(Init{Pathname: c.in, BaseURL: "https://example.com/a/b"}, Options{})
		if err != nil || p.Pathname() != c.want {
			t.Errorf("pathname %q with a base: %v, %v; want %q", c.in, p, err, c.want)
		}
	}
}

// The shared protocol components are what compiling the string gives.
func TestCommonProtocols(t *testing.T) {
	m := commonProtocols()
	if len(m) != 8 {
		t.Errorf("%d common protocols", len(m))
	}
	for s, k := range m {
		fresh, err := compileComponent(Protocol, s, canonProtocol, defaultOptions)
		if err != nil {
			t.Fatal(err)
		}
		if k.patternString() != fresh.patternString() || k.kind != fresh.kind || k.literal != fresh.literal || k.special != fresh.matchesSpecialScheme() || !slices.Equal(k.names, fresh.names) {
			t.Errorf("%s: shared %+v, compiled %+v", s, k, fresh)
		}
		if got, _ := compileProtocol(s); got != k {
			t.Errorf("%s: compileProtocol does not share it", s)
		}
		for _, in := range []string{"http", "https", "ws", "wss", "ftp", "file", "HTTP", "data", ""} {
			if k.match(in, nil) != fresh.match(in, nil) {
				t.Errorf("%s on %q: shared and compiled differ", s, in)
			}
		}
	}
	if k, err := compileProtocol("gopher"); err != nil || k.specialKnown || k.matchesSpecialScheme() {
		t.Errorf("gopher: %v", err)
	}
}

// The shared "*" component of each options is the one made for them.
func TestAnyComponent(t *testing.T) {
	for _, opt := range []options{defaultOptions, hostnameOptions, pathnameOptions, {delimiter: "/"}, {prefix: "/"}, {delimiter: ".", prefix: "."}} {
		for _, fold := range []bool{false, true} {
			opt.ignoreCase = fold
			if k := anyComponent(opt); k.opt != opt || k.patternString() != "*" || !k.prog.wildcard {
				t.Errorf("%+v: %+v", opt, k.opt)
			}
		}
	}
}
