package urlpattern

// §2.1 (the Standard's "Encoding callbacks"): each fixed piece of a pattern,
// and each component of a URLPatternInit given to exec, canonicalized as the
// URL Standard's parser would write it, through package whatwg's API (its
// parser and setters; nothing of its internals is repeated here).

import (
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/whatwg"
)

// dummyURL is the URL of "create a dummy URL".
var dummyURL = mustParse("https://dummy.invalid/")

func mustParse(s string) whatwg.URL {
	u, err := whatwg.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func canonError(c Component, value, reason string) error {
	return &Error{Input: value, Component: c.String(), Kind: ErrComponent, Reason: reason}
}

// canonProtocol is "canonicalize a protocol".
func canonProtocol(value string) (string, error) {
	if value == "" || keepsProtocol(value) {
		return value, nil
	}
	return canonProtocolByParser(value)
}

func canonProtocolByParser(value string) (string, error) {
	u, err := whatwg.Parse(value + "://dummy.invalid/")
	if err != nil {
		return "", canonError(Protocol, value, "not a URL scheme: "+err.Error())
	}
	return u.Scheme(), nil
}

// canonUsername is "canonicalize a username".
func canonUsername(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u, _ := dummyURL.SetUsername(value)
	return u.Username(), nil
}

// canonPassword is "canonicalize a password".
func canonPassword(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u, _ := dummyURL.SetPassword(value)
	return u.Password(), nil
}

// canonHostname is "canonicalize a hostname": the basic URL parser with
// the hostname state as state override, on the dummy URL (the hostname
// setter's work).
func canonHostname(value string) (string, error) {
	if value == "" || keepsHostname(value) {
		return value, nil
	}
	return canonHostnameByParser(value)
}

func canonHostnameByParser(value string) (string, error) {
	u, ok := dummyURL.SetHostname(value)
	if !ok {
		return "", canonError(Hostname, value, "not a valid hostname (the URL parser's hostname state fails on it)")
	}
	return u.Hostname(), nil
}

// canonIPv6Hostname is "canonicalize an IPv6 hostname".
func canonIPv6Hostname(value string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(value); i++ {
		c := value[i]
		if !isHex(c) && c != '[' && c != ']' && c != ':' {
			return "", &Error{Input: value, Offset: i, Component: Hostname.String(), Kind: ErrComponent,
				Reason: "character " + quoteByte(c) + " in an IPv6 hostname; only hex digits, \"[\", \"]\" and \":\" may be there"}
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String(), nil
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// canonPort is "canonicalize a port" without a protocol, the encoding
// callback of the port component. The Standard's text leaves the dummy
// URL's scheme https there, which would make a fixed "443" the default port
// and so "" (null); web-platform-tests want it kept ({"protocol": "https",
// "port": "443*"} has the pattern string "443*"), as browsers and ada
// do, whose dummy URL for this is not special. That is followed here.
func canonPort(value string) (string, error) { return canonPortFor(value, "") }

// canonPortFor is "canonicalize a port" given a protocol: the basic URL
// parser with the port state as state override, on the dummy URL with that
// scheme. Only the scheme's default port changes what the port state does
// (a state override ends the port at any non-digit), so a scheme without
// one is read as the non-special "a".
func canonPortFor(value, protocol string) (string, error) {
	if value == "" {
		return value, nil
	}
	if n, ok := plainPort(value); ok {
		if dp, ok := whatwg.DefaultPort(protocol); ok && int(dp) == n {
			return "", nil
		}
		return value, nil
	}
	return canonPortByParser(value, protocol)
}

func canonPortByParser(value, protocol string) (string, error) {
	dummy := "a://dummy.invalid/"
	if _, ok := whatwg.DefaultPort(protocol); ok {
		dummy = protocol + "://dummy.invalid/"
	}
	u, ok := mustParse(dummy).SetPort(value)
	if !ok {
		return "", canonError(Port, value, "not a port: it must begin with a digit and be at most 65535")
	}
	return u.Port(), nil
}

// canonPathname is "canonicalize a pathname": the pathname setter's work
// (the path start state as state override on the dummy URL, its path
// emptied), with "/-" put before a value that does not begin with "/" and
// taken off the result, so that a piece of a path is not made into one.
func canonPathname(value string) (string, error) {
	if value == "" || keepsPathname(value) {
		return value, nil
	}
	return canonPathnameByParser(value)
}

func canonPathnameByParser(value string) (string, error) {
	lead := value[0] == '/'
	modified := value
	if !lead {
		modified = "/-" + value
	}
	u, _ := dummyURL.SetPathname(modified)
	r := u.Pathname()
	if !lead {
		// The code point substring from 2: "\.." after "/-" is a ".."
		// segment that takes "-" off, leaving "/", of which nothing is
		// left (as JavaScript's substring(2) and browsers have it; the
		// Standard's substring would assert).
		r = r[min(2, len(r)):]
	}
	return r, nil
}

// canonOpaquePathname is "canonicalize an opaque pathname": the opaque
// path state on value. Package whatwg offers no state override for an
// opaque path, so the value is parsed as the path of "a:x<value>x" (the
// parser reaches the opaque path state at the first "x"; the last "x" keeps
// the value's end from being trimmed, as a state override does not trim),
// and the two x's are taken off. The opaque path ends where the value has
// "?" or "#"; the second x then lands in the query or fragment.
func canonOpaquePathname(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u, err := whatwg.Parse("a:x" + value + "x")
	if err != nil {
		return "", canonError(Pathname, value, err.Error())
	}
	p := u.Pathname()[1:]
	_, hasQ := u.Query()
	_, hasF := u.Fragment()
	if !hasQ && !hasF {
		p = p[:len(p)-1]
	}
	return p, nil
}

// canonSearch is "canonicalize a search": the query state as state override
// on the dummy URL (a "?" is put before the value because the search setter
// takes one off).
func canonSearch(value string) (string, error) {
	if value == "" || keeps(value, searchKeep) {
		return value, nil
	}
	return canonSearchByParser(value)
}

func canonSearchByParser(value string) (string, error) {
	u, _ := dummyURL.SetSearch("?" + value)
	q, _ := u.Query()
	return q, nil
}

// canonHash is "canonicalize a hash", as canonSearch.
func canonHash(value string) (string, error) {
	if value == "" || keeps(value, hashKeep) {
		return value, nil
	}
	return canonHashByParser(value)
}

func canonHashByParser(value string) (string, error) {
	u, _ := dummyURL.SetHash("#" + value)
	f, _ := u.Fragment()
	return f, nil
}

func quoteByte(c byte) string {
	if c < 0x20 || c >= 0x7f {
		const hex = "0123456789ABCDEF"
		return "byte %" + string([]byte{hex[c>>4], hex[c&15]})
	}
	return "'" + string(c) + "'"
}

// The text most patterns are made of is already what the URL parser
// writes: "https", "/users/", "example.com". The keeps functions recognize
// such text without running the parser (a setter on the dummy URL costs a
// parser and its output); they answer true only where the canonicalizer
// above returns its value unchanged, which TestCanonFastPaths holds them to
// on every string of their alphabets up to a length and on random longer
// ones.

// searchKeep and hashKeep are the bytes the query state (of a special
// URL, as the dummy URL is) and the fragment state write as themselves.
var searchKeep, hashKeep = pct.URLSpecialQuery, pct.URLFragment

// keeps reports whether every byte of s is one that set writes as itself,
// and none is removed by the parser (tab and newlines are not in any set):
// the query and fragment states then copy s as it is.
func keeps(s string, set pct.Set) bool {
	for i := 0; i < len(s); i++ {
		if !set.Has(s[i]) {
			return false
		}
	}
	return true
}

// keepsProtocol: a scheme in lower case (the scheme state lowers the case
// of the rest; any scheme parses with "://dummy.invalid/" after it).
func keepsProtocol(s string) bool {
	if !ascii.IsLower(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !ascii.IsLower(c) && !ascii.IsDigit(c) && c != '+' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

// keepsHostname: lower-case letters, digits, "-" and ".", with no label
// that begins "xn--" (those are decoded and checked by UTS #46) and a last
// label that does not begin with a digit (the host parser's "ends in a
// number" check would read the host as IPv4). Such a domain is its own
// domain-to-ASCII (mapping changes no lower-case ASCII letter, and the URL
// Standard's checks of hyphens and lengths are off).
func keepsHostname(s string) bool {
	label := 0 // where the current label begins
	last := 0  // where the last non-empty label begins
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '.':
			label = i + 1
			continue
		case ascii.IsLower(c) || ascii.IsDigit(c):
		case c == '-':
			if i == label+2 && i+1 < len(s) && s[i+1] == '-' && s[label:i] == "xn" {
				return false
			}
		default:
			return false
		}
		if i == label {
			last = label
		}
	}
	return !ascii.IsDigit(s[last])
}

// keepsPathname: bytes the path percent-encode set writes as themselves,
// less "\\" (a special URL's path reads it as "/") and "%" (a "%2e" segment
// is a dot segment), and no segment that is "." or ".." (the path state
// removes them).
func keepsPathname(s string) bool {
	seg := 0 // where the current segment begins
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '/' {
			if d := s[seg:i]; d == "." || d == ".." {
				return false
			}
			seg = i + 1
			continue
		}
		if c := s[i]; !pct.URLPath.Has(c) || c == '\\' || c == '%' {
			return false
		}
	}
	return true
}

// plainPort reads a port written as the port state writes it: decimal
// digits without a leading zero (or "0" alone), at most 65535.
func plainPort(s string) (int, bool) {
	if len(s) > 5 || s[0] == '0' && len(s) > 1 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !ascii.IsDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, n <= 65535
}
