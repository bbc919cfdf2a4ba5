package uri

// Equivalence of URIs, RFC 3986 §6.

// Equal reports whether a and b are equivalent at the given rung of the
// comparison ladder (RFC 3986 §6.2): LevelString compares the text (§6.2.1);
// LevelSyntax compares the syntax-based normal forms (§6.2.2); LevelScheme
// the scheme-based ones (§6.2.3), with the default scheme registry. The zero
// Level means LevelSyntax.
//
// Equal never reports two different URIs as equal ("false positives" are
// forbidden, §6.1): "%2F" and "/" differ, path case matters, "+" is not
// "%20", "http://a/?" is not "http://a/", and "http://a/#" is not
// "http://a/". Relative references are compared as they are; RFC 3986 §6.1
// advises resolving them against their base first.
//
// Equal allocates nothing when a and b are identical or already normal, and
// at most one allocation for each that is not.
func Equal(a, b URI, level Level) bool {
	return Normalizer{Level: level}.Equal(a, b)
}

// Equal reports whether a and b have the same normal form under n, its
// protocol-based steps included (which may make different resources
// compare equal; see Normalizer). Identical strings are always equal.
func (n Normalizer) Equal(a, b URI) bool {
	if a.s == b.s {
		return true
	}
	if n.Level == LevelString && !n.IPv6RFC5952 && !n.RemoveFragment && !n.SortQuery && !n.RemoveWWW {
		return false
	}
	na, err := n.Normalize(a)
	if err != nil {
		return false
	}
	nb, err := n.Normalize(b)
	if err != nil {
		return false
	}
	return na.s == nb.s
}
