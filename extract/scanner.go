package extract

import (
	"io"
	"strings"
)

// The front end of the finder of seed 003 Appendix E ("URI are often
// transmitted through formats that do not provide a clear context": mail,
// news, paper): a Scanner reads its input in chunks into a window
// that keeps only what a pending candidate needs, so memory stays bounded by
// MaxLength whatever the input's size; or it scans a string in place, and
// then a URI that needed no cleaning is a substring of the input and costs no
// allocation.

// Match is one URI found in text.
type Match struct {
	// Offset is the byte offset in the input where Text starts.
	Offset int64
	// Line and Column locate Offset: both start at 1, and Column counts
	// bytes from the start of the line (a line ends after "\n").
	Line, Column int
	// Text is the span as written: the wrapper ("<", "<URL:", a double
	// quote) and any line breaks inside included (with, in a quoted mail
	// reply, the quote markers that start the continuation lines).
	Text string
	// URI is the URI reference: Text without its wrapper, "URL:" prefix,
	// white space and quote markers. It always parses under
	// uri.ParseReference.
	URI string
	// Ambiguous reports that a line break came right after a hyphen inside
	// the URI (seed 003 Appendix E): the hyphen is kept in URI, but it may
	// have been added by a typesetter breaking the line.
	Ambiguous bool
}

// End returns the offset just past Text in the input.
func (m Match) End() int64 { return m.Offset + int64(len(m.Text)) }

// Scanner finds the URIs in a text one after the other, in the order they
// start, as bufio.Scanner does for lines:
//
//	s := extract.NewScanner(r)
//	for s.Scan() {
//		m := s.Match()
//		...
//	}
//	if err := s.Err(); err != nil { ... }
type Scanner struct {
	e     engine
	r     io.Reader // nil when scanning a string
	rbuf  []byte    // what the last fill read from r, before it joined the window
	m     Match
	err   error
	chunk int // bytes asked of r per read
}

// chunkSize is how much a Scanner reads at a time.
const chunkSize = 64 << 10

// NewScanner returns a Scanner reading text from r. It holds at most about
// 2*MaxLength plus two reads' worth of the input at a time.
func NewScanner(r io.Reader) *Scanner {
	s := new(Scanner)
	s.Reset(r)
	return s
}

// NewStringScanner returns a Scanner over text. The Text and URI of its
// matches are substrings of text, except a URI that needed cleaning (white
// space removed): besides the Scanner itself, that is all it allocates.
func NewStringScanner(text string) *Scanner {
	s := new(Scanner)
	s.ResetString(text)
	return s
}

// Reset makes s scan r from its start, as NewScanner does, keeping the
// read buffer s has (a long-lived Scanner then reads many inputs without
// allocating one for each; each read's worth of input becomes one new
// string, the window the engine scans).
func (s *Scanner) Reset(r io.Reader) {
	if cap(s.rbuf) < chunkSize {
		s.rbuf = make([]byte, 0, chunkSize)
	}
	s.r, s.m, s.err, s.chunk = r, Match{}, nil, chunkSize
	s.e.reset("", false)
}

// ResetString makes s scan text from its start, as NewStringScanner does:
// scanning many strings with one Scanner allocates nothing but the cleaned
// URIs.
func (s *Scanner) ResetString(text string) {
	s.r, s.m, s.err = nil, Match{}, nil
	s.e.reset(text, true)
}

// Scan advances to the next URI, which Match then returns. It returns false
// at the end of the input or on a read error, which Err then returns.
func (s *Scanner) Scan() bool {
	for {
		sp, st := s.e.next()
		switch st {
		case stFound:
			s.set(sp)
			return true
		case stDone:
			return false
		}
		if s.err != nil || !s.fill() {
			return false
		}
	}
}

// Match returns the URI found by the last call to Scan.
func (s *Scanner) Match() Match { return s.m }

// Err returns the first error reading the input, or nil (io.EOF is not an
// error).
func (s *Scanner) Err() error { return s.err }

// set makes s.m from a span of the window.
func (s *Scanner) set(sp span) {
	e := &s.e
	line, col := e.position(sp.start)
	m := Match{Offset: e.base + int64(sp.start), Line: line, Column: col, Ambiguous: sp.ambiguous}
	m.Text = e.buf[sp.start:sp.end] // a substring of the string scanned
	if s.r != nil {
		m.Text = strings.Clone(m.Text) // not of the window, which holds more
	}
	m.URI = m.Text[sp.uStart-sp.start : sp.uEnd-sp.start]
	if sp.clean {
		m.URI = sp.cleaned
	}
	if sp.mapped {
		m.URI, _ = toURI(m.URI) // checked when the span was made
	}
	s.m = m
}

// fill drops what the engine no longer needs from the window and reads
// more. It reads at least as much as the pending candidate holds, so a
// candidate that spans many reads is examined again only a logarithmic
// number of times (reading one byte at a time would otherwise make it
// quadratic). The new window is one new string: what the old one keeps,
// then what was read (one copy of the input, so that the engine works on
// strings whatever the source).
func (s *Scanner) fill() bool {
	e := &s.e
	if s.r == nil || e.eof {
		return false
	}
	keep := e.keep
	// count the line breaks that are about to leave the window
	e.countLines(e.base + int64(keep))
	need := max(e.want, 1)
	buf := s.rbuf[:0]
	if size := need + s.chunk/2; cap(buf) < size || cap(buf) > 4*max(size, s.chunk) {
		// room for the pending candidate; a buffer grown for a long
		// candidate is given back
		buf = make([]byte, 0, need+s.chunk)
	}
	eof := false
	for got, empty := 0, 0; got < need && len(buf) < cap(buf); {
		n, err := s.r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		got += n
		if err != nil {
			if err != io.EOF {
				s.err = err
			}
			eof = true
			break
		}
		if n == 0 {
			if empty++; empty >= 100 { // as bufio does
				s.err = io.ErrNoProgress
				eof = true
				break
			}
		}
	}
	s.rbuf = buf
	var w strings.Builder
	w.Grow(len(e.buf) - keep + len(buf))
	w.WriteString(e.buf[keep:])
	w.Write(buf)
	e.shift(keep, w.String(), eof)
	return true
}
