package repair

// Repairing a reference: the split of RFC 3986 Appendix B ("scheme:",
// "//authority", path, "?query", "#fragment"), made tolerant of what the
// grammar refuses, then each component's characters checked against its
// rule of §3 and written percent-encoded (§2.1) where they do not belong.

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/internal/special"
	"github.com/urikit/urikit/scheme"
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
//   - the slashes and backslashes between the scheme of an http, https,
//     ws, wss or ftp URL and its host become "//", however many there
//     are ("http:/127.0.0.1", "http:\\\\\\127.0.0.1", "https:///[::1]/"), and
//     so do three or more at the start of a relative reference
//     ("///127.0.0.1/"): the URL Standard reads them so (its "special
//     authority" states, without a base), so a browser connects to that
//     host while RFC 3986 reads a path. This is done to valid references
//     too: left as they are, they would mean one thing to a filter and
//     another to the browser;
//   - in each component, a character its rule (RFC 3986 §3.2-§3.5) does not
//     allow is percent-encoded where it stands: a space, a non-ASCII
//     character (its UTF-8 octets, RFC 3987 §3.1), a "%" without two hex
//     digits after it, "[" or "]" outside an IP literal, '"', "<", "\",
//     "{", "|" and the rest; a non-ASCII host name of a web URL is
//     written in IDNA A-labels instead (the URL Standard's domain parser,
//     internal/uts46);
//   - a zone identifier in an IPv6 literal written with a bare "%"
//     (RFC 4007's "fe80::1%eth0") gets the "%25" of RFC 6874.
//
// A valid reference comes back unchanged, with no changes and without
// allocating, but for the slashes above. The result always parses, and
// repairing it changes nothing. The error, an *Error wrapping
// ErrUnrepairable, is for input that cannot be repaired without guessing
// (a port that is not a number), and for a host or port that no client
// can use, which browsers refuse (the URL Standard's host parser): a port
// above 65535, a host holding a space, "<", ">", "^", "|", "[" or "]"
// outside an IP literal, a NUL, and in a web URL a control, DEL or "%"
// left once it is percent-decoded, or a name IDNA refuses; and for a
// string a client reads otherwise than its repair (clients.go: curl's
// "http://example.com\@127.0.0.1/" goes to 127.0.0.1, its repair to
// example.com).
//
// Repair lists at most MaxChanges changes, the first ones; RepairLimit
// says how many more it made.
func Repair(s string) (string, []Change, error) {
	out, changes, _, err := RepairLimit(s, MaxChanges)
	return out, changes, err
}

// MaxChanges is the number of changes Repair lists: input may need one
// change per byte (":" repeated), and a list as long as the input costs
// far more memory than the input.
const MaxChanges = 1000

// RepairLimit is Repair listing at most max changes (all when max is not
// positive), the first ones in the order of their offsets; more is the
// number of changes made but not listed. Memory stays a small multiple of
// len(s) whatever the input.
func RepairLimit(s string, max int) (result string, changes []Change, more int, err error) {
	if u, err := uri.ParseReference(s); err == nil {
		if e := unusable(s, u); e != nil {
			return "", nil, 0, e
		}
		if !slashesToFix(u) {
			return s, nil, 0, nil
		}
	}
	r := &repairer{in: s, max: max}
	result, changes, err = r.run()
	if err == nil && result != s {
		if e := clientsPart(s, result); e != nil {
			return "", nil, 0, e
		}
	}
	return result, changes, r.more, err
}

// repairer holds the state of one repair.
type repairer struct {
	in      string
	t       []byte  // in trimmed, without tabs and newlines; backslashes replaced
	pos     []int32 // pos[i] is the offset in in of t[i]
	b       []byte  // the result
	changes []Change
	web     bool // a special scheme (http, https, ws, wss, ftp, file) or none
	file    bool // the file scheme
	// max bounds the changes listed (when positive); more counts the
	// rest. Each phase of the repair (clean, backslashes, the rest) adds
	// its changes in the order of their offsets, so keeping the first max
	// of each phase keeps the first max of all once they are sorted.
	max, phase, more int
}

// Characters each component allows literally (RFC 3986 §3.2.1-§3.5), as
// internal/pct defines them, in one table for the byte loop of part.
const (
	aUserinfo = 1 << iota // unreserved / sub-delims / ":"
	aHost                 // unreserved / sub-delims (reg-name)
	aPath                 // pchar / "/"
	aQuery                // pchar / "/" / "?" (query and fragment)
)

var allowed = func() (t [256]uint8) {
	for c := range 128 {
		for _, s := range []struct {
			bit uint8
			set *pct.Set
		}{{aUserinfo, &pct.Userinfo}, {aHost, &pct.Host}, {aPath, &pct.Path}, {aQuery, &pct.Query}} {
			if s.set.Has(byte(c)) {
				t[c] |= s.bit
			}
		}
	}
	return t
}()

// at is the offset in the input of t[i].
func (r *repairer) at(i int) int { return int(r.pos[i]) }

func (r *repairer) add(k Kind, off int, msg string) {
	if r.max > 0 && len(r.changes)-r.phase >= r.max {
		r.more++
		return
	}
	r.changes = append(r.changes, Change{Kind: k, Offset: off, Message: msg})
}

// nextPhase starts a phase of changes (see max).
func (r *repairer) nextPhase() { r.phase = len(r.changes) }

