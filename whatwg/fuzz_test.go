package whatwg

import (
	"errors"
	"testing"
)

// Fuzz targets, one per entry point, with the URL Standard's own
// invariants (§4 "Goals": parse-then-serialize is idempotent, and so is
// manipulating a URL through the API):
//
//	go test ./whatwg -run '^$' -fuzz FuzzParse -fuzztime 60s
//
// The seed corpus (the web-platform-tests inputs) runs with go test.

func addSeeds(f *testing.F) {
	for _, c := range loadWPT(f, "urltestdata.json") {
		f.Add(c["input"].(string))
	}
}

// checkURL holds for every URL a parse returns: every getter answers, and
// the href parses back to itself (§4: serialize-then-parse is the
// identity).
func checkURL(t *testing.T, u URL) {
	t.Helper()
	for _, get := range getters {
		_ = get(u)
	}
	_, _ = u.Query()
	_, _ = u.Fragment()
	_ = u.SearchParams().String()
	v, err := Parse(u.Href())
	if err != nil {
		t.Fatalf("href %q does not parse: %v", u.Href(), err)
	}
	if v != u {
		t.Fatalf("href %q parses to %q (or other offsets): %+v vs %+v", u.Href(), v.Href(), v, u)
	}
}

func FuzzParse(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		v, errs, err2 := Validate(s)
		if (err == nil) != (err2 == nil) || u != v {
			t.Fatalf("Parse and Validate disagree on %q: %v / %v", s, err, err2)
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || !errors.Is(err, e.Kind) {
				t.Fatalf("%q: error %#v", s, err)
			}
			if len(errs) == 0 || errs[len(errs)-1].Kind != e.Kind {
				t.Fatalf("%q: validation errors %v do not end with %v", s, errs, e.Kind)
			}
			return
		}
		for _, ve := range errs {
			if ve.Offset < 0 || ve.Offset > len(s) || ve.Kind <= 0 || ve.Kind >= kindEnd {
				t.Fatalf("%q: validation error %+v", s, ve)
			}
		}
		checkURL(t, u)
	})
}

// FuzzParseRef: a reference resolved against a base is the URL its href
// is (parsing with a base equals parsing the resolved href).
func FuzzParseRef(f *testing.F) {
	for _, c := range loadWPT(f, "urltestdata.json") {
		if b, ok := c["base"].(string); ok {
			f.Add(b, c["input"].(string))
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		b, err := Parse(base)
		if err != nil {
			return
		}
		u, err := b.Parse(ref)
		v, _, err2 := b.Validate(ref)
		if (err == nil) != (err2 == nil) || u != v {
			t.Fatalf("Parse and Validate disagree on %q against %q", ref, base)
		}
		if err != nil {
			return
		}
		checkURL(t, u)
	})
}

// FuzzSetters: a setter never yields an href that does not parse back to
// the URL it returned.
func FuzzSetters(f *testing.F) {
	for _, s := range []string{"http://u:p@h:1/p?q#f", "file:///C:/x", "mailto:x", "foo://h/p", "foo:/p", "data:x y"} {
		for _, v := range []string{"", "x", "h:2", "/a/../b", "?q", "#f", "a b", "[::1]", "file", "https", ":"} {
			f.Add(s, uint8(0), v)
		}
	}
	names := []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}
	f.Fuzz(func(t *testing.T, href string, which uint8, value string) {
		u, err := Parse(href)
		if err != nil {
			return
		}
		name := names[int(which)%len(names)]
		v, ok := setterFuncs[name](u, value)
		if !ok && v != u {
			t.Fatalf("set %s=%q on %q: not applied, yet %q", name, value, href, v.Href())
		}
		checkURL(t, v)
	})
}

// FuzzSearchParams: serialize-then-parse gives the same pairs.
func FuzzSearchParams(f *testing.F) {
	f.Add("a=b&c=d+e%20f&&g")
	f.Add("%zz=%ff&=x&y=")
	f.Fuzz(func(t *testing.T, q string) {
		p := ParseSearchParams(q)
		s := p.String()
		p2 := ParseSearchParams(s)
		if s2 := p2.String(); s2 != s {
			t.Fatalf("%q: serialized %q, reparsed %q", q, s, s2)
		}
		p.Sort()
		_ = p.String()
	})
}
