package rule

import (
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
