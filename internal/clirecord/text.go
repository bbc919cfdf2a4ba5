package clirecord

import (
	"bufio"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Text output (the default, without --json). It is for people: values are
// printed as they are, except that a value which could be misread is shown
// as a Go-quoted string ("a\tb", "\xff"): one holding control characters or
// bytes that are not UTF-8, one beginning or ending with a space, beginning
// with a double quote, or spelling one of the markers. The markers are
// "(absent)" for an undefined component and "(empty)" for an empty one.

const (
	AbsentMark = "(absent)"
	EmptyMark  = "(empty)"
)

// Text writes text records. In block mode (parse) every record is a block
// of lines and blocks are separated by an empty line; otherwise each record
// is one line.
type Text struct {
	w      *bufio.Writer
	blocks bool
	n      int // records started
}

// NewText returns a Text writing to w, in block mode when blocks is set.
func NewText(w *bufio.Writer, blocks bool) *Text { return &Text{w: w, blocks: blocks} }

// Blocks reports whether records are blocks of lines.
func (h *Text) Blocks() bool { return h.blocks }

// Start begins a record.
func (h *Text) Start() {
	if h.blocks && h.n > 0 {
		h.w.WriteByte('\n')
	}
	h.n++
}

// Value writes the one value of a record bare, as it is: an empty value is
// an empty line, never a marker, so that $(uri ...) is the value itself
// (CLI.md: normalize, resolve, relative, encode, decode, edit, expand,
// parse --format).
func (h *Text) Value(s string) { h.Line(s) }

// Line writes one line of text.
func (h *Text) Line(s string) {
	h.w.WriteString(s)
	h.w.WriteByte('\n')
}

// Field writes an aligned "  label  value" line; a nil value is absent. A
// non-empty note is added after the value in parentheses.
func (h *Text) Field(label string, value *string, note string) {
	v := AbsentMark
	if value != nil {
		v = Show(*value)
	}
	if note != "" {
		v += "  (" + note + ")"
	}
	h.Line("  " + label + strings.Repeat(" ", max(1, 11-len(label))) + v)
}

// Show returns s for display: as it is, "(empty)", or Go-quoted when it
// could be misread (see above).
func Show(s string) string {
	if s == "" {
		return EmptyMark
	}
	if needsQuote(s) {
		return strconv.Quote(s)
	}
	return s
}

// QuoteText returns s between double quotes for a line of text: as it is,
// so that "a\b" shows one backslash, or Go-quoted when it holds a double
// quote or what show would quote.
func QuoteText(s string) string {
	if s == "" || !strings.Contains(s, `"`) && !needsQuote(s) {
		return `"` + s + `"`
	}
	return strconv.Quote(s)
}

func needsQuote(s string) bool {
	if s[0] == ' ' || s[len(s)-1] == ' ' || s[0] == '"' || s == AbsentMark || s == EmptyMark {
		return true
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7f {
				return true
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || !strconv.IsPrint(r) {
			return true
		}
		i += size
	}
	return false
}
