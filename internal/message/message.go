// Package message writes the one shape of the module's error messages:
// what is wrong, where (a byte offset, and the part of the input it is in),
// and how to fix it, as uri.Error set it out (STYLE: "uri: space at offset
// 10 in path: spaces must be written %20").
package message

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/pct"
)

// Format returns "<pkg>: <what> at offset <offset>[ in <where>][: <hint>]"
// for a reason written "<what>[; <hint>]": the hint, what to write instead,
// goes after the location. where is left out when it is "".
func Format(pkg, reason string, offset int, where string) string {
	what, hint, ok := strings.Cut(reason, "; ")
	var b strings.Builder
	b.Grow(len(pkg) + len(reason) + len(where) + 24)
	b.WriteString(pkg)
	b.WriteString(": ")
	b.WriteString(what)
	b.WriteString(" at offset ")
	b.WriteString(strconv.Itoa(offset))
	if where != "" {
		b.WriteString(" in ")
		b.WriteString(where)
	}
	if ok {
		b.WriteString(": ")
		b.WriteString(hint)
	}
	return b.String()
}

// Byte names a byte for a message: a printable ASCII character quoted
// ("'/'"), or the triplet of a control or non-ASCII byte ("byte %0A").
func Byte(b byte) string {
	if b < 0x20 || b >= 0x7f {
		return "byte " + pct.Triplet(b)
	}
	return strconv.QuoteRune(rune(b))
}
