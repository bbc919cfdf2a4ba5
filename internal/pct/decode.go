package pct

import (
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// Decoding, RFC 3986 §2.1: each triplet "%" HEXDIG HEXDIG stands for the
// octet its two hex digits give, in either case; decoding replaces it by
// that octet, whatever it is (a control, a reserved character, a byte of
// UTF-8 or not), and leaves every other byte alone.

// Octet returns the octet of the triplet at s[i:], or -1 when s[i:] does
// not begin with "%" and two hex digits.
func Octet(s string, i int) int {
	if i+2 >= len(s) || s[i] != '%' {
		return -1
	}
	if v, ok := ascii.HexPair(s[i+1], s[i+2]); ok {
		return int(v)
	}
	return -1
}

// Invalid returns the offset of the first "%" of s that does not begin a
// triplet, or -1 when every "%" does: a text RFC 3986 calls
// percent-encoded has none (§2.1, §2.4).
func Invalid(s string) int {
	for i := strings.IndexByte(s, '%'); i >= 0; {
		if Octet(s, i) < 0 {
			return i
		}
		j := strings.IndexByte(s[i+3:], '%')
		if j < 0 {
			break
		}
		i += 3 + j
	}
	return -1
}

// Decode returns s with every triplet replaced by its octet. A "%" that
// does not begin a triplet is kept as it is (as the URL Standard's
// percent-decode does, §1.3); Invalid finds one. Decode returns s itself,
// without allocating, when s holds no "%", and otherwise allocates once.
func Decode(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	writeDecoded(&b, s[i:], false)
	return b.String()
}

// DecodeForm is Decode with "+" read as a space first, as the
// application/x-www-form-urlencoded parser reads a name or value (URL
// Standard §5.1): "a+b%2B" is "a b+".
func DecodeForm(s string) string {
	i := strings.IndexAny(s, "%+")
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	writeDecoded(&b, s[i:], true)
	return b.String()
}

// WriteDecoded writes s decoded to b, as Decode does, or as DecodeForm does
// with form. Texts decoded into one Builder share its memory: a caller
// that decodes several may Grow it once and take each as a part of
// b.String().
func WriteDecoded(b *strings.Builder, s string, form bool) {
	writeDecoded(b, s, form)
}

func writeDecoded(b *strings.Builder, s string, form bool) {
	for i := 0; i < len(s); {
		// The run up to the next "%" (or "+") is written as it is.
		j := i
		for j < len(s) && s[j] != '%' && (s[j] != '+' || !form) {
			j++
		}
		b.WriteString(s[i:j])
		if j == len(s) {
			return
		}
		// A run of triplets (a UTF-8 character is two to four).
		for ; j < len(s); j += 3 {
			if s[j] == '+' && form {
				b.WriteByte(' ')
				j -= 2
				continue
			}
			v := Octet(s, j)
			if v < 0 {
				break
			}
			b.WriteByte(byte(v))
		}
		if j < len(s) && s[j] == '%' {
			b.WriteByte('%') // not a triplet: kept
			j++
		}
		i = j
	}
}
