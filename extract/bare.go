package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/ucd"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// Bare URIs: a URI written in text without a wrapper, "delimited by
// whitespace" (seed 003 and seed 001 Appendix E: "or just using whitespace
// http://example.com/"). Without a wrapper nothing marks where the URI
// begins or ends, so this file decides, and refuses what would be a guess:
//
//   - It begins with a scheme name of two or more characters (RFC 3986
//     §3.1) right after a character that cannot be in a scheme: a single
//     letter before ":" is a Windows drive ("C:\dir", "C:/dir"), digits
//     before ":" are a time ("12:30").
//   - The scheme is followed by "//" (a URI written with an authority,
//     §3.2), or it is one known to be written without one (mailto, news,
//     urn, tel, ... : the opaque schemes of the scheme registry, and a few
//     more found in text). So "Re: ..." and "Note: ..." are prose, and an
//     e-mail address without "mailto:" is not a URI.
//   - It ends before the first character that cannot be in a URI (§2):
//     white space, a quote, "<", ">", "`" (Markdown's code quote),
//     non-ASCII punctuation and symbols, and a "}" or "|" that closes a "{"
//     or "|" right before the URI. A word that goes on with another
//     character RFC 3986 excludes ("\", "^", "{", "|", "}":
//     "http://a/{id}") is not reported at all, rather than cut.
//   - Non-ASCII letters, digits and marks go on: the URI is an IRI (RFC
//     3987), reported as the URI it maps to (mapped.go). But text in a
//     script written without spaces (Han, kana, Thai, ...) right after a URI
//     whose host is ASCII is prose touching it, not part of it:
//     "詳細はhttps://example.com/docs/を参照" holds
//     "https://example.com/docs/", while "https://例え.jp/パス" is one IRI.
//     ("https://example.com/パス" is read as the first kind: text cannot
//     tell them apart.)
//   - After "*", "_" or "~" (Markdown emphasis), a run of the same
//     character at its end is not part of it: "**http://a/b**".
//   - Sentence punctuation at its end is not part of it (Appendix E:
//     "punctuation marks that might be mistaken for part of the URI"):
//     ".", ",", ";", ":", "!", "?", "'", and a ")" or "]" that closes
//     nothing inside the URI, so "(see http://a/b)" gives "http://a/b" and
//     "http://en.wikipedia.org/wiki/Foo_(bar)" keeps its parentheses.
//   - A line break right after a hyphen joins the next line (Appendix E:
//     the reader "should ignore all unescaped whitespace around the line
//     break, and should be aware that the hyphen may or may not actually be
//     part of the URI"); the hyphen is kept and the URI marked ambiguous.
//     In a quoted reply the next line's quote marker is skipped (quote.go).
//   - What is reported parses under uri.ParseReference. A URI whose text
//     breaks the grammar part way ("http://a/b[1]", "50%") is cut before
//     the offending character when what remains is still a URI; otherwise
//     nothing is reported. A balanced "[...]" in a query or fragment
//     ("?q=[test]&x=1") is kept, percent-encoded in the URI reported
//     (mapped.go): cutting there would change the query.
//   - A URI right between double quotes ("http://a/") has the quotes in its
//     span as its wrapper.

// knownOpaque reports whether name is a scheme written without an
// authority that may be recognized in text without a wrapper: the opaque
// schemes of the scheme registry (mailto, news, urn, tel, sip, data, ...),
// and a few more text uses that it does not hold (RFC 3966's fax and modem
// came with tel; RFC 5724 sms; RFC 5870 geo; RFC 5122 xmpp; magnet is
// provisional at IANA).
func knownOpaque(name string) bool {
	if in, ok := scheme.Default().Lookup(name); ok {
		return in.Opaque
	}
	switch len(name) { // most words before a ":" are none of these: one test of the length
	case 3:
		return ascii.EqualFold(name, "fax") || ascii.EqualFold(name, "sms") || ascii.EqualFold(name, "geo")
	case 4:
		return ascii.EqualFold(name, "xmpp")
	case 5:
		return ascii.EqualFold(name, "modem")
	case 6:
		return ascii.EqualFold(name, "magnet")
	}
	return false
}

