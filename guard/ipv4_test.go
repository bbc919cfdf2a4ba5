package guard

import (
	"net/netip"
	"strings"
	"testing"
)

// TestParseIPv4 checks ParseIPv4 against inet_aton(3) as documented (the
// Linux man page inet(3), "the address supplied in cp can have one of the
// following forms: a.b.c.d / a.b.c / a.b / a", "In all of the above forms,
// components of the dotted address can be specified in decimal, octal
// (with a leading 0), or hexadecimal, with a leading 0X"), glibc's
// implementation (resolv/inet_addr.c: each part read by strtoul base 0,
// must start with a digit, a part above 0xff before the last or a last part
// above its room is rejected, and an overflow is rejected), and seed 003
// §7.3. Each row says why.
func TestParseIPv4(t *testing.T) {
	for _, tc := range []struct {
		in, want string // want "" means not an address
		why      string
	}{
		{"127.0.0.1", "127.0.0.1", "a.b.c.d, all decimal"},
		{"127.1", "127.0.0.1", "a.b: b fills the last 24 bits"},
		{"127.0.1", "127.0.0.1", "a.b.c: c fills the last 16 bits"},
		{"10.1.258", "10.1.1.2", "a.b.c with c above 255 (16 bits)"},
		{"10.65794", "10.1.1.2", "a.b with b above 65535 (24 bits)"},
		{"2130706433", "127.0.0.1", "a: one 32-bit number"},
		{"4294967295", "255.255.255.255", "a: the largest 32-bit number"},
		{"0", "0.0.0.0", "a single 0 (octal zero)"},
		{"0x7f.1", "127.0.0.1", "hex part, then a.b"},
		{"0X7F.0X0.0X0.0X1", "127.0.0.1", "upper-case 0X prefix and digits"},
		{"0x7f000001", "127.0.0.1", "a in hex"},
		{"0x00000000007f.1", "127.0.0.1", "hex with leading zeros (strtoul reads any number of digits)"},
		{"017700000001", "127.0.0.1", "a in octal"},
		{"0177.0.0.01", "127.0.0.1", "octal parts"},
		{"127.000.000.001", "127.0.0.1", "octal zeros: 000 is 0, 001 is 1"},
		{"010.010.010.010", "8.8.8.8", "a leading 0 means octal, not decimal"},
		{"0.0.0.0", "0.0.0.0", "all zero"},
		{"1.2.3.0x4", "1.2.3.4", "hex in the last of four parts"},
		{"255.255.65535", "255.255.255.255", "a.b.c with the largest c"},
		{"255.16777215", "255.255.255.255", "a.b with the largest b"},

		{"", "", "empty: no digit"},
		{"4294967296", "", "2^32 does not fit: inet_aton rejects the overflow"},
		{"99999999999999999999999", "", "strtoul overflow (ERANGE)"},
		{"256.0.0.1", "", "a part before the last above 255"},
		{"1.256.1", "", "a part before the last above 255"},
		{"1.2.65536", "", "a.b.c with c above 16 bits"},
		{"1.16777216", "", "a.b with b above 24 bits"},
		{"1.2.3.256", "", "a.b.c.d with d above 8 bits"},
		{"1.2.3.4.5", "", "more than four parts"},
		{"08", "", "8 is not an octal digit: strtoul stops before it and the rest is garbage"},
		{"0x", "", "0x without a hex digit: strtoul reads only the 0"},
		{"0xg", "", "g is not a hex digit"},
		{"1.", "", "the part after the final dot is empty: it does not start with a digit"},
		{".1", "", "a part must start with a digit"},
		{"1..2", "", "empty part"},
		{"+1", "", "no sign: a part starts with a digit"},
		{" 1", "", "no leading space"},
		{"1.2.3.4 ", "", "trailing text (inet_aton allows a space and anything after; no host holds one)"},
		{"1password.com", "", "a DNS name: letters are not digits"},
		{"0xdead.beef", "", "beef has no 0x: not a number"},
		{"1e3", "", "no exponent"},
		{"localhost", "", "a name"},
		{"١٢٧.0.0.1", "", "digits of other scripts are not C digits"},
		{"0x.1", "", "0x without a hex digit, before a dot"},
		{"256.1", "", "a.b with a above 255"},
		{"-1", "", "no sign"},
		{"127.0.0.1\tjunk", "", "white space ends glibc's reading only (ParseIPv4Glibc)"},
		{strings.Repeat("0", 100) + "1", "0.0.0.1", "any number of leading zeros (octal)"},
		{strings.Repeat("9", 100), "", "a hundred digits overflow"},
		{"1.2.256.4", "", "a.b.c.d with c above 8 bits"},
		{"10.1.2", "10.1.0.2", "a.b.c: c in the last 16 bits"},
		{"1.2.65535", "1.2.255.255", "a.b.c with the largest c"},
		{"255.1", "255.0.0.1", "a.b: b in the last 24 bits"},
		{"1.16777215", "1.255.255.255", "a.b with the largest b"},
		{"9", "0.0.0.9", "a lone decimal digit"},
		{"1.0", "1.0.0.0", "a lone 0 at the end"},
		{"07.0x0.0", "7.0.0.0", "octal, hex and decimal parts"},
		// The URL Standard's IPv4 parser (whatwg.ParseHost) reads these
		// as addresses; inet_aton does not.
		{"127.0x.0x.1", "", "an empty hex part"},
		{"127.0.0.1.", "", "a final dot"},
	} {
		a, ok := ParseIPv4(tc.in)
		switch {
		case tc.want == "" && ok:
			t.Errorf("ParseIPv4(%q) = %v, want no address (%s)", tc.in, a, tc.why)
		case tc.want != "" && (!ok || a != netip.MustParseAddr(tc.want)):
			t.Errorf("ParseIPv4(%q) = %v, %v; want %s (%s)", tc.in, a, ok, tc.want, tc.why)
		}
	}
}

