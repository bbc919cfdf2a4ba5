package news

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// Back from fields to URLs. A group name cannot be encoded (group has no
// escape in RFC 1738 §5): a name outside it is an error. A message-id's
// part before "@" is encoded where article cannot hold a byte.

// BuildNews returns news:<group>, news:* for "*", or news:<message-id> when
// name holds "@".
func BuildNews(name string) (News, error) {
	for i := len(name) - 1; i >= 0; i-- {
		if name[i] == '@' {
			enc := rule.Encode(name[:i], articleSet)
			if strings.HasPrefix(enc, "//") {
				enc = "/%2F" + enc[2:] // "news://" would begin a host
			}
			return ParseNewsString("news:" + enc + name[i:])
		}
	}
	return ParseNewsString("news:" + name)
}

// BuildNNTP returns nntp://host[:port]/group[/article]; port 0 and a
// negative article are left out.
func BuildNNTP(host string, port uint16, group string, article int64) (NNTP, error) {
	b := []byte("nntp:")
	b = rule.AppendLogin(b, "", "", false, false, host, port)
	b = append(b, '/')
	b = append(b, group...)
	if article >= 0 {
		b = append(b, '/')
		b = strconv.AppendInt(b, article, 10)
	}
	u, err := uri.Parse(string(b))
	if err != nil {
		return NNTP{}, err
	}
	return ParseNNTP(u)
}
