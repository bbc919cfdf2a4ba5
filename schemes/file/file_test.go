package file

import (
	"errors"
	"slices"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from RFC 1738 §3.10 and its seeds.
var parseRows = []struct {
	in, src, host, path string
	local               bool
	segs                []string
}{
	{"file://vms.host.edu/disk$user/my/notes/note12345.txt", "RFC 1738 §3.10", "vms.host.edu", "/disk$user/my/notes/note12345.txt", false,
		[]string{"disk$user", "my", "notes", "note12345.txt"}},
	{"file:///etc/motd", "RFC 1738 §3.10: the empty host", "", "/etc/motd", true, []string{"etc", "motd"}},
	{"file://localhost/etc/motd", "RFC 1738 §3.10: localhost", "localhost", "/etc/motd", true, []string{"etc", "motd"}},
	{"file://LOCALHOST/", "RFC 1738 §3.10; hosts ignore case", "LOCALHOST", "/", true, []string{""}},
	{"file://h/a%2Fb/c%20d?x", "RFC 1738 §5: \"?\" is fsegment data", "h", "/a/b/c d?x", false, []string{"a/b", "c d?x"}},
}

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		segs := slices.Collect(v.Segments())
		if v.Host() != r.host || v.Path() != r.path || v.IsLocal() != r.local || !slices.Equal(segs, r.segs) {
			t.Errorf("%s: got %q %q %v %q", r.in, v.Host(), v.Path(), v.IsLocal(), segs)
		}
		roundTrip(t, v)
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	b, err := Build(v.Host(), v.Path())
	if err != nil || b.Host() != v.Host() || b.Path() != v.Path() {
		t.Errorf("%s: Build gave %s, %v", v, b, err)
	}
}

var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"file:/etc/motd", "fileurl", 5}, // "//" required by RFC 1738 (RFC 8089 allows it)
	{"file:etc", "fileurl", 5},
	{"file://host", "fileurl", 11}, // "/" fpath required
	{"file://u@host/x", "fileurl", 7},
	{"file://host:80/x", "fileurl", 11},
	{"file:///a;b", "fsegment", 9}, // ";" is not fsegment
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
		v, _ := ParseString("file://vms.host.edu/disk$user/my/notes/note12345.txt")
		v.Host()
		v.Path()
		v.IsLocal()
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
