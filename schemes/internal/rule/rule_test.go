package rule

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// RFC 1738 §5 host = hostname | hostnumber.
func TestHost(t *testing.T) {
	for s, ok := range map[string]bool{
		"info.cern.ch": true, "a": true, "a-b.c1.org": true, "10.0.0.1": true, "3com.com": true,
		"": false, "a..b": false, "-a.org": false, "a-.org": false, "example.123": false, "a_b.org": false,
		"1.2.3": false, "host.": false,
	} {
		if off, _ := Host(s, 0, len(s)); (off < 0) != ok {
			t.Errorf("Host(%q): offset %d, want valid=%v", s, off, ok)
		}
	}
}

// RFC 822 §6.1 addr-spec.
func TestAddrSpec(t *testing.T) {
	for s, ok := range map[string]bool{
		"mduerst@ifi.unizh.ch": true, `"John Doe"@example.com`: true, "a@[10.0.0.1]": true,
		"user%gateway@relay": true, "a.b.c@d": true, `"a\"b"@c`: true,
		"nobody": false, "@b": false, "a@": false, "a@b,c@d": false, "a b@c": false,
		"a..b@c": false, `"a@b`: false, "a@[b": false, "a@b.": false,
		// quoted-pair and domain literals (RFC 822 §3.4.1, §6.2.3)
		`"a\\"@b`: true, `"a\"b\\"@c`: true, `"a]["@b`: true, "a@[1.2]": true, "a@[\\[]": true,
		"a@b.[1]": true, `"a"."b"@c`: true, `a."b"@c`: true,
		"\"a\r\"@b": false, "\"a\n\"@b": false, "a@[b\nc]": false, "a@[b[c]": false, "a@[b]c]": false,
		"a@b@c": false, "a@b c": false, "(a)@b": false, "a@b;c": false, "a:b@c": false,
		"a.@b": false, ".a@b": false, "a@.b": false, "a@b..c": false, "a\x01@b": false, "a\x7f@b": false,
		"\xc3\xbc@b": true, "a@\xc3\xbc": true, // RFC 6532 §3.2: UTF-8 as atom text
	} {
		if off, why := AddrSpec(s); (off < 0) != ok {
			t.Errorf("AddrSpec(%q): offset %d (%s), want valid=%v", s, off, why, ok)
		}
	}
}

func TestEncode(t *testing.T) {
	rows := []struct {
		in   string
		set  Set
		want string
	}{
		{"a/b;c", Uchar, "a%2Fb%3Bc"},
		{"a/b;c", Uchar | Slash, "a/b%3Bc"},
		{"100% ~x", Uchar, "100%25%20~x"},
		{"plain", Uchar, "plain"},
		{"\t\xff", Xchar, "%09%FF"},
	}
	for _, r := range rows {
		if got := Encode(r.in, r.set); got != r.want {
			t.Errorf("Encode(%q): %q, want %q", r.in, got, r.want)
		}
		if got := Decode(Encode(r.in, r.set)); got != r.in {
			t.Errorf("Decode(Encode(%q)) = %q", r.in, got)
		}
	}
	if n := testing.AllocsPerRun(10, func() { Encode("plain-text", Uchar); Decode("plain-text") }); n != 0 {
		t.Errorf("%v allocations for text that needs no change", n)
	}
}

func TestScan(t *testing.T) {
	for _, r := range []struct {
		s   string
		set Set
		bad int
	}{
		{"abc%20d", Uchar, -1},
		{"ab;c", Uchar, 2},
		{"ab%2", Uchar, 2},
		{"ab%zz", Uchar, 2},
		{"a?b", Uchar | Question, -1},
	} {
		if bad, _ := Scan(r.s, 0, len(r.s), r.set); bad != r.bad {
			t.Errorf("Scan(%q): %d, want %d", r.s, bad, r.bad)
		}
	}
	if got := EncodedOffset("a%20b%2Fc", 3); got != 5 {
		t.Errorf("EncodedOffset: %d, want 5", got)
	}
}

func TestErrorMessage(t *testing.T) {
	e := Char("ftp://h/a;b", 9, "ftp", "fsegment")
	if got, want := e.Error(), `ftp: invalid character ';' at offset 9 in fsegment: write it as %3B`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if e.ByteOffset() != 9 {
		t.Error("ByteOffset")
	}
}

