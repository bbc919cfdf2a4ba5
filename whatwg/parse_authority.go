package whatwg

// The basic URL parser's states for a relative URL and an authority
// (§4.4): relative, relative slash, authority, host and hostname, port.

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"strconv"
)

// relative is the relative state (§4.4): the base's scheme and, unless the
// input has its own authority, the base's credentials, host and port.
func (p *parser) relative(i int) (state, int) {
	base := &p.base
	// Step 2: the base's scheme (already written when the input had it).
	if p.schemeEnd < 0 {
		p.b.base(base.href, int(base.schemeEnd+1))
		p.schemeEnd = int(base.schemeEnd)
		p.scheme = base.scheme
	}
	c := p.c(i)
	switch {
	case c == '/':
		// Step 3.
		return stateRelativeSlash, i + 1
	case p.special() && c == '\\':
		// Step 4.
		p.report(InvalidReverseSolidus, i)
		return stateRelativeSlash, i + 1
	}
	// Step 5.1: the base's credentials, host, port, path and query;
	// steps 5.2-5.3.
	p.copyAuthority()
	bp := base.Pathname()
	if st, j, done := p.baseRest(c, i, bp); done {
		return st, j
	}
	// Step 5.4: a relative path, resolved against the base's path less
	// its last segment.
	p.basePath = p.shortened(bp)
	return statePath, i
}

// relativeSlash is the relative slash state (§4.4).
func (p *parser) relativeSlash(i int) (state, int) {
	c := p.c(i)
	switch {
	case p.special() && (c == '/' || c == '\\'):
		// Step 1.
		if c == '\\' {
			p.report(InvalidReverseSolidus, i)
		}
		return stateSpecialAuthorityIgnoreSlashes, i + 1
	case c == '/':
		// Step 2.
		return stateAuthority, i + 1
	}
	// Step 3: the base's credentials, host and port; the input's path.
	p.copyAuthority()
	return statePath, i
}

// copyAuthority writes the base's "//", credentials, host and port, and
// takes their offsets.
func (p *parser) copyAuthority() {
	base := &p.base
	off := p.b.len() - int(base.schemeEnd+1)
	p.b.str(base.href[base.schemeEnd+1 : base.authEnd()])
	p.hostKind = base.hostKind
	if base.hostKind != HostNone {
		p.userEnd = int(base.userEnd) + off
		p.hostStart = int(base.hostStart) + off
		p.hostEnd = int(base.hostEnd) + off
		p.port = base.port
	}
}

// baseRest is what the relative state (steps 5.2-5.3) and the file state
// (steps 4.2-4.3) do after taking the base's path and query, when c ends
// the input's path at once: "?" gives the input's query, "#" the base's
// query and the input's fragment, the end of the input the base's query.
// It reports false, having written nothing, when c begins a path.
func (p *parser) baseRest(c, i int, basePath string) (state, int, bool) {
	switch c {
	case '?':
		p.writePath(basePath)
		p.startQuery()
		return stateQuery, i + 1, true
	case '#':
		p.writePath(basePath)
		p.copyQuery()
		p.startFragment()
		return stateFragment, i + 1, true
	case eof:
		p.writePath(basePath)
		p.copyQuery()
		return stateDone, i, true
	}
	return stateDone, i, false
}

// copyQuery writes the base's query, if it has one.
func (p *parser) copyQuery() {
	base := &p.base
	if base.queryStart != base.fragStart {
		p.queryStart = p.b.len()
		p.b.str(base.href[base.queryStart:base.fragStart])
	}
}

func (p *parser) startQuery() {
	p.queryStart = p.b.len()
	p.b.byte('?')
}

func (p *parser) startFragment() {
	p.fragStart = p.b.len()
	p.b.byte('#')
}

