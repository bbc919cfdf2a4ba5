package urn

import (
	"errors"
	"strings"
	"testing"
)

// want is the expected split of a URN; nil means absent.
type want struct {
	nid, nss string
	r, q, f  *string
}

func p(s string) *string { return &s }

func checkSplit(t *testing.T, d Dialect, in string, w want) {
	t.Helper()
	u, err := d.Parse(in)
	if err != nil {
		t.Errorf("%s.Parse(%q): %v", d, in, err)
		return
	}
	if u.String() != in || u.NID() != w.nid || u.NSS() != w.nss {
		t.Errorf("%s.Parse(%q): string %q nid %q nss %q, want nid %q nss %q", d, in, u.String(), u.NID(), u.NSS(), w.nid, w.nss)
	}
	for _, c := range []struct {
		name string
		has  bool
		got  string
		want *string
	}{
		{"r", u.HasRComponent(), u.RComponent(), w.r},
		{"q", u.HasQComponent(), u.QComponent(), w.q},
		{"f", u.HasFComponent(), u.FComponent(), w.f},
	} {
		if c.has != (c.want != nil) || (c.want != nil && c.got != *c.want) {
			t.Errorf("%s.Parse(%q): %s-component present=%v %q, want %v", d, in, c.name, c.has, c.got, c.want)
		}
	}
}

// Every example URN of RFC 8141, split as its ABNF (§2) and text say.
func TestParseRFC8141Examples(t *testing.T) {
	for _, c := range []struct {
		in string
		w  want
	}{
		{"urn:example:foo", want{nid: "example", nss: "foo"}},                                                                   // §1
		{"urn:example:1/406/47452/2", want{nid: "example", nss: "1/406/47452/2"}},                                               // §2.2
		{"urn:example:foo-bar-baz-qux?+CCResolve:cc=uk", want{nid: "example", nss: "foo-bar-baz-qux", r: p("CCResolve:cc=uk")}}, // §2.3.1
		{"urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z",
			want{nid: "example", nss: "weather", q: p("op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z")}}, // §2.3.2
		{"urn:example:foo-bar-baz-qux#somepart", want{nid: "example", nss: "foo-bar-baz-qux", f: p("somepart")}}, // §2.3.3
		{"urn:example:a123,z456", want{nid: "example", nss: "a123,z456"}},                                        // §3.2
		{"URN:example:a123,z456", want{nid: "example", nss: "a123,z456"}},
		{"urn:EXAMPLE:a123,z456", want{nid: "EXAMPLE", nss: "a123,z456"}},
		{"urn:example:a123,z456?+abc", want{nid: "example", nss: "a123,z456", r: p("abc")}},
		{"urn:example:a123,z456?=xyz", want{nid: "example", nss: "a123,z456", q: p("xyz")}},
		{"urn:example:a123,z456#789", want{nid: "example", nss: "a123,z456", f: p("789")}},
		{"urn:example:a123,z456/foo", want{nid: "example", nss: "a123,z456/foo"}},
		{"urn:example:a123%2Cz456", want{nid: "example", nss: "a123%2Cz456"}},
		{"URN:EXAMPLE:a123%2cz456", want{nid: "EXAMPLE", nss: "a123%2cz456"}},
		{"urn:example:A123,z456", want{nid: "example", nss: "A123,z456"}},
		{"urn:example:%D0%B0123,z456", want{nid: "example", nss: "%D0%B0123,z456"}},
		{"urn:example:apple:pear:plum:cherry", want{nid: "example", nss: "apple:pear:plum:cherry"}}, // §5: "the NSS string is ... as a whole"
		{"urn:urn-7:x", want{nid: "urn-7", nss: "x"}},                                               // §5.2 informal NID
	} {
		checkSplit(t, RFC8141, c.in, c.w)
	}
}

