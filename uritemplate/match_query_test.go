package uritemplate

import (
	"errors"
	"strings"
	"testing"
)

// Routes (issue #39): the parameters of a form-style query (RFC 6570
// §3.2.8, §3.2.9) in any order, unknown ones refused or allowed, and "+"
// read as a space (application/x-www-form-urlencoded). Each expected
// value is worked out from the expansion rules: a template expanded with
// it gives the URI with its parameters in the template's order.
func TestMatchQueryAnyOrder(t *testing.T) {
	for _, c := range []struct {
		template, uri string
		o             MatchOptions
		want          Values
	}{
		{"/search{?q,page}", "/search?page=2&q=x", MatchOptions{}, Values{"q": String("x"), "page": String("2")}},
		{"/search{?q,page}", "/search?page=2", MatchOptions{}, Values{"page": String("2")}},
		{"{?q,page}{&lang}", "?lang=fr&q=a&page=1", MatchOptions{}, Values{"q": String("a"), "page": String("1"), "lang": String("fr")}},
		{"/s{?q,list}", "/s?list=a,b&q=x", MatchOptions{}, Values{"q": String("x"), "list": List("a", "b")}},
		{"{?q,list*}", "?list=a&q=x&list=b", MatchOptions{}, Values{"q": String("x"), "list": List("a", "b")}},
		// names no variable has go to the exploded one, an associative array
		{"{?q,keys*}", "?b=2&q=x&a=1", MatchOptions{}, Values{"q": String("x"), "keys": Assoc(Pair{"b", "2"}, Pair{"a", "1"})}},
		{"/s{?q,page}{#f}", "/s?page=2&q=x#top", MatchOptions{}, Values{"q": String("x"), "page": String("2"), "f": String("top")}},
		{"/s{?q,page}#top", "/s?page=2&q=x#top", MatchOptions{}, Values{"q": String("x"), "page": String("2")}},
		// a parameter no variable names, allowed and left out
		{"/search{?q,page}", "/search?page=2&utm_source=m&q=x", MatchOptions{AllowUnknown: true}, Values{"q": String("x"), "page": String("2")}},
		{"/search{?q}", "/search?utm=1", MatchOptions{AllowUnknown: true}, Values{}},
		// "+" as a space
		{"/search{?q}", "/search?q=a+b", MatchOptions{Form: true}, Values{"q": String("a b")}},
		{"{?q,page}", "?page=1&q=a+b%2Bc", MatchOptions{Form: true}, Values{"q": String("a b+c"), "page": String("1")}},
		{"/p/{+x}{?q}", "/p/a+b?q=c+d", MatchOptions{Form: true}, Values{"x": String("a+b"), "q": String("c d")}}, // the path keeps its "+"
		{"/search{?q,page}", "/search?page=2&x=1&q=a+b", MatchOptions{Form: true, AllowUnknown: true}, Values{"q": String("a b"), "page": String("2")}},
		// as written when the parameters put in order do not match: a "?"
		// may stand in a {+path}
		{"{+p}{?q,r}", "/x?r=1&q=2?q=3&r=4", MatchOptions{}, Values{"p": String("/x?r=1&q=2"), "q": String("3"), "r": String("4")}},
		// as written when the parameters put in order do not fit: "ab"
		// is longer than q:1 takes, and {+p} may hold the whole query
		// (§3.2.3), with q and r undefined (§3.2.1: nothing written)
		{"{+p}{?q:1,r}", "/x?r=1&q=ab", MatchOptions{}, Values{"p": String("/x?r=1&q=ab")}},
		// as written when the parameters put in order leave no reading:
		// p repeats in the fragment, which keeps the order as written
		{"{+p}{?q,r}{#p}", "/a?r=1&q=2#/a?r=1&q=2", MatchOptions{}, Values{"p": String("/a?r=1&q=2")}},
		// a variable in the path and in the query: read in both places,
		// the same value (§2.3: a variable has one value)
		{"/{q}{?r,q}", "/a?q=a&r=1", MatchOptions{}, Values{"q": String("a"), "r": String("1")}},
		// in order, as before
		{"{?q,page}", "?q=x&page=2", MatchOptions{}, Values{"q": String("x"), "page": String("2")}},
		// unknown names go with the first exploded varspec, wherever it is
		{"{?a*,q,b*}", "?q=1&x=2", MatchOptions{}, Values{"a": Assoc(Pair{"x", "2"}), "q": String("1")}},
		{"{?keys*,q}", "?q=1&b=2", MatchOptions{}, Values{"keys": Assoc(Pair{"b", "2"}), "q": String("1")}},
		// an empty query holds one empty parameter, which no variable names
		{"/s{?q}", "/s?", MatchOptions{AllowUnknown: true}, Values{}},
	} {
		tm := MustParse(c.template)
		vars, err := tm.MatchWith(c.uri, c.o)
		if err != nil {
			t.Errorf("match %q against %q (%+v): %v", c.uri, c.template, c.o, err)
			continue
		}
		if !equalValues(vars, c.want) {
			t.Errorf("match %q against %q (%+v) = %v, want %v", c.uri, c.template, c.o, vars, c.want)
		}
	}
	// Match is MatchWith with no options: any order, no unknown, "+" kept.
	if vars, err := MustParse("{?a,b}").Match("?b=1&a=2"); err != nil || !equalValues(vars, Values{"a": String("2"), "b": String("1")}) {
		t.Errorf("Match in another order: %v, %v", vars, err)
	}
}

