package whatwg

// The host parser (§3.5), the opaque-host parser, the forbidden host and
// domain code points (§3.2) and the host serializer (§3.6).

import (
	"errors"
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"net/netip"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ipv4"
	"github.com/urikit/urikit/internal/uts46"
)

// hostParse runs the host parser (§3.5) on in[i:j], opaque or not, and
// writes the host, serialized (§3.6), to the output.
func (p *parser) hostParse(i, j int, isOpaque bool) bool {
	s := p.in[i:j]
	p.hostStart = p.b.len()
	switch {
	case len(s) > 0 && s[0] == '[':
		// Step 1: an IPv6 address.
		if s[len(s)-1] != ']' {
			return p.failure(IPv6Unclosed, i)
		}
		addr, k, at, ok := parseIPv6(s[1 : len(s)-1])
		if !ok {
			return p.failure(k, i+1+at)
		}
		p.b.byte('[')
		p.writeIPv6(addr)
		p.b.byte(']')
		p.hostKind = HostIPv6
	case isOpaque:
		// Step 2.
		if !p.opaqueHost(i, j) {
			return false
		}
	default:
		// Steps 3-8: a domain or an IPv4 address.
		if !p.domain(i, j) {
			return false
		}
	}
	p.hostEnd = p.b.len()
	p.hostSet = true
	return true
}

// opaqueHost is the opaque-host parser (§3.5).
func (p *parser) opaqueHost(i, j int) bool {
	in := p.in
	for k := i; k < j; k++ {
		// Step 1.
		if isForbiddenHost(in[k]) {
			return p.failure(HostInvalidCodePoint, k)
		}
	}
	// Steps 2-3.
	if p.errs != nil {
		for k := i; k < j; k++ {
			p.checkUnit(k)
		}
	}
	// Step 4: UTF-8 percent-encode with the C0 control percent-encode set.
	p.encode(i, j, pct.URLC0Control)
	p.hostKind = HostOpaque
	if j == i {
		p.hostKind = HostEmpty
	}
	return true
}

// domain is steps 4-8 of the host parser (§3.5): a domain, or an IPv4
// address when the domain ends in a number.
func (p *parser) domain(i, j int) bool {
	s := p.in[i:j]
	// Domain to ASCII (§3.3) of an ASCII domain with nothing to
	// percent-decode is lower-casing it (step 1 when beStrict is false;
	// whatwg/url#914), then refusing a forbidden domain code point.
	var cl uint8
	for k := 0; k < len(s); k++ {
		cl |= domainClass[s[k]]
	}
	clean, upper := cl&dmSlow == 0, cl&dmUpper != 0
	if clean {
		// §3.3 step 3.2.
		if cl&dmForbidden != 0 {
			for k := 0; k < len(s); k++ {
				if uts46.IsForbiddenDomain(s[k]) {
					return p.failure(DomainInvalidCodePoint, i+k)
				}
			}
		}
		// Step 7.
		if ipv4.EndsInANumber(s) {
			return p.ipv4(s, i)
		}
		if p.fileH && len(s) == len("localhost") && ascii.HasPrefixFold(s, "localhost") {
			p.hostKind = HostEmpty
			return true
		}
		if upper {
			for k := 0; k < len(s); k++ {
				p.b.byte(ascii.ToLower(s[k]))
			}
		} else {
			p.b.input(i, j)
		}
		p.hostKind = HostDomain
		return true
	}
	// Step 4: UTF-8 decode without BOM the percent-decoding; a byte
	// sequence that is not UTF-8 decodes to U+FFFD, on which domain to
	// ASCII fails.
	d := pct.Decode(s)
	if !utf8.ValidString(d) {
		return p.failure(DomainToASCII, i)
	}
	// Steps 5-6: domain to ASCII (§3.3), with its failures for an empty
	// result (domain-to-ASCII) and a forbidden domain code point.
	a, err := uts46.DomainToASCII(d, false)
	if err != nil {
		p.cause = err
		if errors.Is(err, uts46.ErrForbidden) {
			return p.failure(DomainInvalidCodePoint, i)
		}
		return p.failure(DomainToASCII, i)
	}
	// Step 7.
	if ipv4.EndsInANumber(a) {
		return p.ipv4(a, i)
	}
	if p.fileH && a == "localhost" {
		p.hostKind = HostEmpty
		return true
	}
	p.b.str(a)
	p.hostKind = HostDomain
	return true
}

// ipv4 runs the IPv4 parser (§3.5) on the ASCII domain s, which the host
// begins at input offset at, and writes the address.
func (p *parser) ipv4(s string, at int) bool {
	addr, errs, ok := ipv4.Parse(s)
	if errs&ipv4.EmptyPart != 0 {
		p.report(IPv4EmptyPart, at)
	}
	if errs&ipv4.NonDecimalPart != 0 {
		p.report(IPv4NonDecimalPart, at)
	}
	if errs&ipv4.OutOfRangePart != 0 && (ok || errs&(ipv4.TooManyParts|ipv4.NonNumericPart) == 0) {
		p.report(IPv4OutOfRangePart, at)
	}
	if !ok {
		switch {
		case errs&ipv4.TooManyParts != 0:
			p.fail, p.failAt = IPv4TooManyParts, at
		case errs&ipv4.NonNumericPart != 0:
			p.fail, p.failAt = IPv4NonNumericPart, at
		default:
			p.fail, p.failAt = IPv4OutOfRangePart, at
		}
		if p.fail != IPv4OutOfRangePart {
			p.report(p.fail, at)
		}
		return false
	}
	p.writeIPv4(addr)
	p.hostKind = HostIPv4
	return true
}

// writeIPv4 is the IPv4 serializer (§3.6).
func (p *parser) writeIPv4(addr netip.Addr) {
	a := addr.As4()
	for k, v := range a {
		if k > 0 {
			p.b.byte('.')
		}
		p.writeInt(int(v))
	}
}

// isForbiddenHost reports whether c is a forbidden host code point (§3.2).
func isForbiddenHost(c byte) bool {
	switch c {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}
