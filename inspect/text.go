package inspect

// Small text helpers that allocate nothing.

import (
	"unicode/utf8"

	"github.com/urikit/urikit/internal/pct"
)

// decodeAppend appends the percent-decoding of s (a component of a parsed
// URI) to dst, stopping when dst is full: the caller passes a fixed-size
// buffer and judges a long component on its beginning. complete reports
// whether all of s was decoded.
func decodeAppend(dst []byte, s string) (d []byte, complete bool) {
	i := 0
	for ; i < len(s) && len(dst) < cap(dst); i++ {
		c := s[i]
		if o := pct.Octet(s, i); o >= 0 {
			c = byte(o)
			i += 2
		}
		dst = append(dst, c)
	}
	return dst, i == len(s)
}

// shorten bounds the text a message quotes.
func shorten(s string) string {
	const max = 64
	if len(s) <= max {
		return s
	}
	i := max
	for i > max-utf8.UTFMax && i > 0 && !utf8.RuneStart(s[i]) {
		i-- // not inside a UTF-8 sequence
	}
	return s[:i] + "..."
}
