package links

import (
	"io"

	"github.com/urikit/urikit/uri"
)

// Reading the links of an HTML document as a stream, with the base URI of
// RFC 3986 §5.1: the document's own (seed 003 Appendix D, the HTML
// standard's "document base URL": the first base element with an href
// attribute, wherever it is) or the Context's outer layers.

// DefaultMaxPending is the number of links a Scanner holds, by default,
// while a <base> could still come and change their base.
const DefaultMaxPending = 4096

// A Link is one URL-valued attribute value of a document (or one candidate
// of a srcset, one URL of a ping), resolved against the document's base.
type Link struct {
	Element   string // the element's name, lower case: "a", "img"
	Attribute string // the attribute's name, lower case: "href", "srcset"
	// Ref is the reference as HTML gives it: character references
	// decoded, white space around it removed.
	Ref string
	// Offset, Line and Column say where Ref is in the document: its
	// byte offset, its line from 1 and its column in bytes from 1. When the
	// attribute's value had character references or carriage returns to
	// decode, they point at the start of the value as written.
	Offset       int64
	Line, Column int
	// URI is Ref resolved against the base (RFC 3986 §5.2) when Err is nil.
	URI uri.URI
	// Err says why Ref has no target: a *uri.Error when it is not a URI
	// reference (its Offset is in Ref), or ErrNoBase.
	Err error
}

// A Scanner reads the links of one HTML document in document order. It
// finds the start tags where golang.org/x/net/html's tokenizer finds them
// (lex.go follows the tokenizer state for state, and the tests hold it to
// the tokenizer), reads their attributes by the tokenizer's rules (tag.go)
// and decodes character references with the tokenizer itself (decode.go).
// Links before the document's <base> are held until its href is known (at
// most MaxPending of them; see there), and once it is known the links of a
// tag are passed on linkBatch at a time, so memory stays bounded by that
// and by a few times the largest token, which is read whole.
type Scanner struct {
	// MaxPending bounds the links held while a <base> may still come. When
	// more precede it and the reader is an io.Seeker, the Scanner reads on
	// to find the base, then seeks back and reads the document again with
	// the base known: at most two passes, memory bounded. When the reader
	// cannot seek, the links keep being held. Zero means
	// DefaultMaxPending. Set it before the first call to Scan.
	MaxPending int

	seeker io.Seeker
	start  int64 // where the document starts in seeker
	in     input
	lx     lexer
	dec    decoder
	pos    position // a place at or before the next link, for its line

	outer    Base
	base     Base
	baseSet  bool  // base is final: the links can be resolved
	baseSeen bool  // a <base href> was met; later ones do not count
	baseErr  error // why the document's <base href> was unusable

	// queue holds the links read and not yet returned: queue[next:ready]
	// can be resolved, queue[ready:] wait for the base.
	queue []held
	next  int
	ready int
	cur   Link
	done  bool
	err   error
	tl    tagLinks // the tag whose links are being passed on
}

// Scan returns a Scanner of the links of the HTML document read from r
// (UTF-8), with the outer layers of c. When they do not make a base (a
// *LayerError), Scan and Err report it.
func (c Context) Scan(r io.Reader) *Scanner {
	s := &Scanner{pos: startPosition}
	s.in.reset(r)
	s.outer, s.err = c.Outer()
	if s.err != nil {
		s.done = true
		return s
	}
	if sk, ok := r.(io.Seeker); ok {
		if off, err := sk.Seek(0, io.SeekCurrent); err == nil {
			s.seeker, s.start = sk, off
		}
	}
	return s
}

// Scan advances to the next link, which Link then returns. It returns
// false at the end of the document or when reading fails (see Err).
func (s *Scanner) Scan() bool {
	for {
		if s.next < s.ready {
			h := &s.queue[s.next]
			s.next++
			s.cur = Link{Element: elemNames[h.elem], Attribute: attrNames[h.attr], Ref: h.ref,
				Offset: h.offset, Line: h.line, Column: h.column}
			s.cur.URI, s.cur.Err = s.base.Resolve(h.ref)
			return true
		}
		if s.next == len(s.queue) && s.next > 0 {
			clear(s.queue)
			s.queue, s.next, s.ready = s.queue[:0], 0, 0
		}
		if s.done {
			return false
		}
		s.step()
	}
}

