package inspect

// Hosts that browsers read where RFC 3986 sees none. The URL Standard
// (https://url.spec.whatwg.org/#concept-basic-url-parser) reads the
// special schemes http, https, ws, wss and ftp with an authority however
// many slashes follow the ":" ("special authority slashes state", then
// "special authority ignore slashes state"), so "http:127.0.0.1",
// "http:/127.0.0.1" and "http:///127.0.0.1" all go to 127.0.0.1 in every
// browser and in curl, while RFC 3986 §3 reads a path and no host; and a
// relative reference "///127.0.0.1/" resolved against an http base does
// the same (the "relative slash state"). And "localhost:3000" is a URI
// with the scheme "localhost" (RFC 3986 §3.1) that people, curl and wget
// read as a host and a port.

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/special"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// specialFindings reports the host browsers read in the path of u, and a
// host and port written as a scheme and a path.
func specialFindings(r *report, u uri.URI, reg *scheme.Registry) {
	switch {
	case !u.HasScheme():
		// A network-path reference with an empty authority: against a
		// special base, the slashes run on to the host.
		if u.HasAuthority() && u.Authority() == "" {
			hiddenAuthority(r, u, "", reg)
		}
	case special.Fold(u.Scheme()).Network():
		if !u.HasAuthority() || u.Authority() == "" {
			hiddenAuthority(r, u, u.Scheme(), reg)
		}
	case !u.HasAuthority():
		hostAsScheme(r, u, reg)
	}
}

// hiddenAuthority reports the authority a browser reads at the start of
// u's path (hiddenHost). Nothing is reported when the browser refuses the
// URL (no host, a port that is not digits).
func hiddenAuthority(r *report, u uri.URI, sch string, reg *scheme.Registry) {
	h, ok := hiddenHost(u)
	if !ok {
		return
	}
	a, off, host, hostOff := h.authority, h.off, h.host, h.hostOff
	ui, hasUI := h.userinfo, h.hasUserinfo
	port, hasPort := h.port, h.hasPort
	what := "this " + sch + " URI"
	if sch == "" {
		what = "this relative reference (an empty authority)"
	}
	r.addf(KindHiddenHost, Danger, off, len(a), "RFC 3986 reads no host in "+what+", but browsers and curl skip the slashes "+
		"(the URL Standard's special authority states) and connect to "+strconv.Quote(shorten(host))+
		": a filter that checks the host sees none")
	if hasUI {
		userinfo(r, ui, off, host)
	}
	hostFindings(r, host, hostOff)
	if hasPort {
		portFindings(r, sch, port, hostOff+len(host)+1, reg)
	}
}

// hidden is the authority browsers read in the path of a special URI
// that RFC 3986 reads without one, and its parts.
type hidden struct {
	authority            string // the whole authority, at off in the URI
	off                  int
	host                 string // the host, at hostOff
	hostOff              int
	userinfo             string
	port                 string
	hasUserinfo, hasPort bool
}

// hiddenHost returns the authority a browser reads at the start of u's
// path, after any run of slashes: up to the next "/", its userinfo up to
// the last "@", its port after the ":" (after the "]" of an IP literal).
// ok is false when the browser refuses the URL: no host, an IP literal not
// closed, or a port that is not digits. u is a URI of a
// special scheme (special.Fold(scheme).Network()) or a relative reference,
// without an authority or with an empty one.
func hiddenHost(u uri.URI) (h hidden, ok bool) {
	p := u.Path()
	i := 0
	for i < len(p) && p[i] == '/' {
		i++
	}
	a := p[i:]
	if j := strings.IndexByte(a, '/'); j >= 0 {
		a = a[:j]
	}
	off, _ := u.Span(uri.ComponentPath)
	off += i
	h = hidden{authority: a, off: off, host: a, hostOff: off}
	if at := strings.LastIndexByte(a, '@'); at >= 0 {
		h.userinfo, h.hasUserinfo = a[:at], true
		h.host, h.hostOff = a[at+1:], off+at+1
	}
	// The port's ":" is the first outside an IP literal's brackets (the
	// URL Standard's host state); an IP literal the URL Standard's IPv6
	// parser refuses makes the URL fail (browserLiteral).
	from := 0
	if strings.HasPrefix(h.host, "[") {
		from = max(0, strings.IndexByte(h.host, ']'))
	}
	if c := strings.IndexByte(h.host[from:], ':'); c >= 0 {
		c += from
		h.port, h.hasPort = h.host[c+1:], true
		h.host = h.host[:c]
	}
	if h.host == "" || !ascii.AllDigits(h.port) || h.host[0] == '[' && !browserLiteral(h.host) {
		return hidden{}, false
	}
	return h, true
}

// browserLiteral reports whether the URL Standard's host parser reads h,
// which starts with "[", as an IPv6 address: it ends with "]" (else
// IPv6-unclosed) and holds an IPv6 address without a zone (the Standard
// has none, nor IPvFuture).
func browserLiteral(h string) bool {
	if len(h) < 2 || h[len(h)-1] != ']' || strings.IndexByte(h, '%') >= 0 {
		return false
	}
	_, ok := literalAddr(h)
	return ok
}

// hostAsScheme reports a URI of an unregistered scheme that looks like a
// host name, whose path is a port number ("localhost:3000",
// "example.com:8080/admin"): what it means to people, curl and wget is a
// host and a port, and that host is inspected as one.
func hostAsScheme(r *report, u uri.URI, reg *scheme.Registry) {
	sch := u.Scheme()
	if _, ok := reg.Lookup(sch); ok || strings.IndexByte(sch, '+') >= 0 {
		return
	}
	p := u.Path()
	n := 0
	for n < len(p) && n < 6 && '0' <= p[n] && p[n] <= '9' {
		n++
	}
	if n == 0 || n > 5 || n < len(p) && p[n] != '/' {
		return
	}
	r.addf(KindHostAsScheme, Warning, 0, len(sch)+1+n, strconv.Quote(shorten(sch+":"+p[:n]))+
		" reads as the scheme "+strconv.Quote(shorten(sch))+" and a path (RFC 3986 §3.1), but it looks like a host and a port "+
		"written without a scheme, which curl and people read as http://"+shorten(sch+":"+p[:n]))
	hostFindings(r, sch, 0)
}
