package urlpattern

// §1.5 "match": does a URL match a pattern, and with which groups.

import (
	"math/bits"

	"github.com/urikit/urikit/whatwg"
)

// Result is what exec() returns for a match (URLPatternResult): the inputs
// exec was given and, for each component, its input and groups.
type Result struct {
	// Inputs are the URL string and, when one was given, the base URL,
	// as exec was given them; nil when exec was given an Init.
	Inputs []string
	// Init is the Init exec was given, or nil.
	Init *Init
	// Components holds each component's result, indexed by Component.
	Components [numComponents]ComponentResult

	inputs [2]string
}

// Component returns the result of component c.
func (r *Result) Component(c Component) ComponentResult { return r.Components[c] }

// ComponentResult is a URLPatternComponentResult: the component of the
// input that was matched, and the groups in the order of the pattern.
type ComponentResult struct {
	Input  string
	Groups []Group
}

// Group is one group of a component's result. A group that took no part in
// the match (an optional group that matched nothing: undefined in
// JavaScript) has Matched false; a group that matched the empty string has
// Matched true and Value "".
type Group struct {
	Name    string
	Value   string
	Matched bool
	// Start is the byte offset of Value in the component's Input, -1
	// when the group took no part (for showing where each group is).
	Start int
}

// Get returns the value of the group named name, and whether it matched
// (false also when there is no such group).
func (c ComponentResult) Get(name string) (string, bool) {
	for _, g := range c.Groups {
		if g.Name == name {
			return g.Value, g.Matched
		}
	}
	return "", false
}

// Test reports whether the URL input (parsed by the URL Standard's basic
// URL parser) matches the pattern, as test(input) does. A string that is
// not a URL matches nothing.
func (p *Pattern) Test(input string) bool {
	var u whatwg.URL
	if u.Set(input) != nil {
		return false
	}
	return p.testURL(&u)
}

// TestWithBase is Test of input resolved against baseURL, as
// test(input, baseURL) does.
func (p *Pattern) TestWithBase(input, baseURL string) bool {
	b, err := whatwg.Parse(baseURL)
	if err != nil {
		return false
	}
	u, err := b.Parse(input)
	if err != nil {
		return false
	}
	return p.TestURL(u)
}

// TestURL reports whether u matches the pattern.
func (p *Pattern) TestURL(u whatwg.URL) bool { return p.testURL(&u) }

// testURL is TestURL of *u, read in place.
func (p *Pattern) testURL(u *whatwg.URL) bool {
	var in [numComponents]string
	return p.testLazy(&lazyURL{u: u, in: &in})
}

// testLazy is test of a URL whose components are read as they are needed:
// the ones the pattern does not leave as "*", and no other. A "*"
// component matches any string without a line terminator, and a URL's
// components hold none (whatwg.URL.Href is printable ASCII), so the "*"
// components of a URL always match.
func (p *Pattern) testLazy(x *lazyURL) bool {
	for _, c := range p.checks[:p.nchecks] {
		if x.have&(1<<c) == 0 {
			x.get(c)
		}
		if !p.comp[c].test(x.in[c]) {
			return false
		}
	}
	return true
}

// execURL is exec of u, its components read by testLazy.
func (p *Pattern) execURL(u *whatwg.URL, inputs []string) *Result {
	var in [numComponents]string
	x := lazyURL{u: u, in: &in}
	if !p.testLazy(&x) {
		return nil
	}
	for m := ^x.have; m != 0; m &= m - 1 {
		x.get(Component(bits.TrailingZeros8(m)))
	}
	return p.groups(in, inputs, nil)
}

// TestInit reports whether the URL given component by component matches,
// as test(init) does; each component is canonicalized as the URL
// Standard's setters would, and one that cannot be matches nothing.
func (p *Pattern) TestInit(init Init) bool {
	d, err := processInit(init.dict(), forURL)
	if err != nil {
		return false
	}
	return p.test(d.v[:numComponents])
}

// Exec matches the URL input against the pattern, as exec(input) does,
// and returns the groups of each component, or nil when it does not match.
func (p *Pattern) Exec(input string) *Result {
	var u whatwg.URL
	if u.Set(input) != nil {
		return nil
	}
	return p.execURL(&u, []string{input})
}

// ExecWithBase is Exec of input resolved against baseURL, as
// exec(input, baseURL) does.
func (p *Pattern) ExecWithBase(input, baseURL string) *Result {
	b, err := whatwg.Parse(baseURL)
	if err != nil {
		return nil
	}
	u, err := b.Parse(input)
	if err != nil {
		return nil
	}
	return p.execURL(&u, []string{input, baseURL})
}

