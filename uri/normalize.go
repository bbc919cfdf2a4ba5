package uri

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/scheme"
)

// Normalization and the comparison ladder of RFC 3986 §6.2.
//
// A Normalizer works in two passes over a parsed URI. The first (isNormal)
// only reads: it reports whether the input is already in normal form, in
// which case Normalize returns the input itself without allocating. The
// second (build) writes the normal form into one new buffer, computing the
// component offsets of the result as it goes, so the result needs no
// parsing. Tests check the two passes agree and that the result parses to
// the very same value.

// Level selects a rung of the comparison ladder (RFC 3986 §6.2).
//
// The zero Level means LevelSyntax.
type Level uint8

const (
	// LevelString is simple string comparison (RFC 3986 §6.2.1): nothing is
	// normalized.
	LevelString Level = iota + 1
	// LevelSyntax is syntax-based normalization (RFC 3986 §6.2.2): the
	// scheme and host in lower case, percent-encoding hex digits in upper
	// case, percent-encoded unreserved characters decoded, dot-segments
	// removed from the path of a URI with a scheme. It needs no knowledge of
	// any scheme.
	LevelSyntax
	// LevelScheme adds scheme-based normalization (RFC 3986 §6.2.3) as the
	// scheme registry licenses it: an empty port removed, a default port
	// removed, an empty path with an authority made "/", and the scheme's
	// own rules ("file://localhost/x" → "file:///x", the domain of a mailto
	// address in lower case).
	LevelScheme
)

var levelNames = [...]string{"syntax", "string", "syntax", "scheme"}

// String returns "string", "syntax" or "scheme", the names the command line
// uses. The zero Level prints as "syntax".
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "level(" + strconv.Itoa(int(l)) + ")"
}

// ParseLevel returns the Level named "string", "syntax" or "scheme".
func ParseLevel(name string) (Level, bool) {
	switch name {
	case "string":
		return LevelString, true
	case "syntax":
		return LevelSyntax, true
	case "scheme":
		return LevelScheme, true
	}
	return 0, false
}

// A Normalizer rewrites URIs into a normal form so that equivalent URIs
// (RFC 3986 §6.1) become identical strings. Its zero value performs
// syntax-based normalization (§6.2.2) and nothing else.
//
// Normalization never makes two different URIs equal: every step it takes
// at LevelSyntax and LevelScheme is an equivalence the RFC or the scheme's
// specification states (false positives are forbidden, §6.1). It never
// decodes a reserved character ("%2F" stays), never changes the case of the
// userinfo, path, query or fragment, never removes a delimiter of an empty
// component ("http://a/?" keeps its "?"), and never reads "+" as a space.
//
// The protocol-based steps (§6.2.4) are off by default. Each one may change
// what a URI identifies; turn one on only when the application knows the
// equivalence holds for the URIs it compares (a crawler that has seen the
// server treat the forms alike, for example).
//
// A Normalizer is a small value; it is safe to use from several goroutines.
type Normalizer struct {
	// Level selects the rung of the comparison ladder; the zero value is
	// LevelSyntax. At LevelString only the protocol-based steps below run,
	// on the text as written.
	Level Level
	// Schemes holds the facts LevelScheme needs; nil means scheme.Default().
	Schemes *scheme.Registry

	// IPv6RFC5952 rewrites an IPv6 literal in the canonical text form of
	// RFC 5952 §4 ("[2001:DB8:0:0::1]" → "[2001:db8::1]"), IPv4-mapped and
	// IPv4-translated addresses in the mixed notation of §5
	// ("[::ffff:c000:280]" → "[::ffff:192.0.2.128]"). RFC 3986 itself
	// compares IPv6 literals as text, so this goes beyond §6.2.2; RFC 6874
	// §2 says RFC 5952 SHOULD be applied when producing URIs. The zone
	// identifier is kept.
	IPv6RFC5952 bool
	// RemoveFragment drops the fragment and its "#". RFC 3986 §6.1: when
	// URIs are compared to select a network action, the fragment should be
	// excluded; but two URIs that differ in their fragment identify
	// different things (§6.2.3: "#" alone makes a difference).
	RemoveFragment bool
	// SortQuery orders the "&"-separated parameters of the query by their
	// key (the text before the first "="), comparing normalized text byte by
	// byte; parameters with the same key keep their order. Many servers
	// read parameters in any order, but RFC 3986 gives the query no
	// structure at all, and some applications depend on the order.
	SortQuery bool
	// RemoveWWW removes leading "www." labels from a reg-name host while
	// what remains still has a "." and is not an IPv4 address
	// ("www.example.com" → "example.com"). Many sites serve the same content
	// on both names, but they are different hosts.
	RemoveWWW bool
}

