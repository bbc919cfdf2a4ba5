package inspect

import (
	"net/netip"
	"testing"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/uri"
)

// ssrfRow: a URI, a kind it must have with its severity, the text the
// finding covers and, for an address, the address.
type ssrfRow struct {
	in   string
	kind Kind
	sev  Severity
	at   string
	addr string
}

func checkRows(t *testing.T, source string, rows []ssrfRow) {
	t.Helper()
	for _, tc := range rows {
		fs := mustInspect(t, tc.in)
		ok := false
		for _, f := range fs {
			if f.Kind != tc.kind || tc.in[f.Offset:f.Offset+f.Length] != tc.at {
				continue
			}
			if tc.addr != "" && f.Addr != netip.MustParseAddr(tc.addr) {
				continue
			}
			ok = f.Severity == tc.sev
		}
		if !ok {
			t.Errorf("%s: %q: no %s %s at %q (%s); got %+v", source, tc.in, tc.sev, tc.kind, tc.at, tc.addr, fs)
		}
	}
}

// Class 1 of issue #27: a host whose percent-encoded Unicode IDNA maps to
// an address or to localhost, read as browsers and Go's net/http read it.
// Sources: Orange Tsai, "A New Era of SSRF" (Black Hat USA 2017), Unicode
// full stops and fullwidth forms; PayloadsAllTheThings, "Bypass using
// enclosed alphanumerics"; web-platform-tests urltestdata (fullwidth
// "０Ｘｃ０．０２５０．０１" is 192.168.0.1).
func TestIDNAHosts(t *testing.T) {
	const ideo = "127%E3%80%820%E3%80%820%E3%80%821"
	checkRows(t, "class 1", []ssrfRow{
		{"http://" + ideo + "/", KindPrivateAddress, Danger, ideo, "127.0.0.1"},
		{"http://" + ideo + "/", KindRareIPv4, Danger, ideo, "127.0.0.1"},
		{"http://" + ideo + "/", KindEncodedHost, Warning, ideo, "127.0.0.1"},
		{"http://%E2%91%A0%E2%91%A1%E2%91%A6.%E2%93%AA.%E2%93%AA.%E2%91%A0/", KindPrivateAddress, Danger,
			"%E2%91%A0%E2%91%A1%E2%91%A6.%E2%93%AA.%E2%93%AA.%E2%91%A0", "127.0.0.1"},
		{"http://%EF%BC%91%EF%BC%90.0.0.1/", KindPrivateAddress, Danger, "%EF%BC%91%EF%BC%90.0.0.1", "10.0.0.1"},
		{"http://169%EF%BC%8E254%EF%BC%8E169%EF%BC%8E254/", KindCloudMetadata, Danger, "169%EF%BC%8E254%EF%BC%8E169%EF%BC%8E254", "169.254.169.254"},
		{"http://%EF%BC%90%EF%BC%B8%EF%BD%83%EF%BC%90%EF%BC%8E%EF%BC%90%EF%BC%92%EF%BC%95%EF%BC%90%EF%BC%8E%EF%BC%90%EF%BC%91/", KindPrivateAddress, Danger,
			"%EF%BC%90%EF%BC%B8%EF%BD%83%EF%BC%90%EF%BC%8E%EF%BC%90%EF%BC%92%EF%BC%95%EF%BC%90%EF%BC%8E%EF%BC%90%EF%BC%91", "192.168.0.1"},
		{"http://local%C2%ADhost/", KindPrivateAddress, Danger, "local%C2%ADhost", ""},       // U+00AD is ignored by UTS #46
		{"http://localhost%E2%80%8B/", KindPrivateAddress, Danger, "localhost%E2%80%8B", ""}, // so is U+200B
		{"http://%EF%BD%8C%EF%BD%8F%EF%BD%83%EF%BD%81%EF%BD%8C%EF%BD%88%EF%BD%8F%EF%BD%93%EF%BD%94/", KindPrivateAddress, Danger,
			"%EF%BD%8C%EF%BD%8F%EF%BD%83%EF%BD%81%EF%BD%8C%EF%BD%88%EF%BD%8F%EF%BD%93%EF%BD%94", ""},
	})
	// The same host written as an IRI (uri.ParseIRI) is read the same way.
	for _, s := range []string{"http://127。0。0。1/", "http://①②⑦.⓪.⓪.①/", "http://ｌｏｃａｌｈｏｓｔ/"} {
		u, err := uri.ParseIRI(s)
		if err != nil {
			t.Fatal(err)
		}
		if f, ok := find(Inspect(u), KindPrivateAddress); !ok || f.Severity != Danger {
			t.Errorf("%q: %+v", s, Inspect(u))
		}
	}
	// Unicode that maps to a public name or address, or that IDNA
	// refuses, is no address.
	for _, s := range []string{"http://b%C3%BCcher.example/", "http://%E2%91%A7.%E2%91%A7.%E2%91%A7.%E2%91%A7/", "http://%E2%80%AE/"} {
		if f, ok := find(mustInspect(t, s), KindPrivateAddress); ok {
			t.Errorf("%q: %+v", s, f)
		}
	}
}

