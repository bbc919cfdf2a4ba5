package uri

// Assembly of a resolved target (RFC 3986 §5.3, Component Recomposition)
// into a URI value in one allocation, with the offsets of its components
// computed while writing, so the result is never parsed again.

// dotsAlgo selects how dot segments are removed from the target path.
type dotsAlgo uint8

const (
	dotsNone    dotsAlgo = iota // the path is used as it is
	dotsRFC3986                 // remove_dot_segments, RFC 3986 §5.2.4
	dotsDraft                   // seed 003 merge steps 3-7 = seed 001 steps 6d-6g: excess ".." kept
)

// target describes the components of a resolved reference (T in RFC 3986
// §5.2.2) before they are written out.
type target struct {
	dialect Dialect
	scheme  string
	// auth supplies the authority, with its parsed host offsets, when it
	// has one; otherwise the target has no authority.
	auth *URI
	// The path is path1+path2 (path1 is the prefix merge keeps from the
	// base path), then dot segments are removed as dots says.
	path1, path2 string
	dots         dotsAlgo
	query        string
	hasQuery     bool
	// queryInPath appends "?" and the query to the path buffer before the
	// dot segments are removed, and splits them again afterwards at the
	// first "?" (seed 001 §5.2 steps 6c, 6h, 6i).
	queryInPath bool
	fragment    string
	hasFragment bool
}

func (t *target) setQuery(r *URI) { t.query, t.hasQuery = r.Query(), r.HasQuery() }

// build writes the target out (RFC 3986 §5.3) into *dst.
//
// The result is written into one buffer (on the stack when it fits, see
// resultStack) and, when dot segments must be removed from a path made of
// two or three pieces and the faster in-place removal does not apply (a
// base path that is not rooted or holds dot segments itself, or seed
// 001's query in the buffer), the joined pieces are copied after it: the
// input of the removal. The result's string is the one allocation.
func (t *target) build(dst *URI) {
	a := t.auth
	hasAuth := a.flags&fAuthority != 0
	authority := ""
	if hasAuth {
		authority = a.s[a.authStart()-2 : a.pathStart] // with its "//"
	}
	pathLen := len(t.path1) + len(t.path2)
	joinQuery := t.queryInPath && t.hasQuery
	if joinQuery {
		pathLen += 1 + len(t.query)
	}
	dots1 := t.path1 != "" && t.dots != dotsNone && hasDotSegment(t.path1)
	needDots := t.dots != dotsNone && (joinQuery || dots1 || hasDotSegment(t.path2))
	// A merged path whose prefix is rooted and free of dot segments is
	// processed in place after the prefix (appendRelativeDotSegments);
	// otherwise the joined pieces are copied after the result, as the input
	// of the removal.
	inPlace := needDots && t.dots == dotsRFC3986 && t.path1 != "" && !dots1 && t.path1[0] == '/'
	tailLen := 0
	if needDots && !inPlace && (t.path1 != "" || joinQuery) {
		tailLen = pathLen
	}
	// Room for: scheme ":" authority path, 2 bytes of remedy, "?" query
	// "#" fragment. Removing dot segments never lengthens a path.
	head := len(t.scheme) + 1 + len(authority) + pathLen + 2 + 1 + len(t.query) + 1 + len(t.fragment)
	var stack [resultStack]byte
	var mem []byte
	if n := head + tailLen; n <= len(stack) {
		mem = stack[:n]
	} else {
		mem = make([]byte, n)
	}
	b := mem[:0:head]

	u := dst
	*u = URI{dialect: t.dialect, flags: fScheme}
	b = append(b, t.scheme...)
	u.schemeEnd = int32(len(b))
	b = append(b, ':')
	if hasAuth {
		delta := int32(len(b)+2) - a.authStart()
		b = append(b, authority...)
		u.flags |= a.flags & (fAuthority | fUserinfo | fPort)
		u.hostStart, u.hostEnd = a.hostStart+delta, a.hostEnd+delta
		if a.zoneStart != 0 {
			u.zoneStart = a.zoneStart + delta
		}
		u.kind = a.kind
	}

	pathStart := len(b)
	if !needDots {
		b = append(b, t.path1...)
		b = append(b, t.path2...)
	} else if inPlace {
		b = append(b, t.path1...)
		b = appendRelativeDotSegments(b, pathStart, t.path2)
	} else if tailLen > 0 {
		tail := mem[head:head]
		tail = append(tail, t.path1...)
		tail = append(tail, t.path2...)
		if joinQuery {
			tail = append(tail, '?')
			tail = append(tail, t.query...)
		}
		b = appendDots(t.dots, b, tail)
	} else {
		b = appendDots(t.dots, b, t.path2)
	}
	pathEnd, queryEnd := len(b), -1
	if joinQuery {
		// The query is what follows the first "?" of the buffer, if one
		// is left (seed 001 §5.2 steps 6h and 6i).
		for i := pathStart; i < len(b); i++ {
			if b[i] == '?' {
				pathEnd, queryEnd = i, len(b)
				u.flags |= fQuery
				break
			}
		}
	}

	// Remedies for paths that would not parse back to themselves.
	ins := ""
	switch {
	case !hasAuth && pathEnd-pathStart >= 2 && b[pathStart] == '/' && b[pathStart+1] == '/':
		ins = "/." // "//x" would read as an authority: write "/.//x" (RFC 3986 §4.2, §3.3)
	case hasAuth && pathEnd > pathStart && b[pathStart] != '/':
		// After an authority a path is empty or begins with "/" (§3.3).
		// Seed 001's merge copies nothing from an empty base path, and the
		// older grammars let a base path after an authority begin with
		// "?" (RFC 1738 xchar): write the "/".
		ins = "/"
	}
	if ins != "" {
		n := len(ins)
		b = append(b, ins...)
		copy(b[pathStart+n:], b[pathStart:len(b)-n])
		copy(b[pathStart:], ins)
		pathEnd += n
		if queryEnd >= 0 {
			queryEnd += n
		}
	}
	u.pathStart, u.pathEnd = int32(pathStart), int32(pathEnd)

	if !t.queryInPath && t.hasQuery {
		b = append(b, '?')
		b = append(b, t.query...)
		u.flags |= fQuery
	}
	if queryEnd < 0 {
		queryEnd = len(b)
	}
	u.queryEnd = int32(queryEnd)
	if t.hasFragment {
		b = append(b, '#')
		b = append(b, t.fragment...)
		u.flags |= fFragment
	}
	u.s = string(b)
}

