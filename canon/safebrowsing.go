package canon

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// Google Safe Browsing, Update API v4, "URLs and Hashing"
// (developers.google.com/safe-browsing/v4/urls-hashing), Canonicalization:
// the URL whose suffix/prefix expressions are hashed and looked up. Where
// the document leaves a step open, Chromium's client decides, and where that
// is silent too, the archived Go client (github.com/google/safebrowsing):
//
//   - white space around the URL is removed, and tab, CR and LF anywhere;
//   - the fragment goes first, at the first "#" (so an escaped "%23" is data);
//   - the URL is unescaped until no triplet is left, and only then split:
//     "http%3A%2F%2Fexample.com/" is http://example.com/, and a "%3F" in the
//     path starts the query (as in the Go client);
//   - a URL without a scheme is http (a scheme is letters, digits, "+", "-"
//     and "." from a letter, then a ":" that does not start a port); one with
//     a scheme must continue with "//";
//   - userinfo and port are dropped (the v4 examples drop :1234);
//   - the host: an IDN to its A-labels (UTS #46, as a browser), leading and
//     trailing dots removed, runs of dots made one, an IPv4 address in any
//     spelling the URL Standard reads ("0x7f.1", "3279880203") in dotted
//     decimal, lower case; an IPv6 literal is kept as written, lower-cased;
//   - the path: runs of "/" made one, then "." and ".." segments resolved as
//     RFC 3986 §5.2.4 does (Chromium's reading: "/a/b/.." is "/a/"); an
//     empty path is "/"; the query is kept as it is ("?" included);
//   - finally every byte <= 0x20 or >= 0x7F, "#" and "%" is escaped, in upper
//     case (the document; the Go client writes lower case).

// SafeBrowsing returns the canonical form of rawURL that Safe Browsing v4
// hashes (see the package documentation). It returns rawURL itself, without
// allocating, when rawURL is already canonical.
//
//	SafeBrowsing("http://host/%25%32%35%25%32%35") // "http://host/%25%25"
//	SafeBrowsing("http://3279880203/blah")         // "http://195.127.0.11/blah"
func SafeBrowsing(rawURL string) (string, error) {
	var buf [512]byte
	out, err := AppendSafeBrowsing(buf[:0], rawURL)
	if err != nil {
		return "", err
	}
	if string(out) == rawURL {
		return rawURL, nil
	}
	return string(out), nil
}

// AppendSafeBrowsing appends the canonical form of rawURL that SafeBrowsing
// returns to dst. It allocates nothing when dst has room, the host is
// ASCII and the path has no "." or ".." segment.
func AppendSafeBrowsing(dst []byte, rawURL string) ([]byte, error) {
	var scratch [512]byte
	c, err := sbCanonicalize(dst, scratch[:0], rawURL)
	return c.out, err
}

// sbURL is a canonical Safe Browsing URL written into out (after whatever
// out held before, at offset start): scheme "://" host path ["?" query].
type sbURL struct {
	out                []byte
	start              int
	hostStart, hostEnd int // the host, in out
	pathEnd            int // the end of the path; the query, if any, follows after "?"
	query              bool
	ip                 bool // the host is an IPv4 or IPv6 address
}

func (c *sbURL) host() []byte { return c.out[c.hostStart:c.hostEnd] }
func (c *sbURL) path() []byte { return c.out[c.hostEnd:c.pathEnd] }

