package uritemplate

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Fuzz targets (go test -fuzz FuzzX -fuzztime 1000000x ./uritemplate/).

var fuzzSeeds = []string{
	"", "x", "{var}", "{+path}/here", "{#x,hello,y}", "X{.list*}", "{/var:1,var}", "{;keys*}", "{?x,y,empty}",
	"{&keys}", "{keys:1}", "caf\u00e9/{var}", "x%20y{var}z%20w", "{/id*", "/id*}", "{var:0}", "{x..y}", "{%2x}",
	"{Stra%C3%9Fe}", "'{count}'", "{{", "}", "{=a}", "{a,b*,c:3}", "http://example.com/dictionary/{term:1}/{term}",
}

// Parse never panics; an error has its offset inside the template; a
// parsed template gives its text back and its parts cover it in order.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tm, err := Parse(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset >= len(s) || e.Input != s {
				t.Fatalf("Parse(%q): %v: not an *Error with an offset inside the template", s, err)
			}
			return
		}
		if tm.String() != s {
			t.Fatalf("String() = %q, want %q", tm.String(), s)
		}
		var b strings.Builder
		for _, p := range tm.Parts() {
			if p.Offset != b.Len() {
				t.Fatalf("%q: part %q at offset %d, want %d", s, p.Text, p.Offset, b.Len())
			}
			b.WriteString(p.Text)
			for _, v := range p.Vars {
				if v.Offset <= p.Offset || v.Offset+len(v.Name) > p.Offset+len(p.Text) || s[v.Offset:v.Offset+len(v.Name)] != v.Name {
					t.Fatalf("%q: variable %q at offset %d is not in its expression", s, v.Name, v.Offset)
				}
			}
		}
		if b.String() != s {
			t.Fatalf("parts of %q make %q", s, b.String())
		}
	})
}

// fuzzValues gives each name of t a value made from data: a string, a
// list or an associative array in turn, from pieces of data split at "|".
func fuzzValues(t Template, data string) Values {
	pieces := strings.Split(data, "|")
	vars := Values{}
	for i, name := range t.Names() {
		p := pieces[i%len(pieces)]
		switch i % 4 {
		case 0, 3:
			vars[name] = String(p)
		case 1:
			vars[name] = List(strings.Split(p, ",")...)
		case 2:
			var pairs []Pair
			for _, kv := range strings.Split(p, ",") {
				k, v, _ := strings.Cut(kv, "=")
				pairs = append(pairs, Pair{k, v})
			}
			vars[name] = Assoc(pairs...)
		}
	}
	return vars
}

// Expansion never panics, writes only URI characters (unreserved,
// reserved, and pct-encoded triplets), and AppendExpand appends what
// Expand returns; its only error is a prefix on a composite value, with the
// variable's offset.
func FuzzExpand(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, "a b|c,d|k=v,é=%|50%|\x00")
	}
	f.Fuzz(func(t *testing.T, s, data string) {
		tm, err := Parse(s)
		if err != nil {
			return
		}
		vars := fuzzValues(tm, data)
		got, err := tm.Expand(vars)
		if err != nil {
			var e *Error
			if !errors.Is(err, ErrComposite) || !errors.As(err, &e) || e.Offset <= 0 || e.Offset >= len(s) {
				t.Fatalf("Expand(%q): %v", s, err)
			}
			return
		}
		for i := 0; i < len(got); i++ {
			if got[i] == '%' && isTriplet(got, i) {
				i += 2
				continue
			}
			if !isLiteral(got[i]) {
				t.Fatalf("%q expands to %q: byte %d is not a URI character", s, got, i)
			}
		}
		if b, _ := tm.AppendExpand([]byte("x"), vars); string(b) != "x"+got {
			t.Fatalf("AppendExpand gives %q, Expand %q", b, got)
		}
	})
}

// Expanding the result of Match gives the URI back (its form-style query's
// parameters possibly in the template's order); and a URI made by
// expanding a template always matches (the search is complete but for the
// bound on its cost).
func FuzzMatch(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, "a b|c,d|k=v,é=%|50%|\x00", "/x/y?z=1")
	}
	f.Fuzz(func(t *testing.T, s, data, uri string) {
		tm, err := Parse(s)
		if err != nil {
			return
		}
		for _, u := range []string{uri, expandOrEmpty(tm, fuzzValues(tm, data))} {
			vars, err := tm.Match(u)
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(u) {
					t.Fatalf("Match(%q, %q): %v: no offset inside the URI", s, u, err)
				}
				continue
			}
			if got, err := tm.Expand(vars); err != nil || got != u && !sameButQueryOrder(got, u) {
				t.Fatalf("%q matched %q as %v, which expands to %q, %v", u, s, vars, got, err)
			}
		}
		u, err := tm.Expand(fuzzValues(tm, data))
		if err != nil {
			return
		}
		if _, err := tm.Match(u); err != nil && !errors.Is(err, ErrTooComplex) {
			t.Fatalf("%q, the expansion of %q, does not match it: %v", u, s, err)
		}
	})
}

// sameButQueryOrder reports whether a and b differ only in the order of
// their query's parameters.
func sameButQueryOrder(a, b string) bool {
	split := func(s string) (head, tail string, params []string) {
		qs, qe, ok := querySpan(s)
		if !ok {
			return s, "", nil
		}
		params = strings.Split(s[qs:qe], "&")
		slices.Sort(params)
		return s[:qs], s[qe:], params
	}
	ha, ta, pa := split(a)
	hb, tb, pb := split(b)
	return ha == hb && ta == tb && slices.Equal(pa, pb)
}

func expandOrEmpty(t Template, vars Values) string {
	s, _ := t.Expand(vars)
	return s
}
