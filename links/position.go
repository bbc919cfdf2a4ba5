package links

import "bytes"

// position is a place in the document: byte offset, line and column (in
// bytes), both from 1. Lines end at "\n", as grep counts them.
type position struct {
	offset       int64
	line, column int
}

var startPosition = position{line: 1, column: 1}

// advance moves p past b.
func (p *position) advance(b []byte) {
	p.offset += int64(len(b))
	if n := bytes.Count(b, []byte{'\n'}); n > 0 {
		p.line += n
		p.column = len(b) - bytes.LastIndexByte(b, '\n')
		return
	}
	p.column += len(b)
}

// error returns an *Error for err at p.
func (p position) error(err error) error {
	return &Error{Offset: p.offset, Line: p.line, Column: p.column, Err: err}
}
