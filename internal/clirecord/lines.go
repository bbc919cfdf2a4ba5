package clirecord

import "strings"

// Lines says which lines of text input can be inputs of a command; in
// text mode (neither --json nor --json-input) the lines that cannot be
// are skipped, so that a file of URLs may have blank lines and comments,
// and every line that can be an input is a record (one output line per
// input line, for the commands that print one value per input).
type Lines int

const (
	// URILines: inputs are URIs, with a scheme. Blank lines (empty, or
	// spaces and tabs only) and comments ("#" alone, or "#" then a space
	// or a tab, after spaces and tabs) are skipped.
	URILines Lines = iota
	// RefLines: inputs are URI references. The empty line (the empty
	// reference, RFC 3986 §4.1) and "#" (an empty fragment) are records;
	// lines of spaces and tabs and comments ("#" then a space or a tab)
	// are skipped, as no reference holds a space or a tab.
	RefLines
	// TextLines: inputs are any text (encode, decode): nothing is skipped.
	TextLines
)

// Skips reports whether line is skipped (see Lines).
func (k Lines) Skips(line string) bool {
	switch k {
	case TextLines:
		return false
	case RefLines:
		if len(line) == 0 || line == "#" {
			return false
		}
	}
	return skippable(line)
}

// skippable reports whether a text line is blank or a comment: only spaces
// and tabs, or "#" alone or followed by a space or a tab, after spaces and
// tabs. ("#frag" is a reference, and is not skipped.)
func skippable(line string) bool {
	t := strings.TrimLeft(line, " \t")
	return len(t) == 0 || t[0] == '#' && (len(t) == 1 || t[1] == ' ' || t[1] == '\t')
}
