package uri

import (
	"iter"
	"math/bits"
	"slices"
	"strings"
)

// Query parameters. RFC 3986 §3.4 gives the query no inner structure: it is
// "often used to carry identifying information in the form of key=value
// pairs", and the convention almost every query follows is the one of HTML
// forms (application/x-www-form-urlencoded, WHATWG URL §5.1): parameters
// separated by "&", each split at its first "=" into a key and a value. This
// file reads that convention as a view over the query text, in order,
// nothing merged, sorted or lost; query_build.go edits it through a Builder.

// A Param is one query parameter: Key is the text before the first "=",
// Value the text after it. HasValue tells "k" (no "=", HasValue false) from
// "k=" (an empty value, HasValue true).
type Param struct {
	Key, Value string
	HasValue   bool
}

// Params is the list of parameters of a query, read on demand from the
// query text: parameters are the pieces between "&", in order; an empty
// piece ("a=1&&b=2", a trailing "&") is not a parameter, and the empty query
// has none. Keys are matched and values returned percent-decoded (RFC 3986
// §2.1); a "%" that is not followed by two hex digits (possible only in text
// given to QueryParams) is kept as it is. "+" is a plus sign, as RFC 3986
// reads it; Form reads it as a space, as HTML forms write one.
//
// Params holds only the query string: it is as cheap to copy as a string,
// and reading it allocates nothing unless a key or value needs decoding.
// The zero Params has no parameters.
type Params struct {
	query string
	form  bool
}

// Params returns the parameters of u's query (see Params); a URI without a
// query, or with an empty one, has none.
func (u URI) Params() Params { return Params{query: u.Query()} }

// QueryParams returns the parameters of query, a query as written (still
// percent-encoded, without the "?").
func QueryParams(query string) Params { return Params{query: query} }

// Form returns p reading "+" as a space, as the
// application/x-www-form-urlencoded format of HTML forms does (WHATWG URL
// §5.1); RFC 3986 alone gives "+" no special meaning.
func (p Params) Form() Params {
	p.form = true
	return p
}

// Raw yields the parameters as written, still percent-encoded.
func (p Params) Raw() iter.Seq[Param] {
	return func(yield func(Param) bool) {
		for q := p.query; q != ""; {
			r, rest, _ := nextParam(q)
			q = rest
			if r.Key != "" || r.HasValue {
				if !yield(r) {
					return
				}
			}
		}
	}
}

// All yields the parameters percent-decoded (and, with Form, with "+" read
// as a space). A key or value that needs no decoding is yielded without
// allocating; the decoded ones of a query share at most two allocations:
// one for the first parameter that needs decoding and, if another one does,
// one large enough for the rest of the query (decoding never lengthens
// text). The strings yielded stay valid and unchanged after the iteration.
func (p Params) All() iter.Seq[Param] {
	return func(yield func(Param) bool) {
		var buf []byte // the decoded text so far; only ever appended to
		for q := p.query; q != ""; {
			r, rest, enc := nextParam(q)
			if r.Key == "" && !r.HasValue {
				q = rest
				continue
			}
			if enc&hasPercent != 0 || enc&hasPlus != 0 && p.form {
				if cap(buf)-len(buf) < len(r.Key)+len(r.Value) {
					// Room for this parameter, or, for a second one,
					// for the rest of the query.
					n := len(r.Key) + len(r.Value)
					if buf != nil {
						n = len(q)
					}
					buf = make([]byte, 0, n)
				}
				r.Key, buf = p.appendDecoded(buf, r.Key)
				r.Value, buf = p.appendDecoded(buf, r.Value)
			}
			q = rest
			if !yield(r) {
				return
			}
		}
	}
}

// What nextParam notes of a piece.
const (
	hasPercent byte = 1 << iota
	hasPlus
)

// Words of eight copies of a byte, for reading a query eight bytes at a
// time.
const (
	ones     = 0x0101010101010101
	highBits = 0x8080808080808080
	ampWord  = '&' * ones
	eqWord   = '=' * ones
	pctWord  = '%' * ones
	plusWord = '+' * ones
)

// zeroBytes returns x with the high bit set in each byte that is zero, and
// every other bit clear, except that a byte above a zero byte may also be
// marked: the lowest mark is exact, and a mark implies a zero byte at or
// below it, which is all nextParam needs.
func zeroBytes(x uint64) uint64 { return (x - ones) &^ x & highBits }

// nextParam splits the first "&"-separated piece off q at its first "=",
// and returns the rest after the "&". enc tells whether the piece holds a
// "%" (hasPercent) or a "+" (hasPlus).
//
// It reads q eight bytes at a time and, in each word, finds the first "&"
// and notes the "=", "%" and "+" before it without stopping at them: the
// only branch that depends on the text is the one that ends the piece.
func nextParam(q string) (r Param, rest string, enc byte) {
	eq, end := -1, len(q)
	var pct, plus uint64 // marks of "%" and "+" seen in the piece
	for i := 0; i < len(q); i += 8 {
		var x uint64
		switch {
		case i+8 <= len(q):
			x = load64(q[i:])
		case len(q) >= 8:
			// The last bytes, read with the word ending q; the bytes
			// already read are shifted out, leaving zeros, which match
			// nothing.
			x = load64(q[len(q)-8:]) >> (8 * (8 - (len(q) - i)))
		default:
			for j := len(q) - 1; j >= i; j-- {
				x = x<<8 | uint64(q[j])
			}
		}
		amp := zeroBytes(x ^ ampWord)
		before := ^uint64(0) // the bits of the bytes before the first "&"
		if amp != 0 {
			before = amp&-amp - 1
		}
		if e := zeroBytes(x^eqWord) & before; e != 0 && eq < 0 {
			eq = i + bits.TrailingZeros64(e)>>3
		}
		pct |= zeroBytes(x^pctWord) & before
		plus |= zeroBytes(x^plusWord) & before
		if amp != 0 {
			end = i + bits.TrailingZeros64(amp)>>3
			rest = q[end+1:]
			break
		}
	}
	if pct != 0 {
		enc |= hasPercent
	}
	if plus != 0 {
		enc |= hasPlus
	}
	if eq < 0 {
		return Param{Key: q[:end]}, rest, enc
	}
	return Param{Key: q[:eq], Value: q[eq+1 : end], HasValue: true}, rest, enc
}

