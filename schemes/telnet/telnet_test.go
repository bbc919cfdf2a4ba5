package telnet

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from seed 001 §1.3 and RFC 1738 §3.8's form.
var parseRows = []struct {
	in, src, scheme string
	user, pass      *string
	host            string
	port            uint16
}{
	{"telnet://melvyl.ucop.edu/", "seed 001 §1.3", "telnet", nil, nil, "melvyl.ucop.edu", 23},
	{"telnet://melvyl.ucop.edu", "RFC 1738 §3.8: the final \"/\" may be omitted", "telnet", nil, nil, "melvyl.ucop.edu", 23},
	{"telnet://guest:visitor@host.example:2323/", "RFC 1738 §3.8", "telnet", s("guest"), s("visitor"), "host.example", 2323},
	{"tn3270://user@ibm.example/", "seed 000: tn3270; RFC 6270 §2 port 23", "tn3270", s("user"), nil, "ibm.example", 23},
	{"rlogin://root@h/", "seed 000: rlogin; IANA login 513", "rlogin", s("root"), nil, "h", 513},
	{"TELNET://a%20b:@h", "RFC 1738 §3.1: user and password are encoded", "telnet", s("a b"), s(""), "h", 23},
}

func s(x string) *string { return &x }

func opt(x string, ok bool) *string {
	if !ok {
		return nil
	}
	return &x
}

func eq(a, b *string) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		if v.Scheme() != r.scheme || !eq(opt(v.User()), r.user) || !eq(opt(v.Password()), r.pass) || v.Host() != r.host || v.EffectivePort() != r.port {
			t.Errorf("%s: got %s %v %v %s %d", r.in, v.Scheme(), opt(v.User()), opt(v.Password()), v.Host(), v.EffectivePort())
		}
		roundTrip(t, v)
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	b, err := Build(v.Parts())
	if err != nil || b.Parts() != v.Parts() {
		t.Errorf("%s: Build gave %s %+v, %v; want %+v", v, b, b.Parts(), err, v.Parts())
	}
}

var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"tn3270://host/path", "telneturl", 14}, // only "" or "/" after the host
	{"telnet://host//", "telneturl", 14},
	{"telnet://host/?q", "telneturl", 14},
	{"telnet://host?q", "telneturl", 13},
	{"rlogin://", "host", 9},
	{"telnet://a:b:c@h/", "password", 12},
	{"telnet:host", "ip-schemepart", 7},
}

func TestInvalid(t *testing.T) {
	for _, r := range invalidRows {
		_, err := ParseString(r.in)
		var e *Error
		if !errors.As(err, &e) || e.Rule != r.rule || e.Offset != r.off {
			t.Errorf("%s: got %v, want rule %s at %d", r.in, err, r.rule, r.off)
		}
	}
}

func TestAllocs(t *testing.T) {
	n := testing.AllocsPerRun(100, func() {
		v, _ := ParseString("telnet://guest:visitor@host.example:2323/")
		v.User()
		v.Password()
		v.Host()
		v.EffectivePort()
	})
	if n != 0 {
		t.Errorf("%v allocations", n)
	}
}

func FuzzParse(f *testing.F) {
	for _, r := range parseRows {
		f.Add(r.in)
	}
	for _, r := range invalidRows {
		f.Add(r.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, err := ParseString(in)
		if err != nil {
			var e *Error
			var ue *uri.Error
			if !errors.As(err, &e) && !errors.As(err, &ue) {
				t.Fatalf("%q: %T", in, err)
			}
			return
		}
		roundTrip(t, v)
	})
}
