package whatwg

// application/x-www-form-urlencoded (§5): the parser (§5.1), the
// serializer (§5.2), and URLSearchParams (§6.2), the list of name-value
// pairs a URL's query holds.

import (
	"iter"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/pct"
)

// Param is one name-value pair of a query (§5.1: the Standard's name is
// Key here, as in uri.Param and net/url.Values).
type Param struct {
	Key, Value string
}

// SearchParams is URLSearchParams (§6.2): an ordered list of name-value
// pairs, read from a query with ParseSearchParams or URL.SearchParams and
// written back with String or URL.WithSearchParams. The zero value is an
// empty list.
type SearchParams struct {
	list []Param
}

// ParseSearchParams is the urlencoded string parser (§5.1, §5.3), as new
// URLSearchParams(query) reads it (a leading "?" is dropped, §6.2): the
// query split on "&", each part on its first "=", "+" read as a space,
// then percent-decoded and UTF-8 decoded (invalid UTF-8 becoming U+FFFD).
// Empty parts are skipped.
func ParseSearchParams(query string) *SearchParams {
	return parseForm(strings.TrimPrefix(query, "?"))
}

// parseForm is the urlencoded string parser (§5.3, §5.1).
func parseForm(query string) *SearchParams {
	p := &SearchParams{}
	for len(query) > 0 {
		part := query
		if k := strings.IndexByte(query, '&'); k >= 0 {
			part, query = query[:k], query[k+1:]
		} else {
			query = ""
		}
		// Step 3.1.
		if part == "" {
			continue
		}
		// Steps 3.2-3.3.
		name, value, _ := strings.Cut(part, "=")
		// Steps 3.4-3.6.
		p.list = append(p.list, Param{formDecode(name), formDecode(value)})
	}
	return p
}

// formDecode is steps 3.4-3.5 of §5.1 for one name or value.
func formDecode(s string) string {
	d := pct.DecodeForm(s)
	if !utf8.ValidString(d) {
		d = strings.ToValidUTF8(d, "\uFFFD")
	}
	return d
}

// String is the urlencoded serializer (§5.2): each name and value
// percent-encoded with the application/x-www-form-urlencoded
// percent-encode set, a space written "+", joined by "=" and "&".
func (p *SearchParams) String() string {
	var b strings.Builder
	for k, kv := range p.list {
		if k > 0 {
			b.WriteByte('&')
		}
		b.WriteString(pct.Encode(kv.Key, pct.URLForm))
		b.WriteByte('=')
		b.WriteString(pct.Encode(kv.Value, pct.URLForm))
	}
	return b.String()
}

// Len returns the number of pairs (§6.2 size).
func (p *SearchParams) Len() int { return len(p.list) }

// All yields the pairs, in order (§6.2 "value pairs to iterate over"), as
// uri.Params.All does. As the URL API's iterator, it is live: it yields
// the pair at index 0, 1, 2, ... of the list as it is at each step, so a
// pair appended during the iteration is yielded too.
func (p *SearchParams) All() iter.Seq[Param] {
	return func(yield func(Param) bool) {
		for k := 0; k < len(p.list); k++ {
			if !yield(p.list[k]) {
				return
			}
		}
	}
}

// Append adds a pair at the end (§6.2 append).
func (p *SearchParams) Append(key, value string) {
	p.list = append(p.list, Param{key, value})
}

// Delete removes every pair whose key is key (§6.2 delete(name)).
func (p *SearchParams) Delete(key string) {
	p.list = slices.DeleteFunc(p.list, func(kv Param) bool { return kv.Key == key })
}

// DeleteValue removes every pair whose key is key whose value is value (§6.2
// delete(name, value)).
func (p *SearchParams) DeleteValue(key, value string) {
	p.list = slices.DeleteFunc(p.list, func(kv Param) bool { return kv.Key == key && kv.Value == value })
}

// Get returns the value of the first pair whose key is key, and whether there is
// one (§6.2 get: null when there is none).
func (p *SearchParams) Get(key string) (string, bool) {
	for _, kv := range p.list {
		if kv.Key == key {
			return kv.Value, true
		}
	}
	return "", false
}

// GetAll returns the values of the pairs whose key is key, in order (§6.2).
func (p *SearchParams) GetAll(key string) []string {
	var vs []string
	for _, kv := range p.list {
		if kv.Key == key {
			vs = append(vs, kv.Value)
		}
	}
	return vs
}

// Has reports whether a pair has key key (§6.2 has(name)).
func (p *SearchParams) Has(key string) bool {
	_, ok := p.Get(key)
	return ok
}

// HasValue reports whether a pair has key key and value value (§6.2
// has(name, value)).
func (p *SearchParams) HasValue(key, value string) bool {
	return slices.Contains(p.list, Param{key, value})
}

// Set gives the first pair whose key is key the value value and removes the
// others, or appends the pair when there is none (§6.2 set).
func (p *SearchParams) Set(key, value string) {
	first := -1
	out := p.list[:0]
	for k, kv := range p.list {
		if kv.Key != key {
			out = append(out, kv)
			continue
		}
		if first < 0 {
			first = k
			out = append(out, Param{key, value})
		}
	}
	p.list = out
	if first < 0 {
		p.Append(key, value)
	}
}

// Sort orders the pairs by key, stably (§6.2 sort): keys compare by
// their UTF-16 code units, as the Standard's "code unit less than" does,
// so "\U0001F600" (surrogates D83D DE00) sorts before "\uFFFD".
func (p *SearchParams) Sort() {
	slices.SortStableFunc(p.list, func(a, b Param) int { return compareUTF16(a.Key, b.Key) })
}

// compareUTF16 compares a and b as sequences of UTF-16 code units.
func compareUTF16(a, b string) int {
	for a != "" && b != "" {
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			if fa, fb := utf16First(ra), utf16First(rb); fa != fb {
				return int(fa) - int(fb)
			}
			return int(ra) - int(rb)
		}
		a, b = a[na:], b[nb:]
	}
	return len(a) - len(b)
}

// utf16First returns the first UTF-16 code unit of r: r itself in the
// Basic Multilingual Plane, its high surrogate above it. Two runes that
// differ and share a high surrogate differ in their low surrogates in the
// same order as the runes do.
func utf16First(r rune) rune {
	if r < 0x10000 {
		return r
	}
	return 0xD800 + (r-0x10000)>>10
}

// SearchParams returns the URL's query as a list of pairs (§6.1
// searchParams, initialized as §6.1 "initialize" does): empty when the
// query is null. A "?" at the start of the query is data here, not
// dropped as ParseSearchParams drops it.
func (u URL) SearchParams() *SearchParams {
	q, _ := u.Query()
	return parseForm(q)
}

// WithSearchParams returns the URL with its query set from p, as
// URLSearchParams' update steps do (§6.2 update): the serialization of p,
// or a null query when that is empty.
func (u URL) WithSearchParams(p *SearchParams) URL {
	if u.href == "" {
		return u
	}
	r := u.record()
	r.query = p.String()
	r.hasQuery = r.query != ""
	return r.url()
}
