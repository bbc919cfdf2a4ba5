package uri

import (
	"strings"
	"testing"
)

// Each encoding set against the ABNF of RFC 3986 Appendix A, written out
// as strings here; LookupEncodingSet by name, and by the name of the
// component a set is for.
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
		{QueryParamSet, "query-param", ComponentNone, strings.NewReplacer("&", "", "=", "", "+", "").Replace(pchar + "/?")},
		{UnreservedSet, "unreserved", ComponentNone, unreserved},
	} {
		if c.set.String() != c.name {
			t.Errorf("%v.String() = %q", c.set, c.set.String())
		}
		if got, ok := LookupEncodingSet(c.name); !ok || got != c.set {
			t.Errorf("LookupEncodingSet(%q) = %v, %v", c.name, got, ok)
		}
		if got, ok := LookupEncodingSet(c.component.String()); c.component != ComponentNone && (!ok || got != c.set) {
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
		if got := string(c.set.Append([]byte("x"), string(all))); got != "x"+enc {
			t.Errorf("%v.Append = %q", c.set, got)
		}
		if n := testing.AllocsPerRun(100, func() { _ = c.set.Encode(c.literal) }); n != 0 {
			t.Errorf("%v.Encode of what it holds: %v allocs, want 0", c.set, n)
		}
	}
	for _, name := range []string{"scheme", "port", "input", "authority", "", "Path", "any", "query-key", "query-value"} {
		if s, ok := LookupEncodingSet(name); ok {
			t.Errorf("LookupEncodingSet(%q) = %v", name, s)
		}
	}
}
