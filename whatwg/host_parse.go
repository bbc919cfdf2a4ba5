package whatwg

// How a browser reads a host: the host parser (§3.5) on its own, for
// callers that hold a host taken from elsewhere (another parser's reading
// of a URL, a name typed by a user) and want the URL Standard's one
// reading of it, and the domain parser (§3.3) and domain to Unicode for a
// domain alone. This is the module's one place for that reading.

import (
	"net/netip"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ipv4"
	"github.com/urikit/urikit/internal/uts46"
)

// Host is a host of the URL Standard (§3.1) as the host parser returns
// it: a domain, an IPv4 or IPv6 address, an opaque host or the empty
// host, held as its serialization (§3.6) and, for an address, the address.
// It is a small comparable value. The zero Host is no host (HostNone).
type Host struct {
	s    string
	addr netip.Addr
	kind HostKind
}

// String returns the host serialized (§3.6): a domain in ASCII lower case
// ("xn--bcher-kva.de"), an IPv4 address in dotted decimal, an IPv6
// address compressed and in brackets ("[::1]"), an opaque host
// percent-encoded; "" for the empty host and for no host.
func (h Host) String() string { return h.s }

// Kind returns what the host is.
func (h Host) Kind() HostKind { return h.kind }

// Addr returns the address of an IPv4 or IPv6 host (a 4-byte address for
// IPv4, a 16-byte one for IPv6, never with a zone: the URL Standard has
// none), and the zero netip.Addr (not IsValid) for any other host.
func (h Host) Addr() netip.Addr { return h.addr }

// ParseHost runs the host parser of the URL Standard (§3.5) on input and
// returns the host as the URL parser would store it for the host of a
// special URL (opaque false: http, https, ws, wss, ftp, file) or of any
// other URL (opaque true, the Standard's isOpaque). So "EXAMPLE.com" is
// "example.com", "0x7f.1", "127.1" and "2130706433" are the IPv4 address
// 127.0.0.1, "bücher.de" is "xn--bcher-kva.de", "%31%32%37.0.0.1" is
// 127.0.0.1 and "[0:0::FFFF:7f00:1]" is "[::ffff:7f00:1]"; an opaque
// host is only percent-encoded (C0 control percent-encode set). A file
// URL's "localhost" is the empty host only in the URL parser (its file host
// state); here it is the domain "localhost".
//
// input is the host alone, without the port, userinfo or tabs and newlines
// (the URL parser removes those before it meets the host, and the host
// parser refuses them as forbidden host code points); a byte sequence that
// is not UTF-8 is read as the URL parser reads it, each maximal subpart
// of an ill-formed sequence as one U+FFFD (the Encoding Standard's UTF-8
// decode). The empty input is the empty host when opaque, and a failure
// (the domain parser fails on it, §3.3) otherwise. A failure is an *Error
// naming the validation error and its byte offset in input.
//
// An IPv4 address is written in its one valid spelling (four decimal
// parts, §3.4) exactly when input == h.String(); ValidateHost names what
// is unusual about another spelling (IPv4-too-few-parts,
// IPv4-non-decimal-part, IPv4-empty-part, domain-percent-encoded), except a
// spelling that only IDNA mapping makes an address ("１２７.0.0.1").
func ParseHost(input string, opaque bool) (Host, error) {
	return parseHost(input, opaque, nil)
}

// ValidateHost parses input as ParseHost does and also returns the
// validation errors the host parser met (§1.1), in input order, each with
// its byte offset in input; on failure the list ends with the error that
// made it fail.
func ValidateHost(input string, opaque bool) (Host, []ValidationError, error) {
	errs := []ValidationError{}
	h, err := parseHost(input, opaque, &errs)
	return h, errs, err
}

