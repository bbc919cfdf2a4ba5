package ipv4

import (
	"slices"
	"strings"
	"testing"
)

// TestParse: the URL Standard's IPv4 parser on the hosts of its own
// examples (§1.1, the validation error table) and of web-platform-tests'
// urltestdata.json (the host part of each "http://HOST/" row, which
// EndsInANumber sends to Parse).
func TestParse(t *testing.T) {
	tests := []struct {
		host string
		want string // "" for failure
		errs Errors
		src  string
	}{
		// The URL Standard, §1.1 validation error table examples.
		{"127.0.0.1.", "127.0.0.1", EmptyPart, "URL Standard IPv4-empty-part example"},
		{"1.2.3.4.5", "", TooManyParts, "URL Standard IPv4-too-many-parts example"},
		{"test.42", "", TooFewParts | NonNumericPart, "URL Standard IPv4-non-numeric-part example"},
		{"127.0.0x0.1", "127.0.0.1", NonDecimalPart, "URL Standard IPv4-non-decimal-part example"},
		{"255.255.4000.1", "", OutOfRangePart, "URL Standard IPv4-out-of-range-part example"},
		{"1.2.3", "1.2.0.3", TooFewParts, "URL Standard IPv4-too-few-parts example"},
		// web-platform-tests urltestdata.json.
		{"192.0x00A80001", "192.168.0.1", TooFewParts | NonDecimalPart | OutOfRangePart, "wpt (step 7 reports any number above 255)"},
		{"0x.0x.0", "0.0.0.0", TooFewParts | NonDecimalPart, "wpt"},
		{"0x.0x.0x.0x", "0.0.0.0", NonDecimalPart, "wpt"},
		{"00.00.00.00", "0.0.0.0", NonDecimalPart, "wpt"},
		{"0000000000000000000000000000000000000000177.0.0.1", "127.0.0.1", NonDecimalPart, "wpt"},
		{"0x100000000", "", TooFewParts | NonDecimalPart | OutOfRangePart, "wpt"},
		{"256.0.0.1", "", OutOfRangePart, "wpt"},
		{"0..0x300", "", TooFewParts | NonNumericPart, "wpt"},
		{"0..0x300.", "", EmptyPart | TooFewParts | NonNumericPart, "wpt"},
		{"1.2.3.08", "", NonNumericPart, "wpt"},
		{"1.2.3.08.", "", EmptyPart | NonNumericPart, "wpt"},
		{"09.2.3.4", "", NonNumericPart, "wpt"},
		{"01.2.3.4.5", "", TooManyParts, "wpt"},
		{"01.2.3.4.5.", "", EmptyPart | TooManyParts, "wpt"},
		{"0x100.2.3.4", "", NonDecimalPart | OutOfRangePart, "wpt"},
		{"0x1.2.3.4.5", "", TooManyParts, "wpt"},
		{"foo.0x4", "", TooFewParts | NonNumericPart, "wpt"},
		{"0999999999999999999", "", TooFewParts | NonNumericPart, "wpt"},
		{"foo.0x", "", TooFewParts | NonNumericPart, "wpt"},
		// The rules read directly.
		{"127.1", "127.0.0.1", TooFewParts, "step 10: the last number fills the rest"},
		{"127.0.1", "127.0.0.1", TooFewParts, "step 10"},
		{"2130706433", "127.0.0.1", TooFewParts | OutOfRangePart, "one number is all 32 bits; step 7 still reports it"},
		{"4294967295", "255.255.255.255", TooFewParts | OutOfRangePart, "the largest single number"},
		{"4294967296", "", TooFewParts | OutOfRangePart, "step 9: 256^4"},
		{"1.16777216", "", TooFewParts | OutOfRangePart, "step 9: 256^3 for two numbers"},
		{"1.16777215", "1.255.255.255", TooFewParts | OutOfRangePart, "step 7 reports, step 9 allows"},
		{"0x", "0.0.0.0", TooFewParts | NonDecimalPart, "step 5 of the number parser: empty after 0x is 0"},
		{"0X7F.1", "127.0.0.1", TooFewParts | NonDecimalPart, "0X is hex too"},
		{"017700000001", "127.0.0.1", TooFewParts | NonDecimalPart | OutOfRangePart, "octal"},
		{"", "", EmptyPart | TooFewParts | NonNumericPart, "the empty string: one empty part"},
		{".", "", EmptyPart | TooFewParts | NonNumericPart, "one empty part after removing the last"},
		{"1.2.3.4..", "", EmptyPart | TooManyParts, "two trailing dots: five parts"},
		{"a.b.c.d.e", "", TooManyParts, "step 4 comes before step 6"},
		{"1.2.3.0x" + strings.Repeat("f", 100), "", NonDecimalPart | OutOfRangePart, "a long number is read, then refused"},
		{"1.2.3." + strings.Repeat("0", 1000) + "7", "1.2.3.7", NonDecimalPart, "a long octal zero run"},
	}
	for _, tc := range tests {
		addr, errs, ok := Parse(tc.host)
		if tc.want == "" {
			if ok {
				t.Errorf("Parse(%q) = %v, want failure (%s)", tc.host, addr, tc.src)
			}
		} else if !ok || addr.String() != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want %s (%s)", tc.host, addr, ok, tc.want, tc.src)
		}
		if errs != tc.errs {
			t.Errorf("Parse(%q) errors = %v, want %v (%s)", tc.host, errs.Names(), tc.errs.Names(), tc.src)
		}
		// The same over bytes.
		baddr, berrs, bok := Parse([]byte(tc.host))
		if baddr != addr || berrs != errs || bok != ok {
			t.Errorf("Parse([]byte(%q)) differs from Parse(string)", tc.host)
		}
	}
}

