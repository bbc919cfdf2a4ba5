package prospero

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from RFC 1738 §3.11 (its example and its form) and seed 000's
// "%00 version".
var parseRows = []struct {
	in, src, host string
	port          int
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
		if v.Host() != r.host || v.Port() != r.port || v.HSOName() != r.hsoname || !reflect.DeepEqual(v.Fields(), r.fields) || ver != r.version {
			t.Errorf("%s: got %q %d %q %q %q", r.in, v.Host(), v.Port(), v.HSOName(), v.Fields(), ver)
		}
		roundTrip(t, v)
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	port := 0
	if v.HasPort() {
		port = v.Port()
	}
	b, err := Build(v.Host(), port, v.HSOName(), v.Fields())
	if err != nil || b.HSOName() != v.HSOName() || !reflect.DeepEqual(b.Fields(), v.Fields()) || b.Port() != v.Port() || b.Host() != v.Host() {
		t.Errorf("%s: Build gave %s, %v", v, b, err)
	}
}

func TestDraft1994Version(t *testing.T) {
	v, err := ParseString("prospero://h/pros/name%0012attr")
	if err != nil {
		t.Fatal(err)
	}
	name, ver, attrs, ok := v.Draft1994Version()
	if !ok || name != "pros/name" || ver != "12" || attrs != "attr" {
		t.Errorf("got %q %q %q %v", name, ver, attrs, ok)
	}
	if _, _, _, ok := parse(t, "prospero://h/pros/name").Draft1994Version(); ok {
		t.Error("no %00, yet a version")
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
		v.Port()
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
		v.Draft1994Version()
		roundTrip(t, v)
	})
}
