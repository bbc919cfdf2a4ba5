package scheme

import (
	"math"
	"slices"
	"testing"
)

func TestWellKnownPortsSorted(t *testing.T) {
	if !slices.IsSortedFunc(wellKnownPorts, func(a, b Port) int { return int(a.Number) - int(b.Number) }) {
		t.Fatal("wellKnownPorts is not sorted by number")
	}
	for i := 1; i < len(wellKnownPorts); i++ {
		if wellKnownPorts[i].Number == wellKnownPorts[i-1].Number {
			t.Errorf("port %d twice", wellKnownPorts[i].Number)
		}
	}
}

// TestLookupPortFetch: every "bad port" of the WHATWG Fetch Standard (port
// blocking), written out here from the standard's list, is found; the web
// ports are not.
func TestLookupPortFetch(t *testing.T) {
	fetch := []int{1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87,
		95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179,
		389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
		989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665,
		6666, 6667, 6668, 6669, 6679, 6697, 10080}
	for _, p := range fetch {
		if got, ok := LookupPort(p); !ok || int(got.Number) != p || got.Service == "" {
			t.Errorf("LookupPort(%d) = %+v, %v", p, got, ok)
		}
	}
	for _, p := range []int{-1, 0, 80, 443, 8080, 8443, 3000, 65535, 65536, math.MaxInt} {
		if got, ok := LookupPort(p); ok {
			t.Errorf("LookupPort(%d) = %+v, want none", p, got)
		}
	}
}

// TestLookupPortSeeds: the protocols of the seeds' security sections (RFC
// 1738 §6: a gopher URL sent to an SMTP server) and the default ports of
// the seed schemes carry the IANA service names.
func TestLookupPortSeeds(t *testing.T) {
	for p, name := range map[int]string{25: "smtp", 21: "ftp", 23: "telnet", 110: "pop3", 119: "nntp", 143: "imap", 6379: "redis"} {
		if got, ok := LookupPort(p); !ok || got.Service != name {
			t.Errorf("LookupPort(%d) = %+v, %v; want %s", p, got, ok, name)
		}
	}
}