// Lookup returns the first parameter whose decoded key is key, decoded, and
// whether there is one. Its HasValue tells "k" from "k=".
func (p Params) Lookup(key string) (Param, bool) {
	for r := range p.Raw() {
		if p.keyIs(r.Key, key) {
			return p.decode(r), true
		}
	}
	return Param{}, false
}

// Has reports whether some parameter has the decoded key key.
func (p Params) Has(key string) bool {
	_, ok := p.Lookup(key)
	return ok
}

// Get returns the decoded value of the first parameter named key: "" when
// there is none, or when it has no "="; Lookup tells these apart.
func (p Params) Get(key string) string {
	r, _ := p.Lookup(key)
	return r.Value
}

// Values returns the decoded values of every parameter named key, in order
// ("" for one without "="), or nil when there is none.
func (p Params) Values(key string) []string {
	var vs []string
	for r := range p.Raw() {
		if p.keyIs(r.Key, key) {
			vs = append(vs, p.decodeText(r.Value))
		}
	}
	return vs
}

// RawValues returns the values as written of every parameter whose decoded
// key is key, in order, or nil when there is none.
func (p Params) RawValues(key string) []string {
	var vs []string
	for r := range p.Raw() {
		if p.keyIs(r.Key, key) {
			vs = append(vs, r.Value)
		}
	}
	return vs
}

// Len returns the number of parameters.
func (p Params) Len() int {
	n := 0
	for range p.Raw() {
		n++
	}
	return n
}

// splitParam splits one piece at its first "=".
func splitParam(piece string) Param {
	k, v, ok := strings.Cut(piece, "=")
	return Param{Key: k, Value: v, HasValue: ok}
}

func (p Params) decode(r Param) Param {
	return Param{Key: p.decodeText(r.Key), Value: p.decodeText(r.Value), HasValue: r.HasValue}
}

// decodeText percent-decodes s, keeping a "%" that does not start a valid
// triplet, and with form reads "+" as a space. It returns s itself when
// there is nothing to decode, and otherwise allocates once.
func (p Params) decodeText(s string) string {
	if p.special(s) < 0 {
		return s
	}
	d, _ := p.appendDecoded(make([]byte, 0, len(s)), s)
	return d
}

// appendDecoded appends s, decoded as decodeText does, to buf and returns
// the appended text as a string, sharing buf's memory, with the longer buf;
// it returns s itself, and buf unchanged, when there is nothing to decode.
// The bytes appended are never written again: callers only append to buf,
// so the strings returned stay unchanged.
func (p Params) appendDecoded(buf []byte, s string) (string, []byte) {
	i := p.special(s)
	if i < 0 {
		return s, buf
	}
	start := len(buf)
	buf = slices.Grow(buf, len(s))
	b := buf[start : start+len(s)]
	w := copy(b, s[:i])
	for i < len(s) {
		c := s[i]
		if c == '%' && i+2 < len(s) {
			// One lookup per digit gives both its validity and value;
			// the shift drops hexLower.
			h, l := hexInfo[s[i+1]], hexInfo[s[i+2]]
			if (h|l)&hexBad == 0 {
				b[w] = h<<4 | l&15
				w++
				i += 3
				continue
			}
		} else if c == '+' && p.form {
			c = ' '
		}
		b[w] = c
		w++
		i++
	}
	buf = buf[:start+w]
	return bytesString(buf[start:]), buf
}

// special returns the index of the first "%" in s (or "+", with form), or
// -1.
func (p Params) special(s string) int {
	i := strings.IndexByte(s, '%')
	if p.form {
		end := len(s)
		if i >= 0 {
			end = i
		}
		if j := strings.IndexByte(s[:end], '+'); j >= 0 {
			return j
		}
	}
	return i
}

// octet returns the decoded octet at s[i] and the number of bytes it takes.
func (p Params) octet(s string, i int) (byte, int) {
	switch c := s[i]; {
	case c == '%' && i+2 < len(s) && is(s[i+1], cHex) && is(s[i+2], cHex):
		return unhex(s[i+1])<<4 | unhex(s[i+2]), 3
	case c == '+' && p.form:
		return ' ', 1
	default:
		return c, 1
	}
}

// keyIs reports whether raw, decoded, equals key, without allocating.
func (p Params) keyIs(raw, key string) bool {
	j := 0
	for i := 0; i < len(raw); j++ {
		c, n := p.octet(raw, i)
		if j >= len(key) || key[j] != c {
			return false
		}
		i += n
	}
	return j == len(key)
}
