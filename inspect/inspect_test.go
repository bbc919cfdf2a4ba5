package inspect

import (
	"bufio"
	"encoding/json"
	"net/netip"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// kindsOf returns the kinds of fs.
func kindsOf(fs []Finding) []Kind {
	var ks []Kind
	for _, f := range fs {
		ks = append(ks, f.Kind)
	}
	return ks
}

func mustInspect(t *testing.T, s string) []Finding {
	t.Helper()
	u, err := uri.ParseReference(s)
	if err != nil {
		t.Fatalf("ParseReference(%q): %v", s, err)
	}
	fs := Inspect(u)
	for _, f := range fs {
		if f.Offset < 0 || f.Length <= 0 || f.Offset+f.Length > len(s) || f.Message == "" {
			t.Errorf("%q: finding %+v outside the input or without a message", s, f)
		}
	}
	return fs
}

func find(fs []Finding, k Kind) (Finding, bool) {
	for _, f := range fs {
		if f.Kind == k {
			return f, true
		}
	}
	return Finding{}, false
}

// TestSeedVectors runs the inspect rows of the shared seed vectors
// (testdata/seeds/inspect.jsonl, copied from ../shared/testdata/seeds): each
// listed kind is found; a row without kinds has nothing above info.
func TestSeedVectors(t *testing.T) {
	f, err := os.Open("../testdata/seeds/inspect.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var row struct {
			Input  string
			Kinds  []Kind
			Source string
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		rows++
		fs := mustInspect(t, row.Input)
		for _, k := range row.Kinds {
			if _, ok := find(fs, k); !ok {
				t.Errorf("%q (%s): no %s finding, got %v", row.Input, row.Source, k, kindsOf(fs))
			}
		}
		if len(row.Kinds) == 0 {
			for _, f := range fs {
				if f.Severity != Info {
					t.Errorf("%q (%s): want nothing above info, got %+v", row.Input, row.Source, f)
				}
			}
		}
	}
	if rows != 8 {
		t.Errorf("read %d rows, want 8", rows)
	}
}

// TestSeedSecurityExamples: the examples and rules of the seeds' security
// sections, one row each.
func TestSeedSecurityExamples(t *testing.T) {
	for _, tc := range []struct {
		source, in string
		kind       Kind
		sev        Severity
		at         string // the text the finding covers
		addr       string // its address, if any
	}{
		// seed 003 §7.5 (RFC 3986 §7.6): the real host is 10.0.0.1.
		{"seed 003 §7.5", "http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm",
			KindMisleadingUserinfo, Danger, "www.example.com&story=breaking_news", ""},
		{"seed 003 §7.5", "http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm",
			KindPrivateAddress, Danger, "10.0.0.1", "10.0.0.1"},
		// seed 003 §7.3: "a dotted form of three numbers ... the last part is
		// interpreted as a 16-bit quantity"; two numbers: 24 bits; a single
		// number: 32 bits; parts in decimal, octal or hexadecimal as in C.
		{"seed 003 §7.3 three parts", "http://10.1.258/", KindRareIPv4, Danger, "10.1.258", "10.1.1.2"},
		{"seed 003 §7.3 two parts", "http://10.65794/", KindRareIPv4, Danger, "10.65794", "10.1.1.2"},
		{"seed 003 §7.3 one number", "http://167837954/", KindRareIPv4, Danger, "167837954", "10.1.1.2"},
		{"seed 003 §7.3 hex", "http://0x0A.1.1.2/", KindRareIPv4, Danger, "0x0A.1.1.2", "10.1.1.2"},
		{"seed 003 §7.3 octal", "http://012.1.1.02/", KindRareIPv4, Danger, "012.1.1.02", "10.1.1.2"},
		// seed 003 §7.2, seed 001 §7, RFC 1738 §6, seed 000: a gopher URL
		// sent to an SMTP server; CR and LF escaped for a line protocol.
		{"seed 002 §6 (RFC 1738 §6)", "gopher://mail.example.org:25/1HELO%0D%0A", KindWellKnownPort, Warning, "25", ""},
		{"seed 002 §6 (RFC 1738 §6)", "gopher://mail.example.org:25/1HELO%0D%0A", KindEncodedControl, Danger, "%0D%0A", ""},
		{"seed 003 §7.2 telnet", "telnet://host.example/%0D%0Arm", KindEncodedControl, Danger, "%0D%0A", ""},
		// "a port number other than the default ... especially when it is
		// a number within the reserved space".
		{"seed 003 §7.2", "http://example.com:119/", KindWellKnownPort, Warning, "119", ""},
		{"seed 003 §7.2", "http://example.com:8080/", KindNonDefaultPort, Info, "8080", ""},
		// seed 003 §7.4, seed 001 §7, RFC 1738 §6, seed 000: passwords.
		{"seed 001 §7", "ftp://user:secret@host.dom/", KindPassword, Warning, "secret", ""},
		{"seed 000", "telnet://joe:pass@host.example/", KindPassword, Warning, "pass", ""},
		{"seed 002 §6", "ftp://myname:secret@host.dom/%2Fetc/motd", KindPassword, Warning, "secret", ""},
	} {
		fs := mustInspect(t, tc.in)
		f, ok := find(fs, tc.kind)
		if !ok {
			t.Errorf("%s: %q: no %s, got %v", tc.source, tc.in, tc.kind, kindsOf(fs))
			continue
		}
		if f.Severity != tc.sev || tc.in[f.Offset:f.Offset+f.Length] != tc.at {
			t.Errorf("%s: %q: %s is %s at %q, want %s at %q", tc.source, tc.in, tc.kind, f.Severity,
				tc.in[f.Offset:f.Offset+f.Length], tc.sev, tc.at)
		}
		if tc.addr != "" && f.Addr != netip.MustParseAddr(tc.addr) {
			t.Errorf("%s: %q: address %v, want %s", tc.source, tc.in, f.Addr, tc.addr)
		}
	}
}

// TestKinds: for every kind, URIs that must have it and look-alikes that
// must not.
func TestKinds(t *testing.T) {
	for _, tc := range []struct {
		kind    Kind
		yes, no []string
	}{
		{KindPassword,
			[]string{"http://u:p@h/", "ftp://:secret@h/", "http://u:p%40ss@h/"},
			[]string{"http://u@h/", "http://u:@h/", "http://h/a:b@c", "http://h/?u:p@x", "mailto:u:p@example.com", "http://h/#u:p@x"}},
		{KindMisleadingUserinfo,
			[]string{"http://www.bank.com@evil.example/", "http://paypal.com@10.0.0.1/", "http://10.0.0.1@evil/",
				"http://a.b.example@h/", "http://u:www.bank.com@h/", "http://https:%2F%2Fbank.com@h/",
				"http://x&y=z@h/", "http://WWW2.Bank.COM@h/", "http://www.bank.com%40login@h/",
				// An address after a later "@" of the decoded userinfo.
				"http://a%40b%40127.0.0.1@h/", "http://a%40b%40c%40localhost:80@h/",
				// An "@" as the first octet: the address after it is still
				// where a first-"@" parser goes.
				"http://%40127.0.0.1@h/", "http://a%40%40127.0.0.1@h/",
				// "&" or "=" anywhere, the first octet too, reads as a query
				// glued to a host (RFC 3986 §7.6's example).
				"http://&story@h/", "http://=x@h/",
				// A three-octet dotted address (inet_aton: 1.0.0.2).
				"http://1.2@h/",
				// "www", digits 0 to 9, "." and a name: a web host even
				// with a TLD that is not common.
				"http://www0.example@h/", "http://www9.example@h/", "http://www.example@h/",
				// Three labels of letters a to z, digits 0 to 9 and "-";
				// a two-letter TLD ("za", ending in "a").
				"http://Z.b.example@h/", "http://mail0.bank9.example@h/", "http://my-bank.login.example@h/",
				"http://bank.co.za@h/"},
			[]string{"http://john.doe@h/", "http://joe%40example.com@h/", "http://a%40b%40c@h/", "http://anonymous@h/", "http://h/www.bank.com@evil",
				"http://h/?www.bank.com@evil", "http://u:pw@h/", "http://www@h/", "http://1234@h/",
				// "www" without a name after its ".", "www" glued to a word,
				// a one-letter TLD (none exists), two octets.
				"http://www.@h/", "http://wwwhat@h/", "http://www1@h/", "http://a.b.c@h/", "http://ab@h/"}},
		{KindUserinfo,
			[]string{"ftp://anonymous@h/", "http://u:@h/", "http://@h/"},
			[]string{"http://h/", "http://h/@x", "http://h/?a@b"}},
		{KindNonDefaultPort,
			[]string{"http://h:8080/", "https://h:80/", "svn://h:3690/"},
			[]string{"http://h:80/", "https://h:443/", "http://h:/", "http://h:080/", "ftp://h:21/", "gopher://h:70/", "http://h/8080"}},
		{KindWellKnownPort,
			[]string{"http://h:25/", "gopher://h:110/", "http://h:143/", "http://h:119/", "http://h:21/", "http://h:23/", "gopher://127.0.0.1:6379/_INFO"},
			[]string{"http://h:80/", "ftp://h:21/", "telnet://h:23/", "nntp://h:119/", "http://h:8025/", "http://h/25", "http://h:2500/"}},
		{KindPortOutOfRange,
			[]string{"http://h:65536/", "http://h:99999999999999999999/", "http://h:000065536/"},
			[]string{"http://h:65535/", "http://h:0000065535/", "http://h/?port=65536"}},
		{KindEncodedControl,
			[]string{"http://h/a%0Db", "http://h/?q=%0a", "http://h/#%00", "http://u%0D@h/", "http://h/%7F", "http://h/%09", "http://h/%1B%5B2J"},
			[]string{"http://h/a%20b", "http://h/%30", "gopher://h/7search%09term", "http://h/%C2%85", "http://h/0D0A",
				"http://h/%7Euser", "http://h/%7e", "http://h/?%7E#%7e"}}, // "~" is no control
		{KindRareIPv4,
			[]string{"http://0x7f.1/", "http://017700000001/", "http://2130706433/", "http://127.1/", "http://127.0.0.1./",
				"http://0X7F000001/", "http://0177.0.0.01/", "http://127.000.000.001/",
				// The URL Standard's IPv4 parser (WPT urltestdata: "https://0x.0x.0" is 0.0.0.0).
				"http://0x/", "https://0x.0x.0", "http://127.0x.0x.1/"},
			[]string{"http://127.0.0.1/", "http://1password.com/", "http://0xdead.beef.example/", "http://4294967296/",
				"http://256.0.0.1/", "http://1.2.3.4.5/", "http://08.1/", "http://0x.example/", "http://1..2/", "http://127.1.example/",
				"http://99999999999999999999999/", "http://example.com/127.1"}},
		{KindPrivateAddress,
			[]string{"http://127.0.0.1/", "http://10.1.2.3/", "http://192.168.0.1/", "http://172.16.0.1/", "http://169.254.169.254/",
				"http://[::1]/", "http://[fc00::1]/", "http://[fe80::1%25eth0]/", "http://localhost/", "http://LOCALHOST./",
				"http://app.localhost:3000/", "http://0.0.0.0/", "http://100.64.0.1/", "http://192.0.2.1/", "http://[::ffff:10.0.0.1]/",
				"http://2130706433/"},
			[]string{"http://8.8.8.8/", "http://[2606:4700::1]/", "http://example.com/", "http://localhost.example.com/",
				"http://mylocalhost/", "http://172.32.0.1/", "http://h/127.0.0.1", "http://h/?u=http://127.0.0.1/"}},
		{KindEncodedHost,
			[]string{"http://%31%32%37.0.0.1/", "http://ex%61mple.com/", "http://%6C%6F%63%61%6C%68%6F%73%74/"},
			[]string{"http://example.com/%31", "http://[fe80::1%25en0]/", "http://h/?%31"}},
		{KindEmbeddedIPv4,
			[]string{"http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/", "http://[64:ff9b::a9fe:a9fe]/", "http://[2002:7f00:1::1]/", "http://[::10.0.0.1]/"},
			[]string{"http://[::1]/", "http://[::]/", "http://[2001:db8::7f00:1]/", "http://127.0.0.1/"}},
		{KindPunycode,
			[]string{"http://xn--bcher-kva.example/", "http://www.XN--pple-43d.com/", "http://example.xn--p1ai/", "http://-a.xn--p1ai/"},
			[]string{"http://xnbcher.example/", "http://axn--b.example/", "http://h/xn--bcher-kva"}},
		{KindMixedScript,
			[]string{"http://xn--pple-43d.com/", "http://xn--pypal-4ve.com/", "http://p%D0%B0ypal.com/"},
			[]string{"http://xn--bcher-kva.example/", "http://xn--hxajbheg2az3al.example/", "http://xn--3b-ww4c5e180e575a65lsy2b.jp/",
				"http://xn--ihqwcrb4cv8a8dqg056pqjye.example/", "http://b%C3%BCcher.example/"}},
		{KindDotSegment,
			[]string{"http://h/a/../b", "http://h/./a", "http://h/a/..", "../a", "./a"},
			[]string{"http://h/a..b/", "http://h/.../", "http://h/.htaccess", "http://h/a?x=../..", "http://h/#../..", "http://h/index.html"}},
		{KindEncodedDot,
			[]string{"http://h/%2e%2e/etc", "http://h/.%2E/x", "http://h/a/%2E"},
			[]string{"http://h/a%2Eb", "http://h/?%2e%2e", "http://h/%2e%2e%2e/"}},
		{KindEncodedSlash,
			[]string{"http://h/a%2Fb", "http://h/%2f"},
			[]string{"http://h/?a=%2F", "http://h/#%2F", "http://h/a/b", "http://h/%252F"}},
		{KindEncodedBackslash,
			[]string{"http://h/..%5C..%5Cwin.ini", "http://h/%5c"},
			[]string{"http://h/?a=%5C", "http://h/%255C", "http://h/%5B%5D%5E%5b"}},
	} {
		for _, s := range tc.yes {
			if fs := mustInspect(t, s); !slices.Contains(kindsOf(fs), tc.kind) {
				t.Errorf("%q: no %s finding, got %v", s, tc.kind, kindsOf(fs))
			}
		}
		for _, s := range tc.no {
			if fs := mustInspect(t, s); slices.Contains(kindsOf(fs), tc.kind) {
				t.Errorf("%q: unexpected %s finding: %+v", s, tc.kind, fs)
			}
		}
	}
}

// TestClean: everyday URLs have no finding above info; the and the
// seeds' look-alikes have none at all.
func TestClean(t *testing.T) {
	for _, s := range []string{
		"https://example.com/a?b=c#d", "http://example.com/", "https://1password.com/",
		"http://www.ietf.org/rfc/rfc2396.txt", "ftp://ftp.is.co.za/rfc/rfc1808.txt",
		"mailto:John.Doe@example.com", "news:comp.infosystems.www.servers.unix",
		"telnet://melvyl.ucop.edu/", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
		"https://example.com/search?q=a%2Fb&at=x@y", "http://[2001:4860:4860::8888]/",
		"http://8.8.8.8/dns", "https://example.com/a%20b/c.html",
	} {
		for _, f := range mustInspect(t, s) {
			t.Errorf("%q: %+v", s, f)
		}
	}
	for _, s := range []string{"gopher://gopher.tc.umn.edu:70/11/Mailing%20Lists/", "https://example.com:8443/"} {
		for _, f := range mustInspect(t, s) {
			if f.Severity != Info {
				t.Errorf("%q: %+v", s, f)
			}
		}
	}
}

// TestSeverities pins the severity of each kind's typical case.
func TestSeverities(t *testing.T) {
	for _, tc := range []struct {
		in   string
		kind Kind
		sev  Severity
	}{
		{"http://h:65536/", KindPortOutOfRange, Danger},
		{"http://h/%0D", KindEncodedControl, Danger},
		{"http://h/%1B", KindEncodedControl, Warning},
		{"http://192.0.2.1/", KindPrivateAddress, Warning}, // documentation: not internal
		{"http://[ff02::1]/", KindPrivateAddress, Warning}, // multicast
		{"http://localhost/", KindPrivateAddress, Danger},
		{"http://[::1]/", KindPrivateAddress, Danger},
		{"../a", KindDotSegment, Info},
		{"http://h/a/../b", KindDotSegment, Warning},
		{"http://xn--bcher-kva.example/", KindPunycode, Info},
		{"http://xn--a-ecp.example/", KindPunycode, Info},
		// Not Punycode (RFC 3492 §6.2): the input ends inside a delta's
		// variable-length integer ("zz": digits 25 and 25, each at least
		// its threshold t), or a delta overflows (§6.4).
		{"http://xn--zz.example/", KindPunycode, Warning},
		{"http://xn--99999999999999.example/", KindPunycode, Warning},
		{"http://h:8080/", KindNonDefaultPort, Info},
		{"ftp://anonymous@h/", KindUserinfo, Info},
	} {
		f, ok := find(mustInspect(t, tc.in), tc.kind)
		if !ok || f.Severity != tc.sev {
			t.Errorf("%q: %s = %+v, %v; want severity %s", tc.in, tc.kind, f, ok, tc.sev)
		}
	}
}

// TestSeverityNames: the names of CLI.md's "severity" field, and a
// placeholder (no panic) for a value outside them.
func TestSeverityNames(t *testing.T) {
	for s, want := range map[Severity]string{Info: "info", Warning: "warning", Danger: "danger", Danger + 1: "severity(?)"} {
		if got := s.String(); got != want {
			t.Errorf("Severity(%d).String() = %q, want %q", s, got, want)
		}
	}
}

// TestDraft2003Authority: under Draft2003 "user:pw@evil@host" is a reg-name
// authority (seed 003 §3.2.1); what a server-based reader takes for the
// userinfo and its password is still reported, at the right bytes.
func TestDraft2003Authority(t *testing.T) {
	s := "http://user:pw@evil@127.0.0.1:25/"
	u, err := uri.Draft2003.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	fs := Inspect(u)
	for _, w := range []struct {
		kind Kind
		at   string
	}{{KindPassword, "pw@evil"}, {KindPrivateAddress, "127.0.0.1"}, {KindWellKnownPort, "25"}} {
		f, ok := find(fs, w.kind)
		if !ok || s[f.Offset:f.Offset+f.Length] != w.at {
			t.Errorf("%q: %s = %+v, %v; want at %q", s, w.kind, f, ok, w.at)
		}
	}
	// Without a port the host runs to the end; an "@" first (h_x is no
	// RFC 2396 hostname, so the authority is a reg-name) is an empty
	// userinfo, reported at the "@".
	for _, tc := range []struct{ in, ui, host, port string }{
		{"http://user:pw@evil@127.0.0.1/", "pw@evil", "127.0.0.1", ""},
		{"http://@h_x/", "@", "", ""},
		// An empty host before the port: the port is still read.
		{"http://u@evil@:25/", "u@evil", "", "25"},
	} {
		u, err := uri.Draft2003.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		fs := Inspect(u)
		at := func(k Kind) string {
			if f, ok := find(fs, k); ok {
				return tc.in[f.Offset : f.Offset+f.Length]
			}
			return ""
		}
		if got := at(KindPassword) + at(KindUserinfo); got != tc.ui {
			t.Errorf("%q: userinfo finding at %q, want %q", tc.in, got, tc.ui)
		}
		if got := at(KindPrivateAddress); got != tc.host {
			t.Errorf("%q: private-address at %q, want %q", tc.in, got, tc.host)
		}
		if got := at(KindWellKnownPort); got != tc.port {
			t.Errorf("%q: well-known-port at %q, want %q", tc.in, got, tc.port)
		}
	}
}

// TestOrder: findings come in the order of the bytes they are about.
func TestOrder(t *testing.T) {
	s := "gopher://u:p@127.1:25/%2e%2e/a%2Fb%0D%0A?q=%00#%0a"
	fs := mustInspect(t, s)
	if !slices.IsSortedFunc(fs, func(a, b Finding) int { return a.Offset - b.Offset }) {
		t.Errorf("%q: findings out of order: %v", s, fs)
	}
	want := []Kind{KindPassword, KindRareIPv4, KindPrivateAddress, KindNonDefaultPort, KindWellKnownPort, KindEncodedDot,
		KindEncodedSlash, KindEncodedControl, KindEncodedControl, KindEncodedControl}
	if got := kindsOf(fs); !slices.Equal(got, want) {
		t.Errorf("%q: kinds %v, want %v", s, got, want)
	}
	// A control inside the userinfo (found by fuzzing) comes after the
	// userinfo finding, which starts earlier.
	for _, s := range []string{"//0%00@", "http://u:p%0D@h/", "http://www.a.com%0A@h/"} {
		if fs := mustInspect(t, s); !slices.IsSortedFunc(fs, func(a, b Finding) int { return a.Offset - b.Offset }) {
			t.Errorf("%q: findings out of order: %v", s, fs)
		}
	}
}

// TestAllocs: Append allocates nothing for a URI without findings, and
// nothing for constant-message findings into a dst with room.
func TestAllocs(t *testing.T) {
	dst := make([]Finding, 0, 16)
	for _, s := range []string{
		"https://example.com/a?b=c#d",
		"http://www.example.com/some/long/path/index.html?x=%20y&z=1#frag",
		"http://8.8.8.8/", "http://[2606:4700::1]/",
		"http://a.b.c.example.com:80/",
		"https://h/a/../b%2Fc?d=%0D", "ftp://anonymous@h/",
	} {
		u := uri.MustParse(s)
		if n := testing.AllocsPerRun(100, func() { dst = Append(dst[:0], u) }); n != 0 {
			t.Errorf("Append(%q): %v allocs", s, n)
		}
	}
}

// TestPhishtankOffsets: over the hostile sample, every finding lies inside
// its input and covers the bytes its kind is about.
func TestPhishtankOffsets(t *testing.T) {
	data, err := os.ReadFile("../testdata/urls/phishtank_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	n, found := 0, 0
	for _, s := range strings.Split(string(data), "\n") {
		u, err := uri.ParseReference(s)
		if err != nil {
			continue
		}
		n++
		for _, f := range Inspect(u) {
			found++
			if f.Offset < 0 || f.Length <= 0 || f.Offset+f.Length > len(s) {
				t.Fatalf("%q: %+v outside the input", s, f)
			}
			at := s[f.Offset : f.Offset+f.Length]
			switch f.Kind {
			case KindEncodedControl, KindEncodedSlash, KindEncodedBackslash:
				if at[0] != '%' {
					t.Errorf("%q: %s at %q", s, f.Kind, at)
				}
			case KindPassword, KindMisleadingUserinfo, KindUserinfo:
				if !strings.Contains(u.Userinfo(), at) {
					t.Errorf("%q: %s at %q, not in the userinfo %q", s, f.Kind, at, u.Userinfo())
				}
			case KindNonDefaultPort, KindWellKnownPort, KindPortOutOfRange:
				if at != u.Port() {
					t.Errorf("%q: %s at %q, port %q", s, f.Kind, at, u.Port())
				}
			}
		}
	}
	if n < 1000 || found == 0 {
		t.Errorf("inspected %d URIs, %d findings", n, found)
	}
}

// An Inspector with MaxFindings lists the most severe findings (dangers
// first, each severity in the order of the bytes) and counts the rest by
// severity; AppendLimited counts only what it appends to dst, and without
// a bound lists everything and counts nothing.
func TestMaxFindings(t *testing.T) {
	u, err := uri.Parse("http://u:p@127.0.0.1:25/a/./b/../c/./d/%0D")
	if err != nil {
		t.Fatal(err)
	}
	all := Inspect(u)
	if len(all) < 6 {
		t.Fatalf("%d findings, want at least 6: %v", len(all), all)
	}
	bySeverity := slices.Clone(all)
	slices.SortStableFunc(bySeverity, func(a, b Finding) int { return int(b.Severity) - int(a.Severity) })
	for _, max := range []int{1, 2, 3, 5, len(all) - 1, len(all), len(all) + 1} {
		dst := []Finding{{Message: "kept"}}
		got, omitted := Inspector{MaxFindings: max}.AppendLimited(dst, u)
		n := min(max, len(all))
		var wantListed, wantOmitted, listed Omitted
		for i, f := range bySeverity {
			if i < n {
				wantListed[f.Severity]++
			} else {
				wantOmitted[f.Severity]++
			}
		}
		for _, f := range got[1:] {
			listed[f.Severity]++
			if !slices.Contains(all, f) {
				t.Errorf("MaxFindings %d: %+v listed is no finding", max, f)
			}
		}
		ordered := slices.IsSortedFunc(got[1:], func(a, b Finding) int {
			if a.Severity != b.Severity {
				return int(b.Severity) - int(a.Severity)
			}
			return a.Offset - b.Offset
		})
		if len(got) != 1+n || got[0].Message != "kept" || omitted != wantOmitted || listed != wantListed ||
			n == len(all) && !slices.Equal(got[1:], all) || n < len(all) && !ordered {
			t.Errorf("MaxFindings %d: %d listed %v, omitted %v, want %d %v and %v:\n%v", max, len(got)-1, listed, omitted, n, wantListed, wantOmitted, got[1:])
		}
		if omitted.Total() != len(all)-n {
			t.Errorf("MaxFindings %d: Total %d", max, omitted.Total())
		}
	}
	for _, max := range []int{0, -1} {
		got, omitted := Inspector{MaxFindings: max}.AppendLimited(nil, u)
		if !slices.Equal(got, all) || omitted != (Omitted{}) {
			t.Errorf("MaxFindings %d: %d listed, %v omitted, want all %d and none", max, len(got), omitted, len(all))
		}
	}
}

// TestFlooding (issue #36 point 2): findings past the bound never hide a
// danger. 999 encoded controls in the userinfo before @127.0.0.1, and an
// encoded CR LF after 1,000 "./" segments, each list their danger first,
// with 1,000 listed; the warnings displaced are counted.
func TestFlooding(t *testing.T) {
	for _, tc := range []struct {
		in   string
		kind Kind
	}{
		{"http://" + strings.Repeat("%01a", 999) + "@127.0.0.1/", KindPrivateAddress},
		{"http://example.com/" + strings.Repeat("./", 1000) + "x%0D%0Ay", KindEncodedControl},
		{"http://example.com/" + strings.Repeat("./", 1500) + "%2e%2e/" + strings.Repeat("%0D/", 1200), KindEncodedControl},
	} {
		u, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		fs, omitted := Inspector{MaxFindings: 1000}.AppendLimited(nil, u)
		if len(fs) != 1000 || omitted.Total() == 0 || fs[0].Severity != Danger {
			t.Errorf("%.40q: %d listed, %v omitted, first %+v", tc.in, len(fs), omitted, fs[0])
			continue
		}
		if _, ok := find(fs, tc.kind); !ok {
			t.Errorf("%.40q: no %s listed", tc.in, tc.kind)
		}
		all := Inspect(u)
		var count Omitted
		for _, f := range all {
			count[f.Severity]++
		}
		var listed Omitted
		for i, f := range fs {
			listed[f.Severity]++
			if i > 0 && (f.Severity > fs[i-1].Severity || f.Severity == fs[i-1].Severity && f.Offset < fs[i-1].Offset) {
				t.Errorf("%.40q: finding %d (%s at %d) out of order", tc.in, i, f.Severity, f.Offset)
				break
			}
		}
		for s := range count {
			if listed[s]+omitted[s] != count[s] {
				t.Errorf("%.40q: %s: %d listed and %d omitted of %d", tc.in, Severity(s), listed[s], omitted[s], count[s])
			}
		}
		if count[Danger] <= 1000 && (omitted[Danger] != 0 || listed[Danger] != count[Danger]) {
			t.Errorf("%.40q: %d dangers, %d listed", tc.in, count[Danger], listed[Danger])
		}
		if w, ok := omitted.Worst(); !ok || w == Danger && count[Danger] <= 1000 {
			t.Errorf("%.40q: worst omitted %v %v", tc.in, w, ok)
		}
	}
	// More dangers than the bound: all listed are dangers, the rest counted.
	u := uri.MustParse("http://example.com/" + strings.Repeat("%0D/", 1500))
	fs, omitted := Inspector{MaxFindings: 1000}.AppendLimited(nil, u)
	if len(fs) != 1000 || omitted[Danger] == 0 {
		t.Errorf("1,500 dangers: %d listed, %v omitted", len(fs), omitted)
	}
	if w, ok := omitted.Worst(); !ok || w != Danger {
		t.Errorf("worst omitted %v %v", w, ok)
	}
	if w, ok := (Omitted{}).Worst(); ok || w != Info {
		t.Errorf("nothing omitted: worst %v %v", w, ok)
	}
}
