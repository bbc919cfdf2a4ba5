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
