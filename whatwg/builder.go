package whatwg

// The output of the parser: the serialized URL (§4.5), written once, left
// to right, as the basic URL parser (§4.4) produces its components. While
// what it writes equals the input so far, nothing is copied: the href of a
// URL given in serialized form is the input itself.

// scratchSize is the part of the output kept in the caller's frame before
// the builder turns to the heap.
const scratchSize = 512

type builder struct {
	in  string // what the output may equal
	n   int    // while buf == nil: the output is in[:n]
	buf []byte // the output, once it differs from in
	own bool   // buf holds the output (set even when empty)
}

func (b *builder) len() int {
	if b.own {
		return len(b.buf)
	}
	return b.n
}

// materialize copies the output so far into buf, from where it differs.
func (b *builder) materialize(extra int) {
	if cap(b.buf) < b.n+extra {
		b.buf = make([]byte, 0, b.n+extra+len(b.in)/2+16)
	}
	b.buf = append(b.buf[:0], b.in[:b.n]...)
	b.own = true
}

func (b *builder) byte(c byte) {
	if !b.own {
		if b.n < len(b.in) && b.in[b.n] == c {
			b.n++
			return
		}
		b.materialize(1)
	}
	b.buf = append(b.buf, c)
}

func (b *builder) str(s string) {
	if !b.own {
		if b.n+len(s) <= len(b.in) && b.in[b.n:b.n+len(s)] == s {
			b.n += len(s)
			return
		}
		b.materialize(len(s))
	}
	b.buf = append(b.buf, s...)
}

// input appends in[i:j], which costs nothing while the output is in[:i].
func (b *builder) input(i, j int) {
	if !b.own {
		if i == b.n {
			b.n = j
			return
		}
		if b.n+j-i <= len(b.in) && b.in[b.n:b.n+j-i] == b.in[i:j] {
			b.n += j - i
			return
		}
		b.materialize(j - i)
	}
	b.buf = append(b.buf, b.in[i:j]...)
}

// pct appends c percent-encoded.
func (b *builder) pct(c byte) {
	b.byte('%')
	b.byte(upperHex[c>>4])
	b.byte(upperHex[c&15])
}

// at returns the output byte at i.
func (b *builder) at(i int) byte {
	if b.own {
		return b.buf[i]
	}
	return b.in[i]
}

// slice returns the output from i to the end; when the output is owned,
// the string is a copy (only short texts are read back this way).
func (b *builder) from(i int) string {
	if b.own {
		return string(b.buf[i:])
	}
	return b.in[i:b.n]
}

// truncate cuts the output to length m.
func (b *builder) truncate(m int) {
	if b.own {
		b.buf = b.buf[:m]
		return
	}
	b.n = m
}

// set replaces the output byte at i.
func (b *builder) set(i int, c byte) {
	if !b.own {
		if b.in[i] == c {
			return
		}
		b.materialize(0)
	}
	b.buf[i] = c
}

// insert inserts s at i.
func (b *builder) insert(i int, s string) {
	if !b.own {
		b.materialize(len(s))
	}
	b.buf = append(b.buf, s...)
	copy(b.buf[i+len(s):], b.buf[i:])
	copy(b.buf[i:], s)
}

// remove removes the output from i to j.
func (b *builder) remove(i, j int) {
	if !b.own {
		if j == b.n {
			b.n = i
			return
		}
		b.materialize(0)
	}
	b.buf = append(b.buf[:i], b.buf[j:]...)
}

// String returns the output: a part of the input while it equals it.
func (b *builder) String() string {
	if b.own {
		return string(b.buf)
	}
	return b.in[:b.n]
}
