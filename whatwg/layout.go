package whatwg

// The offset layout of a URL (url.go): where each component of the
// serialized URL (§4.5) begins and ends in its href. One writer makes a
// URL from an href and the offsets of its components, whoever wrote the
// href: the state machine (parser.finish), the serialized-form fast path
// (parse_serialized.go), the resolution fast path (resolve_simple.go)
// and the URL serializer of the setters (record.go). And one check says
// whether a URL's offsets describe its href (check, as ada's
// url_aggregator::validate does), which every test and fuzz target of the
// package runs on every URL the writer makes (checkLayout).

import (
	"errors"
	"net/netip"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/uts46"
)

// layout is where the components of a URL's href are, as a writer of the
// href knows them: offsets into it, -1 for a query or fragment that is
// null; the offsets of the credentials and host mean nothing when the
// host is null.
type layout struct {
	scheme     schemeKind
	schemeEnd  int // the ":" after the scheme
	hostKind   HostKind
	userEnd    int // end of the username
	hostStart  int
	hostEnd    int
	port       int32 // -1: null
	pathStart  int
	queryStart int // the "?", or -1
	fragStart  int // the "#", or -1
	opaque     bool
}

// checkLayout makes url check every URL it makes (and panic on one whose
// offsets do not describe its href): the package's tests set it.
var checkLayout = false

// url makes the URL whose href is href and whose components are where l
// says.
func (l *layout) url(href string) URL {
	var u URL
	l.write(&u, href)
	return u
}

// write sets *u to the URL url makes, one field at a time (not through a
// whole URL built first and copied: a copy's wide loads just after the
// narrow stores that built it stall the processor, which cannot forward
// them; a URL written in place and read in place is never copied).
func (l *layout) write(u *URL, href string) {
	u.href = href
	u.schemeEnd = uint32(l.schemeEnd)
	u.pathStart = uint32(l.pathStart)
	u.port = l.port
	u.hostKind = l.hostKind
	u.opaque = l.opaque
	u.scheme = l.scheme
	if l.hostKind == HostNone {
		u.userEnd = u.schemeEnd + 1
		u.hostStart = u.schemeEnd + 1
		u.hostEnd = u.schemeEnd + 1
	} else {
		u.userEnd = uint32(l.userEnd)
		u.hostStart = uint32(l.hostStart)
		u.hostEnd = uint32(l.hostEnd)
	}
	u.fragStart = uint32(len(href))
	if l.fragStart >= 0 {
		u.fragStart = uint32(l.fragStart)
	}
	u.queryStart = u.fragStart
	if l.queryStart >= 0 {
		u.queryStart = uint32(l.queryStart)
	}
	if checkLayout {
		mustCheck(*u)
	}
}

// mustCheck panics when u's offsets do not describe its href (checkLayout).
func mustCheck(u URL) {
	if err := u.check(); err != nil {
		panic("whatwg: layout of " + strconv.Quote(u.href) + ": " + err.Error())
	}
}

// layout returns u's layout.
func (u *URL) layout() layout {
	l := layout{
		scheme:     u.scheme,
		schemeEnd:  int(u.schemeEnd),
		hostKind:   u.hostKind,
		userEnd:    int(u.userEnd),
		hostStart:  int(u.hostStart),
		hostEnd:    int(u.hostEnd),
		port:       u.port,
		pathStart:  int(u.pathStart),
		queryStart: -1,
		fragStart:  -1,
		opaque:     u.opaque,
	}
	if u.queryStart != u.fragStart {
		l.queryStart = int(u.queryStart)
	}
	if int(u.fragStart) != len(u.href) {
		l.fragStart = int(u.fragStart)
	}
	return l
}

