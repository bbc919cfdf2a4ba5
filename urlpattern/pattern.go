package urlpattern

// §1.2-§1.5 (the Standard's URLPattern class and "create"): a URL pattern
// from a constructor string or an Init, its component pattern strings and
// hasRegExpGroups.

import (
	"strconv"

	"github.com/urikit/urikit/whatwg"
)

// Options are the URLPatternOptions: IgnoreCase makes the pathname, search
// and hash match without regard to ASCII case.
type Options struct {
	IgnoreCase bool
}

// Pattern is a compiled URL pattern. It is safe for concurrent use.
type Pattern struct {
	comp      [numComponents]*compiled
	hasRegexp bool
	ngroups   int // the groups of all components
	// wild has a bit for each component that is "*" (its input must hold
	// no line terminator, nothing more), and checks lists the others in
	// matchOrder: what test matches.
	wild    uint8
	nchecks uint8
	checks  [numComponents]Component
	// store holds the first component compiled for the pattern, so that a
	// pattern with one component other than "*" is one allocation.
	store compiled
}

// New compiles a pattern written as one string, as new URLPattern(input,
// options) does: "https://example.com/:category/*". The string must have a
// protocol (use NewWithBase for a relative pattern such as "/users/:id").
// Components it leaves out after the ones it gives are "*" (any), the
// port "" when a hostname is given.
func New(input string, opts Options) (*Pattern, error) {
	return create(input, "", false, nil, opts)
}

// NewWithBase compiles a pattern string relative to baseURL, as
// new URLPattern(input, baseURL, options) does: the components that input
// does not give come from the base URL.
func NewWithBase(input, baseURL string, opts Options) (*Pattern, error) {
	return create(input, baseURL, true, nil, opts)
}

// NewInit compiles a pattern given component by component, as
// new URLPattern(init, options) does: a component not given is "*", or
// comes from init.BaseURL.
func NewInit(init Init, opts Options) (*Pattern, error) {
	return create("", "", false, &init, opts)
}

// MustNew is New for patterns known to be valid; it panics on an error.
func MustNew(input string) *Pattern {
	p, err := New(input, Options{})
	if err != nil {
		panic(err)
	}
	return p
}

// create is "create" a URL pattern.
func create(input, baseURL string, hasBase bool, init *Init, opts Options) (*Pattern, error) {
	var d dict
	if init == nil {
		var err error
		if d, err = parseConstructorString(input); err != nil {
			return nil, err
		}
		if !hasBase && !d.exists(Protocol) {
			return nil, &Error{Input: input, Component: "constructor string", Kind: ErrRelative,
				Reason: "pattern string without a protocol; give a base URL, or write the whole URL (https://example.com/path)"}
		}
		if hasBase {
			d.v[numComponents] = baseURL
			d.has |= BaseURLField
		}
	} else {
		d = init.dict()
	}
	pd, err := processInit(d, forPattern)
	if err != nil {
		return nil, err
	}
	for c := Protocol; c < numComponents; c++ {
		if !pd.exists(c) {
			pd.set(c, "*")
		}
	}
	if proto := pd.v[Protocol]; isSpecialScheme(proto) {
		var buf [5]byte
		if dp, ok := whatwg.DefaultPort(proto); ok && pd.v[Port] == string(strconv.AppendUint(buf[:0], uint64(dp), 10)) {
			pd.v[Port] = ""
		}
	}
	p := &Pattern{}
	for i := range createSteps {
		s := &createSteps[i]
		enc := s.enc
		if s.c == Hostname && isIPv6Pattern(pd.v[Hostname]) {
			enc = canonIPv6Hostname
		}
		if s.c == Protocol {
			p.comp[s.c], err = compileProtocol(pd.v[s.c])
		} else {
			p.comp[s.c], err = p.compile(s.c, pd.v[s.c], enc, s.opt)
		}
		if err != nil {
			return nil, err
		}
	}
	rest := defaultOptions
	rest.ignoreCase = opts.IgnoreCase
	path, pathEnc := rest, encodingCallback(canonOpaquePathname)
	if p.comp[Protocol].matchesSpecialScheme() {
		path, pathEnc = pathnameOptions, canonPathname
		path.ignoreCase = opts.IgnoreCase
	}
	if p.comp[Pathname], err = p.compile(Pathname, pd.v[Pathname], pathEnc, path); err != nil {
		return nil, err
	}
	if p.comp[Search], err = p.compile(Search, pd.v[Search], canonSearch, rest); err != nil {
		return nil, err
	}
	if p.comp[Hash], err = p.compile(Hash, pd.v[Hash], canonHash, rest); err != nil {
		return nil, err
	}
	for _, k := range p.comp {
		p.hasRegexp = p.hasRegexp || k.hasRegexp
		p.ngroups += len(k.names)
	}
	for _, c := range matchOrder {
		if k := p.comp[c]; k.prog != nil && k.prog.wildcard {
			p.wild |= 1 << c
		} else {
			p.checks[p.nchecks] = c
			p.nchecks++
		}
	}
	return p, nil
}

// compile is compileComponent into p.store, the first time.
func (p *Pattern) compile(c Component, input string, encode encodingCallback, opt options) (*compiled, error) {
	var dst *compiled
	if !p.store.lazy && p.store.prog == nil && p.store.re == nil {
		dst = &p.store
	}
	return compileComponentInto(dst, c, input, encode, opt)
}

// createSteps are the components create compiles before the pathname,
// with their encoding callbacks and options.
var createSteps = [...]struct {
	c   Component
	enc encodingCallback
	opt options
}{
	{Protocol, canonProtocol, defaultOptions},
	{Username, canonUsername, defaultOptions},
	{Password, canonPassword, defaultOptions},
	{Hostname, canonHostname, hostnameOptions},
	{Port, canonPort, defaultOptions},
}

// isIPv6Pattern is "hostname pattern is an IPv6 address".
func isIPv6Pattern(s string) bool {
	if len(s) < 2 {
		return false
	}
	return s[0] == '[' || (s[0] == '{' || s[0] == '\\') && s[1] == '['
}

// Component returns the normalized pattern string of component c, what
// the JavaScript getter (pattern.pathname, ...) returns.
func (p *Pattern) Component(c Component) string { return p.comp[c].patternString() }

// Protocol returns the protocol component's pattern string.
func (p *Pattern) Protocol() string { return p.comp[Protocol].patternString() }

// Username returns the username component's pattern string.
func (p *Pattern) Username() string { return p.comp[Username].patternString() }

// Password returns the password component's pattern string.
func (p *Pattern) Password() string { return p.comp[Password].patternString() }

// Hostname returns the hostname component's pattern string.
func (p *Pattern) Hostname() string { return p.comp[Hostname].patternString() }

// Port returns the port component's pattern string.
func (p *Pattern) Port() string { return p.comp[Port].patternString() }

// Pathname returns the pathname component's pattern string.
func (p *Pattern) Pathname() string { return p.comp[Pathname].patternString() }

// Search returns the search component's pattern string.
func (p *Pattern) Search() string { return p.comp[Search].patternString() }

// Hash returns the hash component's pattern string.
func (p *Pattern) Hash() string { return p.comp[Hash].patternString() }

// HasRegExpGroups reports whether a component has a group with a custom
// regular expression (":id(\d+)"), which the Standard asks some users of
// patterns to refuse (§3 "has regexp groups").
func (p *Pattern) HasRegExpGroups() bool { return p.hasRegexp }
