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
	last := -1
	for {
		i := bytes.IndexByte(b[last+1:], '\n')
		if i < 0 {
			break
		}
		last += i + 1
		p.line++
	}
	if last < 0 {
		p.column += len(b)
	} else {
		p.column = len(b) - last
	}
}

// error returns an *Error for err at p.
func (p position) error(err error) error {
	return &Error{Offset: p.offset, Line: p.line, Column: p.column, Err: err}
}
