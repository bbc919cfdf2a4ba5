package special

import (
	"strings"
	"testing"
)

// The table of URL Standard §4.2: the six special schemes and their
// default ports (null for file), every other scheme not special.
func TestSchemes(t *testing.T) {
	for _, c := range []struct {
		scheme  string
		kind    Kind
		port    int32
		network bool
	}{
		{"ftp", FTP, 21, true}, {"file", File, -1, false}, {"http", HTTP, 80, true},
		{"https", HTTPS, 443, true}, {"ws", WS, 80, true}, {"wss", WSS, 443, true},
		{"", Other, -1, false}, {"h", Other, -1, false}, {"htt", Other, -1, false},
		{"httpss", Other, -1, false}, {"gopher", Other, -1, false}, {"blob", Other, -1, false},
		{"data", Other, -1, false}, {"ftps", Other, -1, false}, {"wsss", Other, -1, false},
	} {
		up := strings.ToUpper(c.scheme)
		if k := Of(c.scheme); k != c.kind || k.DefaultPort() != c.port || k.Network() != c.network {
			t.Errorf("Of(%q) = %v, port %d, network %v; want %v, %d, %v", c.scheme, k, k.DefaultPort(), k.Network(), c.kind, c.port, c.network)
		}
		if k := Fold(c.scheme); k != c.kind {
			t.Errorf("Fold(%q) = %v, want %v", c.scheme, k, c.kind)
		}
		if k := Fold([]byte(up)); k != c.kind {
			t.Errorf("Fold(%q) = %v, want %v", up, k, c.kind)
		}
		if k := Of(up); up != c.scheme && k != Other {
			t.Errorf("Of(%q) = %v: Of takes lower case only", up, k)
		}
	}
	if n := testing.AllocsPerRun(100, func() { Fold("HTTPS") }); n != 0 {
		t.Errorf("Fold allocates %v times", n)
	}
}

// Fold reads each byte with 0x20 set: exact, as only a letter's two cases
// become that letter. Each name with each byte in each place: the kind
// exactly when the byte is the letter there in either case.
func TestFoldEveryByte(t *testing.T) {
	for _, name := range []string{"http", "https", "ws", "wss", "ftp", "file"} {
		want := Of(name)
		for i := range len(name) {
			for c := 0; c < 256; c++ {
				s := name[:i] + string(rune(c))[:1] + name[i+1:]
				if c >= 0x80 {
					s = name[:i] + string([]byte{byte(c)}) + name[i+1:]
				}
				got := Fold(s)
				same := byte(c) == name[i] || byte(c) == name[i]-0x20
				if same && got != want || !same && got != Other {
					t.Errorf("Fold(%q) = %v", s, got)
				}
			}
		}
	}
}

// TestForbiddenHost: every byte against URL Standard §3.2's list.
func TestForbiddenHost(t *testing.T) {
	const list = "\x00\t\n\r #/:<>?@[\\]^|"
	for b := range 256 {
		if got, want := ForbiddenHost(byte(b)), strings.IndexByte(list, byte(b)) >= 0; got != want {
			t.Errorf("ForbiddenHost(%q) = %v", byte(b), got)
		}
	}
}
