package links

import (
	"errors"
	"strconv"

	"github.com/urikit/urikit/uri"
)

// The base URI of a document and the resolution of its references against
// it: RFC 3986 §5.1 and §5.2, seed 003 §5.1.

// ErrNoBase is the error for a relative reference in a document whose base
// URI could not be established from any layer (RFC 3986 §5.1.4: "a relative
// reference cannot be used reliably" then). errors.Is matches it.
var ErrNoBase = errors.New("relative reference without a base URI")

// A Source names the layer of RFC 3986 §5.1 a base URI came from. The order
// of the constants is the order of precedence, innermost first.
type Source uint8

const (
	// SourceNone: no layer gave a base URI.
	SourceNone Source = iota
	// SourceDocument: the base embedded in the content (§5.1.1), such as
	// HTML's <base href> (seed 003 Appendix D).
	SourceDocument
	// SourceEncapsulating: the base of the encapsulating entity (§5.1.2),
	// such as a MIME Content-Location or the enclosing message.
	SourceEncapsulating
	// SourceRetrieval: the URI used to retrieve the document, the last one
	// after redirects (§5.1.3).
	SourceRetrieval
	// SourceDefault: the application's default base (§5.1.4).
	SourceDefault
)

var sourceNames = [...]string{"", "document", "encapsulating", "retrieval", "default"}

// String returns the name the CLI uses for s: "document",
// "encapsulating", "retrieval", "default", or "" for SourceNone.
func (s Source) String() string {
	if int(s) < len(sourceNames) {
		return sourceNames[s]
	}
	return "Source(" + strconv.Itoa(int(s)) + ")"
}

// A Base is an established base URI and the layer it came from. The zero
// Base is "no base": relative references are then errors and absolute ones
// stand by themselves (§5.1.4, §5.2.2).
type Base struct {
	u        uri.URI
	source   Source
	resolver uri.Resolver
}

// URI returns the base URI (without a fragment, §5.1), and false when there
// is none.
func (b Base) URI() (uri.URI, bool) { return b.u, b.source != SourceNone }

// Source returns the layer the base came from; SourceNone when there is no
// base.
func (b Base) Source() Source { return b.source }

// String returns the base URI, or "" when there is none.
func (b Base) String() string { return b.u.String() }

// Resolve parses ref as a URI-reference (RFC 3986 §4.1) and returns its
// target URI against b (§5.2). Without a base, an absolute reference (one
// with a scheme) is its own target, its dot-segments removed as §5.2.2 does
// for any reference with a scheme, and a relative one is an error wrapping
// ErrNoBase. A ref that is not a URI-reference gives the *uri.Error of the
// parser, whose offset is in ref.
func (b Base) Resolve(ref string) (uri.URI, error) {
	r, err := b.resolver.Dialect.ParseReference(ref)
	if err != nil {
		return uri.URI{}, err
	}
	return b.ResolveURI(r)
}

// ResolveURI is Resolve for a reference already parsed.
func (b Base) ResolveURI(r uri.URI) (uri.URI, error) {
	if b.source == SourceNone {
		if !r.HasScheme() {
			return uri.URI{}, ErrNoBase
		}
		// §5.2.2 with R.scheme defined reads nothing of the base but
		// its scheme: r is a base as good as any.
		return b.resolver.Resolve(r, r)
	}
	return b.resolver.Resolve(b.u, r)
}

// newBase makes the Base for an absolute URI u from layer s.
func newBase(u uri.URI, s Source, r uri.Resolver) Base {
	if u.HasFragment() {
		u = u.WithoutFragment()
	}
	return Base{u: u, source: s, resolver: r}
}
