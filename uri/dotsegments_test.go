package uri

import "testing"

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
