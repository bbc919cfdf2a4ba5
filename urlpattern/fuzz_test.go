package urlpattern

import (
	"regexp"
	"strings"
	"testing"
)

// Fuzz targets. Each holds an invariant on arbitrary input:
//
//	go test ./urlpattern -run '^$' -fuzz FuzzNew -fuzztime 60s
//	go test ./urlpattern -run '^$' -fuzz FuzzNewInit -fuzztime 60s
//	go test ./urlpattern -run '^$' -fuzz FuzzMatcher -fuzztime 60s
//	go test ./urlpattern -run '^$' -fuzz FuzzList -fuzztime 60s

// linearBound is the most steps a component's matcher may take on an
// input of n bytes: the budget of the first run, then the memo run, which
// tries each (instruction, position) pair once and walks each loop's
// stretch once per instruction.
func linearBound(k *compiled, n int) int {
	m := len(k.prog.insts) + 1
	return 8*m*(n+1) + 64 + 4*m*(n+1) + 64
}

// checkPattern matches a compiled pattern against URLs made from the
// fuzzer's text, and holds every component's matcher to the linear bound.
func checkPattern(t *testing.T, p *Pattern, s string) {
	inputs := []string{"https://example.com/" + s, "https://" + s + "/", "http://a.example/a/b?" + s + "#" + s, s}
	for _, u := range inputs {
		r := p.Exec(u)
		if (r != nil) != p.Test(u) {
			t.Fatalf("%q: Exec %v, Test %v", u, r != nil, !(r != nil))
		}
	}
	long := strings.Repeat(s+"/a", 200)
	for c, k := range p.comp {
		if k.prog == nil {
			continue
		}
		for _, in := range []string{s, long} {
			if _, steps := k.prog.matchSteps(in, make([]int, 2*len(k.names))); steps > linearBound(k, len(in)) {
				t.Fatalf("%s pattern %q on %d bytes: %d steps, over the linear bound %d", Component(c), k.patternString(), len(in), steps, linearBound(k, len(in)))
			}
		}
	}
}

func FuzzNew(f *testing.F) {
	for _, s := range []string{"https://example.com/:category/*", "http{s}?://{:sub.}?shop.example/products/:id([0-9]+)#reviews",
		"../admin/*", "/:a*:b*:c*:d*x", "(a)(b)(c)", "https://[::1]:8080/", "data\\:foo", "{{{", ":::", "/(\\d+|[a-z]{2,3})?"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := New(s, Options{}); err == nil {
			checkPattern(t, p, s)
		} else if _, ok := err.(*Error); !ok {
			t.Fatalf("New(%q): error %T is not *Error", s, err)
		}
		if p, err := NewWithBase(s, "https://example.com/a/b", Options{IgnoreCase: true}); err == nil {
			checkPattern(t, p, s)
		}
	})
}

func FuzzNewInit(f *testing.F) {
	f.Add("https", "*.example.com", "/users/:id", "q=:q", true)
	f.Add("", "[::1]", "/a/*/b/*", "", false)
	f.Add("foo", "a.:b", "x:y", "*", false)
	f.Fuzz(func(t *testing.T, protocol, hostname, pathname, search string, ignoreCase bool) {
		in := Init{Protocol: protocol, Hostname: hostname, Pathname: pathname, Search: search}
		p, err := NewInit(in, Options{IgnoreCase: ignoreCase})
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("NewInit: error %T is not *Error", err)
			}
			return
		}
		checkPattern(t, p, pathname)
		p.ExecInit(in)
		p.TestInit(Init{Pathname: pathname, Hostname: hostname, Protocol: "https"})
	})
}

// FuzzMatcher holds the matcher to the Standard's regular expression for
// every pattern string without regexp groups (compile.go says why Go's
// regexp reads those exactly as ECMAScript does), with each of the three
// options; the encoding callback keeps the text as it is, so any string
// is a pattern.
func FuzzMatcher(f *testing.F) {
	f.Add("/:a/:b?", "/x/y")
	f.Add("*a*b", "aaabab")
	f.Add("{/:x}*.{:y}+", "/p/q.r.s")
	f.Add(":a{.:b}*", "a.b.c")
	f.Fuzz(func(t *testing.T, pattern, input string) {
		for _, o := range []options{pathnameOptions, hostnameOptions, defaultOptions, {delimiter: "/", prefix: "/", ignoreCase: true}} {
			k, err := compileComponent(Pathname, pattern, func(s string) (string, error) { return s, nil }, o)
			if err != nil || k.prog == nil {
				continue
			}
			src, err := re2Regexp(partsOf(t, pattern, k.opt), k.opt)
			if err != nil {
				t.Fatal(err)
			}
			re, err := regexp.Compile(src)
			if err != nil {
				continue // Go's regexp limits (a program too large): nothing to compare with
			}
			oracleCheck(t, k, re, input)
		}
	})
}

// FuzzList holds a List to a loop of Test over its patterns: the patterns
// are the lines of the fuzzer's text (pathnames, with a hostname and
// ignoreCase now and then).
func FuzzList(f *testing.F) {
	f.Add("/a/:id\n/a/b\n/*\n/a/:id/c", "/a/b")
	f.Add("/x\n/X\n/:y(\\d+)", "/X")
	f.Fuzz(func(t *testing.T, lines, path string) {
		var ps []*Pattern
		for i, line := range strings.Split(lines, "\n") {
			if len(ps) == 12 {
				break
			}
			in := Init{Pathname: line}
			if i%3 == 2 {
				in.Hostname = "*.example.com"
			}
			p, err := NewInit(in, Options{IgnoreCase: i%4 == 3})
			if err == nil {
				ps = append(ps, p)
			}
		}
		if len(ps) == 0 {
			return
		}
		l := NewList(ps...)
		for _, u := range []string{"https://example.com/" + path, "https://a.example.com/" + path, "https://example.com" + path} {
			checkList(t, ps, l, u)
		}
	})
}
