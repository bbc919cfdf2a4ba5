package urlpattern

import (
	"math/rand"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The matcher (engine.go) against the definition: the Standard's regular
// expression for the same part list, in Go's syntax (re2Regexp), which
// Go's regexp matches as ECMAScript would for every part list without
// regexp parts (compile.go says why). Both must agree on whether a
// component matches and on every group.

// oracleCheck compares the program of k with the regular expression of its
// parts on s, and reports a difference.
func oracleCheck(t testing.TB, k *compiled, re *regexp.Regexp, s string) {
	t.Helper()
	src := re.String()
	want := re.FindStringSubmatchIndex(s)
	got := make([]int, 2*len(k.names))
	ok := k.prog.match(s, got)
	if ok != (want != nil) {
		t.Fatalf("pattern %q on %q: matcher %v, regexp %s %v", k.patternString(), s, ok, src, want != nil)
	}
	if ok && !slices.Equal(got, want[2:]) {
		t.Fatalf("pattern %q on %q: matcher groups %v, regexp %s groups %v", k.patternString(), s, got, src, want[2:])
	}
	if k.prog.match(s, nil) != ok {
		t.Fatalf("pattern %q on %q: match without groups differs", k.patternString(), s)
	}
	// The memo run, which only patterns that take many steps reach, on
	// its own: the same answer and groups.
	memo := make([]int, len(got))
	if mok, _ := k.prog.matchMemo(s, memo); mok != ok || (ok && !slices.Equal(memo, got)) {
		t.Fatalf("pattern %q on %q: memo run %v %v, run %v %v", k.patternString(), s, mok, memo, ok, got)
	}
}

// randomPattern writes a pattern string from the pieces of the syntax
// (fixed text, names, wildcards, groups with prefix and suffix, modifiers)
// over a small alphabet, so that pieces collide often.
func randomPattern(r *rand.Rand) string {
	var b strings.Builder
	n := 1 + r.Intn(5)
	for i := 0; i < n; i++ {
		switch r.Intn(10) {
		case 8, 9:
			b.WriteString(":r" + string(rune('a'+i)) + "(" + []string{`\d+`, `[ab]+?`, `a|ab|b`, `[^\/]{1,2}`, `.+`, `a*b`, `(?:a|\/)+`, `b{2,}?`, `[a\.]*\.`, `\w?a`, `(?:ab|a)b?`, `ab-a|a-`, `(?:a-b|ab)a\/?`}[r.Intn(13)] + ")")
		case 0, 1:
			b.WriteString([]string{"/", "a", "/a", "b/", ".", "ab"}[r.Intn(6)])
		case 2:
			b.WriteString(":n" + string(rune('a'+i)))
		case 3:
			b.WriteString("*")
		case 4:
			b.WriteString("{" + []string{"", "/", "a", "/a"}[r.Intn(4)] + []string{":g" + string(rune('a'+i)), "*", ""}[r.Intn(3)] + []string{"", "/", "b"}[r.Intn(3)] + "}")
		case 5:
			b.WriteString("/:m" + string(rune('a'+i)))
		case 6:
			b.WriteString("/*")
		case 7:
			b.WriteString("a")
		}
		if r.Intn(3) == 0 {
			b.WriteString([]string{"?", "*", "+"}[r.Intn(3)])
		}
	}
	return b.String()
}

func randomInput(r *rand.Rand) string {
	var b strings.Builder
	n := r.Intn(9)
	for i := 0; i < n; i++ {
		b.WriteString([]string{"/", "a", "b", ".", "/", "a", "b", "é", "\u2028", "\n", "0"}[r.Intn(11)])
	}
	return b.String()
}

func TestMatcherAgainstRegexp(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	checked, rounds, least := 0, 800, 25000
	if mutationRun {
		rounds, least = 150, 4000
	}
	for i := 0; i < rounds; i++ {
		ps := randomPattern(r)
		for _, o := range []options{pathnameOptions, hostnameOptions, defaultOptions, {delimiter: "/", prefix: "/", ignoreCase: true}} {
			k, err := compileComponent(Pathname, ps, func(s string) (string, error) { return s, nil }, o)
			if err != nil || k.prog == nil {
				continue
			}
			src, err := re2Regexp(partsOf(t, ps, k.opt), k.opt)
			if err != nil {
				t.Fatalf("re2Regexp: %v", err)
			}
			re := regexp.MustCompile(src)
			for j := 0; j < 20; j++ {
				oracleCheck(t, k, re, randomInput(r))
				checked++
			}
		}
	}
	if checked < least {
		t.Fatalf("only %d cases checked", checked)
	}
}

func mustCompileRE(t testing.TB, src string) *regexp.Regexp {
	t.Helper()
	re, err := regexp.Compile(src)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return re
}

// Routes as they are mostly written have one way through their program
// (matchLinear); the others are run by the backtracking matcher. Both are
// held to Go's regexp above.
func TestLinearPrograms(t *testing.T) {
	for _, row := range []struct {
		pattern string
		opt     options
		linear  bool
	}{
		{"/users/:id", pathnameOptions, true},
		{"/users/:id/posts/:post", pathnameOptions, true},
		{"/static/*", pathnameOptions, true},
		{"/blog/:year/:month/:slug", pathnameOptions, true},
		{"/files/:name.pdf", pathnameOptions, false}, // the segment may end at any "."
		{"/users/:id?", pathnameOptions, false},
		{"/users/*/edit", pathnameOptions, true}, // the wildcard ends where "/edit" begins
		{"/users/*/:id", pathnameOptions, false},
		{"/a/*/*", pathnameOptions, false},
		{"/a/*é", pathnameOptions, false}, // the tail begins with a byte that is not ASCII
		{"/a/:x+", pathnameOptions, false},
		{":sub.example.com", hostnameOptions, true},
		{"*.example.com", hostnameOptions, true},
		{"{*.}?example.com", hostnameOptions, false},
		{"*.example.com", options{delimiter: ".", ignoreCase: true}, true},
		{"/USERS/:id", options{delimiter: "/", prefix: "/", ignoreCase: true}, true},
		{"x:y", defaultOptions, false}, // no delimiter: the segment may end anywhere
	} {
		k, err := compileComponent(Pathname, row.pattern, func(s string) (string, error) { return s, nil }, row.opt)
		if err != nil {
			t.Fatal(err)
		}
		if k.prog.linear != row.linear {
			t.Errorf("%q: linear %v, want %v", row.pattern, k.prog.linear, row.linear)
		}
	}
}

// partsOf is the part list of pattern (a compiled component keeps its own
// only when it has regexp groups), its fixed text as it is written.
func partsOf(t testing.TB, pattern string, opt options) []part {
	parts, err := parsePatternString(pattern, opt, func(s string) (string, error) { return s, nil }, nil)
	if err != nil {
		t.Fatalf("%s: %v", pattern, err)
	}
	return parts
}

// A linear program whose wildcard leaves fixed text after it ("*.example.com")
// matches and captures as the backtracking matcher does, over random
// patterns and inputs (with line terminators and code points that are not
// ASCII).
func TestLinearWildcardTail(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	tails := 0
	for i := 0; i < 4000; i++ {
		ps := randomPattern(r)
		for _, o := range []options{pathnameOptions, hostnameOptions, {delimiter: "/", prefix: "/", ignoreCase: true}} {
			k, err := compileComponent(Pathname, ps, func(s string) (string, error) { return s, nil }, o)
			if err != nil || k.prog == nil || !k.prog.linear {
				continue
			}
			hasTail := false
			for _, in := range k.prog.insts {
				hasTail = hasTail || in.op == opWild && in.tail() > 0
			}
			if !hasTail {
				continue
			}
			tails++
			back := *k.prog
			back.linear = false
			for j := 0; j < 20; j++ {
				s := randomInput(r)
				if r.Intn(2) == 0 {
					s += []string{"a", "/a", ".", "b/", "ab"}[r.Intn(5)]
				}
				c1, c2 := make([]int, k.prog.nslots), make([]int, k.prog.nslots)
				ok1, _ := k.prog.matchSteps(s, c1)
				ok2, _ := back.matchSteps(s, c2)
				if ok1 != ok2 || ok1 && !slices.Equal(c1, c2) {
					t.Fatalf("%q (%v) on %q: linear %v %v, backtracking %v %v", ps, o, s, ok1, c1, ok2, c2)
				}
			}
		}
	}
	if tails < 200 {
		t.Errorf("%d programs with a wildcard tail", tails)
	}
}
