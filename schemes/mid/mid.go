package mid

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The mid and cid URLs of RFC 2392 §2 (seed 000's midaddress, cidaddress).

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

// URL is a parsed mid or cid URL. It is comparable.
type URL struct {
	u     uri.URI
	cid   bool  // the scheme is cid
	slash int32 // offset of the "/" before a mid's content-id, 0 when none
}

// Parse checks u against mid or cid (RFC 2392 §2).
func Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "mid", "mid", "cid"); err != nil {
		return URL{}, err
	}
	v := URL{u: u, cid: ascii.EqualFold(u.Scheme(), "cid")}
	name := v.Scheme()
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if u.HasAuthority() {
		return URL{}, rule.New(s, rule.Slashes(u), name, name, ErrInvalidPart,
			`"//" after "`+name+`:"; write the identifier right after the colon`)
	}
	if bad, _ := rule.Scan(s, from, to, rule.Xchar); bad >= 0 {
		return URL{}, rule.Char(s, bad, name, "url-addr-spec")
	}
	end := to
	if !v.cid {
		if i := rule.Index(s, from, to, '/'); i < to {
			v.slash, end = int32(i), i
			if err := check(s, i+1, to, name, "content-id"); err != nil {
				return URL{}, err
			}
		}
	}
	rn := "message-id"
	if v.cid {
		rn = "content-id"
	}
	if err := check(s, from, end, name, rn); err != nil {
		return URL{}, err
	}
	return v, nil
}

// check checks s[from:to] as a url-addr-spec.
func check(s string, from, to int, scheme, ruleName string) *Error {
	if from == to {
		return rule.New(s, from, scheme, ruleName, ErrInvalidPart,
			"an empty "+ruleName+"; write the identifier without < and >, such as foo4*foo1@bar.net")
	}
	enc := s[from:to]
	if off, why := rule.AddrSpec(rule.Decode(enc)); off >= 0 {
		return rule.New(s, from+rule.EncodedOffset(enc, off), scheme, ruleName, ErrInvalidPart, why)
	}
	return nil
}

// ParseString parses s as a URI (RFC 3986) and then as a mid or cid URL.
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

// Scheme returns "mid" or "cid".
func (v URL) Scheme() string {
	if v.cid {
		return "cid"
	}
	return "mid"
}

// MessageID returns the decoded message-id of a mid URL; ok is false for
// cid.
func (v URL) MessageID() (id string, ok bool) {
	if v.cid {
		return "", false
	}
	end := rule.PathEnd(v.u)
	if v.slash != 0 {
		end = int(v.slash)
	}
	return rule.Decode(v.u.String()[rule.PathStart(v.u):end]), true
}

// ContentID returns the decoded content-id: the whole of a cid URL, the
// part after "/" of a mid URL; ok is false for a mid URL without one.
func (v URL) ContentID() (id string, ok bool) {
	s := v.u.String()
	switch {
	case v.cid:
		return rule.Decode(s[rule.PathStart(v.u):rule.PathEnd(v.u)]), true
	case v.slash != 0:
		return rule.Decode(s[v.slash+1 : rule.PathEnd(v.u)]), true
	}
	return "", false
}

// idSet is what an identifier holds literally when built: xchar without
// "/" (which separates a mid's content-id).
const idSet = rule.Xchar &^ rule.Slash

// BuildMID returns mid:<message-id>[/<content-id>], leaving the content-id
// out when it is "".
func BuildMID(messageID, contentID string) (URL, error) {
	s := "mid:" + rule.Encode(messageID, idSet)
	if contentID != "" {
		s += "/" + rule.Encode(contentID, idSet)
	}
	return ParseString(s)
}

// BuildCID returns cid:<content-id>.
func BuildCID(contentID string) (URL, error) {
	return ParseString("cid:" + rule.Encode(contentID, idSet))
}
