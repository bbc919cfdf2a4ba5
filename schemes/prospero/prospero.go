package prospero

import (
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/message"
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
	ver    int32 // offset of seed 000's "%00" before a version, or fields when none
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
	if bad >= 0 && s[bad] != ';' {
		return URL{}, rule.Char(s, bad, "prospero", "psegment")
	}
	if bad >= 0 {
		v.fields = int32(bad)
	}
	ver, err := nulVersion(s, from, int(v.fields))
	if err != nil {
		return URL{}, err
	}
	v.ver = int32(ver)
	if bad < 0 {
		return v, nil
	}
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

// EffectivePort returns the port, 1525 when the URL gives none (RFC 1738 §3.11).
func (v URL) EffectivePort() uint16 { return rule.Port(v.u, "prospero") }

// nulVersion finds seed 000's "hsoname %00 version [ attributes ]" in
// s[from:to] (version = digits, attributes = alphanums) and returns the
// offset of the "%00", or to when there is none. Seed 000 calls "%00" "an
// escaped string terminator (null)": a NUL cannot be part of a Prospero
// name, so a "%00" not followed by a version is an error.
func nulVersion(s string, from, to int) (int, *Error) {
	for i := from; i+2 < to; i++ {
		if s[i] != '%' || s[i+1] != '0' || s[i+2] != '0' {
			continue
		}
		j := i + 3
		for j < to && '0' <= s[j] && s[j] <= '9' {
			j++
		}
		if j == i+3 {
			return 0, rule.New(s, i, "prospero", "version", ErrInvalidPart,
				"an escaped NUL (%00) not followed by a version number; seed 000 writes hsoname%00<digits>, a NUL is not part of a name")
		}
		for ; j < to; j++ {
			if !rule.In(s[j], rule.Alpha|rule.Digit) {
				return 0, rule.New(s, j, "prospero", "attributes", ErrInvalidChar,
					message.Byte(s[j])+" after the version; seed 000's attributes are letters and digits")
			}
		}
		return i, nil
	}
	return to, nil
}

// HSOName returns the decoded host-specific object name: the ppath, up to
// seed 000's "%00" version when there is one.
func (v URL) HSOName() string { return rule.Decode(v.u.String()[v.path:v.ver]) }

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

// Version returns the object's version: the value of the OBJECT-VERSION
// field (RFC 1738 §3.11, the name compared without regard to case), else
// the digits seed 000 writes after "%00" in the hsoname. ok is false when
// there is neither.
func (v URL) Version() (version string, ok bool) {
	for _, f := range v.Fields() {
		if ascii.EqualFold(f.Name, "OBJECT-VERSION") {
			return f.Value, true
		}
	}
	return v.NULVersion()
}

// NULVersion returns the version seed 000 writes after an escaped NUL,
// "hsoname %00 version [ attributes ]"; ok is false without one.
func (v URL) NULVersion() (version string, ok bool) {
	if v.ver == v.fields {
		return "", false
	}
	p := v.u.String()[v.ver+3 : v.fields]
	n := 0
	for n < len(p) && '0' <= p[n] && p[n] <= '9' {
		n++
	}
	return p[:n], true
}

// Attributes returns seed 000's attributes after the version digits ("" when
// none, or without a version).
func (v URL) Attributes() string {
	ver, ok := v.NULVersion()
	if !ok {
		return ""
	}
	return v.u.String()[int(v.ver)+3+len(ver) : v.fields]
}

// Parts are the decoded fields of a prospero URL.
type Parts struct {
	Host       string
	Port       uint16 // 0 when the URL gives none
	HSOName    string
	NULVersion string // seed 000's version after "%00" (digits), "" for none
	Attributes string // seed 000's attributes after the version (letters and digits)
	Fields     []Field
}

// Parts returns the URL's decoded fields.
func (v URL) Parts() Parts {
	p := Parts{Host: v.Host(), HSOName: v.HSOName(), Attributes: v.Attributes(), Fields: v.Fields()}
	if v.HasPort() {
		p.Port = v.EffectivePort()
	}
	p.NULVersion, _ = v.NULVersion()
	return p
}

// Build returns the prospero URL with the given fields, encoding ";" in the
// hsoname and ";" and "=" in field names and values. A NUL in the hsoname
// is an error (seed 000: "%00" ends the name).
func Build(p Parts) (URL, error) {
	if i := strings.IndexByte(p.HSOName, 0); i >= 0 {
		return URL{}, rule.New(p.HSOName, i, "prospero", "hsoname", ErrInvalidChar,
			"a NUL, which ends a Prospero name (seed 000); remove it")
	}
	b := []byte("prospero:")
	b = rule.AppendLogin(b, "", "", false, false, p.Host, p.Port)
	b = append(b, '/')
	b = rule.Append(b, p.HSOName, segSet|rule.Slash)
	if p.NULVersion != "" || p.Attributes != "" {
		b = append(b, "%00"...)
		b = append(b, p.NULVersion...)
		b = append(b, p.Attributes...)
	}
	for _, f := range p.Fields {
		b = append(b, ';')
		b = rule.Append(b, f.Name, fieldSet)
		b = append(b, '=')
		b = rule.Append(b, f.Value, fieldSet)
	}
	return ParseString(string(b))
}
