package uritemplate

import (
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// Hostile input (issue #24 point 6): templates of a megabyte of "{", of
// 100,000 expressions, variables of 10 MB, prefixes of 9999. Each is run at
// two sizes; the tests assert what grows with the input, allocations and
// bytes allocated per input byte, or the search steps of Match, never the
// time, and stay under ~200 MB.

// measure returns the bytes and allocations f makes.
func measure(f func()) (bytes, allocs uint64) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, after.Mallocs - before.Mallocs
}

// linear checks that f's allocations at input sizes small and big (big =
// 4 × small or more) grow no faster than the input: at most maxPerByte
// bytes per input byte at the big size, and allocations per byte not
// growing.
func linear(t *testing.T, name string, small, big int, maxPerByte float64, f func(n int)) {
	t.Helper()
	b1, a1 := measure(func() { f(small) })
	b2, a2 := measure(func() { f(big) })
	perByte1, perByte2 := float64(b1)/float64(small), float64(b2)/float64(big)
	allocs1, allocs2 := float64(a1)/float64(small), float64(a2)/float64(big)
	if perByte2 > maxPerByte || perByte2 > perByte1*1.5+0.1 || allocs2 > allocs1*1.5+0.001 {
		t.Errorf("%s: %.2f then %.2f bytes and %.4f then %.4f allocations per input byte at %d and %d bytes",
			name, perByte1, perByte2, allocs1, allocs2, small, big)
	}
}

// A megabyte of "{" (or of "}", or "{" then a megabyte of name and no
// "}"): one error at the first fault, found in one pass, with a short
// message.
func TestHostileBraces(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile sizes: run without -short")
	}
	for _, c := range []struct {
		build  func(n int) string
		kind   error
		offset int
	}{
		{func(n int) string { return strings.Repeat("{", n) }, ErrUnclosed, 0},
		{func(n int) string { return strings.Repeat("}", n) }, ErrLiteral, 0},
		{func(n int) string { return strings.Repeat("{", n-1) + "}" }, ErrVarname, 1},
		{func(n int) string { return "{" + strings.Repeat("a", n) }, ErrUnclosed, 0},
		{func(n int) string { return "x" + strings.Repeat("{a}", n/3) + "{" }, ErrUnclosed, 1 + 3*((1<<20)/3)},
		{func(n int) string { return strings.Repeat("%", n) }, ErrPercent, 0},
	} {
		s := c.build(1 << 20)
		_, err := Parse(s)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, c.kind) || (e.Offset != c.offset && c.kind != ErrUnclosed) || len(err.Error()) > 300 {
			t.Errorf("%q…: %v; want %v at %d in a short message", s[:8], err, c.kind, c.offset)
		}
		// A valid run of expressions costs a Part and a VarSpec each (about
		// 64 bytes per template byte for "{a}"); a fault found at once, a
		// constant.
		linear(t, "Parse "+s[:4], 64<<10, 1<<20, 72, func(n int) { Parse(c.build(n)) })
	}
}

// manyExpressions is a template of n expressions, each its own variable,
// between literals, and values for them.
func manyExpressions(n int) (string, Values) {
	var b strings.Builder
	vars := make(Values, n)
	for i := 0; i < n; i++ {
		name := "v" + strconv.Itoa(i)
		b.WriteString("/{" + name + "}")
		vars[name] = String("x")
	}
	return b.String(), vars
}

