package links

// Splitting attribute values into URLs: surrounding white space (the HTML
// standard's "strip leading and trailing ASCII whitespace"), srcset lists
// ("parse a srcset attribute", HTML Living Standard §4.8.4.3.10) and
// space-separated lists (a ping).

// isSpace reports whether c is ASCII white space as HTML defines it: tab,
// line feed, form feed, carriage return and space.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// trimSpace returns the span of v without the ASCII white space around it.
func trimSpace(v []byte, from, to int) (int, int) {
	for from < to && isSpace(v[from]) {
		from++
	}
	for to > from && isSpace(v[to-1]) {
		to--
	}
	return from, to
}

// A span is [start, end) in a value.
type span struct{ start, end int }

// urlSpans appends to dst the spans of the URLs in value v of kind k.
func urlSpans(dst []span, v []byte, k valueKind) []span {
	for i := 0; ; {
		sp, next, ok := nextSpan(v, i, k)
		if !ok {
			return dst
		}
		dst = append(dst, sp)
		i = next
	}
}

// nextSpan returns the span of the next URL in value v of kind k from
// offset i on, and where the one after it is looked for; ok is false when
// there is none. The Scanner takes the URLs of a value one at a time this
// way, so a srcset of a million candidates is never held as a list.
func nextSpan(v []byte, i int, k valueKind) (sp span, next int, ok bool) {
	switch k {
	case oneURL:
		if i > 0 {
			return span{}, i, false
		}
		s, e := trimSpace(v, 0, len(v))
		return span{s, e}, len(v) + 1, true
	case spaceSep:
		for i < len(v) && isSpace(v[i]) {
			i++
		}
		s := i
		for i < len(v) && !isSpace(v[i]) {
			i++
		}
		return span{s, i}, i, i > s
	case srcset:
		return nextSrcset(v, i)
	}
	return span{}, i, false
}

// nextSrcset follows the splitting of "parse a srcset attribute" from
// offset i: skip white space and commas; the URL is the run up to the next
// white space, less any commas it ends with (which end the candidate);
// otherwise the candidate's descriptors run to the next comma outside
// parentheses. Every candidate's URL is reported; the descriptors ("2x",
// "100w") are not checked, so a candidate the standard would drop for a
// bad descriptor is still listed: a link checker should see it.
func nextSrcset(v []byte, i int) (sp span, next int, ok bool) {
	for {
		for i < len(v) && (isSpace(v[i]) || v[i] == ',') {
			i++
		}
		if i >= len(v) {
			return span{}, i, false
		}
		s := i
		for i < len(v) && !isSpace(v[i]) {
			i++
		}
		e := i
		if v[e-1] == ',' {
			for e > s && v[e-1] == ',' {
				e--
			}
			if e > s {
				return span{s, e}, i, true
			}
			continue
		}
		// Descriptors: up to a comma outside parentheses, or the end.
		parens := false
		for ; i < len(v); i++ {
			c := v[i]
			if parens {
				if c == ')' {
					parens = false
				}
				continue
			}
			if c == '(' {
				parens = true
			} else if c == ',' {
				i++
				break
			}
		}
		return span{s, e}, i, true
	}
}
