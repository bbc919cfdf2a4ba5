package readings

// curl's reading: libcurl's URL API (curl_url_set) as libcurl itself calls
// it for CURLOPT_URL, with CURLU_GUESS_SCHEME and CURLU_NON_SUPPORT_SCHEME,
// so how the curl tool, PHP's curl_exec and every program on libcurl read
// a URL they are handed. Its rules are curl's own, neither RFC 3986's nor
// the URL Standard's, and they are where SSRF through curl goes:
//
//   - any scheme ("gopher", "dict", "ldap", "imap", ...) is followed by one
//     to three slashes, and the host comes after them: "dict:/127.0.0.1:11211/"
//     and "gopher:///127.0.0.1:6379/_..." go to 127.0.0.1, where RFC 3986,
//     the URL Standard and net/url read a path and no host;
//   - a scheme is only a scheme when a "/" follows its ":": otherwise the
//     whole text is an authority whose scheme curl guesses from the host
//     ("ftp." is ftp, ... and http otherwise), so "mailto:a@127.0.0.1" is
//     http://127.0.0.1/ with the user "mailto";
//   - the userinfo ends at the first "@" (browsers: the last), the port
//     starts at the first ":" of what follows, and "\" is no delimiter:
//     "http://evil.com\@good.com/" goes to good.com (browsers: evil.com);
//   - the host is percent-decoded, and a host that holds a control, white
//     space or one of " !\"#$&'()*+,/:;<=>?@[\]^`{}" once decoded is refused;
//     an IPv4 number in any spelling inet_aton reads is the address; a name
//     that is not ASCII is converted with IDNA (libidn2, UTS #46) when curl
//     connects.
//
// Each rule was read off libcurl 7.88.1 (Debian 12) through its URL API;
// readings/curl_test.go holds this reading to that library on every
// payload of testdata/ssrf, the URL lists and a generated set.

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/internal/uts46"
)

// curlMaxInput is libcurl's bound on a URL (CURL_MAX_INPUT_LENGTH).
const curlMaxInput = 8_000_000

// curlMaxScheme is the longest scheme libcurl reads (MAX_SCHEME_LEN).
const curlMaxScheme = 40

// A CurlError is why libcurl's URL API refuses a URL: the CURLUcode it
// returns (CURLUE_BAD_HOSTNAME is 21, ...) and why, in words.
type CurlError struct {
	// Code is the CURLUcode of curl_url_set.
	Code int
	// Offset is the byte offset in the input of what is refused.
	Offset int
	// Reason says what libcurl refuses.
	Reason string
}

// The CURLUcode values the reading returns (curl/urlapi.h).
const (
	curlMalformedInput = 3
	curlBadPortNumber  = 4
	curlNoHost         = 14
	curlBadFileURL     = 19
	curlBadFragment    = 20
	curlBadHostname    = 21
	curlBadIPv6        = 22
	curlBadPath        = 25
	curlBadQuery       = 26
	curlBadSlashes     = 28
	curlBadPassword    = 24
	curlBadUser        = 29
)

var curlCodeNames = map[int]string{
	curlMalformedInput: "CURLUE_MALFORMED_INPUT", curlBadPortNumber: "CURLUE_BAD_PORT_NUMBER",
	curlNoHost: "CURLUE_NO_HOST", curlBadFileURL: "CURLUE_BAD_FILE_URL", curlBadFragment: "CURLUE_BAD_FRAGMENT",
	curlBadHostname: "CURLUE_BAD_HOSTNAME", curlBadIPv6: "CURLUE_BAD_IPV6", curlBadPath: "CURLUE_BAD_PATH",
	curlBadQuery: "CURLUE_BAD_QUERY", curlBadSlashes: "CURLUE_BAD_SLASHES", curlBadUser: "CURLUE_BAD_USER",
	curlBadPassword: "CURLUE_BAD_PASSWORD",
}

