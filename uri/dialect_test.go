package uri

import (
	"errors"
	"testing"
)

// TestDialects checks what each older grammar accepts and rejects where it
// differs from RFC 3986, citing the rule that decides.
func TestDialects(t *testing.T) {
	for _, tc := range []struct {
		d     Dialect
		in    string
		valid bool
		host  string // when valid: the host the split gives
		kind  HostKind
		why   string
	}{
		// Seed 003 (draft 2003).
		{Draft2003, "http://www.example.com/", true, "www.example.com", HostRegName, "hostname"},
		{Draft2003, "http://www.example.com./", true, "www.example.com.", HostRegName, "qualified: trailing \".\" after a toplabel"},
		{Draft2003, "ldap://[2001:db8::7]/c=GB?objectClass?one", true, "[2001:db8::7]", HostIPv6, "IPv6reference"},
		{Draft2003, "http://192.0.2.16:80/", true, "192.0.2.16", HostIPv4, "IPv4address"},
		{Draft2003, "http://host1:1,host2:2/", true, "host1:1,host2:2", HostRegName, "authority = server / reg-name: reg-name may hold \":\" and \",\""},
		{Draft2003, "http://a_b.example/", true, "a_b.example", HostRegName, "not a hostname, but a reg-name"},
		{Draft2003, "mailto:[x]", true, "", HostNone, "opaque-part = uric-no-slash *uric; uric includes \"[\" \"]\""},
		{Draft2003, "http:///x", true, "", HostRegName, "server = [ [ userinfo \"@\" ] hostport ] may be empty"},
		{Draft2003, "http://[v1.x]/", false, "", 0, "no IPvFuture in the 2003 draft"},
		{Draft2003, "http://[fe80::1%25en0]/", false, "", 0, "no zone identifiers before RFC 6874"},
		{Draft2003, "a:b/c", true, "", HostNone, "a scheme"},
		{Draft2003, "1a:b", false, "", 0, "rel-segment excludes \":\""},
		{Draft2003, "http://a/b{c}", false, "", 0, "\"{\" is unwise"},
		// Seed 001 (draft 1997).
		{Draft1997, "http://www.ics.uci.edu/pub/ietf/uri/#Related", true, "www.ics.uci.edu", HostRegName, "§B example"},
		{Draft1997, "1abc:foo", true, "", HostNone, "scheme = 1*( alpha | digit | \"+\" | \"-\" | \".\" )"},
		{Draft1997, "http://999.1.1.1/", true, "999.1.1.1", HostIPv4, "hostnumber = 1*digit \".\" ..."},
		{Draft1997, "http://u:p@h:8/a;b?c", true, "h", HostRegName, "site with user and password"},
		{Draft1997, "http:///x", true, "", HostRegName, "site is optional"},
		{Draft1997, "http://[::1]/", false, "", 0, "no IP literals"},
		{Draft1997, "http://a_b/", false, "", 0, "hostname labels are alphanum and \"-\""},
		{Draft1997, "http://-a/", false, "", 0, "a label cannot begin with \"-\""},
		{Draft1997, "http://a./", false, "", 0, "no trailing \".\" in the 1997 hostname"},
		{Draft1997, "http://1.2.3/", false, "", 0, "toplabel must begin with a letter"},
		{Draft1997, "http://u:p:q@h/", false, "", 0, "user [ \":\" password ]"},
		{Draft1997, "http://:80/", false, "", 0, "hostport needs a host"},
		{Draft1997, "http://a/[x]", false, "", 0, "\"[\" is not a urlc"},
		// RFC 1738 §5 (seed 002).
		{RFC1738, "ftp://info.cern.ch/pub/www/doc;type=d", true, "info.cern.ch", HostRegName, "seed 002 appendix"},
		{RFC1738, "telnet://user:pass@host.dom:23/", true, "host.dom", HostRegName, "login"},
		{RFC1738, "file:///etc/motd", true, "", HostRegName, "fileurl = \"file://\" [ host | \"localhost\" ] \"/\" fpath"},
		{RFC1738, "FILE:///etc/motd", true, "", HostRegName, "schemes are case-insensitive for interpreters"},
		{RFC1738, "news:comp.infosystems.www.servers.unix", true, "", HostNone, "newsurl"},
		{RFC1738, "http:///x", false, "", 0, "login requires a hostport"},
		{RFC1738, "http://a:/", false, "", 0, "port = digits (1*digit)"},
		{RFC1738, "http://a/~user", false, "", 0, "\"~\" is national, not xchar"},
		{RFC1738, "http://[::1]/", false, "", 0, "no IP literals"},
		{RFC1738, "http://a/b c", false, "", 0, "space is unsafe"},
		{RFC1738, "http://1.2.3.4/", true, "1.2.3.4", HostIPv4, "hostnumber = digits \".\" digits \".\" digits \".\" digits"},
		{RFC1738, "http://1.2.3.4.5/", false, "", 0, "five parts: no hostnumber, and the toplabel \"5\" begins with no alpha"},
		{Draft1997, "http://1.2.3.4.5/", false, "", 0, "five parts: no hostnumber"},
	} {
		u, err := tc.d.ParseReference(tc.in)
		if (err == nil) != tc.valid {
			t.Errorf("%v %q (%s): err = %v, want valid=%v", tc.d, tc.in, tc.why, err, tc.valid)
			continue
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(tc.in) {
				t.Errorf("%v %q: bad error %v", tc.d, tc.in, err)
			}
			continue
		}
		if u.Host() != tc.host || u.HostKind() != tc.kind || u.String() != tc.in || u.Dialect() != tc.d {
			t.Errorf("%v %q: host %q %v, want %q %v", tc.d, tc.in, u.Host(), u.HostKind(), tc.host, tc.kind)
		}
	}
}

