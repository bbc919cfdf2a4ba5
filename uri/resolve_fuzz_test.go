package uri

import (
	"testing"

	"github.com/urikit/urikit/internal/ascii"
)

// FuzzResolve checks, for any base URI and reference: no panic and no
// error; the target parses back to exactly the value built, in every
// dialect and both modes; strict and non-strict results differ only for a
// reference whose scheme equals the base's; the strict target is the one
// of §5.2 written out with strings (resolveLiteral); and make-relative
// takes the strict target back to itself.
func FuzzResolve(f *testing.F) {
	for _, tc := range rfc3986Examples {
		f.Add(rfc3986Base, tc.ref)
	}
	for _, s := range [][2]string{
		{"mailto:x@y", "z"}, {"foo:/a/b", "..//g"}, {"foo:", "g"}, {"http://a", "g?y/../x"},
		{"foo:a/b", "../../c"}, {"http://[::1%25en0]:8/a", "../b?c#d"}, {"http://a/b", "http:/..//c"},
		{"HTTP://a/b", "http://c/./d"}, {"foo:/.//a", "#f"}, {"a:", "./b:c"}, {"x:/", ".//.."},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		b, err := Parse(base)
		if err != nil {
			return
		}
		r, err := ParseReference(ref)
		if err != nil {
			return
		}
		sameScheme := r.HasScheme() && ascii.EqualFold(r.Scheme(), b.Scheme())
		for _, d := range Dialects() {
			strict, err := Resolver{Dialect: d}.Resolve(b, r)
			if err != nil {
				t.Fatalf("%s: Resolve(%q, %q): %v", d, base, ref, err)
			}
			compat, err := Resolver{Dialect: d, Compat: true}.Resolve(b, r)
			if err != nil {
				t.Fatalf("%s compat: Resolve(%q, %q): %v", d, base, ref, err)
			}
			for _, u := range []URI{strict, compat} {
				p, err := Parse(u.String())
				if err != nil || p != u {
					t.Fatalf("%s: Resolve(%q, %q) = %q (%#v), parses as %#v, %v", d, base, ref, u, u, p, err)
				}
			}
			if strict != compat && !sameScheme {
				t.Fatalf("%s: Resolve(%q, %q): strict %q, compat %q", d, base, ref, strict, compat)
			}
			_ = Resolver{Dialect: d}.IsSameDocument(b, r)
		}
		// Inputs read under a draft's grammar resolve, under its algorithm,
		// to what that grammar reads back.
		for _, d := range []Dialect{Draft2003, Draft1997, RFC1738} {
			bd, err1 := d.Parse(base)
			rd, err2 := d.ParseReference(ref)
			if err1 == nil && err2 == nil {
				u, err := Resolver{Dialect: d}.Resolve(bd, rd)
				if err != nil {
					t.Fatalf("%s: Resolve(%q, %q): %v", d, base, ref, err)
				}
				checkReparse(t, d, u)
			}
		}
		target, _ := Resolve(b, r)
		if want := resolveLiteral(b, r); target.String() != want {
			t.Fatalf("Resolve(%q, %q) = %q, want %q (RFC 3986 §5.2, written out)", base, ref, target, want)
		}
		rel, err := Relative(b, target)
		if err != nil {
			t.Fatalf("Relative(%q, %q): %v", base, target, err)
		}
		if back, err := Resolve(b, rel); err != nil || back.String() != target.String() {
			t.Fatalf("Relative(%q, %q) = %q, which resolves to %q, %v", base, target, rel, back, err)
		}
	})
}

// FuzzRelative checks make-relative for any two URIs: the reference
// resolves back to the target, or to the target without its dot segments
// when no reference can keep them.
func FuzzRelative(f *testing.F) {
	f.Add(rfc3986Base, "http://a/b/c/g:h")
	f.Add("mailto:x@y", "mailto:x@y?s#f")
	f.Add("foo:a/b", "foo:c")
	f.Add("http://a/b//c", "http://a//x/./y")
	f.Add("x:", "x:/.//a")
	f.Fuzz(func(t *testing.T, base, target string) {
		b, err := Parse(base)
		if err != nil {
			return
		}
		tg, err := Parse(target)
		if err != nil {
			return
		}
		rel, err := Relative(b, tg)
		if err != nil {
			t.Fatalf("Relative(%q, %q): %v", base, target, err)
		}
		back, err := Resolve(b, rel)
		if err != nil {
			t.Fatalf("Resolve(%q, %q): %v", base, rel, err)
		}
		if back.String() != target {
			norm, _ := Resolve(b, tg)
			if !hasDotSegment(tg.Path()) || back.String() != norm.String() {
				t.Fatalf("Relative(%q, %q) = %q, which resolves to %q", base, target, rel, back)
			}
		}
		if len(rel.String()) > len(target) && back.String() == target {
			t.Fatalf("Relative(%q, %q) = %q is longer than the target", base, target, rel)
		}
	})
}
