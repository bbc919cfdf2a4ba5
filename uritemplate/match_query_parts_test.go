package uritemplate

import (
	"errors"
	"strings"
	"testing"
)

// The form-style query of a template, as queryRegion's doc states it: a
// "?" expression, the "&" expressions after it, then the end or a
// fragment, with no "?" in a literal before.
func TestQueryRegion(t *testing.T) {
	for _, c := range []struct {
		template   string
		first, end int
		ok         bool
	}{
		{"/s{?q,page}", 1, 2, true},
		{"{?a}{&b}{&c}", 0, 3, true},
		{"/s{?q}{&r}{#f}", 1, 3, true},
		{"/s{?q}#top", 1, 2, true},
		{"/s{?q}{&r}/x", 0, 0, false}, // a literal after it that is not a fragment
		{"/s{?q}{/p}", 0, 0, false},   // an expression after it that is not one
		{"/s{?q}{+f}", 0, 0, false},   // reserved, not a fragment
		{"/s?t=1{&q}", 0, 0, false},   // a "?" in a literal: the query starts there
		{"/s?t{?q}", 0, 0, false},     // the same before a "?" expression
		{"/s{/p}{&q}", 0, 0, false},   // no "?" expression
		{"/{x}{?q}{&r}{&s}", 2, 5, true},
	} {
		first, end, ok := queryRegion(new(MustParse(c.template)))
		if ok != c.ok || ok && (first != c.first || end != c.end) {
			t.Errorf("queryRegion(%q) = %d, %d, %v; want %d, %d, %v", c.template, first, end, ok, c.first, c.end, c.ok)
		}
	}
}

// inOrder: the parameters of a query named in the template's order,
// those no varspec names going with the first exploded varspec; the common
// case told without allocating.
func TestInOrder(t *testing.T) {
	for _, c := range []struct {
		template, query string
		want            bool
	}{
		{"{?a,b}", "a=1&b=2", true},
		{"{?a,b}", "a=1", true},
		{"{?a,b}", "b=2", true},
		{"{?a,b}", "b=1&a=2", false},
		{"{?a,b}", "a=1&x=2", false}, // no varspec takes x
		{"{?a,b}", "", false},        // one empty parameter, no name
		{"{?a,m*}", "", true},        // the exploded one takes it
		{"{?a,m*}", "a=1&x=2&y=3", true},
		{"{?a,m*}", "x=1&a=2", false},
		{"{?m*,a}", "x=1&a=2", true},
		{"{?a,b,a}", "a=1&b=2", true}, // a name's first varspec counts
		{"{?a,b,a}", "b=2&a=1", false},
		{"{?a}{&b}", "a=1&b=2", true},
		{"{?a}{&b}", "b=2&a=1", false},
		{"{?a,b}", "a=1&a=2&b=3", true}, // the order of names, not their count
	} {
		tm := MustParse(c.template)
		first, end, ok := queryRegion(&tm)
		if !ok {
			t.Fatalf("%q has no query region", c.template)
		}
		if got := inOrder(&tm, first, end, c.query); got != c.want {
			t.Errorf("inOrder(%q, %q) = %v, want %v", c.template, c.query, got, c.want)
		}
	}
	// 16 varspecs are told by inOrder, without allocating; 17 are left to
	// reorderQuery, which finds the same (nothing moves).
	names := func(n int) (tmpl, query string) {
		var vs, qs []string
		for i := range n {
			v := "v" + string(rune('a'+i))
			vs, qs = append(vs, v), append(qs, v+"=1")
		}
		return "{?" + strings.Join(vs, ",") + "}", strings.Join(qs, "&")
	}
	for _, n := range []int{16, 17} {
		tmpl, query := names(n)
		tm := MustParse(tmpl)
		first, end, _ := queryRegion(&tm)
		if got := inOrder(&tm, first, end, query); got != (n <= 16) {
			t.Errorf("%d varspecs in order: inOrder = %v", n, got)
		}
		in := &rewrite{orig: "?" + query, s: "?" + query}
		if r := reorderQuery(&tm, in, false); r != nil {
			t.Errorf("%d varspecs in order: reorderQuery moved them: %+v", n, r)
		}
		if n == 16 {
			if a := testing.AllocsPerRun(20, func() { reorderQuery(&tm, in, false) }); a != 0 {
				t.Errorf("%d varspecs in order: %v allocations", n, a)
			}
		}
	}
}

