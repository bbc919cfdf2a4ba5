package readings

// Parser differentials: how the parsers a program may hand a URL to read
// the same string. An allow-list check that reads one host while the
// client that fetches reads another is bypassed: "http:////evil.com/" has
// an empty host to RFC 3986 and net/url, and is a request to evil.com in a
// browser; "http:evil.com/" has no host at all to RFC 3986 and net/url,
// and evil.com to the URL Standard (Orange Tsai, "A New Era of SSRF", Black
// Hat USA 2017). Read gives each reader's destination (scheme, host, port)
// in one canonical spelling, so that only a real difference of destination
// counts, never a difference of spelling ("0x7f.1" and "127.0.0.1" are one
// host: that is package inspect's rare-ipv4 finding's business).

import "github.com/urikit/urikit/uri"

// Reader is one of the parsers Read compares.
type Reader uint8

const (
	// RFC3986 is package uri (uri.Parse): RFC 3986, what a strict filter
	// checks. It reads URIs, as `uri parse` does: a relative reference
	// ("//evil.com/path", ".good.com/") has no destination of its own, and
	// this reader refuses it.
	RFC3986 Reader = iota
	// WHATWG is package whatwg (whatwg.Parse, without a base): the URL
	// Standard, how browsers, Node, Deno and curl's URL API read a URL.
	WHATWG
	// NetURL is Go's net/url (url.Parse): what net/http fetches and most
	// Go code checks.
	NetURL
	// Curl is libcurl's URL API as libcurl reads CURLOPT_URL (curl.go):
	// what the curl tool, PHP's curl and every program on libcurl fetch.
	Curl
	numReaders
)

var readerNames = [numReaders]string{"rfc3986", "whatwg", "net/url", "curl"}

// Readers lists every Reader, in order.
var Readers = [numReaders]Reader{RFC3986, WHATWG, NetURL, Curl}

// String returns the reader's name in CLI.md's records: "rfc3986",
// "whatwg", "net/url" or "curl".
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
	// Guessed reports that the reader found no scheme and guessed one:
	// curl takes a scheme only when a "/" follows its ":", and reads
	// "mailto:a@example.com" as the authority of http://example.com/.
	Guessed bool
	// Err is why the reader refuses the string, when OK is false.
	Err error
	// same is the host Differ compares: Host, but for a host the URL
	// Standard's host parser refuses, the name decoded, as each reader
	// hands it on (RFC 3986's Host shows it as written, net/url's
	// decoded: one name all the same).
	same string
}

// Readings are the readings of one string by each Reader.
type Readings struct {
	Input string
	// Of holds each reader's reading: Of[WHATWG] is the URL Standard's.
	Of [numReaders]Reading
}

// Read reads s with each parser: RFC 3986 (uri.Parse), the URL Standard
// (whatwg.Parse, with no base), Go's net/url (url.Parse) and libcurl's URL
// API (curl.go). It never fails: a reader that refuses s has a Reading
// with OK false and its error.
func Read(s string) Readings {
	u, err := uri.Parse(s)
	return readAll(s, u, err)
}

// ReadURI is Read(u.String()) for a URI parsed already: RFC 3986's
// reading is taken from u when u was parsed by RFC 3986's grammar (the
// dialect uri.RFC3986), and made again from its text otherwise (an IRI,
// an older grammar, a relative reference), as Read makes it.
func ReadURI(u uri.URI) Readings {
	if u.Dialect() == uri.RFC3986 && u.HasScheme() {
		return readAll(u.String(), u, nil)
	}
	return Read(u.String())
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
	rs.Of[Curl] = readCurl(s)
	return rs
}

// OK reports whether at least one reader accepts the string.
func (rs Readings) OK() bool { return rs.accepted() != 0 }

// AcceptedBy lists the readers that accept the string, in Reader order.
func (rs Readings) AcceptedBy() []Reader {
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
func (rs Readings) Differ() []string {
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
func (rs Readings) accepted() uint8 {
	var set uint8
	for r := range numReaders {
		if rs.Of[r].OK {
			set |= 1 << r
		}
	}
	return set
}

// differ compares each accepting reading with the first accepting one.
func (rs Readings) differ() fields {
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
		if x.HasHost != y.HasHost || x.same != y.same {
			d |= fieldHost
		}
		if x.Port != y.Port {
			d |= fieldPort
		}
	}
	return d
}
