package uri

import (
	"strconv"
)

// A Dialect selects which document's grammar a URI is checked against. The
// split into components (RFC 3986 Appendix B, and §3.2 for the authority) is
// the same in every dialect; the characters each component may hold, the
// host forms and a few structural rules differ.
//
// The zero value is RFC3986.
type Dialect uint8

const (
	// RFC3986 is the grammar of RFC 3986 Appendix A, with the RFC 6874 zone
	// identifier in IPv6 literals ("[fe80::1%25en0]").
	RFC3986 Dialect = iota
	// Draft2003 is draft-fielding-uri-rfc2396bis-01 (seed 003): the RFC 2396
	// character sets, authority = server / reg-name (§3.2), hostnames of
	// domain labels, dec-octet IPv4 and "[" IPv6address "]" (§3.2.2), an
	// opaque part that may hold "[" and "]" (§3).
	Draft2003
	// Draft1997 is draft-fielding-url-syntax-05 (seed 001, Appendix A): a
	// scheme of 1*( alpha | digit | "+" | "-" | "." ), site =
	// [ [ user [ ":" password ] "@" ] hostport ], host = hostname |
	// hostnumber, no IP literals, relative paths whose first segment may
	// hold ":".
	Draft1997
	// RFC1738 is the generic URL grammar of RFC 1738 §5 (seed 002, and the
	// 1994 draft of seed 000): "//" [ user [ ":" password ] "@" ] host
	// [ ":" port ] "/" url-path, host = hostname | hostnumber, port = 1*digit,
	// characters from xchar (no "~"). An empty host is allowed only for the
	// file scheme ("file:///x", RFC 1738 §3.10).
	RFC1738
	numDialects

	// dialectIRI is the grammar of RFC 3987 §2.2: RFC 3986's, with the
	// characters ucschar (and iprivate in the query) allowed literally. It is
	// not one of Dialects: ParseIRI and ParseIRIReference select it (iri.go).
	dialectIRI = numDialects
)

var dialectNames = [numDialects]string{"rfc3986", "draft2003", "draft1997", "rfc1738"}

// String returns the dialect's name as the command line spells it:
// "rfc3986", "draft2003", "draft1997" or "rfc1738"; "rfc3987" for a value
// made by ParseIRI.
func (d Dialect) String() string {
	if d < numDialects {
		return dialectNames[d]
	}
	if d == dialectIRI {
		return "rfc3987"
	}
	return "dialect(" + strconv.Itoa(int(d)) + ")"
}

// Dialects returns every dialect, the default first.
func Dialects() []Dialect { return []Dialect{RFC3986, Draft2003, Draft1997, RFC1738} }

// LookupDialect returns the dialect with the given name (see String).
func LookupDialect(name string) (Dialect, bool) {
	for d, n := range dialectNames {
		if n == name {
			return Dialect(d), true
		}
	}
	return 0, false
}

// Bits of a syntax table entry: which components may hold the byte
// literally. The low eight are the ones scanPart tests, so that pairs3986
// can hold them in a byte. sHostLower and sPathNoDot exist to let the
// RFC 3986 parser stop at the bytes normalization cares about (an
// upper-case letter in a host, "." in a path) without a second pass.
const (
	sPath      uint16 = 1 << iota // path, "/" included
	sOpaque                       // path of a scheme-qualified reference without authority not starting with "/"
	sQuery                        // query and fragment
	sAuth                         // RFC 3986 only: unreserved, sub-delims and ":" (the authority fast path)
	sHost                         // RFC 3986 only: unreserved and sub-delims, what a reg-name holds literally
	sHostLower                    // RFC 3986 only: sHost without "A"-"Z"
	sPathNoDot                    // RFC 3986 only: sPath without "."
	_
	sSchemeFirst // the first character of a scheme
	sScheme      // the other characters of a scheme
	sUserinfo    // userinfo, ":" excluded (it is counted apart)
	sRegName     // reg-name
	sUpper       // "A"-"Z", in every dialect (the parser notes upper case with it)
)

// syntax is one dialect's character sets and structural rules.
type syntax struct {
	t *[256]uint16 // sX bits, from chars.go

	// hostForms selects the host grammar.
	ipLiteral      bool // "[" IPv6address "]" allowed
	ipFuture       bool // IPvFuture and RFC 6874 zone IDs allowed
	hostnameLabels bool // a non-IP host must be domain labels (RFC 1034 style)
	regNameAuth    bool // authority may be a whole reg-name (Draft2003 §3.2.1)
	anyIPv4        bool // hostnumber = 1*digit "." 1*digit "." 1*digit "." 1*digit
	emptyHostFile  bool // empty host only for "file"; otherwise host required
	hostRequired   bool // a present authority must have a non-empty host
	portRequired   bool // port = 1*digit when ":" is present
	oneColonUser   bool // user [ ":" password ]: at most one ":" in userinfo
	colonFirstSeg  bool // a relative path's first segment may hold ":"
}

// syntaxes holds each dialect's syntax. The character tables are written
// out in chars.go (RFC 3987's is made from RFC 3986's in tables.go), and
// TestTables holds them to the character sets that tables_test.go
// transcribes from each document:
//
//   - RFC 3986 Appendix A: the component sets of package internal/pct.
//   - Seed 003 §2.2-§3.5: unreserved = ALPHA / DIGIT / mark; pchar, query
//     and fragment are the same sets as RFC 3986's; the opaque part is
//     uric, which adds "[" and "]"; reg-name adds ":" and "@".
//   - Seed 001 Appendix A: mark adds "$" and ","; pchar = unreserved |
//     escaped | ":" | "@" | "&" | "=" | "+", segments add ";" params;
//     query and fragment are urlc; an opaque-URL is *urlc; a scheme may
//     begin with a digit.
//   - RFC 1738 §5 (seed 002): unreserved = alpha | digit | safe | extra;
//     xchar = unreserved | reserved | escape; user and password are
//     *[ uchar | ";" | "?" | "&" | "=" ].
//   - RFC 3987 §2.2: iuserinfo, ireg-name, ipath, iquery and ifragment add
//     ucschar (iquery also iprivate) to their RFC 3986 sets. The table lets
//     every byte of a UTF-8 sequence through; which code points are
//     allowed where is checked per character afterwards (checkIRIChars).
//
//go:generate go test -run TestTables -update-tables .
var syntaxes = [dialectIRI + 1]syntax{
	RFC3986:   {t: &table3986, ipLiteral: true, ipFuture: true},
	Draft2003: {t: &tableDraft2003, ipLiteral: true, hostnameLabels: true, regNameAuth: true},
	Draft1997: {t: &tableDraft1997, hostnameLabels: true, anyIPv4: true, hostRequired: true,
		oneColonUser: true, colonFirstSeg: true},
	RFC1738: {t: &table1738, hostnameLabels: true, anyIPv4: true, hostRequired: true,
		emptyHostFile: true, portRequired: true, oneColonUser: true, colonFirstSeg: true},
	dialectIRI: {t: &tableIRI, ipLiteral: true, ipFuture: true},
}