// ExecURL is Exec of a parsed URL; the result's Inputs hold its href.
func (p *Pattern) ExecURL(u whatwg.URL) *Result {
	return p.execURL(&u, []string{u.Href()})
}

// ExecInit is Exec of a URL given component by component, as exec(init)
// does.
func (p *Pattern) ExecInit(init Init) *Result {
	d, err := processInit(init.dict(), forURL)
	if err != nil {
		return nil
	}
	var in [numComponents]string
	copy(in[:], d.v[:numComponents])
	return p.exec(in, nil, &init)
}

// urlComponents are the eight strings "match" reads from a URL.
func urlComponents(u *whatwg.URL) [numComponents]string {
	var in [numComponents]string
	for c := range Component(numComponents) {
		in[c] = urlComponent(u, c)
	}
	return in
}

// urlComponent is the string "match" reads from u for component c.
func urlComponent(u *whatwg.URL, c Component) string {
	switch c {
	case Protocol:
		return u.Scheme()
	case Username:
		return u.Username()
	case Password:
		return u.Password()
	case Hostname:
		return u.Hostname()
	case Port:
		return u.Port()
	case Pathname:
		return u.Pathname()
	case Search:
		q, _ := u.Query()
		return q
	}
	f, _ := u.Fragment()
	return f
}

// matchOrder is the order components are matched in: the ones that tell
// URLs apart most often first (the result does not depend on it).
var matchOrder = [numComponents]Component{Pathname, Hostname, Protocol, Port, Search, Hash, Username, Password}

// test is "match" without the groups: the "*" components (most of
// a pattern's) need only that their input holds no line terminator, and
// the others are matched in matchOrder by the quickest way each has.
func (p *Pattern) test(in []string) bool {
	for m := p.wild; m != 0; m &= m - 1 {
		if hasLineTerminator(in[bits.TrailingZeros8(m)]) {
			return false
		}
	}
	for _, c := range p.checks[:p.nchecks] {
		if !p.comp[c].test(in[c]) {
			return false
		}
	}
	return true
}

// test is match without the groups, by the quickest way k has.
func (k *compiled) test(s string) bool {
	switch k.kind {
	case matchLiteral:
		return s == k.literal
	case matchLinear:
		ok, _ := k.prog.matchLinear(s, nil)
		return ok
	}
	return k.match(s, nil)
}

func (p *Pattern) exec(in [numComponents]string, inputs []string, init *Init) *Result {
	// Whether it matches first, without the groups (most calls of exec
	// are not matches); then the groups of the components that have
	// them, where "*" is the whole input.
	if !p.test(in[:]) {
		return nil
	}
	return p.groups(in, inputs, init)
}

// groups is the result of exec for in, which matches.
func (p *Pattern) groups(in [numComponents]string, inputs []string, init *Init) *Result {
	var caps [numComponents][]int
	var small [32]int
	buf := small[:]
	if p.ngroups*2 > len(small) {
		buf = make([]int, 2*p.ngroups)
	}
	for c, k := range p.comp {
		caps[c], buf = buf[:2*len(k.names)], buf[2*len(k.names):]
	}
	for c, k := range p.comp {
		switch {
		case len(k.names) == 0:
		case k.prog != nil && k.prog.wildcard:
			caps[c][0], caps[c][1] = 0, len(in[c])
		case !k.match(in[c], caps[c]):
			return nil // not reached: test has matched it
		}
	}
	r := &Result{Init: init}
	r.Inputs = r.inputs[:copy(r.inputs[:], inputs)]
	if init != nil {
		r.Inputs = nil
	}
	groups := make([]Group, p.ngroups)
	for c, k := range p.comp {
		cr := ComponentResult{Input: in[c], Groups: groups[:len(k.names):len(k.names)]}
		groups = groups[len(k.names):]
		for i, name := range k.names {
			g := Group{Name: name, Start: -1}
			if s, e := caps[c][2*i], caps[c][2*i+1]; s >= 0 && e >= 0 {
				g.Value, g.Matched, g.Start = in[c][s:e], true, s
			}
			cr.Groups[i] = g
		}
		r.Components[c] = cr
	}
	return r
}

// lazyURL holds the components of a URL read so far.
type lazyURL struct {
	u    *whatwg.URL
	in   *[numComponents]string
	have uint8 // the components in in
}

// get reads component c.
func (x *lazyURL) get(c Component) {
	x.in[c] = urlComponent(x.u, c)
	x.have |= 1 << c
}
