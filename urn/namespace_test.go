package urn

import (
	"errors"
	"strings"
	"testing"
)

func TestRegistryCheck(t *testing.T) {
	// A NID without a rule: not known, no error, whatever the NSS.
	u, _ := Parse("urn:example:anything")
	if known, err := Default().Check(u); known || err != nil {
		t.Errorf("Check(example) = %v %v", known, err)
	}
	// A violation is an *Error at the offending byte of the NSS.
	u, _ = Parse("urn:ISBN:0-395-36341-2")
	known, err := Default().Check(u)
	var e *Error
	if !known || !errors.As(err, &e) || !errors.Is(err, ErrNamespace) || e.Offset != 21 || e.Part != PartNSS {
		t.Fatalf("Check = %v %v", known, err)
	}
	if !strings.Contains(err.Error(), "should be 1") {
		t.Errorf("message %q does not give the right check digit", err)
	}
	u, _ = Parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bZ6")
	if _, err := Default().Check(u); !errors.As(err, &e) || e.Offset != 9+34 {
		t.Errorf("uuid Check = %v", err)
	}
	// Strict turns the violation into a parse error; a syntax error stays one.
	if _, err := Default().Strict(RFC8141, "urn:oid:1.02"); !errors.Is(err, ErrNamespace) {
		t.Errorf("Strict: %v", err)
	}
	if _, err := Default().Strict(RFC8141, "urn:oid:1 2"); !errors.Is(err, ErrChar) {
		t.Errorf("Strict: %v", err)
	}
}

func TestRegistryExtend(t *testing.T) {
	digits := Namespace{NID: "Digits", Spec: "test", Check: func(nss string) error {
		for i := 0; i < len(nss); i++ {
			if nss[i] < '0' || nss[i] > '9' {
				return &RuleError{Offset: i, Reason: "not a digit"}
			}
		}
		return nil
	}}
	r, err := Default().With(digits)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := Default().Lookup("digits"); ok {
		t.Error("With changed the default registry")
	}
	if n, ok := r.Lookup("DIGITS"); !ok || n.NID != "digits" {
		t.Errorf("Lookup = %v %v", n, ok)
	}
	if _, ok := r.Lookup("uuid"); !ok {
		t.Error("With dropped the default namespaces")
	}
	u, _ := Parse("urn:digits:12x")
	var e *Error
	if _, err := r.Check(u); !errors.As(err, &e) || e.Offset != 13 {
		t.Errorf("Check = %v", err)
	}
	for _, nid := range []string{"-x", "ab:c", "a", ""} {
		if _, err := NewRegistry(Namespace{NID: nid}); !errors.Is(err, ErrInvalidNID) {
			t.Errorf("NewRegistry(%q) = %v", nid, err)
		}
	}
	var nilReg *Registry
	if _, ok := nilReg.Lookup("uuid"); ok || nilReg.NIDs() != nil {
		t.Error("a nil registry is not empty")
	}
	if known, err := nilReg.Check(u); known || err != nil {
		t.Error("a nil registry checks")
	}
	if len(Default().NIDs()) != 5 {
		t.Errorf("Default NIDs %v", Default().NIDs())
	}
}

// A namespace's equivalence only removes false negatives (RFC 8141 §3.1):
// UUIDs in either case are equal (RFC 9562 §4), and everything EqualLexical
// calls equal stays so. Equal is the default registry's, as "uri urn
// compare" is.
func TestRegistryEqual(t *testing.T) {
	a, _ := Parse("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6")
	b, _ := Parse("URN:UUID:f81d4fae-7dec-11d0-a765-00a0c91e6bf6#x")
	if EqualLexical(a, b) || a.NormalizeLexical() == b.NormalizeLexical() {
		t.Error("lexical equivalence folds the NSS case")
	}
	if !Equal(a, b) || a.Normalize() != b.Normalize() || a.Normalize() != "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6" {
		t.Error("Equal does not fold a UUID's case (RFC 9562 §4)")
	}
	if !Default().Equal(a, b) || Default().Normalize(a) != Default().Normalize(b) {
		t.Error("Default().Equal does not fold a UUID's case")
	}
	c, _ := Parse("urn:example:ABC")
	d, _ := Parse("urn:example:abc")
	if Default().Equal(c, d) {
		t.Error("case folded in a namespace without the rule")
	}
	e, _ := Parse("urn:isbn:0-395-36341-1")
	f, _ := Parse("urn:isbn:0395363411")
	if Default().Equal(e, f) {
		t.Error("hyphens dropped in ISBN equivalence, which no RFC licenses here")
	}
	g, _ := Parse("urn:uuid:%41a")
	h, _ := Parse("urn:uuid:%41A")
	if !Default().Equal(g, h) || Default().Normalize(g) != "urn:uuid:%41a" {
		t.Errorf("uuid fold with a triplet: %q", Default().Normalize(g))
	}
}