// check reports whether u's offsets and kinds describe its href, as the
// URL serializer (§4.5) writes a URL record: the scheme, "//" and the
// credentials, host and port when there is a host, the path, "?" and the
// query, "#" and the fragment, each what its component can be. The zero
// URL passes.
func (u URL) check() error {
	h := u.href
	if h == "" {
		if u != (URL{}) {
			return errors.New("an empty href with offsets")
		}
		return nil
	}
	// Every byte is printable ASCII: the parser percent-encodes the rest.
	for i := 0; i < len(h); i++ {
		if h[i] < ' ' || h[i] > '~' {
			return errors.New("byte " + strconv.Itoa(i) + " is not printable ASCII")
		}
	}
	n := uint32(len(h))
	if !(u.schemeEnd < u.userEnd && u.userEnd <= u.hostStart && u.hostStart <= u.hostEnd &&
		u.hostEnd <= u.pathStart && u.pathStart <= u.queryStart && u.queryStart <= u.fragStart && u.fragStart <= n) {
		return errors.New("offsets out of order")
	}
	// The scheme (§4.4 scheme state): an ASCII alpha, then alphanumerics,
	// "+", "-", ".", in lower case; its kind.
	scheme := h[:u.schemeEnd]
	if h[u.schemeEnd] != ':' || scheme == "" || !ascii.IsLower(scheme[0]) {
		return errors.New("no scheme")
	}
	for i := 0; i < len(scheme); i++ {
		if c := scheme[i]; !isSchemeChar(c) || ascii.IsUpper(c) {
			return errors.New("scheme " + strconv.Quote(scheme))
		}
	}
	if u.scheme != kindOf(scheme) {
		return errors.New("kind of scheme " + strconv.Quote(scheme))
	}
	if err := u.checkAuthority(); err != nil {
		return err
	}
	// The path: opaque only without a host; otherwise empty or segments
	// each after "/", and at least "/" in a special URL.
	path := h[u.pathStart:u.queryStart]
	switch {
	case u.opaque && u.hostKind != HostNone:
		return errors.New("an opaque path with a host")
	case strings.ContainsAny(path, "?#"):
		return errors.New("path " + strconv.Quote(path) + " holds \"?\" or \"#\"")
	case !u.opaque && path != "" && path[0] != '/':
		return errors.New("path " + strconv.Quote(path) + " does not begin with \"/\"")
	case u.IsSpecial() && (path == "" || u.opaque):
		return errors.New("a special URL without a path")
	case u.hostKind == HostNone && !u.opaque && (path == "" || strings.HasPrefix(path, "//") != (h[u.schemeEnd+1:u.pathStart] == "/.")):
		return errors.New("path " + strconv.Quote(path) + " after " + strconv.Quote(h[u.schemeEnd+1:u.pathStart]))
	case u.opaque && strings.HasSuffix(path, " ") && u.queryStart < n:
		return errors.New("an opaque path ending in a space before \"?\" or \"#\"")
	}
	// The query and the fragment.
	if u.queryStart < u.fragStart && h[u.queryStart] != '?' {
		return errors.New("no \"?\" at the query")
	}
	if strings.IndexByte(h[min(u.queryStart+1, u.fragStart):u.fragStart], '#') >= 0 {
		return errors.New("a \"#\" in the query")
	}
	if u.fragStart < n && h[u.fragStart] != '#' {
		return errors.New("no \"#\" at the fragment")
	}
	return nil
}

