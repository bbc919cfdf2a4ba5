package mailto

import (
	"strings"

	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The mailto URI of RFC 6068 §2 (today's), and the mailto URL of RFC 1738
// §3.5 (the older dialect).

// Error is the error type of this package (see rule.Error).
type Error = rule.Error

// Sentinel kinds of Error, for errors.Is.
var (
	ErrInvalidChar = rule.ErrInvalidChar
	ErrInvalidPart = rule.ErrInvalidPart
	ErrWrongScheme = rule.ErrWrongScheme
)

// A Dialect is the document whose mailto syntax is read.
type Dialect uint8

const (
	// RFC6068 (the default): addresses separated by "," and header fields
	// after "?" (RFC 6068 §2).
	RFC6068 Dialect = iota
	// RFC1738: one address, the whole text after "mailto:", "?" and ","
	// included (RFC 1738 §3.5: "there are no reserved characters").
	RFC1738
)

// String returns the dialect's name: "rfc6068" or "rfc1738".
func (d Dialect) String() string {
	if d == RFC1738 {
		return "rfc1738"
	}
	return "rfc6068"
}

// URL is a parsed mailto URI. It is comparable.
type URL struct {
	u uri.URI
	d Dialect
}

// A Header is one header field of a mailto URI (RFC 6068 §2 hfield),
// decoded. Name is as written (header field names are case-insensitive);
// the name "body" is the message body.
type Header struct {
	Name, Value string
}

// addrSet is what an addr-spec holds literally in RFC 6068 (§2, note 1):
// RFC 3986's path characters less those it must percent-encode ("/", "&",
// ";", "=", and "?", "#", "[", "]", which a path cannot hold anyway).
const addrSet = rule.Alpha | rule.Digit | rule.SafeExtra | rule.Colon | rule.At

// qcharSet is RFC 6068's qchar, less pct-encoded: unreserved and
// some-delims ("!" "$" "'" "(" ")" "*" "+" "," ";" ":" "@").
const qcharSet = rule.Alpha | rule.Digit | rule.SafeExtra | rule.Semi | rule.Colon | rule.At

// Parse reads u as RFC 6068 does (RFC6068.Parse).
func Parse(u uri.URI) (URL, error) { return RFC6068.Parse(u) }

// ParseString parses s as a URI (RFC 3986) and then as a mailto URI of
// RFC 6068.
func ParseString(s string) (URL, error) { return RFC6068.ParseString(s) }

// ParseString parses s as a URI (RFC 3986) and then as a mailto URI of d.
func (d Dialect) ParseString(s string) (URL, error) {
	u, err := uri.Parse(s)
	if err != nil {
		return URL{}, err
	}
	return d.Parse(u)
}

// Parse checks u against d's mailto syntax:
//
//   - RFC 6068 §2: mailtoURI = "mailto:" [ to ] [ hfields ]; to =
//     addr-spec *("," addr-spec); hfields = "?" hfield *( "&" hfield );
//     hfield = hfname "=" hfvalue, of qchar. Each decoded addr-spec is
//     checked against the addr-spec of RFC 5322 (as RFC 822 §6.1 writes it,
//     without comments or white space; UTF-8 allowed, §2 notes 4 and 5). A
//     fragment has no meaning and is ignored (§2).
//   - RFC 1738 §3.5 and §5: mailtourl = "mailto:" encoded822addr, one
//     address, checked against RFC 822 §6.1 addr-spec once decoded.
func (d Dialect) Parse(u uri.URI) (URL, error) {
	if err := rule.CheckScheme(u, "mailtourl", "mailto"); err != nil {
		return URL{}, err
	}
	s := u.String()
	from, to := rule.PathStart(u), rule.PathEnd(u)
	if u.HasAuthority() {
		return URL{}, rule.New(s, rule.Slashes(u), "mailto", d.top(), ErrInvalidPart,
			`"//" after "mailto:"; write the address right after the colon`)
	}
	if d == RFC1738 {
		return parse1738(u, s, from, to)
	}
	pe := from + len(u.Path())
	for a, b := range addrs(s, from, pe) {
		if bad, _ := rule.Scan(s, a, b, addrSet); bad >= 0 {
			if s[bad] == ',' {
				continue // inside a quoted local part
			}
			return URL{}, mustEncode(s, bad, "addr-spec")
		}
		enc := s[a:b]
		if off, why := rule.AddrSpec(rule.Decode(enc)); off >= 0 {
			return URL{}, rule.New(s, a+rule.EncodedOffset(enc, off), "mailto", "addr-spec", ErrInvalidPart, why)
		}
	}
	if u.HasQuery() {
		qs := pe + 1
		qe := qs + len(u.Query())
		for i := qs; i <= qe; {
			j := rule.Index(s, i, qe, '&')
			eq := rule.Index(s, i, j, '=')
			if eq == j {
				return URL{}, rule.New(s, i, "mailto", "hfield", ErrInvalidPart,
					`a header field without "="; write hfname=hfvalue (RFC 6068 §2), "%26" for an "&" inside a value`)
			}
			if bad, _ := rule.Scan(s, i, eq, qcharSet); bad >= 0 {
				return URL{}, mustEncode(s, bad, "hfname")
			}
			if bad, _ := rule.Scan(s, eq+1, j, qcharSet); bad >= 0 {
				return URL{}, mustEncode(s, bad, "hfvalue")
			}
			i = j + 1
		}
	}
	return URL{u: u}, nil
}

// parse1738 is Parse under RFC 1738.
func parse1738(u uri.URI, s string, from, to int) (URL, error) {
	if from == to {
		return URL{}, rule.New(s, from, "mailto", "encoded822addr", ErrInvalidPart,
			"no address; write mailto:user@example.org")
	}
	if bad, _ := rule.Scan(s, from, to, rule.Xchar); bad >= 0 {
		return URL{}, rule.Char(s, bad, "mailto", "encoded822addr")
	}
	enc := s[from:to]
	if off, why := rule.AddrSpec(rule.Decode(enc)); off >= 0 {
		return URL{}, rule.New(s, from+rule.EncodedOffset(enc, off), "mailto", "addr-spec", ErrInvalidPart, why)
	}
	return URL{u: u, d: RFC1738}, nil
}

func (d Dialect) top() string {
	if d == RFC1738 {
		return "mailtourl"
	}
	return "mailtoURI"
}

// mustEncode is the error of a character RFC 6068 §2 wants percent-encoded
// in the rule named.
func mustEncode(s string, off int, name string) *Error {
	return rule.New(s, off, "mailto", name, ErrInvalidChar,
		rule.Quote(s[off:off+1])+" must be percent-encoded here ("+pct.Triplet(s[off])+", RFC 6068 §2)")
}

// addrs yields the addr-specs of the to part s[from:to] as written: split
// at each "," outside a quoted local part (a quote is written %22, a
// backslash that escapes the next character %5C).
func addrs(s string, from, to int) func(yield func(a, b int) bool) {
	return func(yield func(a, b int) bool) {
		if from == to {
			return
		}
		start, quoted := from, false
		for i := from; i <= to; i++ {
			switch {
			case i == to || s[i] == ',' && !quoted:
				if !yield(start, i) {
					return
				}
				start = i + 1
			case s[i] == '%' && i+2 < to && s[i+1] == '2' && s[i+2] == '2':
				quoted = !quoted
				i += 2
			case s[i] == '%' && i+5 < to && quoted && strings.EqualFold(s[i+1:i+3], "5C") && s[i+3] == '%':
				i += 5 // "\" and the character it escapes (a quote among them)
			}
		}
	}
}

// URI returns the URL as the generic URI it was parsed from.
func (v URL) URI() uri.URI { return v.u }

// String returns the URL byte for byte as parsed.
func (v URL) String() string { return v.u.String() }

// Dialect returns the dialect the URL was read under.
func (v URL) Dialect() Dialect { return v.d }

// Address returns the first address, decoded ("%25" becomes "%"): under
// RFC 1738 the whole text after "mailto:"; under RFC 6068 the first
// addr-spec of the to part, "" when there is none ("mailto:?to=...").
func (v URL) Address() string {
	s := v.u.String()
	from, to := rule.PathStart(v.u), rule.PathEnd(v.u)
	if v.d == RFC1738 {
		return rule.Decode(s[from:to])
	}
	for a, b := range addrs(s, from, from+len(v.u.Path())) {
		return rule.Decode(s[a:b])
	}
	return ""
}

// Addresses returns the addresses of the to part, decoded, in order (RFC
// 6068; "to" header fields are in Headers). Under RFC 1738 it is the one
// address.
func (v URL) Addresses() []string {
	if v.d == RFC1738 {
		return []string{v.Address()}
	}
	s := v.u.String()
	from := rule.PathStart(v.u)
	var out []string
	for a, b := range addrs(s, from, from+len(v.u.Path())) {
		out = append(out, rule.Decode(s[a:b]))
	}
	return out
}

// Headers returns the header fields (RFC 6068 hfields), decoded, in order;
// none under RFC 1738.
func (v URL) Headers() []Header {
	if v.d == RFC1738 || !v.u.HasQuery() {
		return nil
	}
	var out []Header
	for f := range strings.SplitSeq(v.u.Query(), "&") {
		name, value, _ := strings.Cut(f, "=")
		out = append(out, Header{rule.Decode(name), rule.Decode(value)})
	}
	return out
}

// Build returns the mailto URI (RFC 6068) of one addr-spec, percent-encoding
// what an addr-spec cannot hold literally there (RFC 6068 §2 note 1: "%",
// "/", "?", "#", "[", "]", "&", ";", "=", space, ...) and ",", which would
// start another address.
func Build(address string) (URL, error) {
	return ParseString("mailto:" + strings.ReplaceAll(rule.Encode(address, addrSet), ",", "%2C"))
}
