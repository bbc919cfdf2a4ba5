package inspect

// Strings from the wild: what a service is handed is often no RFC 3986 URI
// ("https://en.wikipedia.org/wiki/Café" is an IRI; a space, "|" or "\" is
// common), and the clients fetch it all the same: browsers, Go's net/http
// and curl each read it their own way. A gate that refuses whatever RFC
// 3986 refuses turns away ordinary links; one that repairs before judging
// must still see where the clients go with the string as it came: a
// repair that only writes a character as RFC 3986 wants it ("é" as %C3%A9,
// a space as %20) changes nothing of the destination, while one in the
// authority ("http:/\evil.com", "http://evil.com\@good.com/",
// "http://a@b@c/") is where the readers part.

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/readings"
	"github.com/urikit/urikit/repair"
	"github.com/urikit/urikit/uri"
)

// Mode says which strings a Report takes beyond RFC 3986 URI references.
type Mode uint8

const (
	// IRIs maps an IRI reference (RFC 3987) to the URI reference it stands
	// for (RFC 3987 §3.1, iri.ToURI: the host in IDNA A-labels, the rest
	// percent-encoded UTF-8) and inspects that.
	IRIs Mode = 1 << iota
	// Repairs repairs a string as package repair does (as browsers read
	// it: a space written %20, "\" read as "/" where browsers read it so,
	// extra slashes before the host, ...) and inspects the repair.
	Repairs
)

// A Report is what inspect says about one string: the findings about the
// URI it stands for, and about where the clients that read the string as
// it is go.
type Report struct {
	// Input is the string given.
	Input string
	// URI is what the findings are about: Input itself when it is an RFC
	// 3986 URI reference; else its IRI's URI (Mapped) or its repair
	// (Repairs) when the Mode allows; the zero URI when Err is set.
	URI uri.URI
	// Mapped reports that URI is Input's IRI mapped to its URI.
	Mapped bool
	// Repairs lists the changes the repair made (Input repaired is URI);
	// nil when URI is not a repair.
	Repairs []repair.Change
	// Findings are about URI's text (offsets in URI.String()); when Err
	// is set, about Input's. A finding about where the readers of Input
	// go covers the whole text.
	Findings []Finding
	// Omitted counts the findings an Inspector's MaxFindings left out.
	Omitted Omitted
	// Err is why Input is no URI reference, when the Mode made none of
	// it; the Findings then only say where the clients that read Input
	// go, when that is a danger.
	Err error
}

// Danger reports whether a finding about the string, listed or omitted,
// is a danger.
func (r *Report) Danger() bool {
	if r.Omitted[Danger] > 0 {
		return true
	}
	for _, f := range r.Findings {
		if f.Severity == Danger {
			return true
		}
	}
	return false
}

// Report inspects s as a gate for strings from the wild does: an RFC 3986
// URI reference as Append does; another string mapped as an IRI, or
// repaired, when m allows (IRIs first), and the result inspected. When RFC
// 3986 refuses s, s itself is read by the clients that fetch it anyway (the
// URL Standard, Go's net/url, curl: package readings), and a finding says
// where they go, as a danger, when they part: when they (and the URI
// inspected) read different destinations, when one of them reads an
// internal address or localhost, or when RFC
// 3986 refuses s in its authority (the repair changes more there than the
// spelling of non-ASCII characters): "http:/\evil.com" is evil.com to
// browsers, no host to Go and refused by curl; "http://evil.com\@good.com/"
// evil.com to browsers and good.com to curl; "http://a@b@c/" has a host
// RFC 3986 cannot find. The work is linear in the length of s.
func (in Inspector) Report(s string, m Mode) Report {
	rep := Report{Input: s}
	r := &report{max: in.MaxFindings}
	u, err := uri.ParseReference(s)
	if err == nil {
		rep.URI = u
		in.inspect(r, u)
		r.sort()
		rep.Findings, rep.Omitted = r.fs, r.omitted
		return rep
	}
	judged := false
	if m&IRIs != 0 {
		if iu, ierr := uri.ParseIRIReference(s); ierr == nil {
			if v, verr := iri.ToURI(iu); verr == nil {
				rep.URI, rep.Mapped, judged = v, true, true
			}
		}
	}
	repaired, changes, rerr := repair.Repair(s)
	if !judged && m&Repairs != 0 && rerr == nil {
		if v, perr := uri.ParseReference(repaired); perr == nil {
			rep.URI, rep.Repairs, judged = v, changes, true
		}
	}
	text := s
	if judged {
		text = rep.URI.String()
		in.inspect(r, rep.URI)
	} else {
		rep.Err = err
	}
	var fix []repair.Change
	if rerr == nil {
		fix = changes
	}
	wildFinding(r, s, rep.URI, judged, rep.Mapped, fix, len(text))
	r.sort()
	rep.Findings, rep.Omitted = r.fs, r.omitted
	return rep
}

