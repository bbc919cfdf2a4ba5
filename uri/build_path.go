package uri

// The path, query and fragment of a Builder (RFC 3986 §3.3-§3.5), each
// from decoded text, encoded with its EncodingSet, or as written and
// checked; a path also from decoded segments.

// Path sets the path (RFC 3986 §3.3) from decoded text: "/" separates
// segments, and every other byte that is not a pchar (unreserved,
// sub-delims, ":" or "@") is percent-encoded. A "/" inside a segment cannot
// be expressed this way; use Segments for that.
//
// With an authority the path must be empty or begin with "/", and without
// one it must not begin with "//" (§3.3); Build reports a path breaking
// either rule as an error wrapping ErrInvalidPath, rather than change it,
// since a changed path would not read back the same. In a relative
// reference (no scheme, no authority) a ":" in the first segment would be
// read as ending a scheme (§4.2); there Build writes it as %3A, which
// decodes to the same path.
func (b *Builder) Path(p string) *Builder {
	if b.err != nil {
		return b
	}
	b.path = PathSet.Encode(p)
	b.pathRaw = false
	return b
}

// Segments sets an absolute path from decoded segments: each is written
// after a "/", with every byte that is not a pchar percent-encoded,
// including "/" as %2F, so DecodedSegments yields them back one for one.
// Segments("a", "b c", "") gives "/a/b%20c/"; Segments() gives the empty
// path. The structural rules of Path apply: a first segment that is empty
// ("//...") needs an authority.
func (b *Builder) Segments(segs ...string) *Builder {
	if b.err != nil {
		return b
	}
	n := 0
	for _, s := range segs {
		n += 1 + len(s)
	}
	p := make([]byte, 0, n)
	for _, s := range segs {
		p = append(p, '/')
		p = SegmentSet.Append(p, s)
	}
	b.path = string(p)
	b.pathRaw = false
	return b
}

// RawPath sets the path as written, already percent-encoded: *( pchar /
// "/" ) (RFC 3986 §3.3). The structural rules described at Path are checked
// by Build; a ":" in the first segment of a relative reference is an error
// there, since encoded text is not changed.
func (b *Builder) RawPath(p string) *Builder {
	if b.err != nil {
		return b
	}
	if off := scan(p, &syntaxes[RFC3986], sPath, 0, len(p)); off >= 0 {
		return b.fail(charError(p, off, ComponentPath))
	}
	b.path = p
	b.pathRaw = true
	return b
}

// Query sets the query (RFC 3986 §3.4) from decoded text, percent-encoding
// every byte other than pchar, "/" and "?". Query("") makes the query
// present and empty ("...?"). The text is not split into parameters: to
// build "a=1&b=2" from values that may hold "&" or "=", encode the values
// first (for instance with url.QueryEscape) and use RawQuery.
func (b *Builder) Query(q string) *Builder {
	if b.err != nil {
		return b
	}
	b.query = QuerySet.Encode(q)
	b.has |= fQuery
	return b
}

// RawQuery sets the query as written, already percent-encoded: *( pchar /
// "/" / "?" ) (RFC 3986 §3.4).
func (b *Builder) RawQuery(q string) *Builder {
	if b.err != nil {
		return b
	}
	if off := scan(q, &syntaxes[RFC3986], sQuery, 0, len(q)); off >= 0 {
		return b.fail(charError(q, off, ComponentQuery))
	}
	b.query = q
	b.has |= fQuery
	return b
}

// Fragment sets the fragment (RFC 3986 §3.5) from decoded text,
// percent-encoding every byte other than pchar, "/" and "?". Fragment("")
// makes the fragment present and empty ("...#").
func (b *Builder) Fragment(f string) *Builder {
	if b.err != nil {
		return b
	}
	b.fragment = FragmentSet.Encode(f)
	b.has |= fFragment
	return b
}

// RawFragment sets the fragment as written, already percent-encoded:
// *( pchar / "/" / "?" ) (RFC 3986 §3.5).
func (b *Builder) RawFragment(f string) *Builder {
	if b.err != nil {
		return b
	}
	if off := scan(f, &syntaxes[RFC3986], sQuery, 0, len(f)); off >= 0 {
		return b.fail(charError(f, off, ComponentFragment))
	}
	b.fragment = f
	b.has |= fFragment
	return b
}
