package inspect

// A reg-name host as the clients that connect to it read it (RFC 3986
// §7.4 "Rare IP Address Formats", §6.2.2.2), before any DNS lookup, at
// any length (a host padded with thousands of ignored code points or
// leading zeros is read whole: the work is linear in it):
//
//   - by browsers: the URL Standard's host parser (whatwg.ParseHost, the
//     module's one reading of a browser's host), which percent-decodes,
//     maps a name through UTS #46 ("127。0。0。1" and "①②⑦.⓪.⓪.①" become
//     "127.0.0.1", "local\u00ADhost" becomes "localhost") and reads a
//     name that ends in a number as IPv4 ("0x.0x.0" is 0.0.0.0);
//   - by resolvers (inet_aton(3) through getaddrinfo: curl, Go's cgo
//     resolver, most C programs): guard.ParseIPv4 on the percent-decoded
//     text, also up to the first white space as glibc's inet_aton reads it
//     ("127.0.0.1\tx", the "%09" payload of Orange Tsai's "A New Era of
//     SSRF"), and on the name UTS #46 maps it to, as Go's net/http and
//     curl map a name before they resolve it (whatwg.ParseDomain).
//
// A filter must treat the host as every address any reader finds in it:
// when the readers agree that is one address; when one refuses the host
// and another reads an internal address, the host is still a danger.

import (
	"errors"
	"net/netip"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// readers names who reads a host as an address.
type readers uint8

const (
	byInetAton   readers = 1 << iota // inet_aton(3) on the whole text
	byWhiteSpace                     // glibc's inet_aton, which stops at white space
	byURL                            // the URL Standard's host parser (browsers)
	viaIDNA                          // after UTS #46 mapping
)

// hostReading is what the clients read in one reg-name.
type hostReading struct {
	// name is the host after UTS #46 mapping when it is not ASCII once
	// decoded and the domain parser accepts it; "" otherwise.
	name  string
	addrs [2]addrReading
	n     int
	// number: the URL Standard reads the host as an IPv4 address, or
	// fails to (its "ends in a number checker" holds).
	number bool
}

// addrReading is one address read in a host, and who reads it so.
type addrReading struct {
	addr netip.Addr
	by   readers
}

// readHost reads the reg-name h (as written, percent-encoded or not),
// whose percent-decoding is d, as the clients do. It allocates only for a
// host that is percent-encoded, not ASCII once decoded, or whose last
// label starts with a digit without it being an IPv4address of RFC 3986.
func readHost[S ~string | ~[]byte](h string, d S) hostReading {
	var r hostReading
	encoded := len(d) != len(h)
	// Resolvers, on the decoded text.
	if a, ok := regNameAddr(d); ok {
		r.add(a, byInetAton)
	} else if encoded {
		if a, ok := guard.ParseIPv4Glibc(d); ok {
			r.add(a, byWhiteSpace)
		}
	}
	mapped := !ascii.IsASCII(d)
	// Browsers: the host parser on the host as written. An RFC 3986
	// IPv4address is its own one spelling, and an ASCII name whose last
	// label does not start with a digit is a domain the parser only
	// lower-cases (RFC 3986 allows no forbidden domain code point in a
	// reg-name): neither needs the parser.
	switch {
	case !encoded && uri.IsIPv4(h):
		r.number = true
		if a, ok := r.first(); ok {
			r.add(a, byURL)
		}
		return r
	case !mapped && !encoded && !mayEndInNumber(h):
		return r
	}
	var via readers
	if mapped {
		via = viaIDNA
	}
	host, err := whatwg.ParseHost(h, false)
	switch {
	case err == nil && host.Kind() == whatwg.HostIPv4:
		r.number = true
		r.add(host.Addr(), byURL|via)
	case err == nil:
		if mapped {
			r.name = host.String()
		}
	default:
		r.number = isIPv4Failure(err)
	}
	if mapped && r.name == "" {
		// Go's net/http and curl map the name without the URL Standard's
		// IPv4 step (which may be what failed) before they resolve it.
		if name, err := whatwg.ParseDomain(string(d), false); err == nil {
			r.name = name
		}
	}
	if r.name != "" {
		if a, ok := regNameAddr(r.name); ok {
			r.add(a, byInetAton|viaIDNA)
		}
	}
	return r
}

// isIPv4Failure reports whether the host parser failed in its IPv4
// parser: the host ends in a number but is no IPv4 address.
func isIPv4Failure(err error) bool {
	for _, k := range [...]whatwg.ErrorKind{whatwg.IPv4TooManyParts, whatwg.IPv4NonNumericPart, whatwg.IPv4OutOfRangePart} {
		if errors.Is(err, k) {
			return true
		}
	}
	return false
}

// mayEndInNumber reports whether the ASCII host h may end in a number as
// the URL Standard's checker reads it (§3.5): its last label, after one
// final ".", starts with a digit. It holds for every host the checker
// holds for (a decimal number, or "0x" and hex digits), and for a few
// names ("a.1password"), which the host parser then reads as domains.
func mayEndInNumber(h string) bool {
	if len(h) > 0 && h[len(h)-1] == '.' {
		h = h[:len(h)-1]
	}
	i := len(h)
	for i > 0 && h[i-1] != '.' {
		i--
	}
	return i < len(h) && '0' <= h[i] && h[i] <= '9'
}

// add records that a is read, merging readers of the same address.
func (r *hostReading) add(a netip.Addr, by readers) {
	for i := 0; i < r.n; i++ {
		if r.addrs[i].addr == a {
			r.addrs[i].by |= by
			return
		}
	}
	if r.n < len(r.addrs) {
		r.addrs[r.n] = addrReading{a, by}
		r.n++
	}
}

// first returns the first address read, if any.
func (r *hostReading) first() (netip.Addr, bool) {
	if r.n == 0 {
		return netip.Addr{}, false
	}
	return r.addrs[0].addr, true
}

// who says in words who reads an address so.
func (by readers) who() string {
	var s string
	switch {
	case by&(byInetAton|byURL) == byInetAton|byURL:
		s = "inet_aton (most resolvers) and the URL Standard (browsers) read it as "
	case by&byInetAton != 0:
		s = "inet_aton and most resolvers read it as "
	case by&byURL != 0:
		s = "the URL Standard's IPv4 parser (browsers) reads it as "
	default:
		s = "glibc's inet_aton, which stops at the first white space, reads it as "
	}
	if by&viaIDNA != 0 {
		s = "once mapped by IDNA (UTS #46, as browsers and Go's net/http do), " + s
	}
	return s
}
