package uri

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/scheme"
)

var (
	syntaxLevel = Normalizer{Level: LevelSyntax}
	schemeLevel = Normalizer{Level: LevelScheme}
)

// mustNormalize parses in as a URI reference and normalizes it with n.
func mustNormalize(t *testing.T, n Normalizer, in string) string {
	t.Helper()
	u, err := ParseReference(in)
	if err != nil {
		t.Fatalf("ParseReference(%q): %v", in, err)
	}
	v, err := n.Normalize(u)
	if err != nil {
		t.Fatalf("Normalize(%q) at %v: %v", in, n.Level, err)
	}
	if got, err := n.NormalizeString(in); err != nil || got != v.String() {
		t.Fatalf("NormalizeString(%q) at %v = %q, %v; Normalize gives %q", in, n.Level, got, err, v)
	}
	return v.String()
}

// TestTripletNormal checks the parser's triplet test against pctNormal for
// every pair of hex digits.
func TestTripletNormal(t *testing.T) {
	const hex = "0123456789abcdefABCDEF"
	for i := 0; i < len(hex); i++ {
		for j := 0; j < len(hex); j++ {
			tr := "%" + hex[i:i+1] + hex[j:j+1]
			if got, want := tripletNormal(tr[1], tr[2], byte(pct.Octet(tr, 0))), pctNormal(tr, nil, 0); got != want {
				t.Errorf("tripletNormal(%q) = %v, pctNormal says %v", tr, got, want)
			}
		}
	}
	for _, tr := range []string{"%41", "%7E", "%2d", "%2F", "%C3"} {
		want := tr == "%2F" || tr == "%C3"
		if tripletNormal(tr[1], tr[2], byte(pct.Octet(tr, 0))) != want {
			t.Errorf("tripletNormal(%q) = %v", tr, !want)
		}
	}
}

// TestParseNotes: on the RFC 3986 fast paths the parser's notes are exact,
// so NormalizeString skips what they rule out; elsewhere they are all set.
func TestParseNotes(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want notes
	}{
		{"http://example.com/a/b.html?q=1#f", 0},
		{"http://example.com/.well-known/a..b/...?x=/./#/../", 0},
		{"http://a/%C3%A9%2F?%3D#%25", 0},
		{"HTTP://a/", nUpper},
		{"http://a.B.c/", nUpper},
		{"http://User@a/", nUpper}, // userinfo: a maybe, not a promise
		{"http://a/%2f", nPct},
		{"http://a/%7E", nPct},
		{"http://a/?%41", nPct},
		{"http://a/#%2d", nPct},
		{"http://%41/", nPct},
		{"http://a/./b", nDot},
		{"http://a/b/..", nDot},
		{"http://a/..?q", nDot},
		{"a:./b", nDot},
		{"../a", nDot},
		{"HTTP://A/%7e/../", nAll},
		{"http://[::1]/", nAll},
		{"http://a:/", 0},
	} {
		_, got, err := parseNoting(tc.in, RFC3986, false)
		if err != nil || got != tc.want {
			t.Errorf("parseNoting(%q) = %03b, %v; want %03b", tc.in, got, err, tc.want)
		}
	}
	if _, got, _ := parseNoting("http://a/", Draft2003, false); got != nAll {
		t.Errorf("parseNoting under Draft2003 = %03b, want all", got)
	}
}

// TestNormalizeStringErrors: NormalizeString reports the parse error.
func TestNormalizeStringErrors(t *testing.T) {
	got, err := schemeLevel.NormalizeString("http://a b/")
	var e *Error
	if got != "" || !errors.As(err, &e) || e.Offset != 8 || e.Component != ComponentHost {
		t.Fatalf("NormalizeString(%q) = %q, %v; want a host error at offset 8", "http://a b/", got, err)
	}
}

type normCase struct {
	in, want string
	why      string
}

func runNormCases(t *testing.T, n Normalizer, cases []normCase) {
	t.Helper()
	for _, tc := range cases {
		if got := mustNormalize(t, n, tc.in); got != tc.want {
			t.Errorf("%v: Normalize(%q) = %q, want %q (%s)", n.Level, tc.in, got, tc.want, tc.why)
		}
	}
}

