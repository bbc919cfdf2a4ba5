package repair

// Repairing a reference: the split of RFC 3986 Appendix B ("scheme:",
// "//authority", path, "?query", "#fragment"), made tolerant of what the
// grammar refuses, then each component's characters checked against its
// rule of §3 and written percent-encoded (§2.1) where they do not belong.

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// Repair returns s as a valid RFC 3986 URI reference, and the changes it
// made, in the order of their offsets in s:
//
//   - white space (and C0 controls) around s, and a byte order mark before
//     it, are trimmed; tabs, line feeds and carriage returns inside it are
//     removed (the WHATWG URL Standard's "basic URL parser" does both);
//   - "\" is read as "/" up to the query in http, https, ws, wss, ftp and
//     file URLs, as browsers read it there, and in relative references,
//     whose base on the web is such a URL;
//   - in each component, a character its rule (RFC 3986 §3.2-§3.5) does not
//     allow is percent-encoded where it stands: a space, a non-ASCII
//     character (its UTF-8 octets, RFC 3987 §3.1), a "%" without two hex
//     digits after it, "[" or "]" outside an IP literal, '"', "<", "\",
//     "{", "|" and the rest; a non-ASCII host name is written in IDNA
//     A-labels instead (iri.HostToASCII);
//   - a zone identifier in an IPv6 literal written with a bare "%"
//     (RFC 4007's "fe80::1%eth0") gets the "%25" of RFC 6874.
//
// A valid reference comes back unchanged, with no changes and without
// allocating. The result always parses, and repairing it changes nothing.
// The error, an *Error wrapping ErrUnrepairable, is for input that cannot
// be repaired without guessing: a port that is not a number.
func Repair(s string) (string, []Change, error) {
	if _, err := uri.ParseReference(s); err == nil {
		return s, nil, nil
	}
	r := &repairer{in: s}
	return r.run()
}

// repairer holds the state of one repair.
type repairer struct {
	in      string
	t       []byte // in trimmed, without tabs and newlines; backslashes replaced
	pos     []int  // pos[i] is the offset in in of t[i]
	b       []byte // the result
	changes []Change
	web     bool // a special scheme (http, https, ws, wss, ftp, file) or none
	file    bool // the file scheme
}

// Characters each component allows literally (RFC 3986 §3.2.1-§3.5).
const (
	aUserinfo = 1 << iota // unreserved / sub-delims / ":"
	aHost                 // unreserved / sub-delims (reg-name)
	aPath                 // pchar / "/"
	aQuery                // pchar / "/" / "?" (query and fragment)
)

var allowed = func() (t [256]uint8) {
	for c := 0; c < 128; c++ {
		b := byte(c)
		unreserved := 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || strings.IndexByte("-._~", b) >= 0
		sub := strings.IndexByte("!$&'()*+,;=", b) >= 0
		if unreserved || sub {
			t[c] = aUserinfo | aHost | aPath | aQuery
		}
	}
	t[':'] = aUserinfo | aPath | aQuery
	t['@'] = aPath | aQuery
	t['/'] = aPath | aQuery
	t['?'] = aQuery
	return t
}()

func (r *repairer) add(k Kind, off int, msg string) {
	r.changes = append(r.changes, Change{Kind: k, Offset: off, Message: msg})
}

func (r *repairer) run() (string, []Change, error) {
	r.clean()
	t := r.t
	r.b = make([]byte, 0, len(t)+len(t)/4+8)

	// Scheme (§3.1): only when it is followed by ":" and is valid.
	colon := schemeEnd(t)
	r.web = colon < 0 || isSpecial(t[:colon])
	r.file = colon == 4 && strings.EqualFold(string(t[:4]), "file")
	if r.web {
		r.backslashes(colon + 1)
	}
	i := 0
	if colon >= 0 {
		r.b = append(r.b, t[:colon+1]...)
		i = colon + 1
	}

	// Authority (§3.2): "//" up to the next "/", "?" or "#".
	auth := false
	if i+1 < len(t) && t[i] == '/' && t[i+1] == '/' {
		auth = true
		end := i + 2
		for end < len(t) && t[end] != '/' && t[end] != '?' && t[end] != '#' {
			end++
		}
		r.b = append(r.b, "//"...)
		if err := r.authority(i+2, end); err != nil {
			return "", nil, err
		}
		i = end
	}

	// Path (§3.3), query (§3.4), fragment (§3.5).
	end := i
	for end < len(t) && t[end] != '?' && t[end] != '#' {
		end++
	}
	r.path(i, end, colon < 0 && !auth)
	i = end
	if i < len(t) && t[i] == '?' {
		end = i + 1
		for end < len(t) && t[end] != '#' {
			end++
		}
		r.b = append(r.b, '?')
		r.part(i+1, end, aQuery)
		i = end
	}
	if i < len(t) {
		r.b = append(r.b, '#')
		r.part(i+1, len(t), aQuery)
	}

	out := string(r.b)
	if _, err := uri.ParseReference(out); err != nil {
		// Not reached: every character is checked against its component.
		return "", nil, &Error{Input: r.in, Offset: 0, Reason: "internal error: the repair " + strconv.Quote(out) +
			" does not parse (" + err.Error() + "); please report it"}
	}
	slices.SortStableFunc(r.changes, func(a, b Change) int { return a.Offset - b.Offset })
	return out, r.changes, nil
}

