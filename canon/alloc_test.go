package canon

import (
	"strings"
	"testing"
)

// A URL already in Safe Browsing's canonical form comes back as itself
// without an allocation, and SURT and Safe Browsing keys written into a
// buffer with room allocate nothing, for every URL of the samples whose
// host is ASCII (Safe Browsing: and whose path has no dot segment).
func TestAllocs(t *testing.T) {
	urls := urlLines(t)
	buf := make([]byte, 0, 1<<16)
	n, canonical := 0, 0
	for _, u := range urls {
		if !isASCIIString(u) || len(u) > 400 || escapedHost(u) {
			continue
		}
		sb, err := SafeBrowsing(u)
		if err != nil {
			continue
		}
		n++
		// Dot segments go through uri.RemoveDotSegments, on a string.
		if a := testing.AllocsPerRun(3, func() { buf, _ = AppendSafeBrowsing(buf[:0], u) }); a != 0 && !strings.Contains(u, "/.") && !strings.Contains(strings.ToLower(u), "%2e") {
			t.Errorf("AppendSafeBrowsing(%q): %v allocations", u, a)
		}
		if _, err := SURT(u); err != nil {
			continue
		}
		// A tab, CR or LF inside the URL costs SURT a copy without them.
		if a := testing.AllocsPerRun(3, func() { buf, _ = AppendSURT(buf[:0], u) }); a != 0 && !strings.ContainsAny(u, "\t\r\n") {
			t.Errorf("AppendSURT(%q): %v allocations", u, a)
		}
		if sb == u {
			canonical++
		}
		if a := testing.AllocsPerRun(3, func() { SafeBrowsing(sb) }); a != 0 {
			t.Errorf("SafeBrowsing(%q), already canonical: %v allocations", sb, a)
		}
	}
	if n < 10000 || canonical < 1000 {
		t.Errorf("%d URLs checked, %d canonical as given", n, canonical)
	}
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// escapedHost reports whether the authority of u holds a "%" (a host that
// may be non-ASCII once decoded).
func escapedHost(u string) bool {
	_, rest, _ := strings.Cut(u, "//")
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	return strings.Contains(rest, "%")
}