// Class 2: a special scheme without "//" or with more slashes, which RFC
// 3986 reads as a path and browsers as the host. Sources: the URL
// Standard's "special authority ignore slashes state" and its tests
// (web-platform-tests urltestdata: "http:foo.com", "http:/example.com/",
// "http:a:b@www.example.com").
func TestHiddenHost(t *testing.T) {
	checkRows(t, "class 2", []ssrfRow{
		{"http:127.0.0.1", KindHiddenHost, Danger, "127.0.0.1", ""},
		{"http:127.0.0.1", KindPrivateAddress, Danger, "127.0.0.1", "127.0.0.1"},
		{"http:/127.0.0.1/", KindPrivateAddress, Danger, "127.0.0.1", "127.0.0.1"},
		{"http:///127.0.0.1/a", KindHiddenHost, Danger, "127.0.0.1", ""},
		{"https:127.0.0.1/", KindPrivateAddress, Danger, "127.0.0.1", "127.0.0.1"},
		{"WS:127.0.0.1", KindHiddenHost, Danger, "127.0.0.1", ""},
		{"wss:/localhost", KindPrivateAddress, Danger, "localhost", ""},
		{"ftp:0x7f.1", KindRareIPv4, Danger, "0x7f.1", "127.0.0.1"},
		{"http:evil.com@127.0.0.1", KindMisleadingUserinfo, Danger, "evil.com", ""},
		{"http:evil.com@127.0.0.1", KindPrivateAddress, Danger, "127.0.0.1", "127.0.0.1"},
		{"http:a:b@10.0.0.1:6379/x", KindPassword, Warning, "b", ""},
		{"http:a:b@10.0.0.1:6379/x", KindWellKnownPort, Warning, "6379", ""},
		{"http:a:b@10.0.0.1:6379/x", KindHiddenHost, Danger, "a:b@10.0.0.1:6379", ""},
		{"///127.0.0.1/", KindHiddenHost, Danger, "127.0.0.1", ""},
		{"////169.254.169.254/latest", KindCloudMetadata, Danger, "169.254.169.254", "169.254.169.254"},
		{"http:example.com/", KindHiddenHost, Danger, "example.com", ""}, // a filter sees no host at all
		// An empty userinfo before the host: the URL Standard's authority
		// state takes "@" as the end of (empty) credentials.
		{"http:@h/", KindHiddenHost, Danger, "@h", ""},
		{"http:@h/", KindUserinfo, Info, "@", ""},
	})
	// The message says what RFC 3986 reads: an http URI or a relative
	// reference with an empty authority.
	for in, what := range map[string]string{"http:127.0.0.1": "this http URI", "///127.0.0.1/": "this relative reference (an empty authority)"} {
		if f, ok := find(mustInspect(t, in), KindHiddenHost); !ok || !contains(f.Message, "RFC 3986 reads no host in "+what+", ") {
			t.Errorf("%q: %+v, %v; want it to name %q", in, f, ok, what)
		}
	}
	// No host for a browser either (it refuses the URL), another scheme,
	// or a path that is only a path.
	for _, s := range []string{"http:", "http:/", "http:///", "http:foo:bar", "http:@", "http::80/", "mailto:127.0.0.1",
		"file:127.0.0.1", "file:///127.0.0.1/", "urn:127.0.0.1", "/127.0.0.1/", "127.0.0.1/x", "//127.0.0.1/", "http://h/127.0.0.1"} {
		if f, ok := find(mustInspect(t, s), KindHiddenHost); ok {
			t.Errorf("%q: %+v", s, f)
		}
	}
	// The 2003 draft allows "[" and "]" in an opaque part: an IP literal
	// there is the browser's host up to its "]", the port after it; one not
	// closed, with text after its "]", empty, IPvFuture or with a zone the
	// browser refuses (IPv6-unclosed, its IPv6 parser).
	for s, host := range map[string]string{"http:[::1]:80/": "[::1]:80", "http:[::1]/x": "[::1]",
		"http:[": "", "http:[::1": "", "http:[::1]x/": "", "http:[]": "", "http:[v1.x]/": "", "http:[::1%25eth0]/": ""} {
		u, err := uri.Draft2003.ParseReference(s)
		if err != nil {
			t.Fatalf("draft2003 %q: %v", s, err)
		}
		f, ok := find(Inspect(u), KindHiddenHost)
		if got := ""; ok {
			got = s[f.Offset : f.Offset+f.Length]
			if got != host {
				t.Errorf("draft2003 %q: hidden host %q, want %q", s, got, host)
			}
		} else if host != "" {
			t.Errorf("draft2003 %q: no hidden host, want %q", s, host)
		}
	}
}

