package whatwg

// A fast path of the basic URL parser (§4.4) for the input most programs
// hand it: a URL of a special scheme that is already its own
// serialization (§4.5), such as "https://example.com/a/b?q=1#f" or
// "file:///home/a.txt". For such
// an input the parser writes back every byte it reads, so the URL is the
// input and the offsets of its components; parseSerializedTo recognizes it
// in one pass over the input, without the state machine, and declines
// (false) at the first byte the parser might change, leaving the input to
// the full algorithm. TestSerializedIsParse and FuzzSerialized hold it to
// the full parser: whatever it accepts, parse returns the same URL.

import (
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/ipv4"
	"github.com/urikit/urikit/internal/special"
)

// The bits of serialClass: the component whose loop stops at a byte,
// because the parser writes it otherwise there, or because it ends the
// component or a path segment.
const (
	srPath  = 1 << iota // a special URL's path: "/", "\", "?", "#" and the path percent-encode set
	srQuery             // a special URL's query: "#" and the special-query percent-encode set
	srFrag              // the fragment: the fragment percent-encode set
	srHost              // a domain: a forbidden domain code point, "%", non-ASCII
	srUpper             // ASCII upper case
)

var serialClass = func() (t [256]uint8) {
	for c := range 256 {
		if pathRunSpecial[c] != clPlain {
			t[c] |= srPath
		}
		if querySpecial[c] != clPlain {
			t[c] |= srQuery
		}
		if fragmentClass[c] != clPlain {
			t[c] |= srFrag
		}
		if domainClass[c]&^dmUpper != 0 {
			t[c] |= srHost
		}
		if ascii.IsUpper(byte(c)) {
			t[c] |= srUpper
		}
	}
	return t
}()

// parseSerializedTo sets *u to the URL in and returns true when in is the
// serialization of a URL whose scheme is special, without credentials,
// whose host is a domain (or, for file, empty) and whose path is not
// empty; otherwise it leaves *u as it is, returns false, and the full
// parser decides. It also takes a scheme and domain
// that are serialized but for their case, and a port that is the
// scheme's default, writing the href (the one allocation); when it
// declines after them, it says in r where the state machine can take
// over (resume).
func parseSerializedTo(u *URL, in string, r *resumption) bool {
	// The scheme state: the scheme followed by ":". A special scheme is
	// at most five letters. (The input begins with a letter, so step 1's
	// leading C0 control or space is not there; the last byte is checked
	// by the loop of its component.)
	if len(in) < len("ws://h/") {
		return false // too short (a reference such as "../g")
	}
	i := 0
	var w uint64      // the scheme as special.OfWord reads it
	and := byte(0xFF) // the scheme's bytes ANDed: without 0x20, one is upper case
	for ; i < 6; i++ {
		c := in[i]
		if !ascii.IsAlpha(c) {
			break
		}
		w = w<<8 | uint64(c|0x20)
		and &= c
	}
	upper := and&0x20 == 0
	if in[i] != ':' {
		return false
	}
	kind := special.OfWord(w)
	if kind == schemeOther {
		return false
	}
	schemeEnd := i
	// The special authority slashes state (or the file and file slash
	// states): "//", then the authority state and the host state (or the
	// file host state). No "@": an "@" is a forbidden domain code point,
	// so the host loop stops at credentials and declines.
	if len(in)-i < 3 || in[i+1] != '/' || in[i+2] != '/' {
		return false
	}
	hostStart := i + 3
	n, cl := hostRun(in[hostStart:])
	j := hostStart + n
	hostEnd := j
	host := in[hostStart:hostEnd]
	upper = upper || cl&srUpper != 0
	// The host parser (§3.5) keeps a domain that is ASCII, lower case,
	// without a forbidden domain code point or "%" (domain to ASCII of it
	// is itself, §3.3), unless it ends in a number (an IPv4 address,
	// written otherwise or refused). A file URL's host may be empty, and
	// is when it is "localhost" (the file host state).
	hostKind := HostDomain
	keep := hostEnd // what precedes the host's or port's end, as it is written
	switch {
	case kind == schemeFile && host == "":
		hostKind = HostEmpty
	case kind == schemeFile && ascii.EqualFold(host, "localhost"):
		hostKind, keep = HostEmpty, hostStart
	case host == "" || endsInDigitOrX(host) && ipv4.EndsInANumber(host):
		return false
	}
	// The port state keeps digits that are the port's shortest decimal
	// form, not above 65535, and makes the scheme's default port null
	// (not written).
	port := int32(-1)
	if j < len(in) && in[j] == ':' && kind != schemeFile {
		j++
		v := int32(0)
		k := j
		for k < len(in) && k-j < 6 && '0' <= in[k] && in[k] <= '9' {
			v = v*10 + int32(in[k]-'0')
			k++
		}
		if k == j || k-j > 5 || in[j] == '0' && k-j > 1 || v > 0xFFFF {
			return false
		}
		port, j = v, k
		if v != kind.DefaultPort() {
			keep = j
		} else {
			port = -1
		}
	}
	// The path start state. What precedes it is serialized (but for the
	// case and a default port) when the host (and port) state ended here.
	if j < len(in) && in[j] != '/' && in[j] != '\\' && in[j] != '?' && in[j] != '#' {
		return false
	}
	if hostKind == HostEmpty {
		hostEnd = hostStart
	}
	// The layout is set a field at a time (see layout.write).
	var l layout
	l.scheme, l.schemeEnd, l.hostKind = kind, schemeEnd, hostKind
	l.userEnd, l.hostStart, l.hostEnd, l.port = hostStart, hostStart, hostEnd, port
	l.pathStart, l.queryStart, l.fragStart = j, -1, -1
	// A special URL's path begins with "/" (the serializer writes at
	// least "/").
	if j == len(in) || in[j] != '/' || kind == schemeFile && startsWithPipeDrive(in[j+1:]) {
		*r = resumption{l, j, keep, upper}
		return false
	}
	pathEnd, ok := plainPath(in, j+1)
	if !ok {
		*r = resumption{l, j, keep, upper}
		return false
	}
	queryStart, fragStart, ok := plainQueryFragment(in, pathEnd)
	if !ok {
		*r = resumption{l, j, keep, upper}
		return false
	}
	href := in
	if upper || keep < j {
		// The scheme and host lower-cased, a default port or a file
		// URL's "localhost" left out, the rest as it is: one allocation.
		var b strings.Builder
		b.Grow(len(in))
		if upper {
			for k := 0; k < keep; k++ {
				b.WriteByte(ascii.ToLower(in[k]))
			}
		} else {
			b.WriteString(in[:keep])
		}
		b.WriteString(in[j:])
		href = b.String()
		shift := j - keep
		l.pathStart -= shift
		queryStart -= shift
		fragStart -= shift
	}
	if queryStart < fragStart {
		l.queryStart = queryStart
	}
	if fragStart < len(href) {
		l.fragStart = fragStart
	}
	l.write(u, href)
	return true
}

