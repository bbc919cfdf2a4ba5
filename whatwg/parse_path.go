package whatwg

// The basic URL parser's states for the path, query and fragment (§4.4):
// path start, path, opaque path, query and fragment; shortening a path
// (§4.2); the single-dot and double-dot segments (§4.1).

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"math/bits"
	"strings"
	"unicode/utf8"
)

// pathStartState is the path start state (§4.4).
func (p *parser) pathStartState(i int) (state, int) {
	p.pathStart = p.b.len()
	c := p.c(i)
	switch {
	case p.special():
		// Step 1.
		if c == '\\' {
			p.report(InvalidReverseSolidus, i)
		}
		if c == '/' || c == '\\' {
			i++
		}
		return statePath, i
	case p.override == stateNone && c == '?':
		// Step 2.
		p.startQuery()
		return stateQuery, i + 1
	case p.override == stateNone && c == '#':
		// Step 3.
		p.startFragment()
		return stateFragment, i + 1
	case c != eof:
		// Step 4.
		if c == '/' {
			i++
		}
		return statePath, i
	}
	// Step 5: the pathname setter on a URL without a host.
	if p.override != stateNone && p.hostKind == HostNone {
		p.b.byte('/')
	}
	return stateDone, i
}

// span is a path segment the path state keeps: in[start:end], or a
// drive letter to be written with ":" (§4.4 path state step 1.4.1).
type span struct {
	start, end int32
	drive      bool
}

func (p *parser) push(s span) {
	if p.nseg < len(p.segs) {
		p.segs[p.nseg] = s
	} else {
		p.more = append(p.more[:p.nseg-len(p.segs)], s)
	}
	p.nseg++
}

func (p *parser) seg(k int) span {
	if k < len(p.segs) {
		return p.segs[k]
	}
	return p.more[k-len(p.segs)]
}

// path is the path state (§4.4), from the start of a segment to the end
// of the path, continuing base, the path copied from a base URL (already
// shortened). It runs in two passes over the input's path. The first
// follows the Standard's steps over the segments, keeping a list of the
// ones that survive: a single-dot segment adds nothing (or the empty
// segment at the end of the path), a double-dot segment shortens the path
// (§4.2), which drops the last kept segment or the last of base's. The
// second writes base and the kept segments, each "/" and the segment
// percent-encoded with the path percent-encode set, as the URL path
// serializer would (§4.5): nothing written is taken back.
func (p *parser) path(i int, base string) (state, int) {
	if p.override == stateNone && p.errs == nil && p.hostKind != HostNone && p.scheme != schemeFile {
		if st, j, ok := p.pathFast(i, base); ok {
			return st, j
		}
	}
	return p.pathSegments(i, base)
}

// pathFast is the path state for the common path, with no single-dot or
// double-dot segment: its segments are all kept, so the path is written in
// one pass, percent-encoded, each "\" of a special URL written "/". It
// returns false, having written nothing, on a path with a dot segment.
func (p *parser) pathFast(i int, base string) (state, int, bool) {
	in := p.in
	tbl := &pathOther
	if p.special() {
		tbl = &pathSpecial
	}
	// The first pass: the end of the path, and whether a segment is a dot
	// segment or a byte needs writing otherwise.
	j, seg, plain := i, i, true
	for ; j < len(in); j++ {
		for j < len(in) && tbl[in[j]] == clPlain {
			j++
		}
		if j == len(in) {
			break
		}
		if tbl[in[j]] == clEncode {
			plain = false
			continue
		}
		if c := in[j]; c == '?' || c == '#' {
			break
		} else if c == '\\' {
			plain = false
		}
		if (in[seg] == '.' || in[seg] == '%') && (isSingleDot(in[seg:j]) || isDoubleDot(in[seg:j])) {
			return stateDone, i, false
		}
		seg = j + 1
	}
	if seg < j && (in[seg] == '.' || in[seg] == '%') && (isSingleDot(in[seg:j]) || isDoubleDot(in[seg:j])) {
		return stateDone, i, false
	}
	// The second: the path, written.
	p.pathStart = p.b.len()
	p.b.str(base)
	p.b.byte('/')
	if plain {
		p.b.input(i, j)
	} else {
		start := i
		for k := i; k < j; k++ {
			switch c := in[k]; tbl[c] {
			case clEncode:
				p.b.input(start, k)
				p.b.pct(c)
				start = k + 1
			case clStop: // "/" or "\"
				p.b.input(start, k)
				p.b.byte('/')
				start = k + 1
			}
		}
		p.b.input(start, j)
	}
	switch p.c(j) {
	case '?':
		p.startQuery()
		return stateQuery, j + 1, true
	case '#':
		p.startFragment()
		return stateFragment, j + 1, true
	}
	return stateDone, j, true
}

