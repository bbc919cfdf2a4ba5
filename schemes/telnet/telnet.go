package telnet

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// telneturl of RFC 1738 §5, for the schemes telnet, rlogin and tn3270.

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

// names are the schemes this package parses (a constant table).
var names = [...]string{"telnet", "rlogin", "tn3270"}

// Schemes returns the schemes this package parses: telnet, rlogin, tn3270.
func Schemes() []string { return append([]string(nil), names[:]...) }

// URL is a parsed telnet, rlogin or tn3270 URL. It is comparable.
type URL struct {
	u      uri.URI
	scheme uint8 // index in names
}

// Parse checks u against telneturl (RFC 1738 §5).
func Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "telneturl", names[:]...); err != nil {
		return URL{}, err
	}
	var k uint8
	for i, n := range names {
		if ascii.EqualFold(u.Scheme(), n) {
			k = uint8(i)
		}
	}
	name := names[k]
	if err := rule.Login(u, name, true); err != nil {
		return URL{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if to > from && !(to == from+1 && s[from] == '/') {
		off := from
		if s[from] == '/' {
			off++
		}
		return URL{}, rule.New(s, off, name, "telneturl", ErrInvalidPart,
			"text after the host; a "+name+" URL ends with the host, the port, or one \"/\" (RFC 1738 §3.8)")
	}
	return URL{u: u, scheme: k}, nil
}

// ParseString parses s as a URI (RFC 3986) and then as a telnet, rlogin or
// tn3270 URL.
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

// Scheme returns "telnet", "rlogin" or "tn3270".
func (v URL) Scheme() string { return names[v.scheme] }

// User returns the decoded user name; ok is false when there is none.
func (v URL) User() (user string, ok bool) {
	u, _, has, _ := rule.Split(v.u)
	return rule.Decode(u), has
}

// Password returns the decoded password; ok is false when there is none.
func (v URL) Password() (password string, ok bool) {
	_, p, _, has := rule.Split(v.u)
	return rule.Decode(p), has
}

// Host returns the host, decoded when it is a reg-name.
func (v URL) Host() string { return v.u.DecodedHost() }

// HasPort reports whether the URL gives a port.
func (v URL) HasPort() bool { return v.u.HasPort() }

// EffectivePort returns the port, or the scheme's default (telnet and tn3270 23,
// rlogin 513) when the URL gives none.
func (v URL) EffectivePort() uint16 { return rule.Port(v.u, v.Scheme()) }

// Parts are the decoded fields of a telnet, rlogin or tn3270 URL.
type Parts struct {
	Scheme               string // "telnet" when empty
	User, Password       string
	HasUser, HasPassword bool
	Host                 string
	Port                 uint16 // 0 when the URL gives none
}

// Parts returns the URL's decoded fields.
func (v URL) Parts() Parts {
	p := Parts{Scheme: v.Scheme(), Host: v.Host()}
	p.User, p.HasUser = v.User()
	p.Password, p.HasPassword = v.Password()
	if v.HasPort() {
		p.Port = v.EffectivePort()
	}
	return p
}

// Build returns the URL with the given fields and a final "/", encoding
// what user and password cannot hold.
func Build(p Parts) (URL, error) {
	if p.Scheme == "" {
		p.Scheme = "telnet"
	}
	b := append([]byte(p.Scheme), ':')
	b = rule.AppendLogin(b, p.User, p.Password, p.HasUser || p.HasPassword, p.HasPassword, p.Host, p.Port)
	b = append(b, '/')
	return ParseString(string(b))
}
