package news

import (
	"github.com/urikit/urikit/internal/message"
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The nntp URL of RFC 1738 §3.7:
// nntp://<host>:<port>/<newsgroup-name>/<article-number>, port 119.

// NNTP is a parsed nntp URL. It is comparable.
type NNTP struct {
	u        uri.URI
	group    int32 // offset of the group
	groupEnd int32
	article  int64 // -1 when absent
}

// maxArticle bounds article numbers (RFC 3977 §6: at most 2^63-1 in NNTP
// today; RFC 977 gave no bound).
const maxArticle = 1<<63 - 1

// ParseNNTP checks u against nntpurl (RFC 1738 §5).
func ParseNNTP(u uri.URI) (NNTP, error) {
	if err := rule.CheckScheme(u, "nntpurl", "nntp"); err != nil {
		return NNTP{}, err
	}
	if err := rule.Login(u, "nntp", false); err != nil {
		return NNTP{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if from == to || s[from] != '/' {
		return NNTP{}, rule.New(s, from, "nntp", "nntpurl", ErrInvalidPart,
			`no "/" and group after the host; write nntp://host/group`)
	}
	from++
	slash := rule.Index(s, from, to, '/')
	if err := checkGroup(s, from, slash, "nntp"); err != nil {
		return NNTP{}, err
	}
	v := NNTP{u: u, group: int32(from), groupEnd: int32(slash), article: -1}
	if slash < to {
		var n int64
		if slash+1 == to {
			return NNTP{}, rule.New(s, slash+1, "nntp", "digits", ErrInvalidPart,
				`a "/" without an article number; write digits after it or remove it`)
		}
		for i := slash + 1; i < to; i++ {
			c := s[i]
			if c < '0' || c > '9' {
				return NNTP{}, rule.New(s, i, "nntp", "digits", ErrInvalidChar,
					message.Byte(c)+" in an article number; it is decimal digits (RFC 1738 §5)")
			}
			if n > (maxArticle-int64(c-'0'))/10 {
				return NNTP{}, rule.New(s, slash+1, "nntp", "digits", ErrInvalidPart,
					"an article number above 2^63-1")
			}
			n = n*10 + int64(c-'0')
		}
		v.article = n
	}
	return v, nil
}

// ParseNNTPString parses s as a URI (RFC 3986) and then as an nntp URL.
func ParseNNTPString(s string) (NNTP, error) {
	u, err := uri.Parse(s)
	if err != nil {
		return NNTP{}, err
	}
	return ParseNNTP(u)
}

// URI returns the URL as the generic URI it was parsed from.
func (v NNTP) URI() uri.URI { return v.u }

// String returns the URL byte for byte as parsed.
func (v NNTP) String() string { return v.u.String() }

// Host returns the host, decoded when it is a reg-name.
func (v NNTP) Host() string { return v.u.DecodedHost() }

// HasPort reports whether the URL gives a port.
func (v NNTP) HasPort() bool { return v.u.HasPort() }

// EffectivePort returns the port, 119 when the URL gives none (RFC 1738 §3.7).
func (v NNTP) EffectivePort() uint16 { return rule.Port(v.u, "nntp") }

// Group returns the group name.
func (v NNTP) Group() string { return v.u.String()[v.group:v.groupEnd] }

// Article returns the article number; ok is false when the URL has none.
func (v NNTP) Article() (number int64, ok bool) { return v.article, v.article >= 0 }