// Normalize returns the syntax-based normal form of u (RFC 3986 §6.2.2):
// Normalizer{}.Normalize(u). An already-normal u is returned as is, without
// allocating; otherwise the result costs one allocation. In the one case
// where normalizing fails (a result longer than a URI can hold), u is
// returned unchanged.
//
// Note the level: syntax-based normalization needs no knowledge of the
// scheme, so "http://a:80" keeps its ":80" and gets no "/". The command
// line's "uri normalize" defaults to the scheme-based level, which
// NormalizeScheme gives; the zero Normalizer stays at the syntax level, the
// first rung of RFC 3986's ladder (§6.2), so that code written against it
// keeps its results.
func Normalize(u URI) URI { return normalizeAt(LevelSyntax, u) }

// NormalizeScheme returns the scheme-based normal form of u (RFC 3986
// §6.2.3): Normalizer{Level: LevelScheme}.Normalize(u), what "uri
// normalize" gives by default. On top of Normalize, the scheme's rules from
// scheme.Default(): its default port removed with its ":" ("http://a:80/"
// is "http://a/"), an empty path with an authority made "/" for the schemes
// whose empty path means "/" (http, https, ws, wss, ftp, ...),
// file://localhost/ made file:///, a mailto domain lower-cased. Allocation
// and failure are as for Normalize.
func NormalizeScheme(u URI) URI { return normalizeAt(LevelScheme, u) }

func normalizeAt(l Level, u URI) URI {
	v, err := Normalizer{Level: l}.Normalize(u)
	if err != nil {
		return u
	}
	return v
}

// Normalize returns the normal form of u at n.Level, with n's
// protocol-based steps. The result parses (under u's dialect) to exactly the
// returned value, normalizing it again changes nothing, and it is equivalent
// to u at n.Level. When u is already normal it is returned without
// allocating; otherwise the result takes one allocation (two when SortQuery
// has to order more than 32 parameters).
//
// Relative references are normalized too. Their dot-segments are removed
// only where that cannot change what they resolve to against any base with
// an authority or an absolute path: all of them in a network-path or
// absolute-path reference ("/a/b/../../c" → "/c"), and in a relative path
// all but the leading ".." that climb above its start ("a/b/./c" →
// "a/b/c", "a/../../b" → "../b"); see normalize_relative.go. RFC 3986 §6.1
// still advises resolving references before comparing them.
//
// The error, an *Error, is ErrTooLong when the result would exceed the
// longest URI a value can hold, or a parse error when u was parsed under an
// older dialect and a normalization step yields text that dialect rejects.
func (n Normalizer) Normalize(u URI) (URI, error) {
	c := n.config(&u)
	if c.isNormal(&u, nAll) {
		return u, nil
	}
	return c.build(u)
}

// NormalizeString parses s as a URI reference (RFC 3986 §4.1) and returns
// its normal form at n.Level as text: ParseReference followed by Normalize
// and String, in fewer steps. An already-normal s is returned as is,
// without allocating. The error is the parse error (an *Error naming what
// is wrong and where), or Normalize's.
func (n Normalizer) NormalizeString(s string) (string, error) {
	var u URI
	nt, err := parseInto(&u, s, RFC3986, false)
	if err != nil {
		return "", err
	}
	if nt == 0 && n.plainNormal(&u) {
		return s, nil
	}
	c := n.config(&u)
	if c.isNormal(&u, nt) {
		return s, nil
	}
	v, err := c.build(u)
	return v.s, err
}

