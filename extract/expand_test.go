package extract

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// Every rule of expand.go with inputs it applies to and inputs it must
// leave to another rule or refuse. Seed 003 Appendix F gives the first row
// ("www.w3.org/Addressing/" with "a URI prefix of "http://"") and the
// shapes ("only the authority and path portions", "simply the DNS hostname
// on its own"); the others follow the rules as documented in expand.go.
var expandRows = []struct {
	in, want string // want "" means an error
	rule     Rule
	def      string // default scheme, "" for http
}{
	// as-is: a URI with a scheme comes back byte for byte (RFC 3986 §3).
	{"mailto:joe@example.org", "mailto:joe@example.org", RuleAsIs, ""},
	{"urn:isbn:0451450523", "urn:isbn:0451450523", RuleAsIs, ""},
	{"HTTPS://Example.COM/%7efoo", "HTTPS://Example.COM/%7efoo", RuleAsIs, ""},
	{"tel:911", "tel:911", RuleAsIs, ""},                     // a registered scheme, not host "tel" port 911
	{"news:comp.lang.go", "news:comp.lang.go", RuleAsIs, ""}, // news is written without "//"
	{"http://a/b c", "", "", ""},                             // has a scheme, but is no URI: an error
	{"C:\\Windows", "", "", ""},                              // "\" is in no URI
	// network-path: "//host" lacks only the scheme (§4.2).
	{"//example.org/x", "http://example.org/x", RuleNetworkPath, ""},
	{"//example.org/x", "https://example.org/x", RuleNetworkPath, "https"},
	// www: Appendix F's example; "www2" too; only the first label counts.
	{"www.w3.org/Addressing/", "http://www.w3.org/Addressing/", RuleWWW, ""},
	{"WWW.Example.com", "http://WWW.Example.com", RuleWWW, ""}, // kept as typed: no normalization
	{"www2.example.org:8080/a?b#c", "http://www2.example.org:8080/a?b#c", RuleWWW, ""},
	{"www.example.org", "https://www.example.org", RuleWWW, "https"},
	{"www.example.org", "http://www.example.org", RuleWWW, "ftp"}, // www means the web, not the default
	{"wwwx.example.org", "http://wwwx.example.org", RuleDefault, ""},
	{"example.org/www.html", "http://example.org/www.html", RuleDefault, ""},
	// ftp: a host named ftp.*.
	{"ftp.example.org/pub", "ftp://ftp.example.org/pub", RuleFTP, ""},
	{"FTP.example.org", "ftp://FTP.example.org", RuleFTP, ""},
	{"ftpx.example.org/pub", "http://ftpx.example.org/pub", RuleDefault, ""},
	{"ftp", "http://ftp", RuleDefault, ""}, // a single label named ftp is just a host
	// host-port: a port, not a scheme.
	{"localhost:3000", "http://localhost:3000", RuleHostPort, ""},
	{"example.com:8080/x", "http://example.com:8080/x", RuleHostPort, ""},
	{"192.0.2.1:80/admin", "http://192.0.2.1:80/admin", RuleHostPort, ""},
	{"[2001:db8::1]:8080/", "http://[2001:db8::1]:8080/", RuleHostPort, ""},
	{"devbox:8080", "https://devbox:8080", RuleHostPort, "https"},
	{"user@example.com:2222", "http://user@example.com:2222", RuleHostPort, ""},
	{"example.com:http", "", "", ""},                         // a dotted name is a host, and "http" no port
	{"www.example.com:", "", "", ""},                         // the same: an empty port
	{"z39.50r://host/db", "z39.50r://host/db", RuleAsIs, ""}, // a registered scheme with dots
	{"example.com://x", "example.com://x", RuleAsIs, ""},     // "//" says it is a scheme
	// mailto: an addr-spec.
	{"joe@example.org", "mailto:joe@example.org", RuleMailto, ""},
	{"joe@localhost", "http://joe@localhost", RuleDefault, ""}, // no dotted domain: userinfo and host
	{"@example.org", "http://@example.org", RuleDefault, ""},   // no local part: an empty userinfo (RFC 3986 §3.2.1)
	{"a_b-9.com/x", "http://a_b-9.com/x", RuleDefault, ""},     // "_", "-" and digits in labels (RFC 3986 reg-name)
	{"09.com", "http://09.com", RuleDefault, ""},
	{"a.com.", "http://a.com.", RuleDefault, ""}, // a final dot: the root
	{"<url:www.example.org>", "http://www.example.org", RuleWWW, ""},
	{"joe@example.org/x", "http://joe@example.org/x", RuleDefault, ""},
	// default: any other host.
	{"example.com", "http://example.com", RuleDefault, ""},
	{"localhost", "http://localhost", RuleDefault, ""},
	{"192.0.2.16/x?y", "http://192.0.2.16/x?y", RuleDefault, ""},
	{"[::1]", "http://[::1]", RuleDefault, ""},
	{"example.com/a%20b", "https://example.com/a%20b", RuleDefault, "https"},
	// an IRI is mapped to its URI (RFC 3987 §3.1): the host in IDNA
	// A-labels (RFC 3492 Punycode: "bücher" is "xn--bcher-kva"), the rest
	// percent-encoded UTF-8 ("ß" is C3 9F, "ä" C3 A4).
	{"bücher.de", "http://xn--bcher-kva.de", RuleDefault, ""},
	{"aaü.de", "http://xn--aa-yka.de", RuleDefault, ""}, // a label of two ASCII bytes and two of "ü"
	{"münchen.de/straße?q=ä", "http://xn--mnchen-3ya.de/stra%C3%9Fe?q=%C3%A4", RuleDefault, ""},
	{"www.例え.jp/パス", "http://www.xn--r8jz45g.jp/%E3%83%91%E3%82%B9", RuleWWW, ""},
	{"localhost:3000/café", "http://localhost:3000/caf%C3%A9", RuleHostPort, ""},
	// around and inside: white space and wrappers are removed (Appendix E).
	{"  www.example.org\n", "http://www.example.org", RuleWWW, ""},
	{"<URL: ftp.example.org/pub/\n  file.txt>", "ftp://ftp.example.org/pub/file.txt", RuleFTP, ""},
	{`"example.com"`, "http://example.com", RuleDefault, ""},
	{"<http://example.com/>", "http://example.com/", RuleAsIs, ""},
	// errors: what cannot become a URI.
	{"", "", "", ""},
	{"   ", "", "", ""},
	{"/path/only", "", "", ""},       // a relative reference: it needs a base
	{"../up", "", "", ""},            // the same
	{"?q=1", "", "", ""},             // the same
	{"#frag", "", "", ""},            // the same
	{"::1", "", "", ""},              // IPv6 without brackets
	{"2001:db8::1/x", "", "", ""},    // the same
	{"exa mple.com", "", "", ""},     // white space inside
	{"ex\u202eample.de", "", "", ""}, // a bidi control: no IRI (RFC 3987 §4.1)
	{"a..b.com", "", "", ""},         // empty label
	{"exa!mple.com/x", "", "", ""},   // "!" in a host name
	{"[::zz]/x", "", "", ""},         // a bracketed host that is no IP literal
	{"example.com/a b", "", "", ""},
	{"example.com/%zz", "", "", ""}, // the path breaks §2.1
}

