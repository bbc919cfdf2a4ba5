package links

import (
	"errors"

	"github.com/urikit/urikit/uri"
)

// The layers of RFC 3986 §5.1 outside the document's content: §5.1.2 to
// §5.1.4. The innermost layer that is given wins; a relative URI in a layer
// is resolved against the base the layers outside it establish.

// A Context is what an application knows about a document before reading
// it: the outer layers of RFC 3986 §5.1 (seed 003 §5.1). Each is a URI
// reference, or "" when the layer is absent.
type Context struct {
	// Encapsulating is the base URI of the entity the document is enclosed
	// in (§5.1.2): a message's base, a MIME part's Content-Location.
	Encapsulating string
	// Retrieval is the URI the document was retrieved from, the last one
	// after redirects (§5.1.3).
	Retrieval string
	// Default is the application's default base URI (§5.1.4).
	Default string
	// Resolver selects the resolution algorithm (RFC 3986 §5.2 strict by
	// default; see uri.Resolver) and the dialect references are parsed in.
	Resolver uri.Resolver
}

// A LayerError reports a layer of a Context whose URI cannot serve as a
// base: it is not a URI reference, or it is relative and no layer outside
// it gives a base to resolve it against.
type LayerError struct {
	Layer Source // the layer whose URI is bad
	URI   string // that URI as given
	Err   error  // the *uri.Error of the parser, or ErrNoBase
}

func (e *LayerError) Error() string {
	return "links: " + e.Layer.String() + " base URI " + quote(e.URI) + ": " + e.Err.Error()
}

// Unwrap returns the underlying error, for errors.Is and errors.As.
func (e *LayerError) Unwrap() error { return e.Err }

// ByteOffset returns the offset in URI where the parser refused it, or 0
// when it is a relative reference with no base to resolve it against
// (ErrNoBase): a *LayerError is a uri.OffsetError about URI, as every error
// type of the module is one about its input.
func (e *LayerError) ByteOffset() int {
	var oe uri.OffsetError
	if errors.As(e.Err, &oe) {
		return oe.ByteOffset()
	}
	return 0
}

// Outer establishes the base URI from the layers outside the document
// (§5.1.2, §5.1.3, §5.1.4, in that order of precedence): the innermost one
// given, resolved against the layers outside it when it is relative. With
// no layer given it returns the zero Base (no base) and no error. A layer
// that is not a URI reference, or is relative with nothing outside it, is a
// *LayerError: an application that states a base should learn it is
// unusable rather than have it skipped.
func (c Context) Outer() (Base, error) {
	layers := [...]struct {
		s   string
		src Source
	}{
		{c.Default, SourceDefault},
		{c.Retrieval, SourceRetrieval},
		{c.Encapsulating, SourceEncapsulating},
	}
	var b Base
	b.resolver = c.Resolver
	for _, l := range layers { // outermost first
		if l.s == "" {
			continue
		}
		nb, err := b.inner(l.s, l.src)
		if err != nil {
			return Base{}, err
		}
		b = nb
	}
	return b, nil
}

// inner returns the base established by a layer inside b whose URI is s:
// s resolved against b when s is relative (§5.1: "the innermost defined
// base URI has the highest precedence").
func (b Base) inner(s string, src Source) (Base, error) {
	u, err := b.Resolve(s)
	if err != nil {
		return Base{}, &LayerError{Layer: src, URI: s, Err: err}
	}
	return newBase(u, src, b.resolver), nil
}

// quote returns s in double quotes, cut to a bounded length.
func quote(s string) string {
	const max = 64
	if len(s) > max {
		s = s[:max] + "..."
	}
	return "\"" + s + "\""
}
