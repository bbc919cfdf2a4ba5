package extract

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// Abbreviated URIs, seed 003 Appendix F: "a reference consisting of only the
// authority and path portions of the identified resource, such as
// www.w3.org/Addressing/ or simply the DNS hostname on its own", completed
// by "context-based heuristics". The heuristics are listed in the doc of
// Rule.

// Rule names the heuristic that completed an abbreviated URI (seed 003
// Appendix F: "context-based heuristics", e.g. "most hostnames beginning
// with "www" are likely to have a URI prefix of "http://""). There is "no
// standard set of heuristics", so the ones used here are listed, each with
// the Rule name Expand reports:
//
//   - as-is: the input already is a URI with a scheme (RFC 3986 §3:
//     "mailto:joe@example.org", "urn:isbn:0451450523", "HTTPS://a/") and
//     comes back byte for byte.
//   - network-path: "//host/path" (§4.2) lacks only its scheme, the default.
//   - www: the host's first label is "www" (or "www" and digits): "http://"
//     ("https://" when that is the default scheme).
//   - ftp: the host's first label is "ftp": "ftp://".
//   - host-port: a host, ":" and a port (digits), then nothing or a path,
//     query or fragment: "localhost:3000", "example.com:8080/x",
//     "192.0.2.1:80". Such text also matches the syntax of a URI whose
//     scheme is the host name ("example.com" is a valid scheme), which is
//     why it is tried before as-is: a host name that is a dotted name, an IP
//     address or "localhost", or any name that is not a registered scheme
//     ("tel:911" stays a tel URI), followed by digits only, is read as a
//     host and a port. The scheme is the default. A dotted name that is not
//     a registered scheme followed by ":" and anything but digits or "//"
//     ("example.com:http") is refused rather than taken for a scheme.
//   - mailto: "joe@example.org" (an addr-spec, RFC 5322 §3.4.1: a local
//     part, "@" and a dotted domain, nothing else) becomes
//     "mailto:joe@example.org" (RFC 6068).
//   - default: any other host (a name, an IPv4 address, a bracketed IP
//     literal), with an optional port and path: the default scheme, "http"
//     unless the Expander says otherwise.
//
// Completion only adds what is missing: the text typed is kept byte for byte
// after the added prefix, never normalized, except that text with non-ASCII
// characters (an IRI, "münchen.de/straße") is mapped to the URI it stands for
// (RFC 3987 §3.1): the host name in IDNA A-labels, "xn--mnchen-3ya.de", the
// rest as percent-encoded UTF-8. White space around the input
// and a wrapper ("<...>", "<URL:...>", "\"...\""; seed 003 Appendix E: such
// software "should attempt to recognize and strip both delimiters and
// embedded whitespace") are removed first, and white space inside angle
// brackets. Input that cannot become a URI is an error saying why: a path
// or other relative reference (it needs a base, not a heuristic), an IPv6
// address without brackets, a host with characters no host name has, white
// space inside.
//
// Abbreviated URIs have the syntax of relative references, so completing
// them is never right where a base URI exists (Appendix F: "abbreviated URI
// references cannot be used in contexts where relative URIs are
// expected"): there "www.w3.org/Addressing/" is the relative path it looks
// like, to be resolved (uri.Resolve). Use Expand only for text typed where
// no base URI is defined: an address bar, a dialog box, a configuration
// value, an advertisement.
type Rule string

// The rules of Expand (see Rule).
const (
	RuleAsIs        Rule = "as-is"
	RuleNetworkPath Rule = "network-path"
	RuleWWW         Rule = "www"
	RuleFTP         Rule = "ftp"
	RuleHostPort    Rule = "host-port"
	RuleMailto      Rule = "mailto"
	RuleDefault     Rule = "default"
)

// Expander completes abbreviated URIs. The zero Expander uses "http" as the
// default scheme.
type Expander struct {
	// DefaultScheme is the scheme of the default, host-port and
	// network-path rules; empty means "http". It must be a scheme name
	// (RFC 3986 §3.1).
	DefaultScheme string
}

// Expand completes s with the zero Expander (default scheme "http").
func Expand(s string) (string, Rule, error) { return Expander{}.Expand(s) }

