package uri

// Where each component of RFC 3986 §3 stands in the reference: the
// offsets a URI value keeps (uri.go), for packages that report a byte
// offset in the input (errors of the scheme-specific parsers, findings of
// a security inspection) or cut the input around a component.

// Span returns where component c stands in u.String(): u.String()[start:end]
// is the text its accessor returns, as written and without its delimiters
// (Scheme without ":", Authority without "//", Userinfo without "@", Host
// with the brackets of an IP literal, Port without ":", Path, Query without
// "?", Fragment without "#"). ComponentZone gives the zone of an IPv6
// literal as written, after its "%25" (Zone decodes it).
//
// An absent component has an empty span where it would begin: the scheme
// at 0; the authority, and the userinfo, host and port without an
// authority, at the start of the path; the userinfo of an authority at its
// start; the port, and the zone, at the end of the host; the query at the
// end of the path; the fragment at the end of the input. Any other c (a
// label such as ComponentNone or ComponentSegment, not a part of the value)
// spans the whole reference.
//
//	u, _ := uri.Parse("http://user@example.com:8080/p?q#f")
//	u.Span(uri.ComponentHost)  // 12, 23: "example.com"
//	u.Span(uri.ComponentQuery) // 31, 32: "q"
func (u URI) Span(c Component) (start, end int) {
	ps := int(u.pathStart)
	auth := u.flags&fAuthority != 0
	switch c {
	case ComponentScheme:
		if u.flags&fScheme != 0 {
			return 0, int(u.schemeEnd)
		}
		return 0, 0
	case ComponentAuthority:
		if auth {
			return int(u.authStart()), ps
		}
	case ComponentUserinfo:
		if u.flags&fUserinfo != 0 {
			return int(u.authStart()), int(u.hostStart) - 1
		}
		if auth {
			a := int(u.authStart())
			return a, a
		}
	case ComponentHost:
		if auth {
			return int(u.hostStart), int(u.hostEnd)
		}
	case ComponentZone:
		if u.zoneStart != 0 {
			return int(u.zoneStart) + 3, int(u.hostEnd) - 1
		}
		if auth {
			return int(u.hostEnd), int(u.hostEnd)
		}
	case ComponentPort:
		if u.flags&fPort != 0 {
			return int(u.hostEnd) + 1, ps
		}
		if auth {
			return int(u.hostEnd), int(u.hostEnd)
		}
	case ComponentPath:
		return ps, int(u.pathEnd)
	case ComponentQuery:
		if u.flags&fQuery != 0 {
			return int(u.pathEnd) + 1, int(u.queryEnd)
		}
		return int(u.pathEnd), int(u.pathEnd)
	case ComponentFragment:
		if u.flags&fFragment != 0 {
			return int(u.queryEnd) + 1, len(u.s)
		}
		return len(u.s), len(u.s)
	default:
		return 0, len(u.s)
	}
	return ps, ps
}
