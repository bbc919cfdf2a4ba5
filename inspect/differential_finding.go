package inspect

// The parser-differential finding: the readers of readings.Read (RFC 3986,
// the URL Standard, Go's net/url, curl) read a different destination in
// the URI, or one of them refuses what RFC 3986 accepts; and the
// destination curl reads where the others read none ("dict:/127.0.0.1:11211/",
// "mailto:a@127.0.0.1"), classified as a host is. Running the other
// parsers costs allocations, so a pre-check (readersAgree) first proves,
// from what RFC 3986 found, that they would agree; only the URIs it cannot
// vouch for are read four times. FuzzReadersAgree holds the pre-check to
// the full reading.

import (
	"net/netip"
	"slices"
	"strconv"
	"strings"

	"github.com/urikit/urikit/guard"
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
	readings.Curl:    "curl (libcurl)",
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
	readAndCompare(r, u)
}

// readAndCompare is differentialFindings without the pre-check: it reads
// u with every reader.
func readAndCompare(r *report, u uri.URI) {
	rs := readings.ReadURI(u)
	// curl reads a URI whose ":" no "/" follows as an authority with a
	// scheme it guesses ("mailto:a@b" is http://b/): no reading of the
	// same URI to compare, but a destination all the same, classified
	// below.
	cmp := rs
	curl := rs.Of[readings.Curl]
	seen := curlSeesScheme(u)
	if !seen {
		cmp.Of[readings.Curl].OK = false
	}
	d := cmp.Differ()
	refusing := [...]bool{
		readings.WHATWG: !rs.Of[readings.WHATWG].OK,
		readings.NetURL: !rs.Of[readings.NetURL].OK,
		readings.Curl:   !curl.OK && seen,
	}
	switch {
	case len(d) != 0:
		r.addf(KindParserDifferential, Danger, 0, len(rs.Input), differenceMessage(&cmp, d))
	case rs.Of[readings.RFC3986].OK && (refusing[readings.WHATWG] || refusing[readings.NetURL] || refusing[readings.Curl]):
		r.addf(KindParserDifferential, Warning, 0, len(rs.Input), refusalMessage(&rs, refusing[:]))
	}
	if curl.OK && curl.Host != rs.Of[readings.RFC3986].Host && !(curl.Host == rs.Of[readings.WHATWG].Host && hidesHost(u)) &&
		!(curl.Guessed && curl.Host == ascii.Lower(u.Scheme())) { // "localhost:3000": the host-as-scheme finding's
		curlDestination(r, &curl, len(rs.Input))
	}
}

// curlSeesScheme reports whether curl reads u's scheme as one: a "/"
// follows its ":" (a URI without one, curl reads as an authority).
func curlSeesScheme(u uri.URI) bool {
	s := u.String()
	i := len(u.Scheme())
	return i+1 < len(s) && s[i+1] == '/'
}

// hidesHost reports whether u is a URI of a special scheme with no
// authority or an empty one: the host browsers read after the slashes is
// the hidden-host finding's, which inspects it.
func hidesHost(u uri.URI) bool {
	return special.Fold(u.Scheme()).Network() && (!u.HasAuthority() || u.Authority() == "")
}

