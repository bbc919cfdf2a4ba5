package extract

// Wrappers: "<" URI ">" and "<URL:" URI ">", the delimiters seed 000
// ("Wrappers for URIs in plain text"), RFC 1738 ("Recommendations for URLs
// in Context") and seed 001 and seed 003 Appendix E recommend for URIs in
// plain text. The wrapper is not part of the URI; neither is the prefix
// "URL:" ("with or without a trailing space", seed 003), matched in any
// case. Inside the brackets white space and line breaks were added to break
// a long URI across lines and are removed ("The whitespace should be
// ignored when extracting the URI"); a line break right after a hyphen
// marks the URI ambiguous ("the hyphen may or may not actually be part of
// the URI"; the hyphen is kept).
//
// Angle brackets also hold things that are not URIs: a mail header's
// <user@host>, an HTML tag, "a < b". So a wrapper is recognized only when
// what it holds starts with a scheme name of two or more characters and ":",
// followed by "//" or being a scheme known to be written without an
// authority, or preceded by "URL:" (which says it is a URL); when it holds
// nothing but URI characters and white space, with no empty line; and when,
// its white space removed, it parses under uri.ParseReference. Otherwise
// the "<" is ordinary text and the scan goes on right after it, so a URI
// inside still counts as a bare one. In a quoted reply, the quote marker at
// the start of a continuation line is skipped (quote.go).

// wrapper examines the "<" at index t.
func (e *engine) wrapper(t int) (span, verdict, int) {
	b := e.buf
	j, nl, prev, hyphenBreak := t+1, 0, byte(0), -1
	var quote []byte
	quoted := false // quote was looked up
	for ; ; j++ {
		if j-t > MaxLength {
			return span{}, vNo, t + 1
		}
		if j == len(b) {
			if e.eof {
				return span{}, vNo, t + 1
			}
			e.keep = max(e.floor, t-lookBack)
			return span{}, vMore, 0
		}
		c := b[j]
		if c == '>' {
			break
		}
		if isSpace(c) {
			if c == '\n' {
				if nl++; nl > 1 {
					return span{}, vNo, t + 1 // an empty line ends the paragraph
				}
				if prev == '-' && hyphenBreak < 0 {
					hyphenBreak = j
				}
				if !quoted {
					quote, quoted = e.quotePrefix(t), true
				}
				n := e.skipQuote(j+1, quote)
				if n < 0 {
					e.keep = max(e.floor, t-lookBack)
					return span{}, vMore, 0
				}
				j += n
			}
			continue
		}
		if class[c]&cURI == 0 {
			return span{}, vNo, t + 1
		}
		nl, prev = 0, c
	}
	// b[t+1:j] is the content: [ws] ["URL:" [ws]] scheme ":" ...
	p := skipSpace(b, t+1, j)
	prefixed := j-p >= 4 && equalFold(b[p:p+4], "url:")
	if prefixed {
		p = skipSpace(b, p+4, j)
	}
	q := p
	for q < j && class[b[q]]&cScheme != 0 {
		q++
	}
	if q-p < 2 || class[b[p]]&cAlpha == 0 || q == j || b[q] != ':' {
		return span{}, vNo, t + 1
	}
	authority := q+2 < j && b[q+1] == '/' && b[q+2] == '/'
	if !authority && !prefixed && !knownOpaque(b[p:q]) {
		return span{}, vNo, t + 1
	}
	u, clean := b[p:j], false
	for _, c := range u {
		if isSpace(c) {
			clean = true
			break
		}
	}
	if clean {
		u = e.clean(u, quote)
	}
	least := q - p + 2 // something after "scheme:"
	if authority {
		least += 2 // something after "scheme://"
	}
	if len(u) < least {
		return span{}, vNo, t + 1
	}
	if ok, _ := parses(u); !ok {
		return span{}, vNo, t + 1
	}
	return span{start: t, end: j + 1, uStart: p, uEnd: j, clean: clean, quote: quote, ambiguous: hyphenBreak > p}, vFound, 0
}

// skipSpace returns the index of the first byte of b[i:j] that is not white
// space, or j.
func skipSpace(b []byte, i, j int) int {
	for i < j && isSpace(b[i]) {
		i++
	}
	return i
}
