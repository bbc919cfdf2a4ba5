package whatwg

// The output of the parser: the serialized URL (§4.5), written once, left
// to right, as the basic URL parser (§4.4) produces its components. While
// what it writes equals the input so far, nothing is copied: the href of a
// URL given in serialized form is the input itself. Once it differs, the
// output goes to one strings.Builder, sized once, whose String is the href
// without a further copy; the parser only appends (the path state works
// out which segments survive before it writes any, parse_path.go).

import (
	"github.com/urikit/urikit/internal/ascii"
	"strings"
)

type builder struct {
	in   string // what the output may equal
	n    int    // while !own: the output is in[:n]
	sb   strings.Builder
	own  bool // sb holds the output
	grow int  // the capacity to give sb
}

func (b *builder) len() int {
	if b.own {
		return b.sb.Len()
	}
	return b.n
}

// materialize copies the output so far into sb, from where it differs.
func (b *builder) materialize(extra int) {
	b.own = true
	b.sb.Grow(max(b.grow, b.n+extra))
	b.sb.WriteString(b.in[:b.n])
}

func (b *builder) byte(c byte) {
	if !b.own && b.n < len(b.in) && b.in[b.n] == c {
		b.n++
		return
	}
	b.byteSlow(c)
}

func (b *builder) byteSlow(c byte) {
	if !b.own {
		b.materialize(1)
	}
	b.room(1)
	b.sb.WriteByte(c)
}

// room makes room for n more bytes. The first capacity (materialize) is
// for output about as long as the input; when it runs out, the builder
// makes room for the whole input percent-encoded at once (which at most
// triples it), so that the output grows in proportion to the input, not
// by doubling.
func (b *builder) room(n int) {
	if b.sb.Cap()-b.sb.Len() < n {
		b.sb.Grow(max(n, 3*len(b.in)+16))
	}
}

func (b *builder) str(s string) {
	if !b.own {
		if b.n+len(s) <= len(b.in) && b.in[b.n:b.n+len(s)] == s {
			b.n += len(s)
			return
		}
		b.materialize(len(s))
	}
	b.room(len(s))
	b.sb.WriteString(s)
}

// input appends in[i:j], which costs nothing while the output is in[:i].
func (b *builder) input(i, j int) {
	if !b.own && i == b.n {
		b.n = j
		return
	}
	b.inputSlow(i, j)
}

func (b *builder) inputSlow(i, j int) {
	if !b.own {
		if b.n+j-i <= len(b.in) && b.in[b.n:b.n+j-i] == b.in[i:j] {
			b.n += j - i
			return
		}
		b.materialize(j - i)
	}
	b.room(j - i)
	b.sb.WriteString(b.in[i:j])
}

// pct appends c percent-encoded (§1.3).
func (b *builder) pct(c byte) {
	if !b.own {
		b.materialize(3)
	}
	b.room(3)
	b.sb.WriteByte('%')
	b.sb.WriteByte(ascii.UpperHex[c>>4])
	b.sb.WriteByte(ascii.UpperHex[c&15])
}

// sub returns the output from i to j.
func (b *builder) sub(i, j int) string {
	if b.own {
		return b.sb.String()[i:j]
	}
	return b.in[i:j]
}

// String returns the output: a part of the input while it equals it.
func (b *builder) String() string {
	if b.own {
		return b.sb.String()
	}
	return b.in[:b.n]
}