// wildFinding reports where the clients that read s, which RFC 3986
// refuses, go, when that is a danger (Report); u is the URI inspected in
// its stead (judged: an IRI's URI when mapped, else a repair), fix the
// changes a repair makes to s (nil when repair cannot make a URI reference
// of s), n the length of the text the findings are about.
func wildFinding(r *report, s string, u uri.URI, judged, mapped bool, fix []repair.Change, n int) {
	rs := readings.Read(s)
	var dest readings.Readings // the readers to compare: s's, and the URI inspected as RFC 3986
	dest.Input = s
	if judged && u.HasScheme() {
		dest.Of[readings.RFC3986] = readings.ReadURI(u).Of[readings.RFC3986]
	}
	some := false
	for _, rd := range [...]readings.Reader{readings.WHATWG, readings.NetURL, readings.Curl} {
		x := rs.Of[rd]
		if x.OK {
			some = true
		}
		if x.OK && !x.Guessed {
			dest.Of[rd] = x
		}
	}
	if !some {
		return // no client fetches it: the error says why
	}
	// A reading whose scheme curl guessed ("127.0.0.1:8080" is
	// http://127.0.0.1:8080/ to curl) is no reading of the same URI, but a
	// destination all the same: readsInternal looks at it.
	why := ""
	switch {
	case len(dest.Differ()) > 0:
		why = "they read different destinations"
	case readsInternal(&rs):
		why = "one reads an internal address or localhost"
	default:
		if at, ok := authorityRepair(s, fix); ok {
			why = "RFC 3986 refuses it in its authority (at offset " + strconv.Itoa(at) + "), where a filter looks for the host"
		} else if fix == nil && !judged {
			why = "it cannot be repaired into a URI a filter could check"
		}
	}
	if why == "" {
		return
	}
	var b strings.Builder
	b.WriteString("RFC 3986 refuses this string, but the clients fetch it: ")
	for i, rd := range [...]readings.Reader{readings.WHATWG, readings.NetURL, readings.Curl} {
		if i > 0 {
			b.WriteString(", ")
		}
		if i == 2 {
			b.WriteString("and ")
		}
		x := &rs.Of[rd]
		b.WriteString(readerAbout[rd] + " ")
		switch {
		case !x.OK:
			b.WriteString("refuses it")
		case x.Guessed:
			b.WriteString("reads " + strconv.Quote(shorten(x.Scheme+"://"+x.Host)) + " (a guessed scheme)")
		case !x.HasHost:
			b.WriteString("reads no host")
		default:
			b.WriteString("reads the host " + strconv.Quote(shorten(x.Host)))
		}
	}
	if judged && u.HasScheme() {
		x := &dest.Of[readings.RFC3986]
		what := "its repair"
		if mapped {
			what = "the URI the IRI stands for"
		}
		if x.HasHost {
			b.WriteString("; " + what + " has the host " + strconv.Quote(shorten(x.Host)))
		} else {
			b.WriteString("; " + what + " has no host")
		}
	}
	b.WriteString(": " + why + ". A filter that checks one reading is bypassed by a client that fetches with another")
	r.addf(KindParserDifferential, Danger, 0, n, b.String())
}

// readsInternal reports whether a reader that accepts the string reads
// an internal address (guard.Blocked) or localhost as its host.
func readsInternal(rs *readings.Readings) bool {
	for _, x := range rs.Of {
		if !x.OK || !x.HasHost {
			continue
		}
		if a, ok := destinationAddr(x.Host); ok && guard.Blocked(a) || isLocalhost(x.Host) {
			return true
		}
	}
	return false
}

// authorityRepair returns the offset of the first change of fix that moves
// a delimiter in the authority of s as browsers delimit it (after the
// scheme and any run of "/" and "\", up to the next "/", "\", "?" or
// "#"): a "\" read as "/", slashes before the host, a control removed, an
// "@" encoded. These decide where the host begins and ends, and the readers
// part on them; a character merely written as RFC 3986 wants it (a '"' or
// a "%" in a host, non-ASCII in IDNA) leaves the host where it is.
func authorityRepair(s string, fix []repair.Change) (int, bool) {
	start := 0
	if i := strings.IndexByte(s, ':'); i > 0 && isSchemeText(s[:i]) {
		start = i + 1
	}
	for start < len(s) && (s[start] == '/' || s[start] == '\\') {
		start++
	}
	end := len(s)
	if j := strings.IndexAny(s[start:], "/\\?#"); j >= 0 {
		end = start + j
	}
	for _, c := range fix {
		if c.Offset >= end {
			break
		}
		switch c.Kind {
		case repair.ReplacedBackslash, repair.AuthoritySlashes, repair.RemovedControl:
			return c.Offset, true
		case repair.EncodedChar:
			if c.Offset < len(s) && s[c.Offset] == '@' {
				return c.Offset, true
			}
		}
	}
	return 0, false
}

// isSchemeText reports whether s has the form of a scheme (RFC 3986 §3.1).
func isSchemeText(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c|0x20 && c|0x20 <= 'z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return s != ""
}
