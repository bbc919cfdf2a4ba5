package extract

import (
	"io"
	"unsafe"
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
	str   string    // the string being scanned, when r is nil
	m     Match
	err   error
	chunk int // bytes asked of r per read
}

// chunkSize is how much a Scanner reads at a time.
const chunkSize = 64 << 10

// NewScanner returns a Scanner reading text from r. It holds at most about
// 2*MaxLength plus one read's worth of the input at a time.
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
// buffers s has (a long-lived Scanner then reads many inputs without
// allocating for each).
func (s *Scanner) Reset(r io.Reader) {
	buf := s.e.buf[:0]
	if s.r == nil || cap(buf) < chunkSize {
		buf = make([]byte, 0, chunkSize)
	}
	s.r, s.str, s.m, s.err, s.chunk = r, "", Match{}, nil, chunkSize
	s.e.reset(buf, false)
}

// ResetString makes s scan text from its start, as NewStringScanner does,
// keeping the buffer for cleaned URIs: scanning many strings with one
// Scanner allocates nothing but the cleaned URIs.
func (s *Scanner) ResetString(text string) {
	s.r, s.str, s.m, s.err = nil, text, Match{}, nil
	s.e.reset(unsafe.Slice(unsafe.StringData(text), len(text)), true)
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
	if s.r == nil {
		m.Text = s.str[sp.start:sp.end]
		m.URI = s.str[sp.uStart:sp.uEnd]
	} else {
		m.Text = string(e.buf[sp.start:sp.end])
		m.URI = m.Text[sp.uStart-sp.start : sp.uEnd-sp.start]
	}
	if sp.clean {
		m.URI = string(e.clean(e.buf[sp.uStart:sp.uEnd], sp.quote))
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
// quadratic).
func (s *Scanner) fill() bool {
	e := &s.e
	if s.r == nil || e.eof {
		return false
	}
	keep := e.keep
	// count the line breaks that are about to leave the window
	e.countLines(e.base + int64(keep))
	kept := len(e.buf) - keep
	need := max(e.want, 1)
	buf := e.buf
	if cap(buf)-kept < need+s.chunk/2 {
		nb := make([]byte, kept, max(2*cap(buf), kept+need+s.chunk))
		copy(nb, buf[keep:])
		buf = nb
	} else {
		buf = buf[:copy(buf, buf[keep:])]
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
	e.shift(keep, buf, eof)
	if cap(buf) > 4*(MaxLength+s.chunk) && len(buf) < cap(buf)/4 {
		// give back a window grown for a long candidate
		nb := make([]byte, len(buf), 2*(MaxLength+s.chunk))
		copy(nb, buf)
		e.buf = nb
	}
	return true
}
