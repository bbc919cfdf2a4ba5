package uri

import (
	"iter"
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
// allocating.
func (p Params) All() iter.Seq[Param] {
	return func(yield func(Param) bool) {
		for q := p.query; q != ""; {
			r, rest, enc := nextParam(q)
			q = rest
			if r.Key == "" && !r.HasValue {
				continue
			}
			if enc&hasPercent != 0 || enc&hasPlus != 0 && p.form {
				r = p.decode(r)
			}
			if !yield(r) {
				return
			}
		}
	}
}

// The classes of the bytes nextParam stops at or notes.
const (
	isAmp byte = 1 << iota
	isEquals
	hasPercent
	hasPlus
)

var paramByte = [256]byte{'&': isAmp, '=': isEquals, '%': hasPercent, '+': hasPlus}

// nextParam splits the first "&"-separated piece off q at its first "=",
// and returns the rest after the "&". enc tells whether the piece holds a
// "%" (hasPercent) or a "+" (hasPlus).
func nextParam(q string) (r Param, rest string, enc byte) {
	eq := -1
	i := 0
	for ; i < len(q); i++ {
		c := paramByte[q[i]]
		if c == 0 {
			continue
		}
		if c == isAmp {
			rest = q[i+1:]
			break
		}
		if c == isEquals && eq < 0 {
			eq = i
		}
		enc |= c
	}
	if eq < 0 {
		return Param{Key: q[:i]}, rest, enc
	}
	return Param{Key: q[:eq], Value: q[eq+1 : i], HasValue: true}, rest, enc
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
	i := p.special(s)
	if i < 0 {
		return s
	}
	b := make([]byte, len(s))
	w := copy(b, s[:i])
	for ; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && is(s[i+1], cHex) && is(s[i+2], cHex) {
			c = unhex(s[i+1])<<4 | unhex(s[i+2])
			i += 2
		} else if c == '+' && p.form {
			c = ' '
		}
		b[w] = c
		w++
	}
	return bytesString(b[:w])
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
