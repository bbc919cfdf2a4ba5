package clirecord

import (
	"strconv"

	"github.com/urikit/urikit/extract"
)

// StdinName is how text output names standard input, as grep does.
const StdinName = "(standard input)"

// Extract is the record of uri extract for m, a URI found in file (nil:
// standard input).
func Extract(file *string, m extract.Match) *ExtractRecord {
	return &ExtractRecord{File: file, Line: m.Line, Column: m.Column, Offset: m.Offset,
		Text: m.Text, URI: m.URI, Ambiguous: m.Ambiguous}
}

// DisplayName is how text output names file (nil: standard input).
func DisplayName(file *string) string {
	if file == nil {
		return StdinName
	}
	return *file
}

// ExtractRecord is one URI found: CLI.md's
// {"file","line","column","offset","text","uri","ambiguous"}.
type ExtractRecord struct {
	File      *string `json:"file"`
	Line      int     `json:"line"`
	Column    int     `json:"column"`
	Offset    int64   `json:"offset"`
	Text      string  `json:"text"`
	URI       string  `json:"uri"`
	Ambiguous bool    `json:"ambiguous"`
}

func (r *ExtractRecord) Passed() bool { return true }

// Human writes FILE:LINE:COLUMN:URI, as grep -n --column does, and after a
// tab a note when the URI is ambiguous.
func (r *ExtractRecord) Human(h *Text) {
	s := DisplayName(r.File) + ":" + strconv.Itoa(r.Line) + ":" + strconv.Itoa(r.Column) + ":" + r.URI
	if r.Ambiguous {
		s += "\t(ambiguous: a line break after a hyphen)"
	}
	h.Line(s)
}
