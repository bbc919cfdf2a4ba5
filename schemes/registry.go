package schemes

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The registry of scheme parsers: a read-only Default and values a caller
// builds with With, over the scheme facts of package scheme (default ports,
// RFC 1738 §3).

// Parser parses a URI of one scheme into its scheme-specific URL.
type Parser func(uri.URI) (URL, error)

// Registry maps scheme names to parsers, with the scheme registry whose
// facts (default ports) the values report. It is immutable once built and
// may be shared; Default is read-only, and a caller who needs another
// scheme builds its own with With. A nil *Registry has no parsers.
type Registry struct {
	parsers map[string]Parser
	facts   *scheme.Registry
}

// Default returns the registry of the built-in families (see the package
// doc), over scheme.Default. It is the same read-only value on every call.
func Default() *Registry { return defaultRegistry() }

// NewRegistry returns a registry with no parsers over the given scheme
// facts (scheme.Default when nil).
func NewRegistry(facts *scheme.Registry) *Registry {
	if facts == nil {
		facts = scheme.Default()
	}
	return &Registry{parsers: map[string]Parser{}, facts: facts}
}

// With returns a new registry holding r's parsers plus p for the scheme
// name (replacing r's, if any). r is unchanged. The name must be a scheme
// name (RFC 3986 §3.1); it is matched without regard to case.
func (r *Registry) With(name string, p Parser) (*Registry, error) {
	if err := uri.ValidScheme(name); err != nil || p == nil {
		return nil, fmt.Errorf("schemes: cannot register %s: a parser needs a scheme name (RFC 3986 §3.1) and a function", strconv.Quote(name))
	}
	var old map[string]Parser
	if r != nil {
		old = r.parsers
	}
	m := make(map[string]Parser, len(old)+1)
	for k, v := range old {
		m[k] = v
	}
	m[strings.ToLower(name)] = p
	return &Registry{parsers: m, facts: r.Facts()}, nil
}

// Facts returns the scheme registry the values' default ports come from.
func (r *Registry) Facts() *scheme.Registry {
	if r == nil || r.facts == nil {
		return scheme.Default()
	}
	return r.facts
}

// Schemes returns the names of the schemes with a parser, sorted.
func (r *Registry) Schemes() []string {
	if r == nil {
		return nil
	}
	out := make([]string, 0, len(r.parsers))
	for k := range r.parsers {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Parse parses u with the parser of its scheme. A scheme without one is an
// *Error wrapping ErrNoSyntax.
func (r *Registry) Parse(u uri.URI) (URL, error) {
	if !u.HasScheme() {
		return nil, rule.New(u.String(), 0, "", "scheme", ErrNoSyntax,
			"a relative reference, which has no scheme; resolve it against a base URI first")
	}
	p, ok := r.lookup(u.Scheme())
	if !ok {
		why := "no scheme-specific syntax is known for " + rule.Quote(u.Scheme())
		if in, known := r.Facts().Lookup(u.Scheme()); known && in.Spec != "" {
			why += " (" + strings.ReplaceAll(in.Spec, "; ", ", ") + ")"
		}
		return nil, rule.New(u.String(), 0, rule.Lower(u.Scheme()), "scheme", ErrNoSyntax,
			why+"; use it as a generic URI")
	}
	return p(u)
}

// lookup finds the parser of a scheme, ignoring case, without allocating
// for lower-case names.
func (r *Registry) lookup(name string) (Parser, bool) {
	if r == nil {
		return nil, false
	}
	p, ok := r.parsers[name]
	if !ok {
		p, ok = r.parsers[rule.Lower(name)]
	}
	return p, ok
}

// ParseString parses s as a URI (RFC 3986) and then scheme-specifically.
func (r *Registry) ParseString(s string) (URL, error) {
	u, err := uri.Parse(s)
	if err != nil {
		return nil, err
	}
	return r.Parse(u)
}

// Parse parses u scheme-specifically with the Default registry.
func Parse(u uri.URI) (URL, error) { return defaultRegistry().Parse(u) }

// ParseString parses s as a URI and then scheme-specifically with the
// Default registry.
func ParseString(s string) (URL, error) { return defaultRegistry().ParseString(s) }

// defaultRegistry returns Default's value, made on first use so that
// package initialization does no work and allocates nothing; nothing
// changes it (With copies).
func defaultRegistry() *Registry {
	defaultOnce.Do(func() { defaultReg = &Registry{parsers: builtin(), facts: scheme.Default()} })
	return defaultReg
}

var (
	defaultOnce sync.Once
	defaultReg  *Registry
)
