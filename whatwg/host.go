package whatwg

// The host parser (§3.5), the opaque-host parser, the forbidden host and
// domain code points (§3.2) and the host serializer (§3.6).

import (
	"net/netip"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/ipv4"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/internal/special"
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
		addr, k, at, ok := p.parseIPv6(s[1:len(s)-1], i+1)
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

// domain is steps 4-9 of the host parser (§3.5): a domain, or an IPv4
// address when the domain ends in a number.
func (p *parser) domain(i, j int) bool {
	s := p.in[i:j]
	var cl uint8
	for k := 0; k < len(s); k++ {
		cl |= domainClass[s[k]]
	}
	if cl&dmSlow == 0 {
		// An ASCII domain with nothing to percent-decode: the domain
		// parser (§3.3) lower-cases it (step 3, as beStrict is false,
		// whatwg/url a8d5ca3) and refuses a forbidden domain code point
		// (step 6), without UTS #46.
		reported := p.errs != nil && p.strictDomain(s, i, true)
		if cl&dmForbidden != 0 {
			return p.domainFailure(s, i, true, reported)
		}
		// Step 8.
		if ipv4.EndsInANumber(s) {
			return p.ipv4(s, i)
		}
		if p.fileH && len(s) == len("localhost") && ascii.HasPrefixFold(s, "localhost") {
			p.hostKind = HostEmpty
			return true
		}
		if cl&dmUpper != 0 {
			p.b.lower(i, j)
		} else {
			p.b.input(i, j)
		}
		p.hostKind = HostDomain
		return true
	}
	// Step 4.
	d := s
	if cl&dmPercent != 0 {
		if p.errs != nil {
			for k := 0; k+2 < len(s); k++ {
				if s[k] == '%' && ascii.IsHex(s[k+1]) && ascii.IsHex(s[k+2]) {
					p.report(DomainPercentEncoded, i+k)
					break
				}
			}
		}
		// Step 5: UTF-8 decode without BOM the percent-decoding; a byte
		// sequence that is not UTF-8 decodes to U+FFFD, on which the
		// domain parser fails.
		d = pct.Decode(s)
	}
	same := len(d) == len(s) // the offsets of d are those of s
	if !utf8.ValidString(d) {
		return p.domainFailure(d, i, false, false)
	}
	// Step 6: the domain parser (§3.3), with its strict run for the
	// validation error.
	reported := p.errs != nil && p.strictDomain(d, i, same)
	a, err := uts46.DomainToASCII(d, false)
	if err != nil {
		return p.domainFailure(d, i, same, reported)
	}
	// Step 8.
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

// strictDomain is step 1-2 of the domain parser (§3.3): ToASCII with
// beStrict true, whose failure is the validation error domain-to-ASCII
// (and nothing more: the host parser goes on with beStrict false). at is
// the offset of the host; same says that d is the host as written, so that
// the error can name the code point at fault. It reports whether it did.
func (p *parser) strictDomain(d string, at int, same bool) bool {
	_, err := uts46.DomainToASCII(d, true)
	if err == nil {
		return false
	}
	if e, ok := err.(*uts46.Error); ok && same {
		at += e.Offset
	}
	p.report(DomainToASCII, at)
	return true
}

// domainFailure records the failure of the domain parser on d (the host
// at input offset at, percent-decoded; same as for strictDomain), with
// the UTS #46 error that says why, and reports it unless the strict run
// has (a domain the relaxed run refuses, the strict one refuses too).
func (p *parser) domainFailure(d string, at int, same, reported bool) bool {
	_, err := uts46.DomainToASCII(d, false)
	p.reason = domainReason(err)
	if e, ok := err.(*uts46.Error); ok && same {
		at += e.Offset
	}
	if !reported {
		p.report(DomainToASCII, at)
	}
	p.fail, p.failAt = DomainToASCII, at
	return false
}

// ipv4 runs the IPv4 parser (§3.5) on the ASCII domain s, which the host
// begins at input offset at, and writes the address.
func (p *parser) ipv4(s string, at int) bool {
	addr, errs, ok := ipv4.Parse(s)
	if p.errs != nil {
		// The validation errors in the parser's order: steps 2-4, then
		// the parts (IPv4-non-decimal-part before the failing
		// IPv4-non-numeric-part), then step 7.
		for _, e := range [...]struct {
			bit  ipv4.Errors
			kind ErrorKind
		}{
			{ipv4.EmptyPart, IPv4EmptyPart},
			{ipv4.TooFewParts, IPv4TooFewParts},
			{ipv4.TooManyParts, IPv4TooManyParts},
			{ipv4.NonDecimalPart, IPv4NonDecimalPart},
			{ipv4.NonNumericPart, IPv4NonNumericPart},
			{ipv4.OutOfRangePart, IPv4OutOfRangePart},
		} {
			if errs&e.bit == 0 {
				continue
			}
			p.report(e.kind, at)
			if e.bit == ipv4.NonDecimalPart {
				// Once for each such part.
				for n := ipv4.NonDecimalParts(s); n > 1; n-- {
					p.report(e.kind, at)
				}
			}
		}
	}
	if !ok {
		switch {
		case errs&ipv4.TooManyParts != 0:
			p.fail = IPv4TooManyParts
		case errs&ipv4.NonNumericPart != 0:
			p.fail = IPv4NonNumericPart
		default:
			p.fail = IPv4OutOfRangePart
		}
		p.failAt = at
		return false
	}
	p.writeIPv4(addr)
	p.hostKind = HostIPv4
	return true
}

// writeIPv4 is the IPv4 serializer (§3.6): four numbers in decimal,
// joined by ".", which is net/netip's text of an IPv4 address.
func (p *parser) writeIPv4(addr netip.Addr) {
	var buf [15]byte
	p.b.bytes(addr.AppendTo(buf[:0]))
}

// isForbiddenHost reports whether c is a forbidden host code point (§3.2),
// as internal/special defines them once for the module.
func isForbiddenHost(c byte) bool { return special.ForbiddenHost(c) }