// "+" is a space in the query only (the form reading of
// application/x-www-form-urlencoded): the path and the fragment keep it;
// a query without "+" is left as it is.
func TestFormQueryParts(t *testing.T) {
	for _, c := range []struct {
		template, uri string
		want          Values
	}{
		{"/s{?q}{#f}", "/s?q=a+b#c+d", Values{"q": String("a b"), "f": String("c+d")}},
		{"{+p}{?q}", "/a+b?q=c", Values{"p": String("/a+b"), "q": String("c")}},
		{"{+p}", "/a+b", Values{"p": String("/a+b")}},
		{"/s{?q,r}", "/s?r=+&q=++", Values{"q": String("  "), "r": String(" ")}},
	} {
		vars, err := MustParse(c.template).MatchWith(c.uri, MatchOptions{Form: true})
		if err != nil || !equalValues(vars, c.want) {
			t.Errorf("match %q against %q (Form): %v, %v; want %v", c.uri, c.template, vars, err, c.want)
		}
	}
	r := formQuery("/a+b?q=c#d+e")
	if r.s != "/a+b?q=c#d+e" || len(r.pieces) != 0 {
		t.Errorf("formQuery without a \"+\" in the query: %+v", r)
	}
	r = formQuery("/a+b")
	if r.s != "/a+b" || len(r.pieces) != 0 {
		t.Errorf("formQuery without a query: %+v", r)
	}
}

// An error through a rewrite quotes the URI as given from its offset, at
// most 12 bytes, as an error without one does.
func TestRewriteErrorQuote(t *testing.T) {
	uri := "/s?q=a+b!1234567890abc"
	_, err := MustParse("/s{?q}").MatchWith(uri, MatchOptions{Form: true})
	var e *Error
	if !errors.As(err, &e) || e.Offset != 8 || !strings.Contains(e.Reason, `URI "!1234567890a" does not fit`) {
		t.Errorf("%v", err)
	}
	// The same without the rewrite: the same 12 bytes.
	_, err = MustParse("/s{?q}").Match("/s?q=a%20b!1234567890abc")
	if !errors.As(err, &e) || !strings.Contains(e.Reason, `URI "!1234567890a" does not fit`) {
		t.Errorf("%v", err)
	}
	// An error of another kind goes through unchanged.
	plain := errors.New("x")
	if got := formQuery("/s?a+b").relocate(plain); got != plain {
		t.Errorf("relocate(%v) = %v", plain, got)
	}
}

// Offsets in a rewrite map back to the URI: byte for byte in copied
// pieces, to the "+" for each byte of its "%20", to the end past the last
// piece.
func TestRewriteOffsets(t *testing.T) {
	r := formQuery("/s?q=a+b")
	// r.s is "/s?q=a%20b": 0-5 copied, 6-8 stand for the "+" at 6, 9 is
	// the "b" at 7, 10 is the end (8).
	for off, want := range map[int]int{0: 0, 5: 5, 6: 6, 7: 6, 8: 6, 9: 7, 10: 8, 11: 8} {
		if got := r.origOffset(off); got != want {
			t.Errorf("origOffset(%d) = %d, want %d", off, got, want)
		}
	}
	if got := (&rewrite{orig: "abc", s: "abc"}).origOffset(2); got != 2 {
		t.Errorf("no pieces: origOffset(2) = %d", got)
	}
}
