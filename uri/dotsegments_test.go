package uri

import (
	"strings"
	"testing"
)

// TestRemoveDotSegments uses the two worked examples of RFC 3986 §5.2.4 and
// the paths of the §5.4 examples that exercise each step.
func TestRemoveDotSegments(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"/a/b/c/./../../g", "/a/g"},    // §5.2.4 first example
		{"mid/content=5/../6", "mid/6"}, // §5.2.4 second example
		{"/b/c/./g", "/b/c/g"},          // §5.4.1 "./g"
		{"/b/c/..", "/b/"},              // §5.4.1 ".."
		{"/b/c/../", "/b/"},             // §5.4.1 "../"
		{"/b/c/../../../g", "/g"},       // §5.4.2 "../../../g"
		{"/b/c/../../../../g", "/g"},    // §5.4.2 "../../../../g"
		{"/./g", "/g"},                  // §5.4.2 "/./g"
		{"/../g", "/g"},                 // §5.4.2 "/../g"
		{"/b/c/g.", "/b/c/g."},          // §5.4.2 "g."
		{"/b/c/.g", "/b/c/.g"},          // §5.4.2 ".g"
		{"/b/c/g..", "/b/c/g.."},        // §5.4.2 "g.."
		{"/b/c/..g", "/b/c/..g"},        // §5.4.2 "..g"
		{"/b/c/./../g", "/b/g"},         // §5.4.2 "./../g"
		{"/b/c/./g/.", "/b/c/g/"},       // §5.4.2 "./g/."
		{"/b/c/g/./h", "/b/c/g/h"},      // §5.4.2 "g/./h"
		{"/b/c/g/../h", "/b/c/h"},       // §5.4.2 "g/../h"
		{"/b/c/g;x=1/./y", "/b/c/g;x=1/y"},
		{"/b/c/g;x=1/../y", "/b/c/y"},
		{"", ""},
		{".", ""},
		{"..", ""},
		{"../a", "a"},
		{"./a", "a"},
		{"a/..", "/"}, // literal step E then C: output "a", then "/.." → "/"
		{"a/../b", "/b"},
	} {
		if got := RemoveDotSegments(tc.in); got != tc.want {
			t.Errorf("RemoveDotSegments(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestRemoveDotSegmentsNoAlloc(t *testing.T) {
	p := "/a/b/c.d/e..f/.g"
	if n := testing.AllocsPerRun(100, func() { _ = RemoveDotSegments(p) }); n != 0 {
		t.Errorf("RemoveDotSegments(%q) allocated %v times, want 0", p, n)
	}
}

// TestHasDotSegment compares hasDotSegment with splitting at "/" on every
// string of up to 9 bytes over {a, ., /} and on long ones (its IndexByte
// path), including RFC 3986 §5.4 paths.
func TestHasDotSegment(t *testing.T) {
	plain := func(p string) bool {
		for _, seg := range strings.Split(p, "/") {
			if seg == "." || seg == ".." {
				return true
			}
		}
		return false
	}
	check := func(p string) {
		if got, want := hasDotSegment(p), plain(p); got != want {
			t.Errorf("hasDotSegment(%q) = %v, want %v", p, got, want)
		}
	}
	var gen func(p string)
	gen = func(p string) {
		check(p)
		check("/a-long-first-segment/x" + p)
		check(p + "/and-a-long-last-segment.html")
		if len(p) < 9 {
			for _, c := range []string{"a", ".", "/"} {
				gen(p + c)
			}
		}
	}
	gen("")
	for _, p := range []string{"/b/c/./../g", "/b/c/g.", "/b/c/.g", "/b/c/g..", "/b/c/..g", "/.well-known/acme-challenge/x.y"} {
		check(p)
	}
}