// 100,000 expressions: parse and expand in linear memory; match in linear
// steps and memory (at 2,000 and 20,000: the program of 20,000 already
// takes 14 instructions an expression).
func TestHostileExpressions(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile sizes: run without -short")
	}
	s, vars := manyExpressions(100_000)
	tm, err := Parse(s)
	if err != nil || len(tm.Parts()) != 200_000 || len(tm.Names()) != 100_000 {
		t.Fatalf("100,000 expressions: %v", err)
	}
	got, err := tm.Expand(vars)
	if err != nil || len(got) != 200_000 {
		t.Fatalf("expand: %d bytes, %v", len(got), err)
	}
	linear(t, "Parse expressions", 10_000, 100_000, 128, func(n int) {
		s, _ := manyExpressions(n / 6)
		Parse(s)
	})
	small, _ := manyExpressions(2_000)
	big, _ := manyExpressions(20_000)
	ts, tb := MustParse(small), MustParse(big)
	outS, outB := make([]byte, 0, 8192), make([]byte, 0, 81920)
	if a := testing.AllocsPerRun(5, func() { outS, _ = ts.AppendExpand(outS[:0], vars) }); a != 0 {
		t.Errorf("expanding 2,000 expressions into a buffer: %v allocations", a)
	}
	if a := testing.AllocsPerRun(5, func() { outB, _ = tb.AppendExpand(outB[:0], vars) }); a != 0 {
		t.Errorf("expanding 20,000 expressions into a buffer: %v allocations", a)
	}
	// Match: a URI that fits, and one cut short, at both sizes (the
	// program is ten times longer too: its states are a hash set).
	steps := func(tm Template, uri []byte) (int, int) {
		m, s1, err1 := tm.match(string(uri))
		_, s2, err2 := tm.match(string(uri[:len(uri)-1]) + "!")
		if err1 != nil || len(m) != len(uri)/2 || !errors.Is(err2, ErrNoMatch) {
			t.Fatalf("match of %d expressions: %v, %v", len(uri)/2, err1, err2)
		}
		return s1, s2
	}
	s1, f1 := steps(ts, outS)
	s2, f2 := steps(tb, outB)
	if s2 > 12*s1 || f2 > 12*f1 {
		t.Errorf("Match steps: %d and %d for 2,000 expressions, %d and %d for 20,000: not linear", s1, f1, s2, f2)
	}
	// (Per expression: its 14 instructions, the states it visits, its value.)
	linear(t, "Match expressions", 2_000, 20_000, 4096, func(n int) {
		if n == 2_000 {
			ts.Match(string(outS))
		} else {
			tb.Match(string(outB))
		}
	})
}

// A variable of 10 MB: expansion writes each byte once (or its triplet),
// in memory linear in the value; a prefix of 9999 stops after 9999
// characters however long the value; Match reads a URI of that size back.
func TestHostileValues(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile sizes: run without -short")
	}
	big := strings.Repeat("a", 10<<20)
	for _, tmpl := range []string{"{x}", "{+x}", "{#x}", "{?x}", "{x:9999}", "{/x*}", "{x}{x}"} {
		tm := MustParse(tmpl)
		linear(t, "Expand "+tmpl, 1<<20, 10<<20, 6, func(n int) { tm.Expand(Values{"x": String(big[:n])}) })
	}
	if s, _ := MustParse("{x:9999}").Expand(Values{"x": String(big)}); len(s) != 9999 {
		t.Errorf("{x:9999} of 10 MB: %d bytes", len(s))
	}
	if s, _ := MustParse("{x:9999}").Expand(Values{"x": String("abc")}); s != "abc" {
		t.Errorf("{x:9999} of abc: %q", s)
	}
	// Every byte encoded: 1 MB of "é" is 3 MB of triplets.
	accents := strings.Repeat("é", 1<<19)
	// (The buffer grows by append as the triplets come: about 19 bytes
	// allocated per input byte, the same at every size.)
	linear(t, "Expand {x} é", 1<<18, 1<<20, 24, func(n int) { MustParse("{x}").Expand(Values{"x": String(accents[:n])}) })
	// Match: a URI of 1 and 4 MB, its steps and memory linear.
	tm := MustParse("/{+x}/{y}")
	steps := func(n int) int {
		vars, s, err := tm.match("/" + big[:n] + "/z")
		if err != nil || vars["x"].Text() != big[:n] {
			t.Fatalf("match of %d bytes: %v", n, err)
		}
		return s
	}
	if s1, s2 := steps(1<<20), steps(4<<20); s2 > 5*s1 {
		t.Errorf("Match steps %d at 1 MB, %d at 4 MB: not linear", s1, s2)
	}
	linear(t, "Match /{+x}/{y}", 1<<20, 4<<20, 8, func(n int) { tm.Match("/" + big[:n] + "/z") })
}

// A thousand prefixes of 9999 on a short value, in a template and in
// matching: no cost per unit of max-length.
func TestHostilePrefixes(t *testing.T) {
	tmpl := strings.Repeat("{x:9999}/", 1000)
	tm := MustParse(tmpl)
	s, err := tm.Expand(Values{"x": String("abc")})
	if err != nil || s != strings.Repeat("abc/", 1000) {
		t.Fatalf("expand: %v", err)
	}
	vars, steps, err := tm.match(s)
	if err != nil || vars["x"].Text() != "abc" || steps > 100*len(s) {
		t.Errorf("match: %v, %d steps for %d bytes", err, steps, len(s))
	}
}