// curlDestination classifies the host curl reads in a URI where RFC 3986
// reads another or none: an internal address or localhost is a danger, as
// the same host in the authority is.
func curlDestination(r *report, x *readings.Reading, n int) {
	h := x.Host
	url := x.Scheme + "://" + h
	if x.Port != "" {
		url += ":" + x.Port
	}
	say := "curl (libcurl: the curl tool, PHP's curl) reads this URI as a request to " + strconv.Quote(shorten(url))
	if x.Guessed {
		say += " (it takes a scheme only where a \"/\" follows the \":\", and guesses " + x.Scheme + ")"
	}
	if a, ok := destinationAddr(h); ok {
		if what, ok := guard.MetadataService(a); ok {
			r.add(Finding{Kind: KindCloudMetadata, Severity: Danger, Offset: 0, Length: n, Addr: a,
				Message: say + ": " + a.String() + " is " + what})
			return
		}
		if !guard.Blocked(a) {
			return
		}
		b, _ := guard.SpecialPurpose(a)
		why := a.String() + " is " + b.Class.Phrase() + " (" + b.Spec + ")"
		if v4, ok := guard.UnwrapIPv4(a); ok && a.Is6() {
			why = a.String() + " carries " + v4.String() + " (" + guard.Embedding(a) + ")"
		}
		r.add(Finding{Kind: KindPrivateAddress, Severity: Danger, Offset: 0, Length: n, Addr: a,
			Message: say + ": " + why + ", so a server fetching it with curl connects to itself or its own network"})
		return
	}
	if isLocalhost(h) {
		r.addf(KindPrivateAddress, Danger, 0, n, say+": the name localhost resolves to the loopback address (RFC 6761 §6.3)")
	}
}

// destinationAddr reads a reading's canonical host as an address: an IPv6
// literal, or an IPv4 address (the canonical spelling is dotted decimal).
func destinationAddr(h string) (netip.Addr, bool) {
	if strings.HasPrefix(h, "[") {
		return literalAddr(h)
	}
	a, err := netip.ParseAddr(h)
	return a, err == nil && a.Is4()
}