// plainNormal reports that u, which the parser found nothing to change in
// at the syntax level (notes 0), is normal at n's level: true only when no
// protocol step is on and none of the things the scheme-based rules
// (RFC 3986 §6.2.3) rewrite is there (a port, an empty path after an
// authority, the host "localhost", a mailbox's "@"), so the registry need
// not be asked. False means "look closer".
func (n *Normalizer) plainNormal(u *URI) bool {
	switch {
	case n.IPv6RFC5952 || n.RemoveFragment || n.SortQuery || n.RemoveWWW:
		return false
	case n.Level != LevelScheme:
		return true
	case u.flags&fAuthority != 0:
		return u.flags&fPort == 0 && u.pathStart != u.pathEnd && !isLocalhost(u.Host())
	}
	return strings.IndexByte(u.Path(), '@') < 0
}

// config is a Normalizer prepared for one URI.
type config struct {
	syntax  bool // LevelSyntax or above
	schemed bool // LevelScheme
	n       *Normalizer
	info    scheme.Info // looked up lazily
	looked  bool
	syn     *syntax
}

func (n *Normalizer) config(u *URI) config {
	l := n.Level
	if l == 0 {
		l = LevelSyntax
	}
	c := config{syntax: l >= LevelSyntax, schemed: l >= LevelScheme && u.flags&fScheme != 0, n: n}
	d := u.dialect
	if d > dialectIRI {
		d = RFC3986
	}
	c.syn = &syntaxes[d]
	return c
}

// rules returns the scheme-based facts for u's scheme (LevelScheme only).
func (c *config) rules(u *URI) *scheme.Info {
	if !c.looked {
		c.looked = true
		reg := c.n.Schemes
		if reg == nil {
			reg = scheme.Default()
		}
		c.info, _ = reg.Lookup(u.Scheme())
	}
	return &c.info
}

// isNormal reports whether build would return u unchanged. It mirrors build
// step by step and never allocates. nt are the parser's notes on u (nAll
// when unknown): what they rule out is not looked for again.
func (c *config) isNormal(u *URI, nt notes) bool {
	s := u.s
	auth := u.flags&fAuthority != 0
	if c.syntax {
		if nt&nUpper != 0 && ascii.HasUpper(u.Scheme()) {
			return false
		}
		if nt&nPct == 0 {
			// No triplet to rewrite.
		} else if u.dialect == RFC3986 {
			// Every RFC 3986 component may carry every unreserved character,
			// so one scan checks the percent-encoding of all of them.
			if !pctNormal(s, nil, 0) {
				return false
			}
		} else if !pctNormal(u.Userinfo(), c.syn, sUserinfo) || !pctNormal(u.Path(), c.syn, c.pathMask(u)) ||
			!pctNormal(s[u.pathEnd:], c.syn, sQuery) || (u.kind == HostRegName && !pctNormal(u.Host(), c.syn, c.hostMask(u))) ||
			(u.zoneStart != 0 && !pctNormal(s[u.zoneStart+3:u.hostEnd-1], nil, 0)) {
			return false
		}
		if auth && nt&nUpper != 0 && !c.hostCaseNormal(u) {
			return false
		}
		if nt&nDot != 0 && c.removesDots(u) && isRelativePath(u) {
			if !relativeNormal(u.Path()) {
				return false
			}
		} else if nt&nDot != 0 && c.removesDots(u) {
			p := u.Path()
			if !auth && strings.HasPrefix(p, "/.//") {
				// The §5.3 remedy form: remove_dot_segments gives "//..."
				// and build puts the "/." back.
				p = p[2:]
			}
			if hasDotSegment(p) {
				return false
			}
		}
	}
	if auth {
		if c.n.IPv6RFC5952 && u.kind == HostIPv6 {
			var buf [64]byte
			h := u.Host()
			addr := h[1 : len(h)-1]
			if u.zoneStart != 0 {
				addr = s[u.hostStart+1 : u.zoneStart]
			}
			if string(appendIPv6RFC5952(buf[:0], ipv6Groups(addr))) != addr {
				return false
			}
		}
		if c.n.RemoveWWW && wwwCut(u.Host(), u.kind) {
			return false
		}
	}
	if c.schemed {
		if u.flags&fPort != 0 {
			p := u.Port()
			if p == "" {
				return false // §3.2.3, §6.2.3: an empty port is elided
			}
			if in := c.rules(u); in.Rules&scheme.DropDefaultPort != 0 {
				if (len(p) > 1 && p[0] == '0') || portIs(p, in.DefaultPort) {
					return false
				}
			}
		}
		if auth {
			if u.pathStart == u.pathEnd && c.rules(u).Rules&scheme.EmptyPathSlash != 0 {
				return false
			}
			if u.flags&(fUserinfo|fPort) == 0 && isLocalhost(u.Host()) && c.localhostRule(u) {
				return false
			}
		} else if strings.IndexByte(u.Path(), '@') >= 0 && c.rules(u).Rules&scheme.MailboxDomainCase != 0 {
			if !mailDomainsNormal(u.Path()) {
				return false
			}
		}
	}
	if u.flags&fQuery != 0 && c.n.SortQuery && !querySorted(u.Query(), c) {
		return false
	}
	if u.flags&fFragment != 0 && c.n.RemoveFragment {
		return false
	}
	return true
}

