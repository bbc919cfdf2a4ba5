package whatwg

// A URL's components as separate strings, and the URL serializer (§4.5)
// that writes them back as one href with offsets: how a setter builds the
// URL it returns.

import "strings"

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
	u := URL{port: r.port, hostKind: r.hostKind, opaque: r.opaque, scheme: r.kind}
	// Step 1.
	b.WriteString(r.scheme)
	u.schemeEnd = uint32(b.Len())
	b.WriteByte(':')
	if r.hostKind != HostNone {
		// Step 2.
		b.WriteString("//")
		b.WriteString(r.user)
		u.userEnd = uint32(b.Len())
		if r.pass != "" {
			b.WriteByte(':')
			b.WriteString(r.pass)
		}
		if r.user != "" || r.pass != "" {
			b.WriteByte('@')
		}
		u.hostStart = uint32(b.Len())
		b.WriteString(r.host)
		u.hostEnd = uint32(b.Len())
		if r.port >= 0 {
			b.WriteByte(':')
			var d [5]byte
			k := len(d)
			for v := r.port; ; v /= 10 {
				k--
				d[k] = byte('0' + v%10)
				if v < 10 {
					break
				}
			}
			b.Write(d[k:])
		}
	} else {
		u.userEnd, u.hostStart, u.hostEnd = u.schemeEnd+1, u.schemeEnd+1, u.schemeEnd+1
		// Step 3.
		if !r.opaque && strings.HasPrefix(r.path, "//") {
			b.WriteString("/.")
		}
	}
	// Step 4.
	u.pathStart = uint32(b.Len())
	b.WriteString(r.path)
	// Step 5.
	u.queryStart = uint32(b.Len())
	if r.hasQuery {
		b.WriteByte('?')
		b.WriteString(r.query)
	}
	// Step 6.
	u.fragStart = uint32(b.Len())
	if r.hasFrag {
		b.WriteByte('#')
		b.WriteString(r.frag)
	}
	if !r.hasQuery {
		u.queryStart = u.fragStart
	}
	u.href = b.String()
	return u
}