// Expand completes s, an abbreviated URI as a person types it, into a URI,
// and names the rule that did it (see Rule). Errors are *uri.Error values
// whose Offset is in s, or an *iri.Error when IDNA refuses a non-ASCII host
// name. Never use it on text where a base URI exists: there
// such text is a relative reference.
func (x Expander) Expand(s string) (string, Rule, error) {
	def := x.DefaultScheme
	if def == "" {
		def = "http"
	}
	if scheme.CheckName(def) >= 0 {
		return "", "", &uri.Error{Input: s, Component: uri.ComponentScheme, Kind: uri.ErrInvalidScheme,
			Reason: "invalid default scheme " + quote(def) + "; a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\""}
	}
	t, off, err := unwrapTyped(s)
	if err != nil {
		return "", "", err
	}
	fail := func(at int, c uri.Component, kind error, reason string) (string, Rule, error) {
		return "", "", &uri.Error{Input: s, Offset: off + at, Component: c, Kind: kind, Reason: reason}
	}
	if t == "" {
		return fail(0, uri.ComponentNone, uri.ErrMissingScheme, "nothing to complete; type a host name such as www.example.org")
	}
	if i := strings.IndexAny(t, " \t\r\n\v\f"); i >= 0 {
		return fail(i, uri.ComponentNone, uri.ErrInvalidChar, "white space inside; a URI holds none (write a space as %20)")
	}
	// the authority part: up to the first "/", "?" or "#"
	ae := strings.IndexAny(t, "/?#")
	if ae < 0 {
		ae = len(t)
	}
	switch {
	case strings.HasPrefix(t, "//"):
		return complete(s, off, t, def+":", RuleNetworkPath)
	case ae == 0 || t[0] == '.':
		return fail(0, uri.ComponentNone, uri.ErrMissingScheme,
			"a relative reference, not an abbreviated URI: it has no host; resolve it against a base URI (RFC 3986 §5.2)")
	}
	auth := t[:ae]
	if uri.IsIPv6(auth) || strings.HasPrefix(auth, "::") {
		return fail(0, uri.ComponentHost, uri.ErrInvalidHost, "an IPv6 address must be written in brackets: ["+auth+"]")
	}
	if c := strings.IndexByte(auth, ':'); c >= 0 && !strings.Contains(auth[:c], "@") && auth[0] != '[' {
		// "name:..." is a scheme, or a host and a port
		name, rest := auth[:c], t[c+1:]
		if !strings.HasPrefix(rest, "//") && isPort(auth[c+1:]) && looksLikeHost(name) {
			return x.hostRule(s, off, t, name, def, true)
		}
		if strings.Contains(name, ".") && !strings.HasPrefix(rest, "//") && looksLikeHost(name) {
			// "example.com:http": a dotted name is a host here (few schemes
			// have dots, and those are registered), so this is a bad port
			return fail(c+1, uri.ComponentPort, uri.ErrInvalidPort,
				"the port of host "+quote(name)+" is not digits; a port is decimal digits only (RFC 3986 §3.2.3)")
		}
		if scheme.CheckName(name) < 0 {
			if _, err := uri.Parse(t); err != nil {
				return "", "", relocate(err, s, off, 0)
			}
			return t, RuleAsIs, nil
		}
	}
	// a host, with userinfo and port perhaps
	host := auth
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		if ae == len(t) && isDomain(host[at+1:]) && at > 0 && !strings.ContainsAny(host[:at], ":@") {
			return complete(s, off, t, "mailto:", RuleMailto)
		}
		host = host[at+1:]
	}
	hs := len(auth) - len(host)
	port := false
	if host != "" && host[0] == '[' {
		// an IP literal, which the parser checks and no rule reads: only a
		// port after its "]" counts
		_, after, _ := strings.Cut(host, "]")
		port = strings.HasPrefix(after, ":")
	} else {
		host, _, port = strings.Cut(host, ":")
	}
	if i, reason := badHost(host); i >= 0 {
		return fail(hs+i, uri.ComponentHost, uri.ErrInvalidHost, reason)
	}
	return x.hostRule(s, off, t, host, def, port)
}

// hostRule picks the scheme for a host by the rules www, ftp, host-port and
// default.
func (x Expander) hostRule(s string, off int, t, host, def string, port bool) (string, Rule, error) {
	label, _, _ := strings.Cut(host, ".")
	switch {
	case isWWW(label) && host != label:
		sch := "http"
		if ascii.EqualFold(def, "https") {
			sch = "https"
		}
		return complete(s, off, t, sch+"://", RuleWWW)
	case ascii.EqualFold(label, "ftp") && host != label:
		return complete(s, off, t, "ftp://", RuleFTP)
	case port:
		return complete(s, off, t, def+"://", RuleHostPort)
	}
	return complete(s, off, t, def+"://", RuleDefault)
}

// complete returns prefix+t when that is a URI. Typed text with non-ASCII
// characters is an IRI: it is mapped to the URI it stands for (RFC 3987
// §3.1, iri.ToURI), its host name written in IDNA A-labels and the rest as
// percent-encoded UTF-8.
func complete(s string, off int, t, prefix string, r Rule) (string, Rule, error) {
	res := prefix + t
	if !ascii.IsASCII(t) {
		u, err := uri.ParseIRI(res)
		if err == nil {
			u, err = iri.ToURI(u)
		}
		if err != nil {
			return "", "", relocate(err, s, off, len(prefix))
		}
		return u.String(), r, nil
	}
	if _, err := uri.Parse(res); err != nil {
		return "", "", relocate(err, s, off, len(prefix))
	}
	return res, r, nil
}

