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
	auth URI
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
	// slashAfterAuthority writes "/" before a non-empty path that does not
	// begin with one when there is an authority (RFC 3986 §3.3); only seed
	// 001's merge, which copies nothing from an empty base path, needs it.
	slashAfterAuthority bool
	fragment            string
	hasFragment         bool
}

func (t *target) setQuery(r URI) { t.query, t.hasQuery = r.Query(), r.HasQuery() }

// build writes the target out (RFC 3986 §5.3) and returns it as a URI.
//
// The single allocation holds the result and, when dot segments must be
// removed from a path made of two or three pieces, a copy of the joined
// pieces after it: the input of the removal, which needs one string.
func (t *target) build() URI {
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
	needDots := t.dots != dotsNone &&
		(joinQuery || hasDotSegment(t.path1) || hasDotSegment(t.path2))
	tailLen := 0
	if needDots && (t.path1 != "" || joinQuery) {
		tailLen = pathLen
	}
	// Room for: scheme ":" authority path, 2 bytes of remedy, "?" query
	// "#" fragment. Removing dot segments never lengthens a path.
	head := len(t.scheme) + 1 + len(authority) + pathLen + 2 + 1 + len(t.query) + 1 + len(t.fragment)
	mem := make([]byte, head+tailLen)
	b := mem[:0:head]

	u := URI{dialect: t.dialect, flags: fScheme}
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
	} else {
		in := t.path2
		if tailLen > 0 {
			tail := mem[head:head]
			tail = append(tail, t.path1...)
			tail = append(tail, t.path2...)
			if joinQuery {
				tail = append(tail, '?')
				tail = append(tail, t.query...)
			}
			in = bytesString(tail)
		}
		if t.dots == dotsRFC3986 {
			b = appendRemoveDotSegments(b, in)
		} else {
			b = appendDraftDotSegments(b, in)
		}
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
	case hasAuth && t.slashAfterAuthority && pathEnd > pathStart && b[pathStart] != '/':
		ins = "/" // after an authority a path is empty or begins with "/" (§3.3)
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
	u.s = bytesString(b)
	return u
}
