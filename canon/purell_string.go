package canon

import (
	"net/url"
	"strings"

	"github.com/urikit/urikit/internal/pct"
)

// purellString writes u back as purell does: net/url's layout, the host as
// it stands, the userinfo as net/url escapes it less the escapes of
// "!'()*", the path and fragment decoded by net/url and escaped again with
// RFC 3986's sets (path: "?" and "#" and what is neither reserved nor
// unreserved; fragment: "#" and the same), the query as written.
func purellString(u *url.URL) string {
	var b strings.Builder
	if u.Scheme != "" {
		b.WriteString(u.Scheme)
		b.WriteByte(':')
	}
	if u.Opaque != "" {
		b.WriteString(u.Opaque)
	} else {
		if u.Scheme != "" || u.Host != "" || u.User != nil {
			b.WriteString("//")
			if u.User != nil {
				b.WriteString(userinfoUnescaper.Replace(u.User.String()))
				b.WriteByte('@')
			}
			b.WriteString(u.Host)
		}
		if u.Path != "" && u.Path[0] != '/' && u.Host != "" {
			b.WriteByte('/')
		}
		b.Write(pct.Append(nil, u.Path, &purellPathSet))
	}
	if u.RawQuery != "" {
		b.WriteByte('?')
		b.WriteString(u.RawQuery)
	}
	if u.Fragment != "" {
		b.WriteByte('#')
		b.Write(pct.Append(nil, u.Fragment, &purellFragmentSet))
	}
	return b.String()
}

// userinfoUnescaper undoes net/url's escaping of the sub-delims that RFC
// 3986 allows in userinfo.
var userinfoUnescaper = strings.NewReplacer("%21", "!", "%27", "'", "%28", "(", "%29", ")", "%2A", "*")

func isReservedOrUnreserved(b byte) bool {
	return pct.Unreserved.Has(b) || strings.IndexByte(":/?#[]@!$&'()*+,;=", b) >= 0
}

var (
	purellPathSet     = pct.SetOf(func(b byte) bool { return isReservedOrUnreserved(b) && b != '?' && b != '#' })
	purellFragmentSet = pct.SetOf(func(b byte) bool { return isReservedOrUnreserved(b) && b != '#' })
)