// relocate turns a parse error of the completed text into one about the
// input s: its offset is moved back over the added prefix and forward over
// what unwrapTyped removed.
func relocate(err error, s string, off, prefix int) error {
	switch ue := err.(type) {
	case *uri.Error:
		e := *ue
		e.Input = s
		e.Offset = off + max(e.Offset-prefix, 0)
		return &e
	case *iri.Error:
		// IDNA's refusal of a host label (iri.ToURI) is about the
		// completed text too.
		e := *ue
		e.Input = s
		e.Offset = off + max(e.Offset-prefix, 0)
		return &e
	}
	return err
}

// unwrapTyped removes white space around s, and a wrapper (seed 003
// Appendix E): "<...>" (white space inside removed too) with an optional
// "URL:" prefix, or double quotes. It returns the text left and, when no
// white space was removed inside, the offset of its start in s.
func unwrapTyped(s string) (string, int, error) {
	t, off := trimSpace(s, 0)
	if len(t) >= 2 && t[0] == '"' && t[len(t)-1] == '"' {
		return t[1 : len(t)-1], off + 1, nil
	}
	if len(t) >= 2 && t[0] == '<' && t[len(t)-1] == '>' {
		t, off = trimSpace(t[1:len(t)-1], off+1)
		if len(t) >= 4 && strings.EqualFold(t[:4], "url:") {
			t, off = trimSpace(t[4:], off+4)
		}
		if strings.ContainsAny(t, " \t\r\n\v\f") {
			// Byte by byte: strings.Map would turn each byte that is not
			// UTF-8 into the 3 bytes of U+FFFD, and offsets past the input.
			b := make([]byte, 0, len(t))
			for i := 0; i < len(t); i++ {
				if !isSpace(t[i]) {
					b = append(b, t[i])
				}
			}
			t = string(b)
		}
	}
	return t, off, nil
}

// trimSpace removes white space around s; off is s's offset, and the
// result's is returned.
func trimSpace(s string, off int) (string, int) {
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	j := len(s)
	for j > i && isSpace(s[j-1]) {
		j--
	}
	return s[i:j], off + i
}

// isPort reports whether s is 1*DIGIT (RFC 3986 §3.2.3).
func isPort(s string) bool { return s != "" && ascii.AllDigits(s) }

// looksLikeHost reports whether name, before ":" and a port, is read as a
// host: "localhost", an IPv4 address, a dotted host name, or a host name
// that is not a registered scheme.
func looksLikeHost(name string) bool {
	if i, _ := badHost(name); i >= 0 { // an empty name too
		return false
	}
	if ascii.EqualFold(name, "localhost") || uri.IsIPv4(name) || strings.Contains(name, ".") {
		return true
	}
	_, registered := scheme.Default().Lookup(name)
	return !registered
}

// isWWW reports whether a host's first label is "www" or "www" and digits
// ("www2").
func isWWW(label string) bool {
	if len(label) < 3 || !ascii.EqualFold(label[:3], "www") {
		return false
	}
	return ascii.AllDigits(label[3:])
}

// isDomain reports whether s is a dotted host name (two labels or more).
func isDomain(s string) bool {
	if i, _ := badHost(s); i >= 0 || s[0] == '[' { // badHost refuses "" (i is 0)
		return false
	}
	return strings.Contains(strings.TrimSuffix(s, "."), ".")
}

// badHost checks a host typed without a scheme: an IP literal in brackets
// (checked by the parser), an IPv4 address, or a host name of labels of
// letters, digits, "-" and "_" separated by dots (an empty label only at the
// end). It returns the offset of the first problem and why, or -1.
func badHost(h string) (int, string) {
	if h == "" {
		return 0, "empty host; type a host name such as www.example.org"
	}
	if h[0] == '[' {
		return -1, ""
	}
	label := 0
	for i := 0; i < len(h); i++ {
		c := h[i]
		switch {
		case c == '.':
			if label == 0 {
				return i, "empty label in host name " + quote(h) + "; labels are separated by single dots"
			}
			label = 0
		case class[c]&cAlpha != 0, '0' <= c && c <= '9', c == '-', c == '_':
			label++
		case c >= 0x80:
			label++ // an internationalized name: IDNA decides (complete)
		case c == '%':
			return i, "percent-encoding in host name " + quote(h) + "; type the host name as it is"
		default:
			return i, "invalid character " + quote(string(c)) + " in host name " + quote(h) + "; a host name has letters, digits, \"-\" and dots"
		}
	}
	return -1, ""
}

// quote quotes a bounded amount of s for a message.
func quote(s string) string {
	if len(s) > 40 {
		return strconv.Quote(s[:40]) + "..."
	}
	return strconv.Quote(s)
}
