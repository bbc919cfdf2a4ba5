package uri

import (
	"math/rand"
	"strings"
	"testing"
)

// resolveLiteral is RFC 3986 §5.2.2-§5.2.4 and §5.3 written out with
// strings, component by component, with the two remedies Resolve documents
// (a "/" after an authority before a path not beginning with "/"; "/."
// before a path beginning with "//" without an authority). Resolve, with
// its shared-prefix shortcuts, must give the same string.
func resolveLiteral(base, ref URI) string {
	var scheme, auth, path, query string
	var hasAuth, hasQuery bool
	switch {
	case ref.HasScheme():
		scheme, hasAuth, auth = ref.Scheme(), ref.HasAuthority(), ref.Authority()
		path = RemoveDotSegments(ref.Path())
		query, hasQuery = ref.Query(), ref.HasQuery()
	case ref.HasAuthority():
		scheme, hasAuth, auth = base.Scheme(), true, ref.Authority()
		path = RemoveDotSegments(ref.Path())
		query, hasQuery = ref.Query(), ref.HasQuery()
	default:
		scheme, hasAuth, auth = base.Scheme(), base.HasAuthority(), base.Authority()
		switch {
		case ref.Path() == "":
			path = base.Path()
			query, hasQuery = base.Query(), base.HasQuery()
			if ref.HasQuery() {
				query, hasQuery = ref.Query(), true
			}
		case ref.Path()[0] == '/':
			path = RemoveDotSegments(ref.Path())
			query, hasQuery = ref.Query(), ref.HasQuery()
		default:
			merged := "/" + ref.Path() // §5.2.3, authority and empty path
			if !base.HasAuthority() || base.Path() != "" {
				p := base.Path()
				merged = p[:strings.LastIndex(p, "/")+1] + ref.Path()
			}
			path = RemoveDotSegments(merged)
			query, hasQuery = ref.Query(), ref.HasQuery()
		}
	}
	res := scheme + ":"
	if hasAuth {
		res += "//" + auth
		if path != "" && path[0] != '/' {
			path = "/" + path
		}
	} else if strings.HasPrefix(path, "//") {
		path = "/." + path
	}
	res += path
	if hasQuery {
		res += "?" + query
	}
	if ref.HasFragment() {
		res += "#" + ref.Fragment()
	}
	return res
}

// checkLiteral compares Resolve with resolveLiteral and the target with
// what parsing its string gives.
func checkLiteral(t *testing.T, base, ref URI) {
	t.Helper()
	got, err := Resolve(base, ref)
	if want := resolveLiteral(base, ref); err != nil || got.String() != want {
		t.Fatalf("Resolve(%q, %q) = %q, %v; want %q", base, ref, got, err, want)
	}
	checkReparse(t, got.Dialect(), got)
}

// TestResolveMatchesLiteral runs every URL of the corpus sample as a base
// against the §5.4 references and references with dot segments in every
// position, and a set of unusual bases (opaque, rootless, empty paths,
// dot segments in the base path, IPv6 zones) against the same references.
func TestResolveMatchesLiteral(t *testing.T) {
	refs := []string{"g/..", "/a/./b/../c?x#y", "//h", "//h/./p?q#f", "?", "#", "?#", "x:y",
		"a/b/../../..", "a/./b/.", ".//g", "..//g", "../../..//g", "g?y#s/./x", "a:b/../c"}
	for _, tc := range rfc3986Examples {
		refs = append(refs, tc.ref)
	}
	bases := corpusSample(t)
	if testing.Short() {
		bases = bases[:len(bases)/8]
	}
	for _, s := range []string{"mailto:x@y", "foo:", "foo:a", "foo:a/b", "foo:/", "foo:/a/b", "foo:/a/./b/c",
		"http://a", "http://a?q#f", "http://a/", "http://a/b/../c/d", "http://a/./b", "http://a//b/c",
		"http://u@[fe80::1%25en0]:8/a/b?q#f", "urn:isbn:096139210x", "x:/.//a", "http://a/b/c/d;p?q#f"} {
		bases = append(bases, MustParse(s))
	}
	for _, b := range bases {
		for _, r := range refs {
			checkLiteral(t, b, refOf(r))
		}
	}
}

// TestLastSlash compares lastSlash with strings.LastIndexByte on random
// strings of bytes near "/" (0x2f) in value or in bit pattern, at every
// length around the eight-byte steps.
func TestLastSlash(t *testing.T) {
	alphabet := []byte{'/', '.', 'a', 0x00, 0x01, 0x2e, 0x30, 0x7f, 0x80, 0xaf, 0xd0, 0xff}
	rng := rand.New(rand.NewSource(3986))
	for n := 0; n < 100000; n++ {
		b := make([]byte, rng.Intn(40))
		for i := range b {
			b[i] = alphabet[rng.Intn(len(alphabet))]
		}
		if got, want := lastSlash(string(b)), strings.LastIndexByte(string(b), '/'); got != want {
			t.Fatalf("lastSlash(%q) = %d, want %d", b, got, want)
		}
	}
}

// TestResolvePrefixAllocs asserts that a target that is base's text up to
// a "/" of its path (a reference made of "." and ".." segments only) is
// made without allocating.
func TestResolvePrefixAllocs(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q#f")
	for _, ref := range []string{".", "./", "..", "../", "../..", "../../", "./../.", "/.", "/../"} {
		r := refOf(ref)
		if n := testing.AllocsPerRun(100, func() { _, _ = Resolve(base, r) }); n != 0 {
			t.Errorf("Resolve(%q) allocated %v times, want 0", ref, n)
		}
	}
}
