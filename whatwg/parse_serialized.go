package whatwg

// A fast path of the basic URL parser (§4.4) for the input most programs
// hand it: a URL of a special scheme that is already its own
// serialization (§4.5), such as "https://example.com/a/b?q=1#f" or
// "file:///home/a.txt". For such
// an input the parser writes back every byte it reads, so the URL is the
// input and the offsets of its components; parseSerialized recognizes it
// in one pass over the input, without the state machine, and declines
// (false) at the first byte the parser might change, leaving the input to
// the full algorithm. TestSerializedIsParse and FuzzSerialized hold it to
// the full parser: whatever it accepts, parse returns the same URL.

import "github.com/urikit/urikit/internal/ipv4"

// The bits of serialClass: the component whose loop stops at a byte,
// because the parser writes it otherwise there, or because it ends the
// component or a path segment.
const (
	srPath  = 1 << iota // a special URL's path: "/", "\", "?", "#" and the path percent-encode set
	srQuery             // a special URL's query: "#" and the special-query percent-encode set
	srFrag              // the fragment: the fragment percent-encode set
	srHost              // a domain: upper case, a forbidden domain code point, "%", non-ASCII
)

var serialClass = func() (t [256]uint8) {
	for c := range 256 {
		if pathSpecial[c] != clPlain {
			t[c] |= srPath
		}
		if querySpecial[c] != clPlain {
			t[c] |= srQuery
		}
		if fragmentClass[c] != clPlain {
			t[c] |= srFrag
		}
		if domainClass[c] != 0 {
			t[c] |= srHost
		}
	}
	return t
}()

// parseSerialized returns the URL in when it is the serialization of a
// URL whose scheme is special, without credentials, whose host is a
// domain (or, for file, empty) and whose path is not empty; otherwise
// false, and the full parser decides. Then l is the layout of what it read
// in serialized form up to the path, when it got that far (l.pathStart >
// 0): the state machine can take over there (resume).
func parseSerialized(in string, l *layout) (u URL, ok bool) {
	// The scheme state: the scheme, written in lower case, followed by
	// ":". A special scheme is at most five letters. (The input begins
	// with a letter, so step 1's leading C0 control or space is not
	// there; the last byte is checked by the loop of its component.)
	if len(in) < len("ws://h/") {
		return URL{}, false // too short (a reference such as "../g")
	}
	i := 0
	for i < len(in) && i < 6 && 'a' <= in[i] && in[i] <= 'z' {
		i++
	}
	if i == len(in) || in[i] != ':' {
		return URL{}, false
	}
	kind := kindOf(in[:i])
	if kind == schemeOther {
		return URL{}, false
	}
	schemeEnd := i
	// The special authority slashes state (or the file and file slash
	// states): "//", then the authority state and the host state (or the
	// file host state). No "@": an "@" is a forbidden domain code point,
	// so the host loop stops at credentials and declines.
	if len(in)-i < 3 || in[i+1] != '/' || in[i+2] != '/' {
		return URL{}, false
	}
	hostStart := i + 3
	j := hostStart + plainPrefix(in[hostStart:], srHost)
	hostEnd := j
	host := in[hostStart:hostEnd]
	// The host parser (§3.5) keeps a domain that is ASCII, lower case,
	// without a forbidden domain code point or "%" (domain to ASCII of it
	// is itself, §3.3), unless it ends in a number (an IPv4 address,
	// written otherwise or refused). A file URL's host may be empty, and
	// is when it is "localhost" (the file host state).
	hostKind := HostDomain
	switch {
	case kind == schemeFile && host == "":
		hostKind = HostEmpty
	case host == "" || ipv4.EndsInANumber(host) || kind == schemeFile && host == "localhost":
		return URL{}, false
	}
	port := int32(-1)
	if j < len(in) && in[j] == ':' && kind != schemeFile {
		// The port state keeps digits that are the port's shortest
		// decimal form, not above 65535 and not the scheme's default
		// port (which is null, and not written).
		j++
		v := int32(0)
		k := j
		for k < len(in) && k-j < 6 && '0' <= in[k] && in[k] <= '9' {
			v = v*10 + int32(in[k]-'0')
			k++
		}
		if k == j || k-j > 5 || in[j] == '0' && k-j > 1 || v > 0xFFFF || v == kind.DefaultPort() {
			return URL{}, false
		}
		port, j = v, k
	}
	// The path start state. What precedes it is serialized when the host
	// (and port) state ended here.
	if j < len(in) && in[j] != '/' && in[j] != '\\' && in[j] != '?' && in[j] != '#' {
		return URL{}, false
	}
	*l = layout{
		scheme: kind, schemeEnd: schemeEnd, hostKind: hostKind,
		userEnd: hostStart, hostStart: hostStart, hostEnd: hostEnd, port: port,
		pathStart: j, queryStart: -1, fragStart: -1,
	}
	// A special URL's path begins with "/" (the serializer writes at
	// least "/").
	if j == len(in) || in[j] != '/' || kind == schemeFile && startsWithPipeDrive(in[j+1:]) {
		return URL{}, false
	}
	j, ok = plainPath(in, j+1)
	if !ok {
		return URL{}, false
	}
	queryStart, fragStart, ok := plainQueryFragment(in, j)
	if !ok {
		return URL{}, false
	}
	if queryStart < fragStart {
		l.queryStart = queryStart
	}
	if fragStart < len(in) {
		l.fragStart = fragStart
	}
	return l.url(in), true
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
// segment (which the parser drops).
func plainPath(in string, j int) (int, bool) {
	for {
		seg := j
		j = seg + plainPrefix(in[seg:], srPath)
		if seg < j && (in[seg] == '.' || in[seg] == '%') && (isSingleDot(in[seg:j]) || isDoubleDot(in[seg:j])) {
			return j, false
		}
		if j == len(in) || in[j] != '/' {
			return j, true
		}
		j++
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