func (r *repairer) run() (string, []Change, error) {
	r.clean()
	t := r.t
	r.b = make([]byte, 0, len(t)+len(t)/4+8)

	// Scheme (§3.1): only when it is followed by ":" and is valid.
	colon := schemeEnd(t)
	r.web = colon < 0 || special.Fold(t[:colon]) != special.Other
	r.file = colon == 4 && strings.EqualFold(string(t[:4]), "file")
	if r.web {
		r.nextPhase()
		r.backslashes(colon + 1)
	}
	r.nextPhase()
	i := 0
	if colon >= 0 {
		r.b = append(r.b, t[:colon+1]...)
		i = colon + 1
	}

	// Authority (§3.2): "//" up to the next "/", "?" or "#"; for a special
	// URL after any run of slashes, as browsers read it (host.go).
	auth := false
	from, ok := r.authoritySlashes(i, colon)
	if !ok && i+1 < len(t) && t[i] == '/' && t[i+1] == '/' {
		from, ok = i+2, true
	}
	if ok {
		auth = true
		end := from
		for end < len(t) && t[end] != '/' && t[end] != '?' && t[end] != '#' {
			end++
		}
		r.b = append(r.b, "//"...)
		if err := r.authority(from, end); err != nil {
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
	if r.max > 0 && len(r.changes) > r.max {
		r.more += len(r.changes) - r.max
		r.changes = r.changes[:r.max:r.max]
	}
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
	r.pos = make([]int32, 0, hi-lo)
	for k := lo; k < hi; k++ {
		switch c := s[k]; c {
		case '\t', '\n', '\r':
			r.add(RemovedControl, k, [...]string{'\t': "tab", '\n': "line feed", '\r': "carriage return"}[c]+" removed")
		default:
			r.t = append(r.t, c)
			r.pos = append(r.pos, int32(k))
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
// start of t (§3.1, scheme.CheckName), or -1.
func schemeEnd(t []byte) int {
	i := bytes.IndexByte(t, ':')
	if i < 0 || scheme.CheckName(string(t[:i])) >= 0 {
		return -1
	}
	return i
}

// backslashes replaces each "\" of t from i up to the query or fragment
// with "/".
func (r *repairer) backslashes(i int) {
	for ; i < len(r.t) && r.t[i] != '?' && r.t[i] != '#'; i++ {
		if r.t[i] == '\\' {
			r.t[i] = '/'
			r.add(ReplacedBackslash, r.at(i), `"\" replaced with "/", as browsers read it here`)
		}
	}
}

// authority writes the authority t[from:to] (§3.2).
func (r *repairer) authority(from, to int) error {
	t := r.t
	hs := from
	if at := bytes.LastIndexByte(t[from:to], '@'); at >= 0 {
		r.part(from, from+at, aUserinfo)
		r.b = append(r.b, '@')
		hs = from + at + 1
	}
	he := -1
	if hs < to && t[hs] == '[' {
		if c := bytes.IndexByte(t[hs:to], ']'); c >= 0 {
			he = hs + c + 1
			if (he == to || t[he] == ':') && r.ipLiteral(hs, he) {
				return r.port(he, to)
			}
		}
	}
	if he < 0 {
		if hs < to && t[hs] == '[' && bytes.IndexByte(t[hs:to], ':') >= 0 {
			return &Error{Input: r.in, Offset: r.at(hs), Reason: "\"[\" of an IP literal without its \"]\"; close the IPv6 address with \"]\" before the port or path"}
		}
		he = hs
	}
	for he < to && t[he] != ':' {
		he++
	}
	if err := r.regName(hs, he); err != nil {
		return err
	}
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
	r.add(EncodedPercent, r.at(from+z), `"%" before a zone identifier written %25 (RFC 6874)`)
	return true
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
		if k+1 < to && ascii.IsAlpha(r.t[k]) && r.t[k+1] == '|' && (k+2 == to || r.t[k+2] == '/') {
			r.t[k+1] = ':'
			r.add(ReplacedPipe, r.at(k+1), `"|" after the drive letter of a file URL replaced with ":", which browsers read it as`)
		}
	}
	if noScheme {
		seg := from
		for seg < to && r.t[seg] != '/' {
			seg++
		}
		if k := bytes.IndexByte(r.t[from:seg], ':'); k >= 0 {
			for k += from; k < seg; k++ {
				if r.t[k] == ':' {
					r.part(from, k, aPath)
					r.b = append(r.b, "%3A"...)
					r.add(EncodedChar, r.at(k), `":" in the first segment of a relative path written %3A, or it would read as a scheme`)
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
			if k+2 < to && ascii.IsHex(t[k+1]) && ascii.IsHex(t[k+2]) {
				r.b = append(r.b, t[k:k+3]...)
				k += 3
				continue
			}
			r.b = append(r.b, "%25"...)
			r.add(EncodedPercent, r.at(k), `"%" not followed by two hex digits written %25`)
			k++
		case c == ' ':
			r.b = append(r.b, "%20"...)
			r.add(EncodedSpace, r.at(k), "space written %20")
			k++
		case c >= utf8.RuneSelf:
			rn, n := utf8.DecodeRune(t[k:to])
			enc := pct.Encode(string(t[k:k+n]), pct.Set{})
			r.b = append(r.b, enc...)
			what := strconv.QuoteRune(rn)
			if rn == utf8.RuneError && n == 1 {
				what = "byte " + enc + " (not UTF-8)"
			}
			r.add(EncodedNonASCII, r.at(k), what+" written "+enc)
			k += n
		default:
			enc := pct.Encode(string(t[k:k+1]), pct.Set{})
			r.b = append(r.b, enc...)
			what := strconv.QuoteRune(rune(c))
			if c < ' ' || c == 0x7f {
				what = "control character " + enc
			}
			r.add(EncodedChar, r.at(k), what+" written "+enc+", as RFC 3986 does not allow it here")
			k++
		}
	}
}