// Class 3: IPv4 numbers as the URL Standard reads them, where inet_aton
// refuses: an empty "0x" part is 0. Source: web-platform-tests
// urltestdata ("https://0x.0x.0" is 0.0.0.0).
func TestURLStandardIPv4(t *testing.T) {
	checkRows(t, "class 3", []ssrfRow{
		{"https://0x.0x.0", KindPrivateAddress, Danger, "0x.0x.0", "0.0.0.0"},
		{"http://0x/", KindRareIPv4, Danger, "0x", "0.0.0.0"},
		{"http://127.0x.0x.1/", KindPrivateAddress, Danger, "127.0x.0x.1", "127.0.0.1"},
		{"http://10.0x.0x.0x/", KindPrivateAddress, Danger, "10.0x.0x.0x", "10.0.0.0"},
		{"http://0x.0x.0x.0x./", KindPrivateAddress, Danger, "0x.0x.0x.0x.", "0.0.0.0"},
	})
	// Both readers say "inet_aton"-only and URL-only spellings apart.
	f, _ := find(mustInspect(t, "http://0x/"), KindRareIPv4)
	g, _ := find(mustInspect(t, "http://0x7f.1/"), KindRareIPv4)
	if f.Message == g.Message[:len(f.Message)] || !contains(f.Message, "URL Standard") || !contains(g.Message, "inet_aton") {
		t.Errorf("messages: %q, %q", f.Message, g.Message)
	}
}

