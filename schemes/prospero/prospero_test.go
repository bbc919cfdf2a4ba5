package prospero

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from RFC 1738 §3.11 (its example and its form) and seed 000's
// "%00 version".
var parseRows = []struct {
	in, src, host string
	port          uint16
	hsoname       string
	fields        []Field
	version       string
}{
	{"prospero://host.dom//pros/name", "RFC 1738 §3.11", "host.dom", 1525, "/pros/name", nil, ""},
	{"prospero://host.dom:1526/pros/name;OBJECT-VERSION=3", "RFC 1738 §3.11 field", "host.dom", 1526, "pros/name",
		[]Field{{"OBJECT-VERSION", "3"}}, "3"},
	{"prospero://h/a%3Bb;x=1;y%3Dz=%3B;empty=", "RFC 1738 §3.11: \";\" is reserved", "h", 1525, "a;b",
		[]Field{{"x", "1"}, {"y=z", ";"}, {"empty", ""}}, ""},
	{"prospero://h/?a=b&c:d@e", "RFC 1738 §5 psegment", "h", 1525, "?a=b&c:d@e", nil, ""},
}

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		ver, _ := v.Version()
		if v.Host() != r.host || v.EffectivePort() != r.port || v.HSOName() != r.hsoname || !reflect.DeepEqual(v.Fields(), r.fields) || ver != r.version {
			t.Errorf("%s: got %q %d %q %q %q", r.in, v.Host(), v.EffectivePort(), v.HSOName(), v.Fields(), ver)
		}
		roundTrip(t, v)
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	b, err := Build(v.Parts())
	if err != nil || !reflect.DeepEqual(b.Parts(), v.Parts()) {
		t.Errorf("%s: Build gave %s %+v, %v; want %+v", v, b, b.Parts(), err, v.Parts())
	}
}

// Seed 000: "If present, the version number is separated from the host
// specific object name by the characters "%00"".
func TestNULVersion(t *testing.T) {
	v := parse(t, "prospero://h/pros/name%0012attr;a=b")
	ver, ok := v.Version()
	if v.HSOName() != "pros/name" || ver != "12" || !ok || v.Attributes() != "attr" {
		t.Errorf("got %q %q %v %q", v.HSOName(), ver, ok, v.Attributes())
	}
	roundTrip(t, v)
	// RFC 1738's OBJECT-VERSION field comes first.
	if ver, _ := parse(t, "prospero://h/n%003;OBJECT-VERSION=4").Version(); ver != "4" {
		t.Errorf("got %q", ver)
	}
	// The name is compared ignoring ASCII case only: "object-version"
	// matches, "OBJECT-VER\u017FION" (LATIN SMALL LETTER LONG S, which
	// Unicode case folding takes to "s") does not.
	if ver, _ := parse(t, "prospero://h/n;object-version=5").Version(); ver != "5" {
		t.Errorf("got %q", ver)
	}
	if ver, ok := parse(t, "prospero://h/n;OBJECT-VER%C5%BFION=5").Version(); ok {
		t.Errorf("OBJECT-VER\u017FION read as OBJECT-VERSION: %q", ver)
	}
	if _, ok := parse(t, "prospero://h/pros/name").NULVersion(); ok {
		t.Error("no %00, yet a version")
	}
	// Versions of every digit, at the end of the URL or before the fields.
	for in, want := range map[string][2]string{
		"prospero://h/x%000":         {"0", ""},
		"prospero://h/x%009":         {"9", ""},
		"prospero://h/x%0012":        {"12", ""},
		"prospero://h/x%00190ab":     {"190", "ab"},
		"prospero://h/x%00190Z9;a=b": {"190", "Z9"},
		"prospero://h/x%000;a=b":     {"0", ""},
	} {
		v := parse(t, in)
		ver, ok := v.NULVersion()
		if !ok || ver != want[0] || v.Attributes() != want[1] || v.HSOName() != "x" {
			t.Errorf("%s: version %q %v, attributes %q, hsoname %q; want %q, %q, x", in, ver, ok, v.Attributes(), v.HSOName(), want[0], want[1])
		}
		roundTrip(t, v)
	}
	// Build refuses a NUL anywhere in the name, the first byte too.
	for _, name := range []string{"\x00a", "a\x00", "\x00"} {
		_, err := Build(Parts{Host: "h", HSOName: name})
		var e *Error
		if !errors.As(err, &e) || e.Offset != strings.IndexByte(name, 0) || e.Rule != "hsoname" {
			t.Errorf("Build(%q): %v; want the NUL at %d", name, err, strings.IndexByte(name, 0))
		}
	}
}

func parse(t *testing.T, s string) URL {
	v, err := ParseString(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"prospero://u@h/x", "hostport", 11}, // "No username or password is allowed" (§3.11)
	{"prospero://h", "prosperourl", 12},
	{"prospero://h/x;novalue", "fieldspec", 22},
	{"prospero://h/x;a=b=c", "fieldvalue", 18},
	{"prospero://h/x;a=b/c", "fieldvalue", 18},
	{"prospero://h/x%00", "version", 14},       // seed 000: %00 then digits
	{"prospero://h/x%001.2", "attributes", 18}, // attributes are alphanums
	{"prospero://h/x%00a", "version", 14},
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
		v, _ := ParseString("prospero://host.dom//pros/name")
		v.Host()
		v.EffectivePort()
		v.HSOName()
		v.Version()
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
		v.Version()
		roundTrip(t, v)
	})
}