// TestNormalizeSpecExamples takes its rows from the text of RFC 3986 §6 and
// seed 003 §6 first, then from the rules those sections state.
func TestNormalizeSpecExamples(t *testing.T) {
	runNormCases(t, syntaxLevel, []normCase{
		{"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D", "RFC 3986 §6.2.2 example"},
		{"example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D", "RFC 3986 §6.2.2 example, already normal"},
		// Seed 003 §6.2.2: both become the same URI; %7A is "z", an
		// unreserved character, so it is decoded (RFC 3986 §2.3, §6.2.2.2).
		{"example://a/b/c/%7A", "example://a/b/c/z", "seed 003 §6.2.2 example"},
		{"eXAMPLE://a/./b/../b/c/%7a", "example://a/b/c/z", "seed 003 §6.2.2 example"},
		{"HTTP://www.EXAMPLE.com/", "http://www.example.com/", "RFC 3986 §6.2.2.1 example"},
		{"http://www.XEROX.com", "http://www.xerox.com", "seed 001 §6 example"},
		// §6.2.2.1: triplet hex digits upper case, everywhere.
		{"http://a/%3a?%3b#%3c", "http://a/%3A?%3B#%3C", "§6.2.2.1 percent-encoding case"},
		{"http://us%3ber@a/", "http://us%3Ber@a/", "§6.2.2.1 in userinfo"},
		// §6.2.2.2: unreserved characters decoded in every component.
		{"http://a/%7Euser", "http://a/~user", "§2.3 %7E is ~"},
		{"http://a/%41%2D%2e%5F%7e%30", "http://a/A-._~0", "§2.3 ALPHA DIGIT - . _ ~"},
		{"http://%75ser@a/?%71=%31#%66", "http://user@a/?q=1#f", "§6.2.2.2 in userinfo, query, fragment"},
		{"http://%41%62C.example/", "http://abc.example/", "§6.2.2.2 + §6.2.2.1 in a reg-name: decoded, then lower case"},
		// Reserved characters are never decoded (§2.2, §6.2.2.2).
		{"http://a/a%2Fb%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A", "http://a/a%2Fb%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A", "§2.2 reserved stay encoded"},
		{"http://a/%2f%20%25", "http://a/%2F%20%25", "not unreserved: only the hex case changes"},
		{"http://a/%C3%A9%c3%a9", "http://a/%C3%A9%C3%A9", "non-ASCII octets stay encoded"},
		// Case is kept outside scheme and host (§6.2.2.1).
		{"http://User:PW@a/Path?Query#Frag", "http://User:PW@a/Path?Query#Frag", "§6.2.2.1: other components case-sensitive"},
		// §6.2.2.3: dot-segments removed (§5.2.4).
		{"http://a/b/c/./../../g", "http://a/g", "§5.2.4 example"},
		{"http://a/b/c/%2E%2E/g", "http://a/b/g", "%2E is \".\" (§2.3): decoded, then a dot-segment"},
		{"http://a/..", "http://a/", "§5.2.4 C"},
		{"foo:a/../b", "foo:/b", "a URI without authority: remove_dot_segments applies to its path (§5.2.2); §5.2.4 step C leaves the \"/\""},
		// §5.3: a path that would begin with "//" without an authority
		// gets "/." in front, so that it still parses as a path.
		{"foo:/.//bar", "foo:/.//bar", "§5.3 remedy, already normal"},
		{"foo:a/..//bar", "foo:/.//bar", "§5.3 remedy after remove_dot_segments"},
		{"foo:/a/..//bar", "foo:/.//bar", "§5.3 remedy"},
		{"foo:/././/bar", "foo:/.//bar", "§5.3 remedy"},
		// Scheme and host lower case; IPv6 hex digits too (§3.2.2: host
		// case-insensitive), but not the RFC 6874 zone (local meaning).
		{"HtTp://[FE80::AB%25Eth0]/", "http://[fe80::ab%25Eth0]/", "IPv6 literal lower case, zone kept"},
		{"http://[fe80::1%25%65N0]/", "http://[fe80::1%25eN0]/", "zone: unreserved decoded, case kept"},
		{"http://[V1.AB:C]/", "http://[v1.ab:c]/", "IPvFuture lower case"},
		// Nothing scheme-specific at this level.
		{"http://example.com:80", "http://example.com:80", "§6.2.3 is not part of syntax-based normalization"},
		{"http://a:/", "http://a:/", "an empty port is a scheme-based step"},
		// Relative references: case and percent-encoding only.
		// Relative references: the dot-segments that cannot change the
		// target against any base go (normalize_relative.go).
		{"../a/./b/%7e/%2e%2e", "../a/b/", "relative: the leading \"..\" stays, \"%2e%2e\" is \"..\" once decoded"},
		{"//EXAMPLE.com/a/../b", "//example.com/b", "network-path reference: host lowered, remove_dot_segments (§5.2.2)"},
		{"/a/b/../../c", "/c", "absolute-path reference: remove_dot_segments (§5.2.2)"},
		{"a/b/./c", "a/b/c", "relative path: \".\" removed"},
		{"a/../../b", "../b", "relative path: the \"..\" above its start stays"},
		{"a/..", "./", "relative path: the directory that holds it"},
		{"a/../b:c?q", "./b:c?q", "relative path: \"./\" keeps a \":\" from reading as a scheme (§4.2)"},
		{"a/..//b", ".//b", "relative path: \"./\" keeps \"//\" from reading as an authority"},
		{"%3a", "%3A", "seed 003 §6.2.2.2 / RFC 3986 §6.2.2.1 bare triplet as a relative reference"},
		{"", "", "empty reference"},
	})
}

