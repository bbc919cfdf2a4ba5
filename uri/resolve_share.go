package uri

// The common targets of RFC 3986 §5.2.2 share their beginning with the base
// and end with the whole reference: "g?y#s" against "http://a/b/c/d;p?q" is
// "http://a/b/c/" + "g?y#s", "?y" is "http://a/b/c/d;p" + "?y", "//g" is
// "http:" + "//g". When no dot segment has to be removed (§5.2.4), the
// recomposition (§5.3) is then one concatenation of two strings: one
// allocation, no copy of the components one by one, and offsets derived
// from those of base and ref. The functions here handle those cases;
// target.build (resolve_build.go) handles every other one.

// joinAt sets *dst to the target base.s[:n] + ref.s, for a reference with
// neither scheme nor authority that is resolved by keeping base's scheme,
// authority and its path up to n, then appending ref's path, query and
// fragment (the cases R.path = "" with a query, R.path absolute, and the
// merge of §5.2.3). The caller checks that no dot segment is to be removed
// and that the joined path parses back as a path.
func joinAt(dst, base, ref *URI, n int32) {
	*dst = *base
	dst.s = base.s[:n] + ref.s
	dst.pathEnd = n + ref.pathEnd
	dst.queryEnd = n + ref.queryEnd
	dst.flags = base.flags&^(fQuery|fFragment) | ref.flags&(fQuery|fFragment)
}

// withScheme sets *dst to ref, which has an authority and no scheme,
// preceded by base's scheme and ":" (the case R.authority defined of
// §5.2.2, when R.path has no dot segment): the inverse of withoutScheme.
func withScheme(dst, base, ref *URI) {
	d := base.schemeEnd + 1
	*dst = *ref
	dst.s = base.s[:d] + ref.s
	dst.flags |= fScheme
	dst.schemeEnd = base.schemeEnd
	dst.hostStart += d
	dst.hostEnd += d
	if dst.zoneStart != 0 {
		dst.zoneStart += d
	}
	dst.pathStart += d
	dst.pathEnd += d
	dst.queryEnd += d
	dst.dialect = base.dialect
}

// joinDotsAt is joinAt for a relative path reference whose path holds dot
// segments, against a base with an authority whose path up to n is rooted,
// free of dot segments and ends in "/": the merged path loses its dot
// segments in place after that prefix (appendRelativeDotSegments). The
// path stays rooted after the authority, so no remedy of §4.2 is needed.
// The single allocation is sized for the path without removals.
func joinDotsAt(dst, base, ref *URI, n int32) {
	b := make([]byte, 0, int(n)+len(ref.s))
	b = append(b, base.s[:n]...)
	b = appendRelativeDotSegments(b, int(base.pathStart), ref.Path())
	pathEnd := int32(len(b))
	b = append(b, ref.s[ref.pathEnd:]...) // "?" query "#" fragment
	*dst = *base
	dst.s = bytesString(b)
	dst.pathEnd = pathEnd
	dst.queryEnd = pathEnd + ref.queryEnd - ref.pathEnd
	dst.flags = base.flags&^(fQuery|fFragment) | ref.flags&(fQuery|fFragment)
}
