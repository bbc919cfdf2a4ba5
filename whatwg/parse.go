package whatwg

// The basic URL parser, URL Standard §4.4: its entry points, the input's
// preparation (steps 1-3) and the state machine's loop (step 9), with the
// scheme states. The other states are in parse_authority.go, parse_file.go
// and parse_path.go; the host parser in host.go.

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/special"
	"github.com/urikit/urikit/scheme"
)

// Parse parses input with the basic URL parser of the URL Standard (§4.4),
// without a base URL, as new URL(input) does. It fails on a relative URL
// ("/a", "a"), on an input without a scheme, and on the failures the
// Standard lists (an invalid host or port, a special URL without a host,
// ...); the *Error names the validation error that made it fail.
//
// Parsing is normalizing: the href is the URL's serialization. When the
// input is already that serialization, Href returns the input itself and
// Parse allocates nothing.
func Parse(input string) (URL, error) {
	var u URL
	err := u.Set(input)
	return u, err
}

// Set sets u to the URL input is, as Parse parses it; on error it leaves u
// as it is. With String, it makes *URL a flag.Value. A URL parsed into a
// variable that is then read in place (u.Set(s); u.Pathname()) is not
// copied, which makes Set the quicker of the two where every nanosecond
// counts.
func (u *URL) Set(input string) error {
	if u.setQuick(trimControlSpace(input)) {
		return nil
	}
	v, err := parse(input, nil, nil)
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// setQuick sets u to the URL in (trimmed of leading and trailing C0
// control or space) is, when the serialized-form path takes it or the state
// machine resumed where that path stopped does; false leaves u as it is,
// for the full parser.
func (u *URL) setQuick(in string) bool {
	var r resumption
	if parseSerializedTo(u, in, &r) {
		return true
	}
	if r.at > 0 {
		if v, ok := resume(in, &r); ok {
			*u = v
			return true
		}
	}
	return false
}

// Parse parses ref against u as base URL (§4.4), as new URL(ref, u.Href())
// does: a relative ref is resolved; an absolute one is parsed alone. The
// zero URL is no base: against it, ref parses as Parse(ref) does (and a
// relative ref fails with missing-scheme-non-relative-URL).
func (u URL) Parse(ref string) (URL, error) {
	if u.href == "" {
		return Parse(ref)
	}
	// An absolute URL in serialized form is the URL it is against any
	// base (the special relative or authority state reads "//" as the
	// special authority slashes state does).
	var v URL
	if v.setQuick(trimControlSpace(ref)) {
		return v, nil
	}
	if v, ok := resolveSimple(&u, ref); ok {
		return v, nil
	}
	return parse(ref, &u, nil)
}

// Validate parses input as Parse does and also returns the validation
// errors the parser met (§1.1), in the order it met them, each with its
// byte offset in input (input order, but that the host parser meets the
// host as a whole: a domain-to-ASCII error at a code point of the host
// can precede an IPv4 error at its start). A URL that parses without any is a valid URL string (§4.3);
// browsers accept most that have some ("http://a\b" is
// invalid-reverse-solidus). On failure the list ends with the error that
// made the parser fail, which the *Error names too.
func Validate(input string) (URL, []ValidationError, error) {
	errs := []ValidationError{}
	u, err := parse(input, nil, &errs)
	return u, errs, err
}

// Validate parses ref against u, as u.Parse does, and returns the
// validation errors as Validate does.
func (u URL) Validate(ref string) (URL, []ValidationError, error) {
	if u.href == "" {
		return Validate(ref)
	}
	errs := []ValidationError{}
	v, err := parse(ref, &u, &errs)
	return v, errs, err
}

// state is a state of the basic URL parser (§4.4).
type state uint8

const (
	stateNone state = iota
	stateSchemeStart
	stateScheme
	stateNoScheme
	stateSpecialRelativeOrAuthority
	statePathOrAuthority
	stateRelative
	stateRelativeSlash
	stateSpecialAuthoritySlashes
	stateSpecialAuthorityIgnoreSlashes
	stateAuthority
	stateHost
	stateHostname
	statePort
	stateFile
	stateFileSlash
	stateFileHost
	statePathStart
	statePath
	stateOpaquePath
	stateQuery
	stateFragment
	stateDone
)

// parser holds one run of the basic URL parser: the prepared input, the
// output being written, and the URL record's components as offsets into
// the output.
type parser struct {
	in       string // the input after steps 1-3
	b        builder
	base     URL
	hasBase  bool
	override state // the state override, stateNone when not given

	// layout is where the components are in the output (schemeEnd -1
	// before the scheme is written).
	layout
	hostSet bool // the host parser returned a host

	// old is the URL a setter changes (the url argument of §4.4).
	old *URL

	// basePath is the base's path, shortened, that the path state
	// continues (relative, file and file slash states).
	basePath string
	fileH    bool // in the file host state: "localhost" is the empty host

	// noCheck: the path state does not report invalid-URL-unit before
	// this input offset (the file host state's buffer, §4.4).
	noCheck int

	errs   *[]ValidationError // nil: do not collect
	fail   ErrorKind
	failAt int
	reason string // Error.reason
}

// report records a validation error at input offset at.
func (p *parser) report(k ErrorKind, at int) {
	if p.errs != nil {
		*p.errs = append(*p.errs, ValidationError{k, at})
	}
}

// failure records k at offset at as the reason the parser returns
// failure, and returns false.
func (p *parser) failure(k ErrorKind, at int) bool {
	p.report(k, at)
	p.fail, p.failAt = k, at
	return false
}

func (p *parser) special() bool { return p.scheme != schemeOther }

// parse runs the basic URL parser on input with base as its base URL (nil:
// none).
func parse(input string, base *URL, errs *[]ValidationError) (URL, error) {
	// Step 1: remove leading and trailing C0 control or space.
	start, end := 0, len(input)
	for start < end && input[start] <= ' ' {
		start++
	}
	for end > start && input[end-1] <= ' ' {
		end--
	}
	if errs != nil && (start > 0 || end < len(input)) {
		at := 0
		if start == 0 {
			at = end
		}
		*errs = append(*errs, ValidationError{InvalidURLUnit, at})
	}
	in, cleaned := clean(input[start:end])
	if errs != nil && cleaned {
		for i := start; i < end; i++ {
			if c := input[i]; c == '\t' || c == '\n' || c == '\r' {
				*errs = append(*errs, ValidationError{InvalidURLUnit, i})
				break
			}
		}
	}
	// Field by field: a composite literal of this size is built aside
	// and copied.
	var p parser
	p.in = in
	// What the output can reach: percent-encoding triples the input at
	// most, as it is UTF-8 by now.
	bound := 3*len(in) + 32
	if base != nil {
		bound += len(base.href)
	}
	p.b.init(in, bound)
	if base != nil {
		// A copy: the parser's state leaks to the heap (escape analysis),
		// and the base URL is the caller's.
		p.base, p.hasBase = *base, true
	}
	p.schemeEnd, p.port, p.queryStart, p.fragStart = -1, -1, -1, -1
	p.errs = errs
	mark := 0
	if errs != nil {
		mark = len(*errs)
	}
	ok := p.run(stateSchemeStart, 0)
	if cleaned || start > 0 {
		if errs != nil {
			for k := mark; k < len(*errs); k++ {
				(*errs)[k].Offset = mapOffset(input, start, end, (*errs)[k].Offset)
			}
		}
		p.failAt = mapOffset(input, start, end, p.failAt)
	}
	if !ok {
		p.b.release()
		return URL{}, &Error{Input: input, Offset: p.failAt, Kind: p.fail, reason: p.reason}
	}
	u := p.finish()
	p.b.release()
	return u, nil
}

// trimControlSpace is step 1 of the basic URL parser for the fast paths:
// s without its leading and trailing C0 controls and spaces.
func trimControlSpace(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] <= ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// resume runs the state machine on input from the path start state, at
// r.at, input being a URL whose scheme and authority parseSerializedTo read
// (r): the output is input[:r.keep] (lower-cased when r.upper). Nothing after the host and
// port can fail. It declines (false) an input whose rest steps 1-3 change
// otherwise than by removing trailing C0 controls and spaces (a tab or
// newline, invalid UTF-8).
func resume(input string, r *resumption) (URL, bool) {
	end := len(input)
	for end > r.at && input[end-1] <= ' ' {
		end--
	}
	in := input[:end]
	if cleanPrefix(in[r.at:]) < end-r.at {
		return URL{}, false
	}
	var p parser
	p.in = in
	p.b.init(in, 3*len(in)+32)
	if r.upper {
		p.b.lower(0, r.keep)
	} else {
		p.b.keep(r.keep)
	}
	p.layout = r.layout
	p.hostSet = true
	p.run(statePathStart, r.at)
	u := p.finish()
	p.b.release()
	return u, true
}

// clean is steps 2-3 of the basic URL parser: it removes every ASCII tab
// or newline. Input that is not UTF-8 is read as the Encoding Standard's
// UTF-8 decode reads it (the parser takes a scalar value string): each
// maximal subpart of an ill-formed sequence becomes one U+FFFD (see
// badSequence). cleaned reports whether s changed.
func clean(s string) (string, bool) {
	i := cleanPrefix(s)
	if i == len(s) {
		return s, false
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	for i < len(s) {
		c := s[i]
		switch {
		case c == '\t' || c == '\n' || c == '\r':
			i++
		case c < utf8.RuneSelf:
			b.WriteByte(c)
			i++
		default:
			n, bad := nextScalar(s[i:])
			if bad {
				b.WriteString("\uFFFD")
			} else {
				b.WriteString(s[i : i+n])
			}
			i += n
		}
	}
	return b.String(), true
}

// cleanPrefix returns the length of the prefix of s that steps 2-3 leave
// as it is: up to the first tab or newline, or the whole of s when it has
// none and is UTF-8.
func cleanPrefix(s string) int {
	i := 0
	checked := false
	for i < len(s) {
		// Sixteen, then eight bytes at a time while none is a C0 control
		// or non-ASCII.
		for i+16 <= len(s) {
			w := s[i : i+16]
			if controlOrHigh(ascii.Load64(w)) || controlOrHigh(ascii.Load64(w[8:])) {
				break
			}
			i += 16
		}
		for i+8 <= len(s) && !controlOrHigh(ascii.Load64(s[i:])) {
			i += 8
		}
		if i == len(s) {
			break
		}
		if !cleanStop[s[i]] {
			i++
			continue
		}
		c := s[i]
		if c == '\t' || c == '\n' || c == '\r' {
			break
		}
		if !checked {
			if !utf8.ValidString(s[i:]) {
				break
			}
			checked = true
		}
		i++
	}
	return i
}

// nextScalar returns the length of the UTF-8 at the start of s that the
// Encoding Standard's UTF-8 decoder reads as one scalar value: a
// well-formed sequence, or with bad the maximal subpart of an ill-formed
// one, which it reads as U+FFFD.
func nextScalar(s string) (n int, bad bool) {
	if r, n := utf8.DecodeRuneInString(s); r != utf8.RuneError || n != 1 {
		return n, false
	}
	return badSequence(s), true
}

// badSequence returns the length of the maximal subpart at the start of s,
// which does not begin a well-formed UTF-8 sequence: its first byte, and
// the bytes after it that the Encoding Standard's UTF-8 decoder (§4.1 of
// that standard, "UTF-8 decoder") takes as the sequence's next bytes
// before it meets one that cannot continue it (or the end of s). The
// decoder emits one U+FFFD for those bytes and reads the next one anew.
func badSequence(s string) int {
	need, lower, upper := 0, byte(0x80), byte(0xBF)
	switch c := s[0]; {
	case 0xC2 <= c && c <= 0xDF:
		need = 1
	case c == 0xE0:
		need, lower = 2, 0xA0
	case c == 0xED:
		need, upper = 2, 0x9F
	case 0xE1 <= c && c <= 0xEF:
		need = 2
	case c == 0xF0:
		need, lower = 3, 0x90
	case c == 0xF4:
		need, upper = 3, 0x8F
	case 0xF1 <= c && c <= 0xF3:
		need = 3
	}
	n := 1
	for n <= need && n < len(s) && lower <= s[n] && s[n] <= upper {
		n++
		lower, upper = 0x80, 0xBF
	}
	return n
}

// controlOrHigh reports whether one of the eight bytes of w is below
// 0x20 or above 0x7F.
func controlOrHigh(w uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	return ((w-0x20*ones)|w)&highs != 0
}

// cleanStop holds the bytes clean looks at: tab, LF, CR and non-ASCII.
var cleanStop = func() (t [256]bool) {
	t['\t'], t['\n'], t['\r'] = true, true, true
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = true
	}
	return t
}()

// mapOffset maps an offset in the cleaned input back to the original
// input, whose cleaned part is input[start:end].
func mapOffset(input string, start, end, off int) int {
	k := 0 // offset in the cleaned text
	i := start
	for i < end && k < off {
		c := input[i]
		switch {
		case c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case c < utf8.RuneSelf:
			k++
			i++
		default:
			n, bad := nextScalar(input[i:end])
			if bad {
				k += len("\uFFFD")
			} else {
				k += n
			}
			i += n
		}
	}
	for i < end && (input[i] == '\t' || input[i] == '\n' || input[i] == '\r') {
		i++
	}
	return i
}

// finish returns the URL the parser wrote.
func (p *parser) finish() URL { return p.layout.url(p.b.String()) }

// run is step 9: the state machine, from state st at input offset i. It
// returns false when the parser returns failure.
func (p *parser) run(st state, i int) bool {
	in := p.in
	for {
		switch st {
		case stateSchemeStart:
			st, i = p.schemeStart(i)
		case stateNoScheme:
			var ok bool
			if st, i, ok = p.noScheme(i); !ok {
				return false
			}
		case stateSpecialRelativeOrAuthority:
			// §4.4 special relative or authority state
			if strings.HasPrefix(in[i:], "//") {
				st, i = stateSpecialAuthorityIgnoreSlashes, i+2
			} else {
				p.report(SpecialSchemeMissingFollowingSolidus, i)
				st = stateRelative
			}
		case statePathOrAuthority:
			// §4.4 path or authority state
			if i < len(in) && in[i] == '/' {
				st, i = stateAuthority, i+1
			} else {
				p.pathStart = p.b.len()
				st = statePath
			}
		case stateRelative:
			st, i = p.relative(i)
		case stateRelativeSlash:
			st, i = p.relativeSlash(i)
		case stateSpecialAuthoritySlashes:
			// §4.4 special authority slashes state
			if strings.HasPrefix(in[i:], "//") {
				i += 2
			} else {
				p.report(SpecialSchemeMissingFollowingSolidus, i)
			}
			st = stateSpecialAuthorityIgnoreSlashes
		case stateSpecialAuthorityIgnoreSlashes:
			// §4.4 special authority ignore slashes state
			for i < len(in) && (in[i] == '/' || in[i] == '\\') {
				p.report(SpecialSchemeMissingFollowingSolidus, i)
				i++
			}
			st = stateAuthority
		case stateAuthority:
			var ok bool
			if i, ok = p.authority(i); !ok {
				return false
			}
			st = stateHost
		case stateHost, stateHostname:
			var ok bool
			if st, i, ok = p.host(i); !ok {
				return false
			}
		case statePort:
			var ok bool
			if st, i, ok = p.portState(i); !ok {
				return false
			}
		case stateFile:
			st, i = p.file(i)
		case stateFileSlash:
			st, i = p.fileSlash(i)
		case stateFileHost:
			var ok bool
			if st, i, ok = p.fileHost(i); !ok {
				return false
			}
		case statePathStart:
			st, i = p.pathStartState(i)
		case statePath:
			base := p.basePath
			p.basePath = ""
			st, i = p.path(i, base)
		case stateOpaquePath:
			st, i = p.opaquePath(i)
		case stateQuery:
			st, i = p.query(i)
		case stateFragment:
			p.fragment(i)
			return true
		case stateDone:
			return true
		}
	}
}

// schemeStart is the scheme start state and the scheme state (§4.4),
// without a state override (the protocol setter has its own, setters.go).
func (p *parser) schemeStart(i int) (state, int) {
	in := p.in
	// Scheme start state, step 1: an ASCII alpha begins a scheme.
	if i < len(in) && ascii.IsAlpha(in[i]) {
		// Scheme state, step 1: ASCII alphanumeric, "+", "-" and "."
		// continue it.
		j := i + 1
		for j < len(in) && isSchemeChar(in[j]) {
			j++
		}
		// Step 2: ":" ends it.
		if j < len(in) && in[j] == ':' {
			p.b.lower(i, j)
			p.b.byte(':')
			p.schemeEnd = p.b.len() - 1
			p.scheme = special.Fold(in[i:j])
			i = j + 1
			switch {
			case p.scheme == schemeFile:
				// Step 2.5.
				if !strings.HasPrefix(in[i:], "//") {
					p.report(SpecialSchemeMissingFollowingSolidus, i)
				}
				return stateFile, i
			case p.special() && p.hasBase && p.base.scheme == p.scheme:
				// Step 2.6.
				return stateSpecialRelativeOrAuthority, i
			case p.special():
				// Step 2.7.
				return stateSpecialAuthoritySlashes, i
			case i < len(in) && in[i] == '/':
				// Step 2.8.
				return statePathOrAuthority, i + 1
			default:
				// Step 2.9: an opaque path.
				p.opaque = true
				p.pathStart = p.b.len()
				return stateOpaquePath, i
			}
		}
	}
	// Scheme start state step 2 and scheme state step 3: no scheme; start
	// over in the no scheme state.
	return stateNoScheme, 0
}

// noScheme is the no scheme state (§4.4).
func (p *parser) noScheme(i int) (state, int, bool) {
	base := &p.base
	c := p.c(i)
	// Step 1.
	if !p.hasBase || base.opaque && c != '#' {
		return stateDone, i, p.failure(MissingSchemeNonRelativeURL, i)
	}
	// Step 2: a fragment for a URL with an opaque path.
	if base.opaque {
		p.b.base(base.href, int(base.fragStart))
		p.schemeEnd = int(base.schemeEnd)
		p.scheme = base.scheme
		p.opaque = true
		p.pathStart = int(base.pathStart)
		if base.queryStart != base.fragStart {
			p.queryStart = int(base.queryStart)
		}
		p.fragStart = p.b.len()
		p.b.byte('#')
		return stateFragment, i + 1, true
	}
	// Steps 3-4.
	if base.scheme != schemeFile {
		return stateRelative, i, true
	}
	return stateFile, i, true
}

// c returns the code unit at i, or eof.
func (p *parser) c(i int) int {
	if i < len(p.in) {
		return int(p.in[i])
	}
	return eof
}

const eof = -1

// isSchemeChar reports whether c may stand in a scheme after its first
// letter: the rule of RFC 3986 §3.1 that the URL Standard's scheme state
// uses too, defined once in package scheme.
func isSchemeChar(c byte) bool { return scheme.IsNameChar(c) }