// ByteOffset returns Offset (uri.OffsetError).
func (e *CurlError) ByteOffset() int { return e.Offset }

// Error returns "curl: CURLUE_BAD_SLASHES at offset 5: ...".
func (e *CurlError) Error() string {
	return "curl: " + curlCodeNames[e.Code] + " at offset " + strconv.Itoa(e.Offset) + ": " + e.Reason
}

// readCurl is libcurl's reading of s. A NUL byte ends what it reads, as
// libcurl takes a C string: the reading is that of the text before it.
func readCurl(s string) Reading {
	if i := strings.IndexByte(s, 0); i >= 0 {
		s = s[:i] // a C string ends at its NUL
	}
	refuse := func(code, off int, why string) Reading {
		return Reading{Err: &CurlError{Code: code, Offset: off, Reason: why}}
	}
	if len(s) > curlMaxInput {
		return refuse(curlMalformedInput, curlMaxInput, "libcurl takes URLs of at most 8,000,000 bytes")
	}
	x := Reading{OK: true, HasHost: true}
	rest, off := s, 0
	scheme := curlScheme(s)
	if scheme != "" {
		x.Scheme = ascii.Lower(scheme)
		rest, off = s[len(scheme)+1:], len(scheme)+1
		if x.Scheme == "file" {
			return curlFile(x, rest, off, refuse)
		}
		n := 0
		for n < len(rest) && n < 4 && rest[n] == '/' {
			n++
		}
		if n < 1 || n > 3 {
			return refuse(curlBadSlashes, off, "libcurl takes one to three slashes after the scheme, not "+strconv.Itoa(n))
		}
		rest, off = rest[n:], off+n
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	auth, after := rest[:end], rest[end:]
	if auth == "" {
		return refuse(curlNoHost, off, "no host")
	}
	if r, ok := curlTail(after, off+end, refuse); !ok {
		return r
	}
	// The userinfo ends at the first "@"; the user at its first ":".
	if at := strings.IndexByte(auth, '@'); at >= 0 {
		user, pass, _ := strings.Cut(auth[:at], ":")
		if i := curlJunk(user); i >= 0 {
			return refuse(curlBadUser, off+i, "the user name holds a control character or a space")
		}
		if i := curlJunk(pass); i >= 0 {
			return refuse(curlBadPassword, off+len(user)+1+i, "the password holds a control character or a space")
		}
		auth, off = auth[at+1:], off+at+1
	}
	host, port, hasPort := auth, "", false
	if strings.HasPrefix(auth, "[") {
		j := strings.IndexByte(auth, ']')
		if j < 0 {
			return refuse(curlBadIPv6, off, "an IPv6 literal without its \"]\"")
		}
		host = auth[:j+1]
		switch t := auth[j+1:]; {
		case t == "":
		case t[0] == ':':
			port, hasPort = t[1:], true
		default:
			return refuse(curlBadPortNumber, off+j+1, "text after the IPv6 literal that is no port")
		}
	} else if c := strings.IndexByte(auth, ':'); c >= 0 {
		host, port, hasPort = auth[:c], auth[c+1:], true
	}
	if hasPort {
		if port == "" && scheme == "" {
			// An empty port is dropped, but not when the scheme is
			// guessed: "a:" must not read as a host.
			return refuse(curlBadPortNumber, off+len(host)+1, "an empty port in a URL without a scheme")
		}
		if !ascii.AllDigits(port) {
			return refuse(curlBadPortNumber, off+len(host)+1, "the port is not a number")
		}
		digits := strings.TrimLeft(port, "0")
		if len(digits) > 5 || digits != "" && mustAtoi(digits) > 65535 {
			return refuse(curlBadPortNumber, off+len(host)+1, "the port is above 65535")
		}
	}
	if host == "" {
		return refuse(curlNoHost, off, "no host")
	}
	if host[0] == '[' {
		if i := curlJunk(host); i >= 0 {
			return refuse(curlBadHostname, off+i, "the host holds "+strconv.QuoteRuneToASCII(rune(host[i]))+", which libcurl refuses in a host name")
		}
		lit, ok := curlIPv6(host)
		if !ok {
			return refuse(curlBadIPv6, off, "no IPv6 address in the brackets")
		}
		x.Host = lit
	} else {
		name, i := curlHost(host)
		if i >= 0 {
			c, how := host[i], ""
			if c == '%' {
				c, how = byte(pct.Octet(host, i)), " percent-encoded"
			}
			return refuse(curlBadHostname, off+i, "the host holds "+strconv.QuoteRuneToASCII(rune(c))+how+", which libcurl refuses in a host name")
		}
		x.Host = curlIDN(name)
	}
	if scheme == "" {
		x.Scheme, x.Guessed = curlGuess(host), true
	}
	x.Port = effectivePort(x.Scheme, port)
	finish(&x)
	return x
}

// curlScheme returns the scheme libcurl reads at the start of s: up to 40
// letters, digits, "+", "-" and "." before a ":" that a "/" follows
// (CURLU_GUESS_SCHEME: without the "/", "host:port" is no scheme). It
// returns "" when there is none.
func curlScheme(s string) string {
	i := 0
	for i < len(s) && i < curlMaxScheme+1 && (ascii.IsAlnum(s[i]) || s[i] == '+' || s[i] == '-' || s[i] == '.') {
		i++
	}
	if i == 0 || i > curlMaxScheme || i+1 >= len(s) || s[i] != ':' || s[i+1] != '/' {
		return ""
	}
	return s[:i]
}

// curlGuess is the scheme libcurl guesses for a URL without one, from the
// start of its host.
func curlGuess(host string) string {
	for _, p := range [...]string{"ftp", "dict", "ldap", "imap", "smtp", "pop3"} {
		if len(host) > len(p) && host[len(p)] == '.' && ascii.EqualFold(host[:len(p)], p) {
			return p
		}
	}
	return "http"
}

// curlTail checks the path, query and fragment after the authority:
// libcurl refuses a control character or a space in any of them, and
// looks at the fragment first, then the query, then the path.
func curlTail(after string, off int, refuse func(int, int, string) Reading) (Reading, bool) {
	path, frag, hasFrag := strings.Cut(after, "#")
	path, query, hasQuery := strings.Cut(path, "?")
	for _, part := range []struct {
		text string
		at   int
		code int
		what string
	}{
		{frag, len(path) + len(query) + 1, curlBadFragment, "fragment"},
		{query, len(path) + 1, curlBadQuery, "query"},
		{path, 0, curlBadPath, "path"},
	} {
		if part.code == curlBadFragment && !hasFrag || part.code == curlBadQuery && !hasQuery {
			continue
		}
		if i := curlJunk(part.text); i >= 0 {
			at := part.at + i
			if part.code == curlBadFragment && hasQuery {
				at++
			}
			return refuse(part.code, off+at, "the "+part.what+" holds a control character or a space"), false
		}
	}
	return Reading{}, true
}

// curlJunk returns the offset of the first control character or space in
// s, or -1.
func curlJunk(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] == 0x7f {
			return i
		}
	}
	return -1
}

