package ftp

import (
	"iter"

	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The ftp URL of RFC 1738 §3.2: login, the url-path split into CWD segments
// and a name (§3.2.2), and the optional ";type=" code (§3.2.3).

// Error is the error type of this package: the URL, the byte offset, the
// RFC 1738 §5 rule that failed and what to write instead.
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar // a character the rule does not allow
	ErrInvalidPart = rule.ErrInvalidPart // a missing host, an unknown type code, ...
	ErrWrongScheme = rule.ErrWrongScheme // not an ftp URL
)

// segSet is what an fsegment holds literally (RFC 1738 §5).
const segSet = rule.Uchar | rule.Question | rule.Colon | rule.At | rule.Amp | rule.Equals

// URL is a parsed ftp URL. It is comparable; the zero URL is not a valid
// one. Accessors decode on request.
type URL struct {
	u       uri.URI
	path    int32 // offset of fpath (after the "/"), or of the end when there is none
	name    int32 // offset of the name (the last fsegment)
	end     int32 // end of fpath: the ";" of ";type=", or the end of the URL
	typ     int32 // offset of the type code, 0 when there is none
	typEnd  int32
	hasPath bool
	dialect Dialect
}

// Parse checks u against the ftpurl rule of RFC 1738 §5 and returns its
// typed value.
func Parse(u uri.URI) (URL, error) { return RFC1738.Parse(u) }

// ParseString parses s as a URI (RFC 3986) and then as an ftp URL.
func ParseString(s string) (URL, error) { return RFC1738.ParseString(s) }

// ParseString parses s as a URI and then as an ftp URL of dialect d.
func (d Dialect) ParseString(s string) (URL, error) {
	u, err := uri.Parse(s)
	if err != nil {
		return URL{}, err
	}
	return d.Parse(u)
}

// Parse checks u against the ftpurl rule with dialect d's type codes.
func (d Dialect) Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "ftpurl", "ftp"); err != nil {
		return URL{}, err
	}
	if err := rule.Login(u, "ftp", true); err != nil {
		return URL{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	v := URL{u: u, dialect: d, path: int32(to), name: int32(to), end: int32(to)}
	if from == to {
		return v, nil
	}
	if s[from] != '/' {
		return URL{}, rule.New(s, from, "ftp", "ftpurl", ErrInvalidPart,
			"text after the host that does not start with \"/\"; write \"/\" before it")
	}
	v.hasPath = true
	from++
	v.path, v.name = int32(from), int32(from)
	for i := from; i < to; i++ {
		c := s[i]
		switch {
		case rule.In(c, segSet):
		case c == '/':
			v.name = int32(i + 1)
		case c == '%' && i+2 < to && rule.IsHex(s[i+1]) && rule.IsHex(s[i+2]):
			i += 2
		case c == ';' && len(s)-i >= 6 && s[i:i+6] == ";type=":
			code := s[i+6 : to]
			if !validType(code, d) {
				return URL{}, rule.New(s, i+6, "ftp", "ftptype", ErrInvalidPart,
					"type code "+rule.Quote(code)+" is not one of "+d.codes()+
						"; a \";\" inside a name must be written %3B")
			}
			v.end, v.typ, v.typEnd = int32(i), int32(i+6), int32(to)
			return v, nil
		case c == ';':
			return URL{}, rule.New(s, i, "ftp", "fsegment", ErrInvalidChar,
				`";" inside a segment; write it as %3B (only a final ";type=" is special, RFC 1738 §3.2.2)`)
		default:
			return URL{}, rule.Char(s, i, "ftp", "fsegment")
		}
	}
	return v, nil
}

func (d Dialect) codes() string {
	if d == Draft1994 {
		return "A, AN, AT, AC, E, EN, ET, EC, I, L<digits> (seed 000)"
	}
	return "a, i, d (RFC 1738 §3.2.2)"
}

// URI returns the URL as the generic URI it was parsed from.
func (v URL) URI() uri.URI { return v.u }

// String returns the URL byte for byte as parsed.
func (v URL) String() string { return v.u.String() }

// User returns the decoded user name; ok is false when the URL has none
// (RFC 1738 §3.2: then "anonymous" is used).
func (v URL) User() (user string, ok bool) {
	u, _, has, _ := rule.Split(v.u)
	return rule.Decode(u), has
}

// Password returns the decoded password; ok is false when there is none,
// true for an empty one ("ftp://foo:@host.com/", RFC 1738 §3.2).
func (v URL) Password() (password string, ok bool) {
	_, p, _, has := rule.Split(v.u)
	return rule.Decode(p), has
}

// Host returns the host, decoded when it is a reg-name.
func (v URL) Host() string { return v.u.DecodedHost() }

// HasPort reports whether the URL gives a port.
func (v URL) HasPort() bool { return v.u.HasPort() }

// EffectivePort returns the port, 21 when the URL gives none (RFC 1738 §3.2).
func (v URL) EffectivePort() uint16 { return rule.Port(v.u, "ftp") }

// HasPath reports whether the URL has a url-path ("/" after the host).
func (v URL) HasPath() bool { return v.hasPath }

// CWDSegments yields the CWD arguments, each decoded (RFC 1738 §3.2.2: every
// segment but the last); an empty one stands for "CWD" with no argument.
func (v URL) CWDSegments() iter.Seq[string] {
	s := v.u.String()
	from, to := int(v.path), int(v.name)-1
	return func(yield func(string) bool) {
		if to < from {
			return
		}
		for {
			i := rule.Index(s, from, to, '/')
			if !yield(rule.Decode(s[from:i])) || i == to {
				return
			}
			from = i + 1
		}
	}
}

// CWD returns the CWD arguments as a slice (see CWDSegments).
func (v URL) CWD() []string {
	n := 0
	if v.name > v.path {
		n = 1
		for i := v.path; i < v.name-1; i++ {
			if v.u.String()[i] == '/' {
				n++
			}
		}
	}
	out := make([]string, 0, n)
	for seg := range v.CWDSegments() {
		out = append(out, seg)
	}
	return out
}

// Name returns the decoded name: the last segment, the argument of RETR or
// NLST. It is "" for a URL ending in "/" or without a path.
func (v URL) Name() string { return rule.Decode(v.u.String()[v.name:v.end]) }

// Type returns the ";type=" code as written; ok is false without one.
func (v URL) Type() (code string, ok bool) {
	if v.typ == 0 {
		return "", false
	}
	return v.u.String()[v.typ:v.typEnd], true
}

// Dialect returns the dialect the URL was parsed under.
func (v URL) Dialect() Dialect { return v.dialect }
