package urlpattern

// §2.2 (the Standard's "URLPatternInit processing"): the components of a
// pattern or of an input given one by one, with a base URL.

import (
	"strings"

	"github.com/urikit/urikit/whatwg"
)

// Init is a URLPatternInit dictionary: a pattern (for NewInit) or an input
// (for ExecInit) given component by component, each in the JavaScript
// API's spelling ("https", not "https:"; a leading "?" of Search and "#" of
// Hash is taken off). A field is given when it is not empty or when Present
// says so: in a pattern a component not given is "*" (anything), or comes
// from BaseURL; the empty string matches only the empty component.
type Init struct {
	Protocol, Username, Password, Hostname, Port, Pathname, Search, Hash string
	BaseURL                                                              string
	// Present lists the fields given although empty, as
	// Pathname.Field()|BaseURLField.
	Present Fields
}

// Fields is a set of the fields of an Init.
type Fields uint16

// BaseURLField is the BaseURL field of an Init.
const BaseURLField Fields = 1 << numComponents

// Field returns the Fields value that holds c alone.
func (c Component) Field() Fields { return 1 << c }

// dict is an Init as the algorithms handle it: each field's value and
// whether the field exists.
type dict struct {
	v   [numComponents + 1]string
	has Fields
}

func (i *Init) dict() dict {
	var d dict
	vals := [...]string{i.Protocol, i.Username, i.Password, i.Hostname, i.Port, i.Pathname, i.Search, i.Hash, i.BaseURL}
	for k, v := range vals {
		if v != "" || i.Present&(1<<k) != 0 {
			d.v[k] = v
			d.has |= 1 << k
		}
	}
	return d
}

func (d *dict) get(c Component) (string, bool) { return d.v[c], d.has&c.Field() != 0 }
func (d *dict) set(c Component, v string)      { d.v[c] = v; d.has |= c.Field() }
func (d *dict) exists(c Component) bool        { return d.has&c.Field() != 0 }
func (d *dict) baseURL() (string, bool)        { return d.v[numComponents], d.has&BaseURLField != 0 }

// processType is the type argument of "process a URLPatternInit".
type processType bool

const (
	forPattern processType = true
	forURL     processType = false
)

// processInit is "process a URLPatternInit" with every component argument
// null (as the constructor calls it) or the empty string (as match does).
func processInit(init dict, typ processType) (dict, error) {
	var r dict
	if typ == forURL {
		for c := Protocol; c < numComponents; c++ {
			r.set(c, "")
		}
	}
	var base whatwg.URL
	haveBase := false
	if b, ok := init.baseURL(); ok {
		u, err := whatwg.Parse(b)
		if err != nil {
			at := 0
			if oe, ok := err.(interface{ ByteOffset() int }); ok {
				at = oe.ByteOffset()
			}
			return r, &Error{Input: b, Offset: at, Component: "base URL", Kind: ErrBaseURL, Reason: "base URL does not parse: " + err.Error()}
		}
		base, haveBase = u, true
		has := func(cs ...Component) bool {
			for _, c := range cs {
				if init.exists(c) {
					return true
				}
			}
			return false
		}
		if !init.exists(Protocol) {
			r.set(Protocol, processBaseString(base.Scheme(), typ))
		}
		if typ != forPattern && !has(Protocol, Hostname, Port, Username) {
			r.set(Username, processBaseString(base.Username(), typ))
		}
		if typ != forPattern && !has(Protocol, Hostname, Port, Username, Password) {
			r.set(Password, processBaseString(base.Password(), typ))
		}
		if !has(Protocol, Hostname) {
			r.set(Hostname, processBaseString(base.Hostname(), typ))
		}
		if !has(Protocol, Hostname, Port) {
			r.set(Port, base.Port())
		}
		if !has(Protocol, Hostname, Port, Pathname) {
			r.set(Pathname, processBaseString(base.Pathname(), typ))
		}
		if !has(Protocol, Hostname, Port, Pathname, Search) {
			q, _ := base.Query()
			r.set(Search, processBaseString(q, typ))
		}
		if !has(Protocol, Hostname, Port, Pathname, Search, Hash) {
			f, _ := base.Fragment()
			r.set(Hash, processBaseString(f, typ))
		}
	}
	var err error
	if v, ok := init.get(Protocol); ok {
		v = strings.TrimSuffix(v, ":")
		if typ == forURL {
			if v, err = canonProtocol(v); err != nil {
				return r, err
			}
		}
		r.set(Protocol, v)
	}
	steps := []struct {
		c     Component
		canon func(string) (string, error)
	}{{Username, canonUsername}, {Password, canonPassword}, {Hostname, canonHostname}}
	for _, s := range steps {
		if v, ok := init.get(s.c); ok {
			if typ == forURL {
				if v, err = s.canon(v); err != nil {
					return r, err
				}
			}
			r.set(s.c, v)
		}
	}
	protocol, _ := r.get(Protocol)
	if v, ok := init.get(Port); ok {
		if typ == forURL {
			if v, err = canonPortFor(v, protocol); err != nil {
				return r, err
			}
		}
		r.set(Port, v)
	}
	if v, ok := init.get(Pathname); ok {
		if haveBase && !base.HasOpaquePath() && !isAbsolutePathname(v, typ) {
			bp := processBaseString(base.Pathname(), typ)
			if i := strings.LastIndexByte(bp, '/'); i >= 0 {
				v = bp[:i+1] + v
			}
		}
		if typ == forURL {
			if protocol == "" || isSpecialScheme(protocol) {
				v, err = canonPathname(v)
			} else {
				v, err = canonOpaquePathname(v)
			}
			if err != nil {
				return r, err
			}
		}
		r.set(Pathname, v)
	}
	if v, ok := init.get(Search); ok {
		v = strings.TrimPrefix(v, "?")
		if typ == forURL {
			v, _ = canonSearch(v)
		}
		r.set(Search, v)
	}
	if v, ok := init.get(Hash); ok {
		v = strings.TrimPrefix(v, "#")
		if typ == forURL {
			v, _ = canonHash(v)
		}
		r.set(Hash, v)
	}
	return r, nil
}

// processBaseString is "process a base URL string".
func processBaseString(s string, typ processType) string {
	if typ != forPattern {
		return s
	}
	return escapePatternString(s)
}

// isAbsolutePathname is "is an absolute pathname".
func isAbsolutePathname(s string, typ processType) bool {
	if s == "" {
		return false
	}
	if s[0] == '/' {
		return true
	}
	if typ == forURL || len(s) < 2 {
		return false
	}
	return (s[0] == '\\' || s[0] == '{') && s[1] == '/'
}

// isSpecialScheme reports whether s is one of the URL Standard's special
// schemes (§4.2).
func isSpecialScheme(s string) bool {
	_, ok := whatwg.DefaultPort(s)
	return s == "file" || ok
}