// Link returns the link Scan found.
func (s *Scanner) Link() Link { return s.cur }

// Base returns the base the links are resolved against. It is final once
// Scan has returned a link, or false.
func (s *Scanner) Base() Base { return s.base }

// BaseErr returns why the document's <base href> could not be used (it is
// not a URI reference, or it is relative and no outer layer gives a base to
// resolve it against), or nil. As the HTML standard says for a base URL
// that does not parse, the outer layers' base is used instead.
func (s *Scanner) BaseErr() error { return s.baseErr }

// Err returns the error that stopped the scan: a *LayerError from the
// Context, or an *Error (reading failed); nil at the end of the document.
func (s *Scanner) Err() error { return s.err }

// nextTag returns the next start tag of the document and its offset, or
// false at the end of the document (or of what could be read: see in.err).
func (s *Scanner) nextTag() ([]byte, int64, bool) {
	for {
		b := s.in.buf[s.in.p:]
		start, end, found, done := s.lx.next(b, s.in.eof)
		if found {
			s.in.p += end
			return b[start:end], s.in.off + int64(s.in.p-end+start), true
		}
		s.in.p += done
		if s.in.eof || s.lx.rawTag == "plaintext" {
			// Nothing after a plaintext start tag is a tag.
			return nil, 0, false
		}
		s.locate(s.in.off + int64(s.in.p)) // before fill drops the bytes
		s.in.fill()
	}
}

// locate returns the position of document offset off, which is in the
// buffer and not before s.pos.
func (s *Scanner) locate(off int64) position {
	from := int(s.pos.offset - s.in.off)
	s.pos.advance(s.in.buf[from : off-s.in.off])
	return s.pos
}

// step passes on more links of the current tag, or reads up to the next
// start tag and handles it.
func (s *Scanner) step() {
	if s.tl.active {
		s.tagLinks()
		return
	}
	raw, off, ok := s.nextTag()
	if !ok {
		if s.in.err != nil {
			s.err = s.locate(s.in.off + int64(len(s.in.buf))).error(s.in.err)
		}
		s.finish()
		return
	}
	s.tag(raw, off)
}

// finish ends the document: the base is final now.
func (s *Scanner) finish() {
	if !s.baseSet {
		s.setBase(s.outer)
	}
	s.done = true
}

// setBase makes b the base and resolves the links held for it.
func (s *Scanner) setBase(b Base) {
	s.base, s.baseSet = b, true
	s.ready = len(s.queue)
}

// tag handles a start tag whose raw bytes, starting at document offset
// at, are raw.
func (s *Scanner) tag(raw []byte, at int64) {
	var buf [16]byte
	ei := elemIndex(lowerName(buf[:], raw[s.lx.name.start:s.lx.name.end]))
	if ei < 0 {
		return
	}
	elem := elemNames[ei]
	if elem == "base" {
		if !s.baseSeen {
			if href, ok := s.baseHref(raw); ok {
				s.baseSeen = true
				b, err := s.outer.inner(href, SourceDocument)
				if err != nil {
					s.baseErr, b = err, s.outer
				}
				if !s.baseSet {
					s.setBase(b)
				}
			}
		}
		return
	}
	s.tl = tagLinks{active: true, raw: raw, at: at, ei: ei}
	s.tagLinks()
}

// tagLinks is the start tag whose URL-valued attributes are being read.
// Once the base is known, its links are passed on linkBatch at a time
// (Scan hands them out, then step comes back here), so a tag's links are
// never all held: a srcset may have a million candidates.
type tagLinks struct {
	active  bool
	raw     []byte // the tag, in the input buffer (no read happens until it is done)
	at      int64  // its document offset
	ei      int    // its element, an index in elemNames
	seen    uint32 // attributes met, by attrID: the first one counts
	ai      int    // the next attribute of lx.attrs
	inValue bool   // v is being split
	v       []byte // the value, decoded when it had references
	valAt   int    // the value's offset in raw
	decoded bool
	kind    valueKind
	id      int
	i       int // where the next URL of v is looked for
}

