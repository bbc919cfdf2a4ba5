package whatwg

// The basic URL parser's states for the path, query and fragment (§4.4):
// path start, path, opaque path, query and fragment; shortening a path
// (§4.2); the single-dot and double-dot segments (§4.1).

import "unicode/utf8"

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
	if p.override != stateNone && p.hostKind == HostNull {
		p.b.byte('/')
	}
	return stateDone, i
}

// path is the path state (§4.4), from the start of a segment to the end
// of the path. Each segment is written as the serializer writes it (§4.5),
// "/" and the segment percent-encoded with the path percent-encode set;
// at its end, a single-dot segment is taken back, and a double-dot one
// with the segment before it.
func (p *parser) path(i int) (state, int) {
	in := p.in
	special := p.special()
	for {
		segStart := p.b.len()
		p.b.byte('/')
		j := i
		start := i
		for j < len(in) {
			c := in[j]
			if c == '/' || c == '\\' && special || (c == '?' || c == '#') && p.override == stateNone {
				break
			}
			if p.errs != nil && j >= p.noCheck {
				p.checkUnit(j)
			}
			if setPath.Has(c) {
				j++
				continue
			}
			// Step 2.3: UTF-8 percent-encode c.
			p.b.input(start, j)
			p.b.pct(c)
			j++
			start = j
		}
		p.b.input(start, j)
		c := p.c(j)
		slash := c == '/' || c == '\\' && special
		// Step 1.1.
		if c == '\\' && special {
			p.report(InvalidReverseSolidus, j)
		}
		switch seg := p.b.len() - segStart - 1; {
		case p.isDoubleDot(segStart+1, seg):
			// Step 1.2.
			p.b.truncate(segStart)
			p.shorten()
			if !slash {
				p.b.byte('/')
			}
		case p.isSingleDot(segStart+1, seg):
			// Step 1.3.
			p.b.truncate(segStart)
			if !slash {
				p.b.byte('/')
			}
		case p.scheme == schemeFile && segStart == p.pathStart && seg == 2 &&
			isAlpha(p.b.at(segStart+1)) && (p.b.at(segStart+2) == ':' || p.b.at(segStart+2) == '|'):
			// Step 1.4.1: a drive letter is written with ":".
			p.b.set(segStart+2, ':')
		}
		if !slash {
			switch c {
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
		i = j + 1
	}
}

// isSingleDot reports whether the n output bytes at i are a single-dot
// segment (§4.1): "." or "%2e", in any case.
func (p *parser) isSingleDot(i, n int) bool {
	switch n {
	case 1:
		return p.b.at(i) == '.'
	case 3:
		return p.isPct2e(i)
	}
	return false
}

// isDoubleDot reports whether the n output bytes at i are a double-dot
// segment (§4.1): "..", ".%2e", "%2e." or "%2e%2e", in any case.
func (p *parser) isDoubleDot(i, n int) bool {
	switch n {
	case 2:
		return p.b.at(i) == '.' && p.b.at(i+1) == '.'
	case 4:
		return p.b.at(i) == '.' && p.isPct2e(i+1) || p.isPct2e(i) && p.b.at(i+3) == '.'
	case 6:
		return p.isPct2e(i) && p.isPct2e(i+3)
	}
	return false
}

func (p *parser) isPct2e(i int) bool {
	return p.b.at(i) == '%' && p.b.at(i+1) == '2' && p.b.at(i+2)|0x20 == 'e'
}

// shorten shortens the URL's path (§4.2): it removes the last segment,
// unless the URL is a file URL whose path is one normalized Windows drive
// letter.
func (p *parser) shorten() {
	end := p.b.len()
	if end == p.pathStart {
		return
	}
	if p.scheme == schemeFile && end-p.pathStart == 3 && isAlpha(p.b.at(p.pathStart+1)) && p.b.at(p.pathStart+2) == ':' {
		return
	}
	k := end - 1
	for k > p.pathStart && p.b.at(k) != '/' {
		k--
	}
	p.b.truncate(k)
}

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
			// Step 3: a space before "?" or "#" is "%20".
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
		if !setC0Control.Has(c) {
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
	in := p.in
	set := setQuery
	if p.special() {
		set = setSpecialQuery
	}
	start := i
	j := i
	for ; j < len(in); j++ {
		c := in[j]
		if c == '#' && p.override == stateNone {
			// Step 2.4.
			p.b.input(start, j)
			p.startFragment()
			return stateFragment, j + 1
		}
		if p.errs != nil {
			p.checkUnit(j)
		}
		if !set.Has(c) {
			p.b.input(start, j)
			p.b.pct(c)
			start = j + 1
		}
	}
	p.b.input(start, j)
	return stateDone, j
}

// fragment is the fragment state (§4.4).
func (p *parser) fragment(i int) {
	in := p.in
	start := i
	j := i
	for ; j < len(in); j++ {
		c := in[j]
		if p.errs != nil {
			p.checkUnit(j)
		}
		if !setFragment.Has(c) {
			p.b.input(start, j)
			p.b.pct(c)
			start = j + 1
		}
	}
	p.b.input(start, j)
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
		if j+2 >= len(in) || !isHex(in[j+1]) || !isHex(in[j+2]) {
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
	if isAlpha(c) || isDigit(c) {
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
