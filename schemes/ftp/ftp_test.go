package ftp

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from the example URLs of RFC 1738 (seed 002) §3.2, §3.2.2 and §5,
// seed 000's examples, and seed 001's; the expected fields and commands are
// written from RFC 1738 §3.2.2's text, not from this package's output.
var parseRows = []struct {
	in, src    string
	user, pass *string
	host       string
	port       uint16
	cwd        []string
	name, typ  string
	commands   []string
}{
	{in: "ftp://myname@host.dom/%2Fetc/motd", src: "RFC 1738 §3.2.2", user: p("myname"), host: "host.dom", port: 21,
		cwd: []string{"/etc"}, name: "motd", commands: []string{"CWD /etc", "RETR motd"}},
	{in: "ftp://myname@host.dom/etc/motd", src: "RFC 1738 §3.2.2", user: p("myname"), host: "host.dom", port: 21,
		cwd: []string{"etc"}, name: "motd", commands: []string{"CWD etc", "RETR motd"}},
	{in: "ftp://myname@host.dom//etc/motd", src: "RFC 1738 §3.2.2", user: p("myname"), host: "host.dom", port: 21,
		cwd: []string{"", "etc"}, name: "motd", commands: []string{"CWD", "CWD etc", "RETR motd"}},
	{in: "ftp://info.cern.ch/pub/www/doc;type=d", src: "RFC 1738 §5 (examples)", host: "info.cern.ch", port: 21,
		cwd: []string{"pub", "www"}, name: "doc", typ: "d", commands: []string{"CWD pub", "CWD www", "NLST doc"}},
	{in: "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", src: "RFC 1738 §7 references", host: "ds.internic.net", port: 21,
		cwd: []string{"rfc"}, name: "rfc1436.txt", typ: "a", commands: []string{"CWD rfc", "TYPE A", "RETR rfc1436.txt"}},
	{in: "ftp://foo:@host.com/", src: "RFC 1738 §3.2 (empty password)", user: p("foo"), pass: p(""), host: "host.com", port: 21,
		cwd: []string{}, commands: []string{"NLST"}},
	{in: "ftp://@host.com/", src: "RFC 1738 §3.2 (empty user)", user: p(""), host: "host.com", port: 21,
		cwd: []string{}, commands: []string{"NLST"}},
	{in: "ftp://host.com/", src: "RFC 1738 §3.2 (no user)", host: "host.com", port: 21, cwd: []string{}, commands: []string{"NLST"}},
	{in: "ftp://ftp.is.co.za/rfc/rfc1808.txt", src: "seed 001 §1.3", host: "ftp.is.co.za", port: 21,
		cwd: []string{"rfc"}, name: "rfc1808.txt", commands: []string{"CWD rfc", "RETR rfc1808.txt"}},
	{in: "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z", src: "RFC 1738 §7", host: "info.cern.ch", port: 21,
		cwd: []string{"pub", "www", "doc"}, name: "http-spec.txt.Z", commands: []string{"CWD pub", "CWD www", "CWD doc", "RETR http-spec.txt.Z"}},
	{in: "ftp://ds.internic.net/internet-drafts", src: "RFC 1738 §7", host: "ds.internic.net", port: 21,
		cwd: []string{}, name: "internet-drafts", commands: []string{"RETR internet-drafts"}},
	{in: "ftp://ftp.w3.org/pub/www/doc", src: "seed 000 references", host: "ftp.w3.org", port: 21,
		cwd: []string{"pub", "www"}, name: "doc", commands: []string{"CWD pub", "CWD www", "RETR doc"}},
	{in: "ftp://host", src: "RFC 1738 §3.2.2: the whole url-path may be omitted", host: "host", port: 21,
		cwd: []string{}, commands: []string{"NLST"}},
	{in: "FTP://u%3Ax:p%40ss@h.example:2121/a%3Bb/c%2Fd;type=I", src: "RFC 1738 §3.2.2: \";\" and \"/\" encoded", user: p("u:x"), pass: p("p@ss"),
		host: "h.example", port: 2121, cwd: []string{"a;b"}, name: "c/d", typ: "I", commands: []string{"CWD a;b", "TYPE I", "RETR c/d"}},
	{in: "ftp://h/dir/?x=1&y", src: "RFC 1738 §5: \"?\" is fsegment data", host: "h", port: 21,
		cwd: []string{"dir"}, name: "?x=1&y", commands: []string{"CWD dir", "RETR ?x=1&y"}},
	{in: "ftp://h/a/b/;type=d", src: "RFC 1738 §3.2.2: empty name", host: "h", port: 21,
		cwd: []string{"a", "b"}, typ: "d", commands: []string{"CWD a", "CWD b", "NLST"}},
	{in: "ftp://h/~user/x#frag", src: "RFC 1738 §2.4.1: a fragment is not part of the URL", host: "h", port: 21,
		cwd: []string{"~user"}, name: "x", commands: []string{"CWD ~user", "RETR x"}},
}