// TestEndsInANumber: the checker's steps, and the hosts of
// web-platform-tests that it sends to the IPv4 parser or not.
func TestEndsInANumber(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"example.com", false},
		{"test.42", true},    // the URL Standard's example
		{"foo.0x4", true},    // wpt: fails as IPv4, so the host fails
		{"foo.0x", true},     // "0x" is an IPv4 number (0)
		{"foo.0xg", false},   // not hex: a domain
		{"1.2.3.08", true},   // digits, though not octal: the parser then fails
		{"08", true},         // digits
		{"example.09", true}, // all digits (step 4), though "09" is no IPv4 number
		{"example.9", true},
		{"example.19", true},
		{"127.0.0.1.", true}, // the empty last part is dropped
		{".", false},         // the empty part is dropped, leaving ""
		{"", false},          // one empty part
		{"a..", false},       // the last non-dropped part is empty
		{"0xC0", true},
		{"C0", false},
		{"x.09a", false},
		{"1password.com", false},
		{"example.0X1F", true},
		{"a.0X", true},    // ends in "X": read to the end
		{"a.x", false},    // ends in "x", but is not "0x"
		{"a.f", false},    // ends in a hex digit, without "0x"
		{"a.9.", true},    // the last byte read is the one before the dropped "."
		{"a.com.", false}, // ends in a letter that is not a hex digit
	}
	for _, tc := range tests {
		if got := EndsInANumber(tc.in); got != tc.want {
			t.Errorf("EndsInANumber(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestErrorsNames: the names are the URL Standard's, in constant order.
func TestErrorsNames(t *testing.T) {
	all := EmptyPart | TooManyParts | NonNumericPart | NonDecimalPart | OutOfRangePart | TooFewParts
	want := []string{"IPv4-empty-part", "IPv4-too-many-parts", "IPv4-non-numeric-part", "IPv4-non-decimal-part", "IPv4-out-of-range-part", "IPv4-too-few-parts"}
	if got := all.Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %q, want %q", got, want)
	}
	if got := Errors(0).Names(); got != nil {
		t.Errorf("Errors(0).Names() = %q, want none", got)
	}
	if got := (NonDecimalPart | EmptyPart).Names(); !slices.Equal(got, []string{"IPv4-empty-part", "IPv4-non-decimal-part"}) {
		t.Errorf("Names() = %q", got)
	}
}

// TestReadingsDiffer: where the URL Standard parts from inet_aton (whose
// reading of these, guard.ParseIPv4's TestParseIPv4 checks): an SSRF
// filter must read both ways (issue 27, class 3).
func TestReadingsDiffer(t *testing.T) {
	tests := []struct {
		in       string
		standard string // "" when the URL Standard fails
	}{
		{"0x", "0.0.0.0"},
		{"127.0x.0x.1", "127.0.0.1"},
		{"127.0.0.1.", "127.0.0.1"},
		{"0x7f.1", "127.0.0.1"},
		{"0000000000000000000000000000000000000000177.0.0.1", "127.0.0.1"},
		{"4294967296", ""},
	}
	for _, tc := range tests {
		b, _, ok := Parse(tc.in)
		got := ""
		if ok {
			got = b.String()
		}
		if got != tc.standard {
			t.Errorf("Parse(%q) = %q, want %q", tc.in, got, tc.standard)
		}
	}
}

// TestParseAllocs: Parse and EndsInANumber allocate nothing.
func TestParseAllocs(t *testing.T) {
	host := "0x7f.0.0.01."
	if n := testing.AllocsPerRun(100, func() {
		if !EndsInANumber(host) {
			t.Fatal("no number")
		}
		if _, _, ok := Parse(host); !ok {
			t.Fatal("no address")
		}
	}); n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}

// FuzzParse: on any input Parse and EndsInANumber never panic, a parsed
// address written in dotted decimal parses back to itself without errors,
// and agrees with inet_aton wherever the text is four plain decimal parts.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"127.0.0.1", "0x.0x.0", "1.2.3.4.5", "0x100000000", "", ".", "1..2", "09", "0x7f.1."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		EndsInANumber(s)
		a, _, ok := Parse(s)
		if !ok {
			return
		}
		b, errs, ok := Parse(a.String())
		if !ok || b != a || errs != 0 {
			t.Fatalf("Parse(%q) = %v, which reparses as %v, %v, %v", s, a, b, errs.Names(), ok)
		}
	})
}

// NonDecimalParts counts step 6.3's reports: one per part in hex or octal,
// up to the first part that is no number.
func TestNonDecimalParts(t *testing.T) {
	for s, want := range map[string]int{
		"127.0.0.1": 0, "0x7f.1": 1, "0x7f.0.0.01": 2, "0x7f.0x0.00.01.": 4, "0x.0x.0": 2,
		"0x1.a.0x2": 1, "09.0x1": 0, "": 0, "0": 0, "00": 1, "1.2.3.4.0x5": 0, "0x1.2.3.0x4.": 2,
	} {
		if got := NonDecimalParts(s); got != want {
			t.Errorf("NonDecimalParts(%q) = %d, want %d", s, got, want)
		}
		if _, errs, _ := Parse(s); (errs&NonDecimalPart != 0) != (want > 0) {
			t.Errorf("Parse(%q) reports %v, but NonDecimalParts %d", s, errs.Names(), want)
		}
	}
}
