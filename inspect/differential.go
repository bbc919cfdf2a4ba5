package inspect

// Parser differentials: how the parsers a program may hand a URL to read
// the same string. An allow-list check that reads one host while the
// client that fetches reads another is bypassed: "http:////evil.com/" has
// an empty host to RFC 3986 and net/url, and is a request to evil.com in a
// browser; "http:evil.com/" has no host at all to RFC 3986 and net/url,
// and evil.com to the URL Standard (Orange Tsai, "A New Era of SSRF", Black
// Hat USA 2017). Read gives each reader's destination (scheme, host, port)
// in one canonical spelling, so that only a real difference of destination
// counts, never a difference of spelling ("0x7f.1" and "127.0.0.1" are one
// host: that is the rare-ipv4 finding's business).

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// Reader is one of the parsers Read compares.
type Reader uint8

const (
	// RFC3986 is package uri (uri.ParseReference): RFC 3986, what a
	// strict filter checks.
	RFC3986 Reader = iota
	// WHATWG is package whatwg (whatwg.Parse, without a base): the URL
	// Standard, how browsers, Node, Deno and curl's URL API read a URL.
	WHATWG
	// NetURL is Go's net/url (url.Parse): what net/http fetches and most
	// Go code checks.
	NetURL
	numReaders
)

var readerNames = [numReaders]string{"rfc3986", "whatwg", "net/url"}

// readerAbout names each reader for people, in finding messages.
var readerAbout = [numReaders]string{"RFC 3986", "the URL Standard (browsers)", "Go's net/url"}

// String returns the reader's name in CLI.md's records: "rfc3986",
// "whatwg" or "net/url".
func (r Reader) String() string {
	if r < numReaders {
		return readerNames[r]
	}
	return "reader(?)"
}

// A Reading is how one reader reads a string: whether it accepts it, and
// the destination it reads.
type Reading struct {
	// OK reports whether the reader accepts the string.
	OK bool
	// Scheme is the scheme, lower-cased; "" when there is none (a
	// relative reference).
	Scheme string
	// Host is the destination host in the one canonical spelling of
	// CanonicalHost; HasHost is false when the reading has no authority
	// (RFC 3986's reading of "http:evil.com/"). A file URL's host
	// "localhost", and its absent host ("file:/etc/hosts"), are the empty
	// host: all three name the machine that reads it (RFC 8089 §2).
	Host    string
	HasHost bool
	// Port is the effective port in decimal, without leading zeros: the
	// port given, or the scheme's default (whatwg.DefaultPort: http and ws
	// 80, https and wss 443, ftp 21); "" when there is neither.
	Port string
	// Err is why the reader refuses the string, when OK is false.
	Err error
}

// Readings are the readings of one string by each Reader.
type Readings struct {
	Input string
	// Of holds each reader's reading: Of[WHATWG] is the URL Standard's.
	Of [numReaders]Reading
}

// Read reads s with each parser: RFC 3986 (uri.ParseReference), the URL
// Standard (whatwg.Parse, with no base) and Go's net/url (url.Parse). It
// never fails: a reader that refuses s has a Reading with OK false and
// its error.
func Read(s string) Readings {
	u, err := uri.ParseReference(s)
	return readAll(s, u, err)
}

// readAll is Read with the RFC 3986 parse done already.
func readAll(s string, u uri.URI, err error) Readings {
	rs := Readings{Input: s}
	if err != nil {
		rs.Of[RFC3986].Err = err
	} else {
		rs.Of[RFC3986] = readURI(u)
	}
	rs.Of[WHATWG] = readWHATWG(s)
	rs.Of[NetURL] = readNetURL(s)
	return rs
}

// OK reports whether at least one reader accepts the string.
func (rs *Readings) OK() bool { return rs.accepted() != 0 }

// AcceptedBy lists the readers that accept the string, in Reader order.
func (rs *Readings) AcceptedBy() []Reader {
	var list []Reader
	for r := range numReaders {
		if rs.Of[r].OK {
			list = append(list, r)
		}
	}
	return list
}

// Differ lists which of "scheme", "host" and "port" differ among the
// readers that accept the string (nil when fewer than two do, or they
// agree). A host read by one and absent for another differs.
func (rs *Readings) Differ() []string {
	d := rs.differ()
	var list []string
	for i, name := range fieldNames {
		if d&(1<<i) != 0 {
			list = append(list, name)
		}
	}
	return list
}

// fields is a set of the compared fields.
type fields uint8

const (
	fieldScheme fields = 1 << iota
	fieldHost
	fieldPort
)

var fieldNames = [...]string{"scheme", "host", "port"}

// accepted returns the set of readers that accept, one bit each.
func (rs *Readings) accepted() uint8 {
	var set uint8
	for r := range numReaders {
		if rs.Of[r].OK {
			set |= 1 << r
		}
	}
	return set
}

// differ compares each accepting reading with the first accepting one.
func (rs *Readings) differ() fields {
	var d fields
	first := -1
	for r := range numReaders {
		x := &rs.Of[r]
		if !x.OK {
			continue
		}
		if first < 0 {
			first = int(r)
			continue
		}
		y := &rs.Of[first]
		if x.Scheme != y.Scheme {
			d |= fieldScheme
		}
		if x.HasHost != y.HasHost || x.Host != y.Host {
			d |= fieldHost
		}
		if x.Port != y.Port {
			d |= fieldPort
		}
	}
	return d
}