// bare examines the ":" at index c as the end of a scheme.
func (e *engine) bare(c int) (span, verdict, int) {
	b := e.buf
	lo := e.floor
	s := c
	for s > lo && class[b[s-1]]&cScheme != 0 {
		s--
		if c-s > MaxSchemeLength {
			return span{}, vNo, pastTrigger
		}
	}
	for s < c && class[b[s]]&cAlpha == 0 {
		s++
	}
	if c-s < 2 {
		return span{}, vNo, pastTrigger
	}
	keep := max(lo, c-lookBack) // the line's start; the byte before s too (c-s <= MaxSchemeLength)
	if c+2 >= len(b) && !e.eof {
		e.keep = keep
		return span{}, vMore, 0
	}
	authority := c+2 < len(b) && b[c+1] == '/' && b[c+2] == '/'
	if !authority && (c+1 == len(b) || class[b[c+1]]&cURI == 0 || !knownOpaque(b[s:c])) {
		return span{}, vNo, pastTrigger
	}
	j, brk, amb := c, 0, false        // from the ":", a URI character
	auth, iriHost := authority, false // in the authority; a non-ASCII host seen
	for {
		lim := min(len(b), s+MaxLength+1)
		for j < lim {
			if x := b[j]; class[x]&cURI != 0 {
				if auth && j > c+2 && (x == '/' || x == '?' || x == '#') {
					auth = false
				}
				j++
				continue
			}
			if b[j] < utf8.RuneSelf {
				break
			}
			// Non-ASCII: an IRI (RFC 3987) goes on with letters, digits and
			// marks; anything else (punctuation, symbols, spaces) ends it.
			// Text in a script written without spaces (Han, kana, Thai, ...)
			// right after a URI with an ASCII host is prose touching it
			// ("詳細はhttps://example.com/docs/を参照"); after a host in that
			// script it is the IRI's own path ("https://例え.jp/パス").
			if !e.eof && !utf8.FullRuneInString(b[j:]) {
				e.keep = keep
				return span{}, vMore, 0
			}
			r, n := utf8.DecodeRuneInString(b[j:])
			if !iriLetter(r) || !auth && !iriHost && spaceless(r) {
				break
			}
			if auth {
				iriHost = true
			}
			j += n
		}
		if j-s > MaxLength {
			e.skip = true
			return span{}, vNo, j
		}
		if j == len(b) && !e.eof {
			e.keep = keep
			return span{}, vMore, 0
		}
		if j < len(b) && b[j-1] == '-' && isSpace(b[j]) {
			k, v := e.hyphenBreak(j, s)
			if v == vMore {
				e.keep = keep
				return span{}, vMore, 0
			}
			if v == vFound {
				if brk == 0 {
					brk = j
				}
				j, amb = k, true
				continue
			}
		}
		break
	}
	if j < len(b) && class[b[j]]&cGlued != 0 && !(s > lo && closes(b[s-1], b[j])) {
		return span{}, vNo, j
	}
	least := c + 2 // one character after "scheme:"
	if authority {
		least = c + 4 // one after "scheme://"
	}
	sp, ok := e.finishBare(s, least, j, amb)
	if !ok && amb {
		// the joined text is no URI: try the first line alone
		sp, ok = e.finishBare(s, least, brk, false)
	}
	if !ok {
		return span{}, vNo, j
	}
	return sp, vFound, 0
}

// iriLetter reports whether r, a non-ASCII character, continues an IRI in
// text: a letter, digit or mark (RFC 3987's ucschar holds them; it also
// holds punctuation and symbols, which text puts around URIs).
func iriLetter(r rune) bool {
	return ucd.IsLetter(r) || ucd.IsDigit(r) || ucd.IsMark(r)
}

// spaceless reports whether r belongs to a script written without spaces
// between words, where a URI touches the prose around it.
func spaceless(r rune) bool {
	return unicode.In(r, ucd.Han, ucd.Hiragana, ucd.Katakana, ucd.Thai, ucd.Lao, ucd.Khmer, ucd.Myanmar)
}

// closes reports whether c, a character RFC 3986 excludes, closes the
// opening character o: "{http://a/b}", "|http://a/b|" use them as a wrapper.
func closes(o, c byte) bool {
	return o == '{' && c == '}' || o == '|' && c == '|' || o == '^' && c == '^'
}

// hyphenBreak looks at the white space at index j, after a "-": when it
// holds exactly one line break and URI characters follow it on the next
// line, it returns the index of the first of them and vFound.
func (e *engine) hyphenBreak(j, s int) (int, verdict) {
	b := e.buf
	lines := 0
	for ; j < len(b) && isSpace(b[j]); j++ {
		if j-s > MaxLength {
			return 0, vNo
		}
		if b[j] == '\n' {
			if lines++; lines == 1 {
				n := e.skipQuote(j+1, e.quotePrefix(s))
				if n < 0 {
					return 0, vMore
				}
				j += n
			}
		}
	}
	if j == len(b) && !e.eof {
		return 0, vMore
	}
	if lines != 1 || j == len(b) || class[b[j]]&cURI == 0 || class[b[j]]&cTrail != 0 {
		return 0, vNo
	}
	return j, vFound
}

