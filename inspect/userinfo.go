package inspect

// The userinfo (RFC 3986 §3.2.1): passwords (§7.5 "Sensitive
// Information"; seed 003 §7.4, seed 001 §7, RFC 1738 §6) and userinfo
// written to look like the host (§7.6 "Semantic Attacks"; seed 003 §7.5).

import (
	"bytes"
	"github.com/urikit/urikit/internal/ascii"
	"strconv"
	"strings"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// authority inspects the userinfo, host and port.
//
// It reports whether the host is a plain name (hostFindings).
func authorityFindings(r *report, u uri.URI, reg *scheme.Registry) (plainHost bool) {
	uiOff, _ := u.Span(uri.ComponentUserinfo)
	hostOff, _ := u.Span(uri.ComponentHost)
	portOff, _ := u.Span(uri.ComponentPort)
	ui, has := u.Userinfo(), u.HasUserinfo()
	host := u.Host()
	port, hasPort := u.Port(), u.HasPort()
	if !has && isRegNameAuthority(u) {
		if at, colon, ok := regNameServer(host); ok {
			ui, uiOff, has = host[:at], hostOff, true
			if colon < len(host) {
				port, hasPort, portOff = host[colon+1:], true, hostOff+colon+1
			}
			host, hostOff = host[at+1:colon], hostOff+at+1
		}
	}
	if has {
		userinfo(r, ui, uiOff, host)
	}
	plainHost = hostFindings(r, host, hostOff)
	if hasPort {
		portFindings(r, u.Scheme(), port, portOff, reg)
	}
	return plainHost
}

// userinfo inspects ui, the userinfo at offset off of a URI whose host is
// host.
func userinfo(r *report, ui string, off int, host string) {
	appendControls(r, ui, off, false, false)
	var buf [maxUserinfo]byte
	d, _ := decodeAppend(buf[:0], ui)
	user, pass, hasPass := bytes.Cut(d, []byte{':'})
	switch {
	case bytes.Contains(d, []byte("://")) || bytes.IndexByte(d, '&') >= 0 || bytes.IndexByte(d, '=') >= 0 ||
		looksLikeHost(user) || hasPass && looksLikeHost(pass):
		r.addf(KindMisleadingUserinfo, Danger, off, len(ui),
			"the userinfo "+strconv.Quote(shorten(ui))+" looks like a host name, but the host is "+
				strconv.Quote(shorten(host))+": a reader may believe the URI goes elsewhere (RFC 3986 §7.6)")
	case !hasPass || len(pass) == 0:
		r.addf(KindUserinfo, Info, off, max(len(ui), 1), // an empty one: the "@"
			"a user name in the URI; it is shown to anyone who sees the URI and most web clients ignore or question it (RFC 3986 §3.2.1)")
	}
	if c := strings.IndexByte(ui, ':'); c >= 0 && c+1 < len(ui) {
		r.addf(KindPassword, Warning, off+c+1, len(ui)-c-1,
			"a password in the URI is readable by anyone who sees or logs it (RFC 3986 §7.5); remove it, or log the URI redacted")
	}
}

// maxUserinfo bounds the decoded userinfo examined; a longer one is judged
// on its first maxUserinfo octets.
const maxUserinfo = 1024

// looksLikeHost reports whether p, one part of a decoded userinfo (the user
// or the password), reads as a host name or address: "www." and a name, a
// dotted IPv4 address, a name of three or more labels, or a name of two
// labels ending in a common top-level domain ("paypal.com"). A user name
// such as "john.doe", and the local part of an e-mail address used as
// user name ("joe@example.com" is judged by "joe"), do not.
func looksLikeHost(p []byte) bool {
	if at := bytes.IndexByte(p, '@'); at >= 0 {
		// An e-mail address as user name is judged by its local part, but
		// an address after an "@" is where a parser that takes the first
		// "@" goes ("foo@127.0.0.1:11211@example.com", Orange Tsai's "A
		// New Era of SSRF").
		for rest, more := p[at+1:], true; more; {
			var piece []byte
			piece, rest, more = bytes.Cut(rest, []byte{'@'})
			if end := bytes.IndexAny(piece, ":/\\?#; "); end >= 0 {
				piece = piece[:end]
			}
			if _, ok := guard.ParseIPv4(piece); ok || isLocalhost(piece) {
				return true
			}
		}
		p = p[:at]
	}
	// What ends a host in a URL (a path, query or fragment delimiter, or
	// ";" of the old parameters) ends it here too: "127.0.0.1;" and
	// "127.0.0.1%2F" (decoded "127.0.0.1/") read as the host 127.0.0.1 to
	// a person and to a parser that splits the authority elsewhere.
	if end := bytes.IndexAny(p, "/\\?#; "); end >= 0 {
		p = p[:end]
	}
	if len(p) < 3 {
		return false
	}
	if ascii.HasPrefixFold(p, "www") {
		i := 3
		for i < len(p) && '0' <= p[i] && p[i] <= '9' {
			i++
		}
		if i < len(p) && p[i] == '.' && i+1 < len(p) {
			return true
		}
	}
	if bytes.IndexByte(p, '.') >= 0 {
		if _, ok := guard.ParseIPv4(p); ok {
			return true
		}
	}
	labels, last := 0, 0
	start := 0
	for i := 0; i <= len(p); i++ {
		if i < len(p) && p[i] != '.' {
			c := p[i] | 0x20
			if !('a' <= c && c <= 'z' || '0' <= p[i] && p[i] <= '9' || p[i] == '-') {
				return false
			}
			continue
		}
		if i == start {
			return false // empty label
		}
		labels++
		last = start
		start = i + 1
	}
	if labels < 2 {
		return false
	}
	tld := p[last:]
	for _, c := range tld {
		if c|0x20 < 'a' || c|0x20 > 'z' {
			return false
		}
	}
	if len(tld) < 2 {
		return false
	}
	return labels >= 3 || commonTLD(tld)
}

// commonTLD reports whether t (letters) is one of the most used top-level
// domains, for telling "paypal.com" from "john.doe".
func commonTLD(t []byte) bool {
	var b [8]byte
	if len(t) > len(b) {
		return false
	}
	for i, c := range t {
		b[i] = c | 0x20 // letters only
	}
	switch string(b[:len(t)]) {
	case "com", "net", "org", "edu", "gov", "mil", "int", "info", "biz", "io", "co",
		"app", "dev", "xyz", "online", "site", "top", "me", "tv", "us", "uk", "de",
		"fr", "ru", "cn", "jp", "br", "in", "it", "nl", "au", "ca", "es", "eu":
		return true
	}
	return false
}