// TestNormalizeScheme covers RFC 3986 §6.2.3 with the default registry.
func TestNormalizeScheme(t *testing.T) {
	runNormCases(t, schemeLevel, []normCase{
		// The four equivalent http URIs of §6.2.3; the second is the
		// normal form.
		{"http://example.com", "http://example.com/", "§6.2.3"},
		{"http://example.com/", "http://example.com/", "§6.2.3"},
		{"http://example.com:/", "http://example.com/", "§6.2.3"},
		{"http://example.com:80/", "http://example.com/", "§6.2.3"},
		{"http://example.com/?", "http://example.com/?", "§6.2.3: delimiters of empty components stay"},
		{"http://example.com/#", "http://example.com/#", "§6.2.3: fragment not scheme-normalized"},
		{"mailto:Joe@Example.COM", "mailto:Joe@example.com", "§6.2.3 mailto example"},
		{"HTTPS://Example.COM:443", "https://example.com/", "RFC 9110 §4.2.2 default port 443"},
		{"https://example.com:80/", "https://example.com:80/", "80 is not https's default"},
		{"http://example.com:0080/", "http://example.com/", "leading zeros: still port 80 (§3.2.3 decimal)"},
		{"http://example.com:08080/", "http://example.com:8080/", "leading zeros removed"},
		{"http://example.com:0/", "http://example.com:0/", "port 0 stays"},
		{"http://example.com:000/", "http://example.com:0/", "port 0 without its leading zeros"},
		{"http://example.com:99999/", "http://example.com:99999/", "out-of-range port untouched"},
		{"ws://h:80", "ws://h/", "RFC 6455 §3"},
		{"wss://h:443", "wss://h/", "RFC 6455 §3"},
		{"ftp://h:21", "ftp://h/", "RFC 1738 §3.2"},
		{"gopher://h:70/", "gopher://h/", "RFC 4266"},
		{"nntp://h:119/g", "nntp://h/g", "RFC 5538 §2.2"},
		{"telnet://h:23", "telnet://h/", "RFC 4248"},
		{"wais://h:210/db", "wais://h/db", "RFC 4156"},
		{"prospero://h:1525/x", "prospero://h/x", "RFC 4157"},
		{"ldap://h:389/dc=x", "ldap://h/dc=x", "RFC 4516 §2"},
		{"ldap://h:389", "ldap://h", "ldap: no empty-path rule"},
		{"ldaps://h:636/", "ldaps://h/", "IANA ldaps 636"},
		{"rtsp://h:554/s", "rtsp://h/s", "RFC 7826"},
		{"imap://h:143/", "imap://h/", "RFC 5092"},
		{"pop://h:110", "pop://h", "RFC 2384"},
		{"redis://h:6379/0", "redis://h/0", "IANA provisional redis"},
		{"snmp://h:161/", "snmp://h/", "RFC 4088"},
		{"sip:alice@atlanta.com:5060", "sip:alice@atlanta.com:5060", "RFC 3261 §19.1.4: explicit default port is significant"},
		{"unknown://h:80", "unknown://h:80", "unknown scheme: no default port known"},
		{"unknown://h:", "unknown://h", "§3.2.3: empty port elided"},
		{"unknown://h", "unknown://h", "unknown scheme: empty path kept"},
		// file: "localhost" is the empty host (§6.2.3, RFC 8089 §2).
		{"file://localhost/etc/hosts", "file:///etc/hosts", "RFC 8089 §2"},
		{"FILE://LocalHost/x", "file:///x", "case-normalized first"},
		{"file://localhost:/x", "file:///x", "empty port elided first"},
		{"file://user@localhost/x", "file://user@localhost/x", "§6.2.3: userinfo present, host stays"},
		{"file://localhost:8/x", "file://localhost:8/x", "§6.2.3: port present, host stays"},
		{"file:///x", "file:///x", "already normal"},
		{"http://localhost/", "http://localhost/", "not file"},
		// mailto: only the domains, and not inside quoted local parts.
		{"mailto:A@B.C,D@E.F?Subject=Hi", "mailto:A@b.c,D@e.f?Subject=Hi", "RFC 6068: every addr-spec's domain"},
		{"mailto:%22A@B%22@X.COM", "mailto:%22A@B%22@X.COM", "quoted local part: left alone"},
		{"mailto:joe@ex%41mple.COM", "mailto:joe@example.com", "decoded, then lower case"},
		{"news:comp.Infosystems", "news:comp.Infosystems", "news: newsgroup names keep case"},
		// Syntax steps still apply.
		{"HTTP://A/b/../%7e", "http://a/~", "syntax + scheme"},
	})
}

