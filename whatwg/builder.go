package whatwg

// The output of the parser: the serialized URL (§4.5), written once, left
// to right, as the basic URL parser (§4.4) produces its components. While
// what it writes equals a string it already has, nothing is copied: the
// href of a URL given in serialized form is the input itself, and a URL
// resolved against a base (§4.4 relative state) is, up to the first byte
// the reference changes, the base's href. Once it differs, the output goes
// to one strings.Builder, sized once, whose String is the href without a
// further copy; the parser only appends (the path state works out which
// segments survive before it writes any, parse_path.go).

import (
	"github.com/urikit/urikit/internal/ascii"
	"strings"
)

type builder struct {
	in   string // the parser's input, which input(i, j) copies from
	src  string // while !own: the output is src[:n]
	n    int
	sb   strings.Builder
	own  bool // sb holds the output
	grow int  // the capacity to give sb
	// fromBase: src is a base URL's href, not the input.
	fromBase bool
}

// init readies b for the output of parsing in, which is in itself until
// it differs.
func (b *builder) init(in string, grow int) {
	b.in, b.src, b.grow = in, in, grow
}

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
	if b.own {
		return b.sb.Len()
	}
	return b.n
}

// materialize copies the output so far into sb, from where it differs.
func (b *builder) materialize(extra int) {
	b.own = true
	b.sb.Grow(max(b.grow, b.n+extra))
	b.sb.WriteString(b.src[:b.n])
}

func (b *builder) byte(c byte) {
	if !b.own && b.n < len(b.src) && b.src[b.n] == c {
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
		if b.n+len(s) <= len(b.src) && b.src[b.n:b.n+len(s)] == s {
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
	if !b.own && i == b.n && !b.fromBase {
		b.n = j
		return
	}
	b.inputSlow(i, j)
}

func (b *builder) inputSlow(i, j int) {
	if !b.own {
		if b.n+j-i <= len(b.src) && b.src[b.n:b.n+j-i] == b.in[i:j] {
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
	return b.src[i:j]
}

// String returns the output: a part of the input or of the base's href
// while it equals it.
func (b *builder) String() string {
	if b.own {
		return b.sb.String()
	}
	return b.src[:b.n]
}
