package canon

import (
	"encoding/binary"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/uts46"
)

// SURT, the Sort-friendly URI Reordering Transform, is the key web archives
// and CDX indexes sort captures by: the Wayback Machine, pywb and Common
// Crawl's index. SURT and AppendSURT make it as webarchive-commons'
// WaybackURLKeyMaker.makeKey does (iipc/webarchive-commons,
// org.archive.url): the URL is parsed as URLParser parses it, canonicalized
// by AggressiveIAURLCanonicalizer (BasicURLCanonicalizer, then
// IAURLCanonicalizer with AggressiveIACanonicalizerRules), and written with
// the scheme and userinfo dropped, the host's labels reversed and joined
// by ",", and ")" before the path:
//
//	http://archive.org/goo/?b&a        → org,archive)/goo?a&b
//	https://www.Example.com:443/A/?x=1 → com,example)/a?x=1
//
// Step by step (surt_parse.go, surt_canon.go, surt_sessionid.go):
//
//   - "" is "-"; a URL starting "filedesc" or "warcinfo" is its own key;
//     "dns:host" is the host reversed and ")";
//   - white space around the URL (bytes up to 0x20) and LF, CR, TAB, U+0085,
//     U+2028, U+2029 anywhere are removed; "http://" is put before a URL
//     whose scheme is not http, https, ftp, mms, rtsp or wais followed by
//     "://" (so "example.com/a" is http); extra slashes after "http://" go;
//   - the authority is split at the first "@" and the next ":"; a port that
//     is not a number is an error; the scheme's default port (http 80,
//     https 443) is dropped;
//   - host, path and query are unescaped until no triplet is left, then
//     every byte <= 0x20 or >= 0x80, "#" and "%" escaped once;
//   - the host: an IDN to A-labels (IDNA2003, which Java's IDN implements:
//     here UTS #46 with transitional processing), dots trimmed and runs of
//     dots made one, an all-digit host or a dotted quad (octal when its first
//     part starts with "0") as an IPv4 address, lower case, "www", "www2"...
//     prefixes removed;
//   - the path: "." and ".." segments resolved and empty segments dropped as
//     BasicURLCanonicalizer.normalizePath does, lower case, ASP.NET session
//     ids removed, a trailing "/" removed (but "/" stays);
//   - the query: session ids removed (jsessionid, phpsessid, sid,
//     ASPSESSIONID..., CFID with CFTOKEN), lower case, the parameters sorted
//     by name then value, an empty query dropped; the fragment is dropped.

// SURT returns the SURT key of rawURL, as WaybackURLKeyMaker makes it.
//
//	SURT("http://archive.org/goo/?b&a") // "org,archive)/goo?a&b"
func SURT(rawURL string) (string, error) {
	var buf [512]byte
	out, err := AppendSURT(buf[:0], rawURL)
	if err != nil {
		return "", err
	}
	return string(out), nil
}

// AppendSURT appends the SURT key of rawURL to dst. With room in dst it
// allocates nothing for a URL whose host is ASCII, with no tab, CR or LF
// inside and at most 32 query parameters.
func AppendSURT(dst []byte, rawURL string) ([]byte, error) {
	switch {
	case rawURL == "":
		return append(dst, '-'), nil
	case strings.HasPrefix(rawURL, "filedesc"), strings.HasPrefix(rawURL, "warcinfo"):
		return append(dst, rawURL...), nil
	case strings.HasPrefix(rawURL, "dns:"):
		return append(appendReversedHost(dst, rawURL[4:]), ')'), nil
	}
	u, err := parseIA(rawURL)
	if err != nil {
		return dst, err
	}
	if u.opaque {
		// URLParser keeps these whole, and the key is what follows the
		// first "(", or the URL as given.
		if i := strings.IndexByte(u.s, '('); i >= 0 {
			return append(dst, u.s[i+1:]...), nil
		}
		return append(dst, rawURL...), nil
	}

	// The host.
	if plainHost(u.host) {
		dst = appendReversedHost(dst, massageHost(u.host))
	} else {
		var hbuf [256]byte
		dst = appendReversedHost(dst, massageHost(iaHost(hbuf[:0], u.host)))
	}
	if u.port != noPort && u.port != iaDefaultPort(u.scheme) {
		dst = append(dst, ':')
		dst = strconv.AppendInt(dst, int64(u.port), 10)
	}
	dst = append(dst, ')')

	// The path.
	start := len(dst)
	switch {
	case u.path == "":
		dst = append(dst, '/')
	case plainPath(u.path):
		dst = appendEscaped(dst, u.path, &iaSet)
	default:
		var pbuf [512]byte
		dst = appendEscaped(dst, iaNormalizePath(pbuf[:0], u.path), &iaSet)
	}
	lowerInPlace(dst[start:])
	dst = append(dst[:start], stripPathSessionID(dst[start:])...)
	if len(dst)-start > 1 && dst[len(dst)-1] == '/' {
		dst = dst[:len(dst)-1]
	}

	// The query.
	if u.hasQuery {
		var ubuf, qbuf [512]byte
		q := appendEscaped(qbuf[:0], appendUnescaped(ubuf[:0], u.query), &iaSet)
		lowerInPlace(q)
		q = stripQuerySessionID(q)
		if len(q) > 0 {
			dst = append(dst, '?')
			dst = appendSortedQuery(dst, q)
		}
	}
	return dst, nil
}

