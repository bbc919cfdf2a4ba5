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
	switch k {
	case oneURL:
		s, e := trimSpace(v, 0, len(v))
		return append(dst, span{s, e})
	case spaceSep:
		for i := 0; i < len(v); {
			for i < len(v) && isSpace(v[i]) {
				i++
			}
			s := i
			for i < len(v) && !isSpace(v[i]) {
				i++
			}
			if i > s {
				dst = append(dst, span{s, i})
			}
		}
		return dst
	case srcset:
		return srcsetSpans(dst, v)
	}
	return dst
}

// srcsetSpans follows the splitting of "parse a srcset attribute": skip
// white space and commas; the URL is the run up to the next white space,
// less any commas it ends with (which end the candidate); otherwise the
// candidate's descriptors run to the next comma outside parentheses. Every
// candidate's URL is reported; the descriptors ("2x", "100w") are not
// checked, so a candidate the standard would drop for a bad descriptor is
// still listed: a link checker should see it.
func srcsetSpans(dst []span, v []byte) []span {
	i := 0
	for {
		for i < len(v) && (isSpace(v[i]) || v[i] == ',') {
			i++
		}
		if i >= len(v) {
			return dst
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
				dst = append(dst, span{s, e})
			}
			continue
		}
		dst = append(dst, span{s, e})
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
	}
}
