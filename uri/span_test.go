package uri

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Span gives, for every component, the offsets of the text its accessor
// returns, and for an absent one the empty span where Span's comment says:
// over the RFC's examples, references that reach each branch, random
// references, and values made by resolution and normalization (whose
// offsets are set by other code than the parser's).
func TestSpan(t *testing.T) {
	refs := []string{
		"", "a", "/", "//", "?", "#", "http:", "http://", "http://a", "http://a/", "http://@a:/?#",
		"http://user:pw@example.com:8080/p/a/t/h?query=1#frag", "ftp://ftp.is.co.za/rfc/rfc1808.txt",
		"http://[2001:db8::7]/c=GB?objectClass?one", "http://[fe80::1%25en0]:80/", "http://[fe80::a%25%31]/",
		"http://[v7.x]/", "mailto:John.Doe@example.com", "news:comp.infosystems.www.servers.unix",
		"tel:+1-816-555-1212", "telnet://192.0.2.16:80/", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
		"//host/p?q#f", "../g;x?y#s", "g?y/./x", "#s", "?q#", "file:///etc/hosts", "a:b:c",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "a:/?#@[]%25.1v"
	for range 20000 {
		var b strings.Builder
		for n := rng.IntN(16); n > 0; n-- {
			b.WriteByte(alphabet[rng.IntN(len(alphabet))])
		}
		refs = append(refs, b.String())
	}
	base, _ := Parse("http://a/b/c/d;p?q")
	n := 0
	for _, s := range refs {
		u, err := ParseReference(s)
		if err != nil {
			continue
		}
		n++
		checkSpan(t, u)
		checkSpan(t, Normalize(u))
		if r, err := base.ResolveReference(u); err == nil {
			checkSpan(t, r)
		}
	}
	if n < 1000 {
		t.Fatalf("only %d references parsed", n)
	}
}

func checkSpan(t *testing.T, u URI) {
	t.Helper()
	s := u.String()
	_, ps := u.Span(ComponentAuthority)
	if !u.HasAuthority() {
		ps, _ = u.Span(ComponentPath)
	}
	hs, he := u.Span(ComponentHost)
	_, pe := u.Span(ComponentPath)
	parts := []struct {
		c          Component
		has        bool
		text       string
		absentAt   int // where an absent one stands
		before     string
		withinHost bool
	}{
		{ComponentScheme, u.HasScheme(), u.Scheme(), 0, "", false},
		{ComponentAuthority, u.HasAuthority(), u.Authority(), ps, "//", false},
		{ComponentUserinfo, u.HasUserinfo(), u.Userinfo(), ps, "", false},
		{ComponentHost, u.HasAuthority(), u.Host(), ps, "", false},
		{ComponentZone, u.Zone() != "", "", he, "%25", true},
		{ComponentPort, u.HasPort(), u.Port(), he, ":", false},
		{ComponentPath, true, u.Path(), 0, "", false},
		{ComponentQuery, u.HasQuery(), u.Query(), pe, "?", false},
		{ComponentFragment, u.HasFragment(), u.Fragment(), len(s), "#", false},
	}
	if u.HasAuthority() {
		parts[2].absentAt, _ = u.Span(ComponentAuthority)
	}
	last := 0
	for _, p := range parts {
		start, end := u.Span(p.c)
		if start < 0 || start > end || end > len(s) {
			t.Fatalf("%q: Span(%v) = %d, %d", s, p.c, start, end)
		}
		switch {
		case p.withinHost:
			if p.has && (start < hs || end > he || !strings.HasSuffix(s[:start], p.before) || u.Zone() != decodeValid(s[start:end])) {
				t.Errorf("%q: Span(zone) = %d, %d: %q", s, start, end, s[start:end])
			}
			if !p.has && (start != end || start != p.absentAt && u.HasAuthority()) {
				t.Errorf("%q: Span(zone) of no zone = %d, %d", s, start, end)
			}
			continue
		case p.has:
			if s[start:end] != p.text || !strings.HasSuffix(s[:start], p.before) {
				t.Errorf("%q: Span(%v) = %d, %d: %q, want %q after %q", s, p.c, start, end, s[start:end], p.text, p.before)
			}
		default:
			if start != end || start != p.absentAt {
				t.Errorf("%q: Span(%v) of an absent one = %d, %d, want %d", s, p.c, start, end, p.absentAt)
			}
		}
		if start < last {
			t.Errorf("%q: Span(%v) starts at %d, before the component ahead of it (%d)", s, p.c, start, last)
		}
		last = start
	}
	for _, c := range []Component{ComponentNone, ComponentSegment, Component(200)} {
		if start, end := u.Span(c); start != 0 || end != len(s) {
			t.Errorf("%q: Span(%v) = %d, %d, want the whole reference", s, c, start, end)
		}
	}
}