// resultStack is the size of the buffer on the stack that a resolved or
// normalized result is written into when it fits, before its one copy into
// the string it becomes.
const resultStack = 512

// appendDots appends in to out with its dot segments removed by algorithm
// dots.
func appendDots[S ~string | ~[]byte](dots dotsAlgo, out []byte, in S) []byte {
	if dots == dotsRFC3986 {
		return appendRemoveDotSegments(out, in)
	}
	return appendDraftDotSegments(out, in)
}

// appendRelativeDotSegments appends to out, which ends with a rooted path
// out[root:] free of dot segments and ending in "/", the relative path rel,
// removing dot segments as RFC 3986 §5.2.4 does for the joined path
// out[root:]+rel. For a rooted input, steps A and D of §5.2.4 never apply
// (the input buffer always begins with "/"), and B, C and E amount to a
// stack of segments: "." is dropped, ".." drops the last output segment
// (never the root), and a final "." or ".." leaves a trailing "/". The
// prefix is already its own output, so only rel is read. Tests compare it
// with RemoveDotSegments on every short input.
func appendRelativeDotSegments(out []byte, root int, rel string) []byte {
	for i := 0; ; {
		j := i
		for j < len(rel) && rel[j] != '/' {
			j++
		}
		last := j == len(rel)
		switch seg := rel[i:j]; seg {
		case ".":
		case "..":
			// out ends with "/": drop the segment before it, keeping
			// its leading "/" (the root, at worst).
			if k := len(out) - 1; k > root {
				out = out[:lastSlash(out[:k])+1]
			}
		default:
			out = append(out, seg...)
			if !last {
				out = append(out, '/')
			}
		}
		if last {
			return out
		}
		i = j + 1
	}
}