// linkBatch is how many links of one tag are passed on at a time.
const linkBatch = 64

// tagLinks adds the links of the tag s.tl, all of them while the base is
// not known (add bounds them), linkBatch of them once it is.
func (s *Scanner) tagLinks() {
	t := &s.tl
	var buf [16]byte
	for n := 0; ; {
		if !t.inValue {
			if t.ai == len(s.lx.attrs) {
				t.active = false
				return
			}
			a := s.lx.attrs[t.ai]
			t.ai++
			key := lowerName(buf[:], t.raw[a.key.start:a.key.end])
			id := attrID(key)
			if id == 0 || t.seen&(1<<id) != 0 {
				continue
			}
			t.seen |= 1 << id
			kind := attrKind(elemNames[t.ei], key)
			if kind == notURL {
				continue
			}
			v := t.raw[a.val.start:a.val.end]
			t.decoded = needsDecoding(v)
			if t.decoded {
				v = s.dec.decode(v, a.quote)
			}
			t.inValue, t.v, t.valAt, t.kind, t.id, t.i = true, v, a.val.start, kind, id, 0
		}
		sp, next, ok := nextSpan(t.v, t.i, t.kind)
		if !ok {
			t.inValue = false
			continue
		}
		t.i = next
		off := t.valAt
		if !t.decoded {
			off += sp.start
		}
		p := s.locate(t.at + int64(off))
		h := held{ref: string(t.v[sp.start:sp.end]), offset: p.offset, line: p.line, column: p.column,
			elem: uint8(t.ei), attr: uint8(t.id)}
		if !s.add(h) {
			t.active = false
			return // the document is being read again
		}
		if n++; s.baseSet && n >= linkBatch {
			return
		}
	}
}

// held is a link read, before it is resolved and handed out as a Link.
type held struct {
	ref          string
	offset       int64
	line, column int
	elem, attr   uint8 // indexes in elemNames and attrNames
}

// add passes a link on, or holds it while the base is not known. It
// returns false when it started reading the document again (lookAhead).
func (s *Scanner) add(h held) bool {
	s.queue = append(s.queue, h)
	if s.baseSet {
		s.ready++
		return true
	}
	max := s.MaxPending
	if max <= 0 {
		max = DefaultMaxPending
	}
	if len(s.queue) >= max && s.seeker != nil {
		s.lookAhead()
		return false
	}
	return true
}

// lookAhead reads on for the document's <base href>, without keeping links,
// then goes back to the start of the document to read it again with the
// base known. A reading error is left for the second pass to meet.
func (s *Scanner) lookAhead() {
	b := s.outer
	for !s.baseSeen {
		raw, _, ok := s.nextTag()
		if !ok {
			break
		}
		var buf [16]byte
		if string(lowerName(buf[:], raw[s.lx.name.start:s.lx.name.end])) != "base" {
			continue
		}
		if href, ok := s.baseHref(raw); ok {
			s.baseSeen = true
			nb, err := s.outer.inner(href, SourceDocument)
			if err != nil {
				s.baseErr = err
			} else {
				b = nb
			}
		}
	}
	clear(s.queue)
	s.queue, s.next, s.ready = s.queue[:0], 0, 0
	s.tl = tagLinks{}
	s.base, s.baseSet = b, true
	if _, err := s.seeker.Seek(s.start, io.SeekStart); err != nil {
		s.err = s.pos.error(err)
		s.done = true
		return
	}
	s.in.reset(s.in.r)
	s.lx = lexer{}
	s.pos = startPosition
}

// baseHref returns the value of the href attribute of the base tag raw,
// the last tag found, decoded and without the white space around it, and
// whether it has one.
func (s *Scanner) baseHref(raw []byte) (string, bool) {
	var buf [16]byte
	for _, a := range s.lx.attrs {
		if string(lowerName(buf[:], raw[a.key.start:a.key.end])) != "href" {
			continue
		}
		v := raw[a.val.start:a.val.end]
		if needsDecoding(v) {
			v = s.dec.decode(v, a.quote)
		}
		from, to := trimSpace(v, 0, len(v))
		return string(v[from:to]), true
	}
	return "", false
}
