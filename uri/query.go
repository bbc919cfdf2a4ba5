package uri

import (
	"iter"
	"math/bits"
	"strings"

	"github.com/urikit/urikit/internal/pct"
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
func (p Params) Raw() iter.Seq[Param] { return p.params(false) }

// All yields the parameters percent-decoded (and, with Form, with "+" read
// as a space). A parameter that needs no decoding is yielded as written,
// without allocating; the decoded ones of a query share one allocation, as
// large as the rest of the query from the first of them (decoding never
// lengthens text). The strings yielded stay valid and unchanged after the
// iteration.
func (p Params) All() iter.Seq[Param] { return p.params(true) }

// params yields the parameters, decoded or as written.
//
// The query is read sixty-four bytes at a time (classify.go): the masks of
// a block give the ends of its pieces, their first "=" and whether they
// hold a "%" (or "+", with Form), so that a piece that needs no decoding
// costs a few operations on masks, and a key that needs none is kept as
// written when its value is decoded.
func (p Params) params(decode bool) iter.Seq[Param] {
	return func(yield func(Param) bool) {
		q := p.query
		var buf []byte     // the decoded text so far; only ever appended to
		start, eq := 0, -1 // the current piece's start and first "=", if any
		// Nonzero when the current piece, and the part of it before its
		// first "=", need decoding.
		var special, keySpecial uint64
		for base := 0; base < len(q); base += 64 {
			m := masksAt(q, base)
			switch {
			case !decode:
				m.pct = 0
			case p.form:
				m.pct |= m.plus
			}
			lo := ^uint64(0) // the block's bits from the current piece's start on
			for amp := m.amp; amp != 0; amp &= amp - 1 {
				k := lowest(amp)
				below := lo & (1<<k - 1)
				if e := m.eq & below; eq < 0 && e != 0 {
					eq = base + lowest(e)
					keySpecial = special | m.pct&below&(e&-e-1)
				}
				if end := base + k; end > start {
					key, value, has := pieceAt(q, start, eq, end)
					if special|m.pct&below != 0 {
						if cap(buf)-len(buf) < end-start {
							buf = make([]byte, 0, len(q)-start)
						}
						key, value, buf = p.appendDecoded(buf, key, value, keySpecial != 0 || eq < 0)
					}
					if !yield(Param{key, value, has}) {
						return
					}
				}
				start, eq, special, keySpecial = base+k+1, -1, 0, 0
				lo = ^(2<<k - 1)
			}
			if e := m.eq & lo; eq < 0 && e != 0 {
				eq = base + lowest(e)
				keySpecial = special | m.pct&lo&(e&-e-1)
			}
			special |= m.pct & lo
		}
		if start < len(q) {
			key, value, has := pieceAt(q, start, eq, len(q))
			if special != 0 {
				if cap(buf)-len(buf) < len(q)-start {
					buf = make([]byte, 0, len(q)-start)
				}
				key, value, _ = p.appendDecoded(buf, key, value, keySpecial != 0 || eq < 0)
			}
			yield(Param{key, value, has})
		}
	}
}

// masksAt classifies the block of q that starts at i, its last block
// padded with zeros: with AVX-512 where the processor has it, which reads
// only the bytes there are (classifyFast), else with masksWhole.
func masksAt(q string, i int) blockMasks {
	if m, ok := classifyFast(q[i:]); ok {
		return m
	}
	return masksWhole(q, i)
}

// masksWhole is masksAt with classify64, which reads whole blocks: the last
// block of a query at least sixty-four bytes long is read as the last
// sixty-four bytes, the bits of those before i shifted out; a shorter query
// is copied into a block padded with zeros.
func masksWhole(q string, i int) blockMasks {
	switch {
	case i+64 <= len(q):
		return classify64(blockAt(q, i))
	case len(q) >= 64:
		m := classify64(blockAt(q, len(q)-64))
		n := uint(64 - (len(q) - i))
		return blockMasks{m.amp >> n, m.eq >> n, m.pct >> n, m.plus >> n}
	}
	var b block
	copy(b[:], q[i:])
	return classify64(&b)
}

// pieceAt returns the key and value of q[start:end], split at eq, the
// index of its first "=", and whether it has one (eq is -1 when not).
func pieceAt(q string, start, eq, end int) (key, value string, hasValue bool) {
	if eq < 0 {
		return q[start:end], "", false
	}
	return q[start:eq], q[eq+1 : end], true
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

// appendDecoded appends value, and key when decodeKey is set (else key is
// kept as it is), decoded as decodeText does, to buf, which must have room
// for them, and returns the decoded key and value, which share buf's
// memory, and the longer buf. The bytes appended are never written again:
// callers only append to buf, so the strings returned stay unchanged.
func (p Params) appendDecoded(buf []byte, key, value string, decodeKey bool) (string, string, []byte) {
	s := len(buf)
	if decodeKey {
		k := p.decodeInto(buf[s:s+len(key)], key)
		key, s = bytesString(buf[s:s+k]), s+k
	}
	v := p.decodeInto(buf[s:s+len(value)], value)
	buf = buf[:s+v]
	return key, bytesString(buf[s:]), buf
}

// Words of eight copies of a byte, for reading text eight bytes at a time.
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
// marked: the lowest mark is exact, which is all decodeInto needs.
func zeroBytes(x uint64) uint64 { return (x - ones) &^ x & highBits }

// decodeInto writes s decoded, as decodeText does, to dst, which must be at
// least as long as s, and returns the number of bytes written: with
// AVX-512 where the processor has it (decode_avx512_amd64.s), else with
// decodeWords.
func (p Params) decodeInto(dst []byte, s string) int {
	if n, ok := decodeFast(dst, s, p.form); ok {
		return n
	}
	return decodeWords(dst, s, p.form)
}

// decodeWords is decodeInto in Go: it writes s decoded to dst, which must
// be at least as long as s, and returns the number of bytes written. Runs of
// triplets are decoded in a loop of their own, and the text between them is
// copied eight bytes at a time up to the next "%", each "+" of a word turned
// into a space at once with Form: in the queries of real URLs triplets come
// in runs (a UTF-8 character is two to four) and "+" between words.
func decodeWords(dst []byte, s string, form bool) int {
	var plusToSpace uint64 // what turns a "+" into a space, where it is
	if form {
		plusToSpace = '+' ^ ' '
	}
	w, i := 0, 0
	for i < len(s) {
		for i+2 < len(s) && s[i] == '%' {
			v := pct.Octet(s, i)
			if v < 0 {
				break
			}
			dst[w] = byte(v)
			w++
			i += 3
		}
		if i == len(s) {
			break
		}
		// s[i] is not a triplet: a "%" kept as it is, or the first byte
		// of a run of other text.
		dst[w] = s[i] ^ byte(plusToSpace)&-b2u8(s[i] == '+')
		w++
		i++
		for i+8 <= len(s) {
			// Copying the whole word is safe: w <= i, so it fits in dst,
			// and the bytes past the run are written again later.
			x := load64(s[i:])
			store64(dst[w:], x^exactZero(x^plusWord)>>7*plusToSpace)
			if m := zeroBytes(x ^ pctWord); m != 0 {
				k := bits.TrailingZeros64(m) >> 3
				i += k
				w += k
				break
			}
			i += 8
			w += 8
		}
		if i+8 > len(s) {
			for i < len(s) && s[i] != '%' {
				dst[w] = s[i] ^ byte(plusToSpace)&-b2u8(s[i] == '+')
				w++
				i++
			}
		}
	}
	return w
}

// b2u8 returns 1 for true and 0 for false.
func b2u8(b bool) byte {
	if b {
		return 1
	}
	return 0
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
	case c == '%' && pct.Octet(s, i) >= 0:
		return byte(pct.Octet(s, i)), 3
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
