package urn

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Fuzzing with the invariants of the package: no panic; an accepted URN
// gives its input back (String), re-parses to the same value, is a valid
// RFC 3986 URI (RFC 8141 §2) and its normalized form is a URN of the same
// dialect, idempotent and equivalent to it; Equal agrees with Normalize;
// the display form reads back into an equivalent URN; a rejected input has
// an *Error with an offset inside it.
//
//	go test ./urn -run '^$' -fuzz FuzzParse -fuzztime 2m -parallel 1

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"urn:example:a123,z456", "URN:EXAMPLE:a123%2cz456?+abc?=xyz#789", "urn:example:1/406/47452/2",
		"urn:example:weather?=op=map&lat=39.56&lon=-104.85", "urn:foo:a123,456?x=y", "urn:foo:a?s=I2L&c=ToC#f",
		"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "urn:isbn:0-395-36341-1", "urn:ietf:rfc:2648",
		"urn:oid:1.3.6.1", "urn:issn:1234-1231", "urn:example:%D0%B0123,z456", "urn:ex:a?+r?=q?+x#", "urn:urn-7:a#b#c",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, d := range []Dialect{RFC8141, RFC2141, Draft} {
			u, err := d.Parse(s)
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
					t.Fatalf("%s.Parse(%q): %v", d, s, err)
				}
				continue
			}
			if u.String() != s || u.Dialect() != d {
				t.Fatalf("%s.Parse(%q).String() = %q", d, s, u)
			}
			if again, err := d.Parse(u.String()); err != nil || again != u {
				t.Fatalf("%s: reparse of %q: %v", d, s, err)
			}
			if _, err := uri.Parse(s); err != nil {
				t.Fatalf("%s accepts %q, uri.Parse does not: %v", d, s, err)
			}
			n := u.Normalize()
			nu, err := d.Parse(n)
			if err != nil {
				t.Fatalf("%s: Normalize(%q) = %q does not parse: %v", d, s, n, err)
			}
			if nu.Normalize() != n || !Equal(u, nu) || !Equal(nu, u) || !Equal(u, u) {
				t.Fatalf("%s: Normalize(%q) = %q is not idempotent or not equivalent", d, s, n)
			}
			rn := Default().Normalize(u)
			if ru, err := d.Parse(rn); err != nil || Default().Normalize(ru) != rn || !Default().Equal(u, ru) {
				t.Fatalf("%s: Default().Normalize(%q) = %q: %v", d, s, rn, err)
			}
			if c := u.NormalizeForCache(); d == Draft {
				cu, err := d.Parse(c)
				if err != nil || cu.NormalizeForCache() != c || !Equal(u, cu) {
					t.Fatalf("NormalizeForCache(%q) = %q: %v", s, c, err)
				}
			}
			_, _ = Default().Check(u)
			if d == RFC8141 {
				disp := u.Display()
				back, err := ParseDisplay(d, disp)
				if err != nil || !Equal(back, u) {
					t.Fatalf("Display(%q) = %q reads back as %q, %v", s, disp, back, err)
				}
			}
		}
	})
}

// Equal agrees with Normalize on any two inputs that parse.
func FuzzEqual(f *testing.F) {
	f.Add("URN:foo:a123,456", "urn:FOO:a123%2c456")
	f.Add("urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456#x")
	f.Add("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	f.Fuzz(func(t *testing.T, a, b string) {
		ua, err1 := Parse(a)
		ub, err2 := Parse(b)
		if err1 != nil || err2 != nil {
			return
		}
		eq := Equal(ua, ub)
		if eq != (ua.Normalize() == ub.Normalize()) || eq != Equal(ub, ua) {
			t.Fatalf("Equal(%q, %q) = %v disagrees with Normalize", a, b, eq)
		}
		req := Default().Equal(ua, ub)
		if req != (Default().Normalize(ua) == Default().Normalize(ub)) || (eq && !req) {
			t.Fatalf("Default().Equal(%q, %q) = %v (lexical %v)", a, b, req, eq)
		}
	})
}

// Build encodes any UTF-8 text into an NSS that decodes back to it.
func FuzzBuild(f *testing.F) {
	f.Add("example", "a b/c?#%é")
	f.Add("isbn", "/x")
	f.Fuzz(func(t *testing.T, nid, text string) {
		u, err := Build(nid, text)
		if err != nil {
			return
		}
		got, derr := uri.Decode(u.NSS())
		if derr != nil || string(got) != text || u.NID() != nid || u.HasRComponent() || u.HasQComponent() || u.HasFComponent() {
			t.Fatalf("Build(%q, %q) = %q", nid, text, u)
		}
	})
}

// Every namespace rule, on any NSS: no panic, and a violation's offset is
// inside the NSS.
func FuzzNamespaceRules(f *testing.F) {
	for _, s := range []string{"0-395-36341-1", "1234-1231", "10-0-0000", "1.3.6.1", "rfc:2648", "params:a:b",
		"f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "978-0-306-40615-7", "0-8044-2957-X", ":", "-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, nss string) {
		for _, nid := range []string{"uuid", "isbn", "issn", "oid", "ietf"} {
			n, _ := Default().Lookup(nid)
			err := n.Check(nss)
			var re *RuleError
			if err != nil && (!errors.As(err, &re) || re.Offset < 0 || re.Offset > len(nss)) {
				t.Fatalf("%s rule on %q: %v", nid, nss, err)
			}
		}
	})
}