func parseHost(input string, opaque bool, errs *[]ValidationError) (Host, error) {
	in := input
	if !utf8.ValidString(in) {
		in = toScalarValues(in)
	}
	if in == "" && !opaque {
		if errs != nil {
			*errs = append(*errs, ValidationError{DomainToASCII, 0})
		}
		return Host{}, &Error{Input: input, Offset: 0, Kind: DomainToASCII}
	}
	p := parser{in: in, errs: errs}
	p.port, p.schemeEnd, p.queryStart, p.fragStart = -1, -1, -1, -1
	p.b.init(in, 3*len(in)+16)
	defer p.b.release()
	ok := p.hostParse(0, len(in), opaque)
	if in != input {
		// Offsets in the scalar value string back to the input.
		if errs != nil {
			for k := range *errs {
				(*errs)[k].Offset = mapOffset(input, 0, len(input), (*errs)[k].Offset)
			}
		}
		p.failAt = mapOffset(input, 0, len(input), p.failAt)
	}
	if !ok {
		return Host{}, &Error{Input: input, Offset: p.failAt, Kind: p.fail, reason: p.reason}
	}
	h := Host{s: p.b.sub(p.hostStart, p.hostEnd), kind: p.hostKind}
	switch h.kind {
	case HostIPv4:
		h.addr, _ = netip.ParseAddr(h.s)
	case HostIPv6:
		h.addr, _ = netip.ParseAddr(h.s[1 : len(h.s)-1])
	}
	return h, nil
}

// toScalarValues returns s read as the Encoding Standard's UTF-8 decode
// reads it: each maximal subpart of an ill-formed sequence (badSequence)
// replaced by one U+FFFD, as the URL parser reads its input (clean).
func toScalarValues(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			b.WriteByte(s[i])
			i++
			continue
		}
		n, bad := nextScalar(s[i:])
		if bad {
			b.WriteString("\uFFFD")
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// ParseDomain is the URL Standard's domain parser (§3.3, "domain to
// ASCII" before whatwg/url 3c83874) on domain, a domain already
// percent-decoded: UTS #46 ToASCII (Unicode 17.0.0) with the Standard's
// flags. With beStrict false, as the host parser runs it, an ASCII domain
// is only lower-cased (web compatibility: "xn--a" and "_dmarc.example"
// are hosts), any other goes through ToASCII with CheckHyphens,
// UseSTD3ASCIIRules and VerifyDnsLength off, and a result that is empty or
// holds a forbidden domain code point (§3.2) fails. With beStrict true,
// the three are on, and any error of ToASCII fails: the test of a valid
// domain (§3.4), and the run whose failure the host parser reports as the
// validation error domain-to-ASCII even where it goes on.
//
// A failure is an *Error of ErrorKind DomainToASCII whose message gives the
// UTS #46 cause and whose Offset is that of the code point at fault in
// domain. A lower-case ASCII domain is returned as it is, without
// allocating, when beStrict is false.
func ParseDomain(domain string, beStrict bool) (string, error) {
	a, err := uts46.DomainToASCII(domain, beStrict)
	if err != nil {
		e := &Error{Input: domain, Kind: DomainToASCII, reason: domainReason(err)}
		if ue, ok := err.(*uts46.Error); ok {
			e.Offset = ue.Offset
		}
		return "", e
	}
	return a, nil
}

// DomainToUnicode is the URL Standard's domain to Unicode (§3.3) on a
// domain the host parser returned: its A-labels decoded for display
// ("xn--bcher-kva.de" is "bücher.de"), or the domain as it is where UTS #46
// ToUnicode records an error.
func DomainToUnicode(domain string) string { return uts46.DomainToUnicode(domain) }

// ParseIPv4 reports whether the host parser (§3.5) reads domain, a domain
// as the domain parser returns it (ParseDomain: ASCII, percent-decoded), as
// an IPv4 address, and which: it does when domain ends in a number (the
// ends-in-a-number checker, §3.5) and the IPv4 parser (§3.5) accepts it. So
// "0x7f.1", "127.1" and "2130706433" are 127.0.0.1 and "example.com" is no
// address. Where domain ends in a number but the IPv4 parser fails
// ("1.2.3.256", "example.1"), the host parser fails too: ok is false, and
// ParseHost names the validation error. ParseIPv4 takes the domain as a string
// or as bytes and allocates nothing, for a caller that reads hosts in a loop
// (a canonical key of many URLs).
func ParseIPv4[S ~string | ~[]byte](domain S) (addr netip.Addr, ok bool) {
	if !ipv4.EndsInANumber(domain) {
		return netip.Addr{}, false
	}
	addr, _, ok = ipv4.Parse(domain)
	return addr, ok
}
