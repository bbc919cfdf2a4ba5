package ipv4

import (
	"strings"
	"testing"
)

// TestInetAton: inet_aton(3)'s reading as POSIX documents it, the spellings
// of the 2003 URI draft §7.3, and the edges where it parts from the URL
// Standard. (Package inspect tests its exported ParseIPv4, which calls
// this, against more spellings.)
func TestInetAton(t *testing.T) {
	tests := []struct{ in, want string }{
		{"127.0.0.1", "127.0.0.1"},
		{"0x7f.1", "127.0.0.1"},
		{"017700000001", "127.0.0.1"},
		{"2130706433", "127.0.0.1"},
		{"127.1", "127.0.0.1"},
		{"127.0.1", "127.0.0.1"},
		{"0X7F.0.0.1", "127.0.0.1"},
		{"1.16777215", "1.255.255.255"},
		{"1.16777216", ""},
		{"4294967295", "255.255.255.255"},
		{"4294967296", ""},
		{"0x", ""},
		{"0x.1", ""},
		{"1..2", ""},
		{".1", ""},
		{"1.", ""},
		{"08", ""},
		{"1.2.3.4.5", ""},
		{"256.1", ""},
		{"-1", ""},
		{"1password.com", ""},
		{"127.0.0.1\tjunk", ""},
		{strings.Repeat("0", 100) + "1", "0.0.0.1"},
		{strings.Repeat("9", 100), ""},
		// Each part at its place: inet_aton(3) reads a.b.c.d as four
		// bytes, a.b.c with c the last 16 bits, a.b with b the last 24.
		{"192.168.1.2", "192.168.1.2"},
		{"10.1.2", "10.1.0.2"},
		{"1.2.65535", "1.2.255.255"},
		{"1.2.65536", ""},
		{"255.255.255.255", "255.255.255.255"},
		{"255.1", "255.0.0.1"},
		{"1.255.3.4", "1.255.3.4"},
		{"1.2.256.4", ""},
		// A part may start with any digit; a lone "0" is zero, at the end
		// of the text too.
		{"9.8.7.6", "9.8.7.6"},
		{"9", "0.0.0.9"},
		{"0", "0.0.0.0"},
		{"1.0", "1.0.0.0"},
		{"0.0.0.0", "0.0.0.0"},
		{"07.0x0.0", "7.0.0.0"},
	}
	for _, tc := range tests {
		a, ok := InetAton(tc.in)
		got := ""
		if ok {
			got = a.String()
		}
		if got != tc.want {
			t.Errorf("InetAton(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestWhiteSpacePrefix: glibc's inet_aton reads up to the first white
// space; Orange Tsai's "A New Era of SSRF" (Black Hat USA 2017) shows
// "127.0.0.1\tfoo.google.com" reaching 127.0.0.1 that way.
func TestWhiteSpacePrefix(t *testing.T) {
	tests := []struct {
		in, want string
		cut      bool
	}{
		{"127.0.0.1\tfoo.google.com", "127.0.0.1", true},
		{"127.0.0.1 x", "127.0.0.1", true},
		{"127.0.0.1\r\n", "127.0.0.1", true},
		{"a\vb", "a", true},
		{"a\fb", "a", true},
		{"a\nb", "a", true},
		{"127.0.0.1", "127.0.0.1", false},
		{"", "", false},
	}
	for _, tc := range tests {
		got, cut := WhiteSpacePrefix(tc.in)
		if got != tc.want || cut != tc.cut {
			t.Errorf("WhiteSpacePrefix(%q) = %q, %v; want %q, %v", tc.in, got, cut, tc.want, tc.cut)
		}
	}
	if a, ok := InetAton(must(WhiteSpacePrefix("127.0.0.1\tfoo.google.com"))); !ok || a.String() != "127.0.0.1" {
		t.Errorf("the prefix is not read as 127.0.0.1: %v %v", a, ok)
	}
}

func must(s string, _ bool) string { return s }

// TestDigitValue: every byte, against the definition.
func TestDigitValue(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := uint8(16)
		switch {
		case c >= '0' && c <= '9':
			want = uint8(c - '0')
		case c >= 'a' && c <= 'f':
			want = uint8(c - 'a' + 10)
		case c >= 'A' && c <= 'F':
			want = uint8(c - 'A' + 10)
		}
		if got := digitValue(byte(c)); got != want {
			t.Errorf("digitValue(%q) = %d, want %d", byte(c), got, want)
		}
	}
}