// noPort is HandyURL.DEFAULT_PORT: the URL gives none.
const noPort = -1

// iaDefaultPort is IAURLCanonicalizer.getDefaultPort: 80 for http, 443 for
// https, 0 for any other scheme.
func iaDefaultPort(scheme string) int {
	switch {
	case ascii.EqualFold(scheme, "http"):
		return 80
	case ascii.EqualFold(scheme, "https"):
		return 443
	}
	return 0
}

// appendReversedHost appends host with its labels in reverse order joined
// by "," ("www.archive.org" → "org,archive,www"), an IPv6 literal without
// its brackets.
func appendReversedHost[S ~string | ~[]byte](dst []byte, host S) []byte {
	if len(host) >= 2 && host[0] == '[' && host[len(host)-1] == ']' {
		return append(dst, host[1:len(host)-1]...)
	}
	end := len(host)
	for i := len(host) - 1; i >= 0; i-- {
		if host[i] == '.' {
			dst = append(dst, host[i+1:end]...)
			dst = append(dst, ',')
			end = i
		}
	}
	return append(dst, host[:end]...)
}

// iaIDNA stands for java.net.IDN.toASCII (IDNA2003: nameprep maps the
// deviations ß, ς, ZWJ and ZWNJ away, as UTS #46's transitional processing
// does, and checks the bidi rule).
var iaIDNA = uts46.Options{Transitional: true, CheckBidi: true}

// iaHost appends to buf the host as BasicURLCanonicalizer and the
// aggressive rules leave it: unescaped, as A-labels, dots normalized, an IP
// address in dotted decimal, or lower case and escaped once.
func iaHost(buf []byte, raw string) []byte {
	var dbuf [256]byte
	h := appendUnescaped(dbuf[:0], raw)
	if !ascii.IsASCII(h) && utf8.Valid(h) {
		if a, err := uts46.ToASCII(string(h), iaIDNA); err == nil {
			h = append(h[:0], a...)
		}
	}
	// normalizeDots: none at either end, runs made one.
	for len(h) > 0 && h[0] == '.' {
		h = h[1:]
	}
	for len(h) > 0 && h[len(h)-1] == '.' {
		h = h[:len(h)-1]
	}
	n := 0
	for i, b := range h {
		if b == '.' && i > 0 && h[i-1] == '.' {
			continue
		}
		h[n] = b
		n++
	}
	h = h[:n]
	if ip, ok := iaIPv4(h); ok {
		return append(buf, ip[:ipLen(ip)]...)
	}
	lowerInPlace(h)
	return appendEscaped(buf, h, &iaSet)
}

// plainHost reports whether iaHost would give h as it is: lower-case
// letters, digits, "-" and single dots inside, a letter somewhere (so it
// is no IPv4 address).
func plainHost(h string) bool {
	letter := false
	for i := 0; i < len(h); i++ {
		switch c := h[i]; {
		case c >= 'a' && c <= 'z':
			letter = true
		case c >= '0' && c <= '9', c == '-':
		case c == '.':
			if i == 0 || i == len(h)-1 || h[i-1] == '.' {
				return false
			}
		default:
			return false
		}
	}
	return letter
}

// massageHost removes "www" and "www" digits "." prefixes, again and again
// (IAURLCanonicalizer.massageHost: "www.www2.example.org" is "example.org").
func massageHost[S ~string | ~[]byte](h S) S {
	for {
		if len(h) < 4 || h[0] != 'w' || h[1] != 'w' || h[2] != 'w' {
			return h
		}
		i := 3
		for i < len(h) && ascii.IsDigit(h[i]) {
			i++
		}
		if i == len(h) || h[i] != '.' {
			return h
		}
		h = h[i+1:]
	}
}

// lowerInPlace lower-cases the ASCII letters of b, eight bytes at a time
// where no byte is above 0x7F: a byte from 'A' (0x41) to 'Z' (0x5A) has
// its high bit set by adding 0x3F and not by adding 0x25, and that bit
// shifted to 0x20 is the case bit.
func lowerInPlace(b []byte) {
	const ones = 0x0101010101010101
	i := 0
	for ; i+8 <= len(b); i += 8 {
		w := binary.LittleEndian.Uint64(b[i:])
		if w&(0x80*ones) != 0 {
			break
		}
		upper := (w + 0x3F*ones) &^ (w + 0x25*ones) & (0x80 * ones)
		binary.LittleEndian.PutUint64(b[i:], w|upper>>2)
	}
	for ; i < len(b); i++ {
		if c := b[i]; ascii.IsUpper(c) {
			b[i] = c + ('a' - 'A')
		}
	}
}