// authority is the authority state (§4.4). Where the Standard buffers the
// authority code point by code point and, at each "@", moves the buffer
// into the credentials, this reads ahead to where the authority ends and
// splits it at its last "@": what precedes is the credentials (each
// earlier "@" written "%40", the first ":" parting username from
// password), what follows goes to the host state. It returns the offset
// where the host begins.
func (p *parser) authority(i int) (int, bool) {
	in := p.in
	end, at := i, -1
	special := p.special()
	for ; end < len(in); end++ {
		for end < len(in) && !authorityStop[in[end]] {
			end++
		}
		if end == len(in) {
			break
		}
		c := in[end]
		if c == '/' || c == '?' || c == '#' || c == '\\' && special {
			break
		}
		if c == '@' {
			// Step 1.1.
			p.report(InvalidCredentials, end)
			at = end
		}
	}
	p.b.str("//")
	p.userEnd = p.b.len()
	if at >= 0 {
		// Step 2.1: "@" with nothing after it.
		if at+1 == end {
			p.reason = reasonNoHostAfterCredentials
			return i, p.failure(HostMissing, end)
		}
		// Step 1.4: the credentials, percent-encoded with the userinfo
		// percent-encode set.
		colon := -1
		for k := i; k < at; k++ {
			if in[k] == ':' {
				colon = k
				break
			}
		}
		userEnd := at
		if colon >= 0 {
			userEnd = colon
		}
		p.encode(i, userEnd, pct.URLUserinfo)
		p.userEnd = p.b.len()
		if colon >= 0 && colon+1 < at {
			p.b.byte(':')
			p.encode(colon+1, at, pct.URLUserinfo)
		}
		if p.b.len() > p.userEnd || p.userEnd > p.schemeEnd+3 {
			p.b.byte('@')
		}
		i = at + 1
	}
	return i, true
}

// encode writes in[i:j] UTF-8 percent-encoded with set (§1.3).
func (p *parser) encode(i, j int, set pct.Set) {
	in := p.in
	start := i
	for k := i; k < j; k++ {
		if c := in[k]; !set.Has(c) {
			p.b.input(start, k)
			p.b.pct(c)
			start = k + 1
		}
	}
	p.b.input(start, j)
}

// host is the host state and the hostname state (§4.4).
func (p *parser) host(i int) (state, int, bool) {
	in := p.in
	// Step 1 (a setter on a file URL) is in setters.go.
	j := i
	inside := false
	for ; j < len(in); j++ {
		for j < len(in) && !hostStop[in[j]] {
			j++
		}
		if j == len(in) {
			break
		}
		c := in[j]
		if c == ':' && !inside {
			break
		}
		if c == '/' || c == '?' || c == '#' || c == '\\' && p.special() {
			break
		}
		// Step 4.
		if c == '[' {
			inside = true
		} else if c == ']' {
			inside = false
		}
	}
	if j < len(in) && in[j] == ':' {
		// Step 2: a port follows.
		if j == i {
			p.reason = reasonNoHostBeforePort
			return stateDone, i, p.failure(HostMissing, i)
		}
		if p.override == stateHostname {
			return stateDone, i, false
		}
		if !p.hostParse(i, j, !p.special()) {
			return stateDone, i, false
		}
		return statePort, j + 1, true
	}
	// Step 3: the end of the host.
	if p.special() && j == i {
		return stateDone, i, p.failure(HostMissing, i)
	}
	if p.override != stateNone && j == i && (p.old.IncludesCredentials() || p.old.port >= 0) {
		return stateDone, i, false
	}
	if !p.hostParse(i, j, !p.special()) {
		return stateDone, i, false
	}
	if p.override != stateNone {
		return stateDone, j, true
	}
	return statePathStart, j, true
}

// portState is the port state (§4.4).
func (p *parser) portState(i int) (state, int, bool) {
	in := p.in
	// Step 1: ASCII digits.
	j := i
	v := 0
	for ; j < len(in) && ascii.IsDigit(in[j]); j++ {
		if v <= 0xFFFF {
			v = v*10 + int(in[j]-'0')
		}
	}
	c := p.c(j)
	// Step 2.
	if c == eof || c == '/' || c == '?' || c == '#' || c == '\\' && p.special() || p.override != stateNone {
		if j > i {
			// Step 2.1.2.
			if v > 0xFFFF {
				return stateDone, i, p.failure(PortOutOfRange, i)
			}
			// Step 2.1.3: a default port is null.
			if int32(v) == p.scheme.DefaultPort() {
				p.port = -1
			} else {
				p.port = int32(v)
				p.b.byte(':')
				p.writeInt(v)
			}
			if p.override != stateNone {
				return stateDone, j, true
			}
		}
		// Step 2.2.
		if p.override != stateNone {
			return stateDone, j, false
		}
		return statePathStart, j, true
	}
	// Step 3.
	return stateDone, j, p.failure(PortInvalid, j)
}

// writeInt writes v in decimal, the shortest way (§1 "serialize an
// integer").
func (p *parser) writeInt(v int) {
	var d [10]byte
	p.b.bytes(strconv.AppendInt(d[:0], int64(v), 10))
}
