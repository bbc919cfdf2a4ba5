package whatwg

// A fast path of the basic URL parser (§4.4) with a base URL, for the
// references pages are full of ("img/a.png", "../css/b.css", "/x?y",
// "#top") against a base of a special scheme but file: the parser's
// output is then a prefix of the base's href followed by the reference
// as it is, less its leading single-dot and double-dot segments. So
// resolveSimple writes it with one concatenation, and declines (false)
// every other reference, which the full algorithm parses: one with a
// scheme or an authority, a byte the parser writes otherwise (a tab, a
// space, "\", a byte to percent-encode, ...), a single-dot or double-dot
// segment after another segment. TestResolveSimpleIsParse and
// FuzzResolveSimple hold it to the full parser.

import "github.com/urikit/urikit/internal/ascii"

// resolveSimple returns ref parsed against base, when it can.
func resolveSimple(base *URL, ref string) (URL, bool) {
	if base.scheme == schemeOther || base.scheme == schemeFile || base.href == "" {
		return URL{}, false
	}
	// The scheme state: an ASCII alpha and scheme code points up to a
	// ":" are a scheme, and the reference is not relative.
	if len(ref) > 0 && ascii.IsAlpha(ref[0]) {
		k := 1
		for k < len(ref) && isSchemeChar(ref[k]) {
			k++
		}
		if k < len(ref) && ref[k] == ':' {
			return URL{}, false
		}
	}
	// The relative state. The output is the first keep bytes of the
	// base's href, then ref from offset rest; j is where the reference's
	// path ends.
	var keep, rest, j int
	switch {
	case ref == "":
		// Step 5: the base without its fragment.
		keep = int(base.fragStart)
	case ref[0] == '#':
		// Step 5.2: the base's path and query, the reference's fragment.
		keep = int(base.fragStart)
	case ref[0] == '?':
		// Step 5.3: the base's path, the reference's query.
		keep = int(base.queryStart)
	default:
		// Step 3 (the relative slash state, then the path state, from
		// the path start state: "/" and not "//") or step 5.4 (a path
		// relative to the base's path less its last segment, §4.2
		// shorten).
		dir := ""
		if ref[0] == '/' {
			if len(ref) > 1 && ref[1] == '/' {
				return URL{}, false // an authority
			}
			j = 1
		} else {
			dir = base.Pathname()
			dir = dir[:max(lastSlash(dir), 0)]
		}
		// The path state, steps 1.2-1.3, on the leading segments: a
		// double-dot segment shortens the path, a single-dot one adds
		// nothing; either, last, leaves the path ending in "/".
		for {
			end := j
			for end < len(ref) && ref[end] != '/' && ref[end] != '?' && ref[end] != '#' {
				end++
			}
			seg := ref[j:end]
			if isDoubleDot(seg) {
				dir = dir[:max(lastSlash(dir), 0)]
			} else if !isSingleDot(seg) {
				break
			}
			if end == len(ref) || ref[end] != '/' {
				j = end
				break
			}
			j = end + 1
		}
		// The base's path up to the "/" that follows dir, then the
		// rest of the reference's path, none of it a dot segment.
		keep, rest = int(base.pathStart)+len(dir)+1, j
		if j < len(ref) && ref[j] != '?' && ref[j] != '#' {
			end, ok := plainPath(ref, j)
			if !ok {
				return URL{}, false
			}
			j = end
		}
	}
	// The reference's query and fragment, as the query and fragment
	// states would write them. The path is done: what follows must begin
	// either.
	if j < len(ref) && ref[j] != '?' && ref[j] != '#' {
		return URL{}, false
	}
	queryStart, fragStart, ok := plainQueryFragment(ref, j)
	if !ok {
		return URL{}, false
	}
	l := base.layout()
	shift := keep - rest
	l.queryStart, l.fragStart = -1, -1
	if queryStart < fragStart {
		l.queryStart = queryStart + shift
	} else if keep > int(base.queryStart) && base.queryStart != base.fragStart {
		// No query of the reference's own: the base's, kept (steps 5.2
		// and 5).
		l.queryStart = int(base.queryStart)
	}
	if fragStart < len(ref) {
		l.fragStart = fragStart + shift
	}
	return l.url(base.href[:keep] + ref[rest:]), true
}
