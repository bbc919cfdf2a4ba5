package uritemplate

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// Every expansion of the public suite matches its template, and the
// variables found expand back to it.
func TestMatchSuite(t *testing.T) {
	n := 0
	for _, c := range loadSuite(t) {
		if c.want == nil {
			continue
		}
		tmpl := MustParse(c.template)
		for _, uri := range c.want {
			n++
			vars, err := tmpl.Match(uri)
			if err != nil {
				t.Errorf("%s: match %q against %q: %v", c.name(), uri, c.template, err)
				continue
			}
			if got, err := tmpl.Expand(vars); err != nil || got != uri {
				t.Errorf("%s: %q matched %q as %v, which expands to %q, %v", c.name(), uri, c.template, vars, got, err)
			}
		}
	}
	if n < 234 {
		t.Errorf("only %d expansions matched; the suite has 234 cases with results", n)
	}
}

// Match's documented choices, each row worked out from the rules in
// Match's comment (not from its output).
func TestMatchChoice(t *testing.T) {
	for _, c := range []struct {
		template, uri string
		want          Values
	}{
		// leftmost-shortest: an earlier value takes as little as it can
		{"{a}-{b}", "x-y-z", Values{"a": String("x"), "b": String("y-z")}},
		{"{+path}/{file}", "a/b/c.txt", Values{"path": String("a/b"), "file": String("c.txt")}},
		{"{+x,y}", "a,b,c", Values{"x": String("a"), "y": String("b,c")}},
		// defined before undefined
		{"{x,y}", "abc", Values{"x": String("abc")}},
		{"{x}", "", Values{"x": String("")}},
		{"{;x}", "", Values{}},
		{"{?q,lang}", "?lang=fr", Values{"lang": String("fr")}},
		// a string when a string can give the text, else a list, else an
		// associative array
		{"{list}", "red,green,blue", Values{"list": List("red", "green", "blue")}},
		{"{+list}", "red,green", Values{"list": String("red,green")}},
		{"{keys}", "semi,%3B,dot,.", Values{"keys": List("semi", ";", "dot", ".")}},
		{"{keys*}", "semi=%3B,dot=.", Values{"keys": Assoc(Pair{"semi", ";"}, Pair{"dot", "."})}},
		{"{/list*}", "/red/green", Values{"list": List("red", "green")}},
		{"{/list*}", "/red", Values{"list": String("red")}},
		{"{?list*}", "?list=a&list=b", Values{"list": List("a", "b")}},
		{"{?keys*}", "?a=1&b=", Values{"keys": Assoc(Pair{"a", "1"}, Pair{"b", ""})}},
		{"{;keys*}", ";a=1;b", Values{"keys": Assoc(Pair{"a", "1"}, Pair{"b", ""})}},
		// decoding: under U every triplet; under U+R only what expands back
		{"{x}", "a%2Fb%20c%25", Values{"x": String("a/b c%")}},
		{"{+x}", "a%2Fb%20c", Values{"x": String("a%2Fb c")}},
		{"{+x}", "%25", Values{"x": String("%")}},
		{"{+x}", "%2541", Values{"x": String("%2541")}},
		{"{+x}", "%c3%A9", Values{"x": String("%c3%A9")}},
		{"{#x}", "#%C3%A9%FF", Values{"x": String("é%FF")}},
		{"{+x}", "%C2%80%80", Values{"x": String("\u0080%80")}}, // U+0080: a continuation octet inside the sequence
		{"{x}", "%C3%A9", Values{"x": String("é")}},
		// prefixes, alone and with the full value
		{"{x:3}", "abc", Values{"x": String("abc")}},
		{"/dictionary/{term:1}/{term}", "/dictionary/c/cat", Values{"term": String("cat")}},
		// a repeated variable: the first reading where its occurrences
		// agree (leftmost-shortest gave {x:3} "" and {x} the rest)
		{"{x:3}{x}", "abcabcdef", Values{"x": String("abcdef")}},
		{"{x}-{x}", "a-b-a-b", Values{"x": String("a-b")}},
		{"{x}/{x}", "a/a", Values{"x": String("a")}},
		{"{x}{x}", "abab", Values{"x": String("ab")}},
		{"{x:1}{x}{y}", "aaab", Values{"x": String(""), "y": String("aaab")}}, // "" agrees with its prefix
		{"{x:1}{x}.{y}", "aab.c", Values{"x": String("ab"), "y": String("c")}},
		{"{+x}/{y}/{+x}", "a/b/c/a/b", Values{"x": String("a/b"), "y": String("c")}},
		{"{x:2}", "%CE%B1%CE%B2", Values{"x": String("αβ")}},
		// a prefix's run resumed from where an earlier start left it: b
		// may take one character, so a must take "xy"
		{"{a}{b:1}!", "xyz!", Values{"a": String("xy"), "b": String("z")}},
		{"{a}{b:2}!", "vwxyz!", Values{"a": String("vwx"), "b": String("yz")}},
		{"{+a}{+b:2}!", "v%41%42%43!", Values{"a": String("v%41"), "b": String("%42%43")}},
		{"{a}{b:1}!", "x%CE%B1!", Values{"a": String("x"), "b": String("α")}},
		// §1.1's example and the RFC's walkthrough values
		{"http://www.example.com/foo{?query,number}", "http://www.example.com/foo?query=mycelium&number=100",
			Values{"query": String("mycelium"), "number": String("100")}},
		{"find{?year*}", "find?year=1965&year=2000&year=2012", Values{"year": List("1965", "2000", "2012")}},
		{"www{.dom*}", "www.example.com", Values{"dom": List("example", "com")}},
	} {
		vars, err := MustParse(c.template).Match(c.uri)
		if err != nil {
			t.Errorf("match %q against %q: %v", c.uri, c.template, err)
			continue
		}
		if !equalValues(vars, c.want) {
			t.Errorf("match %q against %q = %v, want %v", c.uri, c.template, vars, c.want)
		}
	}
}

