package urn

import (
	"cmp"
	"slices"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// Lexical equivalence: RFC 8141 §3.1, RFC 2141 §5 and seed 004 §5.
//
// Two URNs are equivalent when their assigned names are octet-by-octet equal
// after lower-casing "urn" and the NID and upper-casing the hex digits of
// every percent-encoded triplet in the NSS. Percent-encoding is never
// decoded ("%2C" differs from ","), the rest of the NSS keeps its case, and
// the r-, q- and f-components are ignored. The draft's steps 1-4 and 5a are
// the same procedure; its step 5b (for caching resolution results) keeps the
// query with its directives in a fixed order: see NormalizeForCache.

// Equal reports whether a and b are equivalent (RFC 8141 §3): lexically
// (EqualLexical, §3.1), or by the equivalence rule of a namespace the
// default registry knows, as "uri urn compare" does. §3.1 lets a namespace
// only remove false negatives: two UUIDs differing in the case of their hex
// digits are the same UUID (RFC 9562 §4, RFC 4122 §3: "case insensitive on
// input"), so "urn:uuid:F81D4FAE-..." equals "urn:uuid:f81d4fae-...". It
// allocates nothing. Equal is Default().Equal; Registry.Equal takes other
// rules.
func Equal(a, b URN) bool { return Default().Equal(a, b) }

// EqualLexical reports whether a and b are lexically equivalent (RFC 8141
// §3.1; RFC 2141 §5; seed 004 §5 steps 1-4 and 5a), without any namespace's
// rule: "urn" and the NID case-folded, percent-encoding hex digits
// case-folded, nothing else. It allocates nothing.
func EqualLexical(a, b URN) bool {
	// Same NID length and same NSS length, or not equal.
	if a.nidEnd != b.nidEnd || a.nssEnd != b.nssEnd || a.s == "" || b.s == "" {
		return false
	}
	if na, nb := a.s[4:a.nidEnd], b.s[4:b.nidEnd]; na != nb {
		// An NID is letters, digits and "-": setting bit 0x20 lowers the
		// letters and leaves digits and "-" as they are.
		for i := 0; i < len(na); i++ {
			if na[i]|0x20 != nb[i]|0x20 {
				return false
			}
		}
	}
	x, y := a.s[a.nidEnd+1:a.nssEnd], b.s[b.nidEnd+1:b.nssEnd]
	return x == y || equalPct(x, y)
}

// equalPct compares two valid NSS (or query) texts of equal length,
// ignoring the case of hex digits in percent-encoded triplets only.
func equalPct(x, y string) bool {
	for i := 0; i < len(x); i++ {
		if x[i] == y[i] {
			if x[i] == '%' {
				if ascii.ToUpper(x[i+1]) != ascii.ToUpper(y[i+1]) || ascii.ToUpper(x[i+2]) != ascii.ToUpper(y[i+2]) {
					return false
				}
				i += 2
			}
			continue
		}
		return false
	}
	return true
}

// Normalize returns the normalized assigned name, the representative of
// u's equivalence class under Equal: the lexical form (NormalizeLexical)
// with the rule of a namespace the default registry knows applied (a
// UUID's hex digits in lower case, RFC 9562 §4), as "uri urn" gives it in
// "normalized". Equal(a, b) holds exactly when a.Normalize() ==
// b.Normalize(). It allocates only when the result differs from the
// input's assigned name.
func (u URN) Normalize() string { return Default().Normalize(u) }

// NormalizeLexical returns the lexically normalized assigned name (RFC 8141
// §3.1): "urn:", the NID in lower case, ":", and the NSS with
// percent-encoding hex digits in upper case; the r-, q- and f-components
// are dropped. EqualLexical(a, b) holds exactly when a.NormalizeLexical()
// == b.NormalizeLexical(). It allocates only when the result differs from
// the input's assigned name.
func (u URN) NormalizeLexical() string {
	if u.s == "" {
		return ""
	}
	name := u.s[:u.nssEnd]
	if isNormal(name, int(u.nidEnd)) {
		return name
	}
	b := make([]byte, 0, len(name))
	b = appendNormal(b, name, int(u.nidEnd))
	return string(b)
}

// isNormal reports whether "urn:" NID ":" text is already in normal form.
func isNormal(s string, nidEnd int) bool {
	if s[0] != 'u' || s[1] != 'r' || s[2] != 'n' {
		return false
	}
	for i := 4; i < nidEnd; i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return false
		}
	}
	for i := nidEnd + 1; i < len(s); i++ {
		if s[i] == '%' {
			if 'a' <= s[i+1] || 'a' <= s[i+2] {
				return false
			}
			i += 2
		}
	}
	return true
}

// appendNormal appends the normal form of "urn:" NID ":" text to b.
func appendNormal(b []byte, s string, nidEnd int) []byte {
	b = append(b, "urn:"...)
	for i := 4; i < nidEnd; i++ {
		b = append(b, ascii.ToLower(s[i]))
	}
	b = append(b, ':')
	return appendPctUpper(b, s[nidEnd+1:])
}

// appendPctUpper appends t with the hex digits of its triplets upper-cased.
func appendPctUpper(b []byte, t string) []byte {
	for i := 0; i < len(t); i++ {
		b = append(b, t[i])
		if t[i] == '%' && i+2 < len(t) {
			b = append(b, ascii.ToUpper(t[i+1]), ascii.ToUpper(t[i+2]))
			i += 2
		}
	}
	return b
}

// NormalizeForCache returns the normal form for caching resolution results,
// seed 004 §5 steps 1-4 and 5b: the assigned name as Normalize gives it,
// then, for a Draft URN with a query, "?" and the query's directives ordered
// by keyword (stably, so repeated unregistered keywords keep their order),
// with percent-encoding hex digits in upper case; the fragment is dropped.
// For the other dialects it is Normalize.
func (u URN) NormalizeForCache() string {
	if u.dialect != Draft || u.flags&fQ == 0 {
		return u.Normalize()
	}
	ds := slices.Collect(u.Directives())
	slices.SortStableFunc(ds, func(x, y Directive) int { return cmp.Compare(x.Keyword, y.Keyword) })
	var b strings.Builder
	b.Grow(int(u.qEnd))
	b.WriteString(u.Normalize())
	buf := make([]byte, 0, 64)
	for i, d := range ds {
		if i == 0 {
			b.WriteByte('?')
		} else {
			b.WriteByte('&')
		}
		b.WriteString(d.Keyword)
		b.WriteByte('=')
		buf = appendPctUpper(buf[:0], d.Value)
		b.Write(buf)
	}
	return b.String()
}

// EqualForCache reports whether a and b are equivalent for caching
// resolution results (seed 004 §5 step 5b): NormalizeForCache gives the
// same text for both.
func EqualForCache(a, b URN) bool {
	return a.s != "" && b.s != "" && a.NormalizeForCache() == b.NormalizeForCache()
}
