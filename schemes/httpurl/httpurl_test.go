package httpurl

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from the seeds' example URLs (seed 001 §1.3 and §C, seed 002 §3.3
// and §7, seed 003 §1.1.2, §6, §7.6); the fields follow RFC 1738 §3.3.
var parseRows = []struct {
	in, src, host string
	port          uint16
	path          string
	search        *string
	target        string
}{
	{"http://www.math.uio.no/faq/compression-faq/part1.html", "seed 001 §1.3", "www.math.uio.no", 80, "/faq/compression-faq/part1.html", nil, "/faq/compression-faq/part1.html"},
	{"http://www.w3.org/Addressing/", "seed 003 Appendix F", "www.w3.org", 80, "/Addressing/", nil, "/Addressing/"},
	{"http://ds.internic.net/instructions/overview.html#WARNING", "RFC 1738 §7 (fragment dropped)", "ds.internic.net", 80, "/instructions/overview.html", nil, "/instructions/overview.html"},
	{"http://a/b/c/d;p?q", "seed 001 §C.1 base", "a", 80, "/b/c/d;p", p("q"), "/b/c/d;p?q"},
	{"http://www.apache.org/~fielding/", "seed 003 §6.2.3 (\"~\")", "www.apache.org", 80, "/~fielding/", nil, "/~fielding/"},
	{"http://example.com:80/", "seed 003 §6.2.3", "example.com", 80, "/", nil, "/"},
	{"http://www.XEROX.com", "seed 001 §6 (no path)", "www.XEROX.com", 80, "", nil, "/"},
	{"https://example.org:8443/a%20b?x=%2F&y=/?z", "RFC 9110 §4.2.2; RFC 3986 §3.4 search", "example.org", 8443, "/a b", p("x=/&y=/?z"), "/a%20b?x=%2F&y=/?z"},
	{"https://[2001:db8::1]/", "RFC 3986 §3.2.2 IP literal", "[2001:db8::1]", 443, "/", nil, "/"},
	{"http://h/?", "RFC 1738 §3.3: empty search", "h", 80, "/", p(""), "/?"},
}

func p(s string) *string { return &s }

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		search, ok := v.Search()
		var sp *string
		if ok {
			sp = &search
		}
		if v.Host() != r.host || v.EffectivePort() != r.port || v.Path() != r.path || !reflect.DeepEqual(sp, r.search) || v.RequestTarget() != r.target {
			t.Errorf("%s (%s): got %q %d %q %v %q", r.in, r.src, v.Host(), v.EffectivePort(), v.Path(), sp, v.RequestTarget())
		}
		roundTrip(t, v)
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	b, err := Build(v.Parts())
	if err != nil {
		t.Errorf("%s: Build: %v", v, err)
		return
	}
	if b.Parts() != v.Parts() {
		t.Errorf("%s: built %s has parts %+v, want %+v", v, b, b.Parts(), v.Parts())
	}
	if b2, err := Build(b.Parts()); err != nil || b2 != b {
		t.Errorf("%s: Build not stable: %s, %s", v, b, b2)
	}
}

var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"http://user@host/", "hostport", 7}, // RFC 1738 §5: httpurl = "http://" hostport; RFC 9110 §4.2.4
	{"http:///x", "host", 7},             // RFC 9110 §4.2.1: empty host is invalid
	{"http:x", "ip-schemepart", 5},       // "//" required
	{"http://h:x/", "", 0},               // the port is the generic parser's error
	{"http://h:/", "port", 9},            // port = digits
	{"http://h:65536/", "port", 9},       // above 65535
	{"ftp://h/", "httpurl", 0},           // another scheme
}

func TestInvalid(t *testing.T) {
	for _, r := range invalidRows {
		_, err := ParseString(r.in)
		if r.rule == "" {
			if !errors.Is(err, uri.ErrInvalidPort) {
				t.Errorf("%s: got %v, want the generic port error", r.in, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Rule != r.rule || e.Offset != r.off {
			t.Errorf("%s: got %v, want rule %s at %d", r.in, err, r.rule, r.off)
		}
	}
}

func TestAllocs(t *testing.T) {
	const s = "https://www.example.org/a/b/c.html?q=1&r=2"
	n := testing.AllocsPerRun(100, func() {
		v, _ := ParseString(s)
		v.Host()
		v.EffectivePort()
		v.Path()
		v.Search()
		_ = v.RequestTarget()
	})
	if n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}

func FuzzParse(f *testing.F) {
	for _, r := range parseRows {
		f.Add(r.in)
	}
	for _, r := range invalidRows {
		f.Add(r.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseString(s)
		if err != nil {
			var e *Error
			var ue *uri.Error
			if !errors.As(err, &e) && !errors.As(err, &ue) {
				t.Fatalf("%q: error of type %T", s, err)
			}
			return
		}
		if _, err := uri.Parse(v.String()); err != nil {
			t.Fatalf("%q: not a URI: %v", s, err)
		}
		roundTrip(t, v)
	})
}
