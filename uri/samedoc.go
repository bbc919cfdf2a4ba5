package uri

// IsSameDocument reports whether ref is a same-document reference with
// respect to base (RFC 3986 §4.4): whether its target is, aside from the
// fragment, identical to base. The empty reference and a fragment-only
// reference ("#s") always are; any other reference is resolved against
// base (strict RFC 3986 §5.2) and the target compared with base, fragments
// ignored, character for character (no normalization; see §6 for
// equivalence). With a base that has no scheme, where resolution is
// undefined, a reference is same-document only when it is empty, a bare
// fragment, or identical to base apart from the fragment.
func IsSameDocument(base, ref URI) bool { return Resolver{}.IsSameDocument(base, ref) }

// IsSameDocument is the package function IsSameDocument with r's
// resolution algorithm (for example Draft1997, where "?y" against
// "http://a/b/c/d;p?q" is "http://a/b/c/?y").
func (r Resolver) IsSameDocument(base, ref URI) bool {
	if ref.flags&(fScheme|fAuthority|fQuery) == 0 && ref.pathStart == ref.pathEnd {
		return true
	}
	b := base.WithoutFragment().s
	if base.flags&fScheme == 0 {
		return ref.WithoutFragment().s == b
	}
	t, err := r.Resolve(base, ref)
	return err == nil && t.WithoutFragment().s == b
}
