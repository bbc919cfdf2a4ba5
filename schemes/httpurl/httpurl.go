package httpurl

import (
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The http and https URLs of RFC 1738 §3.3 and RFC 9110 §4.2: hostport,
// path and search.

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

// URL is a parsed http or https URL. It is comparable; accessors decode on
// request and allocate only when the text holds escapes.
type URL struct {
	u      uri.URI
	secure bool
}

// Parse checks u against httpurl (RFC 1738 §5) for the schemes http and
// https.
func Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "httpurl", "http", "https"); err != nil {
		return URL{}, err
	}
	secure := len(u.Scheme()) == 5
	name := "http"
	if secure {
		name = "https"
	}
	if err := rule.Login(u, name, false); err != nil {
		return URL{}, err
	}
	return URL{u: u, secure: secure}, nil
}

// ParseString parses s as a URI (RFC 3986) and then as an http(s) URL.
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

// Scheme returns "http" or "https".
func (v URL) Scheme() string {
	if v.secure {
		return "https"
	}
	return "http"
}

// Host returns the host, decoded when it is a reg-name.
func (v URL) Host() string { return v.u.DecodedHost() }

// HasPort reports whether the URL gives a port.
func (v URL) HasPort() bool { return v.u.HasPort() }

// EffectivePort returns the port: the one given, else 80 for http and 443
// for https (RFC 1738 §3.3, RFC 9110 §4.2.1, §4.2.2).
func (v URL) EffectivePort() uint16 { return rule.Port(v.u, v.Scheme()) }

// Path returns the decoded path with its leading "/", or "" when the URL
// has none ("http://host"). A "%2F" becomes "/": use Segments to keep them
// apart.
func (v URL) Path() string { return v.u.DecodedPath() }

// Segments returns the decoded hsegments (see uri.URI.DecodedSegments).
func (v URL) Segments() []string {
	var out []string
	for seg := range v.u.DecodedSegments() {
		out = append(out, seg)
	}
	return out
}

// Search returns the decoded search (the query); ok is false when there is
// no "?".
func (v URL) Search() (search string, ok bool) {
	return v.u.DecodedQuery(), v.u.HasQuery()
}

// RequestTarget returns what the client sends in the request line (RFC
// 9110 §3.2.1 origin-form; seed 000: "the string sent starts with the slash
// which follows the host details"): the path as written ("/" when empty)
// and the "?" search; never the fragment.
func (v URL) RequestTarget() string {
	p := v.u.Path()
	if p == "" {
		p = "/"
	}
	if v.u.HasQuery() {
		return p + "?" + v.u.Query()
	}
	return p
}
