package uri

import (
	"iter"
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
// without allocating. A decoded key or value gets an allocation of its
// decoded length, except where several pieces of a query need decoding:
// those share one, as large as the rest of the query from the first of
// them (decoding never lengthens text). The strings yielded stay valid and
// unchanged after the iteration.
func (p Params) All() iter.Seq[Param] { return p.params(true) }

// params yields the parameters, decoded or as written.
//
// Each piece is found with two searches: strings.IndexByte for its "&",
// which the standard library does many bytes a step, and a byte loop for
// its first "=" (keys are short: the loop is done before IndexByte has
// started, on amd64 and 386 alike). When decoding, a third search keeps
// esc at the next escape ("%", and "+" read as a form) of the query, a
// machine word a step: the pieces before it are yielded as written, and
// in the piece holding it each key and value is checked on its own, so that
// a key with nothing to decode is kept as written when its value is
// decoded. Each byte of the query is searched once for an escape.
func (p Params) params(decode bool) iter.Seq[Param] {
	return func(yield func(Param) bool) {
		q := p.query
		esc := len(q) // the offset of the next escape in q, or len(q)
		if decode {
			esc = pct.NextEscape(q, 0, p.form)
		}
		// The decoded text of the query where several pieces need
		// decoding: grown once, to the length of the rest of the query at
		// the first of them (decoding never lengthens text), and only
		// appended to, so that the strings taken from it stay unchanged.
		var buf strings.Builder
		for start := 0; start < len(q); {
			end := len(q)
			if i := strings.IndexByte(q[start:], '&'); i >= 0 {
				end = start + i
			}
			piece := q[start:end]
			if piece == "" {
				start = end + 1
				continue
			}
			// splitParam, written out: the compiler does not inline it
			// (cost 97 against a budget of 80), and a call per piece
			// cost a fifth of the time on queries with nothing to decode.
			r := Param{Key: piece}
			eq := 0 // keys are short: a byte loop finds their end sooner than IndexByte
			for eq < len(piece) && piece[eq] != '=' {
				eq++
			}
			if eq < len(piece) {
				r = Param{Key: piece[:eq], Value: piece[eq+1:], HasValue: true}
			}
			if esc < end {
				// The room to make when buf is full: the rest of the
				// query, or none when no later piece needs decoding (as
				// in most queries): then the key and the value each get
				// an allocation of their decoded length.
				next := len(q)
				if end < len(q) {
					next = pct.NextEscape(q, end+1, p.form)
				}
				rest := 0
				if next < len(q) {
					rest = len(q) - start
				}
				i := esc - start // the first escape of the key, or of the value
				if i < len(r.Key) {
					r.Key = p.decodeFrom(&buf, r.Key, i, rest)
					i = pct.NextEscape(r.Value, 0, p.form)
				} else {
					i -= eq + 1
				}
				if i < len(r.Value) {
					r.Value = p.decodeFrom(&buf, r.Value, i, rest)
				}
				esc = next
			}
			if !yield(r) {
				return
			}
			start = end + 1
		}
	}
}

// decodeFrom returns s decoded, s[i] being its first escape, as a part of
// buf.String() that it writes when buf has room for s or rest is not 0
// (then buf is grown to rest bytes, the rest of the query from s's piece:
// decoding never lengthens text); otherwise in an allocation of its own.
func (p Params) decodeFrom(buf *strings.Builder, s string, i, rest int) string {
	if buf.Cap()-buf.Len() < len(s) {
		if rest == 0 {
			return pct.DecodeString(s, p.form)
		}
		*buf = strings.Builder{}
		buf.Grow(rest)
	}
	n := buf.Len()
	buf.WriteString(s[:i])
	pct.WriteDecoded(buf, s[i:], p.form)
	return buf.String()[n:]
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

// Has reports whether some parameter has the decoded key key. It decodes
// nothing and allocates nothing: keys are compared as they decode.
func (p Params) Has(key string) bool {
	for r := range p.Raw() {
		if p.keyIs(r.Key, key) {
			return true
		}
	}
	return false
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
	if p.form {
		return pct.DecodeForm(s)
	}
	return pct.Decode(s)
}

// octet returns the decoded octet at s[i] and the number of bytes it takes.
func (p Params) octet(s string, i int) (byte, int) {
	if v := pct.Octet(s, i); v >= 0 {
		return byte(v), 3
	}
	if c := s[i]; c != '+' || !p.form {
		return c, 1
	}
	return ' ', 1
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