// differenceMessage names each reader's host, and the schemes or ports
// when those differ (d is rs.Differ()).
func differenceMessage(rs *readings.Readings, d []string) string {
	var b strings.Builder
	b.WriteString("the parsers read different destinations: ")
	list(&b, rs, func(x *readings.Reading) string {
		switch {
		case x.Guessed:
			return "reads no scheme in it (it guesses " + x.Scheme + ")"
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

// refusalMessage names the readers that refuse what RFC 3986 accepts
// (refusing, by Reader).
func refusalMessage(rs *readings.Readings, refusing []bool) string {
	var b strings.Builder
	b.WriteString("RFC 3986 accepts this URI, but ")
	n := 0
	for _, r := range [...]readings.Reader{readings.WHATWG, readings.NetURL, readings.Curl} {
		x := &rs.Of[r]
		if !refusing[r] {
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

// list writes "RFC 3986 v1, the URL Standard (browsers) v2, Go's net/url
// v3 and curl (libcurl) v4", with what say gives for each reader.
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

// readersAgree reports that the URL Standard, net/url and curl accept
// the text of u, an RFC 3986 URI with a scheme, and read in it the scheme,
// host and port RFC 3986 reads (or, where curl finds no scheme, that curl
// reads no host, or refuses it); false means nothing is known. It vouches
// for the URIs of everyday use, where the four delimit the same text and
// each accepts it:
//
//   - without an authority, a scheme other than http, https, ws, wss and
//     ftp (for those the URL Standard and curl find a host in the path):
//     none of the four reads a host (or, for file, each reads the empty
//     one), provided the path does not start with "/" (curl reads a host
//     after one to three slashes, whatever the scheme) but in a file URL,
//     and, since curl reads a text whose ":" no "/" follows as an
//     authority, that text holds no "@" and is no port ("tel:911" is
//     http://tel:911/ to curl) before its first "/", "?" or "#";
//   - with one, a host that each reads as it is written: an IPv4address,
//     an IPv6 literal without a zone (the URL Standard has no zones), or a
//     reg-name that is plain (plainHost, from hostFindings): not empty
//     (the URL Standard refuses an empty host for these schemes, and reads
//     one in the path after more slashes), no "%" (a decoded octet may be
//     anything), not ending in a number (the URL Standard's IPv4 parser
//     would read it, and may refuse it), and none of "!$&'()*+,;=" (curl
//     refuses them in a host). What else RFC 3986 allows in a reg-name
//     (letters in either case, digits, "-._~") the URL Standard's host
//     parser lower-cases and keeps (none is a forbidden domain code point,
//     and IDNA leaves ASCII alone but for case), and net/url and curl keep;
//   - a port of at most 65535 (the URL Standard and curl refuse more), a
//     scheme of at most 40 characters (curl's longest), and for a file URL
//     neither a port nor a userinfo (the URL Standard's file host state
//     refuses both, and reads "c:" as a drive letter), a host that is
//     empty or localhost (curl refuses any other), a path after it (curl
//     refuses "file://localhost", which it reads only as a prefix
//     "localhost/") and no drive letter (curl refuses one off Windows).
//
// RFC 3986's grammar does the rest: its userinfo holds no "@", "/", "\"
// or "[", so each parser splits the authority at the same "@" and ":";
// its path, query and fragment hold nothing the URL Standard's states fail
// on (none of them fails), nor an invalid percent-encoding, a control or a
// space, which are all net/url and curl refuse there. The common case
// reads flags and offsets of u only, and scans its host, not the rest of
// its text.
func readersAgree(u uri.URI, plainHost bool) bool {
	if u.Dialect() != uri.RFC3986 || len(u.Scheme()) > 40 {
		return false
	}
	file := ascii.EqualFold(u.Scheme(), "file")
	if file && hasDriveLetter(u.Path()) {
		return false
	}
	if !u.HasAuthority() {
		if special.Fold(u.Scheme()).Network() {
			return false
		}
		p := u.Path()
		if file {
			return true
		}
		if strings.HasPrefix(p, "/") {
			return false
		}
		// curl's authority: up to the first "/", "?" or "#" after the
		// scheme: the path up to its first "/", or all of it.
		if i := strings.IndexByte(p, '/'); i >= 0 {
			p = p[:i]
		}
		if at := strings.IndexByte(p, '@'); at >= 0 {
			return plainGuess(p[at+1:])
		}
		// "tel:911" is http://tel:911/ to curl: its host is the scheme,
		// which the host-as-scheme finding inspects.
		return true
	}
	switch u.HostKind() {
	case uri.HostIPv4:
	case uri.HostIPv6:
		if strings.Contains(u.Host(), "%") { // a zone
			return false
		}
	case uri.HostRegName:
		if !plainHost || strings.ContainsAny(u.Host(), "!$&'()*+,;=") {
			return false
		}
	default:
		return false
	}
	if file && (u.Path() == "" || u.Host() != "" && !ascii.EqualFold(u.Host(), "localhost")) {
		return false
	}
	if u.HasPort() || u.HasUserinfo() {
		if file {
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

// plainGuess reports whether the host and port h that curl reads after
// the "@" of a URI it finds no scheme in ("mailto:a@example.com") is a
// plain name: ASCII, no "%", not ending in a number and not localhost, so
// that it reaches no internal address without DNS. A port after it is
// digits or curl refuses the URI.
func plainGuess(h string) bool {
	if c := strings.IndexByte(h, ':'); c >= 0 {
		h = h[:c]
	}
	for i := 0; i < len(h); i++ {
		if c := h[i]; c >= 0x80 || c == '%' || curlRefused(c) {
			return false
		}
	}
	return h != "" && !mayEndInNumber(h) && !isLocalhost(h)
}

// curlRefused reports the bytes curl refuses in a host name, which a
// path may hold: then curl refuses the URI, and nothing is known here.
func curlRefused(c byte) bool {
	return strings.IndexByte("!$&'()*+,;=:@[]", c) >= 0
}

// hasDriveLetter reports whether the path p starts with a Windows drive
// letter, "/c:" or "/c|" at its end or before a "/".
func hasDriveLetter(p string) bool {
	return len(p) >= 3 && p[0] == '/' && ascii.IsAlpha(p[1]) && (p[2] == ':' || p[2] == '|') && (len(p) == 3 || p[3] == '/')
}
