package uri

import (
	"bufio"
	"os"
	"testing"
)

// TestRelative checks make-relative on cases chosen for each rule of
// RFC 3986 §5.2 the result must survive. Every expected reference is also
// resolved back, so a row can only pass if it is correct; the expected
// value is the shortest by the reasoning in its comment.
func TestRelative(t *testing.T) {
	for _, tc := range []struct{ base, target, want string }{
		{rfc3986Base, "http://a/b/c/g", "g"},
		{rfc3986Base, "http://a/b/c/d;p?q", ""},        // the base itself
		{rfc3986Base + "#f", "http://a/b/c/d;p?q", ""}, // base fragment ignored
		{rfc3986Base, "http://a/b/c/d;p?q#s", "#s"},
		{rfc3986Base, "http://a/b/c/d;p?y", "?y"},
		{rfc3986Base, "http://a/b/c/d;p?", "?"},          // empty query differs from "q"
		{rfc3986Base, "http://a/b/c/d;p", "d;p"},         // dropping the query needs the path
		{rfc3986Base, "http://a/b/c/d;p#s", "d;p#s"},     // likewise
		{rfc3986Base, "http://a/b/c/", "."},              // shorter than "./"
		{rfc3986Base, "http://a/b/", ".."},               // shorter than "../"
		{rfc3986Base, "http://a/b/g", "../g"},            // ties with "/b/g": relative first
		{rfc3986Base, "http://a/", "/"},                  // shorter than "../.."
		{rfc3986Base, "http://a/g", "/g"},                // shorter than "../../g"
		{rfc3986Base, "http://a", "//a"},                 // an empty path needs the authority
		{rfc3986Base, "http://g", "//g"},                 // same scheme, other host
		{rfc3986Base, "http://x@a/b/c/g", "//x@a/b/c/g"}, // userinfo differs
		{rfc3986Base, "https://a/b/c/g", "https://a/b/c/g"},
		{rfc3986Base, "HTTP://a/b/c/g", "HTTP://a/b/c/g"}, // resolution would write "http"
		{rfc3986Base, "http://a/b/c/a:b", "./a:b"},        // §4.2: not a scheme
		{rfc3986Base, "http://a/b/c/g:h/i", "./g:h/i"},
		{rfc3986Base, "http://a/b/a:b", "../a:b"}, // no "./" needed after "../"
		{rfc3986Base, "http://a/b/c//x", ".//x"},  // empty first segment
		{rfc3986Base, "http://a//x", "/.//x"},     // "//x" alone is a network-path
		{rfc3986Base, "http://a/b/c/g/", "g/"},    // trailing slash kept
		{rfc3986Base, "http://a/b/c/g?y#s", "g?y#s"},
		{rfc3986Base, "http:g", "http:g"},                // no authority: nothing relative resolves to it
		{rfc3986Base, "http://a/b/c/./g", "g"},           // dot segments: the target without them
		{rfc3986Base, "http://a/b/c/g/../h", "h"},        // likewise
		{"http://a/b/./c?q", "http://a/b/./c?q#f", "#f"}, // the base path is kept as it is
		{"http://a/b/./c?q", "http://a/b/./c?y", "?y"},
		{"http://a", "http://a/x", "x"},             // merge with "/" (§5.2.3)
		{"http://a/b/c/d", "http://a/b/c/d/", "d/"}, // trailing slash added
		{"http://a/b//c", "http://a/b//x", "x"},     // empty segments in the base
		{"http://a/b//c", "http://a/b/x", "../x"},   // ".." removes the empty segment
		{"mailto:x@y", "mailto:z", "z"},             // no "/" in the base path
		{"mailto:x@y", "mailto:x@y?subject=hi", "?subject=hi"},
		{"mailto:x@y", "mailto:x@y", ""},
		{"mailto:x@y", "news:z", "news:z"},
		{"foo:a/b", "foo:a/c", "c"},
		{"foo:a/b", "foo:c", "foo:c"}, // "../c" would give "foo:/c" (§5.2.4 E, C)
		{"foo:/a/b", "foo:/.//g", "/.//g"},
		{"foo:x", "foo:", "."}, // remove_dot_segments(".") = ""
	} {
		b, tg := refOf(tc.base), refOf(tc.target)
		r, err := Relative(b, tg)
		if err != nil || r.String() != tc.want {
			t.Errorf("Relative(%q, %q) = %q, %v; want %q", tc.base, tc.target, r, err, tc.want)
			continue
		}
		// Back to the target; or, when its path has dot segments that no
		// reference keeps, to the target without them.
		back, err := Resolve(b, r)
		want := tg.String()
		if w, _ := Resolve(b, tg); back.String() != want && hasDotSegment(tg.Path()) {
			want = w.String()
		}
		if err != nil || back.String() != want {
			t.Errorf("Resolve(%q, %q) = %q, %v; want %q", tc.base, r, back, err, want)
		}
	}
}

