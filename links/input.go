package links

import (
	"cmp"
	"io"
)

// The document as a stream: a buffer over the reader that holds at least
// the token being scanned. It grows only for a token larger than half of
// it, so memory is bounded by the largest token, and every byte is scanned
// a bounded number of times (a token is scanned again only after the buffer
// was filled, and it doubles when the token takes more than half of it).

const minBuffer = 8 << 10

type input struct {
	r   io.Reader
	buf []byte // buf[p:] is not scanned yet
	p   int
	off int64 // the document offset of buf[0]
	eof bool  // no more to read
	err error // why reading stopped, when not at the end of the document

	zeroReads int // reads in a row that returned nothing
	size      int // the first buffer's size; 0 means minBuffer (tests set less)
}

func (in *input) reset(r io.Reader) {
	*in = input{r: r, buf: in.buf[:0], size: in.size}
}

// fill drops the scanned bytes and reads until the buffer is full or the
// input ends.
func (in *input) fill() {
	if in.eof {
		return
	}
	if in.buf == nil {
		in.buf = make([]byte, 0, cmp.Or(in.size, minBuffer))
	}
	keep := len(in.buf) - in.p
	if 2*keep > cap(in.buf) {
		nb := make([]byte, keep, 2*cap(in.buf))
		copy(nb, in.buf[in.p:])
		in.buf = nb
	} else {
		copy(in.buf, in.buf[in.p:])
		in.buf = in.buf[:keep]
	}
	in.off += int64(in.p)
	in.p = 0
	for len(in.buf) < cap(in.buf) {
		n, err := in.r.Read(in.buf[len(in.buf):cap(in.buf)])
		in.buf = in.buf[:len(in.buf)+n]
		if err != nil {
			in.eof = true
			if err != io.EOF {
				in.err = err
			}
			return
		}
		if n > 0 {
			in.zeroReads = 0
		} else {
			if in.zeroReads++; in.zeroReads > 100 {
				in.eof, in.err = true, io.ErrNoProgress
				return
			}
		}
	}
}