// build writes the normal form of u into one new buffer.
func (c *config) build(u URI) (URI, error) {
	s := u.s
	extra := 3
	if c.n.IPv6RFC5952 && u.kind == HostIPv6 {
		extra += 8 // mixed notation may be longer than the input's hex
	}
	// The result is written into a buffer on the stack when it fits, and
	// copied once into its string at the end.
	var stack [resultStack]byte
	b := stack[:0]
	if n := len(s) + extra; n > len(stack) {
		b = make([]byte, 0, n)
	}
	v := URI{dialect: u.dialect, flags: u.flags, kind: u.kind}
	auth := u.flags&fAuthority != 0

	if u.flags&fScheme != 0 {
		if c.syntax {
			b = ascii.AppendLower(b, u.Scheme())
		} else {
			b = append(b, u.Scheme()...)
		}
		v.schemeEnd = int32(len(b))
		b = append(b, ':')
	}

	if auth {
		b = append(b, '/', '/')
		if u.flags&fUserinfo != 0 {
			b = c.appendPct(b, u.Userinfo(), sUserinfo)
			b = append(b, '@')
		}
		hs := len(b)
		v.hostStart = int32(hs)
		b = c.appendHost(b, &u, &v)
		keepPort := u.flags&fPort != 0
		port := u.Port()
		if c.schemed && keepPort {
			if port == "" {
				keepPort = false
			} else if in := c.rules(&u); in.Rules&scheme.DropDefaultPort != 0 {
				port = strings.TrimLeft(port, "0")
				if port == "" {
					port = "0"
				}
				keepPort = !portIs(port, in.DefaultPort)
			}
		}
		if c.schemed && u.flags&fUserinfo == 0 && !keepPort && isLocalhost(b[hs:]) && c.localhostRule(&u) {
			b = b[:hs]
		}
		if c.n.RemoveWWW && v.kind == HostRegName {
			if n := wwwCutLen(b[hs:]); n > 0 {
				b = append(b[:hs], b[hs+n:]...) // one cut, however many labels
			}
		}
		if v.kind == HostRegName && len(b) > hs {
			if off, _ := checkIPv4(b[hs:]); off < 0 && !c.syn.hostnameLabels {
				v.kind = HostIPv4 // a decoded reg-name may now read as an IPv4address
			}
		}
		v.hostEnd = int32(len(b))
		if keepPort {
			b = append(b, ':')
			b = append(b, port...)
		} else {
			v.flags &^= fPort
		}
	}

	// Path.
	ps := len(b)
	v.pathStart = int32(ps)
	b = c.appendPct(b, u.Path(), c.pathMask(&u))
	if c.syntax && c.removesDots(&u) && hasDotSegment(b[ps:]) {
		if isRelativePath(&u) {
			b = append(b[:ps], relativeDotSegments(string(b[ps:]))...)
		} else {
			b = removeDotSegmentsInPlace(b, ps)
		}
	}
	if !auth && len(b)-ps >= 2 && b[ps] == '/' && b[ps+1] == '/' {
		// RFC 3986 §5.3: a path starting with "//" would read as an
		// authority; prefix it with "/." (a segment remove_dot_segments
		// takes away again).
		b = append(b, 0, 0)
		copy(b[ps+2:], b[ps:len(b)-2])
		b[ps], b[ps+1] = '/', '.'
	}
	if c.schemed {
		if auth && len(b) == ps && c.rules(&u).Rules&scheme.EmptyPathSlash != 0 {
			b = append(b, '/')
		}
		if !auth && c.rules(&u).Rules&scheme.MailboxDomainCase != 0 {
			lowerMailDomains(b[ps:])
		}
	}
	v.pathEnd = int32(len(b))

	if u.flags&fQuery != 0 {
		b = append(b, '?')
		if c.n.SortQuery {
			b = appendSortedQuery(b, u.Query(), c)
		} else {
			b = c.appendPct(b, u.Query(), sQuery)
		}
	}
	v.queryEnd = int32(len(b))
	if u.flags&fFragment != 0 {
		if c.n.RemoveFragment {
			v.flags &^= fFragment
		} else {
			b = append(b, '#')
			b = c.appendPct(b, u.Fragment(), sQuery)
		}
	}

	if len(b) > maxLen {
		return URI{}, newError(s[:0], 0, ComponentNone, ErrTooLong, "normalized URI longer than 2 GiB")
	}
	v.s = string(b)
	if u.dialect != RFC3986 {
		// The older grammars have structural rules (whole-authority
		// reg-names, hostname labels) that offsets computed here do not
		// model: parse the result to get them right, and to refuse a
		// result the dialect rejects.
		return parse(v.s, u.dialect, false)
	}
	return v, nil
}

