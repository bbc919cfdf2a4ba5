package schemes

import (
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The shape every scheme-specific URL shares (RFC 1738 §3: a scheme and its
// scheme-specific fields).

// URL is a scheme-specific URL of any family. The families' own types (for
// example ftp.URL) carry the full API; URL is what they have in common.
type URL interface {
	// Scheme returns the scheme in lower case ("ftp").
	Scheme() string
	// URI returns the generic URI the value was parsed from.
	URI() uri.URI
	// String returns the URL byte for byte as parsed.
	String() string
	// Fields returns the decoded fields in a fixed order, named as the
	// command line's "uri scheme" names them (see CLI.md).
	Fields() []Field
}

// Field is one named field of a URL. Value is nil for an absent field, or
// one of string, int (ports), int64 (nntp article numbers), []string (ftp
// CWD segments and commands, mailto addresses), []Pair (prospero's
// ;field=value pairs, an object of names) and []Header (mailto's header
// fields, a list whose names may repeat).
type Field struct {
	Name  string
	Value any
}

// Pair is one name and value, in order.
type Pair struct {
	Name, Value string
}

// Header is one header field of a list in which a name may come more than
// once (mailto's "cc" twice, RFC 6068 §2). In JSON it is {"name","value"}.
type Header struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Error is the error type of the scheme-specific packages: the URL, the
// byte offset, the scheme and the BNF rule (RFC 1738 §5) that failed, and
// what to write instead.
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar // a character the rule does not allow
	ErrInvalidPart = rule.ErrInvalidPart // a part that breaks a structural rule
	ErrWrongScheme = rule.ErrWrongScheme // a parser given another scheme's URI
	ErrNoSyntax    = rule.ErrNoSyntax    // no scheme-specific syntax is registered for the scheme
)

// opt returns s, or nil when ok is false.
func opt(s string, ok bool) any {
	if !ok {
		return nil
	}
	return s
}
