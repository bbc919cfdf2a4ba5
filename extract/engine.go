package extract

import (
	"strings"

	"github.com/urikit/urikit/uri"
)

// The scanning loop shared by Scanner's two sources (a string, an
// io.Reader). It moves through a window of the input in one pass, jumping
// from one trigger to the next with strings.IndexByte: a "<" may open a
// wrapper (wrapper.go, seed 003 Appendix E) and a ":" may end the scheme of
// a bare URI (bare.go). Everything between triggers is skipped without a
// look at each byte, which is where the speed comes from.
//
// Linear time: a wrapper's content scan stops at the next "<" (not a URI
// character), so two wrapper scans never cover the same bytes; a bare URI
// whose content was read is either reported or skipped as a whole; the
// look-back over a scheme name stops at MaxSchemeLength bytes. A candidate
// longer than MaxLength is given up (and, for a bare URI, the rest of its
// word is skipped), which bounds the memory a streaming Scanner needs.

// MaxLength is the longest span (the text as written, wrappers and line
// breaks included) the package reports. Longer candidates are skipped, so
// a Scanner reading from an io.Reader never holds more than about twice
// this much of its input, however long the input is.
const MaxLength = 64 << 10

// MaxSchemeLength is the longest scheme name recognized in text. RFC 3986
// sets no limit; every registered scheme is far shorter.
const MaxSchemeLength = 32

// lookBack is how much of the window before a trigger a refill keeps (and
// so how far back any examination may look, whichever the source, so that a
// string and a stream give the same results): a scheme name and the byte
// before it (an opening quote), and the start of the line for its quote
// marker (quote.go).
const lookBack = 256

// status is what one step of the engine found.
type status uint8

const (
	stFound status = iota // a URI: the span is valid
	stMore                // more input is needed to decide (streaming only)
	stDone                // the window is exhausted and it is the end of the input
)

// verdict is what examining one trigger gave.
type verdict uint8

const (
	vNo    verdict = iota // not a URI; resume where the examiner says
	vFound                // a URI
	vMore                 // the window ends before the answer
)

// pastTrigger is the resume of a vNo that skips nothing: next never resumes
// before the byte after the trigger, so the scan goes on there.
const pastTrigger = 0

// span locates a URI in the window.
type span struct {
	start, end   int    // the text as written: buf[start:end]
	uStart, uEnd int    // the URI inside it, white space included when clean is set
	clean        bool   // white space was removed from buf[uStart:uEnd]: the URI is cleaned
	cleaned      string // the URI without that white space and the quote markers (clean)
	ambiguous    bool   // a line break right after a hyphen (Appendix E)
	mapped       bool   // an IRI or a bracket in the query: the URI is mapped (mapped.go)
}

// engine scans a window buf of the input. buf[0] is at offset base of the
// input; eof tells that the window ends where the input ends. The window is
// a string: the input itself when a Scanner scans a string, a new string
// per read when it reads from an io.Reader (scanner.go), so that what the
// engine hands to uri.ParseReference is a substring, not a copy.
type engine struct {
	buf   string
	base  int64
	eof   bool
	pos   int // next index to examine
	floor int // end of the last URI reported: look-back stops there
	nc    int // index of the next ":" at or after pos (len(buf) if none), -1 unknown
	nl    int // the same for "<"
	skip  bool
	keep  int // on stMore: the first index the next window must still hold
	want  int // on stMore: how many bytes the pending candidate has so far

	// line accounting, done lazily up to the start of each URI reported
	lineAt    int64 // offset up to which line breaks are counted
	line      int   // the line number at lineAt (1-based)
	lineStart int64 // the offset where that line starts
}

// reset starts a new input.
func (e *engine) reset(buf string, eof bool) {
	*e = engine{buf: buf, eof: eof, nc: -1, nl: -1, line: 1}
}

// indexFrom returns the index of the first c in b at or after i, or len(b).
func indexFrom(b string, i int, c byte) int {
	j := strings.IndexByte(b[i:], c)
	if j < 0 {
		return len(b)
	}
	return i + j
}

// next finds the next URI in the window.
func (e *engine) next() (span, status) {
	b := e.buf
	for {
		if e.skip {
			// the rest of an over-long word
			j := e.pos
			for j < len(b) && !isSpace(b[j]) {
				j++
			}
			e.pos = j
			if j == len(b) {
				if e.eof {
					return span{}, stDone
				}
				e.keep, e.want = j, 0
				return span{}, stMore
			}
			e.skip = false
		}
		if e.nc < e.pos {
			e.nc = indexFrom(b, e.pos, ':')
		}
		if e.nl < e.pos {
			e.nl = indexFrom(b, e.pos, '<')
		}
		t := min(e.nc, e.nl)
		if t == len(b) {
			e.pos = t
			if e.eof {
				return span{}, stDone
			}
			e.keep, e.want = max(e.floor, t-lookBack), 0
			return span{}, stMore
		}
		var sp span
		var v verdict
		var resume int
		if t == e.nl {
			sp, v, resume = e.wrapper(t)
		} else {
			sp, v, resume = e.bare(t)
		}
		switch v {
		case vFound:
			e.pos, e.floor = sp.end, sp.end
			return sp, stFound
		case vMore:
			e.pos = t // examined again once the window holds more
			e.want = len(b) - e.keep
			return span{}, stMore
		}
		e.pos = max(resume, t+1)
	}
}

// shift moves the window: the first n bytes are gone and buf is the new
// window (the old one's bytes from n on, then more input). Line accounting
// must have been brought up to the cut (countLines) before the old window's
// bytes were overwritten.
func (e *engine) shift(n int, buf string, eof bool) {
	e.buf, e.eof = buf, eof
	e.base += int64(n)
	e.pos -= n
	e.floor = max(e.floor-n, 0)
	e.nc, e.nl = -1, -1
}

// countLines brings the line accounting up to offset off (in the window).
func (e *engine) countLines(off int64) {
	if off <= e.lineAt {
		return
	}
	seg := e.buf[e.lineAt-e.base : off-e.base]
	if n := strings.Count(seg, "\n"); n > 0 {
		e.line += n
		e.lineStart = e.lineAt + int64(strings.LastIndexByte(seg, '\n')) + 1
	}
	e.lineAt = off
}

// position returns the line and column (1-based, column in bytes) of index
// i of the window, which must not lie before an index already asked for.
func (e *engine) position(i int) (line, column int) {
	off := e.base + int64(i)
	e.countLines(off)
	return e.line, int(off-e.lineStart) + 1
}

// clean returns b without white space (Appendix E: "The whitespace should
// be ignored when extracting the URI") and without the quote marker q at the
// start of each continuation line (quote.go): a new string, the one
// allocation a cleaned URI costs.
func clean(b, q string) string {
	var s strings.Builder
	s.Grow(len(b))
	for i := 0; i < len(b); i++ {
		c := b[i]
		if !isSpace(c) {
			s.WriteByte(c)
		} else if c == '\n' && strings.HasPrefix(b[i+1:], q) { // no marker: q is "", i += 0
			i += len(q)
		}
	}
	return s.String()
}

// parses reports whether s is a URI reference (RFC 3986 §4.1) and, when it
// is not, the offset of the error.
func parses(s string) (bool, int) {
	_, err := uri.ParseReference(s)
	if err == nil {
		return true, 0
	}
	if ue, ok := err.(*uri.Error); ok {
		return false, ue.Offset
	}
	return false, 0
}