func p(s string) *string { return &s }

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		user, hasUser := v.User()
		pass, hasPass := v.Password()
		typ, _ := v.Type()
		got := []any{opt(user, hasUser), opt(pass, hasPass), v.Host(), v.EffectivePort(), v.CWD(), v.Name(), typ, v.Commands()}
		want := []any{r.user, r.pass, r.host, r.port, r.cwd, r.name, r.typ, r.commands}
		for i := range got {
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Errorf("%s (%s): field %d: got %#v, want %#v", r.in, r.src, i, deref(got[i]), deref(want[i]))
			}
		}
		roundTrip(t, v)
	}
}

func opt(s string, ok bool) *string {
	if !ok {
		return nil
	}
	return &s
}

func deref(v any) any {
	if p, ok := v.(*string); ok && p != nil {
		return *p
	}
	return v
}

// roundTrip checks value → URI → value: Build(Parts) parses back to the
// same Parts, and building again gives the same text.
func roundTrip(t *testing.T, v URL) {
	t.Helper()
	d := v.Dialect()
	b, err := d.Build(v.Parts())
	if err != nil {
		t.Errorf("%s: Build: %v", v, err)
		return
	}
	if !reflect.DeepEqual(b.Parts(), v.Parts()) {
		t.Errorf("%s: Build gave %s with parts %+v, want %+v", v, b, b.Parts(), v.Parts())
	}
	if b2, err := d.Build(b.Parts()); err != nil || b2 != b {
		t.Errorf("%s: Build is not stable: %s then %s (%v)", v, b, b2, err)
	}
	if _, err := uri.Parse(b.String()); err != nil {
		t.Errorf("%s: built %s is not a URI: %v", v, b, err)
	}
}

// One invalid row per rule of RFC 1738 §5 that ftpurl uses.
var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"ftp://host/file;type=x", "ftptype", 21},  // RFC 1738 §5: ftptype = A | I | D
	{"ftp://host/file;type=", "ftptype", 21},   // the code is required after ";type="
	{"ftp://host/file;type=ai", "ftptype", 21}, // one character
	{"ftp://host/a;b/c", "fsegment", 12},       // ";" must be encoded in a segment
	{"ftp://host/a;type=i/b", "ftptype", 18},   // ";type=" only at the end
	{"ftp://host/a;x=1", "fsegment", 12},       // no other params
	{"ftp://u:p:q@host/", "password", 9},       // password = *[ uchar | ";" | "?" | "&" | "=" ]
	{"ftp:///etc/motd", "host", 6},             // hostport needs a host
	{"ftp:/etc/motd", "ip-schemepart", 4},      // "//" login required
	{"ftp://host:/x", "port", 11},              // port = digits
	{"ftp://host:99999/x", "port", 11},         // above 65535
	{"ftp://host:0/x", "port", 11},             // port 0 is reserved (RFC 6335 §6)
	{"ftp://host?x", "ftpurl", 10},             // "?" right after hostport
	{"http://host/x", "ftpurl", 0},             // wrong scheme
}

func TestInvalid(t *testing.T) {
	for _, r := range invalidRows {
		_, err := ParseString(r.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: got %v, want an *Error in %s", r.in, err, r.rule)
			continue
		}
		if e.Rule != r.rule || e.Offset != r.off {
			t.Errorf("%s: got %q (rule %s, offset %d), want rule %s offset %d", r.in, err, e.Rule, e.Offset, r.rule, r.off)
		}
	}
	// A ";" in a segment is named as such, with the one place it may stand.
	if _, err := ParseString("ftp://host/a;b/c"); err == nil || !strings.Contains(err.Error(), `";" inside a segment`) || !strings.Contains(err.Error(), `";type="`) {
		t.Errorf("ftp://host/a;b/c: %v; want the \";\" named", err)
	}
	// The generic syntax comes first: a raw space is the uri package's error.
	if _, err := ParseString("ftp://host/a b"); !errors.Is(err, uri.ErrInvalidChar) {
		t.Errorf("raw space: got %v", err)
	}
}