// sbCanonicalize appends the canonical form of rawURL to out, using scratch
// for the decoded text.
func sbCanonicalize(out, scratch []byte, rawURL string) (sbURL, error) {
	c := sbURL{out: out, start: len(out)}
	u := sbPrepare(scratch, rawURL)

	// The scheme, as the Go client reads one (getScheme).
	scheme, rest := sbScheme(u)
	if scheme != nil {
		if len(rest) < 2 || rest[0] != '/' || rest[1] != '/' {
			return c, newError("safebrowsing", rawURL, -1, "a URL with a scheme must go on with \"//\" and a host")
		}
		rest = rest[2:]
		for _, b := range scheme {
			c.out = append(c.out, ascii.ToLower(b))
		}
	} else {
		c.out = append(c.out, "http"...)
		rest = u
	}
	c.out = append(c.out, "://"...)

	// The query, from the first "?"; the authority, to the first "/".
	var query []byte
	if q := indexByte(rest, '?'); q >= 0 {
		query, rest, c.query = rest[q+1:], rest[:q], true
	}
	authority, path := rest, rest[len(rest):]
	if p := indexByte(rest, '/'); p >= 0 {
		authority, path = rest[:p], rest[p:]
	}
	host, ok := sbHost(authority)
	if !ok {
		return c, newError("safebrowsing", rawURL, -1, "no host")
	}
	if host[0] == '[' {
		// An IPv6 literal is kept as written (lower-cased) when it is an
		// address (RFC 3986's IPv6address); anything else between the
		// brackets (bytes to escape, a zone) is no host to look up.
		if len(host) < 2 || host[len(host)-1] != ']' || !uri.IsIPv6(string(host[1:len(host)-1])) {
			return c, newError("safebrowsing", rawURL, -1, "an IPv6 literal that is not an address")
		}
	} else if indexByte(host, ':') >= 0 {
		// Chromium and the Go client (net/url) refuse such a port; a host
		// that kept it would be read again as a host and a port.
		return c, newError("safebrowsing", rawURL, -1, "a port that is not a number")
	}

	c.hostStart = len(c.out)
	c.out, c.ip = sbAppendHost(c.out, host)
	c.hostEnd = len(c.out)
	if c.hostEnd == c.hostStart {
		return c, newError("safebrowsing", rawURL, -1, "no host")
	}
	c.out = sbAppendPath(c.out, path)
	c.pathEnd = len(c.out)
	if c.query {
		c.out = append(c.out, '?')
		c.out = appendEscaped(c.out, query, &sbSet)
	}
	return c, nil
}

// sbPrepare appends to scratch rawURL without the white space around it,
// without tab, CR and LF, cut at the first "#", and decoded until it holds
// no triplet.
func sbPrepare(scratch []byte, rawURL string) []byte {
	s := rawURL
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	start := len(scratch)
	if !hasControl(s) {
		return unescapeOnto(scratch, start, s)[start:]
	}
	for {
		i := indexAny3(s, '\t', '\r', '\n')
		if i < 0 {
			return unescapeOnto(scratch, start, s)[start:]
		}
		scratch = unescapeOnto(scratch, start, s[:i])
		s = s[i+1:]
	}
}

// indexAny3 returns the index of the first of a, b or c in s, or -1.
func indexAny3(s string, a, b, c byte) int {
	for i := 0; i < len(s); i++ {
		if x := s[i]; x == a || x == b || x == c {
			return i
		}
	}
	return -1
}

// hasControl reports whether s may hold a byte below 0x20: false for
// certain when no word of eight bytes has one (bytes above 0x7F cannot set
// the mark; a borrow may, and then the bytes are looked at one by one).
func hasControl(s string) bool {
	const ones = 0x0101010101010101
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := ascii.Load64(s[i:])
		if (w-0x20*ones)&^w&(0x80*ones) != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if s[i] < 0x20 {
			return true
		}
	}
	return false
}

// isSpace is ASCII white space.
func isSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\v' || b == '\f'
}

// sbScheme splits a scheme from u: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
// followed by a ":" that does not begin a port (":" digits, then "/" or the
// end: "www.example.com:80/" has no scheme). It returns nil and u when
// there is none.
func sbScheme(u []byte) (scheme, rest []byte) {
	if len(u) == 0 || !ascii.IsAlpha(u[0]) {
		return nil, u
	}
	i := 1
	for i < len(u) && (ascii.IsAlnum(u[i]) || u[i] == '+' || u[i] == '-' || u[i] == '.') {
		i++
	}
	if i == len(u) || u[i] != ':' {
		return nil, u
	}
	j := i + 1
	for j < len(u) && ascii.IsDigit(u[j]) {
		j++
	}
	if j > i+1 && (j == len(u) || u[j] == '/') {
		return nil, u // a port
	}
	return u[:i], u[i+1:]
}

// sbHost returns the host of an authority: after the last "@", without a
// port (":" and digits at the end), an IPv6 literal up to its "]".
func sbHost(authority []byte) ([]byte, bool) {
	h := authority
	if at := lastIndexByte(h, '@'); at >= 0 {
		h = h[at+1:]
	}
	if len(h) > 0 && h[0] == '[' {
		end := lastIndexByte(h, ']')
		if end < 0 {
			return nil, false
		}
		return h[:end+1], true
	}
	if colon := lastIndexByte(h, ':'); colon >= 0 && ascii.AllDigits(h[colon+1:]) {
		h = h[:colon]
	}
	return h, len(h) > 0
}

