package extract

import "strings"

// Quoted replies. A mail or news reply quotes the text it answers with a
// marker at the start of each line ("> ", "> > "), so a URI broken across
// lines inside a quotation (seed 003 Appendix E: "extra whitespace ... may
// need to be added to break a long URI across lines") has the marker on its
// next line too. The marker is no more part of the URI than the line break:
// after a line break inside a wrapper, or after a hyphen at the end of a
// line, the marker the URI's own line starts with is skipped with the white
// space around it. Only that exact marker is skipped, so a ">" that closes
// a wrapper at the start of a line still does in unquoted text.

// quotePrefix returns the quote marker of the line that holds index i: the
// run of ">" (and the spaces between them) it starts with, without trailing
// spaces; "" when the line has none or its start is out of reach (more
// than lookBack bytes back, or before the last URI reported).
func (e *engine) quotePrefix(i int) string {
	b := e.buf
	lo := max(e.floor, i-lookBack, 0)
	ls := strings.LastIndexByte(b[lo:i], '\n')
	switch {
	case ls >= 0:
		ls += lo + 1
	case e.base+int64(lo) == 0:
		ls = 0 // the first line of the input
	default:
		return ""
	}
	j := ls
	for j < i && (b[j] == '>' || b[j] == ' ' || b[j] == '\t') {
		j++
	}
	return strings.TrimRight(b[ls:j], " \t")
}

// skipQuote returns how many bytes at index j (the start of a line) are
// the quote marker q, 0 when there is none, or -1 when the window ends
// before the answer.
func (e *engine) skipQuote(j int, q string) int {
	if len(q) == 0 {
		return 0
	}
	b := e.buf
	n := min(len(q), len(b)-j)
	if b[j:j+n] != q[:n] {
		return 0
	}
	if n < len(q) {
		if e.eof {
			return 0
		}
		return -1
	}
	return n
}