// resumption is where parseSerializedTo leaves an input to the state
// machine (resume): at offset at, in the path start state, with the
// components before it in layout; the output is in[:keep] (the scheme and
// host lower-cased when upper; without a default port, or a file URL's
// "localhost").
type resumption struct {
	layout
	at    int // 0: nothing to resume
	keep  int
	upper bool
}

// endsInDigitOrX reports whether s, not empty, can end in a number
// (ipv4.EndsInANumber): its last byte, or the one before a final ".", is
// a hex digit or "x". Most domains end in a letter past "f".
func endsInDigitOrX(s string) bool {
	c := s[len(s)-1]
	if c == '.' && len(s) > 1 {
		c = s[len(s)-2]
	}
	return ascii.IsHex(c) || c|0x20 == 'x'
}

// startsWithPipeDrive reports whether a file URL's path from s (after its
// "/") begins with a drive letter written with "|", which the path state
// writes with ":" (§4.4 path state step 1.4.1).
func startsWithPipeDrive(s string) bool {
	return len(s) >= 2 && s[1] == '|' && startsWithDriveLetter(s)
}

// plainPath reads a special URL's path from in[j], the first byte of a
// segment, to its end (a "?", a "#" or the end of in), which it returns.
// It fails where the path state (§4.4) would write the path otherwise: a
// byte in the path percent-encode set, a "\", a single-dot or double-dot
// segment (which the parser drops). Slashes are read with the rest; a "."
// or "%" that begins a segment is looked at.
func plainPath(in string, j int) (int, bool) {
	start := j
	for {
		j += plainPrefix(in[j:], srPath)
		if j == len(in) {
			return j, true
		}
		switch in[j] {
		case '.', '%':
			if j == start || in[j-1] == '/' {
				e := j + 1
				for e < len(in) && e-j <= len("%2e%2e") && in[e] != '/' && in[e] != '?' && in[e] != '#' {
					e++
				}
				if seg := in[j:e]; isSingleDot(seg) || isDoubleDot(seg) {
					return j, false
				}
			}
			j++
		case '?', '#':
			return j, true
		default:
			return j, false
		}
	}
}

// plainQueryFragment reads a special URL's query and fragment from in[j],
// a "?", a "#" or the end of in, and returns where each begins as a URL
// holds them (queryStart is fragStart when there is no query, fragStart
// len(in) when there is no fragment). It fails at a byte the query state
// or the fragment state (§4.4) would percent-encode, and when in[j] is
// none of those.
func plainQueryFragment(in string, j int) (queryStart, fragStart int, ok bool) {
	queryStart, fragStart = len(in), len(in)
	if j < len(in) && in[j] == '?' {
		// The query state.
		queryStart = j
		j++
		j += plainPrefix(in[j:], srQuery)
		fragStart = j
	}
	if j < len(in) && in[j] == '#' {
		// The fragment state.
		fragStart = j
		if queryStart == len(in) {
			queryStart = j
		}
		j++
		j += plainPrefix(in[j:], srFrag)
	}
	// Anything left is a byte the parser changes ("\", a space, a byte
	// to percent-encode, ...).
	return queryStart, fragStart, j == len(in)
}

// hostRun returns the length of the longest prefix of s that a domain in
// serialized form can be (no byte of srHost) but for its case, and the
// classes of its bytes, together: four bytes a step, then one.
func hostRun(s string) (int, uint8) {
	k := 0
	var cl uint8
	for len(s)-k >= 4 {
		w := s[k : k+4]
		c := serialClass[w[0]] | serialClass[w[1]] | serialClass[w[2]] | serialClass[w[3]]
		if c&srHost != 0 {
			break
		}
		cl |= c
		k += 4
	}
	for k < len(s) && serialClass[s[k]]&srHost == 0 {
		cl |= serialClass[s[k]]
		k++
	}
	return k, cl
}

// plainPrefix returns the length of the longest prefix of s in which no
// byte has a bit of mask in serialClass: four bytes a step, then one.
func plainPrefix(s string, mask uint8) int {
	k := 0
	for len(s)-k >= 4 {
		w := s[k : k+4]
		if (serialClass[w[0]]|serialClass[w[1]]|serialClass[w[2]]|serialClass[w[3]])&mask != 0 {
			break
		}
		k += 4
	}
	for k < len(s) && serialClass[s[k]]&mask == 0 {
		k++
	}
	return k
}
