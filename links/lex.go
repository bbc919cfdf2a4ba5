package links

import "bytes"

// Finding the start tags of an HTML document, fast: the token boundaries of
// golang.org/x/net/html's tokenizer (Tokenizer.Next), which follows the
// HTML standard's tokenization (§13.2.5), reproduced for the one thing this
// package needs: where each start tag is. Text, end tags, comments, doctypes
// and the contents of raw text elements (script, style, textarea, title,
// ...) are skipped without being built into tokens, text with
// bytes.IndexByte. The tests hold it to the tokenizer itself on a corpus and
// by a differential fuzz target (lex_test.go).

// A lexer is the state of the scan between tokens: the element whose
// contents are raw text and come next, or none.
type lexer struct {
	rawTag string // lower case: "script", "style", "textarea", ..., or ""

	// The name and attributes of the last start tag found, as spans of it.
	name  span
	attrs []rawAttr
}

// next scans b, which starts at a token boundary, for the next start tag.
// It returns the tag's span when it finds one (found). Otherwise done is
// how much of b it got through, up to a token boundary: the rest is a token
// that b does not hold whole, to scan again with more input (when eof is
// false; at the end of the input nothing after it can be a tag).
func (lx *lexer) next(b []byte, eof bool) (start, end int, found bool, done int) {
	p := 0
	if lx.rawTag != "" {
		n, ok := lx.rawText(b)
		if !ok {
			return 0, 0, false, 0
		}
		lx.rawTag = ""
		p = n
	}
	for {
		j := bytes.IndexByte(b[p:], '<')
		if j < 0 {
			return 0, 0, false, len(b)
		}
		i := p + j // b[i] == '<'
		if i+1 >= len(b) {
			return 0, 0, false, i
		}
		var n int
		var ok bool
		switch c := b[i+1]; {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			lx.attrs = lx.attrs[:0]
			if n, ok = tagEnd(b, i, &lx.name, &lx.attrs); !ok {
				return 0, 0, false, i
			}
			lx.rawTag = rawTextElement(b[i+lx.name.start : i+lx.name.end])
			return i, n, true, n
		case c == '/':
			n, ok = endTagEnd(b, i)
		case c == '!':
			n, ok = markupEnd(b, i)
		case c == '?':
			n, ok = closeAngle(b, i+1)
		default:
			p = i + 1 // "<" in text
			continue
		}
		if !ok {
			return 0, 0, false, i
		}
		p = n
	}
}

// tagEnd returns the end of the tag starting at b[i] ("<a..." or "</a..."),
// after its ">": the attributes are read as readTag does (tag.go), so a ">"
// in a quoted value does not end it. When attrs is not nil, the tag's
// name and attributes are stored in name and attrs.
func tagEnd(b []byte, i int, name *span, attrs *[]rawAttr) (int, bool) {
	lx, nm := newTagLexer(b[i:])
	for {
		a, ok := lx.next()
		if !ok {
			break
		}
		if attrs != nil {
			*attrs = append(*attrs, a)
		}
	}
	if name != nil {
		*name = nm
	}
	if i+lx.i < len(b) { // b[i+lx.i] == '>'
		return i + lx.i + 1, true
	}
	return 0, false
}

// endTagEnd returns the end of the token starting with "</" at b[i]: "</>"
// (nothing), an end tag (read like a start tag), or a bogus comment up to
// the next ">".
func endTagEnd(b []byte, i int) (int, bool) {
	if i+2 >= len(b) {
		return 0, false
	}
	switch c := b[i+2]; {
	case c == '>':
		return i + 3, true
	case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		return tagEnd(b, i+1, nil, nil) // "/a..." lexes as "<a..." does
	}
	return closeAngle(b, i+2)
}

// markupEnd returns the end of the token starting with "<!" at b[i]: a
// comment "<!--...", or a doctype or bogus comment, both up to the next ">".
func markupEnd(b []byte, i int) (int, bool) {
	if i+4 > len(b) {
		return 0, false
	}
	if b[i+2] == '-' && b[i+3] == '-' {
		return commentEnd(b, i+4)
	}
	return closeAngle(b, i+2)
}

// closeAngle returns the position after the first ">" at or after b[i].
func closeAngle(b []byte, i int) (int, bool) {
	j := bytes.IndexByte(b[i:], '>')
	if j < 0 {
		return 0, false
	}
	return i + j + 1, true
}

// commentEnd returns the end of a comment whose "<!--" ends at b[i]: its
// "-->", "--!>", or a ">" right after the opening with only dashes
// between ("<!-->", "<!--->"), as readComment has it.
func commentEnd(b []byte, i int) (int, bool) {
	dashes, beginning := 0, true
	for ; i < len(b); i++ {
		switch b[i] {
		case '-':
			dashes++
			continue
		case '>':
			if dashes >= 2 || beginning {
				return i + 1, true
			}
		case '!':
			if dashes >= 2 {
				i++
				if i >= len(b) {
					return 0, false
				}
				if b[i] == '>' {
					return i + 1, true
				}
				if b[i] == '-' {
					dashes, beginning = 1, false
					continue
				}
			}
		}
		dashes, beginning = 0, false
	}
	return 0, false
}

// rawTextElements are the elements whose contents the tokenizer reads as
// text (readStartTag): RAWTEXT, RCDATA, script data and PLAINTEXT.
var rawTextElements = [...]string{"iframe", "noembed", "noframes", "noscript",
	"plaintext", "script", "style", "textarea", "title", "xmp"}

