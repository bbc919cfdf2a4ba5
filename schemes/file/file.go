package file

import (
	"iter"

	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The file URL of RFC 1738 §3.10: host (maybe empty or "localhost") and path.

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

// URL is a parsed file URL. It is comparable.
type URL struct {
	u uri.URI
}

// Parse checks u against fileurl (RFC 1738 §5).
func Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "fileurl", "file"); err != nil {
		return URL{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if !u.HasAuthority() {
		return URL{}, rule.New(s, from, "file", "fileurl", ErrInvalidPart,
			`no "//" after "file:"; write file:///path for this machine or file://host/path`)
	}
	auth := len(u.Scheme()) + 3
	if u.HasUserinfo() || u.HasPort() {
		off := auth
		if !u.HasUserinfo() {
			off += len(u.Host())
		}
		return URL{}, rule.New(s, off, "file", "fileurl", ErrInvalidPart,
			"a user or port; a file URL has only a host (RFC 1738 §3.10), remove it")
	}
	if from == to || s[from] != '/' {
		return URL{}, rule.New(s, from, "file", "fileurl", ErrInvalidPart,
			`no "/" and path after the host; write file://host/path`)
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
	return URL{u: u}, nil
}

// ParseString parses s as a URI (RFC 3986) and then as a file URL.
func ParseString(s string) (URL, error) {
	u, err := uri.Parse(s)
	if err != nil {
		return URL{}, err
	}
	return Parse(u)
}

// URI returns the URL as the generic URI it was parsed from.
func (v URL) URI() uri.URI { return v.u }

// String returns the URL byte for byte as parsed.
func (v URL) String() string { return v.u.String() }

// Host returns the host as decoded text: "" or "localhost" for the machine
// the URL is interpreted on.
func (v URL) Host() string { return v.u.DecodedHost() }

// IsLocal reports whether the host is empty or "localhost" (in any case):
// the machine from which the URL is interpreted (RFC 1738 §3.10).
func (v URL) IsLocal() bool {
	h := v.u.Host()
	return h == "" || rule.EqualFold(h, "localhost")
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
// fsegment cannot hold (";", space, "%", "#", ...) are encoded.
func Build(host, path string) (URL, error) {
	b := []byte("file://")
	b = append(b, rule.EncodeHost(host)...)
	if path == "" || path[0] != '/' {
		b = append(b, '/')
	}
	b = rule.Append(b, path, segSet|rule.Slash)
	return ParseString(string(b))
}