// curlBanned reports the bytes libcurl refuses in a host name
// (hostname_check), besides the controls.
func curlBanned(c byte) bool {
	return strings.IndexByte(" !\"#$&'()*+,/:;<=>?@[\\]^`{}", c) >= 0
}

// curlHost reads the host name h (not an IP literal) as libcurl does: an
// IPv4 number in any spelling inet_aton reads is that address; anything
// else is percent-decoded. It returns the name, or the offset in h of what
// libcurl refuses (-1 when it refuses nothing).
func curlHost(h string) (string, int) {
	for i := 0; i < len(h); i++ {
		if c := h[i]; c <= ' ' || c == 0x7f || curlBanned(c) {
			return "", i
		}
	}
	if a, ok := guard.ParseIPv4(h); ok {
		return a.String(), -1
	}
	if strings.IndexByte(h, '%') < 0 {
		return h, -1
	}
	for i := 0; i < len(h); i++ {
		if o := pct.Octet(h, i); o >= 0 {
			if c := byte(o); c < ' ' || curlBanned(c) {
				return "", i
			}
			i += 2
		}
	}
	return pct.Decode(h), -1
}

// curlIDN is the canonical spelling of the host name curl connects to:
// a name that is not ASCII is converted by libidn2 as libcurl asks it to,
// UTS #46 nontransitional processing first and, when that fails,
// transitional processing (which maps the deviations ß, ς, ZWJ and ZWNJ:
// "loc\u200dalhost" is localhost to curl, and no host to browsers). The
// mapping is this module's UTS #46 (internal/uts46, the URL Standard's
// flags but for the Bidi rule, which libidn2 does not apply); libidn2
// refuses some names it accepts (a "%" or "|" among non-ASCII letters),
// which curl then does not connect to at all. A name neither processing
// accepts, or that maps to nothing (a soft hyphen alone), is given
// lower-cased.
func curlIDN(name string) string {
	if ascii.IsASCII(name) {
		return CanonicalHost(name)
	}
	o := uts46.URLOptions(false)
	o.CheckBidi = false // libidn2 reads "1\u0627.com" as xn--1-zmc.com
	for _, transitional := range []bool{false, true} {
		o.Transitional = transitional
		if a, err := uts46.ToASCII(name, o); err == nil && a != "" {
			return CanonicalHost(a)
		}
	}
	return CanonicalHost(name)
}