// The ABNF's corner cases: where each component ends, and that an empty
// f-component is present (go-urn drops it).
func TestParseComponentBoundaries(t *testing.T) {
	for _, c := range []struct {
		in string
		w  want
	}{
		// an r-component runs to "?=" or "#"
		{"urn:ex:a?+r?=q#f", want{nid: "ex", nss: "a", r: p("r"), q: p("q"), f: p("f")}},
		// "?+" inside a q-component is data
		{"urn:ex:a?=q?+r", want{nid: "ex", nss: "a", q: p("q?+r")}},
		// "?" and "/" inside r after its first character; "?+" inside r is data
		{"urn:ex:a?+r/x?y?+z", want{nid: "ex", nss: "a", r: p("r/x?y?+z")}},
		{"urn:ex:a?+r#", want{nid: "ex", nss: "a", r: p("r"), f: p("")}},
		// a "?" that ends the r-component is its data (pchar / "/" / "?")
		{"urn:ex:a?+r?", want{nid: "ex", nss: "a", r: p("r?")}},
		{"urn:ex:a?+r?#f", want{nid: "ex", nss: "a", r: p("r?"), f: p("f")}},
		// pct-encoded triplets in every component (§2: pchar)
		{"urn:ex:a%2F?+r%2Fx?=q%3Dy#f%20g", want{nid: "ex", nss: "a%2F", r: p("r%2Fx"), q: p("q%3Dy"), f: p("f%20g")}},
		{"urn:ex:a?+%41?=%42", want{nid: "ex", nss: "a", r: p("%41"), q: p("%42")}},
		{"urn:ex:a#", want{nid: "ex", nss: "a", f: p("")}},
		{"urn:ex:a#?+r?=q", want{nid: "ex", nss: "a", f: p("?+r?=q")}},
		{"urn:ex:a?=q#", want{nid: "ex", nss: "a", q: p("q"), f: p("")}},
		{"urn:ex:a/", want{nid: "ex", nss: "a/"}},
		{"urn:ex:a//b", want{nid: "ex", nss: "a//b"}},
		{"urn:ex:%2Fa", want{nid: "ex", nss: "%2Fa"}},
		{"urn:a-b:c", want{nid: "a-b", nss: "c"}},
		{"urn:ab:c", want{nid: "ab", nss: "c"}},
		{"urn:abcdefghijabcdefghijabcdefghij12:c", want{nid: "abcdefghijabcdefghijabcdefghij12", nss: "c"}},
		{"urn:ex:a:b@c!$&'()*+,;=-._~", want{nid: "ex", nss: "a:b@c!$&'()*+,;=-._~"}},
		{"urn:ex:%00", want{nid: "ex", nss: "%00"}}, // RFC 8141 does not forbid an encoded NUL
		{"urn:urn:x", want{nid: "urn", nss: "x"}},   // RFC 8141's syntax does not reserve "urn"
	} {
		checkSplit(t, RFC8141, c.in, c.w)
	}
}

