package file

import (
	"iter"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The file URI of RFC 8089 §2 (today's) and the file URL of RFC 1738
// §3.10 (the older dialect): host (maybe absent, empty or "localhost") and
// path.

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

// segSet is what an fsegment holds literally (RFC 1738 §5).
const segSet = rule.Uchar | rule.Question | rule.Colon | rule.At | rule.Amp | rule.Equals

// A Dialect is the document whose file syntax is read.
type Dialect uint8

const (
	// RFC8089 (the default): file-URI = "file:" ( "//" [ file-auth ]
	// path-absolute / path-absolute ), RFC 3986's host and path.
	RFC8089 Dialect = iota
	// RFC1738: fileurl = "file://" [ host | "localhost" ] "/" fpath, the
	// host RFC 1738 §5's hostname or hostnumber.
	RFC1738
)

// String returns the dialect's name: "rfc8089" or "rfc1738".
func (d Dialect) String() string {
	if d == RFC1738 {
		return "rfc1738"
	}
	return "rfc8089"
}

// URL is a parsed file URL. It is comparable.
type URL struct {
	u uri.URI
	d Dialect
}

// Parse reads u as RFC 8089 does (RFC8089.Parse).
func Parse(u uri.URI) (URL, error) { return RFC8089.Parse(u) }

// Parse checks u against d's file syntax:
//
//   - RFC 8089 §2: "file:" then "//", an optional host ("localhost" or an
//     RFC 3986 host) and an absolute path, or the absolute path alone
//     ("file:/etc/hosts"). A file URI has no user, password, port or
//     query; a fragment is RFC 3986's, left alone.
//   - RFC 1738 §3.10 and §5: "file://", an optional host (hostname or
//     hostnumber), "/" and fsegments, in which "?" is data.
func (d Dialect) Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "fileurl", "file"); err != nil {
		return URL{}, err
	}
	top := "file-URI"
	if d == RFC1738 {
		top = "fileurl"
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if !u.HasAuthority() {
		if d == RFC1738 {
			return URL{}, rule.New(s, from, "file", top, ErrInvalidPart,
				`no "//" after "file:"; write file:///path for this machine or file://host/path`)
		}
		if from == to || s[from] != '/' {
			return URL{}, rule.New(s, from, "file", "local-path", ErrInvalidPart,
				`not an absolute path; write file:/path or file:///path for this machine, file://host/path for another (RFC 8089 §2)`)
		}
	}
	if u.HasUserinfo() || u.HasPort() {
		off, _ := u.Span(uri.ComponentUserinfo)
		if !u.HasUserinfo() {
			_, off = u.Span(uri.ComponentHost) // the port's ":"
		}
		return URL{}, rule.New(s, off, "file", top, ErrInvalidPart,
			"a user or port; a file URL has only a host (RFC 8089 §2, RFC 1738 §3.10), remove it")
	}
	if u.HasAuthority() && (from == to || s[from] != '/') {
		return URL{}, rule.New(s, from, "file", top, ErrInvalidPart,
			`no "/" and path after the host; write file://host/path`)
	}
	if d == RFC1738 {
		if h := u.Host(); h != "" && h[0] != '[' {
			hs, he := u.Span(uri.ComponentHost)
			if off, why := rule.Host(s, hs, he); off >= 0 {
				return URL{}, rule.New(s, off, "file", "host", ErrInvalidPart, why)
			}
		}
		for i := from + 1; i < to; i++ {
			c := s[i]
			switch {
			case rule.In(c, segSet) || c == '/':
			case c == '%':
				i += 2 // the generic parser checked the escape
			default:
				return URL{}, rule.Char(s, i, "file", "fsegment")
			}
		}
		return URL{u: u, d: RFC1738}, nil
	}
	if p := u.Path(); len(p) > 1 && p[1] == '/' {
		return URL{}, rule.New(s, from, "file", "path-absolute", ErrInvalidPart,
			`a path starting with "//" (a UNC name, RFC 8089 Appendix E.3, which §2 does not take); write file://host/share/path`)
	}
	if u.HasQuery() {
		_, pathEnd := u.Span(uri.ComponentPath)
		return URL{}, rule.New(s, pathEnd, "file", top, ErrInvalidPart,
			`a query; a file URI has none (RFC 8089 §2): write "?" in a file name as %3F`)
	}
	return URL{u: u}, nil
}

// ParseString parses s as a URI (RFC 3986) and then as a file URI of d.
func (d Dialect) ParseString(s string) (URL, error) {
	u, err := uri.Parse(s)
	if err != nil {
		return URL{}, err
	}
	return d.Parse(u)
}

// ParseString parses s as a URI (RFC 3986) and then as a file URI of RFC
// 8089.
func ParseString(s string) (URL, error) { return RFC8089.ParseString(s) }

// Dialect returns the dialect the URL was read under.
func (v URL) Dialect() Dialect { return v.d }

// HasHost reports whether the URL has "//" and so a host, maybe empty;
// "file:/etc/hosts" (RFC 8089's local-path) has none.
func (v URL) HasHost() bool { return v.u.HasAuthority() }

// URI returns the URL as the generic URI it was parsed from.
func (v URL) URI() uri.URI { return v.u }

// String returns the URL byte for byte as parsed.
func (v URL) String() string { return v.u.String() }

// Host returns the host as decoded text: "" or "localhost" for the machine
// the URL is interpreted on ("" too when there is no "//", see HasHost).
func (v URL) Host() string { return v.u.DecodedHost() }

// IsLocal reports whether the host is absent, empty or "localhost" (in any
// case): the machine from which the URL is interpreted (RFC 8089 §2, RFC
// 1738 §3.10).
func (v URL) IsLocal() bool {
	h := v.u.Host()
	return h == "" || ascii.EqualFold(h, "localhost")
}

func (v URL) rest() string { return v.u.String()[rule.PathStart(v.u):rule.PathEnd(v.u)] }

// Path returns the decoded path with its leading "/". A "%2F" becomes "/":
// use Segments to keep them apart.
func (v URL) Path() string { return rule.Decode(v.rest()) }

// Segments yields the decoded fsegments (the text between slashes).
func (v URL) Segments() iter.Seq[string] {
	p := v.rest()[1:]
	return func(yield func(string) bool) {
		for {
			i := rule.Index(p, 0, len(p), '/')
			if !yield(rule.Decode(p[:i])) || i == len(p) {
				return
			}
			p = p[i+1:]
		}
	}
}

// Build returns file://host/path for a decoded host and a path of decoded
// segments joined by "/" (a leading "/" is added when missing). Bytes that
// an fsegment cannot hold (";", space, "%", "#", ...) are encoded, and "?",
// which RFC 8089 reads as a query: the URL is one under both dialects.
func Build(host, path string) (URL, error) {
	b := []byte("file://")
	b = append(b, rule.EncodeHost(host)...)
	if path == "" || path[0] != '/' {
		b = append(b, '/')
	}
	b = rule.Append(b, path, segSet&^rule.Question|rule.Slash)
	return ParseString(string(b))
}
