package uri

import (
	"iter"
	"math/bits"
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
		q := p.query
		for start := 0; start < len(q); {
			end := indexFrom(q, start, '&')
			if end > start && !yield(splitParam(q[start:end])) {
				return
			}
			start = end + 1
		}
	}
}

// All yields the parameters percent-decoded (and, with Form, with "+" read
// as a space). A parameter that needs no decoding is yielded as written,
// without allocating; the decoded ones of a query share one allocation, as
// large as the rest of the query from the first of them (decoding never
// lengthens text). The strings yielded stay valid and unchanged after the
// iteration.
//
// The pieces are found with strings.IndexByte, and so are the query's "%"
// and "+": a piece needs decoding when the next of them lies before its
// end, so the text of a piece that needs none is read only to split it.
func (p Params) All() iter.Seq[Param] {
	return func(yield func(Param) bool) {
		q := p.query
		pct, plus := indexFrom(q, 0, '%'), len(q)
		if p.form {
			plus = indexFrom(q, 0, '+')
		}
		var buf []byte // the decoded text so far; only ever appended to
		for start := 0; start < len(q); {
			end := indexFrom(q, start, '&')
			if end == start {
				start++
				continue
			}
			piece := q[start:end]
			r := Param{Key: piece}
			if eq := strings.IndexByte(piece, '='); eq >= 0 {
				r = Param{Key: piece[:eq], Value: piece[eq+1:], HasValue: true}
			}
			if pct < end || plus < end {
				if cap(buf)-len(buf) < end-start {
					buf = make([]byte, 0, len(q)-start)
				}
				r, buf = p.appendDecoded(buf, r)
				if pct < end {
					pct = indexFrom(q, end, '%')
				}
				if plus < end {
					plus = indexFrom(q, end, '+')
				}
			}
			start = end + 1
			if !yield(r) {
				return
			}
		}
	}
}

// indexFrom returns the index of the first c in s at or after i, or len(s).
func indexFrom(s string, i int, c byte) int {
	if j := strings.IndexByte(s[i:], c); j >= 0 {
		return i + j
	}
	return len(s)
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
	if i := strings.IndexByte(piece, '='); i >= 0 {
		return Param{Key: piece[:i], Value: piece[i+1:], HasValue: true}
	}
	return Param{Key: piece}
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
	b := make([]byte, len(s))
	return bytesString(b[:p.decodeInto(b, s)])
}

// appendDecoded appends the key and value of r, decoded as decodeText does,
// to buf, which must have room for them, and returns r with the decoded
// text, which shares buf's memory, and the longer buf. The bytes appended
// are never written again: callers only append to buf, so the strings
// returned stay unchanged.
func (p Params) appendDecoded(buf []byte, r Param) (Param, []byte) {
	s := len(buf)
	k := p.decodeInto(buf[s:s+len(r.Key)], r.Key)
	v := p.decodeInto(buf[s+k:s+k+len(r.Value)], r.Value)
	buf = buf[:s+k+v]
	r.Key, r.Value = bytesString(buf[s:s+k]), bytesString(buf[s+k:])
	return r, buf
}

// Words of eight copies of a byte, for reading text eight bytes at a time.
const (
	ones     = 0x0101010101010101
	highBits = 0x8080808080808080
	pctWord  = '%' * ones
	plusWord = '+' * ones
)

// zeroBytes returns x with the high bit set in each byte that is zero, and
// every other bit clear, except that a byte above a zero byte may also be
// marked: the lowest mark is exact, which is all decodeInto needs.
func zeroBytes(x uint64) uint64 { return (x - ones) &^ x & highBits }

// decodeInto writes s decoded, as decodeText does, to dst, which must be at
// least as long as s, and returns the number of bytes written. Runs of
// triplets are decoded in a loop of their own, and the text between them is
// copied eight bytes at a time up to the next "%" (or "+", with form): in
// the queries of real URLs both come in runs.
func (p Params) decodeInto(dst []byte, s string) int {
	var plusMask uint64
	if p.form {
		plusMask = ^uint64(0)
	}
	w, i := 0, 0
	for i < len(s) {
		for i+2 < len(s) && s[i] == '%' {
			// One lookup per digit gives both its validity and value;
			// the shift drops hexLower.
			h, l := hexInfo[s[i+1]], hexInfo[s[i+2]]
			if (h|l)&hexBad != 0 {
				break
			}
			dst[w] = h<<4 | l&15
			w++
			i += 3
		}
		if i == len(s) {
			break
		}
		// s[i] is not a triplet: a "+", a "%" kept as it is, or the first
		// byte of a run of other text.
		c := s[i]
		if c == '+' && p.form {
			c = ' '
		}
		dst[w] = c
		w++
		i++
		for i+8 <= len(s) {
			// Copying the whole word is safe: w <= i, so it fits in dst,
			// and the bytes past the run are written again later.
			x := load64(s[i:])
			store64(dst[w:], x)
			m := zeroBytes(x^pctWord) | plusMask&zeroBytes(x^plusWord)
			if m != 0 {
				k := bits.TrailingZeros64(m) >> 3
				i += k
				w += k
				break
			}
			i += 8
			w += 8
		}
		if i+8 > len(s) {
			for i < len(s) && s[i] != '%' && (s[i] != '+' || !p.form) {
				dst[w] = s[i]
				w++
				i++
			}
		}
	}
	return w
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
