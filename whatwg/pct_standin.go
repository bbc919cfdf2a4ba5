package whatwg

// A stand-in for internal/pct (branch core), which defines the URL
// Standard's percent-encode sets (§1.3) once for the module: replaced by it
// when it lands on main. Only what the parser needs is here.

// encodeSet is the set of ASCII bytes an encoder writes as themselves;
// every other byte (all of 0x80-0xFF among them) is percent-encoded.
type encodeSet struct{ lo, hi uint64 }

func (s encodeSet) Has(b byte) bool {
	if b < 64 {
		return s.lo>>b&1 != 0
	}
	return b < 128 && s.hi>>(b-64)&1 != 0
}

const (
	printable    = (1<<0x7F - 1) &^ (1<<0x20 - 1) // U+0020 to U+007E
	urlFragment  = printable &^ (1<<' ' | 1<<'"' | 1<<'<' | 1<<'>' | 1<<'`')
	urlQuery     = printable &^ (1<<' ' | 1<<'"' | 1<<'#' | 1<<'<' | 1<<'>')
	urlSpecialQ  = urlQuery &^ (1 << '\'')
	urlPath      = urlQuery &^ (1<<'?' | 1<<'^' | 1<<'`' | 1<<'{' | 1<<'}')
	urlUserinfo  = urlPath &^ (1<<'/' | 1<<':' | 1<<';' | 1<<'=' | 1<<'@' | 1<<'[' | 1<<'\\' | 1<<']' | 1<<'|')
	urlComponent = urlUserinfo &^ (1<<'$' | 1<<'%' | 1<<'&' | 1<<'+' | 1<<',')
	urlForm      = urlComponent &^ (1<<'!' | 1<<'\'' | 1<<'(' | 1<<')' | 1<<'~')
	low          = 1<<64 - 1
)

var (
	setC0Control    = encodeSet{printable & low, printable >> 64}
	setFragment     = encodeSet{urlFragment & low, urlFragment >> 64}
	setQuery        = encodeSet{urlQuery & low, urlQuery >> 64}
	setSpecialQuery = encodeSet{urlSpecialQ & low, urlSpecialQ >> 64}
	setPath         = encodeSet{urlPath & low, urlPath >> 64}
	setUserinfo     = encodeSet{urlUserinfo & low, urlUserinfo >> 64}
	setComponent    = encodeSet{urlComponent & low, urlComponent >> 64}
	setForm         = encodeSet{urlForm & low, urlForm >> 64}
)

const upperHex = "0123456789ABCDEF"

func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

func isHex(c byte) bool { _, ok := unhex(c); return ok }
