package inspect

// The parser-differential finding: the readers of readings.Read (RFC 3986,
// the URL Standard, Go's net/url) read a different destination in the URI,
// or one of them refuses what RFC 3986 accepts. Running the other two parsers
// costs allocations, so a pre-check (readersAgree) first proves, from what
// RFC 3986 found, that they would agree; only the URIs it cannot vouch for
// are read three times. FuzzReadersAgree holds the pre-check to the full
// reading.

import (
	"slices"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/special"
	"github.com/urikit/urikit/readings"
	"github.com/urikit/urikit/uri"
)

// readerAbout names each reader for people, in finding messages.
var readerAbout = [...]string{
	readings.RFC3986: "RFC 3986",
	readings.WHATWG:  "the URL Standard (browsers)",
	readings.NetURL:  "Go's net/url",
}

// differentialFindings reports the parser differential of u, if any;
// plainHost is what hostFindings found of u's host. A relative reference
// has no destination of its own until it is resolved against a base
// (which the URL Standard's parser requires), so only a URI with a scheme
// is read.
func differentialFindings(r *report, u uri.URI, plainHost bool) {
	if !u.HasScheme() || readersAgree(u, plainHost) {
		return
	}
	rs := readings.ReadURI(u)
	d := rs.Differ()
	refused := rs.Of[readings.RFC3986].OK && (!rs.Of[readings.WHATWG].OK || !rs.Of[readings.NetURL].OK)
	switch {
	case len(d) != 0:
		r.addf(KindParserDifferential, Danger, 0, len(rs.Input), differenceMessage(&rs, d))
	case refused:
		r.addf(KindParserDifferential, Warning, 0, len(rs.Input), refusalMessage(&rs))
	}
}

// differenceMessage names each reader's host, and the schemes or ports
// when those differ (d is rs.Differ()).
func differenceMessage(rs *readings.Readings, d []string) string {
	var b strings.Builder
	b.WriteString("the parsers read different destinations: ")
	list(&b, rs, func(x *readings.Reading) string {
		switch {
		case !x.OK:
			return "refuses it"
		case !x.HasHost:
			return "reads no host"
		}
		return "reads the host " + strconv.Quote(shorten(x.Host))
	})
	if slices.Contains(d, "scheme") {
		b.WriteString("; the scheme: ")
		list(&b, rs, func(x *readings.Reading) string { return orNone(x.Scheme, "none") })
	}
	if slices.Contains(d, "port") {
		b.WriteString("; the port: ")
		list(&b, rs, func(x *readings.Reading) string { return orNone(x.Port, "none") })
	}
	b.WriteString(". A filter that checks one reading is bypassed by a client that fetches with another (Orange Tsai, \"A New Era of SSRF\")")
	return b.String()
}

// refusalMessage names the readers that refuse what RFC 3986 accepts.
func refusalMessage(rs *readings.Readings) string {
	var b strings.Builder
	b.WriteString("RFC 3986 accepts this URI, but ")
	n := 0
	for _, r := range [...]readings.Reader{readings.WHATWG, readings.NetURL} {
		x := &rs.Of[r]
		if x.OK {
			continue
		}
		if n > 0 {
			b.WriteString(" and ")
		}
		n++
		b.WriteString(readerAbout[r] + " refuses it (" + shorten(x.Err.Error()) + ")")
	}
	b.WriteString(": a program that checks it with one parser and fetches it with another does not fetch what it checked")
	return b.String()
}

// list writes "RFC 3986 v1, the URL Standard (browsers) v2 and Go's
// net/url v3", with what say gives for each reader.
func list(b *strings.Builder, rs *readings.Readings, say func(*readings.Reading) string) {
	for r := range rs.Of {
		switch r {
		case 0:
		case len(rs.Of) - 1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(readerAbout[r] + " " + say(&rs.Of[r]))
	}
}

func orNone(s, none string) string {
	if s == "" {
		return none
	}
	return s
}

// readersAgree reports that the URL Standard and net/url accept the text
// of u, an RFC 3986 URI with a scheme, and read in it the scheme, host and
// port RFC 3986 reads; false means nothing is known. It vouches for the
// URIs of everyday use, where the three delimit the same text and each
// accepts it:
//
//   - without an authority, a scheme other than http, https, ws, wss and
//     ftp (for those the URL Standard finds a host in the path): none of
//     the three reads a host (or, for file, each reads the empty one);
//   - with one, a host that each reads as it is written: an IPv4address,
//     an IPv6 literal without a zone (the URL Standard has no zones), or a
//     reg-name that is plain (plainHost, from hostFindings): not empty
//     (the URL Standard refuses an empty host for these schemes, and reads
//     one in the path after more slashes), no "%" (a decoded octet may be
//     anything), and not ending in a number (the URL Standard's IPv4
//     parser would read it, and may refuse it). What else RFC 3986 allows
//     in a reg-name (letters in either case, digits, "-._~!$&'()*+,;=") the
//     URL Standard's host parser lower-cases and keeps (none is a
//     forbidden domain code point, and IDNA leaves ASCII alone but for
//     case), and net/url keeps;
//   - a port of at most 65535 (the URL Standard refuses more), and for a
//     file URL neither a port nor a userinfo (its file host state refuses
//     both, and reads "c:" as a drive letter).
//
// RFC 3986's grammar does the rest: its userinfo holds no "@", "/", "\"
// or "[", so each parser splits the authority at the same "@" and ":";
// its path, query and fragment hold nothing the URL Standard's states fail
// on (none of them fails), nor an invalid percent-encoding or a control,
// which are all net/url refuses there. The common case reads flags and
// offsets of u only, not its text.
func readersAgree(u uri.URI, plainHost bool) bool {
	if u.Dialect() != uri.RFC3986 {
		return false
	}
	if !u.HasAuthority() {
		return !special.Fold(u.Scheme()).Network()
	}
	switch u.HostKind() {
	case uri.HostIPv4:
	case uri.HostIPv6:
		if strings.Contains(u.Host(), "%") { // a zone
			return false
		}
	case uri.HostRegName:
		if !plainHost {
			return false
		}
	default:
		return false
	}
	if u.HasPort() || u.HasUserinfo() {
		if ascii.EqualFold(u.Scheme(), "file") {
			return false
		}
		if u.Port() != "" {
			if _, ok := u.PortValue(); !ok {
				return false
			}
		}
	}
	return true
}