func TestExpand(t *testing.T) {
	seen := map[Rule]bool{}
	for _, r := range expandRows {
		got, rule, err := Expander{DefaultScheme: r.def}.Expand(r.in)
		if r.want == "" {
			if err == nil {
				t.Errorf("Expand(%q) = %q (%s), want an error", r.in, got, rule)
				continue
			}
			var ue *uri.Error
			if !errors.As(err, &ue) || ue.Input != r.in || ue.Offset < 0 || ue.Offset > len(r.in) {
				t.Errorf("Expand(%q): error %v is not a *uri.Error about the input with an offset in it", r.in, err)
			}
			continue
		}
		if err != nil || got != r.want || rule != r.rule {
			t.Errorf("Expand(%q) = %q, %q, %v; want %q, %q", r.in, got, rule, err, r.want, r.rule)
			continue
		}
		seen[rule] = true
		// the result is a URI, and completion only added a prefix
		if _, err := uri.Parse(got); err != nil {
			t.Errorf("Expand(%q) = %q does not parse: %v", r.in, got, err)
		}
		if in := strings.TrimSpace(r.in); !strings.HasSuffix(got, in) && in[0] != '<' && in[0] != '"' && ascii.IsASCII(in) {
			t.Errorf("Expand(%q) = %q changed the text typed", r.in, got)
		}
		// idempotent: a completed URI comes back as-is
		if again, rule2, err := Expand(got); err != nil || again != got || rule2 != RuleAsIs {
			t.Errorf("Expand(Expand(%q)) = %q, %q, %v; want it as-is", r.in, again, rule2, err)
		}
	}
	for _, r := range []Rule{RuleAsIs, RuleNetworkPath, RuleWWW, RuleFTP, RuleHostPort, RuleMailto, RuleDefault} {
		if !seen[r] {
			t.Errorf("no row for rule %s", r)
		}
	}
	// the error names the default scheme, not the text typed
	if _, _, err := (Expander{DefaultScheme: "1x"}).Expand("example.com"); err == nil || !strings.Contains(err.Error(), `default scheme "1x"`) {
		t.Errorf("an invalid default scheme: got %v", err)
	}
}

