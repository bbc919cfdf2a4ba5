package whatwg

// A URL's components as separate strings, and the URL serializer (§4.5)
// that writes them back as one href with offsets: how a setter builds the
// URL it returns.

import (
	"strconv"
	"strings"
)

type record struct {
	scheme      string
	kind        schemeKind
	user, pass  string
	hostKind    HostKind
	host        string
	port        int32
	path        string
	opaque      bool
	query, frag string
	hasQuery    bool
	hasFrag     bool
}

func (u URL) record() record {
	r := record{
		scheme:   u.Scheme(),
		kind:     u.scheme,
		user:     u.Username(),
		pass:     u.Password(),
		hostKind: u.hostKind,
		host:     u.Hostname(),
		port:     u.port,
		path:     u.Pathname(),
		opaque:   u.opaque,
	}
	r.query, r.hasQuery = u.Query()
	r.frag, r.hasFrag = u.Fragment()
	return r
}

// url is the URL serializer (§4.5) on r.
func (r record) url() URL {
	var b strings.Builder
	b.Grow(len(r.scheme) + len(r.user) + len(r.pass) + len(r.host) + len(r.path) + len(r.query) + len(r.frag) + 16)
	l := layout{scheme: r.kind, hostKind: r.hostKind, port: r.port, opaque: r.opaque, queryStart: -1, fragStart: -1}
	// Step 1.
	b.WriteString(r.scheme)
	l.schemeEnd = b.Len()
	b.WriteByte(':')
	if r.hostKind != HostNone {
		// Step 2.
		b.WriteString("//")
		b.WriteString(r.user)
		l.userEnd = b.Len()
		if r.pass != "" {
			b.WriteByte(':')
			b.WriteString(r.pass)
		}
		if r.user != "" || r.pass != "" {
			b.WriteByte('@')
		}
		l.hostStart = b.Len()
		b.WriteString(r.host)
		l.hostEnd = b.Len()
		if r.port >= 0 {
			b.WriteByte(':')
			var d [5]byte
			b.Write(strconv.AppendInt(d[:0], int64(r.port), 10))
		}
	} else if !r.opaque && strings.HasPrefix(r.path, "//") {
		// Step 3.
		b.WriteString("/.")
	}
	// Step 4.
	l.pathStart = b.Len()
	b.WriteString(r.path)
	// Step 5.
	if r.hasQuery {
		l.queryStart = b.Len()
		b.WriteByte('?')
		b.WriteString(r.query)
	}
	// Step 6.
	if r.hasFrag {
		l.fragStart = b.Len()
		b.WriteByte('#')
		b.WriteString(r.frag)
	}
	return l.url(b.String())
}