// sbAppendHost appends the canonical host (escaped) to out and reports
// whether it is an IP address.
func sbAppendHost(out, h []byte) ([]byte, bool) {
	if h[0] == '[' {
		for _, b := range h {
			out = append(out, ascii.ToLower(b))
		}
		return out, true
	}
	// An IDN becomes A-labels as a browser reads it (the URL Standard's
	// domain parser); a name the browser refuses stays as it is, escaped.
	if !ascii.IsASCII(h) && utf8.Valid(h) {
		if a, err := whatwg.ParseDomain(string(h), false); err == nil {
			h = []byte(a)
		}
	}
	// Dots: none at either end, one between labels; then lower case.
	var buf [256]byte
	d := buf[:0]
	for i, b := range h {
		if b == '.' && (len(d) == 0 || h[i-1] == '.') {
			continue
		}
		d = append(d, ascii.ToLower(b))
	}
	if len(d) > 0 && d[len(d)-1] == '.' {
		d = d[:len(d)-1]
	}
	// The Windows resolver reads a dotted quad followed by a space and
	// anything, in at most 15 bytes, as that address (the Go client's
	// parseIPAddress, after Chromium's).
	if q := windowsQuad(d); q != nil {
		d = q
	}
	// An IPv4 address in any spelling a browser reads ("0x7f.1", "127.1",
	// "2130706433"), as the URL Standard's host parser reads it.
	if addr, ok := whatwg.ParseIPv4(d); ok {
		return addr.AppendTo(out), true
	}
	return appendEscaped(out, d, &sbSet), false
}

// windowsQuad returns the dotted quad that starts h when h is at most 15
// bytes of four dot-separated runs of 1 to 3 digits, a space and anything.
func windowsQuad(h []byte) []byte {
	if len(h) > 15 {
		return nil
	}
	i := 0
	for part := 0; part < 4; part++ {
		if part > 0 {
			if i == len(h) || h[i] != '.' {
				return nil
			}
			i++
		}
		n := 0
		for i < len(h) && ascii.IsDigit(h[i]) && n < 3 {
			i++
			n++
		}
		if n == 0 {
			return nil
		}
	}
	if i < len(h) && h[i] == ' ' {
		return h[:i]
	}
	return nil
}

// sbAppendPath appends the canonical path (escaped) to out: "/" for an empty
// one, runs of "/" made one, dot segments removed.
func sbAppendPath(out, p []byte) []byte {
	if len(p) == 0 {
		return append(out, '/')
	}
	if !bytes.Contains(p, []byte("//")) && !hasDotSegmentBytes(p) {
		return appendEscaped(out, p, &sbSet)
	}
	var buf [512]byte
	d := buf[:0]
	for i, b := range p {
		if b == '/' && i > 0 && p[i-1] == '/' {
			continue
		}
		d = append(d, b)
	}
	if hasDotSegmentBytes(d) {
		return appendEscaped(out, uri.RemoveDotSegments(string(d)), &sbSet)
	}
	return appendEscaped(out, d, &sbSet)
}

// hasDotSegment reports whether the path p (starting with "/") has a "." or
// ".." segment; hasDotSegmentBytes is the same for bytes (each searches
// "/." with its package's Index).
func hasDotSegment(p string) bool {
	for i := 0; ; i += 2 {
		k := strings.Index(p[i:], "/.")
		if k < 0 {
			return false
		}
		if i += k; dotSegmentAt(p, i) {
			return true
		}
	}
}

func hasDotSegmentBytes(p []byte) bool {
	for i := 0; ; i += 2 {
		k := bytes.Index(p[i:], []byte("/."))
		if k < 0 {
			return false
		}
		if i += k; dotSegmentAt(p, i) {
			return true
		}
	}
}

// dotSegmentAt reports whether the "/." at p[i:] begins a "." or ".."
// segment.
func dotSegmentAt[S ~string | ~[]byte](p S, i int) bool {
	j := i + 2
	if j < len(p) && p[j] == '.' {
		j++
	}
	return j == len(p) || p[j] == '/'
}

func indexByte(b []byte, c byte) int { return bytes.IndexByte(b, c) }

func lastIndexByte[S ~string | ~[]byte](b S, c byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == c {
			return i
		}
	}
	return -1
}