// FuzzExpand: no panic; a result parses as a URI and ends with the input
// typed (completion only adds a prefix), and comes back as-is.
func FuzzExpand(f *testing.F) {
	for _, r := range expandRows {
		f.Add(r.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, rule, err := Expand(s)
		if err != nil {
			// Expand's doc: a *uri.Error, or an *iri.Error when IDNA
			// refuses a non-ASCII host name; either way an offset in s.
			var ue *uri.Error
			var ie *iri.Error
			switch {
			case errors.As(err, &ue):
				if ue.Offset < 0 || ue.Offset > len(s) {
					t.Fatalf("Expand(%q): offset %d outside the input: %v", s, ue.Offset, err)
				}
			case errors.As(err, &ie):
				if ie.Offset < 0 || ie.Offset > len(s) || ie.Input != s {
					t.Fatalf("Expand(%q): IDNA error at offset %d of %q: %v", s, ie.Offset, ie.Input, err)
				}
			default:
				t.Fatalf("Expand(%q): %T: %v", s, err, err)
			}
			return
		}
		if _, err := uri.Parse(got); err != nil {
			t.Fatalf("Expand(%q) = %q (%s) does not parse: %v", s, got, rule, err)
		}
		if rule == RuleAsIs && got != strings.TrimSpace(s) && !strings.ContainsAny(s, "<\"") {
			t.Fatalf("Expand(%q) as-is changed it to %q", s, got)
		}
		if again, rule2, err := Expand(got); err != nil || again != got || rule2 != RuleAsIs {
			t.Fatalf("Expand(%q) = %q, not stable: %q %q %v", s, got, again, rule2, err)
		}
	})
}

