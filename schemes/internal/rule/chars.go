package rule

import "github.com/urikit/urikit/internal/ascii"

// The character sets of RFC 1738 §5:
//
//	safe       = "$" | "-" | "_" | "." | "+"
//	extra      = "!" | "*" | "'" | "(" | ")" | ","
//	reserved   = ";" | "/" | "?" | ":" | "@" | "&" | "="
//	unreserved = alpha | digit | safe | extra
//	uchar      = unreserved | escape
//	xchar      = unreserved | reserved | escape
//
// A Set is a bit set over these classes; each scheme rule is one Set. "%"
// belongs to no Set: Scan checks escapes ("%" hex hex) on its own.

// Set is a set of characters a rule may hold literally.
type Set uint16

// The classes a Set is made of. Each reserved character has its own bit so
// that a rule can take exactly the ones the BNF lists.
const (
	Alpha Set = 1 << iota
	Digit
	SafeExtra // safe | extra, and "~" (see the package doc)
	Semi      // ;
	Slash     // /
	Question  // ?
	Colon     // :
	At        // @
	Amp       // &
	Equals    // =
	Hyphen    // "-" alone, for group names and host labels (also in SafeExtra)
	Dot       // "." alone (also in SafeExtra)
	Plus      // "+" alone (also in SafeExtra)
	Under     // "_" alone (also in SafeExtra)
)

// Composite sets of RFC 1738 §5.
const (
	Uchar    = Alpha | Digit | SafeExtra                           // uchar, less escape
	Reserved = Semi | Slash | Question | Colon | At | Amp | Equals // reserved
	Xchar    = Uchar | Reserved                                    // xchar, less escape
)

var table = func() (t [256]Set) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] |= Alpha
		t[c-'a'+'A'] |= Alpha
	}
	for c := '0'; c <= '9'; c++ {
		t[c] |= Digit
	}
	for _, c := range []byte("$-_.+!*'(),~") {
		t[c] |= SafeExtra
	}
	for _, p := range [...]struct {
		c byte
		s Set
	}{{';', Semi}, {'/', Slash}, {'?', Question}, {':', Colon}, {'@', At}, {'&', Amp},
		{'=', Equals}, {'-', Hyphen}, {'.', Dot}, {'+', Plus}, {'_', Under}} {
		t[p.c] |= p.s
	}
	return t
}()

// In reports whether byte c is in s.
func In(c byte, s Set) bool { return table[c]&s != 0 }

// IsHex reports whether c is a hex digit.
func IsHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// Scan returns the offset of the first byte of s[from:to] that is neither in
// set nor the start of an escape ("%" hex hex), or -1 when there is none.
// pct reports whether an escape was seen.
func Scan(s string, from, to int, set Set) (bad int, pct bool) {
	for i := from; i < to; i++ {
		c := s[i]
		if table[c]&set != 0 {
			continue
		}
		if c == '%' && i+2 < to && IsHex(s[i+1]) && IsHex(s[i+2]) {
			pct = true
			i += 2
			continue
		}
		return i, pct
	}
	return -1, pct
}

// Digits reports whether s is 1*digit.
func Digits(s string) bool { return s != "" && ascii.AllDigits(s) }

// Index returns the offset of the first c in s[from:to], or to.
func Index(s string, from, to int, c byte) int {
	for i := from; i < to; i++ {
		if s[i] == c {
			return i
		}
	}
	return to
}

// IndexTab returns the offset of the first "%09" in s[from:to], or to.
func IndexTab(s string, from, to int) int {
	for i := from; i+2 < to; i++ {
		if s[i] == '%' && s[i+1] == '0' && s[i+2] == '9' {
			return i
		}
	}
	return to
}
