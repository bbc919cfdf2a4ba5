package canon

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// How webarchive-commons' URLParser.parse splits a URL (the step before
// canonicalization): white space trimmed and stray line breaks removed, the
// ARC/WARC pseudo-schemes kept whole, "http://" added when the scheme is not
// one it knows, then RFC 2396 Appendix B's regular expression and the
// authority split at the first "@" and the following ":".

// iaURL is a URL as URLParser splits it.
type iaURL struct {
	s        string // the URL after trimming and removing stray spacing
	opaque   bool   // dns:, filedesc: or warcinfo: (kept whole)
	scheme   string
	host     string
	port     int // noPort when none (or ":" with no digits)
	path     string
	query    string
	hasQuery bool
}

// iaSchemes are the schemes URLParser recognizes before "://"
// (ALL_SCHEMES_PATTERN, in any case); any other URL gets "http://" first.
var iaSchemes = [...]string{"http", "https", "ftp", "mms", "rtsp", "wais"}

func parseIA(rawURL string) (iaURL, error) {
	var u iaURL
	s := iaClean(rawURL)
	u.s = s
	if strings.HasPrefix(s, "dns:") || strings.HasPrefix(s, "filedesc:") || strings.HasPrefix(s, "warcinfo:") {
		u.opaque = true
		return u, nil
	}
	rest := ""
	for _, sc := range iaSchemes {
		if len(s) > len(sc)+2 && ascii.EqualFold(s[:len(sc)], sc) && s[len(sc):len(sc)+3] == "://" {
			u.scheme, rest = s[:len(sc)], s[len(sc)+3:]
			break
		}
	}
	if u.scheme == "" {
		u.scheme, rest = "http", s
	}
	// HTTP_SCHEME_SLASHES: "http:///" and "https:////..." lose the extra
	// slashes (the scheme as written, in lower case only).
	if u.scheme == "http" || u.scheme == "https" {
		rest = strings.TrimLeft(rest, "/")
	}
	// The path ends at the first "?" or "#"; the authority at the first
	// "/" before it.
	pathEnd := len(rest)
	if q := strings.IndexByte(rest, '?'); q >= 0 {
		pathEnd = q
	}
	if h := strings.IndexByte(rest[:pathEnd], '#'); h >= 0 {
		pathEnd = h
	}
	end := pathEnd
	if sl := strings.IndexByte(rest[:pathEnd], '/'); sl >= 0 {
		end = sl
	}
	authority, rest := rest[:end], rest[end:]
	i := pathEnd - end
	if i < len(rest) {
		u.path = rest[:i]
		if rest[i] == '?' {
			u.hasQuery = true
			u.query = rest[i+1:]
			if j := strings.IndexByte(u.query, '#'); j >= 0 {
				u.query = u.query[:j]
			}
		}
	} else {
		u.path = rest
	}
	if authority == "" {
		return u, newError("surt", rawURL, -1, "no host")
	}

	// USER:PASS@HOST:PORT, as URLParser splits it: the first "@", then
	// the first ":" after it (or after an IPv6 literal's "]" at the start).
	at := strings.IndexByte(authority, '@')
	from := max(at, 0)
	if at < 0 && authority[0] == '[' {
		from = max(strings.IndexByte(authority, ']'), 0)
	}
	colon := strings.IndexByte(authority[from:], ':')
	if colon >= 0 {
		colon += from
	}
	hostStart, hostEnd := at+1, len(authority)
	u.port = noPort
	if colon >= 0 {
		hostEnd = colon
		if p := authority[colon+1:]; p != "" {
			n, ok := javaParseInt(p)
			if !ok {
				return u, newError("surt", rawURL, strings.Index(rawURL, p), "the port "+strconv.Quote(p)+" is not a number")
			}
			u.port = n
		}
	}
	if hostEnd < hostStart {
		hostEnd = hostStart
	}
	u.host = authority[hostStart:hostEnd]
	return u, nil
}

// iaClean is URLParser's first two steps: String.trim (every byte up to
// U+0020 at either end) and removing LF, CR, TAB, U+0085 (NEL), U+2028 and
// U+2029 anywhere.
func iaClean(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] <= ' ' {
		s = s[:len(s)-1]
	}
	if strayAt(s, 0) < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		j := strayAt(s, i)
		if j < 0 {
			b = append(b, s[i:]...)
			break
		}
		b = append(b, s[i:j]...)
		i = j + straySize(s, j)
	}
	return string(b)
}

// strayAt returns the offset of the first stray line break at or after i.
// Eight bytes at a time it skips words with no byte below 0x20 and none
// above 0x7F, where none can be.
func strayAt(s string, i int) int {
	const lows, highs = 0x2020202020202020, 0x8080808080808080
	for ; i+8 <= len(s); i += 8 {
		w := ascii.Load64(s[i:])
		if (w-lows|w)&highs != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; (c <= '\r' || c == 0xC2 || c == 0xE2) && straySize(s, i) > 0 {
			return i
		}
	}
	return -1
}

// straySize returns the length of the stray line break at s[i:], or 0.
func straySize(s string, i int) int {
	switch s[i] {
	case '\n', '\r', '\t':
		return 1
	case 0xC2: // U+0085
		if i+1 < len(s) && s[i+1] == 0x85 {
			return 2
		}
	case 0xE2: // U+2028, U+2029
		if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9) {
			return 3
		}
	}
	return 0
}

// javaParseInt reads s as Java's Integer.parseInt does: an optional sign,
// then ASCII digits, within 32 bits.
func javaParseInt(s string) (int, bool) {
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" || !ascii.AllDigits(s) {
		return 0, false
	}
	n := int64(0)
	for i := 0; i < len(s); i++ {
		n = n*10 + int64(s[i]-'0')
		if n > 1<<31 {
			return 0, false
		}
	}
	if neg {
		n = -n
	}
	if n > 1<<31-1 {
		return 0, false
	}
	return int(n), true
}