// finishBare trims the end of the candidate buf[s:j], checks it and makes
// its span; min is the least end that leaves something after the scheme.
// joined tells that white space (after a hyphen) must be removed.
func (e *engine) finishBare(s, min, j int, joined bool) (span, bool) {
	var quote string
	if joined {
		quote = e.quotePrefix(s)
	}
	b := e.buf
	var emph byte // Markdown emphasis: "**http://a/b**", "_http://a/b_"
	if s > e.floor && (b[s-1] == '*' || b[s-1] == '_' || b[s-1] == '~') {
		emph = b[s-1]
	}
	end := trimEnd(b, s, j, emph)
	if !joined {
		cut, ok := precut(b, s, end)
		if !ok {
			return span{}, false
		}
		end = trimEnd(b, s, cut, emph) // end again when nothing is cut
	}
	if end < min {
		return span{}, false
	}
	mapped, cleaned := false, ""
	if joined {
		var ok bool
		cleaned = clean(b[s:end], quote)
		if ok, _, mapped = check(cleaned); !ok {
			return span{}, false
		}
	} else if ok, off, m := check(b[s:end]); !ok {
		// cut before the character the grammar refuses, once (an off of 0,
		// no place told, leaves nothing: below min)
		end = trimEnd(b, s, s+off, emph)
		if end < min {
			return span{}, false
		}
		if ok, _, mapped = check(b[s:end]); !ok {
			return span{}, false
		}
	} else {
		mapped = m
	}
	sp := span{start: s, end: end, uStart: s, uEnd: end, clean: joined, cleaned: cleaned, ambiguous: joined, mapped: mapped}
	if s > e.floor && b[s-1] == '"' && end < len(b) && b[end] == '"' && end-s+2 <= MaxLength {
		sp.start, sp.end = s-1, end+1
	}
	return sp, true
}

// precut finds, without the allocation of a parse error, where the
// grammar of RFC 3986 ends the candidate b[s:end] (a URI with its scheme)
// in the ways text most often shows: a second "#" (§3.5: a fragment holds
// no "#"; HTML's "&#xE9;" in a fragment), a "[" or "]" outside the host
// (§3.2.2: only an IP-literal has them), a "%" not followed by two hex
// digits (§2.1). It returns the index of the first such byte, or end; ok
// is false when the host is an IP-literal that is not one (§3.2.2), which
// no cut repairs. uri.ParseReference still has the last word.
func precut(b string, s, end int) (cut int, ok bool) {
	i := s
	for b[i] != ':' {
		i++
	}
	i++
	if i+1 < end && b[i] == '/' && b[i+1] == '/' {
		a := i + 2
		ae := a
		for ae < end && b[ae] != '/' && b[ae] != '?' && b[ae] != '#' {
			ae++
		}
		hs := a
		for k := a; k < ae; k++ {
			if b[k] == '@' {
				hs = k + 1
			}
		}
		if strings.HasPrefix(b[hs:ae], "[") {
			lit, _, closed := strings.Cut(b[hs+1:ae], "]")
			if !closed {
				return hs, false
			}
			if lit == "" || ascii.ToLower(lit[0]) != 'v' {
				if addr, _, _ := strings.Cut(lit, "%25"); !uri.IsIPv6(addr) { // a zone after "%25"
					return hs, false
				}
			}
			i = hs + len(lit) + 2 // past "[", lit and "]"
		} else {
			i = a
		}
	}
	hash, query := false, false
	for ; i < end; i++ {
		switch b[i] {
		case '?':
			query = true
		case '#':
			if hash {
				return i, true
			}
			hash, query = true, true
		case '[':
			// "q=[test]": a balanced "[...]" in a query or fragment is kept
			// (the URI has it percent-encoded, mapped.go); elsewhere, or
			// unbalanced, the grammar ends the URI there.
			if k := strings.IndexAny(b[i+1:end], "[]#"); query && k >= 0 && b[i+1+k] == ']' {
				i += 1 + k
				continue
			}
			return i, true
		case ']':
			return i, true
		case '%':
			if i+2 >= end || !ascii.IsHex(b[i+1]) || !ascii.IsHex(b[i+2]) {
				return i, true
			}
		}
	}
	return end, true
}

// trimEnd returns the end of b[s:j] without its trailing sentence
// punctuation: the characters of cTrail, emph when it is not 0, and a ")"
// or "]" with no match inside the URI.
func trimEnd(b string, s, j int, emph byte) int {
	paren, bracket := 0, 0 // closers minus openers in b[s:j]
	counted := false
	for j > s {
		c := b[j-1]
		if class[c]&cTrail != 0 || c == emph && emph != 0 {
			j--
			continue
		}
		if c != ')' && c != ']' {
			break
		}
		if !counted {
			for _, x := range []byte(b[s:j]) {
				switch x {
				case '(':
					paren--
				case ')':
					paren++
				case '[':
					bracket--
				case ']':
					bracket++
				}
			}
			counted = true
		}
		if c == ')' && paren > 0 {
			paren--
		} else if c == ']' && bracket > 0 {
			bracket--
		} else {
			break
		}
		j--
	}
	return j
}
