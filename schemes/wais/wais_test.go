package wais

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from seed 000's references and RFC 1738 §3.9's three forms.
var parseRows = []struct {
	in, src string
	want    Parts
	port    uint16
}{
	{"wais://quake.think.com/wais-discussion-archives?lynch", "seed 000 references; RFC 1738 §3.9 waisindex",
		Parts{Host: "quake.think.com", Database: "wais-discussion-archives", Form: Index, Search: "lynch"}, 210},
	{"wais://quake.think.com/directory-of-servers", "RFC 1738 §3.9 waisdatabase",
		Parts{Host: "quake.think.com", Database: "directory-of-servers"}, 210},
	{"wais://h:8210/db/TEXT/0%2F1%2F2", "RFC 1738 §3.9 waisdoc",
		Parts{Host: "h", Port: 8210, Database: "db", Form: Document, WType: "TEXT", WPath: "0/1/2"}, 8210},
	{"wais://h/db?a;b:c@d&e=f", "RFC 1738 §5 search", Parts{Host: "h", Database: "db", Form: Index, Search: "a;b:c@d&e=f"}, 210},
	{"wais://h/", "RFC 1738 §5: database = *uchar", Parts{Host: "h"}, 210},
}

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		if v.Parts() != r.want || v.EffectivePort() != r.port {
			t.Errorf("%s: got %+v port %d", r.in, v.Parts(), v.EffectivePort())
		}
		roundTrip(t, v)
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	b, err := Build(v.Parts())
	if err != nil || b.Parts() != v.Parts() {
		t.Errorf("%s: Build gave %s, %v", v, b, err)
	}
}

var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"wais://h/db/TEXT/a/b", "wpath", 18}, // too many parts
	{"wais://h/db/TEXT", "waisdoc", 16},   // wtype without wpath
	{"wais://h/db/T?x/p", "wtype", 13},
	{"wais://h/db/T/p?x", "wpath", 15}, // a document has no search
	{"wais://h/db?a/b", "search", 13},  // "/" is not in search
	{"wais://h/d:b", "database", 10},
	{"wais://h", "waisurl", 8},
	{"wais://u@h/db", "hostport", 7},
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
		v, _ := ParseString("wais://quake.think.com/wais-discussion-archives?lynch")
		v.Database()
		v.Search()
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
