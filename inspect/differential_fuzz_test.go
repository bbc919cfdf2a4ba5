package inspect

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/readings"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// FuzzReadersAgree: the pre-check is sound. When it vouches for a URI, the
// full reading has RFC 3986, the URL Standard and net/url accept it with
// one destination, curl too unless it finds no scheme in it, and the full
// comparison finds nothing (no differential, no destination of curl's to
// classify).
// Run: go test ./inspect -run '^$' -fuzz FuzzReadersAgree -parallel 1 -fuzztime 2m
func FuzzReadersAgree(f *testing.F) {
	for _, row := range readResearch(f) {
		f.Add(row.Input)
	}
	for _, p := range readPayloads(f) {
		f.Add(p.Input)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := uri.ParseReference(s)
		if err != nil {
			return
		}
		plain := plainHostOf(u)
		if h := u.Host(); u.HostKind() == uri.HostRegName && plain != (h != "" && strings.IndexByte(h, '%') < 0 && !endsInANumber(h)) {
			t.Fatalf("%q: hostFindings says plain %v", s, plain)
		}
		if !u.HasScheme() || !readersAgree(u, plain) {
			return
		}
		rs := readings.Read(s)
		if rs.Of[readings.Curl].Guessed || !rs.Of[readings.Curl].OK && !curlSeesScheme(u) {
			rs.Of[readings.Curl] = rs.Of[readings.RFC3986]
		}
		if len(rs.AcceptedBy()) != len(rs.Of) || len(rs.Differ()) != 0 {
			t.Fatalf("%q: the pre-check vouches for it, but %+v", s, rs.Of)
		}
		r := &report{}
		if readAndCompare(r, u); len(r.fs) != 0 {
			t.Fatalf("%q: the pre-check vouches for it, but %+v", s, r.fs)
		}
	})
}

// plainHostOf is what Inspect's authority findings say of u's host: a
// plain name, for readersAgree.
func plainHostOf(u uri.URI) bool {
	return u.HasAuthority() && authorityFindings(&report{}, u, scheme.Default())
}

// endsInANumber is the URL Standard's "ends in a number" checker, as the
// host parser shows it: it reads the host as an IPv4 address, or fails in
// its IPv4 parser (an ASCII reg-name passes its domain steps).
func endsInANumber(h string) bool {
	host, err := whatwg.ParseHost(h, false)
	return err == nil && host.Kind() == whatwg.HostIPv4 || isIPv4Failure(err)
}
