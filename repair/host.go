package repair

// What a client can connect to: the slashes browsers read before a host
// (the URL Standard's "special authority slashes" and "special authority
// ignore slashes" states, its "relative slash state"), the host parser's
// forbidden code points and domain parser (URL Standard §3.5, §3.3), and
// the port's range (§4.4 "port state": at most 2^16 - 1). A reference that
// RFC 3986 accepts but no browser connects with is no repair: it is an
// error, so that a crawler drops it instead of fetching something else.

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/internal/special"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// slashesToFix reports whether the valid reference u is one whose host a
// browser finds after a run of slashes other than "//": an http, https,
// ws, wss or ftp URI without an authority or with an empty one, or a
// relative reference with an empty authority, followed by a non-empty
// segment.
func slashesToFix(u uri.URI) bool {
	switch {
	case u.HasScheme() && !special.Fold(u.Scheme()).Network():
		return false
	case !u.HasScheme() && !u.HasAuthority():
		return false
	case u.HasAuthority() && u.Authority() != "":
		return false
	}
	p := strings.TrimLeft(u.Path(), "/")
	return p != "" && p[0] != '/'
}

// authoritySlashes reports where the authority begins when the run of
// slashes at t[i:] (the backslashes of a web URL are slashes by now)
// stands before the host of a special URL (colon >= 0, the scheme http,
// https, ws, wss or ftp) or of a relative reference (colon < 0, three
// slashes or more), and is not "//" already; the caller writes "//" for
// it. ok is false otherwise.
func (r *repairer) authoritySlashes(i, colon int) (from int, ok bool) {
	t := r.t
	if colon >= 0 && !special.Fold(t[:colon]).Network() {
		return 0, false
	}
	j := i
	for j < len(t) && t[j] == '/' {
		j++
	}
	if colon < 0 && j-i < 3 || colon >= 0 && j-i == 2 {
		return 0, false
	}
	if j == len(t) || t[j] == '?' || t[j] == '#' || t[j] == '/' {
		return 0, false // no host: browsers refuse it, and RFC 3986 reads a path
	}
	what := strconv.Itoa(j-i) + " slashes"
	switch j - i {
	case 0:
		what = "no slashes"
	case 1:
		what = "1 slash"
	}
	r.add(AuthoritySlashes, r.at(i), what+` before the host written "//", as browsers read them (the URL Standard skips any run of "/" and "\" there)`)
	return j, true
}

// regName writes the host t[from:to] as a reg-name (§3.2.2), or returns
// the error for a host no client can use. In a web URL (a special scheme,
// or a relative reference) the host is what the URL Standard's domain
// parser accepts, written in A-labels when it has non-ASCII characters;
// in another it may hold anything but the forbidden host code points, and
// what a reg-name does not allow is percent-encoded (browsers
// percent-encode the host of other schemes, whose reg-name need not be a
// DNS name).
func (r *repairer) regName(from, to int) error {
	h := string(r.t[from:to])
	if r.file && len(h) == 2 && ascii.IsAlpha(h[0]) && h[1] == '|' {
		// A drive letter, which browsers read as the start of the path
		// (the URL Standard's file host state): "file://C|/" is file:///C:/.
		r.b = append(r.b, '/', h[0], ':')
		r.add(ReplacedPipe, r.at(from+1), `"|" after the drive letter of a file URL replaced with ":", and the drive letter made the start of the path, as browsers read it`)
		return nil
	}
	for k := 0; k < len(h); k++ {
		if c := h[k]; special.ForbiddenHost(c) || r.web && (c < ' ' || c == 0x7f) {
			return r.hostError(from+k, h, c)
		}
	}
	if !r.web || h == "" {
		r.part(from, to, aHost)
		return nil
	}
	d := pct.Decode(h)
	a, err := whatwg.ParseDomain(d, false)
	if err != nil {
		k := strings.IndexByte(h, '%')
		switch {
		case k >= 0 && !isHex2(h[k+1:]):
			return r.hostError(from+k, h, '%')
		case k >= 0:
			return &Error{Input: r.in, Offset: r.at(from + k), Reason: "host " + strconv.Quote(h) + " reads " + strconv.Quote(d) +
				" once percent-decoded, which browsers refuse (" + err.Error() + "); correct the host"}
		}
		return &Error{Input: r.in, Offset: r.at(from), Reason: "host " + strconv.Quote(h) +
			" is not a domain browsers accept (" + err.Error() + "); correct the host"}
	}
	for k := 0; k < len(h); k++ {
		if h[k] >= utf8.RuneSelf {
			r.b = append(r.b, a...)
			r.add(IDNAHost, r.at(from), "host "+strconv.Quote(h)+" written "+strconv.Quote(a)+" (IDNA A-labels)")
			return nil
		}
	}
	r.part(from, to, aHost)
	return nil
}

