package gopher

import (
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The gopher URL of RFC 1738 §3.4.1: host, port (70), gopher type,
// selector, search and Gopher+ string.

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

// URL is a parsed gopher URL. It is comparable; accessors decode on request.
type URL struct {
	u       uri.URI
	typ     int32 // offset of the gopher type; 0 when the gopher-path is empty
	sel     int32 // offset of the selector
	selEnd  int32 // end of the selector: the "%09" before the search, or the end
	srchEnd int32 // end of the search: the "%09" before the Gopher+ string, or the end
	end     int32 // end of the gopher-path (the "#" of a fragment, or the end)
	flags   uint8
}

const (
	hasSearch uint8 = 1 << iota
	hasPlus
)

// Parse checks u against gopherurl (RFC 1738 §5).
func Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "gopherurl", "gopher"); err != nil {
		return URL{}, err
	}
	if err := rule.Login(u, "gopher", false); err != nil {
		return URL{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	v := URL{u: u, sel: int32(to), selEnd: int32(to), srchEnd: int32(to), end: int32(to)}
	if from == to || from+1 == to && s[from] == '/' {
		return v, nil // RFC 1738 §3.4.1: empty gopher-path, type "1"
	}
	if s[from] != '/' {
		return URL{}, rule.New(s, from, "gopher", "gopherurl", ErrInvalidPart,
			"text after the host that does not start with \"/\"; write \"/\" before it")
	}
	from++
	v.typ = int32(from)
	sel := from + 1
	if s[from] == '%' {
		sel = from + 3
		if d := pct.Octet(s, from); d == '\t' || d == '\r' || d == '\n' {
			return URL{}, rule.New(s, from, "gopher", "gtype", ErrInvalidChar,
				"a tab, CR or LF as the gopher type; the type is one character such as 0, 1 or 7")
		}
	}
	v.sel = int32(sel)
	tab := rule.IndexTab(s, sel, to)
	v.selEnd, v.srchEnd = int32(tab), int32(tab)
	if err := noLineEnd(s, sel, tab, "selector"); err != nil {
		return URL{}, err
	}
	if tab < to {
		v.flags |= hasSearch
		tab2 := rule.IndexTab(s, tab+3, to)
		v.srchEnd = int32(tab2)
		if err := noLineEnd(s, tab+3, tab2, "search"); err != nil {
			return URL{}, err
		}
		if tab2 < to {
			v.flags |= hasPlus
		}
	}
	return v, nil
}

// noLineEnd rejects an escaped CR or LF in s[from:to]: RFC 1738 §3.4.1, a
// selector "may contain any octets except 09 ..., 0A ..., and 0D".
func noLineEnd(s string, from, to int, name string) *Error {
	for i := from; i+2 < to; i++ {
		if d := pct.Octet(s, i); d == '\r' || d == '\n' {
			return rule.New(s, i, "gopher", name, ErrInvalidChar,
				"an escaped CR or LF, which would end the request line early (RFC 1738 §3.4.1)")
		}
	}
	return nil
}

// ParseString parses s as a URI (RFC 3986) and then as a gopher URL.
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

// Host returns the host, decoded when it is a reg-name.
func (v URL) Host() string { return v.u.DecodedHost() }

// HasPort reports whether the URL gives a port.
func (v URL) HasPort() bool { return v.u.HasPort() }

// EffectivePort returns the port, 70 when the URL gives none (RFC 1738 §3.4.1).
func (v URL) EffectivePort() uint16 { return rule.Port(v.u, "gopher") }

// Type returns the gopher type, decoded: "1" when the gopher-path is empty
// (RFC 1738 §3.4.1).
func (v URL) Type() string {
	if v.typ == 0 {
		return "1"
	}
	return rule.Decode(v.u.String()[v.typ:v.sel])
}

// Selector returns the decoded selector ("" for the top-level directory).
func (v URL) Selector() string { return rule.Decode(v.u.String()[v.sel:v.selEnd]) }

// Search returns the decoded search string; ok is false when the URL has
// no "%09" after the selector.
func (v URL) Search() (search string, ok bool) {
	if v.flags&hasSearch == 0 {
		return "", false
	}
	return rule.Decode(v.u.String()[v.selEnd+3 : v.srchEnd]), true
}

// PlusString returns the decoded Gopher+ string; ok is false when there is
// none. It may hold tabs and CR LF (a filled-out ASK form, seed 000).
func (v URL) PlusString() (plus string, ok bool) {
	if v.flags&hasPlus == 0 {
		return "", false
	}
	return rule.Decode(v.u.String()[v.srchEnd+3 : v.end]), true
}
