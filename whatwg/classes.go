package whatwg

// Byte classes for the parser's inner loops, each a 256-entry table made
// from the percent-encode sets (§1.3) and the delimiters of a state
// (§4.4), so that a loop asks one question per byte.

import (
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/internal/uts46"
)

// The classes of a byte in a path, query or fragment.
const (
	clPlain  = iota // written as it is
	clEncode        // percent-encoded
	clStop          // ends the segment or component ("/", "?", "#", and "\" in a special URL)
	clDot           // "." or "%": may begin a single-dot or double-dot segment
)

type classTable [256]uint8

// classes returns the table of a component encoded with set and ended by
// the bytes of stops (a value, so that package init allocates nothing).
func classes(set pct.Set, stops string) classTable {
	var t classTable
	for c := 0; c < 256; c++ {
		if !set.Has(byte(c)) {
			t[c] = clEncode
		}
	}
	for k := 0; k < len(stops); k++ {
		t[stops[k]] = clStop
	}
	return t
}

var (
	// The path state's (parse_path.go): "/" is written as it is, "." and
	// "%" are looked at; with a state override (the pathname setter), "?"
	// and "#" are path code points, percent-encoded.
	pathRunSpecial         = pathClasses("\\?#")
	pathRunOther           = pathClasses("?#")
	pathRunSpecialOverride = pathClasses("\\")
	pathRunOtherOverride   = pathClasses("")
	querySpecial           = classes(pct.URLSpecialQuery, "#")
	queryOther             = classes(pct.URLQuery, "#")
	fragmentClass          = classes(pct.URLFragment, "")
)

// pathClasses returns the table of the path state's loop: the path
// percent-encode set, "." and "%" as clDot, and stops (after a special
// URL's "\\", which is a slash).
func pathClasses(stops string) classTable {
	t := classes(pct.URLPath, stops)
	t['.'], t['%'] = clDot, clDot
	return t
}

// set returns a table holding the bytes of s.
func set(s string) (t [256]bool) {
	for k := 0; k < len(s); k++ {
		t[s[k]] = true
	}
	return t
}

var (
	// authorityStop: the bytes the authority state looks at (§4.4).
	authorityStop = set("/?#\\@")
	// hostStop: the bytes the host state looks at (§4.4).
	hostStop = set(":/?#\\[]")
)

// The classes of a byte in a domain, as bits (host.go).
const (
	dmUpper     = 1 << iota // an ASCII upper-case letter
	dmForbidden             // a forbidden domain code point (§3.2)
	dmPercent               // "%": percent-decoding to do
	dmNonASCII              // UTS #46 to do
	dmSlow      = dmPercent | dmNonASCII
)

var domainClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case c >= 0x80:
			t[c] = dmNonASCII
		case c == '%':
			t[c] = dmPercent
		case uts46.IsForbiddenDomain(byte(c)):
			t[c] = dmForbidden
		case 'A' <= c && c <= 'Z':
			t[c] = dmUpper
		}
	}
	return t
}()