// Each error of Expand is a *uri.Error (or wraps one) with its kind and
// its offset in the text as given: past white space and wrappers, and in
// bytes of the input when it holds non-ASCII characters.
func TestExpandErrorOffsets(t *testing.T) {
	for _, tc := range []struct {
		in   string
		off  int
		kind error
	}{
		{"", 0, uri.ErrMissingScheme},
		{"   ", 3, uri.ErrMissingScheme},
		{"/path/only", 0, uri.ErrMissingScheme},
		{"?q=1", 0, uri.ErrMissingScheme},
		{"::1", 0, uri.ErrInvalidHost},
		{"exa mple.com", 3, uri.ErrInvalidChar},
		{"  exa mple.com", 5, uri.ErrInvalidChar},
		{"a..b.com", 2, uri.ErrInvalidHost},
		{"exa!mple.com/x", 3, uri.ErrInvalidHost},
		{"[::zz]/x", 3, uri.ErrInvalidHost},
		{"example.com/a b", 13, uri.ErrInvalidChar},
		{"example.com/%zz", 12, uri.ErrInvalidPercent},
		{"  example.com/%zz", 14, uri.ErrInvalidPercent},
		{"<URL: example.com/%zz>", 18, uri.ErrInvalidPercent},
		{"b\u00fccher.de/%zz", 11, uri.ErrInvalidPercent},
		{"ex\u202eample.de", 2, uri.ErrInvalidChar},
		{"example.com:x/", 12, uri.ErrInvalidPort},
		{"example.com:http", 12, uri.ErrInvalidPort},
		{"exa%41mple.com", 3, uri.ErrInvalidHost},
		{"a.b..c", 4, uri.ErrInvalidHost},
		{"b\u00fccher..de", 8, uri.ErrInvalidHost},
		{`""`, 1, uri.ErrMissingScheme},
		{"<>", 1, uri.ErrMissingScheme},
		{"<URL:>", 5, uri.ErrMissingScheme},
		{`"exa mple.com"`, 4, uri.ErrInvalidChar},
		{"<exa!mple.com>", 4, uri.ErrInvalidHost},
		{"<URL:exa!mple.com>", 8, uri.ErrInvalidHost},
		{`" example.com"`, 1, uri.ErrInvalidChar}, // inside the quotes, white space is not trimmed
		{"1abc:x", 5, uri.ErrInvalidPort},         // no scheme (RFC 3986 §3.1: a letter first): a host and a port
		{":80", 0, uri.ErrInvalidHost},            // an empty host
		{"u@:80", 2, uri.ErrInvalidHost},
		{"%41.example", 0, uri.ErrInvalidHost}, // a host name typed encoded
		{"%41:80", 0, uri.ErrInvalidHost},
		{"a@%41.example", 2, uri.ErrInvalidHost},
	} {
		_, _, err := Expand(tc.in)
		var ue *uri.Error
		if !errors.As(err, &ue) || ue.Offset != tc.off || !errors.Is(err, tc.kind) || ue.Input != tc.in {
			t.Errorf("Expand(%q): %v; want %v at offset %d", tc.in, err, tc.kind, tc.off)
		}
	}
}

// IDNA's refusals of a host label point into the input as typed, not into
// the completed text (they were 7 bytes on, past "http://").
func TestExpandIDNAErrorOffsets(t *testing.T) {
	for _, tc := range []struct {
		in  string
		off int
	}{
		{"xn--zz.\u4f8b\u3048.jp", 0},
		{"a.xn--zz.\u4f8b\u3048.jp/x", 2},
		{"a\u200db.\u4f8b.jp", 0},
		{"  a\u200db.\u4f8b.jp", 2},
		{"<URL:xn--zz.\u4f8b.jp>", 5},
		{"//xn--zz.\u4f8b.jp", 2},
		{"www.xn--zz.\u4f8b.jp", 4},
		{"ftp.xn--zz.\u4f8b.jp", 4},
		{"xn--zz.\u4f8b.jp:8080", 0},
	} {
		_, _, err := Expand(tc.in)
		var ie *iri.Error
		if !errors.As(err, &ie) || ie.Offset != tc.off || ie.Input != tc.in || !strings.Contains(err.Error(), fmt.Sprintf("at offset %d", tc.off)) {
			t.Errorf("Expand(%q): %v; want an IDNA error at offset %d of the input", tc.in, err, tc.off)
		}
	}
}

// A message quotes at most 40 bytes of the host, then "...".
func TestExpandMessageBound(t *testing.T) {
	_, _, err := Expand("exa!" + strings.Repeat("a", 50) + ".com")
	want := `"exa!` + strings.Repeat("a", 36) + `"...`
	if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), strings.Repeat("a", 37)) {
		t.Errorf("got %v; want the host cut to %s", err, want)
	}
	_, _, err = Expand("exa!" + strings.Repeat("a", 32) + ".com") // 40 bytes: whole
	if err == nil || !strings.Contains(err.Error(), `"exa!`+strings.Repeat("a", 32)+`.com"`) || strings.Contains(err.Error(), "...") {
		t.Errorf("got %v; want the whole host", err)
	}
}

// A host typed percent-encoded is told so; another character is named.
func TestExpandHostReasons(t *testing.T) {
	for in, want := range map[string]string{
		"exa%41mple.com": "percent-encoding in host name",
		"exa!mple.com":   `invalid character "!" in host name`,
	} {
		if _, _, err := Expand(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Expand(%q): %v; want %q in the message", in, err, want)
		}
	}
}
