package whatwg

// The output of the parser: the serialized URL (§4.5), written left to
// right as the basic URL parser (§4.4) produces its components. While
// what it writes equals a string it already has, nothing is copied: the
// href of a URL given in serialized form is the input itself, and a URL
// resolved against a base (§4.4 relative state) is, up to the first byte
// the reference changes, the base's href. Once it differs, the output goes
// to a byte buffer: the builder's own array while it fits (the builder is
// on the stack), else one from a pool, and String copies it into the
// href, the parse's one allocation. The path state takes back what it wrote for a dot segment
// (truncate), as the Standard's "shorten" does.

import (
	"sync"

	"github.com/urikit/urikit/internal/ascii"
)

// arraySize is the size of the builder's array: the href of nearly every
// URL of ../shared/data/urls fits (all but 23 of 35,378 in iscx_benign and
// 19 of 11,430 in ada_userbait).
const arraySize = 256

type builder struct {
	in  string // the parser's input, which input(i, j) copies from
	src string // while !own: the output is src[:n]
	n   int
	own bool // the output is arr[:n], or heap when onHeap
	// fromBase: src is a base URL's href, not the input.
	fromBase bool
	onHeap   bool
	heap     []byte
	big      *[]byte // the pool's buffer heap is in, to give back
	grow     int     // the capacity to give heap
	arr      [arraySize]byte
}

// init readies b for the output of parsing in, which is in itself until
// it differs; bound is what the output's length can reach (a hint).
func (b *builder) init(in string, bound int) {
	b.in, b.src, b.grow = in, in, bound
}

// keep makes in[:n] the output, as it is.
func (b *builder) keep(n int) { b.n = n }

// base writes href[:j], a prefix of a base URL's href, as the first
// bytes of the output: the output is then href[:j] itself, and what is
// written next is compared with the rest of href.
func (b *builder) base(href string, j int) {
	if b.own || b.n > 0 {
		b.str(href[:j])
		return
	}
	b.src, b.n, b.fromBase = href, j, true
}

func (b *builder) len() int {
	if b.onHeap && b.own {
		return len(b.heap)
	}
	return b.n
}

// materialize copies the output so far into the buffer, from where it
// differs.
func (b *builder) materialize() {
	b.own = true
	if b.onHeap {
		b.heap = append(b.heap[:0], b.src[:b.n]...)
		return
	}
	if b.n > len(b.arr) {
		b.onHeap = true
		b.heap = append(b.pooled(b.n), b.src[:b.n]...)
		return
	}
	copy(b.arr[:], b.src[:b.n])
}

// write appends s to the buffer (b.own).
func (b *builder) write(s string) {
	if !b.onHeap {
		if b.n+len(s) <= len(b.arr) {
			copy(b.arr[b.n:], s)
			b.n += len(s)
			return
		}
		b.spill(len(s))
	}
	b.heap = append(b.heap, s...)
}

// writeByte appends c to the buffer (b.own).
func (b *builder) writeByte(c byte) {
	if !b.onHeap {
		if b.n < len(b.arr) {
			b.arr[b.n] = c
			b.n++
			return
		}
		b.spill(1)
	}
	b.heap = append(b.heap, c)
}

// spill moves the output from the array to a slice with room for extra
// more bytes.
func (b *builder) spill(extra int) {
	b.onHeap = true
	b.heap = append(b.pooled(b.n+extra), b.arr[:b.n]...)
}

// pooled returns an empty buffer with room for n bytes and the output's
// bound: from the pool, or for an output of more than maxPooled bytes, a
// new one (there the collector runs often, and empties the pool, whose
// refill would cost allocations of its own).
func (b *builder) pooled(n int) []byte {
	n = max(n, b.grow)
	if n > maxPooled {
		return make([]byte, 0, n)
	}
	p, ok := bigBuffers.Get().(*[]byte)
	if !ok || cap(*p) < n {
		p = new([]byte)
		*p = make([]byte, 0, max(n, 2*arraySize))
	}
	b.big = p
	return (*p)[:0]
}

// release gives the pool's buffer back, once the href is made.
func (b *builder) release() {
	if b.big != nil {
		bigBuffers.Put(b.big)
		b.big = nil
	}
}

func (b *builder) byte(c byte) {
	if !b.own {
		if b.n < len(b.src) && b.src[b.n] == c {
			b.n++
			return
		}
		b.materialize()
	}
	b.writeByte(c)
}

func (b *builder) str(s string) {
	if !b.own {
		if b.n+len(s) <= len(b.src) && b.src[b.n:b.n+len(s)] == s {
			b.n += len(s)
			return
		}
		b.materialize()
	}
	b.write(s)
}