// Bad input: the error names the part, the offset and its kind.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		d    Dialect
		in   string
		off  int
		part Part
		kind error
	}{
		{RFC8141, "", 0, PartScheme, ErrScheme},
		{RFC8141, "urx:a:b", 2, PartScheme, ErrScheme},
		{RFC8141, "http://a/b", 0, PartScheme, ErrScheme},
		{RFC8141, "urn:", 4, PartNID, ErrNID},
		{RFC8141, "urn:a:b", 5, PartNID, ErrNID},
		{RFC8141, "urn:-ab:b", 4, PartNID, ErrNID},
		{RFC8141, "urn:ab-:b", 6, PartNID, ErrNID},
		{RFC8141, "urn:abcdefghijabcdefghijabcdefghij123:c", 36, PartNID, ErrNID},
		{RFC8141, "urn:a_b:c", 5, PartNID, ErrNID},
		{RFC8141, "urn:example", 11, PartNID, ErrNID},
		{RFC8141, "urn:ex:", 7, PartNSS, ErrEmpty},
		{RFC8141, "urn:ex:/a", 7, PartNSS, ErrChar},
		{RFC8141, "urn:ex:a b", 8, PartNSS, ErrChar},
		{RFC8141, "urn:ex:a%2", 8, PartNSS, ErrPercent},
		{RFC8141, "urn:ex:a%g0", 8, PartNSS, ErrPercent},
		{RFC8141, "urn:ex:a?b", 8, PartNSS, ErrChar},
		{RFC8141, "urn:ex:a?", 8, PartNSS, ErrChar},
		{RFC8141, "urn:ex:a[b]", 8, PartNSS, ErrChar},
		{RFC8141, "urn:ex:é", 7, PartNSS, ErrChar},
		{RFC8141, "urn:ex:a?+", 10, PartR, ErrEmpty},
		{RFC8141, "urn:ex:a?+#f", 10, PartR, ErrEmpty},
		{RFC8141, "urn:ex:a?+?=q", 10, PartR, ErrEmpty},
		{RFC8141, "urn:ex:a?=", 10, PartQ, ErrEmpty},
		{RFC8141, "urn:ex:a?=/q", 10, PartQ, ErrChar},
		{RFC8141, "urn:ex:a?=q?=r?+s#f#", 19, PartF, ErrChar},
		{RFC8141, "urn:ex:a#b c", 10, PartF, ErrChar},
		{RFC8141, "urn:ex:a?+r?x=y#%", 16, PartF, ErrPercent},
		{RFC2141, "urn:urn:x", 4, PartNID, ErrNID},
		{RFC2141, "urn:URN:x", 4, PartNID, ErrNID},
		{RFC2141, "urn:ex:a~b", 8, PartNSS, ErrChar},
		{RFC2141, "urn:ex:a/b", 8, PartNSS, ErrChar},
		{RFC2141, "urn:ex:a?+b", 8, PartNSS, ErrChar},
		{RFC2141, "urn:ex:a#b", 8, PartNSS, ErrChar},
		{RFC2141, "urn:ex:a&b", 8, PartNSS, ErrChar},
		{RFC2141, "urn:ex:a%00", 8, PartNSS, ErrPercent},
		{RFC2141, "urn:ex:", 7, PartNSS, ErrEmpty},
		{RFC2141, "urn::x", 4, PartNID, ErrNID},
		{RFC2141, "urn:-a:x", 4, PartNID, ErrNID},
		{Draft, "urn:ex:a/b", 8, PartNSS, ErrChar},
		{Draft, "urn:urn:x", 4, PartNID, ErrNID},
		{Draft, "urn:ab-:x", 6, PartNID, ErrNID},
		{Draft, "urn:ex:a?s=1&s=2", 13, PartQ, ErrDirective},
		{Draft, "urn:ex:a?x=1&", 13, PartQ, ErrDirective},
		{Draft, "urn:ex:a?x=1&&y=2", 13, PartQ, ErrDirective},
		{Draft, "urn:ex:a?x", 10, PartQ, ErrDirective},
		// keywd = ALPHA *(["-"] (ALPHA / DIGIT)) (seed 004 §2.3): a "-"
		// must be followed by a letter or digit, at the end of the text too.
		{Draft, "urn:ex:a?ab-=x", 11, PartQ, ErrDirective},
		{Draft, "urn:ex:a?ab-", 11, PartQ, ErrDirective},
		{Draft, "urn:ex:a?a--b=x", 10, PartQ, ErrDirective},
		{Draft, "urn:ex:a?", 9, PartQ, ErrDirective},
		{Draft, "urn:ex:a?x=%00", 11, PartQ, ErrPercent},
		{Draft, "urn:ex:a#%00", 9, PartF, ErrPercent},
	} {
		_, err := c.d.Parse(c.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s.Parse(%q) = %v, want an *Error", c.d, c.in, err)
			continue
		}
		if e.Offset != c.off || e.Part != c.part || !errors.Is(err, c.kind) || e.ByteOffset() != c.off || e.Input != c.in {
			t.Errorf("%s.Parse(%q): %v (offset %d part %s), want offset %d part %s kind %v", c.d, c.in, err, e.Offset, e.Part, c.off, c.part, c.kind)
		}
	}
}

