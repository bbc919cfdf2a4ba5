package inspect

import (
	"slices"
	"testing"

	"github.com/urikit/urikit/uri"
)

// FuzzInspect: Inspect never panics; every finding lies inside the input,
// has a message and a known severity; a finding with an IPv4 address names
// the address the host decodes to; and findings come in offset order.
// Run: go test ./inspect -run '^$' -fuzz FuzzInspect -parallel 1 -fuzztime 2m
func FuzzInspect(f *testing.F) {
	for _, s := range []string{
		"http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm", "ftp://user:secret@host.dom/",
		"http://0x7f.1/", "http://017700000001/", "http://2130706433/", "http://127.1/",
		"gopher://mail.example.org:25/1HELO%0D%0A", "http://example.com/", "http://%31%32%37.0.0.1/",
		"http://[::ffff:127.0.0.1]/", "http://xn--pple-43d.com/", "http://h/%2e%2e/a%2Fb%5C", "../a/./b",
		"http://u:p@h:99999/?%00#%0a", "http://p%D0%B0ypal.com/", "http://localhost./",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, d := range uri.Dialects() {
			u, err := d.ParseReference(s)
			if err != nil {
				continue
			}
			fs := Inspect(u)
			last := 0
			for _, fi := range fs {
				if fi.Offset < last || fi.Length <= 0 || fi.Offset+fi.Length > len(s) || fi.Message == "" || fi.Severity > Danger {
					t.Fatalf("%s %q: bad finding %+v in %+v", d, s, fi, fs)
				}
				last = fi.Offset
				if fi.Addr.Is4() && (fi.Kind == KindRareIPv4 || fi.Kind == KindEncodedHost) {
					// The address is one that the host text it covers reads
					// as (the URI's host, or the host browsers find in the
					// path of a special URI); HostAddr gives the first.
					span := s[fi.Offset : fi.Offset+fi.Length]
					var buf [maxHost]byte
					hr := readHost(span, decodeHost(buf[:], span))
					if !slices.ContainsFunc(hr.addrs[:hr.n], func(ar addrReading) bool { return ar.addr == fi.Addr }) {
						t.Fatalf("%s %q: %s address %v, the host %q reads %+v", d, s, fi.Kind, fi.Addr, span, hr)
					}
					onHost := u.HasAuthority() && fi.Offset == hostStart(u) && fi.Length == len(u.Host())
					if a, ok := HostAddr(u); onHost && (!ok || a != hr.addrs[0].addr) {
						t.Fatalf("%s %q: %s address %v, HostAddr %v %v", d, s, fi.Kind, fi.Addr, a, ok)
					}
				}
			}
			if r := u.Redacted(); len(r) > len(s)+5 {
				t.Fatalf("%q: Redacted %q", s, r)
			}
		}
	})
}

// hostStart returns the offset of u's host.
func hostStart(u uri.URI) int {
	start, _ := u.Span(uri.ComponentHost)
	return start
}
