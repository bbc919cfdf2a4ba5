package readings

// Each reader's reading: its verdict, scheme, host in the canonical
// spelling (host.go) and effective port.

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

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
			x.Host, x.same = canonicalWritten(h), CanonicalHost(pct.Decode(h))
		}
	}
	x.Port = effectivePort(x.Scheme, u.Port())
	finish(&x)
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
		x.Host, x.HasHost = canonicalWritten(u.Hostname()), true
		x.same = CanonicalHost(pct.Decode(u.Hostname()))
	}
	x.Port = effectivePort(x.Scheme, u.Port())
	finish(&x)
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
	finish(&x)
	return x
}

// finish reads the host "localhost" of a file URL, and its absence
// ("file:/etc/hosts"), as the empty host: all three name the machine that
// reads the URL (RFC 8089 §2 and Appendix B; the URL Standard's file
// states do the same), so they are three spellings of one destination.
// And the host Differ compares is Host unless the reading set another.
func finish(x *Reading) {
	if x.Scheme == "file" && (!x.HasHost || x.Host == "localhost") {
		x.Host, x.HasHost, x.same = "", true, ""
		return
	}
	if x.same == "" {
		x.same = x.Host
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
