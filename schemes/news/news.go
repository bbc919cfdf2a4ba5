package news

import (
	"github.com/urikit/urikit/internal/message"
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The news URL of RFC 1738 §3.6: news:<newsgroup-name> or news:<message-id>.

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

// articleSet is what the part of an article before "@" holds (RFC 1738 §5).
const articleSet = rule.Uchar | rule.Semi | rule.Slash | rule.Question | rule.Colon | rule.Amp | rule.Equals

// groupSet is what a group name holds after its first letter.
const groupSet = rule.Alpha | rule.Digit | rule.Hyphen | rule.Dot | rule.Plus | rule.Under

// News is a parsed news URL. It is comparable.
type News struct {
	u       uri.URI
	article bool
}

// ParseNews checks u against newsurl (RFC 1738 §5).
func ParseNews(u uri.URI) (News, error) {
	if err := rule.CheckScheme(u, "newsurl", "news"); err != nil {
		return News{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if u.HasAuthority() {
		return News{}, rule.New(s, rule.Slashes(u), "news", "newsurl", ErrInvalidPart,
			`"//" and a host; news URLs carry no host (RFC 1738 §3.6), use nntp://host/group`)
	}
	if from == to {
		return News{}, rule.New(s, from, "news", "grouppart", ErrInvalidPart,
			`nothing after "news:"; write a group name, a message-id or "*"`)
	}
	if to-from == 1 && s[from] == '*' {
		return News{u: u}, nil
	}
	at := rule.Index(s, from, to, '@')
	if at == to {
		if err := checkGroup(s, from, to, "news"); err != nil {
			return News{}, err
		}
		return News{u: u}, nil
	}
	if at == from {
		return News{}, rule.New(s, at, "news", "article", ErrInvalidPart,
			`nothing before "@"; a message-id is unique@full_domain_name`)
	}
	if bad, _ := rule.Scan(s, from, at, articleSet); bad >= 0 {
		return News{}, rule.Char(s, bad, "news", "article")
	}
	if off, why := rule.Host(s, at+1, to); off >= 0 {
		return News{}, rule.New(s, off, "news", "host", ErrInvalidPart, why)
	}
	return News{u: u, article: true}, nil
}

// checkGroup checks s[from:to] against group.
func checkGroup(s string, from, to int, scheme string) *Error {
	if from == to {
		return rule.New(s, from, scheme, "group", ErrInvalidPart, "an empty group name; write one such as comp.infosystems.www.misc")
	}
	if !rule.In(s[from], rule.Alpha) {
		return rule.New(s, from, scheme, "group", ErrInvalidChar,
			"a group name starting with "+message.Byte(s[from])+"; it starts with a letter (RFC 1738 §5)")
	}
	for i := from + 1; i < to; i++ {
		if !rule.In(s[i], groupSet) {
			return rule.New(s, i, scheme, "group", ErrInvalidChar,
				message.Byte(s[i])+" in a group name; it holds letters, digits, \"-\", \".\", \"+\" and \"_\" (RFC 1738 §5)")
		}
	}
	return nil
}

// ParseNewsString parses s as a URI (RFC 3986) and then as a news URL.
func ParseNewsString(s string) (News, error) {
	u, err := uri.Parse(s)
	if err != nil {
		return News{}, err
	}
	return ParseNews(u)
}

// URI returns the URL as the generic URI it was parsed from.
func (v News) URI() uri.URI { return v.u }

// String returns the URL byte for byte as parsed.
func (v News) String() string { return v.u.String() }

func (v News) part() string { return v.u.String()[rule.PathStart(v.u):rule.PathEnd(v.u)] }

// Group returns the group name ("*" for all groups); ok is false when the
// URL names an article.
func (v News) Group() (group string, ok bool) {
	if v.article {
		return "", false
	}
	return v.part(), true
}

// Article returns the decoded message-id, without "<" and ">"; ok is false
// when the URL names a group.
func (v News) Article() (messageID string, ok bool) {
	if !v.article {
		return "", false
	}
	return rule.Decode(v.part()), true
}
