package prospero

import (
	"strings"

	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The prospero URL of RFC 1738 §3.11: host, port (1525), hsoname and
// ;field=value pairs.

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

const (
	segSet   = rule.Uchar | rule.Question | rule.Colon | rule.At | rule.Amp | rule.Equals
	fieldSet = rule.Uchar | rule.Question | rule.Colon | rule.At | rule.Amp
)

// Field is one decoded ;name=value pair.
type Field struct {
	Name, Value string
}

// URL is a parsed prospero URL. It is comparable.
type URL struct {
	u      uri.URI
	path   int32 // offset of ppath
	fields int32 // offset of the first ";" (or the end)
	end    int32
}

// Parse checks u against prosperourl (RFC 1738 §5).
func Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "prosperourl", "prospero"); err != nil {
		return URL{}, err
	}
	if err := rule.Login(u, "prospero", false); err != nil {
		return URL{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if from == to || s[from] != '/' {
		return URL{}, rule.New(s, from, "prospero", "prosperourl", ErrInvalidPart,
			`no "/" and hsoname after the host; write prospero://host/hsoname`)
	}
	from++
	v := URL{u: u, path: int32(from), fields: int32(to), end: int32(to)}
	bad, _ := rule.Scan(s, from, to, segSet|rule.Slash)
	if bad < 0 {
		return v, nil
	}
	if s[bad] != ';' {
		return URL{}, rule.Char(s, bad, "prospero", "psegment")
	}
	v.fields = int32(bad)
	for i := bad; i < to; {
		// i is at a ";"
		name := i + 1
		eq, _ := rule.Scan(s, name, to, fieldSet)
		if eq < 0 || s[eq] != '=' {
			off := to
			if eq >= 0 {
				off = eq
			}
			return URL{}, rule.New(s, off, "prospero", "fieldspec", ErrInvalidPart,
				`a field without "="; write ;name=value, and encode ";" and "=" inside names as %3B and %3D`)
		}
		end, _ := rule.Scan(s, eq+1, to, fieldSet)
		if end < 0 {
			break
		}
		if s[end] != ';' {
			return URL{}, rule.Char(s, end, "prospero", "fieldvalue")
		}
		i = end
	}
	return v, nil
}

// ParseString parses s as a URI (RFC 3986) and then as a prospero URL.
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

// Port returns the port, 1525 when the URL gives none (RFC 1738 §3.11).
func (v URL) Port() int { return rule.Port(v.u, "prospero") }

// HSOName returns the decoded host-specific object name (the ppath).
func (v URL) HSOName() string { return rule.Decode(v.u.String()[v.path:v.fields]) }

// Fields returns the decoded ;name=value pairs in order (nil when none).
func (v URL) Fields() []Field {
	if v.fields == v.end {
		return nil
	}
	spec := v.u.String()[v.fields+1 : v.end]
	out := make([]Field, 0, strings.Count(spec, ";")+1)
	for {
		one, rest, more := strings.Cut(spec, ";")
		name, value, _ := strings.Cut(one, "=")
		out = append(out, Field{rule.Decode(name), rule.Decode(value)})
		if !more {
			return out
		}
		spec = rest
	}
}

// Version returns the value of the OBJECT-VERSION field (RFC 1738 §3.11,
// the name compared without regard to case); ok is false without one.
func (v URL) Version() (version string, ok bool) {
	for _, f := range v.Fields() {
		if strings.EqualFold(f.Name, "OBJECT-VERSION") {
			return f.Value, true
		}
	}
	return "", false
}

// Draft1994Version reads the hsoname as seed 000 wrote it, "hsoname [ %00
// version [ attributes ] ]" with version = digits: it returns the name
// before the escaped NUL, the version digits and the attributes after them.
// ok is false when the ppath has no "%00" followed by digits.
func (v URL) Draft1994Version() (hsoname, version, attributes string, ok bool) {
	p := v.u.String()[v.path:v.fields]
	i := strings.Index(p, "%00")
	if i < 0 {
		return "", "", "", false
	}
	rest := p[i+3:]
	n := 0
	for n < len(rest) && '0' <= rest[n] && rest[n] <= '9' {
		n++
	}
	if n == 0 {
		return "", "", "", false
	}
	return rule.Decode(p[:i]), rest[:n], rule.Decode(rest[n:]), true
}

// Build returns the prospero URL with the given fields, encoding ";" in the
// hsoname and ";" and "=" in field names and values.
func Build(host string, port int, hsoname string, fields []Field) (URL, error) {
	b := []byte("prospero:")
	b = rule.AppendLogin(b, "", "", false, false, host, port)
	b = append(b, '/')
	b = rule.Append(b, hsoname, segSet|rule.Slash)
	for _, f := range fields {
		b = append(b, ';')
		b = rule.Append(b, f.Name, fieldSet)
		b = append(b, '=')
		b = rule.Append(b, f.Value, fieldSet)
	}
	return ParseString(string(b))
}
