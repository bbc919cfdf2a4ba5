package uri

import "strings"

// Make-relative: the inverse of reference resolution (RFC 3986 §5.2,
// strict). RFC 3986 defines no algorithm for it; the result is judged by
// resolution alone.

// Relative returns the shortest reference R such that Resolve(base, R)
// gives target exactly (the same string). base and target must both have a
// scheme; base's fragment is ignored, target's is kept.
//
// The candidates, from the most to the least relative, are: a
// same-document reference ("", "#f", "?q#f") when the path is base's; a
// relative-path reference ("g", "../g", "..", "."; "./a:b" when the first
// segment holds ":", §4.2; ".//x" when it is empty); an absolute-path
// reference ("/g", or "/.//g" for a path beginning with "//"); a
// network-path reference ("//host/p") when only the scheme matches; and
// target itself, for a different scheme or when nothing shorter resolves
// back to it. Schemes and authorities must match character for character,
// since resolution copies base's text. Each candidate is checked by
// resolving it; the shortest that gives target wins, ties going to the
// earlier kind in this list.
//
// A target whose path holds dot segments ("." or "..") can be reached only
// when resolution keeps its path as it is: in a same-document reference,
// or behind the "/." that Resolve writes before a path beginning with
// "//". Otherwise no reference resolves to it, since §5.2.4 removes dot
// segments from every other path; Relative then returns the reference for
// the target with its dot segments removed, Resolve(base, target), which
// is the same resource (§6.2.2.3).
//
// The cost is linear in len(base)+len(target).
func Relative(base, target URI) (URI, error) {
	if base.flags&fScheme == 0 {
		return URI{}, newError(base.s, 0, ComponentScheme, ErrMissingScheme,
			"base URI has no scheme; a base URI must be absolute, such as \"http://example.com/\" (RFC 3986 §5.1)")
	}
	if target.flags&fScheme == 0 {
		return URI{}, newError(target.s, 0, ComponentScheme, ErrMissingScheme,
			"target has no scheme; resolve it against the base first to make it a URI")
	}
	if len(base.s)+len(target.s)+4 > maxLen {
		return URI{}, newError(target.s[:0], 0, ComponentNone, ErrTooLong,
			"base and target together longer than 2 GiB")
	}
	base = base.WithoutFragment()
	if r, ok := relative(base, target); ok {
		return r, nil
	}
	t, err := Resolve(base, target) // the target without dot segments
	if err != nil {
		return URI{}, err
	}
	if r, ok := relative(base, t); ok {
		return r, nil
	}
	return t, nil // not reached: t resolves to itself
}

// relative tries the candidates of Relative for target and returns the
// shortest that resolves against base to exactly target.
func relative(base, target URI) (URI, bool) {
	want := target.s
	best, bestOK := URI{}, false
	try := func(c string) {
		if bestOK && len(c) >= len(best.s) {
			return
		}
		r, err := ParseReference(c)
		if err != nil {
			return
		}
		if got, err := Resolve(base, r); err == nil && got.s == want {
			best, bestOK = r, true
		}
	}

	frag := ""
	if target.HasFragment() {
		frag = "#" + target.Fragment()
	}
	tail := frag
	if target.HasQuery() {
		tail = "?" + target.Query() + frag
	}
	p := target.Path()
	if target.Scheme() == base.Scheme() {
		sameAuth := target.HasAuthority() == base.HasAuthority() && target.Authority() == base.Authority()
		if sameAuth {
			if p == base.Path() {
				if target.HasQuery() == base.HasQuery() && target.Query() == base.Query() {
					try(frag)
				} else if target.HasQuery() {
					try(tail)
				}
			}
			try(relativePath(mergePrefixRFC3986(&base), p) + tail)
			if strings.HasPrefix(p, "//") {
				try("/." + p + tail)
			} else if strings.HasPrefix(p, "/") {
				try(p + tail)
			}
		}
		if target.HasAuthority() {
			try("//" + target.Authority() + p + tail)
		}
	}
	if !bestOK || len(want) < len(best.s) {
		if got, err := Resolve(base, target); err == nil && got.s == want {
			return target, true
		}
	}
	return best, bestOK
}

// relativePath returns the relative path that merges with dir (the base
// path up to its last "/", RFC 3986 §5.2.3) and then loses its dot
// segments (§5.2.4) to give p, if any does: "../" for every segment of dir
// after the segments dir and p share, then the rest of p. Whether it does
// (a rootless p under a rooted dir never comes back) is left to the
// caller's check by resolution.
func relativePath(dir, p string) string {
	// Skip the directory segments dir and p share; i is where they part.
	i, n := 0, 0 // n: bytes of the shared prefix, ending just after a "/"
	for i < len(dir) && i < len(p) && dir[i] == p[i] {
		if dir[i] == '/' {
			n = i + 1
		}
		i++
	}
	up := strings.Count(dir[n:], "/") // segments of dir left to climb
	rest := p[n:]
	var b strings.Builder
	b.Grow(3*up + len(rest) + 2)
	for k := 0; k < up; k++ {
		b.WriteString("../")
	}
	if rest == "" {
		if up == 0 {
			return "."
		}
		s := b.String()
		return s[:len(s)-1] // ".." for "../"
	}
	if up == 0 {
		first := rest
		if j := strings.IndexByte(rest, '/'); j >= 0 {
			first = rest[:j]
		}
		if first == "" || strings.IndexByte(first, ':') >= 0 {
			b.WriteString("./") // §4.2: not an absolute path, not a scheme
		}
	}
	b.WriteString(rest)
	return b.String()
}