// rawTextElement returns the element named name, lower case, when the
// contents of its start tag are raw text; "" otherwise. A self-closing tag
// counts too, as in the tokenizer.
func rawTextElement(name []byte) string {
	var buf [16]byte
	n := lowerName(buf[:], name)
	for _, e := range rawTextElements {
		if string(n) == e {
			return e
		}
	}
	return ""
}

// rawText returns the end of the raw text at the start of b, the contents
// of lx.rawTag: up to its end tag, or the end of the input.
func (lx *lexer) rawText(b []byte) (int, bool) {
	switch lx.rawTag {
	case "plaintext":
		return 0, false // to the end: nothing after it is a tag
	case "script":
		return scriptEnd(b)
	}
	for i := 0; ; {
		j := bytes.IndexByte(b[i:], '<')
		if j < 0 {
			return 0, false
		}
		i += j + 1
		if i >= len(b) {
			return 0, false
		}
		if b[i] != '/' {
			continue
		}
		ok, n, more := rawEndTag(b, i+1, lx.rawTag)
		if more {
			return 0, false
		}
		if ok {
			return i - 1, true
		}
		i = n
	}
}

// rawEndTag reports whether b[i:] continues "</" with tag (any case) and
// then white space, "/" or ">": the end tag of raw text. n is where the
// match stopped; more is true when b ends before it is known.
func rawEndTag(b []byte, i int, tag string) (ok bool, n int, more bool) {
	for k := 0; k < len(tag); k++ {
		if i >= len(b) {
			return false, i, true
		}
		if c := b[i]; c != tag[k] && c != tag[k]-('a'-'A') {
			return false, i, false
		}
		i++
	}
	if i >= len(b) {
		return false, i, true
	}
	switch b[i] {
	case ' ', '\n', '\r', '\t', '\f', '/', '>':
		return true, i, false
	}
	return false, i, false
}

// scriptEnd returns the end of script data at the start of b, before its
// "</script", following the escaped and double-escaped states of the HTML
// standard (§13.2.5.4, §13.2.5.15 to §13.2.5.31) as readScript does: inside
// "<!--", a "<script" hides the next "</script>" until "-->".
func scriptEnd(b []byte) (int, bool) {
	i := 0
	var c byte
	// next reads b[i]; false at the end of b.
	next := func() bool {
		if i >= len(b) {
			return false
		}
		c = b[i]
		i++
		return true
	}
	endTag := func() (ok bool, more bool) {
		ok, i, more = rawEndTag(b, i, "script")
		return ok, more
	}

scriptData:
	if j := bytes.IndexByte(b[i:], '<'); j >= 0 {
		i += j + 1
	} else {
		return 0, false
	}
	// script data less-than sign
	if !next() {
		return 0, false
	}
	switch c {
	case '/':
		ok, more := endTag()
		if more {
			return 0, false
		}
		if ok {
			return i - len("</script"), true
		}
		goto scriptData
	case '!':
		// escape start
		if !next() {
			return 0, false
		}
		if c != '-' {
			i--
			goto scriptData
		}
		if !next() {
			return 0, false
		}
		if c != '-' {
			i--
			goto scriptData
		}
		goto escapedDashDash
	}
	i--
	goto scriptData

escaped:
	if !next() {
		return 0, false
	}
	switch c {
	case '-':
		goto escapedDash
	case '<':
		goto escapedLessThan
	}
	goto escaped

escapedDash:
	if !next() {
		return 0, false
	}
	switch c {
	case '-':
		goto escapedDashDash
	case '<':
		goto escapedLessThan
	}
	goto escaped

escapedDashDash:
	if !next() {
		return 0, false
	}
	switch c {
	case '-':
		goto escapedDashDash
	case '<':
		goto escapedLessThan
	case '>':
		goto scriptData
	}
	goto escaped

escapedLessThan:
	if !next() {
		return 0, false
	}
	if c == '/' {
		ok, more := endTag()
		if more {
			return 0, false
		}
		if ok {
			return i - len("</script"), true
		}
		goto escaped
	}
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
		// double escape start
		i--
		for k := 0; k < len("script"); k++ {
			if !next() {
				return 0, false
			}
			if c != "script"[k] && c != "SCRIPT"[k] {
				i--
				goto escaped
			}
		}
		if !next() {
			return 0, false
		}
		switch c {
		case ' ', '\n', '\r', '\t', '\f', '/', '>':
			goto doubleEscaped
		}
		i--
		goto escaped
	}
	i--
	goto scriptData

doubleEscaped:
	if !next() {
		return 0, false
	}
	switch c {
	case '-':
		goto doubleEscapedDash
	case '<':
		goto doubleEscapedLessThan
	}
	goto doubleEscaped

doubleEscapedDash:
	if !next() {
		return 0, false
	}
	switch c {
	case '-':
		goto doubleEscapedDashDash
	case '<':
		goto doubleEscapedLessThan
	}
	goto doubleEscaped

doubleEscapedDashDash:
	if !next() {
		return 0, false
	}
	switch c {
	case '-':
		goto doubleEscapedDashDash
	case '<':
		goto doubleEscapedLessThan
	case '>':
		goto scriptData
	}
	goto doubleEscaped

doubleEscapedLessThan:
	if !next() {
		return 0, false
	}
	if c != '/' {
		i--
		goto doubleEscaped
	}
	// double escape end
	{
		ok, more := endTag()
		if more {
			return 0, false
		}
		if ok {
			i++ // "</script" and the character after it
			goto escaped
		}
	}
	goto doubleEscaped
}
