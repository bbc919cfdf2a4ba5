package publicsuffix

import (
	"errors"
	"strings"

	asciiText "github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/whatwg"
)

// A List answers from the Public Suffix List, whole or its ICANN section.
type List struct {
	icannOnly bool
}

var (
	// All is the list whole: ICANN and private rules.
	All = &List{}
	// ICANN is the ICANN section of the list alone.
	ICANN = &List{icannOnly: true}
)

// String names the list and its version (cookiejar.PublicSuffixList).
func (l *List) String() string {
	if l.icannOnly {
		return "ICANN section of the " + ListVersion
	}
	return ListVersion
}

// A Domain is what the list says of a host.
type Domain struct {
	// Host is the host as given, lower-cased and mapped as the URL
	// Standard maps it, in the form given (Unicode labels as Unicode).
	Host string
	// HostASCII is the host as the URL Standard serializes it (A-labels),
	// or an IP address as it serializes one.
	HostASCII string
	// PublicSuffix and PublicSuffixASCII are the public suffix; "" when
	// the host has none (an IP address, an empty label).
	PublicSuffix, PublicSuffixASCII string
	// Registrable and RegistrableASCII are the registrable domain: the
	// public suffix and the label before it; "" when the host is itself a
	// public suffix or has none.
	Registrable, RegistrableASCII string
	// ICANN reports whether the rule that gave the public suffix is in the
	// ICANN section (false for a private rule and for the default rule
	// "*" of a name the list does not know).
	ICANN bool
	// Rule reports whether a rule applied at all (false for an IP address
	// or a domain with an empty label).
	Rule bool
	// IP reports whether the host is an IP address.
	IP bool
}

// ErrNoHost is returned for a URL without a host ("mailto:joe@example.com").
var ErrNoHost = errors.New("publicsuffix: the URL has no host")

// Lookup returns what the list says of host: a host ("www.Example.COM",
// "食狮.公司.cn", "[2001:db8::1]") or a URL whose host to take
// ("https://example.co.uk/a"). A host the URL Standard's host parser
// refuses is an error (a *whatwg.Error); so is a URL it refuses.
func (l *List) Lookup(host string) (Domain, error) {
	raw, ascii, ip, err := readHost(host)
	if err != nil {
		return Domain{}, err
	}
	d := Domain{HostASCII: ascii, IP: ip}
	d.Host = givenForm(raw, ascii)
	if ip {
		return d, nil
	}
	name, dot := strings.CutSuffix(ascii, ".")
	if name == "" || strings.HasPrefix(name, ".") || strings.Contains(name, "..") || strings.HasSuffix(name, ".") {
		return d, nil // an empty label: the list's algorithm does not apply
	}
	suffix, icann := l.publicSuffix(name)
	d.Rule, d.ICANN = true, icann
	trail := ""
	if dot {
		trail = "."
	}
	d.PublicSuffixASCII = suffix + trail
	if len(name) > len(suffix) {
		i := strings.LastIndexByte(name[:len(name)-len(suffix)-1], '.')
		d.RegistrableASCII = name[i+1:] + trail
	}
	d.PublicSuffix = lastLabels(d.Host, labelCount(d.PublicSuffixASCII))
	if d.RegistrableASCII != "" {
		d.Registrable = lastLabels(d.Host, labelCount(d.RegistrableASCII))
	}
	return d, nil
}

// PublicSuffix returns the public suffix of domain, an ASCII domain in
// lower case, as net/http/cookiejar asks it.
func (l *List) PublicSuffix(domain string) string {
	s, _ := l.publicSuffix(domain)
	return s
}

// RegistrableDomain returns the registrable domain of host (a host or a
// URL, as Lookup takes), in the form given, or "" when it has none.
func (l *List) RegistrableDomain(host string) string {
	d, err := l.Lookup(host)
	if err != nil {
		return ""
	}
	return d.Registrable
}

// publicSuffix is the list's algorithm on an ASCII domain in lower case
// with no empty label.
func (l *List) publicSuffix(domain string) (string, bool) {
	suffix, icann := rule(domain)
	if !l.icannOnly {
		return suffix, icann
	}
	return icannSuffix(suffix, icann)
}

// readHost reads input as a host, or as a URL when it holds ":" or "/" and
// does not start with "[": it returns the host as written (for its form),
// as the URL Standard serializes it, and whether it is an IP address.
func readHost(input string) (raw, ascii string, ip bool, err error) {
	if !strings.HasPrefix(input, "[") && strings.ContainsAny(input, ":/\\") {
		u, err := whatwg.Parse(input)
		if err != nil {
			return "", "", false, err
		}
		switch u.HostKind() {
		case whatwg.HostDomain, whatwg.HostIPv4, whatwg.HostIPv6:
		default:
			return "", "", false, ErrNoHost
		}
		return rawHost(input), u.Hostname(), u.HostKind() != whatwg.HostDomain, nil
	}
	h, err := whatwg.ParseHost(input, false)
	if err != nil {
		return "", "", false, err
	}
	return input, h.String(), h.Kind() != whatwg.HostDomain, nil
}

// rawHost returns the host of a URL as written: after the scheme's ":",
// the slashes and backslashes that follow it (a special scheme's URL may
// have any number, or none: "http:\\h", "http:///h", "http:h") and any
// userinfo, before the port and the path.
func rawHost(u string) string {
	_, h, _ := strings.Cut(u, ":") // a URL the URL Standard parsed has its scheme's ":"
	h = strings.TrimLeft(h, "/\\")
	if j := strings.IndexAny(h, "/?#\\"); j >= 0 {
		h = h[:j]
	}
	h = h[strings.LastIndexByte(h, '@')+1:] // after the userinfo, if any
	if j := strings.LastIndexByte(h, ':'); j >= 0 && !strings.Contains(h[j:], "]") {
		h = h[:j]
	}
	return h
}

// givenForm returns the host ascii (A-labels) in the form raw wrote it:
// each label that raw wrote with non-ASCII characters in Unicode, the
// others as they are. When raw's labels do not line up with ascii's (a
// mapping made or removed a dot), every A-label is given in Unicode if raw
// held any non-ASCII.
func givenForm(raw, ascii string) string {
	if asciiText.IsASCII(raw) {
		return ascii
	}
	rawLabels := splitDots(raw)
	labels := strings.Split(ascii, ".")
	if len(rawLabels) != len(labels) {
		return whatwg.DomainToUnicode(ascii)
	}
	for i, l := range labels {
		if strings.HasPrefix(l, "xn--") && !asciiText.IsASCII(rawLabels[i]) {
			labels[i] = whatwg.DomainToUnicode(l)
		}
	}
	return strings.Join(labels, ".")
}

// splitDots splits s at "." and the dots that IDNA maps to it (U+3002,
// U+FF0E, U+FF61).
func splitDots(s string) []string {
	return strings.Split(dotReplacer.Replace(s), ".")
}

var dotReplacer = strings.NewReplacer("\u3002", ".", "\uFF0E", ".", "\uFF61", ".")

func labelCount(s string) int { return strings.Count(strings.TrimSuffix(s, "."), ".") + 1 }

// lastLabels returns the last n labels of host (a trailing dot kept).
func lastLabels(host string, n int) string {
	name, dot := strings.CutSuffix(host, ".")
	i := len(name)
	for ; n > 0 && i >= 0; n-- {
		i = strings.LastIndexByte(name[:i], '.')
	}
	s := name[i+1:]
	if dot {
		s += "."
	}
	return s
}
