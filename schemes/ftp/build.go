package ftp

import (
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// Back from decoded fields to an ftp URL (RFC 1738 §3.2.2: "Within a name
// or CWD component, the characters "/" and ";" are reserved and must be
// encoded").

// Parts are the decoded fields of an ftp URL.
type Parts struct {
	User, Password       string
	HasUser, HasPassword bool // a password implies a user (maybe empty)
	Host                 string
	Port                 uint16 // 0 when the URL gives none
	CWD                  []string
	Name                 string
	Type                 string // the type code, "" for none
}

// Parts returns the URL's decoded fields. Port is 0 when the URL gives none.
func (v URL) Parts() Parts {
	p := Parts{Host: v.Host(), CWD: v.CWD(), Name: v.Name()}
	p.User, p.HasUser = v.User()
	p.Password, p.HasPassword = v.Password()
	if v.HasPort() {
		p.Port = v.EffectivePort()
	}
	p.Type, _ = v.Type()
	return p
}

// Build returns the ftp URL with the given fields, under RFC 1738's type
// codes. Each segment and the name are encoded so that "/", ";" and every
// byte fsegment cannot hold become escapes; parsing the result gives the
// same Parts back.
func Build(p Parts) (URL, error) { return RFC1738.Build(p) }

// Build is Build under dialect d's type codes.
func (d Dialect) Build(p Parts) (URL, error) {
	b := make([]byte, 0, 64)
	b = append(b, "ftp:"...)
	b = rule.AppendLogin(b, p.User, p.Password, p.HasUser || p.HasPassword, p.HasPassword, p.Host, p.Port)
	b = append(b, '/')
	for _, seg := range p.CWD {
		b = rule.Append(b, seg, segSet)
		b = append(b, '/')
	}
	b = rule.Append(b, p.Name, segSet)
	if p.Type != "" {
		b = append(b, ";type="...)
		b = append(b, p.Type...)
	}
	u, err := uri.Parse(string(b))
	if err != nil {
		return URL{}, err
	}
	return d.Parse(u)
}
