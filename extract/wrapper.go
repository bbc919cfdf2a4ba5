package extract

import (
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
)

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
// what it holds starts with a scheme name of two or more characters and ":"
// (white space may follow the ":" or split the "//", where a line was
// broken); when it holds nothing but URI characters, non-ASCII letters (an
// IRI, mapped.go) and white space, with no empty line; and when, its white
// space removed, it parses under uri.ParseReference (or maps to a URI that
// does). Any scheme counts ("<tag:example.com,2005:x>": the brackets say it
// is a URI), but one not followed by "//", not known to be written without
// an authority and not preceded by "URL:" must hold no white space at all,
// so that "<Note: see this>" stays prose. Otherwise the "<" is ordinary text
// and the scan goes on right after it, so a URI inside still counts as a
// bare one. In a quoted reply, the quote marker at the start of a
// continuation line is skipped (quote.go).
//
// Slack writes a link as "<URI|label>": a "|" right after the URI, before
// any white space, ends the URI, and the label runs to the ">" on the same
// line; the span is the whole "<...>".

// wrapper examines the "<" at index t.
func (e *engine) wrapper(t int) (span, verdict, int) {
	b := e.buf
	j, nl, prev, hyphenBreak := t+1, 0, byte(0), false
	spaced := false // white space inside
	end := 0        // the end of Slack's "<URI|label>", after its ">"
	var quote string
	quoted := false // quote was looked up
	for ; ; j++ {
		if j-t >= MaxLength { // the span would end past t+MaxLength
			return span{}, vNo, pastTrigger
		}
		if j == len(b) {
			if e.eof {
				return span{}, vNo, pastTrigger
			}
			e.keep = max(e.floor, t-lookBack)
			return span{}, vMore, 0
		}
		c := b[j]
		if c == '>' {
			break
		}
		if isSpace(c) {
			spaced = true
			if c == '\n' {
				if nl++; nl > 1 {
					return span{}, vNo, pastTrigger // an empty line ends the paragraph
				}
				if prev == '-' { // after p: a "-" before it fails the scheme test below
					hyphenBreak = true
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
		if c == '|' && !spaced {
			k, lim := j, min(len(b), t+MaxLength) // the ">" within MaxLength of the "<"
			for k < lim && b[k] != '>' && b[k] != '<' && b[k] != '\n' {
				k++
			}
			if k == len(b) && !e.eof {
				e.keep = max(e.floor, t-lookBack)
				return span{}, vMore, 0
			}
			if k < lim && b[k] == '>' {
				end = k + 1
				break
			}
		}
		if c >= 0x80 {
			// non-ASCII: an IRI's letters (mapped.go); "check" decides
			if !e.eof && !utf8.FullRuneInString(b[j:]) {
				e.keep = max(e.floor, t-lookBack)
				return span{}, vMore, 0
			}
			r, n := utf8.DecodeRuneInString(b[j:])
			if !iriLetter(r) {
				return span{}, vNo, pastTrigger
			}
			j += n - 1
			nl, prev = 0, c
			continue
		}
		if class[c]&cURI == 0 {
			return span{}, vNo, pastTrigger
		}
		nl, prev = 0, c
	}
	// b[t+1:j] is the content: [ws] ["URL:" [ws]] scheme ":" ...
	p := skipSpace(b, t+1, j)
	prefixed := ascii.HasPrefixFold(b[p:j], "url:")
	if prefixed {
		p = skipSpace(b, p+4, j)
	}
	q := p
	for class[b[q]]&cScheme != 0 { // b[j] is ">" or "|", no scheme character
		q++
	}
	if q-p < 2 || class[b[p]]&cAlpha == 0 || b[q] != ':' {
		return span{}, vNo, pastTrigger
	}
	// "//" after the ":", white space allowed around (a line broken there)
	s1 := skipSpace(b, q+1, j)
	s2 := skipSpace(b, s1+1, j)
	authority := b[s1] == '/' && b[s2] == '/' // b[j] is no "/": s2 <= j when b[s2] is read
	if !authority && !prefixed && !knownOpaque(b[p:q]) && spaced {
		return span{}, vNo, pastTrigger
	}
	u, spaces := b[p:j], false
	for i := range len(u) {
		if isSpace(u[i]) {
			spaces = true
			break
		}
	}
	cleaned := ""
	if spaces {
		cleaned = clean(u, quote)
		u = cleaned
	}
	least := q - p + 2 // something after "scheme:"
	if authority {
		least += 2 // something after "scheme://"
	}
	if len(u) < least {
		return span{}, vNo, pastTrigger
	}
	ok, _, mapped := check(u)
	if !ok {
		return span{}, vNo, pastTrigger
	}
	if end == 0 {
		end = j + 1
	}
	return span{start: t, end: end, uStart: p, uEnd: j, clean: spaces, cleaned: cleaned, ambiguous: hyphenBreak, mapped: mapped}, vFound, 0
}

// skipSpace returns the index of the first byte of b[i:j] that is not white
// space, or j.
func skipSpace(b string, i, j int) int {
	for i < j && isSpace(b[i]) {
		i++
	}
	return i
}
