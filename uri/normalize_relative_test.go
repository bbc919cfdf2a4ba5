package uri

import "testing"

// The bases of RFC 3986 §5.4 and others with an authority or an absolute
// path, for the resolution property of relative normalization.
var relativeBases = []string{
	"http://a/b/c/d;p?q", // RFC 3986 §5.4
	"http://a", "http://a/", "foo:/x/y/", "foo:/", "file:///etc/hosts", "//h/p/q", "http://a/b/c/d/e/f/g/h",
}

var relativeRefs = []string{
	"/a/b/../../c", "a/b/./c", "a/../../b", "a/..", ".", "..", "./", "../", "../..", "a/b/..", "a/.", "a/./",
	"a/../b:c", "a/..//b", ".//b", "./a:b", "a//../b", "../a/./b/%7e/%2e%2e", "%2e/%2E%2e/x", "a/..?q#f",
	"//EXAMPLE.com/a/../b", "/.", "/..", "/./a", "/a/..//b", "", "?q", "#f", "g;x=1/../y", "../../../g",
	"a/b/c/../../../../d", "./../a", "a/../.", "...", ".a/..b/",
}

// Resolving a normalized reference gives the normalized target, against
// every base with an authority or an absolute path.
func TestNormalizeRelativeResolves(t *testing.T) {
	for _, b := range relativeBases {
		for _, r := range relativeRefs {
			checkRelativeProperty(t, b, r)
		}
	}
}

// The and uriparser's examples of what goes and what stays.
func TestRelativeDotSegments(t *testing.T) {
	for in, want := range map[string]string{
		"a/b/./c":   "a/b/c",
		"a/../../b": "../b",
		"../../a":   "../../a",
		"a/b/../c":  "a/c",
		"a/..":      "./",
		".":         "./",
		"./":        "./",
		"..":        "..",
		"../.":      "../",
		"a/../b:c":  "./b:c",
		"a/..//b":   ".//b",
		"a//../b":   "a/b", // ".." removes the empty segment, as remove_dot_segments does
		"a/b":       "a/b",
		"...":       "...",
	} {
		if got := relativeDotSegments(in); got != want {
			t.Errorf("relativeDotSegments(%q) = %q, want %q", in, got, want)
		}
		if relativeNormal(in) != (want == in) {
			t.Errorf("relativeNormal(%q) = %v", in, !(want == in))
		}
	}
}

func FuzzNormalizeRelative(f *testing.F) {
	for i, r := range relativeRefs {
		f.Add(relativeBases[i%len(relativeBases)], r)
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		checkRelativeProperty(t, base, ref)
	})
}

// checkRelativeProperty checks, for a base with an authority or an
// absolute path, normalized, and a relative reference (RFC 3986 §4.2):
// resolve(base, normalize(ref)) == normalize(resolve(base, ref)) at the
// syntax level (the scheme level adds rules of the base's scheme that a
// reference alone cannot know); that normalizing is idempotent; and that
// relativeNormal agrees with relativeDotSegments.
func checkRelativeProperty(t *testing.T, base, ref string) {
	b, err := Parse(base)
	if err != nil || !b.HasAuthority() && (b.Path() == "" || b.Path()[0] != '/') {
		return
	}
	r, err := ParseReference(ref)
	if err != nil || !r.IsRelative() {
		return
	}
	b = Normalize(b)
	nr := Normalize(r)
	if Normalize(nr) != nr {
		t.Fatalf("Normalize(%q) = %q is not normal: %q", ref, nr, Normalize(nr))
	}
	if p := r.Path(); relativeNormal(p) != (relativeDotSegments(p) == p) {
		t.Fatalf("relativeNormal(%q) = %v, relativeDotSegments gives %q", p, relativeNormal(p), relativeDotSegments(p))
	}
	t1, err1 := Resolve(b, nr)
	t2, err2 := Resolve(b, r)
	if (err1 == nil) != (err2 == nil) {
		t.Fatalf("base %q ref %q: errors %v and %v", b, ref, err1, err2)
	}
	if err1 != nil {
		return
	}
	if t1.String() != Normalize(t2).String() {
		t.Fatalf("base %q ref %q: Resolve(base, %q) = %q, Normalize(Resolve(base, ref)) = %q",
			b, ref, nr, t1, Normalize(t2))
	}
}