func equalValues(a, b Values) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || !v.Equal(w) {
			return false
		}
	}
	return true
}

// A URI the template cannot produce is an error at the first place that
// does not fit.
func TestMatchErrors(t *testing.T) {
	for _, c := range []struct {
		template, uri string
		offset        int
		kind          error
		says          string
	}{
		{"/users/{id}", "/user/5", 5, ErrNoMatch, `the template wants "s/"`},
		{"/users/{id}/posts", "/users/5/comments", 9, ErrNoMatch, `"/posts"`},
		{"{a}", "a b", 1, ErrNoMatch, `"{a}" (template offset 0)`},
		{"{x}", "a/b", 1, ErrNoMatch, `"{x}"`}, // "/" is not unreserved: {x} writes %2F
		{"{x}", "%2f", 0, ErrNoMatch, `"{x}"`}, // U writes upper-case hex
		{"{x}", "%41", 0, ErrNoMatch, `"{x}"`}, // U never encodes "A"
		{"{?q}", "?r=1", 1, ErrNoMatch, ""},
		{"x{y}", "", 0, ErrNoMatch, `the template wants "x"`},
		{"/users/{id}", "/use", 4, ErrNoMatch, `URI end does not fit "/users/" (template offset 0) at offset 4: the template wants "rs/"`}, // the URI ends inside a literal
		{"{x:3}", "abcd", 3, ErrNoMatch, `URI "d" does not fit "{x:3}" (template offset 0) at offset 3`},                                   // a prefix takes at most 3 characters
		{"{x:1}{y:1}", "%CE%B1%CE%B2z", 12, ErrNoMatch, `URI "z" does not fit`},
		{"{a}/{a}", "x/y", 0, ErrNoMatch, `variable "a" reads differently`},
		{"{x:2}{x}", "abxyz", 0, ErrNoMatch, `variable "x"`},
		// no reading makes a repeated variable's occurrences agree
		{"{a}/{a}", "x/y", 0, ErrNoMatch, `no other reading makes them agree`},
		{"{x}-{x}", "a-b-c", 0, ErrNoMatch, `variable "x" reads differently at template offset 1 and at template offset 5`},
		// a variable's run went furthest, and no literal matched any of
		// its bytes: the run is named
		{"{x}/{y}", "a/b!", 3, ErrNoMatch, `URI "!" does not fit "{y}"`},
		// the literal after a variable, named where it was wanted
		{"/users/{id}.json", "/users/5.xml", 8, ErrNoMatch, `URI ".xml" does not fit ".json" (template offset 11) at offset 8: the template wants ".json"`},
		{"/users/{id}.json", "/users/5", 8, ErrNoMatch, `URI end does not fit ".json" (template offset 11) at offset 8: the template wants ".json"`},
		{"/files/{name}.tar.gz", "/files/a.tar.bz2", 8, ErrNoMatch, `".tar.gz" (template offset 13) at offset 8: the template wants ".tar.gz"`},
		{"/a/{b}/c", "/a/x/d", 5, ErrNoMatch, `"/c" (template offset 6) at offset 5: the template wants "c"`}, // the literal went furthest
		{"{keys:1}", "a,b", 1, ErrNoMatch, ""}, // a prefix takes a string: no ","
	} {
		_, err := MustParse(c.template).Match(c.uri)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, c.kind) || e.Offset != c.offset || !strings.Contains(err.Error(), c.says) {
			t.Errorf("match %q against %q: %v; want %v at offset %d saying %q", c.uri, c.template, err, c.kind, c.offset, c.says)
		}
	}
}

