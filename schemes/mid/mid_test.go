package mid

import (
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from RFC 2392 §2's examples and seed 000's midaddress/cidaddress.
var parseRows = []struct {
	in, src, mid, cid string
	hasMID, hasCID    bool
}{
	{"mid:960830.1639@XIson.com/partA.960830.1639@XIson.com", "RFC 2392 §2", "960830.1639@XIson.com", "partA.960830.1639@XIson.com", true, true},
	{"cid:foo4%25foo1@bar.net", "RFC 2392 §2", "", "foo4%foo1@bar.net", false, true},
	{"mid:960830.1639@XIson.com", "RFC 2392 §2 (message only)", "960830.1639@XIson.com", "", true, false},
	{"cid:foo4*foo1@bar.net", "RFC 2392 §2", "", "foo4*foo1@bar.net", false, true},
	{"MID:a.b@c.d", "seed 000 midaddress", "a.b@c.d", "", true, false},
	{"cid:a@b/c", "RFC 822 §6.1: \"/\" is an atom character; a cid has no \"/\" part", "", "a@b/c", false, true},
}

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		m, hm := v.MessageID()
		c, hc := v.ContentID()
		if m != r.mid || c != r.cid || hm != r.hasMID || hc != r.hasCID {
			t.Errorf("%s: got %q %v %q %v", r.in, m, hm, c, hc)
		}
		roundTrip(t, v)
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	m, _ := v.MessageID()
	c, _ := v.ContentID()
	var b URL
	var err error
	if v.Scheme() == "cid" {
		b, err = BuildCID(c)
	} else {
		b, err = BuildMID(m, c)
	}
	m2, _ := b.MessageID()
	c2, _ := b.ContentID()
	if err != nil || m2 != m || c2 != c || b.Scheme() != v.Scheme() {
		t.Errorf("%s: Build gave %s, %v", v, b, err)
	}
}

var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"mid:", "message-id", 4},
	{"mid:abc", "message-id", 7},       // no "@"
	{"mid:a@b/", "content-id", 8},      // empty content-id
	{"cid:%3Ca@b%3E", "content-id", 4}, // no "<" ">" (RFC 2392 §2)
	{"mid://a@b", "mid", 4},
	{"mid:a@b/.c@d", "content-id", 8}, // RFC 822 §6.1: a word, not ".", starts the local part
	{"mid:a@b/c", "content-id", 9},    // the content-id is an addr-spec too
	{"mid:.a@b/c@d", "message-id", 4}, // and so is the message-id
	{"cid:a@b/c@d", "content-id", 9},  // "/" separates only a mid's content-id: a cid is one addr-spec, here with a second "@"
	{"MID:a@b/c", "content-id", 9},    // the scheme in any case (RFC 3986 §3.1)
	{"cid:a@b;c", "content-id", 7},
}

func TestInvalid(t *testing.T) {
	for _, r := range invalidRows {
		_, err := ParseString(r.in)
		var e *Error
		if !errors.As(err, &e) || e.Rule != r.rule || e.Offset != r.off {
			t.Errorf("%s: got %v, want rule %s at %d", r.in, err, r.rule, r.off)
		}
	}
	// An empty content-id is named as such, not as an address without "@".
	_, err := ParseString("mid:a@b/")
	if err == nil || !strings.Contains(err.Error(), "empty content-id") {
		t.Errorf("mid:a@b/: %v; want an empty content-id", err)
	}
}

func TestAllocs(t *testing.T) {
	n := testing.AllocsPerRun(100, func() {
		v, _ := ParseString("mid:960830.1639@XIson.com/partA.960830.1639@XIson.com")
		v.MessageID()
		v.ContentID()
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
