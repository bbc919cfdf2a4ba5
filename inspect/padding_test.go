package inspect

import (
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/uri"
)

// Padding past the host buffer (issue #36 point 1): a host percent-encoded
// at any length is read whole. UTS #46 ignores some code points (the
// "ignored" status of its mapping table: U+00AD SOFT HYPHEN, U+034F
// COMBINING GRAPHEME JOINER, U+180B MONGOLIAN FREE VARIATION SELECTOR ONE,
// U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER, U+2064 INVISIBLE PLUS,
// U+FE00 and U+FE0F VARIATION SELECTORS, U+FEFF ZERO WIDTH NO-BREAK SPACE,
// U+E0100 VARIATION SELECTOR-17), so a host padded with them is the host
// without them to browsers (Node 20's URL read every row below so) and to
// Go's net/http (idna.Lookup); and the number parsers take any number of
// leading zeros.
func paddedHosts() []struct{ in, addr string } {
	enc := func(s string) string { return url.PathEscape(s) }
	var rows []struct{ in, addr string }
	add := func(in, addr string) { rows = append(rows, struct{ in, addr string }{in, addr}) }
	for _, c := range []string{"\u00AD", "\u034F", "\u180B", "\u200B", "\u2060", "\u2064", "\uFE00", "\uFE0F", "\uFEFF", "\U000E0100"} {
		pad := strings.Repeat(enc(c), 124)
		add("http://127.0.0.1"+pad+"/", "127.0.0.1")
		add("http://169.254.169.254"+pad+"/latest/", "169.254.169.254")
		add("http://0x7f.1"+pad+"/", "127.0.0.1")
		add("http://2130706433"+pad+"/", "127.0.0.1")
		add("http://localhost"+pad+"/", "")
		add("http://"+pad+"10.0.0.1/", "10.0.0.1")
		add("http:/127.0.0.1"+pad+"/", "127.0.0.1") // the host browsers read in the path
	}
	zeros := strings.Repeat("%30", 260)
	add("http://0x"+zeros+"7f000001/", "127.0.0.1")
	add("http://"+zeros+"17700000001/", "127.0.0.1")
	add("http://"+zeros+"177.0.0.1/", "127.0.0.1")
	add("http://"+strings.Repeat("0", 3000)+"177.0.0.1/", "127.0.0.1")
	add("http://0x"+strings.Repeat("0", 3000)+"a9fea9fe/", "169.254.169.254")
	fw := func(s string) string { // full-width digits and letters, percent-encoded
		var b strings.Builder
		for _, r := range s {
			if r != '.' {
				r += 0xFF10 - '0'
				if r > 0xFF19 {
					r = r - 0xFF10 + '0' - 'a' + 0xFF41
				}
			}
			b.WriteString(enc(string(r)))
		}
		return b.String()
	}
	add("http://"+fw("0x"+strings.Repeat("0", 100)+"7f000001")+"/", "127.0.0.1")
	add("http://"+fw(strings.Repeat("0", 100)+"177.0.0.1")+"/", "127.0.0.1")
	add("http://"+fw(strings.Repeat("0", 100)+"10.0.0.1")+"/", "8.0.0.1") // octal 010: a public address
	return rows
}

// TestPaddedHosts: each padded host is a danger (private-address, or
// cloud-metadata for 169.254.169.254), and HostAddr reads its address,
// which guard.Blocked refuses.
func TestPaddedHosts(t *testing.T) {
	for _, tc := range paddedHosts() {
		u, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatalf("%.60q: %v", tc.in, err)
		}
		fs := Inspect(u)
		danger := false
		for _, f := range fs {
			danger = danger || f.Severity == Danger
		}
		a, ok := HostAddr(u)
		switch {
		case tc.addr == "8.0.0.1": // a public address (a rare spelling is a danger all the same)
			if !danger || !ok || a.String() != tc.addr || guard.Blocked(a) {
				t.Errorf("%.80q: danger %v, HostAddr %v %v", tc.in, danger, a, ok)
			}
		case tc.addr == "":
			if !danger {
				t.Errorf("%.80q: no danger: %v", tc.in, kinds(fs))
			}
		default:
			if !danger || !ok || a != netip.MustParseAddr(tc.addr) || !guard.Blocked(a) {
				t.Errorf("%.80q: danger %v (%v), HostAddr %v %v, want %s", tc.in, danger, kinds(fs), a, ok, tc.addr)
			}
		}
	}
}

func kinds(fs []Finding) []string {
	var k []string
	for _, f := range fs {
		k = append(k, f.Severity.String()+" "+string(f.Kind))
	}
	return k
}