// curlIPv6 reads the IP literal h ("[...]") as libcurl does: an IPv6
// address, then optionally "%" (or "%25") and a zone; it returns its
// canonical spelling.
func curlIPv6(h string) (string, bool) {
	inner := h[1 : len(h)-1]
	addr, zone, hasZone := strings.Cut(inner, "%")
	if hasZone && len(zone) > 2 && zone[:2] == "25" {
		zone = zone[2:]
	}
	if hasZone && zone == "" || !validIPv6(addr) {
		return "", false
	}
	return canonicalLiteral(addr, zone), true
}

// mustAtoi reads at most five digits.
func mustAtoi(d string) int {
	n := 0
	for i := 0; i < len(d); i++ {
		n = n*10 + int(d[i]-'0')
	}
	return n
}

// curlFile reads what follows "file:": libcurl reads the local file, with
// a host only when it is empty, "localhost" or "127.0.0.1" and no userinfo
// or port; "file:/x" and "file:////x" are local too.
func curlFile(x Reading, rest string, off int, refuse func(int, int, string) Reading) Reading {
	if strings.HasPrefix(rest, "//") && !strings.HasPrefix(rest, "////") {
		auth := rest[2:]
		end := strings.IndexByte(auth, '/')
		if end < 0 {
			return refuse(curlBadFileURL, off+2, "a file URL without a path")
		}
		if h := auth[:end]; h != "" && !ascii.EqualFold(h, "localhost") && h != "127.0.0.1" {
			return refuse(curlBadFileURL, off+2, "a file URL's host is empty, localhost or 127.0.0.1")
		}
		rest, off = auth[end:], off+2+end
	}
	if r, ok := curlTail(rest, off, refuse); !ok {
		return r
	}
	// A Windows drive letter ("/c:/", "/C|"), which libcurl takes only
	// on Windows.
	if p, _, _ := strings.Cut(rest, "?"); len(p) >= 3 && p[0] == '/' && ascii.IsAlpha(p[1]) && (p[2] == ':' || p[2] == '|') && (len(p) == 3 || p[3] == '/') {
		return refuse(curlBadFileURL, off+1, "a drive letter, which libcurl takes only on Windows")
	}
	finish(&x)
	return x
}