// isHex2 reports whether s begins with two hex digits.
func isHex2(s string) bool { return len(s) >= 2 && ascii.IsHex(s[0]) && ascii.IsHex(s[1]) }

// port writes the port t[from:to], from the ":" on (§3.2.3), or returns
// the error for one that is not digits or is above 65535.
func (r *repairer) port(from, to int) error {
	if from == to {
		return nil
	}
	n := 0
	for k := from + 1; k < to; k++ {
		c := r.t[k]
		if c < '0' || c > '9' {
			p := string(r.t[from+1 : to])
			return &Error{Input: r.in, Offset: r.at(k), Reason: "port " + strconv.Quote(p) +
				" is not a number; a port is decimal digits: correct it or remove it with its \":\""}
		}
		if n = min(n*10+int(c-'0'), 1<<20); n > 65535 {
			return portError(r.in, r.at(from+1), string(r.t[from+1:to]))
		}
	}
	r.b = append(r.b, r.t[from:to]...)
	return nil
}

// portError is the error for the port p, above 65535, at off in s.
func portError(s string, off int, p string) *Error {
	if len(p) > 20 {
		p = p[:20] + "..."
	}
	return &Error{Input: s, Offset: off, Reason: "port " + strconv.Quote(p) +
		" is above 65535, which no client can connect to; correct it or remove it with its \":\""}
}

// hostError is the error for the character c at t[k] of the host h.
func (r *repairer) hostError(k int, h string, c byte) *Error {
	what := strconv.QuoteRune(rune(c))
	if c < ' ' || c == 0x7f {
		what = "control character " + pct.Encode(string(c), pct.Set{})
	}
	return &Error{Input: r.in, Offset: r.at(k), Reason: "host " + strconv.Quote(h) + " holds " + what +
		", which no client accepts in a host (the URL Standard's forbidden host code points); correct the host"}
}

// unusable returns the error for a valid reference s (parsed as u) that no
// client can use: a port above 65535, or a web URL's host that the URL
// Standard's host parser refuses once percent-decoded. A host without "%"
// costs nothing here.
func unusable(s string, u uri.URI) *Error {
	if !u.HasAuthority() {
		return nil
	}
	if p := u.Port(); atoi(p) > 65535 {
		at, _ := u.Span(uri.ComponentPort)
		return portError(s, at, p)
	}
	h := u.Host()
	if u.HostKind() != uri.HostRegName || strings.IndexByte(h, '%') < 0 || u.HasScheme() && special.Fold(u.Scheme()) == special.Other {
		return nil
	}
	d := pct.Decode(h)
	if _, err := whatwg.ParseDomain(d, false); err != nil {
		at, _ := u.Span(uri.ComponentHost)
		return &Error{Input: s, Offset: at, Reason: "host " + strconv.Quote(h) + " reads " + strconv.Quote(d) +
			" once percent-decoded, which browsers refuse (" + err.Error() + "); correct the host"}
	}
	return nil
}

// atoi is the value of the decimal digits p, capped at 2^20.
func atoi(p string) int {
	n := 0
	for i := 0; i < len(p); i++ {
		n = min(n*10+int(p[i]-'0'), 1<<20)
	}
	return n
}