// TestDialectNames checks the names the command line uses.
func TestDialectNames(t *testing.T) {
	for _, d := range Dialects() {
		got, ok := LookupDialect(d.String())
		if !ok || got != d {
			t.Errorf("LookupDialect(%q) = %v, %v", d.String(), got, ok)
		}
	}
	if _, ok := LookupDialect("rfc2396"); ok {
		t.Error("LookupDialect accepted an unknown name")
	}
	if RFC3986.String() != "rfc3986" || Draft2003.String() != "draft2003" || Draft1997.String() != "draft1997" || RFC1738.String() != "rfc1738" {
		t.Error("dialect names differ from CLI.md")
	}
}

// Dialect.CheckHost applies each dialect's host rule alone: RFC 1738 §5's
// hostname | hostnumber (its own examples: "host.dom", a hostnumber of four
// parts), RFC 3986 §3.2.2's IP-literal / IPv4address / reg-name.
func TestCheckHost(t *testing.T) {
	for _, tc := range []struct {
		d    Dialect
		host string
		kind HostKind
		ok   bool
	}{
		{RFC1738, "host.dom", HostRegName, true},
		{RFC1738, "info.cern.ch", HostRegName, true},
		{RFC1738, "a", HostRegName, true},
		{RFC1738, "a-b.c-d.example", HostRegName, true},
		{RFC1738, "128.141.201.74", HostIPv4, true},
		{RFC1738, "999.1.1.1", HostIPv4, true}, // digits "." digits ...: no range in RFC 1738
		{RFC1738, "a_b.example", 0, false},     // "_" is no alphadigit
		{RFC1738, "-a.example", 0, false},      // a domainlabel starts with alphadigit
		{RFC1738, "a-.example", 0, false},      // and ends with one
		{RFC1738, "host.123", 0, false},        // a toplabel starts with alpha
		{RFC1738, "1.2.3", 0, false},           // neither hostnumber (four parts) nor hostname
		{RFC1738, "1.2.3.4.5", 0, false},       // five parts: no hostnumber, and "5" no toplabel
		{Draft1997, "1.2.3.4.5", 0, false},     // seed 001: hostnumber = 1*digit "." 1*digit "." 1*digit "." 1*digit
		{Draft1997, "1.2.3.4", HostIPv4, true},
		{RFC1738, "1.2.3.4.", 0, false},
		{RFC1738, ".1.2.3.4", 0, false},
		{RFC1738, "1..2.3.4", 0, false},
		{RFC1738, "example.com.", 0, false}, // no final "." in RFC 1738
		{RFC1738, "a%20b", 0, false},        // no escapes in a hostname
		{RFC1738, "[::1]", 0, false},        // no IP literals before RFC 2732
		{Draft2003, "example.com.", HostRegName, true},
		{Draft2003, "[::1]", HostIPv6, true},
		{RFC3986, "a_b.example", HostRegName, true}, // reg-name = *( unreserved / pct-encoded / sub-delims )
		{RFC3986, "1.2.3", HostRegName, true},
		{RFC3986, "127.0.0.1", HostIPv4, true},
		{RFC3986, "[fe80::1%25en0]", HostIPv6, true},
		{RFC3986, "[v1.x]", HostIPvFuture, true},
		{RFC3986, "[::1", 0, false},
		{RFC3986, "[g::1]", 0, false}, // IPv6address: h16 is 1*4HEXDIG
		{Draft2003, "[]", 0, false},   // IP-literal holds an address
		{RFC3986, "a b", 0, false},
	} {
		kind, err := tc.d.CheckHost(tc.host)
		if (err == nil) != tc.ok || tc.ok && kind != tc.kind {
			t.Errorf("%s.CheckHost(%q) = %v, %v; want ok %v, kind %v", tc.d, tc.host, kind, err, tc.ok, tc.kind)
		}
		var ue *Error
		if err != nil && (!errors.As(err, &ue) || ue.Input != tc.host || ue.Offset < 0 || ue.Offset > len(tc.host)) {
			t.Errorf("%s.CheckHost(%q): error %v is not about the host", tc.d, tc.host, err)
		}
	}
}