// readURI is RFC 3986's reading of u.
func readURI(u uri.URI) Reading {
	x := Reading{OK: true, Scheme: ascii.Lower(u.Scheme())}
	if u.HasAuthority() {
		x.HasHost = true
		h := u.Host()
		switch u.HostKind() {
		case uri.HostIPv6, uri.HostIPvFuture:
			inner, _, _ := strings.Cut(h[1:len(h)-1], "%25")
			x.Host = canonicalLiteral(inner, u.Zone())
		default:
			x.Host = CanonicalHost(pct.Decode(h))
		}
	}
	x.Port = effectivePort(x.Scheme, u.Port())
	fileHost(&x)
	return x
}

// readWHATWG is the URL Standard's reading of s.
func readWHATWG(s string) Reading {
	u, err := whatwg.Parse(s)
	if err != nil {
		return Reading{Err: err}
	}
	x := Reading{OK: true, Scheme: u.Scheme()}
	switch u.HostKind() {
	case whatwg.HostNone:
	case whatwg.HostIPv6:
		h := u.Hostname()
		x.Host, x.HasHost = canonicalLiteral(h[1:len(h)-1], ""), true
	default:
		// A special URL's host is in its canonical spelling already; an
		// opaque host is percent-encoded, and put through the host parser
		// as the others are.
		x.Host, x.HasHost = CanonicalHost(pct.Decode(u.Hostname())), true
	}
	x.Port = effectivePort(x.Scheme, u.Port())
	fileHost(&x)
	return x
}

// readNetURL is net/url's reading of s.
func readNetURL(s string) Reading {
	u, err := url.Parse(s)
	if err != nil {
		return Reading{Err: err}
	}
	x := Reading{OK: true, Scheme: u.Scheme} // url.Parse lower-cases it
	// net/url reads an authority after "//" (url.go's parse: a reference
	// without a scheme needs exactly two slashes), and gives its host
	// percent-decoded (only non-ASCII bytes and "%25" may be encoded).
	rest := s[len(u.Scheme):]
	if u.Scheme != "" {
		rest = rest[1:]
	}
	if strings.HasPrefix(rest, "//") && (u.Scheme != "" || !strings.HasPrefix(rest, "///")) {
		x.HasHost = true
		h := u.Hostname()
		if strings.HasPrefix(u.Host, "[") {
			addr, zone, _ := strings.Cut(h, "%")
			x.Host = canonicalLiteral(addr, zone)
		} else {
			x.Host = CanonicalHost(h)
		}
	}
	x.Port = effectivePort(x.Scheme, u.Port())
	fileHost(&x)
	return x
}

// CanonicalHost returns the spelling of a host name that Read compares:
// name is the host as a reader delimits it, percent-decoded (a reg-name
// of RFC 3986 decoded, net/url's Hostname as it is). It is the URL
// Standard's host parser's serialization (whatwg.ParseHost, as for an
// http URL: lower case, IDNA to ASCII, an IPv4 number in any spelling in
// dotted decimal), or, for a name that parser refuses, the name
// lower-cased (ASCII letters only) as the reader gives it. The empty name
// is "". An IP literal is written "[address]" (whatwg.ParseHost's
// compressed form), with an RFC 6874 zone as "[address%25zone]".
func CanonicalHost(name string) string {
	if name == "" {
		return ""
	}
	if name[0] == '[' && name[len(name)-1] == ']' {
		addr, zone, _ := strings.Cut(name[1:len(name)-1], "%")
		return canonicalLiteral(addr, zone)
	}
	// The host parser percent-decodes: a "%" of the decoded name is
	// written "%25" so that it reads as itself.
	if h, err := whatwg.ParseHost(strings.ReplaceAll(name, "%", "%25"), false); err == nil {
		return h.String()
	}
	return ascii.Lower(name)
}

// canonicalLiteral is the spelling of an IP literal whose address text is
// addr and whose decoded zone is zone: the URL Standard's IPv6 serializer
// within brackets, the zone percent-encoded (RFC 6874 §2) after "%25"; an
// address that is not IPv6 (IPvFuture) lower-cased.
func canonicalLiteral(addr, zone string) string {
	host, err := whatwg.ParseHost("["+addr+"]", false)
	h := host.String()
	if err != nil {
		h = "[" + ascii.Lower(addr) + "]"
	}
	if zone != "" {
		h = h[:len(h)-1] + "%25" + uri.ZoneSet.Encode(zone) + "]"
	}
	return h
}

// fileHost reads the host "localhost" of a file URL, and its absence
// ("file:/etc/hosts"), as the empty host: all three name the machine that
// reads the URL (RFC 8089 §2 and Appendix B; the URL Standard's file
// states do the same), so they are three spellings of one destination.
func fileHost(x *Reading) {
	if x.Scheme == "file" && (!x.HasHost || x.Host == "localhost") {
		x.Host, x.HasHost = "", true
	}
}

// effectivePort returns the port digits without leading zeros, or the
// scheme's default port when digits is empty, or "" when it has none.
func effectivePort(scheme, digits string) string {
	if digits == "" {
		if p, ok := whatwg.DefaultPort(scheme); ok {
			return strconv.Itoa(int(p))
		}
		return ""
	}
	i := 0
	for i < len(digits)-1 && digits[i] == '0' {
		i++
	}
	return digits[i:]
}
