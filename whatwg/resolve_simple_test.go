package whatwg

import "testing"

// checkResolveSimple fails when resolveSimple accepts ref against base and
// the full parser gives another URL or fails. It reports whether the fast
// path accepted ref.
func checkResolveSimple(t *testing.T, base URL, ref string) bool {
	t.Helper()
	fast, ok := resolveSimple(&base, ref)
	if !ok {
		return false
	}
	full, err := parse(ref, &base, nil)
	if err != nil || full != fast {
		t.Fatalf("%q against %q: the fast path gives %q %+v, the parser %q %+v (%v)", ref, base.Href(), fast.Href(), fast, full.Href(), full, err)
	}
	return true
}

// simpleRefs reach each step of resolveSimple, and each way it declines.
var simpleRefs = []string{
	"", "#", "?", "#f", "?q", "?q#f", "?#", "#f?q", "#f#g", "?q?r", "? ", "# ", "?\"", "#`", "?'",
	"g", "g/", "/", "/g", "//g", "///g", "g/h", "g//h", "/g/", ".", "..", "./", "../", "./g", "../g",
	"../..", "../../", "../../g", "../../../../g", "/.", "/..", "/./g", "/../g", "/../../g", "..?x", "..#x",
	".?x", ".#x", "../?x", "./#x", "%2e", "%2E/", "%2e%2e", ".%2e/g", "%2e./g", "%2E%2E/%2e/g", "g/.", "g/..",
	"g/./h", "g/../h", "./g/.", "g/%2e", ".g", "g.", "..g", "g..", "...", ".../g", "%2", "%2e%", "%zz",
	"g:h", "g;x", "G:h", "a+b.c-d:e", "1:x", ":", ":g", "./g:h", "g?y:z", "http:g", "https:g", "file:g",
	"\\g", "..\\g", ".\\", "g\\h", "\tg", "g\t", ".\t./g", " g", "g ", "g h", "g\x00", "é", "g/é",
	"g{}", "g^", "g|", "?é", "#é", "g?y#s/./x", "?y/../x", "#s/../x", "g;x=1/./y", "g;x=1/../y",
	"//", "/\\g", "../../..", "./../g", "././g", ".././.././g",
}

var simpleBases = []string{
	"http://a/b/c/d;p?q", "http://a/b/c/d;p?q#f", "https://u:p@h:8080/x/y/", "http://h/", "http://h",
	"ws://h/a", "ftp://h/a/b?c", "http://1.2.3.4/a/b", "http://[::1]/a", "http://h/a?q#f", "http://h/%2e%2e/x",
	"file:///C:/a/b", "file://h/a", "foo://h/a/b", "foo:/a/b", "mailto:x", "data:,x#f",
}

// The fast path of resolution agrees with the full parser on the
// references of RFC 3986 §5.4 and the web-platform-tests inputs, against
// the web-platform-tests bases, bases made to reach its refusals, and
// lines of the committed sample of real URLs; and it is the path most of
// those references take against an http base.
func TestResolveSimpleIsParse(t *testing.T) {
	refs := append(append([]string{}, resolveRefs...), simpleRefs...)
	bases := simpleBases
	for _, c := range loadWPT(t, "urltestdata.json") {
		refs = append(refs, c["input"].(string))
		if b, ok := c["base"].(string); ok {
			bases = append(bases, b)
		}
	}
	lines := corpusLines(t, "../testdata/bench/iscx_benign_sample.txt")
	for k := 0; k < len(lines); k += 50 {
		bases = append(bases, lines[k])
	}
	pairs, accepted := 0, 0
	seen := map[string]bool{}
	for _, b := range bases {
		if seen[b] {
			continue
		}
		seen[b] = true
		base, err := Parse(b)
		if err != nil {
			continue
		}
		for _, r := range refs {
			pairs++
			if checkResolveSimple(t, base, r) {
				accepted++
			}
		}
	}
	base, _ := Parse("http://a/b/c/d;p?q")
	rfc := 0
	for _, r := range resolveRefs {
		if checkResolveSimple(t, base, r) {
			rfc++
		}
	}
	t.Logf("%d pairs, %d on the fast path; %d of the %d references of RFC 3986 §5.4", pairs, accepted, rfc, len(resolveRefs))
	// All but "g:h", "//g" and the five with a dot segment after another
	// segment ("./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y").
	if rfc != len(resolveRefs)-7 {
		t.Errorf("%d of the %d references of RFC 3986 §5.4 on the fast path, want %d", rfc, len(resolveRefs), len(resolveRefs)-7)
	}
}

// FuzzResolveSimple holds the fast path of resolution to the full parser.
//
//	go test ./whatwg -run '^$' -fuzz FuzzResolveSimple -fuzztime 60s
func FuzzResolveSimple(f *testing.F) {
	for _, b := range simpleBases {
		for _, r := range simpleRefs {
			f.Add(b, r)
		}
	}
	for _, c := range loadWPT(f, "urltestdata.json") {
		if b, ok := c["base"].(string); ok {
			f.Add(b, c["input"].(string))
		}
	}
	f.Fuzz(func(t *testing.T, b, ref string) {
		base, err := Parse(b)
		if err != nil {
			return
		}
		checkResolveSimple(t, base, ref)
	})
}
