package readings

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// differentialSeeds: the forms the readers part on, and everyday ones.
var differentialSeeds = []string{
	"http://example.com/", "HTTPS://Example.COM:0443/a?b#c", "http:evil.com/", "http:////evil.com/",
	"http:/evil.com", "http://evil.com\\@good.com/", "http://a@b@c/", "http://[fe80::1%25en0]:8080/",
	"http://[v1.x]/", "http://%31%32%37.0.0.1/", "http://a%2541/", "http://0x7f.1:80/", "foo://EXAMPLE.com:21/",
	"file://localhost/etc/passwd", "mailto:a@b", "//evil.com/x", "///x", "http://a:99999/", "http://a:/",
	"ws://h", "ftp://u:p@h/", "http://xn--bcher-kva.de/", "http://b%C3%BCcher.de/", "http://127.0.0.1%09.x/",
	"http://1.2.3.04/", "foo://a.b.123/", "foo:///x", "http://[::ffff:1.2.3.4]/", "javascript:alert(1)",
	"http://[::1%2525]/", "foo://a:b:80/", "http://h:08080/", "HTTP:EVIL.COM", "http://\u00e9.com/",
	"http://A!$&'()*+,;=_~.B/", "file://h/x", "file://u@h/x", "file://c:/x", "file://h:21/", "FILE://LOCALHOST/", "file:c:/x", "file:///c:/x", "http://u:p@XN--BCHER-KVA.de:080/", "https://x.0x1/", "http://1.2.3.4:65535/",
}

// FuzzReadings: each reading agrees with calling its parser directly: it
// accepts exactly what the parser accepts, with the parser's error; its
// scheme is the parser's, lower-cased; it has a host exactly when the
// parser reads an authority; its port is the parser's port or the
// scheme's default. Hosts are checked against independent spellings: the
// URL Standard's reading of a special URL is its own hostname; RFC 3986's
// reading of a reg-name is the hostname the URL Standard gives
// "http://HOST/"; and RFC 3986 and net/url, whenever both accept a URI
// with a scheme, read the same destination (RFC 3986's grammar leaves
// net/url no other way to split it). Every canonical host is a fixed
// point of CanonicalHost.
// Run: go test ./readings -run '^$' -fuzz FuzzReadings -parallel 1 -fuzztime 2m
func FuzzReadings(f *testing.F) {
	for _, s := range differentialSeeds {
		f.Add(s)
	}
	for _, p := range readPayloads(f) {
		f.Add(p.Input)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rs := Read(s)
		if rs.Input != s {
			t.Fatalf("Input %q", rs.Input)
		}
		checkRFC3986(t, s, rs.Of[RFC3986])
		checkWHATWG(t, s, rs.Of[WHATWG])
		checkNetURL(t, s, rs.Of[NetURL])
		checkCurl(t, s, rs.Of[Curl])
		a, n := rs.Of[RFC3986], rs.Of[NetURL]
		if a.OK && n.OK && a.Scheme != "" && (a.HasHost != n.HasHost || a.same != n.same || a.Port != n.Port || a.Scheme != n.Scheme) {
			t.Fatalf("%q: RFC 3986 %+v, net/url %+v", s, a, n)
		}
		for r, x := range rs.Of {
			if x.HasHost && x.Host != "" && x.Host[0] != '[' && CanonicalHost(x.Host) != x.Host {
				t.Fatalf("%q: %v host %q, CanonicalHost of it %q", s, Reader(r), x.Host, CanonicalHost(x.Host))
			}
		}
		if rs.OK() != (len(rs.AcceptedBy()) > 0) || (len(rs.Differ()) > 0) != (rs.differ() != 0) {
			t.Fatalf("%q: OK %v, AcceptedBy %v, Differ %v", s, rs.OK(), rs.AcceptedBy(), rs.Differ())
		}
	})
}