// Login holds the host of every ip-schemepart to RFC 1738 §5 (the issue: a
// host with "_", a label starting or ending with "-", a last label starting
// with a digit, a dotted number of three parts were accepted for ftp,
// telnet and the others), IP literals (RFC 2732, RFC 3986 §3.2.2) aside.
func TestLoginHost(t *testing.T) {
	for s, ok := range map[string]bool{
		"ftp://info.cern.ch/pub": true, "telnet://128.141.201.74/": true, "ftp://[2001:db8::1]/": true,
		"ftp://3com.com/": true, "telnet://a/": true,
		"ftp://a_b.example/": false, "telnet://-a.example/": false, "ftp://a-.example/": false,
		"ftp://host.123/": false, "telnet://1.2.3/": false, "ftp://example.com./": false,
		"ftp://a%41.example/": false, "telnet://user@bad_host:23/": false,
	} {
		u, err := uri.Parse(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		err2 := Login(u, u.Scheme(), true)
		if (err2 == nil) != ok {
			t.Errorf("Login(%s) = %v, want ok %v", s, err2, ok)
		}
		if err2 != nil && (err2.Offset < len(u.Scheme())+3 || err2.Offset >= len(s) || err2.Rule != "host") {
			t.Errorf("Login(%s): error %v not at the host", s, err2)
		}
	}
}

// The scanners stop at the end they are given, not at the end of the
// string: an escape or "%09" cut by it does not count.
func TestScanBounds(t *testing.T) {
	for _, r := range []struct {
		s        string
		from, to int
		set      Set
		bad      int
		pct      bool
	}{
		{"a%20b", 0, 5, Uchar, -1, true},
		{"a%20b", 0, 4, Uchar, -1, true},
		{"a%20b", 0, 3, Uchar, 1, false}, // "%2" and the end
		{"a%20b", 2, 5, Uchar, -1, false},
		{"a%", 0, 2, Uchar, 1, false},
		{"a%2g", 0, 4, Uchar, 1, false},
		{"a%g2", 0, 4, Uchar, 1, false},
		{"%41;", 0, 4, Uchar, 3, true},
		{"ab;cd", 3, 5, Uchar, -1, false}, // from is where it starts
		{"a;b/c?d:e@f&g=h", 0, 15, Xchar, -1, false},
		{"a;b", 0, 3, Uchar | Semi, -1, false},
		{"a/b", 0, 3, Uchar | Semi, 1, false},
		{"-", 0, 1, Hyphen, -1, false},
		{"A.z", 0, 3, Alpha | Dot, -1, false},
		{"+_", 0, 2, Plus | Under, -1, false},
		{"a", 0, 1, Digit, 0, false},
		{"\x80", 0, 1, Xchar, 0, false},
	} {
		if bad, pct := Scan(r.s, r.from, r.to, r.set); bad != r.bad || pct != r.pct {
			t.Errorf("Scan(%q, %d, %d) = %d, %v; want %d, %v", r.s, r.from, r.to, bad, pct, r.bad, r.pct)
		}
	}
	for _, r := range []struct {
		s        string
		from, to int
		want     int
	}{
		{"ab%09", 0, 5, 2},
		{"ab%09", 0, 4, 4},
		{"ab%09%09", 3, 8, 5},
		{"%0", 0, 2, 2},
		{"%08%19%0a%09", 0, 12, 9},
		{"", 0, 0, 0},
	} {
		if got := IndexTab(r.s, r.from, r.to); got != r.want {
			t.Errorf("IndexTab(%q, %d, %d) = %d; want %d", r.s, r.from, r.to, got, r.want)
		}
	}
	for _, r := range []struct {
		s        string
		from, to int
		want     int
	}{
		{"a:b:c", 0, 5, 1},
		{"a:b:c", 2, 5, 3},
		{"a:b:c", 0, 1, 1},
		{"abc", 0, 3, 3},
	} {
		if got := Index(r.s, r.from, r.to, ':'); got != r.want {
			t.Errorf("Index(%q, %d, %d) = %d; want %d", r.s, r.from, r.to, got, r.want)
		}
	}
	for s, want := range map[string]bool{"": false, "0": true, "0123456789": true, "12a": false, "a1": false, "1/": false, "1:": false, " 1": false} {
		if Digits(s) != want {
			t.Errorf("Digits(%q) = %v", s, !want)
		}
	}
}

// RFC 1738 §2.2: upper-case hex for every byte outside the set, "%" too.
func TestEncodeBytes(t *testing.T) {
	for _, r := range []struct {
		in   string
		set  Set
		want string
	}{
		{"\x00\x0f\x10\x7f\x80\xff", Xchar, "%00%0F%10%7F%80%FF"},
		{"%", Xchar, "%25"},
		{"a-b.c+d_e", Alpha, "a%2Db%2Ec%2Bd%5Fe"},
		{"a-b.c+d_e", Alpha | Hyphen | Dot | Plus | Under, "a-b.c+d_e"},
		{"", Uchar, ""},
	} {
		if got := Encode(r.in, r.set); got != r.want {
			t.Errorf("Encode(%q) = %q; want %q", r.in, got, r.want)
		}
		if got := string(Append([]byte("x"), r.in, r.set)); got != "x"+r.want {
			t.Errorf("Append(%q) = %q; want %q", r.in, got, "x"+r.want)
		}
	}
	for in, want := range map[string]string{"a%41%2f": "aA/", "%zz": "%zz", "plain": "plain", "%C3%BC": "\u00fc"} {
		if got := Decode(in); got != want {
			t.Errorf("Decode(%q) = %q; want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"[::1]": "[::1]", "a b": "a%20b", "h.example": "h.example", "[v1.x]": "[v1.x]"} {
		if got := EncodeHost(in); got != want {
			t.Errorf("EncodeHost(%q) = %q; want %q", in, got, want)
		}
	}
}

// AddrSpec's offsets and reasons (RFC 822 §6.1, §3.4.1): the first place
// the address goes wrong, and what is wrong there.
func TestAddrSpecErrors(t *testing.T) {
	for _, tc := range []struct {
		in     string
		off    int
		reason string
	}{
		{"", 0, "the local part ends where a word is needed"},
		{`"a`, 0, `an unclosed "; close it with "`},
		{`"a\"@b`, 0, `an unclosed "`}, // the backslash quotes the second quote
		{`"a\`, 0, `an unclosed "`},
		{"\"a\r\"@b", 0, "a line break inside a quoted part"},
		{"\"a\n\"@b", 0, "a line break inside a quoted part"},
		{"a@[b\nc]", 2, "a line break inside a quoted part"},
		{"a@[b[c]", 2, `"[" or "]" inside a domain literal`},
		{"a@[b", 2, "an unclosed [; close it with ]"},
		{"a.b@c.[d", 6, "an unclosed ["},
		{"nobody", 6, `no "@" and domain`},
		{"a b@c", 1, `' ' where the local part needs a word`},
		{"@b", 0, `'@' where the local part needs a word`},
		{"a.@b", 2, `'@' where the local part needs a word`},
		{"a..b@c", 2, `'.' where the local part needs a word`},
		{`"a"x@b`, 3, `'x' where the local part needs a word`},
		{"a@", 2, "the domain ends where a word is needed"},
		{"a@b.", 4, "the domain ends where a word is needed"},
		{"a@b c", 3, `' ' where the domain needs a word`},
		{`a@"b"`, 2, `'"' where the domain needs a word`},
		{"a@b@c", 3, `'@' where the domain needs a word`},
		{"a@[1]x", 5, `'x' where the domain needs a word`},
		{"a\x01@b", 1, "byte %01 where the local part needs a word"},
		{"a\x7f@b", 1, "byte %7F where the local part needs a word"},
	} {
		off, why := AddrSpec(tc.in)
		if off != tc.off || !strings.Contains(why, tc.reason) {
			t.Errorf("AddrSpec(%q) = %d, %q; want %d, %q", tc.in, off, why, tc.off, tc.reason)
		}
	}
	for _, s := range []string{`"a\""@b`, `"a\\"@b`, `a@[1.2\]]`, `"a.b"."c"@[x].y`, "a!#$%&'*+-/=?^_`{|}~@b"} {
		if off, why := AddrSpec(s); off != -1 || why != "" {
			t.Errorf("AddrSpec(%q) = %d, %q; want -1", s, off, why)
		}
	}
}

// EncodedOffset maps a decoded offset back into the encoded text; past the
// end it is the end.
func TestEncodedOffset(t *testing.T) {
	for _, tc := range []struct {
		enc     string
		d, want int
	}{
		{"a%20b%2Fc", 0, 0}, {"a%20b%2Fc", 1, 1}, {"a%20b%2Fc", 2, 4}, {"a%20b%2Fc", 3, 5}, {"a%20b%2Fc", 4, 8},
		{"a%20b%2Fc", 5, 9}, {"a%20b%2Fc", 6, 9}, {"ab", 2, 2}, {"ab", 3, 2}, {"", 0, 0}, {"", 1, 0},
	} {
		if got := EncodedOffset(tc.enc, tc.d); got != tc.want {
			t.Errorf("EncodedOffset(%q, %d) = %d; want %d", tc.enc, tc.d, got, tc.want)
		}
	}
}

// The classes of RFC 1738 §5 at their edges, and IsHex against its
// definition (RFC 3986 §2.1: HEXDIG, either case).
func TestClasses(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		alpha := 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
		digit := '0' <= b && b <= '9'
		if In(b, Alpha) != alpha || In(b, Digit) != digit {
			t.Errorf("%q: Alpha %v, Digit %v", b, In(b, Alpha), In(b, Digit))
		}
		if IsHex(b) != strings.ContainsRune("0123456789abcdefABCDEF", rune(b)) {
			t.Errorf("IsHex(%q) = %v", b, IsHex(b))
		}
		if In(b, Uchar) != (alpha || digit || strings.IndexByte("$-_.+!*'(),~", b) >= 0) {
			t.Errorf("%q: Uchar %v", b, In(b, Uchar))
		}
	}
	// Encode sizes its buffer once: the buffer and the string.
	if n := testing.AllocsPerRun(10, func() { Encode("a b c d", Uchar) }); n > 2 {
		t.Errorf("Encode allocates %v times; want at most 2", n)
	}
}
