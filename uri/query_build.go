package uri

import (
	"slices"
	"strings"
)

// Editing the query parameters of a Builder (see query.go for how a query
// is read as parameters). Every method keeps the order of the parameters it
// does not touch and their bytes as written; new keys and values are given
// decoded and percent-encoded with EncodeQueryKey and EncodeQueryValue.
// Keys are matched percent-decoded, with "+" as itself (RFC 3986 §2.1).

// EncodeQueryKey percent-encodes s for use as the key of one query
// parameter (QueryParamSet): what QuerySet encodes (RFC 3986 §3.4), and
// besides "&" and "=", which would end the key, and "+", which a form
// reader would take for a space. It returns s itself when nothing needs
// encoding.
func EncodeQueryKey(s string) string { return QueryParamSet.Encode(s) }

// EncodeQueryValue percent-encodes s for use as the value of one query
// parameter; it encodes what EncodeQueryKey does ("=" included, so that
// the value reads back the same however it is split).
func EncodeQueryValue(s string) string { return QueryParamSet.Encode(s) }

// AppendParam adds the parameter key=value at the end of the query (both
// decoded), making the query present.
func (b *Builder) AppendParam(key, value string) *Builder {
	return b.appendPiece(EncodeQueryKey(key) + "=" + EncodeQueryValue(value))
}

// AppendKey adds a parameter key without "=" (as in "?debug") at the end
// of the query, making the query present.
func (b *Builder) AppendKey(key string) *Builder {
	return b.appendPiece(EncodeQueryKey(key))
}

func (b *Builder) appendPiece(piece string) *Builder {
	if b.err != nil {
		return b
	}
	if b.has&fQuery != 0 && b.query != "" {
		b.query += "&" + piece
	} else {
		b.query = piece
	}
	b.has |= fQuery
	return b
}

// SetParam gives the parameter key the value value (both decoded): the
// first parameter named key gets it, in its place, and later ones are
// removed; when there is none, key=value is appended.
func (b *Builder) SetParam(key, value string) *Builder {
	if b.err != nil {
		return b
	}
	if !b.Params().Has(key) {
		return b.AppendParam(key, value)
	}
	piece := EncodeQueryKey(key) + "=" + EncodeQueryValue(value)
	seen := false
	b.editPieces(func(p string) (string, bool) {
		if p == "" || !b.Params().keyIs(splitParam(p).Key, key) {
			return p, true
		}
		if seen {
			return "", false
		}
		seen = true
		return piece, true
	})
	return b
}

// RemoveParam removes every parameter named key. When that leaves the
// query with no parameter, the query is made absent ("?x=1" loses its
// "?"); a query that had no parameter is left as it was.
func (b *Builder) RemoveParam(key string) *Builder {
	if b.err != nil {
		return b
	}
	b.editPieces(func(p string) (string, bool) {
		return p, p == "" || !b.Params().keyIs(splitParam(p).Key, key)
	})
	return b
}

// KeepParams removes every parameter whose key is not one of keys, and the
// empty pieces of "&&". As with RemoveParam, a query left with no parameter
// is made absent.
func (b *Builder) KeepParams(keys ...string) *Builder {
	if b.err != nil {
		return b
	}
	b.editPieces(func(p string) (string, bool) {
		if p == "" {
			return "", false
		}
		k := splitParam(p).Key
		return p, slices.ContainsFunc(keys, func(key string) bool { return b.Params().keyIs(k, key) })
	})
	return b
}

// SortParams orders the parameters by decoded key, comparing bytes; the
// sort is stable, so parameters with the same key keep their order (which
// is often meaningful). The empty pieces of "&&" are removed.
func (b *Builder) SortParams() *Builder {
	if b.err != nil || b.has&fQuery == 0 {
		return b
	}
	type keyed struct{ key, piece string }
	var ps []keyed
	for r := range b.Params().Raw() {
		piece := r.Key
		if r.HasValue {
			piece += "=" + r.Value
		}
		ps = append(ps, keyed{b.Params().decodeText(r.Key), piece})
	}
	if len(ps) == 0 {
		return b
	}
	slices.SortStableFunc(ps, func(x, y keyed) int { return strings.Compare(x.key, y.key) })
	var s strings.Builder
	for i, p := range ps {
		if i > 0 {
			s.WriteByte('&')
		}
		s.WriteString(p.piece)
	}
	b.query = s.String()
	return b
}

// Params returns the parameters of the query the Builder holds.
func (b *Builder) Params() Params { return Params{query: b.query} }

// editPieces rewrites the query piece by piece ("&"-separated, empty ones
// included): f returns the new text of a piece and whether to keep it. The
// query is rewritten only when something changed; when no parameter is
// left of a query that had one, the query becomes absent.
func (b *Builder) editPieces(f func(piece string) (string, bool)) {
	if b.has&fQuery == 0 || b.query == "" {
		return
	}
	var s strings.Builder
	changed, n := false, 0
	for q := b.query; ; {
		piece, rest, more := strings.Cut(q, "&")
		np, keep := f(piece)
		if !keep || np != piece {
			changed = true
		}
		if keep {
			if n > 0 {
				s.WriteByte('&')
			}
			s.WriteString(np)
			n++
		}
		if !more {
			break
		}
		q = rest
	}
	if !changed {
		return
	}
	b.query = s.String()
	if QueryParams(b.query).Len() == 0 {
		b.query = ""
		b.has &^= fQuery
	}
}
