package uri

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// fuzzNormalizers are the configurations the fuzz invariants run under.
var fuzzNormalizers = []Normalizer{
	{Level: LevelString},
	{Level: LevelSyntax},
	{Level: LevelScheme},
	{Level: LevelScheme, IPv6RFC5952: true, RemoveFragment: true, SortQuery: true, RemoveWWW: true},
	{Level: LevelString, IPv6RFC5952: true, SortQuery: true, RemoveWWW: true},
}

// reservedSkeleton returns the reserved characters of s, literal or
// percent-encoded (with upper-case hex), in order: what normalization must
// keep exactly in a component it does not restructure (RFC 3986 §2.2).
func reservedSkeleton(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' {
			v := byte(pct.Octet(s, i))
			if !pct.Unreserved.Has(v) {
				b.WriteString(string([]byte{'%', ascii.UpperHex[v>>4], ascii.UpperHex[v&15]}))
			}
			i += 2
			continue
		}
		if !pct.Unreserved.Has(c) {
			b.WriteByte(c)
		}
	}
	return b.String()
}

func FuzzNormalize(f *testing.F) {
	for _, s := range []string{
		"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7A", "HTTP://www.EXAMPLE.com/",
		"http://example.com:80", "http://example.com:/", "foo:/.//bar", "foo:a/..//bar",
		"http://[FE80::1%25EN0]:/x", "file://localhost/x", "mailto:Joe@Example.COM,x@Y.org?subject=Hi",
		"http://a/b?z=1&a=2&%61=3&A=4#frag", "http://[::ffff:c000:280]", "HTTP://%77ww.%41.com:0080/a/../b",
		"//%31.2.3.4/", "http://%31.2.3.4/", "../a/%2e%2e/b", "?%7e#%7E", "http://[v1.X]/", "a:.", "a:..//",
		"http://www.1.2.3.4/", "file://LOCALHOST:/x", "mailto:%22a@B%22@C", "x://u%41@h:00/%2f",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, d := range Dialects() {
			u, err := d.ParseReference(s)
			if err != nil {
				continue
			}
			for _, n := range fuzzNormalizers {
				c := n.config(&u)
				normal := c.isNormal(&u, nAll)
				built, berr := c.build(u)
				if berr == nil && normal != (built.s == u.s) {
					t.Fatalf("%v %+v: isNormal(%q) = %v but build gives %q", d, n, s, normal, built.s)
				}
				v, err := n.Normalize(u)
				if err != nil {
					if d == RFC3986 {
						t.Fatalf("%+v: Normalize(%q): %v", n, s, err)
					}
					continue
				}
				if d == RFC3986 {
					// What the parser's notes rule out is absent, and
					// NormalizeString is ParseReference + Normalize.
					checkNotes(t, s)
					if _, nt, _ := parseNoting(s, d, false); nt == 0 && n.plainNormal(&u) && !normal {
						t.Fatalf("%+v: plainNormal(%q) but it is not normal", n, s)
					}
					if got, err := n.NormalizeString(s); err != nil || got != v.s {
						t.Fatalf("%+v: NormalizeString(%q) = %q, %v; Normalize gives %q", n, s, got, err, v.s)
					}
				}
				// The result parses to exactly the value returned.
				w, err := d.ParseReference(v.s)
				if err != nil {
					t.Fatalf("%v %+v: Normalize(%q) = %q does not parse: %v", d, n, s, v.s, err)
				}
				if w != v {
					t.Fatalf("%v %+v: Normalize(%q) = %q: offsets %+v, parse gives %+v", d, n, s, v.s, v, w)
				}
				// Idempotent, and the second run finds nothing to do.
				if c2 := n.config(&v); !c2.isNormal(&v, nAll) {
					x, _ := n.Normalize(v)
					t.Fatalf("%v %+v: Normalize(%q) = %q, again %q", d, n, s, v.s, x.s)
				}
				// Equal to the input at its level.
				if !n.Equal(u, v) {
					t.Fatalf("%v %+v: Normalize(%q) = %q not Equal to its input", d, n, s, v.s)
				}
				if n.SortQuery || n.RemoveFragment || n.IPv6RFC5952 || n.RemoveWWW {
					continue
				}
				// Nothing but the representation of unreserved characters
				// and the case of scheme and host changes: the reserved
				// characters of userinfo, query and fragment are kept.
				if reservedSkeleton(u.Userinfo()) != reservedSkeleton(v.Userinfo()) ||
					reservedSkeleton(u.Query()) != reservedSkeleton(v.Query()) ||
					reservedSkeleton(u.Fragment()) != reservedSkeleton(v.Fragment()) ||
					u.HasQuery() != v.HasQuery() || u.HasFragment() != v.HasFragment() ||
					u.HasUserinfo() != v.HasUserinfo() || u.HasScheme() != v.HasScheme() ||
					u.HasAuthority() != v.HasAuthority() {
					t.Fatalf("%v %+v: Normalize(%q) = %q changed a reserved character or a delimiter", d, n, s, v.s)
				}
				if n.Level == LevelString && v.s != u.s {
					t.Fatalf("string level changed %q to %q", s, v.s)
				}
				// A relative path keeps its reserved characters, unless it
				// has dot-segments that normalization may remove
				// (FuzzNormalizeRelative checks those).
				dots := hasDotSegment(u.Path()) || strings.Contains(strings.ToLower(u.Path()), "%2e")
				if u.IsRelative() && !dots && reservedSkeleton(u.Path()) != reservedSkeleton(v.Path()) {
					t.Fatalf("%v %+v: relative path of %q changed to %q", d, n, s, v.s)
				}
			}
			// The in-place remove_dot_segments is the §5.2.4 one.
			p := u.Path()
			if got, want := string(removeDotSegmentsInPlace([]byte("xy"+p), 2)), "xy"+RemoveDotSegments(p); got != want {
				t.Fatalf("removeDotSegmentsInPlace(%q) = %q, want %q", p, got, want)
			}
			if u.kind == HostIPv6 {
				h := u.Host()
				addr := h[1 : len(h)-1]
				if u.zoneStart != 0 {
					addr = u.s[u.hostStart+1 : u.zoneStart]
				}
				g := ipv6Groups(addr)
				c := string(appendIPv6RFC5952(nil, g))
				if !IsIPv6(c) || ipv6Groups(c) != g {
					t.Fatalf("RFC 5952 form of %q is %q", addr, c)
				}
			}
		}
	})
}

// checkNotes checks that the notes parseInto takes of s, an RFC 3986
// reference, promise only what holds: no triplet to rewrite, no upper-case
// letter in the scheme or host, no dot-segment.
func checkNotes(t *testing.T, s string) {
	t.Helper()
	u, nt, err := parseNoting(s, RFC3986, false)
	if err != nil {
		return
	}
	if nt&nPct == 0 && !pctNormal(s, nil, 0) {
		t.Fatalf("parseNoting(%q) saw no triplet to rewrite, pctNormal does", s)
	}
	if nt&nUpper == 0 && (ascii.HasUpper(u.Scheme()) || hasUpperOutsideTriplets(u.Host())) {
		t.Fatalf("parseNoting(%q) saw no upper-case scheme or host", s)
	}
	if nt&nDot == 0 && hasDotSegment(u.Path()) {
		t.Fatalf("parseNoting(%q) saw no dot-segment in %q", s, u.Path())
	}
}

// parseNoting is parseInto returning the value.
func parseNoting(s string, d Dialect, needScheme bool) (URI, notes, error) {
	var u URI
	nt, err := parseInto(&u, s, d, needScheme)
	return u, nt, err
}