func TestNormalizeProtocol(t *testing.T) {
	all := Normalizer{Level: LevelScheme, IPv6RFC5952: true, RemoveFragment: true, SortQuery: true, RemoveWWW: true}
	runNormCases(t, all, []normCase{
		{"http://www.example.com/#x", "http://example.com/", "RemoveWWW, RemoveFragment"},
		{"http://WWW.Example.com/", "http://example.com/", "after case normalization"},
		{"http://www.com/", "http://www.com/", "rest has no \".\""},
		{"http://www.1.2.3.4/", "http://www.1.2.3.4/", "rest is an IPv4 address"},
		{"http://wwwx.example.com/", "http://wwwx.example.com/", "not a www label"},
		{"http://www.www.www.example.com/", "http://example.com/", "every leading www label"},
		{"http://www.www.com/", "http://www.com/", "all but the label whose rest has no \".\""},
		{"http://www.www.1.2.3.4/", "http://www.1.2.3.4/", "all but the label whose rest is an IPv4 address"},
		{"http://www.www./", "http://www./", "rest empty after the last label"},
		{"http://a/?c=3&b=2&a=1&b=1", "http://a/?a=1&b=2&b=1&c=3", "stable by key"},
		{"http://a/?b&a=&a", "http://a/?a=&a&b", "stable: same key keeps order"},
		{"http://a/?%62=1&a=2", "http://a/?a=2&b=1", "keys compared normalized"},
		{"http://a/?ab=1&b=3&a=2", "http://a/?a=2&ab=1&b=3", "a key before the longer keys it begins"},
		{"http://a/?a=2&ab=1", "http://a/?a=2&ab=1", "sorted already: a key before a longer one"},
		{"http://a/?a%62=1&a=2", "http://a/?a=2&ab=1", "a key before a longer one, decoded"},
		{"http://a/?a=2&a%62=1", "http://a/?a=2&ab=1", "sorted already: a key before a longer one, decoded"},
		{"http://a/?a=1&%62=2", "http://a/?a=1&b=2", "sorted already, keys compared decoded"},
		{"http://a/?~=1&a=2", "http://a/?a=2&~=1", "normalized \"~\" sorts after letters"},
		{"http://a/?%7E=1&a=2", "http://a/?a=2&~=1", "%7E decoded before sorting"},
		{"http://a/?", "http://a/?", "empty query kept"},
		{"http://[2001:DB8:0:0:0:0:2:1]/", "http://[2001:db8::2:1]/", "RFC 5952"},
		{"http://[::ffff:c000:280]:80/", "http://[::ffff:192.0.2.128]/", "RFC 5952 §5 mixed"},
		{"http://[fe80::0001%25En0]/", "http://[fe80::1%25En0]/", "zone kept"},
	})
	// Each step off by default.
	runNormCases(t, Normalizer{Level: LevelScheme}, []normCase{
		{"http://www.example.com/?b&a#x", "http://www.example.com/?b&a#x", "no protocol step by default"},
		{"http://[2001:db8:0:0::1]/", "http://[2001:db8:0:0::1]/", "no RFC 5952 by default"},
	})
	// At LevelString only the chosen step runs, on the text as written.
	runNormCases(t, Normalizer{Level: LevelString, RemoveFragment: true}, []normCase{
		{"HTTP://A/%7e#x", "HTTP://A/%7e", "string level + RemoveFragment"},
	})
	runNormCases(t, Normalizer{Level: LevelString, SortQuery: true}, []normCase{
		{"HTTP://A/?b=%7e&a", "HTTP://A/?a&b=%7e", "string level + SortQuery"},
	})
}