// checkAuthority is check's part for "//", the credentials, the host and
// the port.
func (u URL) checkAuthority() error {
	h := u.href
	if u.hostKind == HostNone {
		if u.userEnd != u.schemeEnd+1 || u.hostStart != u.userEnd || u.hostEnd != u.hostStart || u.port != -1 {
			return errors.New("offsets of a null host")
		}
		if u.IsSpecial() {
			return errors.New("a special URL without a host")
		}
		return nil
	}
	if h[u.schemeEnd+1:u.schemeEnd+3] != "//" || u.userEnd < u.schemeEnd+3 {
		return errors.New("no \"//\" before the host")
	}
	// The credentials: a username, then ":" and a password, then "@",
	// each percent-encoded with the userinfo set (no ":", "@" or "/").
	user, pass := h[u.schemeEnd+3:u.userEnd], ""
	if u.hostStart > u.schemeEnd+3 {
		if h[u.hostStart-1] != '@' {
			return errors.New("no \"@\" after the credentials")
		}
		if u.userEnd < u.hostStart-1 {
			if h[u.userEnd] != ':' || u.userEnd+1 == u.hostStart-1 {
				return errors.New("no password after \":\"")
			}
			pass = h[u.userEnd+1 : u.hostStart-1]
		} else if user == "" {
			return errors.New("an \"@\" without credentials")
		}
		if u.scheme == schemeFile || u.hostKind == HostEmpty {
			return errors.New("credentials in a URL that cannot have them")
		}
	} else if u.userEnd != u.hostStart {
		return errors.New("credentials without \"@\"")
	}
	if strings.ContainsAny(user, ":@/?#") || strings.ContainsAny(pass, ":@/?#") {
		return errors.New("credentials not percent-encoded")
	}
	host := h[u.hostStart:u.hostEnd]
	if err := checkHost(host, u.hostKind, u.IsSpecial()); err != nil {
		return err
	}
	// The port: null (nothing written), or its shortest decimal after
	// ":", not the scheme's default.
	switch p := h[u.hostEnd:u.pathStart]; {
	case u.port < 0 && p != "":
		return errors.New("text after a host without a port")
	case u.port >= 0 && (!isPortText(p, u.port) || u.port > 0xFFFF || u.port == u.scheme.DefaultPort() ||
		u.scheme == schemeFile || u.hostKind == HostEmpty):
		return errors.New("port " + strconv.Quote(p) + " for " + strconv.Itoa(int(u.port)))
	}
	return nil
}

// checkHost reports whether host, serialized (§3.6), is a host of kind
// kind in a URL special or not.
func checkHost(host string, kind HostKind, special bool) error {
	bad := func(what string) error { return errors.New("host " + strconv.Quote(host) + ": " + what) }
	switch kind {
	case HostEmpty:
		if host != "" {
			return bad("not empty")
		}
	case HostDomain:
		if !special || host == "" {
			return bad("a domain in a URL that is not special, or empty")
		}
		for i := 0; i < len(host); i++ {
			if c := host[i]; ascii.IsUpper(c) || uts46.IsForbiddenDomain(c) {
				return bad("not a domain the domain parser returns")
			}
		}
	case HostIPv4:
		// netip reads dotted decimal only, without leading zeros: the
		// IPv4 serializer's form.
		if a, err := netip.ParseAddr(host); err != nil || !a.Is4() || !special {
			return bad("not an IPv4 address serialized")
		}
	case HostIPv6:
		if len(host) < 2 || host[0] != '[' || host[len(host)-1] != ']' {
			return bad("no brackets")
		}
		// The IPv6 serializer writes hex pieces only.
		a, err := netip.ParseAddr(host[1 : len(host)-1])
		if err != nil || !a.Is6() || a.Zone() != "" || strings.IndexByte(host, '.') >= 0 {
			return bad("not an IPv6 address serialized")
		}
	case HostOpaque:
		if special || host == "" {
			return bad("an opaque host in a special URL, or empty")
		}
		for i := 0; i < len(host); i++ {
			if c := host[i]; c != '%' && isForbiddenHost(c) {
				return bad("holds a forbidden host code point")
			}
		}
	default:
		return bad("kind " + kind.String())
	}
	return nil
}

// isPortText reports whether p is ":" and port's shortest decimal form.
func isPortText(p string, port int32) bool {
	if len(p) < 2 || p[0] != ':' || len(p) > 2 && p[1] == '0' || len(p) > 6 {
		return false
	}
	v := int32(0)
	for i := 1; i < len(p); i++ {
		if !ascii.IsDigit(p[i]) {
			return false
		}
		v = v*10 + int32(p[i]-'0')
	}
	return v == port
}
