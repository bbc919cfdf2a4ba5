package uri

import (
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// The common targets of RFC 3986 §5.2.2 share their beginning with the base
// and end with the whole reference: "g?y#s" against "http://a/b/c/d;p?q" is
// "http://a/b/c/" + "g?y#s", "?y" is "http://a/b/c/d;p" + "?y", "//g" is
// "http:" + "//g". When no dot segment has to be removed (§5.2.4), the
// recomposition (§5.3) is then one copy of two strings into one exactly
// sized allocation (concat), with offsets derived from those of base and
// ref. Against a base with an authority, a reference's leading "." and
// ".." segments only shorten the base's part ("../g" is "http://a/b/" +
// "g", and "." is "http://a/b/c/" with no allocation at all: joinDots);
// other dot segments are removed in place after the base's part
// (joinDotsAt). resolveRFC3986 (resolve.go) handles every other case.

// resolveShared sets *dst to the target of ref against base (RFC 3986
// §5.2.2, strict) and reports true when that target is ref, base without
// its fragment, or a prefix of base followed by ref (its path possibly
// losing dot segments); otherwise it reports false and leaves *dst alone.
// A target whose path would need a remedy of target.build (see plainPath)
// is left to resolveRFC3986 too.
func resolveShared(dst, base, ref *URI) bool {
	switch {
	case ref.flags&fScheme != 0:
		if hasDotSegment(ref.Path()) {
			return false
		}
		*dst = *ref // T = R
	case ref.flags&fAuthority != 0:
		if hasDotSegment(ref.Path()) {
			return false
		}
		withScheme(dst, base, ref) // base's scheme ":" R
	case ref.pathStart == ref.pathEnd: // R.path == "": T.path = Base.path
		if !plainPath(base, base.Path()) {
			return false
		}
		switch ref.flags & (fQuery | fFragment) {
		case 0:
			*dst = base.WithoutFragment() // T is base
		case fFragment:
			*dst = base.WithoutFragment() // base, "#" R.fragment
			dst.s = concat(dst.s, ref.s)
			dst.flags |= fFragment
		default:
			joinAt(dst, base, ref, base.pathEnd, 0) // base up to its path, "?" R.query ...
		}
	case ref.s[0] == '/': // T.path = remove_dot_segments(R.path)
		if !hasDotSegment(ref.Path()) {
			joinAt(dst, base, ref, base.pathStart, 0)
			return true
		}
		if base.flags&fAuthority == 0 || base.pathStart == base.pathEnd || base.s[base.pathStart] != '/' {
			return false
		}
		// base up to the "/" that begins its path, then R.path after its
		// own "/", losing dot segments.
		joinDots(dst, base, ref, base.pathStart+1, 1)
	default: // merge (§5.2.3): the base path up to its last "/", then R.path
		p := base.Path()
		k := lastSlash(p) + 1
		hasAuth := base.flags&fAuthority != 0
		// (IndexByte first: most base paths have no "." before their last "/".)
		if hasAuth && k == 0 || !plainPath(base, p[:k]) || strings.IndexByte(p[:k], '.') >= 0 && hasDotSegment(p[:k]) {
			return false
		}
		n := base.pathStart + int32(k)
		if hasAuth {
			joinDots(dst, base, ref, n, 0)
		} else if !hasDotSegment(ref.Path()) {
			joinAt(dst, base, ref, n, 0)
		} else {
			return false
		}
	}
	return true
}

// plainPath reports whether a target path beginning with p (its first two
// bytes are enough) can follow base's scheme and authority as it is: after
// an authority it is empty or begins with "/", without one it does not
// begin with "//" (RFC 3986 §3.3). Otherwise target.build writes a remedy.
func plainPath(base *URI, p string) bool {
	if base.flags&fAuthority != 0 {
		return p == "" || p[0] == '/'
	}
	return len(p) < 2 || p[0] != '/' || p[1] != '/'
}

// joinAt sets *dst to the target base.s[:n] + ref.s[off:], for a
// reference with neither scheme nor authority that is resolved by keeping
// base's scheme, authority and its path up to n, then appending ref's
// path from off, query and fragment. The caller checks that no dot segment
// is to be removed and that the joined path parses back as a path.
func joinAt(dst, base, ref *URI, n, off int32) {
	*dst = *base
	dst.s = concat(base.s[:n], ref.s[off:])
	dst.pathEnd = n + ref.pathEnd - off
	dst.queryEnd = n + ref.queryEnd - off
	dst.flags = base.flags&^(fQuery|fFragment) | ref.flags&(fQuery|fFragment)
}

// withScheme sets *dst to ref, which has an authority and no scheme,
// preceded by base's scheme and ":": the inverse of withoutScheme.
func withScheme(dst, base, ref *URI) {
	d := base.schemeEnd + 1
	*dst = *ref
	dst.s = concat(base.s[:d], ref.s)
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

// joinDots is joinAt for a reference whose path from off, rel, may hold
// dot segments, against a base with an authority whose path up to n is
// rooted, free of dot segments and ends in "/". For such a merged path,
// remove_dot_segments (§5.2.4) is a stack of segments (see
// appendRelativeDotSegments): the leading "." and ".." segments of rel
// are taken first, ".." dropping the last segment of the base's part
// (never its root), so that the allocation holds no byte they remove; the
// rest is joined as it is when it has no dot segment left ("../g"), and
// loses them in place otherwise ("g/../h").
func joinDots(dst, base, ref *URI, n, off int32) {
	p, i := ref.s[:ref.pathEnd], int(off)
	for i < len(p) && p[i] == '.' && dotSegmentAt(p, i) {
		if i+1 < len(p) && p[i+1] == '.' { // "..": drop a segment of the base's part
			if int(n)-1 > int(base.pathStart) {
				n = int32(lastSlash(base.s[:n-1]) + 1)
			}
			i++
		}
		i = min(i+2, len(p)) // past the segment and its "/"
	}
	if !hasDotSegment(p[i:]) {
		joinAt(dst, base, ref, n, int32(i))
	} else {
		joinDotsAt(dst, base, ref, n, int32(i))
	}
}

// joinDotsAt is joinAt for a reference whose path from off holds dot
// segments, against a base with an authority whose path up to n is
// rooted, free of dot segments and ends in "/": the joined path loses its
// dot segments in place after base.s[:n] (appendRelativeDotSegments). The
// path stays rooted after the authority, so it needs no remedy.
func joinDotsAt(dst, base, ref *URI, n, off int32) {
	// The target before its dot segments are removed is base.s[:n] and
	// the rest of ref.s; its string is the one allocation.
	var stack [resultStack]byte
	b := stack[:0]
	if need := int(n) + len(ref.s) - int(off); need > len(stack) {
		b = make([]byte, 0, need)
	}
	b = append(b, base.s[:n]...)
	b = appendRelativeDotSegments(b, int(base.pathStart), ref.s[off:ref.pathEnd])
	pathEnd := int32(len(b))
	b = append(b, ref.s[ref.pathEnd:]...) // "?" query "#" fragment
	*dst = *base
	dst.s = string(b)
	dst.pathEnd = pathEnd
	dst.queryEnd = pathEnd + ref.queryEnd - ref.pathEnd
	dst.flags = base.flags&^(fQuery|fFragment) | ref.flags&(fQuery|fFragment)
}

// concat returns a + b, in one allocation of exactly their length (none
// when b is empty, the result being a).
func concat(a, b string) string {
	if b == "" {
		return a
	}
	var s strings.Builder
	s.Grow(len(a) + len(b))
	s.WriteString(a)
	s.WriteString(b)
	return s.String()
}

// lastSlash returns the index of the last "/" in p, or -1
// (internal/ascii's word-at-a-time search).
func lastSlash[P string | []byte](p P) int { return ascii.LastIndexByte(p, '/') }
