package whatwg

// The setters of the URL API (§6.1): each returns a new URL, the one the
// setter leaves behind, and whether the setter applied the value; a value
// the Standard's setter ignores gives the URL back unchanged, and false.
// They run the basic URL parser with a state override (§4.4) over the
// value, into the one component.

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// setterParser returns a parser of value with u as the url the state
// override changes. Steps 2-3 of the basic URL parser (the url is given,
// so step 1 is not run): tabs and newlines are removed.
func setterParser(u *URL, value string, override state) *parser {
	in, _ := clean(value)
	p := &parser{
		in:       in,
		b:        builder{in: in, own: true},
		override: override,
		old:      u,
	}
	p.scheme, p.hostKind, p.port = u.scheme, u.hostKind, u.port
	p.schemeEnd, p.queryStart, p.fragStart = -1, -1, -1
	return p
}

// cannotHaveCredentials: the URL cannot have a username/password/port
// (§4.2): its host is null or empty, or its scheme is "file".
func (u URL) cannotHaveCredentials() bool {
	return u.href == "" || u.hostKind == HostNone || u.hostKind == HostEmpty || u.scheme == schemeFile
}

// SetHref is the href setter (§6.1): the URL value parses to, or the
// error that says why it does not (the setter throws a TypeError).
func (u URL) SetHref(value string) (URL, error) { return Parse(value) }

// SetProtocol is the protocol setter (§6.1): the basic URL parser on
// value and ":", with the scheme start state as state override. A scheme
// that would turn a special URL into a non-special one, or the reverse, is
// ignored, and so is "file" for a URL with credentials or a port, and any
// scheme for a file URL with an empty host; ok reports whether the scheme
// was set.
func (u URL) SetProtocol(value string) (v URL, ok bool) {
	if u.href == "" {
		return u, false
	}
	in, _ := clean(value + ":")
	// Scheme start state, steps 1 and 3.
	if !ascii.IsAlpha(in[0]) {
		return u, false
	}
	// Scheme state, step 1.
	j := 1
	for j < len(in) && isSchemeChar(in[j]) {
		j++
	}
	// Step 4: not a scheme.
	if in[j] != ':' {
		return u, false
	}
	low := make([]byte, j)
	for k := range low {
		low[k] = ascii.ToLower(in[k])
	}
	scheme := string(low)
	kind := kindOf(scheme)
	// Step 2.1.
	special := kind != schemeOther
	if u.IsSpecial() != special {
		return u, false
	}
	if (u.IncludesCredentials() || u.port >= 0) && kind == schemeFile {
		return u, false
	}
	if u.scheme == schemeFile && u.hostKind == HostEmpty {
		return u, false
	}
	// Steps 2.2-2.3.
	r := u.record()
	r.scheme, r.kind = scheme, kind
	if r.port == kind.DefaultPort() {
		r.port = -1
	}
	return r.url(), true
}

// SetUsername is the username setter (§6.1): value, UTF-8 percent-encoded
// with the userinfo percent-encode set; ignored when the URL cannot have
// a username (§4.2), and then ok is false.
func (u URL) SetUsername(value string) (v URL, ok bool) {
	if u.cannotHaveCredentials() {
		return u, false
	}
	r := u.record()
	r.user = pct.Encode(value, pct.URLUserinfo)
	return r.url(), true
}

// SetPassword is the password setter (§6.1), as SetUsername.
func (u URL) SetPassword(value string) (v URL, ok bool) {
	if u.cannotHaveCredentials() {
		return u, false
	}
	r := u.record()
	r.pass = pct.Encode(value, pct.URLUserinfo)
	return r.url(), true
}

// SetHost is the host setter (§6.1): the host state override, which reads
// a host and, after ":", a port. A value without a port leaves the port
// as it was; a failing port leaves the host that was read before it. ok
// reports whether a host was set: false when the value is ignored (a URL
// with an opaque path, a host the host parser refuses, ...).
func (u URL) SetHost(value string) (v URL, ok bool) { return u.setHost(value, stateHost) }

// SetHostname is the hostname setter (§6.1): a host alone (a ":" makes the
// value ignored); ok as for SetHost.
func (u URL) SetHostname(value string) (v URL, ok bool) { return u.setHost(value, stateHostname) }

func (u URL) setHost(value string, override state) (URL, bool) {
	if u.opaque || u.href == "" {
		return u, false
	}
	p := setterParser(&u, value, override)
	if u.scheme == schemeFile {
		// Host state, step 1.
		p.fileHost(0)
	} else if st, i, ok := p.host(0); ok && st == statePort {
		p.portState(i)
	}
	if !p.hostSet {
		return u, false
	}
	r := u.record()
	r.hostKind = p.hostKind
	r.host = p.b.sub(p.hostStart, p.hostEnd)
	r.port = p.port
	return r.url(), true
}

// SetPort is the port setter (§6.1): "" makes the port null; otherwise the
// digits the value begins with, in the port state override; ignored when
// the URL cannot have a port, or the value begins with no digit or is
// above 65535, and then ok is false.
func (u URL) SetPort(value string) (v URL, ok bool) {
	if u.cannotHaveCredentials() {
		return u, false
	}
	r := u.record()
	if value == "" {
		r.port = -1
		return r.url(), true
	}
	p := setterParser(&u, value, statePort)
	if _, _, ok := p.portState(0); !ok {
		return u, false
	}
	r.port = p.port
	return r.url(), true
}

// SetPathname is the pathname setter (§6.1): the path state override on
// value, after emptying the path; ignored for an opaque path (ok false).
func (u URL) SetPathname(value string) (v URL, ok bool) {
	if u.opaque || u.href == "" {
		return u, false
	}
	p := setterParser(&u, value, statePathStart)
	st, i := p.pathStartState(0)
	if st == statePath {
		p.path(i, "")
	}
	r := u.record()
	r.path = p.b.String()
	return r.url(), true
}

// SetSearch is the search setter (§6.1): "" makes the query null;
// otherwise value less a leading "?", percent-encoded as the query state
// does. Every URL has a query to set: ok is false only for the zero URL.
func (u URL) SetSearch(value string) (v URL, ok bool) {
	if u.href == "" {
		return u, false
	}
	r := u.record()
	r.query, r.hasQuery = u.encoded(value, '?', stateQuery)
	return r.url(), true
}

// SetHash is the hash setter (§6.1): "" makes the fragment null;
// otherwise value less a leading "#", percent-encoded as the fragment
// state does; ok as for SetSearch.
func (u URL) SetHash(value string) (v URL, ok bool) {
	if u.href == "" {
		return u, false
	}
	r := u.record()
	r.frag, r.hasFrag = u.encoded(value, '#', stateFragment)
	return r.url(), true
}

// encoded is the search and hash setters' steps (§6.1): the empty string
// is null; otherwise value less one leading delim is the input of the
// state override st (the query or the fragment state), which encodes it.
func (u URL) encoded(value string, delim byte, st state) (string, bool) {
	if value == "" {
		return "", false
	}
	if value[0] == delim {
		value = value[1:]
	}
	p := setterParser(&u, value, st)
	if st == stateQuery {
		p.query(0)
	} else {
		p.fragment(0)
	}
	return p.b.String(), true
}