// pathMask returns the syntax bit of u's path (path or opaque part), under
// which its percent-encoded octets are decoded. It is none for a relative
// path whose first segment holds ":" (allowed by the older dialects):
// decoding the text before the ":" could turn it into a scheme.
func (c *config) pathMask(u *URI) uint16 {
	switch u.flags & (fScheme | fAuthority) {
	case fScheme:
		if u.pathStart < u.pathEnd && u.s[u.pathStart] != '/' {
			return sOpaque
		}
	case 0:
		if c.syn.colonFirstSeg {
			p := u.Path()
			if i := strings.IndexAny(p, ":/"); i >= 0 && p[i] == ':' {
				return 0
			}
		}
	}
	return sPath
}

// removesDots reports whether syntax-based normalization removes the
// dot-segments of u's path: for a URI with a scheme (RFC 3986 §6.2.2.3;
// §5.2.2 applies remove_dot_segments to every such path), and for an RFC
// 3986 relative reference those that cannot change what it resolves to
// (normalize_relative.go). In the older dialects an opaque part (no
// authority, no leading "/") is not hierarchical and keeps them, and
// relative references keep them all.
func (c *config) removesDots(u *URI) bool {
	if u.flags&fScheme == 0 {
		return u.dialect == RFC3986
	}
	return u.dialect == RFC3986 || u.dialect == dialectIRI || u.flags&fAuthority != 0 || (u.pathStart < u.pathEnd && u.s[u.pathStart] == '/')
}
