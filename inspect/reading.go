package inspect

// A reg-name host as the clients that connect to it read it (RFC 3986
// §7.4 "Rare IP Address Formats", §6.2.2.2), before any DNS lookup:
//
//   - percent-decoded (RFC 3986 §6.2.2.2; the URL Standard's host parser,
//     https://url.spec.whatwg.org/#concept-host-parser, step 4; net/url);
//   - mapped by UTS #46 when it is not ASCII (the URL Standard's "domain
//     to ASCII", step 5; Go's net/http before dialing): "127。0。0。1" and
//     "①②⑦.⓪.⓪.①" become "127.0.0.1", "local\u00ADhost" becomes
//     "localhost";
//   - read as an IPv4 address by inet_aton(3) (internal/ipv4.InetAton:
//     resolvers, curl, Go's cgo resolver through getaddrinfo), also up to
//     the first white space as glibc's inet_aton does ("127.0.0.1\tx", the
//     "%09" payload of Orange Tsai's "A New Era of SSRF"), and by the URL
//     Standard's IPv4 parser when the name ends in a number
//     (internal/ipv4.Parse: browsers), which reads an empty "0x" part as 0
//     ("0x.0x.0" is 0.0.0.0) where inet_aton refuses it.
//
// A filter must treat the host as every address any reader finds in it.

import (
	"net/netip"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/ipv4"
)

// readers names who reads a host as an address.
type readers uint8

const (
	byInetAton   readers = 1 << iota // inet_aton(3) on the whole text
	byWhiteSpace                     // glibc's inet_aton, which stops at white space
	byURL                            // the URL Standard's IPv4 parser (browsers)
	viaIDNA                          // after UTS #46 mapping
)

// hostReading is what the clients read in one reg-name.
type hostReading struct {
	// name is the host after UTS #46 mapping when it is not ASCII and
	// IDNA accepts it; "" otherwise.
	name  string
	addrs [2]addrReading
	n     int
	// number: the URL Standard's "ends in a number checker" holds for
	// the text itself (before any IDNA mapping).
	number bool
}

// addrReading is one address read in a host, and who reads it so.
type addrReading struct {
	addr netip.Addr
	by   readers
}

// readHost reads the reg-name d as the clients do; decoded says it was
// percent-encoded (only then can it hold white space). It allocates only
// for a name that is not ASCII (the IDNA mapping).
func readHost[S ~string | ~[]byte](d S, decoded bool) hostReading {
	var r hostReading
	scanAddrs(&r, d, 0, decoded)
	if !ascii.IsASCII(d) {
		if name, ok := hostToASCII(string(d)); ok {
			r.name = name
			scanAddrs(&r, name, viaIDNA, false)
		}
	}
	return r
}

// scanAddrs adds the addresses the text d reads as; space says it may hold
// white space.
func scanAddrs[S ~string | ~[]byte](r *hostReading, d S, via readers, space bool) {
	if a, ok := regNameAddr(d); ok {
		r.add(a, byInetAton|via)
	} else if space {
		if p, cut := ipv4.WhiteSpacePrefix(d); cut {
			if a, ok := ipv4.InetAton(p); ok {
				r.add(a, byWhiteSpace|via)
			}
		}
	}
	if ipv4.EndsInANumber(d) {
		r.number = r.number || via == 0
		if a, _, ok := ipv4.Parse(d); ok {
			r.add(a, byURL|via)
		}
	}
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
