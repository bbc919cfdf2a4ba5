package rule

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/uri"
)

// Percent-encoding by rule (RFC 1738 §2.2): every octet a rule does not
// hold literally, and "%" itself, is written "%" hex hex; decoding is the
// inverse and allocates only when the text holds an escape.

// Encode returns s with every byte outside set percent-encoded (upper-case
// hex), by the module's one encoder (internal/pct). It returns s itself
// when nothing needs encoding.
func Encode(s string, set Set) string { return pct.Encode(s, set.pct()) }

// Append appends s to b, percent-encoding every byte outside set.
func Append(b []byte, s string, set Set) []byte {
	ps := set.pct()
	return pct.Append(b, s, &ps)
}

// pct returns set as a set of internal/pct.
func (set Set) pct() pct.Set { return pct.SetOf(func(c byte) bool { return table[c]&set != 0 }) }

// Decode returns s with its escapes decoded; s has been checked, so every
// "%" starts one. It returns s itself when there is no "%".
func Decode(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	d, err := uri.Decode(s)
	if err != nil {
		return s
	}
	return d
}

// EncodeHost writes a decoded host for a URL: an IP literal as it is, a
// reg-name with what RFC 3986 §3.2.2 cannot hold percent-encoded.
func EncodeHost(h string) string {
	if strings.HasPrefix(h, "[") {
		return h
	}
	return uri.HostSet.Encode(h)
}

// loginSet is UserSet less "?": RFC 1738 lets a user hold "?", but in the
// generic syntax (RFC 3986 §3.2) a "?" ends the authority, so it is encoded.
const loginSet = UserSet &^ Question

// AppendLogin appends "//" login to b: user and password encoded with
// loginSet (":" in a user, "@" and "?" anywhere are encoded), the host, and
// the port when it is not 0.
func AppendLogin(b []byte, user, password string, hasUser, hasPassword bool, host string, port uint16) []byte {
	b = append(b, "//"...)
	if hasUser || hasPassword {
		b = Append(b, user, loginSet)
		if hasPassword {
			b = append(b, ':')
			b = Append(b, password, loginSet)
		}
		b = append(b, '@')
	}
	b = append(b, EncodeHost(host)...)
	if port != 0 {
		b = append(b, ':')
		b = strconv.AppendUint(b, uint64(port), 10)
	}
	return b
}

// AppendInt appends the decimal digits of n to b.
func AppendInt(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) }