// Seed 000's type codes (the 1994 draft), through Draft1994 only.
func TestDraft1994Types(t *testing.T) {
	rows := []struct{ in, cmd string }{
		{"ftp://h/f;type=AN", "TYPE A N"},
		{"ftp://h/f;type=ET", "TYPE E T"},
		{"ftp://h/f;type=ac", "TYPE A C"},
		{"ftp://h/f;type=E", "TYPE E"},
		{"ftp://h/f;type=I", "TYPE I"},
		{"ftp://h/f;type=L8", "TYPE L 8"},
		{"ftp://h/f;type=l36", "TYPE L 36"},
		{"ftp://h/f;type=L0", "TYPE L 0"}, // "L digits": every digit
		{"ftp://h/f;type=L9", "TYPE L 9"},
	}
	for _, r := range rows {
		if _, err := ParseString(r.in); err == nil && r.cmd != "TYPE I" {
			t.Errorf("%s: accepted under RFC 1738", r.in)
		}
		v, err := Draft1994.ParseString(r.in)
		if err != nil {
			t.Errorf("%s: %v", r.in, err)
			continue
		}
		want := []string{r.cmd, "RETR f"}
		if got := v.Commands(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %q, want %q", r.in, got, want)
		}
		roundTrip(t, v)
	}
	for _, in := range []string{"ftp://h/f;type=d", "ftp://h/f;type=L", "ftp://h/f;type=AX", "ftp://h/f;type=Lx",
		"ftp://h/f;type=L:", "ftp://h/f;type=L1:", "ftp://h/f;type=A:"} {
		if _, err := Draft1994.ParseString(in); err == nil {
			t.Errorf("%s: accepted under Draft1994", in)
		}
	}
}

func TestBuildEncodes(t *testing.T) {
	v, err := Build(Parts{User: "a:b@c", HasUser: true, Host: "h", CWD: []string{"x/y", "p;q", "", "sp ace"}, Name: "n%", Type: "i"})
	if err != nil {
		t.Fatal(err)
	}
	const want = "ftp://a%3Ab%40c@h/x%2Fy/p%3Bq//sp%20ace/n%25;type=i"
	if v.String() != want {
		t.Errorf("got %s, want %s", v, want)
	}
	if _, err := Build(Parts{Host: "h", Type: "x"}); err == nil {
		t.Error("type x built")
	}
}

// A URL without escapes: parsing and reading every string field allocates
// nothing; the CWD slice is the one allocation.
func TestAllocs(t *testing.T) {
	const s = "ftp://user:pw@ftp.example.org:2121/pub/doc/file.txt;type=i"
	n := testing.AllocsPerRun(100, func() {
		v, err := ParseString(s)
		if err != nil {
			t.Fatal(err)
		}
		v.User()
		v.Password()
		v.Host()
		v.EffectivePort()
		v.Name()
		_, _ = v.Type()
		for range v.CWDSegments() {
		}
	})
	if n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { v, _ := ParseString(s); v.CWD() }); n > 1 {
		t.Errorf("CWD: %v allocations, want at most 1", n)
	}
}

// RFC 1738 §3.2.2: each segment before the name is a CWD argument, an
// empty one a CWD with none ("ftp://h//x": "CWD", then "RETR x"). CWD
// allocates its slice once, at its final size, and nothing when there is
// no segment before the name.
func TestCWDSegments(t *testing.T) {
	for in, want := range map[string][]string{
		"ftp://h/x":       {},
		"ftp://h//x":      {""},
		"ftp://h///x":     {"", ""},
		"ftp://h/a//x":    {"a", ""},
		"ftp://h/a/b/c/x": {"a", "b", "c"},
		"ftp://h/a/":      {"a"},
	} {
		v, err := ParseString(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.CWD(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: CWD %q; want %q", in, got, want)
		}
		wantAllocs := 1.0
		if len(want) == 0 {
			wantAllocs = 0
		}
		if n := testing.AllocsPerRun(10, func() { v.CWD() }); n != wantAllocs {
			t.Errorf("%s: CWD allocates %v times; want %v", in, n, wantAllocs)
		}
	}
	v, _ := ParseString("ftp://h//x")
	if got, want := v.Commands(), []string{"CWD", "RETR x"}; !reflect.DeepEqual(got, want) {
		t.Errorf("ftp://h//x: commands %q; want %q", got, want)
	}
}