// TestParseIPv4Canonical: every dotted-decimal IPv4address of RFC 3986
// reads as itself.
func TestParseIPv4Canonical(t *testing.T) {
	for _, s := range []string{"1.2.3.4", "255.255.255.255", "192.168.0.1", "8.8.8.8", "0.0.0.0"} {
		if a, ok := ParseIPv4(s); !ok || a.String() != s {
			t.Errorf("ParseIPv4(%q) = %v, %v", s, a, ok)
		}
	}
}

// TestParseIPv4Long: long input costs linear time. Leading zeros never
// overflow strtoul, so a megabyte of them is still a number.
func TestParseIPv4Long(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{strings.Repeat("1", 1<<20), ""},
		{strings.Repeat("1.", 1<<19), ""},
		{strings.Repeat("0", 1<<20), "0.0.0.0"},
		{"0x" + strings.Repeat("0", 1<<20) + "1", "0.0.0.1"},
	} {
		a, ok := ParseIPv4(tc.in)
		if ok != (tc.want != "") || ok && a.String() != tc.want {
			t.Errorf("ParseIPv4(%.10q... %d bytes) = %v, %v; want %q", tc.in, len(tc.in), a, ok, tc.want)
		}
	}
}

// TestParseIPv4Glibc: glibc's inet_aton reads up to the first white
// space; Orange Tsai's "A New Era of SSRF" (Black Hat USA 2017) shows
// "127.0.0.1\tfoo.google.com" reaching 127.0.0.1 that way.
func TestParseIPv4Glibc(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.1\tfoo.google.com": "127.0.0.1", "127.0.0.1 x": "127.0.0.1", "127.0.0.1\r\n": "127.0.0.1",
		"0x7f.1\vb": "127.0.0.1", "10.1\fb": "10.0.0.1", "1\nb": "0.0.0.1", "127.0.0.1": "127.0.0.1",
		"": "", "\t127.0.0.1": "", "a\tb": "", "1.2.3.4.5 x": "", "127.0.0.1\x00x": "",
	} {
		a, ok := ParseIPv4Glibc(in)
		if ok != (want != "") || ok && a.String() != want {
			t.Errorf("ParseIPv4Glibc(%q) = %v, %v; want %q", in, a, ok, want)
		}
		if b, bok := ParseIPv4Glibc([]byte(in)); a != b || ok != bok {
			t.Errorf("ParseIPv4Glibc([]byte(%q)) = %v, %v", in, b, bok)
		}
	}
}