func TestErrorMessage(t *testing.T) {
	// Each refusal names the rule it breaks, in its dialect and part.
	for _, c := range []struct {
		d           Dialect
		in, has, no string
	}{
		{RFC8141, "urn:ex:/a", `"/" at the start of the NSS`, ""},
		{Draft, "urn:ex:a/b", `"/" in the draft's NSS`, ""},
		{RFC8141, "urn:ex:a?b", `"?" not followed by "+" or "="`, ""},
		{RFC8141, "urn:ex:a b", "space", ""},
		{Draft, "urn:ex:a?x=1 2", "space", ""},
		{RFC2141, "urn:ex:a&b", `'&' is excluded`, "directive"}, // not in RFC 2141's <other> (§2.2)
		{RFC2141, "urn:ex:a?b", `'?' is reserved in RFC 2141 URNs (§2.3.2: RFC 8141 allows it) at offset 8 in NSS: write it as %3F`, `not followed by "+" or "="`},
		{Draft, "urn:ex:a?x=1#b c", "space", ""},
		{RFC8141, "urn:ex:a\x80", "non-ASCII byte", ""},
		{RFC8141, "urn:ex:a\xff", "non-ASCII byte", ""},
		{RFC8141, "urn:ex:a\x7f", "", "non-ASCII"},
		{RFC8141, "urn:ex:a#b#c", `second "#"`, ""},
		{RFC8141, "urn:ex:a#b c", "space", `"#"`},
	} {
		_, err := c.d.Parse(c.in)
		if err == nil || !strings.Contains(err.Error(), c.has) || (c.no != "" && strings.Contains(err.Error(), c.no)) {
			t.Errorf("%s.Parse(%q) = %v; want a message with %q and without %q", c.d, c.in, err, c.has, c.no)
		}
	}
	// "urn:" with no NID: the NID is empty, not missing its ":".
	if _, err := Parse("urn:"); err == nil || err.Error() != "urn: empty NID at offset 4 in NID: an NID is letters, digits and hyphens" {
		t.Errorf(`Parse("urn:") = %v`, err)
	}
	// An Error made by hand: a reason without "; " has no hint, whatever
	// its last character.
	for reason, want := range map[string]string{
		"bad":    "urn: bad at offset 3 in NSS",
		"bad;":   "urn: bad; at offset 3 in NSS",
		";":      "urn: ; at offset 3 in NSS",
		"a; b":   "urn: a at offset 3 in NSS: b",
		"a;b; c": "urn: a;b at offset 3 in NSS: c",
	} {
		if got := (&Error{Offset: 3, Part: PartNSS, Reason: reason}).Error(); got != want {
			t.Errorf("Error() with reason %q = %q, want %q", reason, got, want)
		}
	}
	_, err := Draft.Parse("urn:foo:a/b")
	want := `urn: "/" in the draft's NSS (1*pchar, seed 004 §2.2) at offset 9 in NSS: write it as %2F`
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
	_, err = Parse("urn:ex:a b")
	if want := "urn: space at offset 8 in NSS: write it as %20"; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// RFC 2141 §2: the §6 examples, and the NID and NSS rules. There are no
// r-, q- or f-components: "/", "?" and "#" are reserved (§2.3.2).
func TestParseRFC2141(t *testing.T) {
	for _, c := range []struct {
		in string
		w  want
	}{
		{"URN:foo:a123,456", want{nid: "foo", nss: "a123,456"}},
		{"urn:foo:a123,456", want{nid: "foo", nss: "a123,456"}},
		{"urn:FOO:a123,456", want{nid: "FOO", nss: "a123,456"}},
		{"urn:foo:A123,456", want{nid: "foo", nss: "A123,456"}},
		{"urn:foo:a123%2C456", want{nid: "foo", nss: "a123%2C456"}},
		{"URN:FOO:a123%2c456", want{nid: "FOO", nss: "a123%2c456"}},
		{"urn:foo:a%2Fb%3Fc%23d", want{nid: "foo", nss: "a%2Fb%3Fc%23d"}},
		{"urn:ab-:x", want{nid: "ab-", nss: "x"}}, // RFC 2141 §2.1: let-num-hyp may end the NID
		{"urn:a:b", want{nid: "a", nss: "b"}},     // RFC 2141 §2.1: let-num [ 1,31<let-num-hyp> ]
		{"urn:foo:()+,-.:=@;$_!*'", want{nid: "foo", nss: "()+,-.:=@;$_!*'"}},
	} {
		checkSplit(t, RFC2141, c.in, c.w)
	}
}

func TestParseDraftComponents(t *testing.T) {
	checkSplit(t, Draft, "urn:foo:a123,456?x=y", want{nid: "foo", nss: "a123,456", q: p("x=y")})
	checkSplit(t, Draft, "urn:foo:a123,456#xyz", want{nid: "foo", nss: "a123,456", f: p("xyz")})
	checkSplit(t, Draft, "urn:foo:a?s=I2L&c=ToC#", want{nid: "foo", nss: "a", q: p("s=I2L&c=ToC"), f: p("")})
	u, _ := Draft.Parse("urn:foo:a?s=I2L&c=ToC&x=1&x=2")
	var got []Directive
	for d := range u.Directives() {
		got = append(got, d)
	}
	want := []Directive{{"s", "I2L"}, {"c", "ToC"}, {"x", "1"}, {"x", "2"}}
	if len(got) != len(want) {
		t.Fatalf("directives %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("directive %d = %v, want %v", i, got[i], want[i])
		}
	}
	if v, ok := u.Directive("c"); !ok || v != "ToC" {
		t.Errorf("Directive(c) = %q %v", v, ok)
	}
	if _, ok := u.Directive("C"); ok {
		t.Error("directives are case-sensitive (seed 004 §2.3)")
	}
	if !IsRegisteredService("I=I") || !IsRegisteredService("I2Ns") || IsRegisteredService("I2U") || IsRegisteredService("i2l") {
		t.Error("IsRegisteredService disagrees with seed 004 §9.2.2")
	}
	// RFC 8141 URNs have no directives.
	r, _ := Parse("urn:foo:a?=x=y")
	for d := range r.Directives() {
		t.Errorf("RFC 8141 URN yields directive %v", d)
	}
}

// RFC 8141 §5: a formal NID never starts with "urn-" (§5.1), and an
// informal one is "urn-" and a number without leading zeros (§5.2), so an
// NID starting with "urn-" that is not such a number is no NID. RFC 2141
// had no such rule.
func TestNIDKinds(t *testing.T) {
	for in, off := range map[string]int{
		"urn:urn-7:x": -1, "urn:URN-123:x": -1, "urn:urn-10:x": -1, "urn:urnx:x": -1, "urn:urn7:x": -1,
		"urn:urn-0:x": 8, "urn:urn-07:x": 8, "urn:urn-x:x": 8, "urn:urn-1a:x": 9, "urn:urn-12-3:x": 10,
	} {
		_, err := Parse(in)
		var e *Error
		if off < 0 && err != nil || off >= 0 && (!errors.As(err, &e) || e.Offset != off || !errors.Is(err, ErrNID)) {
			t.Errorf("Parse(%q) = %v, want error at %d", in, err, off)
		}
	}
	if _, err := RFC2141.Parse("urn:urn-x:y"); err != nil {
		t.Errorf("RFC 2141: %v", err)
	}
}

func TestIsInformal(t *testing.T) {
	for in, want := range map[string]bool{
		"urn:urn-7:x": true, "urn:URN-123:x": true, "urn:urn-0:x": false, "urn:urn-07:x": false,
		"urn:urn-x:x": false, "urn:example:x": false, "urn:urn-:x": false,
	} {
		u, err := Parse(in)
		if err != nil {
			if want {
				t.Errorf("Parse(%q): %v", in, err)
			}
			continue
		}
		if u.IsInformal() != want {
			t.Errorf("%q IsInformal = %v, want %v", in, !want, want)
		}
	}
	// RFC 2141's NIDs may be what RFC 8141 refuses ("urn-", "urn-x"): none
	// of them is informal, "urn-" followed by a number (RFC 8141 §5.2).
	for in, want := range map[string]bool{
		"urn:urn-:x": false, "urn:urn-x:x": false, "urn:urn-0:x": false, "urn:urn-1x:x": false,
		"urn:URN-:x": false, "urn:urn-12:x": true,
	} {
		u, err := RFC2141.Parse(in)
		if err != nil {
			t.Errorf("RFC2141.Parse(%q): %v", in, err)
			continue
		}
		if u.IsInformal() != want {
			t.Errorf("RFC2141 %q IsInformal = %v, want %v", in, !want, want)
		}
	}
}

func TestParseDialectNames(t *testing.T) {
	for _, d := range []Dialect{RFC8141, RFC2141, Draft} {
		if got, ok := ParseDialect(d.String()); !ok || got != d {
			t.Errorf("ParseDialect(%q) = %v %v", d.String(), got, ok)
		}
	}
	if _, ok := ParseDialect("rfc3986"); ok {
		t.Error("ParseDialect accepts rfc3986")
	}
	// A value that is no dialect gets a name that no dialect has.
	if got := Dialect(3).String(); got != "dialect(?)" {
		t.Errorf("Dialect(3).String() = %q", got)
	}
}

// Parsing allocates nothing, in every dialect.
func TestParseAllocs(t *testing.T) {
	for _, c := range []struct {
		d  Dialect
		in string
	}{
		{RFC8141, "urn:example:weather?+r?=op=map&lat=39.56#frag"},
		{RFC2141, "URN:FOO:a123%2c456"},
		{Draft, "urn:isbn:0-395-36341-1?s=I2L&c=ToC#p"},
	} {
		if n := testing.AllocsPerRun(100, func() { _, _ = c.d.Parse(c.in) }); n != 0 {
			t.Errorf("%s.Parse(%q): %v allocations", c.d, c.in, n)
		}
	}
}

func TestZeroURN(t *testing.T) {
	var u URN
	if !u.IsZero() || u.NID() != "" || u.NSS() != "" || u.String() != "" || u.Normalize() != "" || Equal(u, u) {
		t.Error("the zero URN is not empty")
	}
	if u.Display() != "" {
		t.Error("Display of the zero URN")
	}
}