// pathSegments is the path state in general.
func (p *parser) pathSegments(i int, base string) (state, int) {
	in := p.in
	special := p.special()
	baseEnd := len(base)
	p.nseg = 0
	j := i
	for {
		j = i
		for j < len(in) {
			c := in[j]
			if c == '/' || c == '\\' && special || (c == '?' || c == '#') && p.override == stateNone {
				break
			}
			if p.errs != nil && j >= p.noCheck {
				// Steps 2.1-2.2.
				p.checkUnit(j)
			}
			j++
		}
		c := p.c(j)
		slash := c == '/' || c == '\\' && special
		// Step 1.1.
		if c == '\\' && special {
			p.report(InvalidReverseSolidus, j)
		}
		switch seg := in[i:j]; {
		case isDoubleDot(seg):
			// Step 1.2: shorten the path (§4.2), unless it is a file
			// URL's path of one normalized drive letter.
			switch {
			case p.nseg > 1:
				p.nseg--
			case p.nseg == 1:
				if !(p.scheme == schemeFile && baseEnd == 0 && p.seg(0).drive) {
					p.nseg--
				}
			case baseEnd > 0:
				if !(p.scheme == schemeFile && baseEnd == 3 && isNormalizedDriveLetter(base[1:3])) {
					baseEnd = lastSlash(base[:baseEnd])
				}
			}
			if !slash {
				p.push(span{int32(j), int32(j), false})
			}
		case isSingleDot(seg):
			// Step 1.3.
			if !slash {
				p.push(span{int32(j), int32(j), false})
			}
		default:
			// Step 1.4.
			drive := p.scheme == schemeFile && baseEnd == 0 && p.nseg == 0 && isDriveLetter(seg)
			p.push(span{int32(i), int32(j), drive})
		}
		if !slash {
			break
		}
		i = j + 1
	}
	// The serializer's step 3 (§4.5): a path without a host that begins
	// with an empty segment is written after "/.".
	if p.hostKind == HostNone && p.override == stateNone {
		var firstEmpty, many bool
		if baseEnd > 0 {
			firstEmpty = baseEnd == 1 || base[1] == '/'
			many = p.nseg > 0 || strings.IndexByte(base[1:baseEnd], '/') >= 0
		} else if p.nseg > 0 {
			firstEmpty = p.seg(0).start == p.seg(0).end && !p.seg(0).drive
			many = p.nseg > 1
		}
		if firstEmpty && many {
			p.b.str("/.")
		}
	}
	p.pathStart = p.b.len()
	p.b.str(base[:baseEnd])
	for k := 0; k < p.nseg; k++ {
		s := p.seg(k)
		p.b.byte('/')
		if s.drive {
			p.b.byte(in[s.start])
			p.b.byte(':')
			continue
		}
		p.encode(int(s.start), int(s.end), pct.URLPath)
	}
	if p.nseg > len(p.segs) {
		p.more = p.more[:0]
	}
	switch p.c(j) {
	case '?':
		// Step 1.6.
		p.startQuery()
		return stateQuery, j + 1
	case '#':
		// Step 1.7.
		p.startFragment()
		return stateFragment, j + 1
	}
	return stateDone, j
}

// writePath writes a base URL's path, as it is.
func (p *parser) writePath(path string) {
	if p.hostKind == HostNone && len(path) >= 2 && path[:2] == "//" {
		p.b.str("/.")
	}
	p.pathStart = p.b.len()
	p.b.str(path)
}

// shortened is path shortened (§4.2): without its last segment, unless it
// is a file URL's path of one normalized drive letter.
func (p *parser) shortened(path string) string {
	if p.scheme == schemeFile && len(path) == 3 && isNormalizedDriveLetter(path[1:3]) {
		return path
	}
	return path[:max(lastSlash(path), 0)]
}

// lastSlash returns the offset of the last "/" in s, or -1 when there is
// none: eight bytes a step from the end (a base URL's path can be long,
// and every relative reference shortens it).
func lastSlash(s string) int {
	const ones, lows = 0x0101010101010101, 0x7F7F7F7F7F7F7F7F
	k := len(s)
	for ; k >= 8; k -= 8 {
		w := ascii.Load64(s[k-8:]) ^ '/'*ones // a "/" is now a zero byte
		// The high bit of each zero byte, and of no other.
		if z := ^((w&lows + lows) | w | lows); z != 0 {
			return k - 8 + (63-bits.LeadingZeros64(z))/8
		}
	}
	for k--; k >= 0 && s[k] != '/'; k-- {
	}
	return k
}

// isSingleDot reports whether seg is a single-dot segment (§4.1): "." or
// "%2e", in any case. (The path state's buffer is the segment
// percent-encoded, which leaves "." and "%2e" as they are.)
func isSingleDot(seg string) bool {
	return seg == "." || len(seg) == 3 && isPct2e(seg)
}

// isDoubleDot reports whether seg is a double-dot segment (§4.1): "..",
// ".%2e", "%2e." or "%2e%2e", in any case.
func isDoubleDot(seg string) bool {
	switch len(seg) {
	case 2:
		return seg == ".."
	case 4:
		return seg[0] == '.' && isPct2e(seg[1:]) || isPct2e(seg) && seg[3] == '.'
	case 6:
		return isPct2e(seg) && isPct2e(seg[3:])
	}
	return false
}

