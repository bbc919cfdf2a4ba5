package httpurl

import (
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// Back from decoded fields to an http(s) URL: hsegment and search chars of
// RFC 1738 §5 are kept, everything else is encoded.

const (
	pathSet   = rule.Uchar | rule.Semi | rule.Colon | rule.At | rule.Amp | rule.Equals | rule.Slash
	searchSet = pathSet | rule.Question
)

// Parts are the decoded fields of an http(s) URL.
type Parts struct {
	Secure    bool // https
	Host      string
	Port      uint16 // 0 when the URL gives none
	Path      string // "" or starting with "/"
	Search    string
	HasSearch bool
}

// Parts returns the URL's decoded fields.
func (v URL) Parts() Parts {
	p := Parts{Secure: v.secure, Host: v.Host(), Path: v.Path()}
	if v.HasPort() {
		p.Port = v.EffectivePort()
	}
	p.Search, p.HasSearch = v.Search()
	return p
}

// Build returns the URL with the given fields, encoding what hpath and
// search cannot hold. A Path that is not empty and does not start with "/"
// gets one.
func Build(p Parts) (URL, error) {
	b := make([]byte, 0, 64)
	if p.Secure {
		b = append(b, "https:"...)
	} else {
		b = append(b, "http:"...)
	}
	b = rule.AppendLogin(b, "", "", false, false, p.Host, p.Port)
	if p.Path != "" && p.Path[0] != '/' {
		b = append(b, '/')
	}
	b = rule.Append(b, p.Path, pathSet)
	if p.HasSearch {
		b = append(b, '?')
		b = rule.Append(b, p.Search, searchSet)
	}
	u, err := uri.Parse(string(b))
	if err != nil {
		return URL{}, err
	}
	return Parse(u)
}