// TestNormalizeSortQueryMany sorts more parameters than fit on the stack.
func TestNormalizeSortQueryMany(t *testing.T) {
	var in, want []string
	for i := 99; i >= 0; i-- {
		in = append(in, "k"+strconv.Itoa(1000+i)+"="+strconv.Itoa(i))
	}
	for i := 0; i < 100; i++ {
		want = append(want, "k"+strconv.Itoa(1000+i)+"="+strconv.Itoa(i))
	}
	got := mustNormalize(t, Normalizer{SortQuery: true}, "http://a/?"+strings.Join(in, "&"))
	if got != "http://a/?"+strings.Join(want, "&") {
		t.Errorf("got %q", got)
	}
	// Parameters with the same key keep their order there too: 40 of
	// them, over 4 keys, each key's values in the order written.
	in, want = nil, nil
	for i := 0; i < 40; i++ {
		in = append(in, "k"+strconv.Itoa(3-i%4)+"="+strconv.Itoa(i))
	}
	for k := 0; k < 4; k++ {
		for i := 3 - k; i < 40; i += 4 {
			want = append(want, "k"+strconv.Itoa(k)+"="+strconv.Itoa(i))
		}
	}
	got = mustNormalize(t, Normalizer{SortQuery: true}, "http://a/?"+strings.Join(in, "&"))
	if got != "http://a/?"+strings.Join(want, "&") {
		t.Errorf("same keys: got %q", got)
	}
}

