package wais

import (
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The wais URL of RFC 1738 §3.9: database, search, or document.

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

// searchSet is RFC 1738 §5's search.
const searchSet = rule.Uchar | rule.Semi | rule.Colon | rule.At | rule.Amp | rule.Equals

// Form tells which of RFC 1738 §3.9's three forms a URL has.
type Form uint8

const (
	Database Form = iota // wais://host/database: a database to search
	Index                // wais://host/database?search: a search
	Document             // wais://host/database/wtype/wpath: one document
)

var formNames = [...]string{"database", "index", "document"}

// String returns "database", "index" or "document".
func (f Form) String() string { return formNames[f%3] }

// URL is a parsed wais URL. It is comparable.
type URL struct {
	u     uri.URI
	db    int32 // offset of the database
	dbEnd int32
	wtEnd int32 // end of wtype (Document)
	end   int32 // end of the URL (before a fragment)
	form  Form
}

// Parse checks u against waisurl (RFC 1738 §5).
func Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "waisurl", "wais"); err != nil {
		return URL{}, err
	}
	if err := rule.Login(u, "wais", false); err != nil {
		return URL{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if from == to || s[from] != '/' {
		return URL{}, rule.New(s, from, "wais", "waisurl", ErrInvalidPart,
			`no "/" and database after the host; write wais://host/database`)
	}
	from++
	v := URL{u: u, db: int32(from), end: int32(to)}
	bad, _ := rule.Scan(s, from, to, rule.Uchar)
	if bad == -1 {
		v.dbEnd = int32(to)
		return v, nil
	}
	v.dbEnd = int32(bad)
	switch s[bad] {
	case '?':
		v.form = Index
		if b, _ := rule.Scan(s, bad+1, to, searchSet); b != -1 {
			return URL{}, rule.Char(s, b, "wais", "search")
		}
		return v, nil
	case '/':
		v.form = Document
		wt := bad + 1
		b, _ := rule.Scan(s, wt, to, rule.Uchar)
		if b == -1 {
			return URL{}, rule.New(s, to, "wais", "waisdoc", ErrInvalidPart,
				`a wtype without "/" and wpath; a document is database/wtype/wpath`)
		}
		if s[b] != '/' {
			return URL{}, rule.Char(s, b, "wais", "wtype")
		}
		v.wtEnd = int32(b)
		if b2, _ := rule.Scan(s, b+1, to, rule.Uchar); b2 != -1 {
			if s[b2] == '/' {
				return URL{}, rule.New(s, b2, "wais", "wpath", ErrInvalidChar,
					`a fourth part; a "/" inside the wpath must be written %2F (RFC 1738 §3.9)`)
			}
			return URL{}, rule.Char(s, b2, "wais", "wpath")
		}
		return v, nil
	}
	return URL{}, rule.Char(s, bad, "wais", "database")
}

// ParseString parses s as a URI (RFC 3986) and then as a wais URL.
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

// Form returns which form the URL has.
func (v URL) Form() Form { return v.form }

// Host returns the host, decoded when it is a reg-name.
func (v URL) Host() string { return v.u.DecodedHost() }

// HasPort reports whether the URL gives a port.
func (v URL) HasPort() bool { return v.u.HasPort() }

// EffectivePort returns the port, 210 when the URL gives none (RFC 1738 §3.9).
func (v URL) EffectivePort() uint16 { return rule.Port(v.u, "wais") }

// Database returns the decoded database name.
func (v URL) Database() string { return rule.Decode(v.u.String()[v.db:v.dbEnd]) }

// Search returns the decoded search; ok is false unless the form is Index.
func (v URL) Search() (search string, ok bool) {
	if v.form != Index {
		return "", false
	}
	return rule.Decode(v.u.String()[v.dbEnd+1 : v.end]), true
}

// WType returns the decoded wtype; ok is false unless the form is Document.
func (v URL) WType() (wtype string, ok bool) {
	if v.form != Document {
		return "", false
	}
	return rule.Decode(v.u.String()[v.dbEnd+1 : v.wtEnd]), true
}

// WPath returns the decoded wpath (the WAIS document-id); ok is false
// unless the form is Document.
func (v URL) WPath() (wpath string, ok bool) {
	if v.form != Document {
		return "", false
	}
	return rule.Decode(v.u.String()[v.wtEnd+1 : v.end]), true
}

// Parts are the decoded fields of a wais URL.
type Parts struct {
	Host                 string
	Port                 uint16 // 0 when the URL gives none
	Database             string
	Form                 Form
	Search, WType, WPath string // by Form: Search for Index, WType and WPath for Document
}

// Parts returns the URL's decoded fields.
func (v URL) Parts() Parts {
	p := Parts{Host: v.Host(), Database: v.Database(), Form: v.form}
	if v.HasPort() {
		p.Port = v.EffectivePort()
	}
	p.Search, _ = v.Search()
	p.WType, _ = v.WType()
	p.WPath, _ = v.WPath()
	return p
}

// Build returns the wais URL with the given fields, encoding what database,
// wtype, wpath (uchar) and search cannot hold.
func Build(p Parts) (URL, error) {
	b := []byte("wais:")
	b = rule.AppendLogin(b, "", "", false, false, p.Host, p.Port)
	b = append(b, '/')
	b = rule.Append(b, p.Database, rule.Uchar)
	switch p.Form {
	case Index:
		b = append(b, '?')
		b = rule.Append(b, p.Search, searchSet)
	case Document:
		b = append(b, '/')
		b = rule.Append(b, p.WType, rule.Uchar)
		b = append(b, '/')
		b = rule.Append(b, p.WPath, rule.Uchar)
	}
	return ParseString(string(b))
}
