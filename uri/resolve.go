package uri

import "github.com/urikit/urikit/internal/ascii"

// Reference resolution, RFC 3986 §5.2: transforming a URI reference into
// its target URI against a base URI. The historic algorithms of seed 003
// (draft-fielding-uri-rfc2396bis-01) and seed 001
// (draft-fielding-url-syntax-05) live in resolve_draft2003.go and
// resolve_draft1997.go; the assembly of the result, with its single
// allocation, in resolve_build.go, and the shortcuts for targets that are
// a prefix of the base followed by the whole reference in resolve_prefix.go.

// Resolver resolves URI references against a base URI with the algorithm of
// one document. The zero Resolver is RFC 3986 §5.2 in its strict form.
type Resolver struct {
	// Dialect selects the algorithm: RFC3986 (§5.2.1-§5.2.4), Draft2003
	// (seed 003 §5.2, resolve_draft2003.go) or Draft1997 (seed 001 §5.2,
	// resolve_draft1997.go). RFC 1738 defines no resolution of its own
	// (that was RFC 1808, which RFC 3986 replaces): RFC1738 resolves as
	// RFC3986 does.
	Dialect Dialect

	// Compat selects the non-strict, backwards-compatible reading of
	// RFC 3986 §5.2.2 (and of seed 003's "not validating" parser): a
	// reference's scheme that equals the base's, compared ignoring case
	// (§3.1), is ignored, so "http:g" against "http://a/b/c/d;p?q" is
	// "http://a/b/c/g" instead of "http:g". Seed 001 names the same
	// loophole without a reading of its own; Compat applies this rule to it
	// as well.
	Compat bool
}

// Resolve returns the target URI of ref resolved against base by the
// strict algorithm of RFC 3986 §5.2 (§5.2.1-§5.2.4): Resolver{}.Resolve.
//
// base must have a scheme (§5.1: a base URI is absolute); otherwise Resolve
// returns an *Error wrapping ErrMissingScheme. base's fragment is ignored
// (§5.1). The algorithm is followed literally for every base, including
// those without an authority: "mailto:x@y" and "z" give "mailto:z" (§5.2.3:
// without a "/" in the base path, the merged path is the reference's path);
// no authority or "/" is invented.
//
// One case needs a remedy: when the target has no authority and its path
// begins with "//" (for example "foo:/a/b" with "..//g"), its recomposition
// (§5.3) would read that path as an authority. As §4.2 and §3.3 advise for
// such paths, Resolve then writes "/." before the path: "foo:/.//g". The
// result denotes the same resource (the "." segment is removed again by
// §5.2.4) and parses back to the same components. Likewise a non-empty path
// that does not begin with "/" gets one after an authority (§3.3); with
// RFC 3986 bases this cannot happen, but it can with the older grammars
// and seed 001's merge (see Draft1997).
//
// The result is a URI whose String is the recomposed target (§5.3). It is
// built in one allocation, or none when the target is ref itself, base or
// the beginning of base's text (as "." or ".." against a base with an
// authority give); it shares base's dialect. The cost is linear in len(base)+len(ref).
func Resolve(base, ref URI) (URI, error) { return Resolver{}.Resolve(base, ref) }

// ResolveReference returns ref resolved against u by the strict algorithm
// of RFC 3986 §5.2; it is Resolve(u, ref).
func (u URI) ResolveReference(ref URI) (URI, error) { return Resolver{}.Resolve(u, ref) }