func TestMatchQueryErrors(t *testing.T) {
	for _, c := range []struct {
		template, uri string
		o             MatchOptions
		offset        int
		says          string
	}{
		{"/search{?q,page}", "/search?page=2&q=x&utm=1", MatchOptions{}, 19, `query parameter "utm" is not one the template names in "{?q,page}" (template offset 7)`},
		{"/search{?q}", "/search?q=a+b&z=1", MatchOptions{Form: true}, 14, `query parameter "z"`},
		{"{?q}", "?q=1&x=2&q=3", MatchOptions{AllowUnknown: true}, 9, `query parameter "q" comes more than once`},
		{"/search{?q}", "/search?q=a+b", MatchOptions{}, 11, `at offset 11: "+" in a query is a space when read as a form`},
		// an error after a "+" read as "%20" points into the URI as given
		{"/s{?q}", "/s?q=a+b!", MatchOptions{Form: true}, 8, `URI "!"`},
		// a literal query before the expressions: read in order only
		{"/s?t=1{&q}", "/s?q=2&t=1", MatchOptions{}, 3, ``},
		{"/a?b{?q,r}", "/a?b?r=2&q=1", MatchOptions{}, 8, `URI "&q=1" does not fit "{?q,r}"`}, // as written: the query is not the template's
		// offsets through the form rewrite: in the path before it, just
		// after a "+" read as "%20", at the end after one
		{"/s{?q}", "/x?q=a+b", MatchOptions{Form: true}, 1, `the template wants "s"`},
		{"/s{?q}", "/s?q=a+!", MatchOptions{Form: true}, 7, `URI "!"`},
		{"/s{?q}#f", "/s?q=a+", MatchOptions{Form: true}, 7, `URI end does not fit "#f"`},
		{"/s{?q}", "/s?", MatchOptions{}, 3, `query parameter ""`},
		// through both rewrites: "+" read as "%20", then put in order
		{"{?q:2,page}", "?page=1&q=a+b", MatchOptions{Form: true}, 12, `URI "b" does not fit "{?q:2,page}"`},
	} {
		_, err := MustParse(c.template).MatchWith(c.uri, c.o)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrNoMatch) || e.Offset != c.offset || e.Input != c.uri || !strings.Contains(err.Error(), c.says) {
			t.Errorf("match %q against %q (%+v): %v; want an error at offset %d saying %q", c.uri, c.template, c.o, err, c.offset, c.says)
		}
	}
}

// The variables read in any order expand to the URI's parameters in the
// template's order: the same parameters, none lost or made up.
func TestMatchQueryRoundTrip(t *testing.T) {
	tm := MustParse("/r{?a,b,c*}{&d}")
	for _, uri := range []string{
		"/r?d=4&c=1&a=x&c=2&b=y", "/r?b=&a=%20", "/r?c=1", "/r?d=1&zz=2&a=3",
	} {
		vars, err := tm.Match(uri)
		if err != nil {
			t.Errorf("%q: %v", uri, err)
			continue
		}
		got, _ := tm.Expand(vars)
		if a, b := sortedParams(got), sortedParams(uri); a != b {
			t.Errorf("%q read as %v expands to %q: parameters %s, want %s", uri, vars, got, a, b)
		}
	}
}

func sortedParams(uri string) string {
	_, q, _ := strings.Cut(uri, "?")
	ps := strings.Split(q, "&")
	for i := range ps {
		for j := i + 1; j < len(ps); j++ {
			if ps[j] < ps[i] {
				ps[i], ps[j] = ps[j], ps[i]
			}
		}
	}
	return strings.Join(ps, "&")
}