// clean sets r.t to the input without the white space around it and the
// tabs and newlines inside it, and r.pos to the offsets of its bytes.
func (r *repairer) clean() {
	s := r.in
	lo, hi := 0, len(s)
	if strings.HasPrefix(s, "\uFEFF") {
		lo = 3
	}
	for lo < hi && s[lo] <= ' ' {
		lo++
	}
	for hi > lo && s[hi-1] <= ' ' {
		hi--
	}
	if lo > 0 {
		r.add(Trimmed, 0, "white space, control characters or byte order mark before the reference removed ("+nBytes(lo)+")")
	}
	r.t = make([]byte, 0, hi-lo)
	r.pos = make([]int, 0, hi-lo)
	for k := lo; k < hi; k++ {
		switch c := s[k]; c {
		case '\t', '\n', '\r':
			r.add(RemovedControl, k, [...]string{'\t': "tab", '\n': "line feed", '\r': "carriage return"}[c]+" removed")
		default:
			r.t = append(r.t, c)
			r.pos = append(r.pos, k)
		}
	}
	if hi < len(s) {
		r.add(Trimmed, hi, "white space or control characters after the reference removed ("+nBytes(len(s)-hi)+")")
	}
}

// nBytes writes "1 byte", "2 bytes".
func nBytes(n int) string {
	if n == 1 {
		return "1 byte"
	}
	return strconv.Itoa(n) + " bytes"
}

// schemeEnd returns the offset of the ":" that ends a valid scheme at the
// start of t (§3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )), or -1.
func schemeEnd(t []byte) int {
	if len(t) == 0 || !isAlpha(t[0]) {
		return -1
	}
	for i := 1; i < len(t); i++ {
		switch c := t[i]; {
		case c == ':':
			return i
		case isAlpha(c) || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.':
		default:
			return -1
		}
	}
	return -1
}

func isAlpha(c byte) bool { u := c &^ 0x20; return 'A' <= u && u <= 'Z' }

// isSpecial reports whether the scheme is one the WHATWG URL Standard
// calls special, in which browsers read "\" as "/".
func isSpecial(scheme []byte) bool {
	switch strings.ToLower(string(scheme)) {
	case "http", "https", "ws", "wss", "ftp", "file":
		return true
	}
	return false
}

// backslashes replaces each "\" of t from i up to the query or fragment
// with "/".
func (r *repairer) backslashes(i int) {
	for ; i < len(r.t) && r.t[i] != '?' && r.t[i] != '#'; i++ {
		if r.t[i] == '\\' {
			r.t[i] = '/'
			r.add(ReplacedBackslash, r.pos[i], `"\" replaced with "/", which browsers read it as here`)
		}
	}
}

// authority writes the authority t[from:to] (§3.2).
func (r *repairer) authority(from, to int) error {
	t := r.t
	hs := from
	if at := lastIndex(t[from:to], '@'); at >= 0 {
		r.part(from, from+at, aUserinfo)
		r.b = append(r.b, '@')
		hs = from + at + 1
	}
	he := -1
	if hs < to && t[hs] == '[' {
		if c := indexByte(t[hs:to], ']'); c >= 0 {
			he = hs + c + 1
			if (he == to || t[he] == ':') && r.ipLiteral(hs, he) {
				return r.port(he, to)
			}
		}
	}
	if he < 0 {
		if hs < to && t[hs] == '[' && indexByte(t[hs:to], ':') >= 0 {
			return &Error{Input: r.in, Offset: r.pos[hs], Reason: "\"[\" of an IP literal without its \"]\"; close the IPv6 address with \"]\" before the port or path"}
		}
		he = hs
	}
	for he < to && t[he] != ':' {
		he++
	}
	r.regName(hs, he)
	return r.port(he, to)
}

// ipLiteral writes the IP literal t[from:to] ("[" ... "]", §3.2.2) if it
// is valid, or valid once a bare "%" of a zone identifier is written "%25"
// (RFC 6874 §2), and reports whether it did.
func (r *repairer) ipLiteral(from, to int) bool {
	lit := string(r.t[from:to])
	if _, err := uri.ParseReference("//" + lit); err == nil {
		r.b = append(r.b, lit...)
		return true
	}
	z := strings.IndexByte(lit, '%')
	if z < 0 || strings.HasPrefix(lit[z:], "%25") {
		return false
	}
	fixed := lit[:z] + "%25" + lit[z+1:]
	if _, err := uri.ParseReference("//" + fixed); err != nil {
		return false
	}
	r.b = append(r.b, fixed...)
	r.add(EncodedPercent, r.pos[from+z], `"%" before a zone identifier written %25 (RFC 6874)`)
	return true
}

