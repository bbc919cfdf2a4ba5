package uri

import (
	"strings"
	"testing"
)

// Each encoding set against the ABNF of RFC 3986 Appendix A, written out
// as strings here; the deprecated Encode against the sets, component by
// component; LookupEncodingSet by name.
func TestEncodingSets(t *testing.T) {
	const (
		unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
		subDelims  = "!$&'()*+,;="
		pchar      = unreserved + subDelims + ":@"
	)
	for _, c := range []struct {
		set       EncodingSet
		name      string
		component Component
		literal   string
	}{
		{UserinfoSet, "userinfo", ComponentUserinfo, unreserved + subDelims + ":"},
		{HostSet, "host", ComponentHost, unreserved + subDelims},
		{ZoneSet, "zone", ComponentZone, unreserved},
		{PathSet, "path", ComponentPath, pchar + "/"},
		{SegmentSet, "segment", ComponentSegment, pchar},
		{QuerySet, "query", ComponentQuery, pchar + "/?"},
		{FragmentSet, "fragment", ComponentFragment, pchar + "/?"},
		{QueryParamSet, "query-param", ComponentQueryKey, strings.NewReplacer("&", "", "=", "", "+", "").Replace(pchar + "/?")},
		{QueryParamSet, "query-param", ComponentQueryValue, strings.NewReplacer("&", "", "=", "", "+", "").Replace(pchar + "/?")},
		{UnreservedSet, "unreserved", ComponentAny, unreserved},
	} {
		if c.set.String() != c.name {
			t.Errorf("%v.String() = %q", c.set, c.set.String())
		}
		if got, ok := LookupEncodingSet(c.name); !ok || got != c.set {
			t.Errorf("LookupEncodingSet(%q) = %v, %v", c.name, got, ok)
		}
		if got, ok := LookupEncodingSet(c.component.String()); !ok || got != c.set {
			t.Errorf("LookupEncodingSet(%q) = %v, %v", c.component, got, ok)
		}
		var all []byte
		for i := 0; i < 256; i++ {
			b := byte(i)
			all = append(all, b)
			if got, want := c.set.Has(b), strings.IndexByte(c.literal, b) >= 0; got != want {
				t.Errorf("%v.Has(%q) = %v", c.set, b, got)
			}
		}
		enc := c.set.Encode(string(all))
		if back, err := Decode(enc); err != nil || back != string(all) {
			t.Errorf("%v: every byte does not come back: %q, %v", c.set, back, err)
		}
		if old, err := Encode(string(all), c.component); err != nil || old != enc {
			t.Errorf("Encode(every byte, %v) = %q, %v; %v.Encode gives %q", c.component, old, err, c.set, enc)
		}
		if got := string(c.set.Append([]byte("x"), string(all))); got != "x"+enc {
			t.Errorf("%v.Append = %q", c.set, got)
		}
		if n := testing.AllocsPerRun(100, func() { _ = c.set.Encode(c.literal) }); n != 0 {
			t.Errorf("%v.Encode of what it holds: %v allocs, want 0", c.set, n)
		}
	}
	for _, name := range []string{"scheme", "port", "input", "authority", "", "Path"} {
		if s, ok := LookupEncodingSet(name); ok {
			t.Errorf("LookupEncodingSet(%q) = %v", name, s)
		}
	}
	// The deprecated Encode validates what cannot be encoded.
	if s, err := Encode("coap+tcp", ComponentScheme); err != nil || s != "coap+tcp" {
		t.Errorf("Encode(scheme) = %q, %v", s, err)
	}
	for _, c := range []struct {
		s   string
		c   Component
		off int
	}{{"1a", ComponentScheme, 0}, {"a_b", ComponentScheme, 1}, {"", ComponentScheme, 0}, {"80a", ComponentPort, 2}, {"x", ComponentAuthority, 0}, {"x", ComponentNone, 0}} {
		if _, err := Encode(c.s, c.c); err == nil || err.(*Error).Offset != c.off {
			t.Errorf("Encode(%q, %v): %v, want an error at %d", c.s, c.c, err, c.off)
		}
	}
	if s, err := Encode("8080", ComponentPort); err != nil || s != "8080" {
		t.Errorf("Encode(port) = %q, %v", s, err)
	}
}
