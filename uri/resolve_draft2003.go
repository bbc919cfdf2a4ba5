package uri

// Resolution per seed 003, draft-fielding-uri-rfc2396bis-01 (2003), §5.2:
// the pseudocode that became RFC 3986 §5.2.2, with the older merge routine
// of eight steps. It differs from RFC 3986 in three ways its Appendix C
// shows:
//
//   - dot segments are removed only from a merged relative path, never from
//     the path of a reference with a scheme, an authority or an absolute
//     path ("/./g" gives "http://a/./g");
//   - ".." segments left over at the start of the merged path are kept
//     (step 7 allows keeping or removing them; the table keeps them:
//     "../../../g" gives "http://a/../g");
//   - an empty base path merges as "/" whether or not there is an
//     authority (step 1).
//
// "?y" inherits the base path ("http://a/b/c/d;p?y"), as in RFC 3986.

// resolveDraft2003 follows the pseudocode of seed 003 §5.2. base has a
// scheme (its fragment is ignored); the "not validating" rule is applied
// by the caller (Resolver.Compat).
func resolveDraft2003(dst, base, ref *URI) {
	t := target{dialect: base.dialect}
	switch {
	case ref.flags&fScheme != 0:
		*dst = *ref // T = R
		return
	case ref.flags&fAuthority != 0:
		t.scheme, t.auth, t.path2 = base.Scheme(), ref, ref.Path()
		t.setQuery(ref)
	case ref.pathStart == ref.pathEnd: // R.path == ""
		if ref.flags&fQuery == 0 {
			// "An empty reference refers to the current document":
			// the base without its fragment, with R's fragment.
			if ref.flags&fFragment == 0 {
				*dst = base.WithoutFragment()
				return
			}
			t.query, t.hasQuery = base.Query(), base.HasQuery()
		} else {
			t.setQuery(ref)
		}
		t.scheme, t.auth, t.path2 = base.Scheme(), base, base.Path()
	case ref.s[ref.pathStart] == '/':
		t.scheme, t.auth, t.path2 = base.Scheme(), base, ref.Path()
		t.setQuery(ref)
	default:
		t.scheme, t.auth = base.Scheme(), base
		t.path1, t.path2 = mergePrefixDraft2003(base), ref.Path()
		t.dots = dotsDraft
		t.setQuery(ref)
	}
	t.fragment, t.hasFragment = ref.Fragment(), ref.HasFragment()
	t.build(dst)
}

// mergePrefixDraft2003 is step 1 of seed 003's merge: all but the last
// segment of the base path, or "/" when the base path is empty.
func mergePrefixDraft2003(base *URI) string {
	p := base.Path()
	if p == "" {
		return "/"
	}
	return p[:lastSlash(p)+1]
}

// appendDraftDotSegments appends the buffer in with its dot segments
// removed as steps 3-7 of seed 003's merge describe (the same steps are
// 6d-6g of seed 001 §5.2):
//
//  3. every "./" whose "." is a complete segment is removed;
//  4. a final complete "." is removed;
//  5. every "<segment>/../" with <segment> a complete segment other than
//     "..", leftmost first, repeatedly, is removed;
//  6. a final "<segment>/.." is removed;
//  7. ".." segments that remain at the start are kept.
//
// The string rewriting is carried out as one pass with a stack of output
// segments: a "." is dropped, a ".." drops the segment before it when there
// is one that is not itself a kept "..", and is kept otherwise. A "/" that
// begins the buffer, or comes to begin it once what preceded it is
// removed, is the root of an absolute path (RFC 2396 abs_path = "/"
// path_segments), not the end of an empty segment, so ".." never removes it. Rewriting
// leftmost-first and the stack give the same result, and the stack runs in
// time linear in len(in): every byte is written once and removed at most
// once.
func appendDraftDotSegments[S ~string | ~[]byte](out []byte, in S) []byte {
	start := len(out)
	floor := start // out[:floor] is never removed: the root and kept ".."
	for i := 0; ; {
		j := i
		for j < len(in) && in[j] != '/' {
			j++
		}
		last := j == len(in)
		switch seg := in[i:j]; {
		case string(seg) == ".": // steps 3 and 4
		case string(seg) == "..":
			if len(out) > floor { // steps 5 and 6: drop "<segment>/"
				k := len(out) - 1 // out[k] is the "/" ending that segment
				for k > floor && out[k-1] != '/' {
					k--
				}
				out = out[:k]
			} else { // step 7: keep it
				out = append(out, ".."...)
				if !last {
					out = append(out, '/')
				}
				floor = len(out)
			}
		case len(seg) == 0 && len(out) == start && !last:
			// A buffer that begins (or has come to begin) with "/" is an
			// absolute path: that "/" is the root, not an empty segment.
			out = append(out, '/')
			floor = len(out)
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
