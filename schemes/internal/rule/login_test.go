package rule

import (
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// RFC 1738 §3.1 and §5: login = [ user [ ":" password ] "@" ] hostport,
// with user and password of uchar | ";" | "?" | "&" | "=", the host of §5
// (or an IP literal, RFC 3986 §3.2.2) and a port of digits.
func TestLogin(t *testing.T) {
	for _, tc := range []struct {
		in       string
		withUser bool
		rule     string // "" for no error
		off      int
		kind     error
		reason   string // a part of the reason
	}{
		{"ftp://u:p@h.example:21/x", true, "", 0, nil, ""},
		{"ftp://u;&=$:p;&=!@h/", true, "", 0, nil, ""}, // "?" too, but in RFC 3986 it ends the authority
		{"ftp://@h/", true, "", 0, nil, ""},
		{"ftp://[::1]:21/", true, "", 0, nil, ""}, // an IP literal is not a §5 host, and is not checked as one
		{"ftp://[::1]/", false, "", 0, nil, ""},   // nor without the user
		{"ftp://h:65535/", false, "", 0, nil, ""}, // the largest port
		{"ftp://h:1/", false, "", 0, nil, ""},     // the smallest
		{"ftp:h", true, "ip-schemepart", 4, ErrInvalidPart, `no "//" and host`},
		{"gopher:/h", false, "ip-schemepart", 7, ErrInvalidPart, "gopher://host"},
		{"gopher://u@h/", false, "hostport", 9, ErrInvalidPart, "only host and port"},
		{"ftp://u:p:q@h/", true, "password", 9, ErrInvalidChar, `second ":"`},
		{"ftp://u@/", true, "host", 8, ErrInvalidPart, "empty host"},
		{"ftp://:21/", false, "host", 6, ErrInvalidPart, "empty host"},
		{"ftp://u:p@a_b/", true, "host", 11, ErrInvalidPart, "RFC 1738 §5 host"},
		{"ftp://1.2.3/", false, "host", 10, ErrInvalidPart, "last label"}, // three parts: a hostname whose toplabel "3" is no alpha
		{"ftp://h:/", false, "port", 8, ErrInvalidPart, `":" without a port`},
		{"ftp://u@h:65536/", true, "port", 10, ErrInvalidPart, "port 65536 is above 65535"},
		{"ftp://h:0/", false, "port", 8, ErrInvalidPart, "port 0"},
		{"ftp://h:00/", false, "port", 8, ErrInvalidPart, "port 0"},
	} {
		u, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatalf("uri.Parse(%q): %v", tc.in, err)
		}
		name := strings.ToLower(tc.in[:strings.IndexByte(tc.in, ':')])
		e := Login(u, name, tc.withUser)
		if tc.rule == "" {
			if e != nil {
				t.Errorf("Login(%q, %v) = %v; want nil", tc.in, tc.withUser, e)
			}
			continue
		}
		if e == nil || e.Rule != tc.rule || e.Offset != tc.off || !errors.Is(e, tc.kind) ||
			!strings.Contains(e.Reason, tc.reason) || e.Scheme != name || e.Input != tc.in {
			t.Errorf("Login(%q, %v) = %#v; want rule %s at %d (%v) saying %q", tc.in, tc.withUser, e, tc.rule, tc.off, tc.kind, tc.reason)
		}
	}
}

// A user or password of an IRI may hold non-ASCII characters, which
// RFC 1738's uchar does not: the first such byte is the error.
func TestLoginNonASCII(t *testing.T) {
	for _, tc := range []struct {
		in, rule string
		off      int
	}{
		{"ftp://\u00fc@h/", "user", 6},
		{"ftp://a\u00fc:p@h/", "user", 7},
		{"ftp://u:\u00fc@h/", "password", 8},
		{"ftp://u:pp\u00fc@h/", "password", 10},
	} {
		u, err := uri.ParseIRI(tc.in)
		if err != nil {
			t.Fatalf("uri.ParseIRI(%q): %v", tc.in, err)
		}
		e := Login(u, "ftp", true)
		if e == nil || e.Rule != tc.rule || e.Offset != tc.off || !errors.Is(e, ErrInvalidChar) ||
			!strings.Contains(e.Reason, "byte %C3") {
			t.Errorf("Login(%q) = %v; want the byte %%C3 at %d in %s", tc.in, e, tc.off, tc.rule)
		}
	}
}

func TestSplit(t *testing.T) {
	for _, tc := range []struct {
		in                   string
		user, password       string
		hasUser, hasPassword bool
	}{
		{"ftp://h/", "", "", false, false},
		{"ftp://u@h/", "u", "", true, false},
		{"ftp://@h/", "", "", true, false}, // RFC 1738 §3.2: an empty user
		{"ftp://u:p@h/", "u", "p", true, true},
		{"ftp://u:@h/", "u", "", true, true}, // an empty password
		{"ftp://:p@h/", "", "p", true, true},
		{"ftp://u:p%3Aq@h/", "u", "p%3Aq", true, true}, // as written
	} {
		u, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		user, password, hasUser, hasPassword := Split(u)
		if user != tc.user || password != tc.password || hasUser != tc.hasUser || hasPassword != tc.hasPassword {
			t.Errorf("Split(%q) = %q, %q, %v, %v; want %q, %q, %v, %v", tc.in, user, password, hasUser, hasPassword,
				tc.user, tc.password, tc.hasUser, tc.hasPassword)
		}
	}
}