func checkRFC3986(t *testing.T, s string, x Reading) {
	u, err := uri.Parse(s)
	if x.OK != (err == nil) || err != nil && x.Err.Error() != err.Error() {
		t.Fatalf("%q: rfc3986 reading %+v, uri.Parse %v", s, x, err)
	}
	if err != nil {
		return
	}
	if x.Scheme != ascii.Lower(u.Scheme()) || x.HasHost != (u.HasAuthority() || x.Scheme == "file") || x.Port != wantPort(x.Scheme, u.Port()) {
		t.Fatalf("%q: rfc3986 reading %+v", s, x)
	}
	if k := u.HostKind(); k == uri.HostRegName || k == uri.HostIPv4 {
		w, err := whatwg.Parse("http://" + u.Host() + "/")
		if err == nil && x.Host != w.Hostname() && !(x.Scheme == "file" && x.Host == "") {
			t.Fatalf("%q: rfc3986 host %q, the URL Standard's %q", s, x.Host, w.Hostname())
		}
		if err != nil && x.Host != ascii.Lower(u.Host()) {
			// Refused by the host parser: shown as written, lower-cased.
			t.Fatalf("%q: rfc3986 host %q, written %q", s, x.Host, u.Host())
		}
	}
}

func checkWHATWG(t *testing.T, s string, x Reading) {
	u, err := whatwg.Parse(s)
	if x.OK != (err == nil) || err != nil && x.Err.Error() != err.Error() {
		t.Fatalf("%q: whatwg reading %+v, whatwg.Parse %v", s, x, err)
	}
	if err != nil {
		return
	}
	if x.Scheme != u.Scheme() || x.HasHost != (u.HostKind() != whatwg.HostNone) || x.Port != wantPort(x.Scheme, u.Port()) {
		t.Fatalf("%q: whatwg reading %+v", s, x)
	}
	if u.IsSpecial() && x.HasHost && x.Host != u.Hostname() {
		t.Fatalf("%q: whatwg host %q, hostname %q", s, x.Host, u.Hostname())
	}
}

func checkNetURL(t *testing.T, s string, x Reading) {
	u, err := url.Parse(s)
	if x.OK != (err == nil) || err != nil && x.Err.Error() != err.Error() {
		t.Fatalf("%q: net/url reading %+v, url.Parse %v", s, x, err)
	}
	if err != nil {
		return
	}
	if x.Scheme != u.Scheme || x.Port != wantPort(x.Scheme, u.Port()) {
		t.Fatalf("%q: net/url reading %+v", s, x)
	}
	if x.Scheme == "file" && !x.HasHost {
		t.Fatalf("%q: net/url reading %+v: a file URL without a host", s, x)
	}
	if x.Scheme != "file" && !x.HasHost && (u.Host != "" || u.User != nil) {
		t.Fatalf("%q: net/url reading %+v without a host, url.Parse host %q", s, x, u.Host)
	}
	if x.Scheme != "file" && x.HasHost && (u.Opaque != "" || u.OmitHost) {
		t.Fatalf("%q: net/url reading %+v with a host, url.Parse opaque %q", s, x, u.Opaque)
	}
}

// wantPort is the effective port by CLI.md's words: the digits as a
// number, or the default of the five schemes with one.
func wantPort(scheme, digits string) string {
	if digits != "" {
		d := strings.TrimLeft(digits, "0")
		if d == "" {
			d = "0"
		}
		return d
	}
	switch scheme {
	case "http", "ws":
		return "80"
	case "https", "wss":
		return "443"
	case "ftp":
		return "21"
	}
	return ""
}

// checkCurl: curl's reading refuses with a *CurlError located in the text
// it reads (up to a NUL), or accepts with a lower-case scheme (the one
// written before ":/", or one it guesses), a host (none only for a file
// URL, which reads the local machine) and a port of at most 65535.
func checkCurl(t *testing.T, s string, x Reading) {
	c := s
	if i := strings.IndexByte(c, 0); i >= 0 {
		c = c[:i]
	}
	if !x.OK {
		var e *CurlError
		if !errors.As(x.Err, &e) || e.Offset < 0 || e.Offset > len(c) || !strings.HasPrefix(e.Error(), "curl: CURLUE_") {
			t.Fatalf("%q: curl reading %+v", s, x)
		}
		return
	}
	if x.Scheme != ascii.Lower(x.Scheme) || x.Scheme == "" || !x.HasHost || x.Host == "" && x.Scheme != "file" {
		t.Fatalf("%q: curl reading %+v", s, x)
	}
	if sch, _, ok := strings.Cut(c, ":/"); ok && curlScheme(c) != "" && x.Scheme != ascii.Lower(sch) {
		t.Fatalf("%q: curl reads the scheme %q", s, x.Scheme)
	}
	if x.Port != "" {
		if n, err := strconv.Atoi(x.Port); err != nil || n > 65535 || n < 0 {
			t.Fatalf("%q: curl port %q", s, x.Port)
		}
	}
}