func isPct2e(s string) bool { return s[0] == '%' && s[1] == '2' && s[2]|0x20 == 'e' }

// opaquePath is the opaque path state (§4.4).
func (p *parser) opaquePath(i int) (state, int) {
	in := p.in
	start := i
	j := i
	for ; j < len(in); j++ {
		c := in[j]
		switch c {
		case '?':
			// Step 1.
			p.b.input(start, j)
			p.startQuery()
			return stateQuery, j + 1
		case '#':
			// Step 2.
			p.b.input(start, j)
			p.startFragment()
			return stateFragment, j + 1
		case ' ':
			// Step 3: invalid-URL-unit; a space before "?" or "#" is
			// "%20".
			if p.errs != nil {
				p.report(InvalidURLUnit, j)
			}
			if j+1 < len(in) && (in[j+1] == '?' || in[j+1] == '#') {
				p.b.input(start, j)
				p.b.str("%20")
				start = j + 1
			}
			continue
		}
		// Step 4.
		if p.errs != nil {
			p.checkUnit(j)
		}
		if !pct.URLC0Control.Has(c) {
			p.b.input(start, j)
			p.b.pct(c)
			start = j + 1
		}
	}
	p.b.input(start, j)
	return stateDone, j
}

// query is the query state (§4.4), with UTF-8 as its encoding.
func (p *parser) query(i int) (state, int) {
	tbl := &queryOther
	if p.special() {
		tbl = &querySpecial
	}
	return p.encodeTo(i, tbl, p.override == stateNone)
}

// fragment is the fragment state (§4.4).
func (p *parser) fragment(i int) {
	p.encodeTo(i, &fragmentClass, false)
}

// encodeTo writes the input from i to its end, or with hash to the first
// "#" (which begins the fragment: query state step 2.4), percent-encoding
// the bytes tbl says to (§4.4 query state step 2.2, fragment state step
// 1.3), and checking each for invalid-URL-unit.
func (p *parser) encodeTo(i int, tbl *classTable, hash bool) (state, int) {
	in := p.in
	check := p.errs != nil
	start := i
	j := i
	for ; j < len(in); j++ {
		if !check {
			for j < len(in) && tbl[in[j]] == clPlain {
				j++
			}
			if j == len(in) {
				break
			}
		}
		c := in[j]
		if hash && tbl[c] == clStop {
			p.b.input(start, j)
			p.startFragment()
			return stateFragment, j + 1
		}
		if check {
			p.checkUnit(j)
		}
		if tbl[c] == clPlain {
			continue
		}
		p.b.input(start, j)
		p.b.pct(c)
		start = j + 1
	}
	p.b.input(start, j)
	return stateDone, j
}

// checkUnit reports invalid-URL-unit for the code unit at j when it is
// neither a URL code point nor "%" (§4.3), or is a "%" that does not begin
// a percent-encoded byte (§1.3). A multi-byte code point is checked at its
// first byte.
func (p *parser) checkUnit(j int) {
	in := p.in
	c := in[j]
	switch {
	case c == '%':
		if j+2 >= len(in) || !ascii.IsHex(in[j+1]) || !ascii.IsHex(in[j+2]) {
			p.report(InvalidURLUnit, j)
		}
	case c < utf8.RuneSelf:
		if !isURLCodePointASCII(c) {
			p.report(InvalidURLUnit, j)
		}
	case utf8.RuneStart(c):
		r, _ := utf8.DecodeRuneInString(in[j:])
		if !isURLCodePoint(r) {
			p.report(InvalidURLUnit, j)
		}
	}
}

// isURLCodePointASCII: the ASCII URL code points (§4.3): ASCII
// alphanumeric and !$&'()*+,-./:;=?@_~.
func isURLCodePointASCII(c byte) bool {
	if ascii.IsAlpha(c) || ascii.IsDigit(c) {
		return true
	}
	switch c {
	case '!', '$', '&', '\'', '(', ')', '*', '+', ',', '-', '.', '/', ':', ';', '=', '?', '@', '_', '~':
		return true
	}
	return false
}

// isURLCodePoint: the URL code points (§4.3), the ASCII ones and U+00A0 to
// U+10FFFD but surrogates and noncharacters.
func isURLCodePoint(r rune) bool {
	if r < utf8.RuneSelf {
		return isURLCodePointASCII(byte(r))
	}
	if r < 0xA0 || r > 0x10FFFD || 0xD800 <= r && r <= 0xDFFF {
		return false
	}
	// Noncharacters: U+FDD0 to U+FDEF, and the last two code points of
	// each plane.
	if 0xFDD0 <= r && r <= 0xFDEF || r&0xFFFE == 0xFFFE {
		return false
	}
	return true
}