// regName writes the host t[from:to] as a reg-name (§3.2.2): in A-labels
// if it has non-ASCII characters, the URL is a web one (a special scheme,
// or a relative reference) and IDNA accepts it; else with what a reg-name
// does not allow percent-encoded. (Browsers percent-encode the host of
// other schemes, whose reg-name need not be a DNS name.)
func (r *repairer) regName(from, to int) {
	h := string(r.t[from:to])
	for i := 0; r.web && i < len(h); i++ {
		if h[i] >= utf8.RuneSelf {
			if a, err := iri.HostToASCII(h); err == nil {
				r.b = append(r.b, a...)
				r.add(IDNAHost, r.pos[from], "host "+strconv.Quote(h)+" written "+strconv.Quote(a)+" (IDNA A-labels)")
				return
			}
			break
		}
	}
	r.part(from, to, aHost)
}

// port writes the port t[from:to], from the ":" on (§3.2.3), or returns
// the error for one that is not digits.
func (r *repairer) port(from, to int) error {
	if from == to {
		return nil
	}
	for k := from + 1; k < to; k++ {
		if c := r.t[k]; c < '0' || c > '9' {
			p := string(r.t[from+1 : to])
			return &Error{Input: r.in, Offset: r.pos[k], Reason: "port " + strconv.Quote(p) +
				" is not a number; a port is decimal digits: correct it or remove it with its \":\""}
		}
	}
	r.b = append(r.b, r.t[from:to]...)
	return nil
}

// path writes the path t[from:to]; in a relative reference (noScheme), a
// ":" in its first segment is encoded, or it would read as a scheme (§4.2).
// In a file URL, a first segment of a drive letter and "|" ("C|") gets the
// ":" that browsers read the "|" as.
func (r *repairer) path(from, to int, noScheme bool) {
	if r.file {
		k := from
		if k < to && r.t[k] == '/' {
			k++
		}
		if k+1 < to && isAlpha(r.t[k]) && r.t[k+1] == '|' && (k+2 == to || r.t[k+2] == '/') {
			r.t[k+1] = ':'
			r.add(ReplacedPipe, r.pos[k+1], `"|" after the drive letter of a file URL replaced with ":", which browsers read it as`)
		}
	}
	if noScheme {
		seg := from
		for seg < to && r.t[seg] != '/' {
			seg++
		}
		if k := indexByte(r.t[from:seg], ':'); k >= 0 {
			for k += from; k < seg; k++ {
				if r.t[k] == ':' {
					r.part(from, k, aPath)
					r.b = append(r.b, "%3A"...)
					r.add(EncodedChar, r.pos[k], `":" in the first segment of a relative path written %3A, or it would read as a scheme`)
					from = k + 1
				}
			}
		}
	}
	r.part(from, to, aPath)
}

// part writes t[from:to], a component whose literal characters are those
// of the class bit, percent-encoding the rest (§2.1).
func (r *repairer) part(from, to int, bit uint8) {
	t := r.t
	for k := from; k < to; {
		c := t[k]
		switch {
		case allowed[c]&bit != 0:
			r.b = append(r.b, c)
			k++
		case c == '%':
			if k+2 < to && isHex(t[k+1]) && isHex(t[k+2]) {
				r.b = append(r.b, t[k:k+3]...)
				k += 3
				continue
			}
			r.b = append(r.b, "%25"...)
			r.add(EncodedPercent, r.pos[k], `"%" not followed by two hex digits written %25`)
			k++
		case c == ' ':
			r.b = append(r.b, "%20"...)
			r.add(EncodedSpace, r.pos[k], "space written %20")
			k++
		case c >= utf8.RuneSelf:
			rn, n := utf8.DecodeRune(t[k:to])
			enc := pct(t[k : k+n])
			r.b = append(r.b, enc...)
			what := strconv.QuoteRune(rn)
			if rn == utf8.RuneError && n == 1 {
				what = "byte " + enc + " (not UTF-8)"
			}
			r.add(EncodedNonASCII, r.pos[k], what+" written "+enc)
			k += n
		default:
			enc := pct(t[k : k+1])
			r.b = append(r.b, enc...)
			what := strconv.QuoteRune(rune(c))
			if c < ' ' || c == 0x7f {
				what = "control character " + enc
			}
			r.add(EncodedChar, r.pos[k], what+" written "+enc+", as RFC 3986 does not allow it here")
			k++
		}
	}
}

const upperHex = "0123456789ABCDEF"

// pct returns the octets of b percent-encoded.
func pct(b []byte) string {
	out := make([]byte, 0, 3*len(b))
	for _, c := range b {
		out = append(out, '%', upperHex[c>>4], upperHex[c&15])
	}
	return string(out)
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

func lastIndex(b []byte, c byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == c {
			return i
		}
	}
	return -1
}
