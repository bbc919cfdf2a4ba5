package uri

import "strings"

// Dot-segments of relative references (RFC 3986 §5.2.4, §6.2.2.3). A
// reference is resolved by remove_dot_segments applied to the target's
// path, so normalization may remove a relative reference's dot-segments
// only where doing so cannot change the target, whatever the base:
//
//   - a network-path reference ("//h/a/../b") or an absolute-path one
//     ("/a/b/../../c") gives the target its own path through
//     remove_dot_segments (§5.2.2), so its dot-segments go as in a URI:
//     "/c";
//   - a relative-path reference ("a/../../b") is merged with the base's
//     path (§5.2.3) before remove_dot_segments, so a ".." that climbs above
//     the reference's start removes a base segment and must stay; the
//     others go: "a/b/./c" → "a/b/c", "a/../../b" → "../b", "a/.." → "./".
//
// This is what uriparser's uriNormalizeSyntax does with relative
// references. The property, checked by FuzzNormalizeRelative, is that for
// a base with an authority or an absolute path, Resolve(base,
// Normalize(ref)) is Normalize(Resolve(base, ref)). (Against a base with a
// rootless path, "foo:a/b", remove_dot_segments itself treats the merged
// path's first segment unlike the others, and no rewriting of the
// reference alone can follow it.)

// relativeDotSegments returns the path of a relative-path reference with
// the dot-segments removed that cannot climb above its start; p itself,
// without allocating, when it has no dot-segment. The result ends with "/"
// where a removed segment was the last (the target is then a directory),
// and begins with "./" when its first segment would be empty ("//" would
// start an authority) or hold a ":" (it would read as a scheme, §4.2).
func relativeDotSegments(p string) string {
	if !hasDotSegment(p) {
		return p
	}
	segs := strings.Split(p, "/")
	out := segs[:0] // written behind the reading position
	up := 0         // the leading ".." segments kept at the bottom of out
	for i, s := range segs {
		last := i == len(segs)-1
		switch {
		case s == ".":
			if last {
				out = append(out, "")
			}
		case s == ".." && len(out) > up:
			out = out[:len(out)-1]
			if last {
				out = append(out, "")
			}
		case s == "..":
			out = append(out, "..")
			up++
		default:
			out = append(out, s)
		}
	}
	r := strings.Join(out, "/")
	switch {
	case r == "":
		return "./"
	case out[0] == "" || strings.IndexByte(out[0], ':') >= 0:
		return "./" + r
	}
	return r
}

// relativeNormal reports whether relativeDotSegments(p) == p, without
// allocating: p has no dot-segment but leading ".." segments, or is "./"
// followed by a path without dot-segments that needs the "./".
func relativeNormal(p string) bool {
	if !hasDotSegment(p) {
		return true
	}
	rest := p
	for strings.HasPrefix(rest, "../") {
		rest = rest[3:]
	}
	if rest == ".." {
		return true
	}
	if rest != p {
		return !hasDotSegment(rest)
	}
	rest, ok := strings.CutPrefix(p, "./")
	if !ok || hasDotSegment(rest) {
		return false
	}
	first, _, _ := strings.Cut(rest, "/")
	return rest == "" || strings.HasPrefix(rest, "/") || strings.IndexByte(first, ':') >= 0
}

// isRelativePath reports whether u is a relative-path reference (§4.2:
// no scheme, no authority, a path not beginning with "/").
func isRelativePath(u *URI) bool {
	return u.flags&(fScheme|fAuthority) == 0 && (u.pathStart == u.pathEnd || u.s[u.pathStart] != '/')
}
