package main

// Reading input lines through a fixed buffer, each bounded by
// --max-line-length.

import (
	"bufio"
	"bytes"
	"io"
	"strconv"
	"strings"
)

// lineReader reads lines through a fixed buffer. A line that fits in it is
// returned in place (next) or as a new string (nextText); a longer one is
// gathered in pieces and joined once into a slice or a string of its exact
// length, which the caller may keep, so a line of L bytes costs about 2L at
// the join and L after. A line longer than max bytes (0: no limit), not
// counting its line end, is not kept: it comes back as its first
// tooLongEcho bytes, and the rest is read past without being stored.
type lineReader struct {
	r     *bufio.Reader
	max   int
	parts [][]byte // pieces of a line longer than the buffer
}

// tooLongEcho is how many bytes of a line that is too long its error record
// echoes.
const tooLongEcho = 64

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next line without its "\n" and one trailing "\r", or the
// first bytes of a line longer than the limit with tooLong set. The slice is
// valid until the next call. ok is false at the end of input.
func (l *lineReader) next() (line []byte, tooLong, ok bool, err error) {
	last, size, tooLong, ok, err := l.read()
	switch {
	case !ok || tooLong:
		return last, tooLong, ok, err
	case len(l.parts) > 0:
		line = make([]byte, 0, size)
		for _, p := range l.parts {
			line = append(line, p...)
		}
		line = append(line, last...)
		l.forget()
	default:
		line = last
	}
	line, tooLong = trimLine(line, l.max)
	return line, tooLong, true, nil
}

// nextText is next for text input: the line as a new string, joined from
// its pieces into the string itself when it is longer than the buffer.
func (l *lineReader) nextText() (line string, tooLong, ok bool, err error) {
	last, size, tooLong, ok, err := l.read()
	switch {
	case !ok || tooLong:
		return string(last), tooLong, ok, err
	case len(l.parts) > 0:
		var b strings.Builder
		b.Grow(size)
		for _, p := range l.parts {
			b.Write(p)
		}
		b.Write(last)
		l.forget()
		line = b.String()
	default:
		line = string(last)
	}
	line, tooLong = trimLine(line, l.max)
	return line, tooLong, true, nil
}

// trimLine removes one trailing "\r" from line; when the rest is longer
// than max (0: no limit), it returns its first tooLongEcho bytes and true.
func trimLine[T string | []byte](line T, max int) (T, bool) {
	if n := len(line); n > 0 && line[n-1] == '\r' {
		line = line[:n-1]
	}
	if max > 0 && len(line) > max {
		return line[:min(len(line), tooLongEcho)], true
	}
	return line, false
}

// read reads the next line. A line that fits in the buffer is last, in
// place; the pieces before the last of a longer one are in l.parts, size
// bytes in all with last and its line end, which the caller joins and then
// forgets. A line longer than the limit comes back as its first bytes, in
// last, with tooLong set. ok is false at the end of input.
func (l *lineReader) read() (last []byte, size int, tooLong, ok bool, err error) {
	l.parts = l.parts[:0]
	n := 0 // bytes of the line read so far
	for {
		chunk, err := l.r.ReadSlice('\n')
		switch err {
		case bufio.ErrBufferFull:
			n += len(chunk)
			if l.max > 0 && n > l.max+1 && !tooLong { // +1: a final "\r" does not count
				tooLong = true
				l.parts = append(l.parts, chunk)
				echo := make([]byte, 0, tooLongEcho)
				for _, p := range l.parts {
					echo = append(echo, p[:min(len(p), tooLongEcho-len(echo))]...)
				}
				clear(l.parts)
				l.parts = append(l.parts[:0], echo)
			}
			if !tooLong {
				l.parts = append(l.parts, bytes.Clone(chunk))
			}
			continue
		case nil:
			chunk = chunk[:len(chunk)-1]
		case io.EOF:
			if len(chunk) == 0 && n == 0 {
				return nil, 0, false, false, nil
			}
		default:
			return nil, 0, false, false, err
		}
		if tooLong {
			echo := l.parts[0]
			l.forget()
			return echo, 0, true, true, nil
		}
		return chunk, n + len(chunk), false, true, nil
	}
}

// forget drops the pieces of the last line.
func (l *lineReader) forget() {
	clear(l.parts)
	l.parts = l.parts[:0]
}

// lineTooLongError is the error record of a line longer than
// --max-line-length. Its offset is where the line passes the limit.
type lineTooLongError struct{ max int }

func (e lineTooLongError) Error() string {
	return "line longer than " + strconv.Itoa(e.max) + " bytes (--max-line-length); at most its first " +
		strconv.Itoa(tooLongEcho) + " bytes are echoed, the rest was skipped unread"
}

// ByteOffset returns the offset of the first byte past the limit.
func (e lineTooLongError) ByteOffset() int { return e.max }