// Matching costs at most one step per (instruction, offset) state and a
// few per backtrack, so with a fixed template it grows linearly with the
// URI, even where a backtracking matcher without memory takes exponential
// time: adjacent expressions that can share every character and a URI
// that fails at its end ("(x*)(x*)(x*)...y").
func TestMatchLinear(t *testing.T) {
	hostile := strings.Repeat("{a}", 20) + "{b}z"
	for _, c := range []struct{ template, unit, tail string }{
		{hostile, "x", "!"},
		{"{+a}/{b}", "x/", "!"},
		{"{/a*}{?b*}", "/x=y", "?"},
		{"{x:9999}{y:9999}q", "ab", "!"},
	} {
		tm := MustParse(c.template)
		steps := func(n int) int {
			_, s, err := tm.match(strings.Repeat(c.unit, n) + c.tail)
			if !errors.Is(err, ErrNoMatch) {
				t.Fatalf("%q: %v", c.template, err)
			}
			return s
		}
		s1, s2 := steps(2000), steps(4000)
		code, _ := compile(&tm)
		prog := len(code)
		if s2 > 2*s1+2*prog+64 || s2 > 4*prog*(4000*len(c.unit)+len(c.tail)+1) {
			t.Errorf("%q: %d steps for 2000 units, %d for 4000: not linear", c.template, s1, s2)
		}
	}
	if testing.Short() {
		return
	}
	// Past its bound, Match stops: 20,000 adjacent expressions, each able
	// to take any of the URI's bytes, against 20,000 bytes that none can
	// end.
	var b strings.Builder
	for i := 0; i < 20_000; i++ {
		b.WriteString("{a" + strconv.Itoa(i) + "}")
	}
	big := MustParse(b.String())
	code, _ := compile(&big)
	if _, steps, err := big.match(strings.Repeat("x", 20_000) + "!"); !errors.Is(err, ErrTooComplex) || steps > budget(20_001, len(code))+tileSteps+16 {
		t.Errorf("20,000 expressions against 20,000 bytes: %v after %d steps; want ErrTooComplex within the bound", err, steps)
	}
}

// budget is the bound of match.go for a URI of n bytes and a program of
// instrs instructions.
func budget(n, instrs int) int {
	return stepsPerState*((n+1)*min(instrs, budgetInstrs)+instrs) + 1<<16
}

// The step budget: 1,000 adjacent expressions against 1,000 bytes none can
// end stop just past 8 steps per state of the first 64 instructions and
// per instruction, plus 2^16; a template within 64 instructions (4
// expressions) against 10,000 such bytes finds there is no match within
// it.
func TestMatchBudget(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 1000; i++ {
		b.WriteString("{a" + strconv.Itoa(i) + "}")
	}
	tm := MustParse(b.String())
	code, _ := compile(&tm)
	uri := strings.Repeat("x", 1000) + "!"
	max := budget(len(uri), len(code))
	_, steps, err := tm.match(uri)
	if !errors.Is(err, ErrTooComplex) || steps <= max || steps > max+tileSteps+8 || !strings.Contains(err.Error(), "too ambiguous") {
		t.Errorf("%v after %d steps; want ErrTooComplex just past %d", err, steps, max)
	}
	small := MustParse("{a0}{a1}{a2}{a3}")
	code, _ = compile(&small)
	long := strings.Repeat("x", 10_000) + "!"
	if _, steps, err := small.match(long); !errors.Is(err, ErrNoMatch) || len(code) > budgetInstrs || steps > budget(len(long), len(code)) {
		t.Errorf("4 expressions (%d instructions): %v after %d steps", len(code), err, steps)
	}
}

func TestMatchNames(t *testing.T) {
	tm := MustParse("{b}{a,b}{/c*}")
	if got := tm.Names(); !reflect.DeepEqual(got, []string{"b", "a", "c"}) {
		t.Errorf("Names = %q", got)
	}
}
