package uri

// Resolution per seed 001, draft-fielding-url-syntax-05 (1997), §5.2 steps
// 1-7. It differs from RFC 3986 in ways its Appendix C shows:
//
//   - the base query is never used: "?y" is a relative path merged with the
//     base path, which drops the base's last segment ("http://a/b/c/?y");
//   - the reference's query is appended to the merge buffer before the dot
//     segments are removed (step 6c), and split off again at the first "?"
//     afterwards (steps 6h, 6i): "g?y/../x" gives "http://a/b/c/x";
//   - dot segments are removed only from a merged relative path, and ".."
//     segments left over at its start are kept ("/./g" gives
//     "http://a/./g", "../../../g" gives "http://a/../g");
//   - an empty reference, or one with only a fragment, is the current
//     document: the base (without its fragment), with the reference's
//     fragment (step 2).
//
// Step 6a copies nothing from an empty base path, so "g" against
// "http://a" would be written "http://ag". The target then gets a "/"
// between authority and path ("http://a/g"): after an authority a path is
// empty or begins with "/" (RFC 3986 §3.3; seed 003 Appendix G.2 lists this
// as a flaw of step 6a that it fixed).
//
// Appendix C's last row, "http://a/../b/c = http://a/b/c", is introduced as
// what "some parsers inappropriately" do; step 3 returns a reference with a
// scheme unchanged, so this dialect gives "http://a/../b/c".

// resolveDraft1997 follows seed 001 §5.2. base has a scheme; its fragment
// is ignored.
func resolveDraft1997(dst, base, ref *URI) {
	t := target{dialect: base.dialect}
	switch {
	case ref.flags&(fScheme|fAuthority|fQuery) == 0 && ref.pathStart == ref.pathEnd:
		// Step 2: a reference to the current document.
		if ref.flags&fFragment == 0 {
			*dst = base.WithoutFragment()
			return
		}
		t.scheme, t.auth, t.path2 = base.Scheme(), base, base.Path()
		t.query, t.hasQuery = base.Query(), base.HasQuery()
	case ref.flags&fScheme != 0:
		*dst = *ref // step 3: an absolute URL
		return
	case ref.flags&fAuthority != 0: // step 4: a network-path
		t.scheme, t.auth, t.path2 = base.Scheme(), ref, ref.Path()
		t.setQuery(ref)
	case ref.pathStart < ref.pathEnd && ref.s[ref.pathStart] == '/': // step 5: an absolute-path
		t.scheme, t.auth, t.path2 = base.Scheme(), base, ref.Path()
		t.setQuery(ref)
	default: // step 6: a relative-path, merged in a buffer with its query
		t.scheme, t.auth = base.Scheme(), base
		p := base.Path()
		t.path1, t.path2 = p[:lastSlash(p)+1], ref.Path()
		t.setQuery(ref)
		t.queryInPath = true
		t.dots = dotsDraft
	}
	t.fragment, t.hasFragment = ref.Fragment(), ref.HasFragment()
	t.build(dst)
}
