package rule

import (
	"errors"

	"github.com/urikit/urikit/uri"
)

// RFC 1738 §5's host, checked by package uri's definition of it
// (uri.RFC1738.CheckHost), the one place the rule is written:
//
//	host        = hostname | hostnumber
//	hostname    = *[ domainlabel "." ] toplabel
//	domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
//	toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
//	hostnumber  = digits "." digits "." digits "." digits

// Host checks s[from:to] against host and returns the offset of the first
// error and its reason, or -1.
func Host(s string, from, to int) (int, string) {
	if from == to {
		return from, `an empty host; write a domain name such as example.org`
	}
	if _, err := uri.RFC1738.CheckHost(s[from:to]); err != nil {
		var ue *uri.Error
		if errors.As(err, &ue) {
			return from + ue.Offset, ue.Reason + " (RFC 1738 §5 host)"
		}
		return from, err.Error()
	}
	return -1, ""
}
