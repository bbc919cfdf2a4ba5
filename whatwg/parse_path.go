package whatwg

// The basic URL parser's states for the path, query and fragment (§4.4):
// path start, path, opaque path, query and fragment; shortening a path
// (§4.2); the single-dot and double-dot segments (§4.1).

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
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

// path is the path state (§4.4), from the start of a segment to the end
// of the path, continuing base, the path copied from a base URL (already
// shortened). It writes the path as the URL path serializer would (§4.5),
// "/" and each segment percent-encoded with the path percent-encode set,
// copying runs of bytes that need nothing (slashes included) at once. A
// single-dot segment it skips; a double-dot one it skips and takes back the
// segment written before it (shorten, §4.2); a special URL's "\" it
// writes "/".
func (p *parser) path(i int, base string) (state, int) {
	in := p.in
	special := p.special()
	tbl := &pathRunOther
	switch {
	case special && p.override == stateNone:
		tbl = &pathRunSpecial
	case special:
		tbl = &pathRunSpecialOverride
	case p.override != stateNone:
		tbl = &pathRunOtherOverride
	}
	p.pathStart = p.b.len()
	p.b.str(base)
	p.b.byte('/') // the first segment's
	start := i
	run := i // in[run:k] is still to write
	k := i
	if base == "" {
		k = p.driveLetter(k, tbl)
		run = k
	}
	for {
		k = plainRun(tbl, in, k)
		if k == len(in) {
			break
		}
		c := in[k]
		if tbl[c] == clEncode {
			p.b.input(run, k)
			p.b.pct(c)
			k++
			run = k
			continue
		}
		if tbl[c] == clStop {
			if c != '\\' {
				break // "?" or "#": the path ends
			}
			// Step 1: a special URL's "\" ends a segment as "/" does.
			p.b.input(run, k)
			p.b.byte('/')
			k++
			run = k
			continue
		}
		// "." or "%": a single-dot or double-dot segment, if it begins
		// one.
		if k > i && in[k-1] != '/' && !(special && in[k-1] == '\\') {
			k++
			continue
		}
		e := k
		for e < len(in) && e-k <= len("%2e%2e") && in[e] != '/' && tbl[in[e]] != clStop {
			e++
		}
		seg := in[k:e]
		double := isDoubleDot(seg)
		if !double && !isSingleDot(seg) {
			k++
			continue
		}
		// Steps 1.2-1.3: the segment is not written, nor its "/".
		p.b.input(run, k)
		p.b.truncate(p.b.len() - 1)
		if double {
			p.shorten()
		}
		k, run = e, e
		if e == len(in) || in[e] != '/' && !(special && in[e] == '\\') {
			// The last segment: the path ends with an empty one.
			p.b.byte('/')
			break
		}
		if p.scheme == schemeFile && p.b.len() == p.pathStart {
			// The path is empty again: the next segment may be a drive
			// letter.
			p.b.byte('/')
			k = p.driveLetter(e+1, tbl)
			run = k
		}
	}
	p.b.input(run, k)
	j := k
	if p.errs != nil {
		// Steps 1.1 and 2.1-2.2, in input order.
		for k := start; k < j; k++ {
			switch c := in[k]; {
			case c == '\\' && special:
				p.report(InvalidReverseSolidus, k)
			case c != '/' && k >= p.noCheck:
				p.checkUnit(k)
			}
		}
	}
	// The serializer's step 3 (§4.5): a path without a host that begins
	// with an empty segment is written after "/.".
	if p.hostKind == HostNone && p.override == stateNone && p.b.len()-p.pathStart >= 2 && p.b.at(p.pathStart+1) == '/' {
		p.b.insert(p.pathStart, "/.")
		p.pathStart += 2
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

// driveLetter is the path state's step 1.4.1 for a segment at i of a file
// URL whose path is empty (its "/" written): a Windows drive letter is
// written with ":" ("C|" as "C:"). It returns where the input not yet
// written begins.
func (p *parser) driveLetter(i int, tbl *classTable) int {
	in := p.in
	if p.scheme != schemeFile || i+2 > len(in) || !isDriveLetter(in[i:i+2]) ||
		i+2 < len(in) && in[i+2] != '/' && tbl[in[i+2]] != clStop {
		return i
	}
	p.b.input(i, i+1)
	p.b.byte(':')
	return i + 2
}

// shorten shortens the path written from pathStart (§4.2): it takes back
// its last segment, unless it is a file URL's path of one normalized drive
// letter.
func (p *parser) shorten() {
	n := p.b.len() - p.pathStart
	if n == 0 {
		return
	}
	if p.scheme == schemeFile && n == 3 && ascii.IsAlpha(p.b.at(p.pathStart+1)) && p.b.at(p.pathStart+2) == ':' {
		return
	}
	p.b.truncate(p.b.lastSlash(p.pathStart))
}

// plainRun returns where the run of bytes that tbl says to write as they
// are, from j, ends: four bytes a step, then one. (Measured on the paths
// and queries of iscx_benign: faster than a byte a step, and than eight
// bytes of one load looked up by shifts, which take more instructions.)
func plainRun(tbl *classTable, in string, j int) int {
	for ; j+4 <= len(in); j += 4 {
		w := in[j : j+4]
		if tbl[w[0]]|tbl[w[1]]|tbl[w[2]]|tbl[w[3]] != clPlain {
			break
		}
	}
	for ; j < len(in); j++ {
		if tbl[in[j]] != clPlain {
			break
		}
	}
	return j
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
// none (internal/ascii's word-at-a-time search: a base URL's path can be
// long, and every relative reference shortens it).
func lastSlash[S ~string | ~[]byte](s S) int { return ascii.LastIndexByte(s, '/') }

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
			if j = plainRun(tbl, in, j); j == len(in) {
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