// Each rule's error cases, with their offsets in the NSS.
func TestRuleOffsets(t *testing.T) {
	for _, c := range []struct {
		check func(string) error
		nss   string
		off   int // -1: valid
	}{
		{checkUUID, "f81d4fae-7dec-11d0-a765-00a0c91e6bf6", -1},
		{checkUUID, "f81d4fae_7dec-11d0-a765-00a0c91e6bf6", 8},
		{checkUUID, "short", 0},
		{checkISBN, "0-395-36341-1", -1},
		{checkISBN, "0-395-3634X-1", 10},
		{checkISBN, "-0395363411", 0},
		{checkISBN, "0395363411-", 10},
		{checkISBN, "978-0-306-40615-X", 16},
		{checkISSN, "1234-1231", -1},
		{checkISSN, "1234-123X", 8},
		{checkISSN, "12X4-1231", 2},
		{checkISSN, "10-0-0000", 2}, // found by FuzzParse: nine characters, "-" at 4, but not NNNN-NNNC
		{checkISSN, "1234-12-31", 0},
		{checkOID, "1.3.6.1", -1},
		{checkOID, "1.3.06", 4},
		{checkOID, ".1", 0},
		{checkOID, "1.x", 2},
		{checkIETF, "rfc:2648", -1},
		{checkIETF, "RFC:2648", -1},
		{checkIETF, "rfc:26x8", 6},
		{checkIETF, "id:a.b", 4},
		{checkIETF, ":x", 0},
		{checkIETF, "a.b", 1},
		{checkIETF, "params::x", 7},
		{checkIETF, "params:a:b", -1},
		{checkIETF, "mtg:", 4},
		{checkIETF, "x y:z", 1},
	} {
		err := c.check(c.nss)
		var re *RuleError
		switch {
		case c.off < 0 && err != nil:
			t.Errorf("%q: %v", c.nss, err)
		case c.off >= 0 && (!errors.As(err, &re) || re.Offset != c.off):
			t.Errorf("%q: %v, want an error at %d", c.nss, err, c.off)
		}
	}
}

// The check digits the rules name when one is wrong, computed by each
// standard's rule: ISBN-10 (ISO 2108: weights 10 to 2, mod 11, X for 10),
// ISBN-13 (weights 1 and 3, mod 10), ISSN (ISO 3297: weights 8 to 2, mod
// 11, X for 10; RFC 3044's example urn:ISSN:0259-000X).
func TestCheckDigitReasons(t *testing.T) {
	for _, c := range []struct {
		check func(string) error
		nss   string
		want  string // the digit named, "" for valid
	}{
		{checkISBN, "0-306-40615-2", ""},
		{checkISBN, "0-306-40615-3", "2"},
		{checkISBN, "0-306-40615-X", "2"},
		{checkISBN, "0-8044-2957-X", ""},
		{checkISBN, "0-8044-2957-5", "X"},
		{checkISBN, "1-00000-006-0", ""},
		{checkISBN, "100000000-0", "1"},
		{checkISBN, "100000006-1", "0"},
		{checkISBN, "978-0-306-40615-7", ""},
		{checkISBN, "978-0-306-40615-0", "7"},
		{checkISBN, "9780306406159", "7"},
		{checkISBN, "979-1-00000-001-5", ""},
		{checkISBN, "979-1-00000-001-6", "5"},
		{checkISSN, "0259-000X", ""},
		{checkISSN, "0259-0001", "X"},
		{checkISSN, "0378-5955", ""},
		{checkISSN, "0378-5954", "5"},
		{checkISSN, "0378-595X", "5"},
		{checkISSN, "1234-1231", ""},
		{checkISSN, "1000-0070", ""},
		{checkISSN, "1000-0071", "0"},
	} {
		err := c.check(c.nss)
		if c.want == "" {
			if err != nil {
				t.Errorf("%q: %v", c.nss, err)
			}
			continue
		}
		var re *RuleError
		if !errors.As(err, &re) || re.Offset != len(c.nss)-1 || !strings.Contains(re.Reason, "(it should be "+c.want+")") {
			t.Errorf("%q: %v; want the check digit %s named at %d", c.nss, err, c.want, len(c.nss)-1)
		}
	}
}

// IETF names (RFC 2648 §2, RFC 3553): a name or prefix whose first byte is
// no letter, digit or hyphen is refused at offset 0 of that part.
func TestIETFFirstByte(t *testing.T) {
	for _, c := range []struct {
		nss string
		off int
	}{
		{"_x", 0},
		{"id:_x", 3},
		{"mtg:.x", 4},
		{"params:_c:x", 7},
		{"_p:x", 0},
		{"id:x_", 4},
		{"params:c_:x", 8},
	} {
		var re *RuleError
		if err := checkIETF(c.nss); !errors.As(err, &re) || re.Offset != c.off {
			t.Errorf("checkIETF(%q) = %v, want an error at %d", c.nss, err, c.off)
		}
	}
}

// A registry holds NIDs of up to 32 characters (RFC 8141 §2: NID is 2 to
// 32 characters) and finds them ignoring case, 32 included.
func TestRegistryLongNID(t *testing.T) {
	nid := "a" + strings.Repeat("b", 30) + "c" // 32
	r, err := NewRegistry(Namespace{NID: nid, Check: func(string) error { return nil }})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := r.Lookup(strings.ToUpper(nid)); !ok {
		t.Errorf("Lookup of a 32-character NID failed")
	}
	if _, ok := r.Lookup(nid + "d"); ok {
		t.Errorf("Lookup of a 33-character NID succeeded")
	}
}

// ISBN and ISSN digits (RFC 3187, RFC 3044): single hyphens between
// digits; a doubled one is refused at its second "-", and each refusal
// says which rule it breaks.
func TestDigitsOfReasons(t *testing.T) {
	for _, c := range []struct {
		nss  string
		off  int
		says string
	}{
		{"0-395--36341-1", 6, `"-" only separates digits`},
		{"0--395-36341-1", 2, `"-" only separates digits`},
		{"0-395-36341-1-", 13, `"-" only separates digits`},
		{"0-395-3634Y-1", 10, "is not a digit"},
		{"0-395-3634X-1", 10, "is not a digit"},
	} {
		err := checkISBN(c.nss)
		var re *RuleError
		if !errors.As(err, &re) || re.Offset != c.off || !strings.Contains(err.Error(), c.says) {
			t.Errorf("checkISBN(%q) = %v; want an error at %d saying %q", c.nss, err, c.off, c.says)
		}
	}
}
