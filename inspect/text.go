package inspect

// Small text helpers that allocate nothing.

// decodeAppend appends the percent-decoding of s (a component of a parsed
// URI) to dst, stopping when dst is full: the caller passes a fixed-size
// buffer and judges a long component on its beginning. complete reports
// whether all of s was decoded.
func decodeAppend(dst []byte, s string) (d []byte, complete bool) {
	i := 0
	for ; i < len(s) && len(dst) < cap(dst); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && hexVal(s[i+1]) >= 0 && hexVal(s[i+2]) >= 0 {
			c = byte(hexVal(s[i+1])<<4 | hexVal(s[i+2]))
			i += 2
		}
		dst = append(dst, c)
	}
	return dst, i == len(s)
}

// hasPrefixFold reports whether b begins with the lower-case ASCII prefix,
// ignoring case.
func hasPrefixFold[S ~string | ~[]byte](b S, prefix string) bool {
	if len(b) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		c := b[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != prefix[i] {
			return false
		}
	}
	return true
}

// equalFold reports whether s equals the lower-case ASCII word w, ignoring
// case.
func equalFold[S ~string | ~[]byte](s S, w string) bool {
	return len(s) == len(w) && hasPrefixFold(s, w)
}

// shorten bounds the text a message quotes.
func shorten(s string) string {
	const max = 64
	if len(s) <= max {
		return s
	}
	return s[:max] + "..."
}