// bytes appends s.
func (b *builder) bytes(s []byte) {
	if !b.own {
		if b.n+len(s) <= len(b.src) && b.src[b.n:b.n+len(s)] == string(s) {
			b.n += len(s)
			return
		}
		b.materialize()
	}
	b.write(string(s))
}

// input appends in[i:j], which costs nothing while the output is in[:i].
func (b *builder) input(i, j int) {
	if !b.own && i == b.n && !b.fromBase {
		b.n = j
		return
	}
	b.str(b.in[i:j])
}

// lower appends in[i:j] in ASCII lower case.
func (b *builder) lower(i, j int) {
	k := i
	if !b.own {
		// The part already in lower case may still be the source's.
		for k < j && !ascii.IsUpper(b.in[k]) {
			k++
		}
		b.input(i, k)
		if k == j {
			return
		}
		if !b.own {
			b.materialize()
		}
	}
	if !b.onHeap && b.n+j-k > len(b.arr) {
		b.spill(j - k)
	}
	if b.onHeap {
		for ; k < j; k++ {
			b.heap = append(b.heap, ascii.ToLower(b.in[k]))
		}
		return
	}
	dst := b.arr[b.n : b.n+j-k]
	for i, c := range []byte(b.in[k:j]) {
		dst[i] = ascii.ToLower(c)
	}
	b.n += j - k
}

// pct appends c percent-encoded (§1.3).
func (b *builder) pct(c byte) {
	if !b.own {
		b.materialize()
	}
	if !b.onHeap && b.n+3 <= len(b.arr) {
		b.arr[b.n], b.arr[b.n+1], b.arr[b.n+2] = '%', ascii.UpperHex[c>>4], ascii.UpperHex[c&15]
		b.n += 3
		return
	}
	b.writeByte('%')
	b.writeByte(ascii.UpperHex[c>>4])
	b.writeByte(ascii.UpperHex[c&15])
}

// truncate takes back the output from n on.
func (b *builder) truncate(n int) {
	if b.own && b.onHeap {
		b.heap = b.heap[:n]
	} else {
		b.n = n
	}
}

// at returns the output's byte at k.
func (b *builder) at(k int) byte {
	switch {
	case !b.own:
		return b.src[k]
	case b.onHeap:
		return b.heap[k]
	}
	return b.arr[k]
}

// lastSlash returns the offset of the output's last "/" at from or after,
// or -1.
func (b *builder) lastSlash(from int) int {
	var k int
	switch {
	case !b.own:
		k = lastSlash(b.src[from:b.n])
	case b.onHeap:
		k = lastSlash(b.heap[from:])
	default:
		k = lastSlash(b.arr[from:b.n])
	}
	if k < 0 {
		return -1
	}
	return from + k
}

// insert writes s at offset k of the output, moving what follows. When
// the output is then the source's start again, it is that (no copy).
func (b *builder) insert(k int, s string) {
	n := b.len()
	if b.own && n+len(s) <= len(b.src) && b.src[k:k+len(s)] == s {
		out := b.arr[:min(n, len(b.arr))]
		if b.onHeap {
			out = b.heap
		}
		if string(out[:k]) == b.src[:k] && string(out[k:n]) == b.src[k+len(s):n+len(s)] {
			b.own, b.n = false, n+len(s)
			if b.onHeap {
				b.heap = b.heap[:0]
			}
			return
		}
	}
	if !b.own {
		// While the output is the source's, the source holds at k the
		// "//" that "/." goes before: the two differ there.
		b.materialize()
	}
	if !b.onHeap && n+len(s) > len(b.arr) {
		b.spill(len(s))
	}
	if b.onHeap {
		b.heap = append(b.heap, s...)
		copy(b.heap[k+len(s):], b.heap[k:n])
		copy(b.heap[k:], s)
		return
	}
	copy(b.arr[k+len(s):], b.arr[k:n])
	copy(b.arr[k:], s)
	b.n += len(s)
}

// sub returns the output from i to j.
func (b *builder) sub(i, j int) string {
	switch {
	case !b.own:
		return b.src[i:j]
	case b.onHeap:
		return string(b.heap[i:j])
	}
	return string(b.arr[i:j])
}

// String returns the output: a part of the input or of the base's href
// while it equals it, else a copy of the buffer.
func (b *builder) String() string {
	switch {
	case !b.own:
		return b.src[:b.n]
	case b.onHeap:
		return string(b.heap)
	}
	return string(b.arr[:b.n])
}

// bigBuffers holds the buffers of long outputs, so that such a parse
// still allocates only its href.
var bigBuffers sync.Pool

// maxPooled is the largest buffer bigBuffers holds.
const maxPooled = 64 << 10