// TestIPv6RFC5952 uses the examples of RFC 5952 §4 and §5.
func TestIPv6RFC5952(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"},                                     // §4.2.3: first of equal runs
		{"2001:0db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"},                                    // §4.1 leading zeros
		{"2001:db8::0:1", "2001:db8::1"},                                                  // §4.2.1 use :: maximally
		{"2001:db8::1:0:0:1", "2001:db8::1:0:0:1"},                                        // §2.2 examples
		{"2001:0db8::1:0:0:1", "2001:db8::1:0:0:1"},                                       // §2.1
		{"2001:db8:0:0:1::1", "2001:db8::1:0:0:1"},                                        // §2.2
		{"2001:DB8:0:0:1:0:0:1", "2001:db8::1:0:0:1"},                                     // §2.3 / §4.3 lower case
		{"2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"},                                  // §4.2.2 no :: for one group
		{"2001:0:0:1:0:0:0:1", "2001:0:0:1::1"},                                           // §4.2.3 longest run
		{"2001:db8:aaaa:bbbb:cccc:dddd:eeee:0001", "2001:db8:aaaa:bbbb:cccc:dddd:eeee:1"}, // §4.1
		{"2001:db8::aaaa:0:0:1", "2001:db8::aaaa:0:0:1"},                                  // §4.2.3
		{"0:0:0:0:0:0:0:0", "::"},
		{"0:0:0:0:0:0:0:1", "::1"},
		{"1:0:0:0:0:0:0:0", "1::"},
		{"0:0:0:0:0:ffff:c000:280", "::ffff:192.0.2.128"}, // §5 IPv4-mapped
		{"::ffff:192.0.2.128", "::ffff:192.0.2.128"},      // §5
		{"::ffff:0:c000:280", "::ffff:0:192.0.2.128"},     // §5 IPv4-translated (RFC 2765)
		{"::192.0.2.128", "::c000:280"},                   // IPv4-compatible (deprecated): hex
		{"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8"},
	} {
		if !IsIPv6(tc.in) {
			t.Fatalf("bad test input %q", tc.in)
		}
		if got := string(appendIPv6RFC5952(nil, ipv6Groups(tc.in))); got != tc.want {
			t.Errorf("RFC 5952 form of %q = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestRemoveDotSegmentsInPlace(t *testing.T) {
	for _, p := range []string{"/a/b/c/./../../g", "mid/content=5/../6", "", ".", "..", "/.", "/..", "../a", "./a",
		"a/..", "/a/b/..", "/../../x/./y/../z", "a//..//b", "/.//x", "..//x", "...", "/.a/..b/"} {
		b := append([]byte("PFX"), p...)
		got := string(removeDotSegmentsInPlace(b, 3))
		if want := "PFX" + RemoveDotSegments(p); got != want {
			t.Errorf("in place %q = %q, want %q", p, got, want)
		}
	}
}

// TestNormalizeDialects checks that older grammars keep what they cannot
// carry: RFC 1738 has no "~", so %7E stays encoded; seed 001 requires a
// host, so file://localhost keeps it.
func TestNormalizeDialects(t *testing.T) {
	for _, tc := range []struct {
		d        Dialect
		in, want string
	}{
		{RFC1738, "http://a/%7e%41", "http://a/%7EA"},
		{Draft1997, "file://localhost/x", "file://localhost/x"},
		{RFC1738, "file://localhost/x", "file:///x"},
		{Draft2003, "HTTP://A.B/./c", "http://a.b/c"},
		{Draft2003, "foo://Reg:Name@Auth:x/", "foo://Reg:Name@Auth:x/"}, // a whole reg-name authority keeps its case
	} {
		u, err := tc.d.ParseReference(tc.in)
		if err != nil {
			t.Fatalf("%v.ParseReference(%q): %v", tc.d, tc.in, err)
		}
		v, err := schemeLevel.Normalize(u)
		if err != nil {
			t.Fatalf("%v: Normalize(%q): %v", tc.d, tc.in, err)
		}
		if v.String() != tc.want || v.Dialect() != tc.d {
			t.Errorf("%v: Normalize(%q) = %q (%v), want %q", tc.d, tc.in, v, v.Dialect(), tc.want)
		}
	}
}

// TestNormalizeRegistry uses a registry of the caller's own.
func TestNormalizeRegistry(t *testing.T) {
	reg, err := scheme.Default().With(scheme.Info{Name: "My+Proto", DefaultPort: 7000, Rules: scheme.DropDefaultPort | scheme.EmptyPathSlash})
	if err != nil {
		t.Fatal(err)
	}
	n := Normalizer{Level: LevelScheme, Schemes: reg}
	runNormCases(t, n, []normCase{
		{"my+proto://h:7000", "my+proto://h/", "custom registry"},
		{"http://h:80", "http://h/", "defaults still there"},
	})
	empty, _ := scheme.NewRegistry()
	runNormCases(t, Normalizer{Level: LevelScheme, Schemes: empty}, []normCase{
		{"http://h:80", "http://h:80", "empty registry: no default port known"},
	})
}

// TestNormalizeSharedVectors runs testdata/normalize.jsonl.
func TestNormalizeSharedVectors(t *testing.T) {
	for _, row := range readJSONL(t, "normalize.jsonl") {
		in, _ := row["input"].(string)
		want, _ := row["expect"].(string)
		comp, _ := row["component"].(string)
		note, _ := row["note"].(string)
		var steps []string
		for _, s := range row["steps"].([]any) {
			steps = append(steps, s.(string))
		}
		full := false // the row's steps are a whole level, so the output must match exactly
		n := syntaxLevel
		for _, s := range steps {
			switch {
			case s == "syntax":
				full = true
			case strings.HasPrefix(s, "scheme-based:"):
				n, full = schemeLevel, true
			case s == "rfc3986-lib:zone-id-repair":
				// library-specific: the input is not a valid RFC 6874
				// literal; the RFC result is that it does not parse.
				if !strings.Contains(note, "library-specific:") {
					t.Fatalf("repair row without note: %v", row)
				}
				wrap := in
				if comp == "host" || comp == "authority" {
					wrap = "http://" + in + "/"
				}
				if _, err := ParseReference(wrap); err == nil {
					t.Errorf("%q parses, but its row says it is not a valid IP-literal", wrap)
				}
				goto next
			}
		}
		switch comp {
		case "":
			// Whole reference. A row of single steps claims equivalence;
			// a row of a whole level claims the exact normal form.
			u, v := mustParseRef(t, in), mustParseRef(t, want)
			if !n.Equal(u, v) {
				t.Errorf("%s: %q and %q not equal at %v", row["source"], in, want, n.Level)
			}
			if got := mustNormalize(t, n, in); full && got != want {
				t.Errorf("%s: Normalize(%q) = %q, want %q", row["source"], in, got, want)
			}
			if onlyCase(steps) {
				if got := mustNormalize(t, n, in); got != want {
					t.Errorf("%s: Normalize(%q) = %q, want %q", row["source"], in, got, want)
				}
			}
		case "scheme":
			if got := mustNormalize(t, syntaxLevel, in+":"); got != want+":" {
				t.Errorf("scheme %q → %q, want %q", in, got, want)
			}
		case "host", "authority":
			got := mustNormalize(t, syntaxLevel, "http://"+in+"/")
			if got != "http://"+want+"/" {
				t.Errorf("%s %q → %q, want %q", comp, in, got, "http://"+want+"/")
			}
		case "fragment":
			checkPctStep(t, "x:#"+in, "x:#"+want)
		case "any":
			checkPctStep(t, "x:/"+in, "x:/"+want)
		case "path":
			// dot-segments: the bare path given to remove_dot_segments.
			if got := RemoveDotSegments(in); got != want {
				t.Errorf("RemoveDotSegments(%q) = %q, want %q", in, got, want)
			}
			if got := string(removeDotSegmentsInPlace([]byte(in), 0)); got != want {
				t.Errorf("removeDotSegmentsInPlace(%q) = %q, want %q", in, got, want)
			}
		default:
			t.Fatalf("unknown component %q", comp)
		}
	next:
	}
}

// onlyCase reports whether steps are case normalizations only, which leave
// nothing else to do in the rows that use them.
func onlyCase(steps []string) bool {
	for _, s := range steps {
		if s != "scheme-case" && s != "host-case" {
			return false
		}
	}
	return true
}

// checkPctStep checks a "pct-case" row: in and want are equivalent, and the
// normal form has no lower-case hex digit in a triplet.
func checkPctStep(t *testing.T, in, want string) {
	t.Helper()
	if !Equal(mustParseRef(t, in), mustParseRef(t, want), LevelSyntax) {
		t.Errorf("%q and %q not equal at syntax level", in, want)
	}
	got := mustNormalize(t, syntaxLevel, in)
	for i := 0; i < len(got); i++ {
		if got[i] == '%' && (got[i+1] >= 'a' || got[i+2] >= 'a') {
			t.Errorf("Normalize(%q) = %q has a lower-case triplet", in, got)
		}
	}
}

func mustParseRef(t testing.TB, s string) URI {
	t.Helper()
	u, err := ParseReference(s)
	if err != nil {
		t.Fatalf("ParseReference(%q): %v", s, err)
	}
	return u
}

// TestNormalizeAllocs: an already-normal URI is returned without
// allocating; otherwise one allocation.
func TestNormalizeAllocs(t *testing.T) {
	all := Normalizer{Level: LevelScheme, IPv6RFC5952: true, SortQuery: true, RemoveWWW: true}
	for _, s := range []string{
		"http://example.com/a/b?q=1#f",
		"http://[2001:db8::1]/",
		"mailto:joe@example.com",
		"foo:/.//bar",
		"http://a/%C3%A9?a=1&b=2",
		"file:///etc/hosts",
		"../a/b",
		"./a:b",
		"../..",
	} {
		u := mustParseRef(t, s)
		for _, n := range []Normalizer{{Level: LevelString}, syntaxLevel, schemeLevel, all} {
			v, _ := n.Normalize(u)
			if v != u {
				t.Fatalf("%q is not normal at %v: %q", s, n.Level, v)
			}
			if a := testing.AllocsPerRun(100, func() { n.Normalize(u) }); a != 0 {
				t.Errorf("Normalize(%q) at %v: %v allocs, want 0", s, n.Level, a)
			}
			if a := testing.AllocsPerRun(100, func() { n.NormalizeString(s) }); a != 0 {
				t.Errorf("NormalizeString(%q) at %v: %v allocs, want 0", s, n.Level, a)
			}
			if a := testing.AllocsPerRun(100, func() { n.Equal(u, u) }); a != 0 {
				t.Errorf("Equal(%q) at %v: %v allocs, want 0", s, n.Level, a)
			}
		}
	}
	for _, s := range []string{
		"HTTP://Example.COM:80",
		"http://a/b/../c/%7e?%7e#%7e",
		"foo:a/..//bar",
		"http://[2001:DB8::0:1]/?b&a#x",
		"mailto:Joe@Example.COM",
		"file://localhost/x",
	} {
		u := mustParseRef(t, s)
		for _, n := range []Normalizer{schemeLevel, all} {
			if a := testing.AllocsPerRun(100, func() { n.Normalize(u) }); a > 1 {
				t.Errorf("Normalize(%q): %v allocs, want at most 1", s, a)
			}
		}
	}
}

func TestLevel(t *testing.T) {
	for _, l := range []Level{LevelString, LevelSyntax, LevelScheme} {
		if m, ok := ParseLevel(l.String()); !ok || m != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), m, ok)
		}
	}
	if Level(0).String() != "syntax" {
		t.Errorf("zero Level is %q", Level(0).String())
	}
	if _, ok := ParseLevel("protocol"); ok {
		t.Error("ParseLevel accepted an unknown name")
	}
}

// A zone's triplets are normalized as any (RFC 6874 §2: ZoneID holds
// pct-encoded; RFC 3986 §6.2.2.1: upper-case hex digits), and a URI whose
// only change is there is not taken for normal.
func TestNormalizeZoneTriplets(t *testing.T) {
	runNormCases(t, Normalizer{}, []normCase{
		{"http://[fe80::1%25en%2f0]/", "http://[fe80::1%25en%2F0]/", "zone triplet upper case"},
		{"http://[fe80::1%25en%2F0]/", "http://[fe80::1%25en%2F0]/", "normal already"},
	})
	// An IRI's components are checked one by one (ucschar is allowed in
	// some only): the zone too.
	for in, want := range map[string]string{
		"http://[fe80::1%25en%2f0]/é": "http://[fe80::1%25en%2F0]/é",
		"http://[fe80::1%25en%2F0]/é": "http://[fe80::1%25en%2F0]/é",
	} {
		u, err := ParseIRI(in)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := (Normalizer{}).Normalize(u); err != nil || got.String() != want {
			t.Errorf("Normalize(ParseIRI(%q)) = %q, %v; want %q", in, got, err, want)
		}
	}
}