func TestRelativeErrors(t *testing.T) {
	if _, err := Relative(refOf("/a"), MustParse("http://a/b")); err == nil {
		t.Error("Relative with a relative base: no error")
	}
	if _, err := Relative(MustParse("http://a/b"), refOf("/a")); err == nil {
		t.Error("Relative with a relative target: no error")
	}
}

// corpusSample reads the committed URL sample and returns those that
// parse as URIs.
func corpusSample(t testing.TB) []URI {
	f, err := os.Open("../testdata/bench/iscx_benign_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var us []URI
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if u, err := Parse(sc.Text()); err == nil {
			us = append(us, u)
		}
	}
	if len(us) < 1000 {
		t.Fatalf("only %d URIs in the sample", len(us))
	}
	return us
}

// TestRelativeCorpus is the round-trip property over real URLs:
// Resolve(base, Relative(base, t)) == t for every target without dot
// segments (and the target without them otherwise), for pairs of
// neighbours (same host, often), distant pairs (other hosts), and each
// URL against its own variants.
func TestRelativeCorpus(t *testing.T) {
	us := corpusSample(t)
	pairs := 0
	check := func(b, tg URI) {
		pairs++
		r, err := Relative(b, tg)
		if err != nil {
			t.Fatalf("Relative(%q, %q): %v", b, tg, err)
		}
		back, err := Resolve(b, r)
		if err != nil {
			t.Fatalf("Resolve(%q, %q): %v", b, r, err)
		}
		want := tg.String()
		if w, _ := Resolve(b, tg); back.String() != want && hasDotSegment(tg.Path()) {
			want = w.String()
		}
		if back.String() != want {
			t.Errorf("Resolve(%q, Relative(..., %q) = %q) = %q", b, tg, r, back)
		}
		if len(r.String()) > len(tg.String()) {
			t.Errorf("Relative(%q, %q) = %q, longer than the target", b, tg, r)
		}
	}
	for i, b := range us {
		check(b, us[(i+1)%len(us)])
		check(b, us[(i+7919)%len(us)])
		if i%10 == 0 {
			for _, ref := range rfc3986Examples {
				tg, _ := Resolve(b, refOf(ref.ref))
				check(b, tg)
			}
		}
	}
	if pairs < 20000 {
		t.Fatalf("only %d pairs", pairs)
	}
}

func TestIsSameDocument(t *testing.T) {
	base := MustParse(rfc3986Base + "#f")
	for _, tc := range []struct {
		ref  string
		want bool
	}{
		{"", true}, {"#s", true}, {"#", true}, // §4.4: empty or fragment only
		{"d;p?q", true}, {"d;p?q#x", true}, {"./d;p?q", true}, {"/b/c/d;p?q", true},
		{"//a/b/c/d;p?q", true}, {"http://a/b/c/d;p?q#z", true}, {"../c/d;p?q", true},
		{"?q", true}, {"?y", false}, {"d;p", false}, {"g", false}, {"http://A/b/c/d;p?q", false},
		{"https://a/b/c/d;p?q", false},
	} {
		if got := IsSameDocument(base, refOf(tc.ref)); got != tc.want {
			t.Errorf("IsSameDocument(%q, %q) = %v, want %v", base, tc.ref, got, tc.want)
		}
	}
	// Under seed 001, "?q" drops the last base segment: another document.
	if (Resolver{Dialect: Draft1997}).IsSameDocument(base, refOf("?q")) {
		t.Error("Draft1997: ?q is not the same document")
	}
	// A base without a scheme: only empty, fragment-only or identical.
	rel := refOf("a/b#x")
	for ref, want := range map[string]bool{"": true, "#y": true, "a/b": true, "a/b#z": true, "b": false} {
		if got := IsSameDocument(rel, refOf(ref)); got != want {
			t.Errorf("IsSameDocument(%q, %q) = %v, want %v", rel, ref, got, want)
		}
	}
}