// Resolve returns the target URI of ref resolved against base with r's
// algorithm (see Resolver, and the package function Resolve for the rules
// every dialect shares: base scheme required, base fragment ignored,
// literal handling of opaque bases, the "/." remedy, one allocation).
func (r Resolver) Resolve(base, ref URI) (t URI, err error) {
	if base.flags&fScheme == 0 {
		return URI{}, newError(base.s, 0, ComponentScheme, ErrMissingScheme,
			"base URI has no scheme; a base URI must be absolute, such as \"http://example.com/\" (RFC 3986 §5.1)")
	}
	if len(base.s)+len(ref.s)+2 > maxLen {
		return URI{}, newError(ref.s[:0], 0, ComponentNone, ErrTooLong,
			"base and reference together longer than 2 GiB")
	}
	// base keeps its fragment here: it is dropped where base itself is the
	// target; no other step reads it (§5.2.2 never uses Base.fragment).
	if r.Compat && ref.flags&fScheme != 0 && ascii.EqualFold(ref.Scheme(), base.Scheme()) {
		ref = ref.withoutScheme()
	}
	switch r.Dialect {
	case Draft2003:
		resolveDraft2003(&t, &base, &ref)
	case Draft1997:
		resolveDraft1997(&t, &base, &ref)
	default:
		if !resolveShared(&t, &base, &ref) {
			resolveRFC3986(&t, &base, &ref)
		}
	}
	return t, nil
}

// resolveRFC3986 is the pseudocode of RFC 3986 §5.2.2, with merge (§5.2.3)
// and remove_dot_segments (§5.2.4), for any target; Resolve tries the
// shortcuts of resolveShared first. base has a scheme; its fragment is
// ignored.
func resolveRFC3986(dst, base, ref *URI) {
	t := target{dialect: base.dialect, dots: dotsRFC3986}
	switch {
	case ref.flags&fScheme != 0:
		if !hasDotSegment(ref.Path()) {
			*dst = *ref // T = R, remove_dot_segments changes nothing
			return
		}
		t.scheme, t.auth, t.path2 = ref.Scheme(), ref, ref.Path()
		t.setQuery(ref)
	case ref.flags&fAuthority != 0:
		t.scheme, t.auth, t.path2 = base.Scheme(), ref, ref.Path()
		t.setQuery(ref)
	case ref.pathStart == ref.pathEnd: // R.path == ""
		if ref.flags&fQuery == 0 {
			if ref.flags&fFragment == 0 {
				*dst = base.WithoutFragment() // T is the base, without its fragment
				return
			}
			t.query, t.hasQuery = base.Query(), base.HasQuery()
		} else {
			t.setQuery(ref)
		}
		t.scheme, t.auth, t.path2, t.dots = base.Scheme(), base, base.Path(), dotsNone
	case ref.s[ref.pathStart] == '/':
		t.scheme, t.auth, t.path2 = base.Scheme(), base, ref.Path()
		t.setQuery(ref)
	default:
		t.scheme, t.auth = base.Scheme(), base
		t.path1, t.path2 = mergePrefixRFC3986(base), ref.Path()
		t.setQuery(ref)
	}
	t.fragment, t.hasFragment = ref.Fragment(), ref.HasFragment()
	t.build(dst)
}

// mergePrefixRFC3986 is the part of the base path that merge (RFC 3986
// §5.2.3) keeps before the reference's path: "/" when the base has an
// authority and an empty path, otherwise the base path up to and including
// its last "/" (nothing when it has none).
func mergePrefixRFC3986(base *URI) string {
	p := base.Path()
	if p == "" && base.flags&fAuthority != 0 {
		return "/"
	}
	return p[:lastSlash(p)+1]
}

// withoutScheme returns u with its scheme and ":" removed: the reference a
// non-strict parser sees (RFC 3986 §5.2.2). It shares u's memory.
func (u URI) withoutScheme() URI {
	d := u.schemeEnd + 1
	v := u
	v.s = u.s[d:]
	v.flags &^= fScheme
	v.schemeEnd = 0
	if u.flags&fAuthority != 0 {
		v.hostStart -= d
		v.hostEnd -= d
		if v.zoneStart != 0 {
			v.zoneStart -= d
		}
	}
	v.pathStart -= d
	v.pathEnd -= d
	v.queryEnd -= d
	return v
}