func TestPathSpan(t *testing.T) {
	for _, tc := range []struct {
		in         string
		start, end int
	}{
		{"ftp://u@h:21/p?q#f", 12, 16},
		{"ftp://h", 7, 7},
		{"ftp://h#", 7, 7},
		{"ftp:///p", 6, 8},
		{"mailto:a@b", 7, 10},
		{"news:x#frag", 5, 6},
	} {
		u, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if s, e := PathStart(u), PathEnd(u); s != tc.start || e != tc.end {
			t.Errorf("%q: PathStart, PathEnd = %d, %d; want %d, %d", tc.in, s, e, tc.start, tc.end)
		}
	}
	for in, want := range map[string]int{"ftp://u@h:21/p": 4, "mid://a@b": 4, "x://": 2, "gopher://h": 7} {
		if got := Slashes(uri.MustParse(in)); got != want {
			t.Errorf("Slashes(%q) = %d; want %d", in, got, want)
		}
	}
}

func TestCheckScheme(t *testing.T) {
	for _, tc := range []struct {
		in    string
		names []string
		ok    bool
	}{
		{"ftp://h/", []string{"ftp"}, true},
		{"FTP://h/", []string{"ftp"}, true}, // RFC 3986 §3.1: case-insensitive
		{"Nntp://h/", []string{"news", "nntp"}, true},
		{"http://h/", []string{"ftp"}, false},
		{"ftps://h/", []string{"ftp"}, false},
		{"ft://h/", []string{"ftp"}, false},
		{"news:x", []string{"nntp", "snews"}, false},
	} {
		u, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		e := CheckScheme(u, "therule", tc.names...)
		if tc.ok != (e == nil) {
			t.Errorf("CheckScheme(%q, %q) = %v; want ok=%v", tc.in, tc.names, e, tc.ok)
		}
		if e != nil {
			scheme := tc.in[:strings.IndexByte(tc.in, ':')]
			want := tc.names[0] + ": scheme \"" + scheme + "\" is not " + tc.names[0] + " at offset 0 in therule: parse it with its own package"
			if e.Error() != want || !errors.Is(e, ErrWrongScheme) || e.Offset != 0 {
				t.Errorf("CheckScheme(%q): %q; want %q", tc.in, e.Error(), want)
			}
		}
	}
}

func TestDefaultPort(t *testing.T) {
	for name, want := range map[string]uint16{"ftp": 21, "gopher": 70, "telnet": 23, "http": 80, "mailto": 0, "no-such-scheme": 0} {
		if got := DefaultPort(name); got != want {
			t.Errorf("DefaultPort(%q) = %d; want %d", name, got, want)
		}
	}
	for in, want := range map[string]uint16{"gopher://h/": 70, "gopher://h:7070/": 7070, "ftp://h:1/": 1} {
		u, _ := uri.Parse(in)
		if got := Port(u, u.Scheme()); got != want {
			t.Errorf("Port(%q) = %d; want %d", in, got, want)
		}
	}
}

// AppendLogin writes "//" login for a builder: user and password with
// what a userinfo cannot hold, and "?" (which ends an authority, RFC 3986
// §3.2), percent-encoded.
func TestAppendLogin(t *testing.T) {
	for _, tc := range []struct {
		user, password       string
		hasUser, hasPassword bool
		host                 string
		port                 uint16
		want                 string
	}{
		{"", "", false, false, "h", 0, "//h"},
		{"", "", false, false, "h", 21, "//h:21"},
		{"u", "", true, false, "h", 0, "//u@h"},
		{"", "", true, false, "h", 0, "//@h"},
		{"u", "p", true, true, "h", 0, "//u:p@h"},
		{"", "p", false, true, "h", 0, "//:p@h"},
		{"a:b?c@d", "e:f?g@h /", true, true, "h", 8080, "//a%3Ab%3Fc%40d:e%3Af%3Fg%40h%20%2F@h:8080"},
		{"u;&=$-_.+!*'(),~", "", true, false, "h", 0, "//u;&=$-_.+!*'(),~@h"},
		{"", "", false, false, "[::1]", 65535, "//[::1]:65535"},
		{"", "", false, false, "a b", 0, "//a%20b"},
	} {
		got := string(AppendLogin([]byte("ftp:"), tc.user, tc.password, tc.hasUser, tc.hasPassword, tc.host, tc.port))
		if got != "ftp:"+tc.want {
			t.Errorf("AppendLogin(%+v) = %q; want %q", tc, got, "ftp:"+tc.want)
		}
	}
}

func TestAppendInt(t *testing.T) {
	for n, want := range map[int]string{0: "0", 7: "7", 10: "10", 65535: "65535", -1: "-1", -120: "-120",
		1<<63 - 1: "9223372036854775807"} {
		if got := string(AppendInt([]byte("x"), n)); got != "x"+want {
			t.Errorf("AppendInt(%d) = %q; want %q", n, got, "x"+want)
		}
	}
}