// TestRareIPv4Readers: a rare-ipv4 finding names who reads the address:
// inet_aton and the URL Standard both read "127.1" (seed 003 §7.3; the URL
// Standard's IPv4 parser), only the URL Standard reads "0x", only glibc's
// inet_aton, stopping at the tab, reads "127.0.0.1\tfoo.google.com", and
// "①②⑦.⓪.⓪.①" is an address once UTS #46 maps it.
func TestRareIPv4Readers(t *testing.T) {
	const both = "inet_aton (most resolvers) and the URL Standard (browsers) read it as "
	for _, tc := range []struct{ in, who string }{
		{"http://127.1/", both + "127.0.0.1"},
		{"http://0x/", "the URL Standard's IPv4 parser (browsers) reads it as 0.0.0.0"},
		{"http://127.0.0.1%09foo.google.com/", "glibc's inet_aton, which stops at the first white space, reads it as 127.0.0.1"},
		{"http://%E2%91%A0%E2%91%A1%E2%91%A6.%E2%93%AA.%E2%93%AA.%E2%91%A0/",
			"once mapped by IDNA (UTS #46, as browsers and Go's net/http do), " + both + "127.0.0.1"},
	} {
		f, ok := find(mustInspect(t, tc.in), KindRareIPv4)
		if !ok || !contains(f.Message, ", but "+tc.who+" (RFC 3986 §7.4)") {
			t.Errorf("%q: rare-ipv4 %+v, %v; want it to say %q", tc.in, f, ok, tc.who)
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// Class 4: cloud metadata endpoints by address, each a danger (package
// guard's TestBlockedIsTheDanger holds guard.Blocked to the same). Source:
// PayloadsAllTheThings, "SSRF URL for Cloud Instances"; the providers'
// documentation (metadata.go).
func TestCloudMetadata(t *testing.T) {
	checkRows(t, "class 4", []ssrfRow{
		{"http://192.0.0.192/latest/", KindCloudMetadata, Danger, "192.0.0.192", "192.0.0.192"},
		{"http://168.63.129.16/machine?comp=goalstate", KindCloudMetadata, Danger, "168.63.129.16", "168.63.129.16"},
		{"http://169.254.169.254/latest/meta-data/", KindCloudMetadata, Danger, "169.254.169.254", "169.254.169.254"},
		{"http://169.254.170.2/v2/credentials/", KindCloudMetadata, Danger, "169.254.170.2", "169.254.170.2"},
		{"http://100.100.100.200/latest/meta-data/", KindCloudMetadata, Danger, "100.100.100.200", "100.100.100.200"},
		{"http://[fd00:ec2::254]/latest/", KindCloudMetadata, Danger, "[fd00:ec2::254]", "fd00:ec2::254"},
		{"http://[::ffff:168.63.129.16]/", KindCloudMetadata, Danger, "[::ffff:168.63.129.16]", "168.63.129.16"},
		{"http://[64:ff9b::a83f:8110]/", KindCloudMetadata, Danger, "[64:ff9b::a83f:8110]", "168.63.129.16"}, // NAT64 of the WireServer
		{"http://2822734096/", KindCloudMetadata, Danger, "2822734096", "168.63.129.16"},
	})
}

// Class 5: controls in a host, inet_aton's white space, and userinfo that
// ends like a host. Sources: Orange Tsai, "A New Era of SSRF" (glibc's
// getaddrinfo reads "127.0.0.1\tfoo.google.com" as 127.0.0.1; CR LF
// injection in the host); issue #26 point 10 ("ex%00ample.com").
func TestHostControls(t *testing.T) {
	checkRows(t, "class 5", []ssrfRow{
		{"http://localhost%00.evil.com/", KindEncodedControl, Danger, "%00", ""},
		{"http://a%0D%0Ab/", KindEncodedControl, Danger, "%0D%0A", ""},
		{"http://ex%00ample.com/", KindEncodedControl, Danger, "%00", ""},
		{"http://ex%1Bample.com/", KindEncodedControl, Danger, "%1B", ""},
		{"http://127.0.0.1%09foo.google.com/", KindRareIPv4, Danger, "127.0.0.1%09foo.google.com", "127.0.0.1"},
		{"http://127.0.0.1%09foo.google.com/", KindPrivateAddress, Danger, "127.0.0.1%09foo.google.com", "127.0.0.1"},
		{"http://127.0.0.1%20foo.google.com/", KindPrivateAddress, Danger, "127.0.0.1%20foo.google.com", "127.0.0.1"},
		{"http://127.0.0.1;@evil.com/", KindMisleadingUserinfo, Danger, "127.0.0.1;", ""},
		{"http://127.0.0.1%2F@evil.com/", KindMisleadingUserinfo, Danger, "127.0.0.1%2F", ""},
		{"http://www.bank.com%3F@evil.com/", KindMisleadingUserinfo, Danger, "www.bank.com%3F", ""},
	})
	// ParseIPv4 reads the whole text (its doc says so): the white space
	// glibc stops at is the host reading's business.
	if _, ok := guard.ParseIPv4("127.0.0.1\tfoo.google.com"); ok {
		t.Error(`guard.ParseIPv4("127.0.0.1\tfoo.google.com") is true`)
	}
	for _, s := range []string{"http://john.doe;x@h/", "http://a%20b.example/"} {
		fs := mustInspect(t, s)
		if f, ok := find(fs, KindMisleadingUserinfo); ok {
			t.Errorf("%q: %+v", s, f)
		}
		if f, ok := find(fs, KindEncodedControl); ok {
			t.Errorf("%q: %+v", s, f)
		}
	}
}

// Issue #26 points 8 and 10: "localhost:3000" is a host and a port without
// a scheme; a port both non-default and of another protocol is both.
func TestHostAsSchemeAndPorts(t *testing.T) {
	checkRows(t, "issue 26", []ssrfRow{
		{"localhost:3000", KindHostAsScheme, Warning, "localhost:3000", ""},
		{"localhost:3000", KindPrivateAddress, Danger, "localhost", ""},
		{"example.com:8080/admin", KindHostAsScheme, Warning, "example.com:8080", ""},
		{"localhost:9000", KindHostAsScheme, Warning, "localhost:9000", ""},
		{"localhost:65535/", KindHostAsScheme, Warning, "localhost:65535", ""}, // five digits, the most a port has
		{"http://example.com:6379/", KindNonDefaultPort, Info, "6379", ""},
		{"http://example.com:6379/", KindWellKnownPort, Warning, "6379", ""},
	})
	for _, s := range []string{"tel:123", "urn:123", "sip:1234", "foo:bar", "foo:123456", "foo:12a", "a+b:80", "example.com:8080?"} {
		if f, ok := find(mustInspect(t, s), KindHostAsScheme); ok != (s == "example.com:8080?") {
			t.Errorf("%q: %+v %v", s, f, ok)
		}
	}
	if f, ok := find(mustInspect(t, "example.com:8080/x"), KindPrivateAddress); ok {
		t.Errorf("example.com: %+v", f)
	}
}
