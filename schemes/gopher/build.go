package gopher

import (
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// Back from decoded fields to a gopher URL. Within the gopher-path no
// character is reserved (RFC 1738 §3.4.1), so only what xchar cannot hold
// is encoded: a tab (it would split the path), "%", "#", space and the other
// characters of RFC 1738 §2.2.

// pathSet is xchar less escape (RFC 1738 §5).
const pathSet = rule.Xchar

// Parts are the decoded fields of a gopher URL.
type Parts struct {
	Host      string
	Port      uint16 // 0 when the URL gives none
	Type      string // one byte; "" means the empty gopher-path (type "1", no selector)
	Selector  string
	Search    string
	HasSearch bool
	Plus      string // the Gopher+ string; requires HasSearch (maybe with an empty search)
	HasPlus   bool
}

// Parts returns the URL's decoded fields. Type is "" for an empty
// gopher-path.
func (v URL) Parts() Parts {
	p := Parts{Host: v.Host(), Selector: v.Selector()}
	if v.typ != 0 {
		p.Type = v.Type()
	}
	if v.HasPort() {
		p.Port = v.EffectivePort()
	}
	p.Search, p.HasSearch = v.Search()
	p.Plus, p.HasPlus = v.PlusString()
	return p
}

// Build returns the gopher URL with the given fields. Type must be one byte,
// the selector and the search hold no tab, CR or LF,
// or "" with nothing after it; a Gopher+ string implies the search
// separator (RFC 1738 §3.4.3: "the %09<search> string must be supplied").
func Build(p Parts) (URL, error) {
	b := make([]byte, 0, 64)
	b = append(b, "gopher:"...)
	b = rule.AppendLogin(b, "", "", false, false, p.Host, p.Port)
	if p.Type == "" && (p.Selector != "" || p.HasSearch || p.HasPlus) {
		p.Type = "1"
	}
	for _, f := range [...]struct{ name, text string }{{"selector", p.Selector}, {"search", p.Search}} {
		for i := 0; i < len(f.text); i++ {
			if c := f.text[i]; c == '\t' || c == '\r' || c == '\n' {
				return URL{}, rule.New(f.text, i, "gopher", f.name, ErrInvalidChar,
					"a tab, CR or LF, which a gopher "+f.name+" cannot hold (RFC 1738 §3.4.1); remove it")
			}
		}
	}
	if p.Type != "" {
		if len(p.Type) != 1 {
			return URL{}, rule.New(p.Type, 0, "gopher", "gtype", ErrInvalidPart,
				"a gopher type of "+rule.Quote(p.Type)+"; it is one character")
		}
		b = append(b, '/')
		b = rule.Append(b, p.Type, pathSet)
		b = rule.Append(b, p.Selector, pathSet)
		if p.HasSearch || p.HasPlus {
			b = append(b, "%09"...)
			b = rule.Append(b, p.Search, pathSet)
		}
		if p.HasPlus {
			b = append(b, "%09"...)
			b = rule.Append(b, p.Plus, pathSet)
		}
	}
	u, err := uri.Parse(string(b))
	if err != nil {
		return URL{}, err
	}
	return Parse(u)
}
