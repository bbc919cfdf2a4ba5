package mailto

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from the seeds' examples (seed 001 §1.3, seed 003 §1.1.2) and RFC
// 1738 §3.5's notes.
var parseRows = []struct{ in, src, address string }{
	{"mailto:mduerst@ifi.unizh.ch", "seed 001 §1.3", "mduerst@ifi.unizh.ch"},
	{"mailto:John.Doe@example.com", "seed 003 §1.1.2", "John.Doe@example.com"},
	{"mailto:user%25gateway@relay.example", "RFC 1738 §3.5: \"%\" must be encoded", "user%gateway@relay.example"},
	{"mailto:%22John%20Doe%22@example.com", "RFC 822 §6.1 quoted-string", `"John Doe"@example.com`},
	{"mailto:postmaster@%5B10.0.0.1%5D", "RFC 822 §6.1 domain-literal", "postmaster@[10.0.0.1]"},
	{"mailto:a@b?subject=x", "RFC 1738 §3.5: no reserved characters", "a@b?subject=x"},
}

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		if v.Address() != r.address {
			t.Errorf("%s: got %q, want %q", r.in, v.Address(), r.address)
		}
		roundTrip(t, v)
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	b, err := Build(v.Address())
	if err != nil || b.Address() != v.Address() {
		t.Errorf("%s: Build gave %s, %v", v, b, err)
	}
}

var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"mailto:", "encoded822addr", 7},
	{"mailto:nobody", "addr-spec", 13},           // no "@"
	{"mailto:a@b,c@d", "addr-spec", 10},          // "," is an RFC 822 special
	{"mailto:a%20b@example.org", "addr-spec", 8}, // a space outside quotes
	{"mailto:a@@b", "addr-spec", 9},              // empty domain word
	{"mailto://a@b", "mailtourl", 7},             // no authority
	{"mailto:a@b~c", "", 0},                      // "~" is fine (see rule's doc): valid
}

func TestInvalid(t *testing.T) {
	for _, r := range invalidRows {
		_, err := ParseString(r.in)
		if r.rule == "" {
			if err != nil {
				t.Errorf("%s: %v", r.in, err)
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
	if n := testing.AllocsPerRun(100, func() { v, _ := ParseString("mailto:John.Doe@example.com"); v.Address() }); n != 0 {
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
		if _, err := uri.Parse(v.String()); err != nil {
			t.Fatal(err)
		}
		roundTrip(t, v)
	})
}
