package whatwg

import (
	"errors"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// tableRow is a row of the URL Standard's table of validation errors
// (§1.1): the error's name, whether the parser fails on it, and its
// examples, each an input and a base ("" for none).
type tableRow struct {
	name     string
	failure  bool
	examples [][2]string
}

// validationTable reads the table of validation errors from the URL
// Standard's source (testdata/whatwg/url.bs): each row's <dfn>, its
// "Failure" cell (class=yes or class=no), and its examples, written as
// "<code>INPUT</code>" in a paragraph of their own or as new URL(input,
// base) in JavaScript. In the Bikeshed source "\[" is "[" and a <br> in
// an example is a newline (the "ht<br>tps" example of invalid-URL-unit).
func validationTable(t *testing.T) []tableRow {
	raw, err := os.ReadFile("../testdata/whatwg/url.bs")
	if err != nil {
		t.Fatal(err)
	}
	src := string(raw)
	start := strings.Index(src, "<table class=yesno>")
	end := strings.Index(src[start:], "</table>")
	if start < 0 || end < 0 {
		t.Fatal("url.bs: no validation error table")
	}
	example := regexp.MustCompile(`(?m)^\s*<p(?: [^>]*)?>"<code>(.*?)</code>"`)
	script := regexp.MustCompile(`new URL\(("[^"]*")(?:, ("[^"]*"))?\)`)
	dfn := regexp.MustCompile(`<td><dfn[^>]*>([^<]*)</dfn>`)
	unescape := strings.NewReplacer(`\[`, "[", "<br>", "\n", "&lt;", "<", "&gt;", ">", "&amp;", "&")
	var rows []tableRow
	for _, tr := range strings.Split(src[start:start+end], "<tr>")[1:] {
		m := dfn.FindStringSubmatch(tr)
		if m == nil {
			continue // a heading row
		}
		r := tableRow{name: m[1], failure: strings.Contains(tr, "<td class=yes>")}
		if !r.failure && !strings.Contains(tr, "<td class=no>") {
			t.Fatalf("url.bs: %s has no Failure cell", r.name)
		}
		for _, e := range example.FindAllStringSubmatch(tr, -1) {
			r.examples = append(r.examples, [2]string{unescape.Replace(e[1]), ""})
		}
		for _, e := range script.FindAllStringSubmatch(tr, -1) {
			in, err1 := strconv.Unquote(e[1])
			base := ""
			var err2 error
			if e[2] != "" {
				base, err2 = strconv.Unquote(e[2])
			}
			if err1 != nil || err2 != nil {
				t.Fatalf("url.bs: %s: example %s", r.name, e[0])
			}
			r.examples = append(r.examples, [2]string{in, base})
		}
		rows = append(rows, r)
	}
	return rows
}

// The URL Standard's table of validation errors (§1.1) is the list of
// Kinds, in its order, and each of its examples gives its error, with
// failure exactly when the table's Failure column says so (the
// qualifications of domain-to-ASCII and IPv4-out-of-range-part hold for
// their examples). One example is checked for what the algorithm does:
// the table illustrates file-invalid-Windows-drive-letter with new
// URL("/c:/path/to/file", "file:///c:/"), which the parser reads in the
// file slash state, where no step reports the error (the file state's
// step 4.4.3 reports it for a relative path that starts with a drive
// letter; "c|/path/to/file" is one).
func TestValidationErrorTable(t *testing.T) {
	rows := validationTable(t)
	if len(rows) != int(kindEnd)-1 {
		t.Errorf("url.bs has %d validation errors, ErrorKind %d", len(rows), kindEnd-1)
	}
	examples := 0
	for i, r := range rows {
		k, ok := ErrorKindByName(r.name)
		if !ok || int(k) != i+1 {
			t.Errorf("url.bs row %d: %s is ErrorKind %d (%v)", i+1, r.name, k, ok)
			continue
		}
		if len(r.examples) == 0 {
			t.Errorf("url.bs: %s has no example", r.name)
		}
		for _, ex := range r.examples {
			examples++
			input, base := ex[0], ex[1]
			if k == FileInvalidWindowsDriveLetter && input == "/c:/path/to/file" {
				b, _ := Parse(base)
				u, errs, err := b.Validate(input)
				if err != nil || len(errs) != 0 || u.Href() != "file:///c:/path/to/file" {
					t.Errorf("%q against %q: %q %v %v, want file:///c:/path/to/file and no error", input, base, u.Href(), errs, err)
				}
				input = "c|/path/to/file"
			}
			var errs []ValidationError
			var err error
			if base == "" {
				_, errs, err = Validate(input)
			} else {
				b, berr := Parse(base)
				if berr != nil {
					t.Fatalf("base %q: %v", base, berr)
				}
				_, errs, err = b.Validate(input)
			}
			switch {
			case !slices.ContainsFunc(errs, func(e ValidationError) bool { return e.Kind == k }):
				t.Errorf("%s: %q: validation errors %v lack it", r.name, input, errs)
			case r.failure && !errors.Is(err, k):
				t.Errorf("%s: %q: error %v, want a failure for it", r.name, input, err)
			case !r.failure && err != nil:
				t.Errorf("%s: %q: %v, want a URL", r.name, input, err)
			}
		}
	}
	if examples != 44 {
		t.Errorf("%d examples in the table, want url.bs 6ae8486's 44", examples)
	}
}

// The inputs issue #34 names, whose validation errors changed with the
// Standard of 2026-06-25 to 2026-07-02 (whatwg/url a8d5ca3, 3c83874,
// 37afb50, 6ae8486): each input's whole list, offsets included.
func TestValidationErrorsCurrent(t *testing.T) {
	for _, tc := range []struct {
		input string
		want  []ValidationError
		fails bool
	}{
		// Host parser step 4, at the first percent-encoded byte.
		{"http://exam%70le.com/", []ValidationError{{DomainPercentEncoded, 11}}, false},
		// The domain parser's strict run (§3.3 steps 1-2): "_" is not an
		// STD3 code point; "xn--a" is not valid Punycode. The host parser
		// goes on without beStrict: an ASCII domain is lower-cased.
		{"http://_dmarc.example.com/", []ValidationError{{DomainToASCII, 7}}, false},
		{"http://xn--a.com/", []ValidationError{{DomainToASCII, 7}}, false},
		{"http://EXAMPLE.com/", nil, false},
		// A space in an opaque path is invalid-URL-unit (opaque path state,
		// step 3.1).
		{"foo:bar baz", []ValidationError{{InvalidURLUnit, 7}}, false},
		{"foo:a b?c", []ValidationError{{InvalidURLUnit, 5}}, false},
		// A forbidden domain code point: the strict run reports it at the
		// code point, the relaxed one fails on it (no
		// domain-invalid-code-point any more).
		{"http://ex ample.com/", []ValidationError{{DomainToASCII, 9}}, true},
		{"http://a\x01b/", []ValidationError{{DomainToASCII, 8}}, true},
		{"http://exa%23mple.org/", []ValidationError{{DomainPercentEncoded, 10}, {DomainToASCII, 7}}, true},
		// IPv4-too-few-parts (IPv4 parser step 3), with the others in the
		// parser's order, all at the host; IPv4-non-decimal-part once per part.
		{"http://127.1/", []ValidationError{{IPv4TooFewParts, 7}}, false},
		{"http://0x7f.01/", []ValidationError{{IPv4TooFewParts, 7}, {IPv4NonDecimalPart, 7}, {IPv4NonDecimalPart, 7}}, false},
		// The strict run's VerifyDnsLength refuses the empty root label
		// (IdnaTestV2.txt gives "a.b.c.d." A4_2), at its offset.
		{"http://1.2.3.4./", []ValidationError{{DomainToASCII, 15}, {IPv4EmptyPart, 7}}, false},
		{"http://2130706433/", []ValidationError{{IPv4TooFewParts, 7}, {IPv4OutOfRangePart, 7}}, false},
		// IPv6-piece-leading-zero (IPv6 parser step 6.8), at each piece.
		{"http://[::01:0ab:00:0]/", []ValidationError{{IPv6PieceLeadingZero, 10}, {IPv6PieceLeadingZero, 13}, {IPv6PieceLeadingZero, 17}}, false},
		{"http://[::1:ab:0]/", nil, false},
	} {
		_, errs, err := Validate(tc.input)
		if !slices.Equal(errs, tc.want) || (err != nil) != tc.fails {
			t.Errorf("%q: %v, %v; want %v (failure %v)", tc.input, errs, err, tc.want, tc.fails)
		}
	}
}

// A URL string that is valid (§4.3) parses with no validation error.
func TestValidURLStrings(t *testing.T) {
	for _, s := range []string{
		"https://example.com/", "https://localhost:8000/search?q=text#hello", "urn:isbn:9780307476463",
		"file:///ada/Analytical%20Engine/README.md", "https://example.com/././foo", "hello:world",
		"https://example.org//", "https://example/%25?%25#%25", "https://[::1]:8080/", "http://192.168.0.1/",
		// U+0100 is C4 80: its second byte is no unit on its own.
		"https://example.org/\u0100?\u0100#\u0100", "sc:\u0100",
	} {
		if _, errs, err := Validate(s); err != nil || len(errs) != 0 {
			t.Errorf("%q: %v %v, want no validation error", s, errs, err)
		}
	}
}

func TestKindNames(t *testing.T) {
	for k := ErrorKind(1); k < kindEnd; k++ {
		name := k.String()
		if got, ok := ErrorKindByName(name); !ok || got != k || k.Error() != name {
			t.Errorf("ErrorKind %d: name %q round-trips to %v", k, name, got)
		}
	}
	if _, ok := ErrorKindByName("no-such-error"); ok || ErrorKind(0).String() != "ErrorKind(0)" || kindEnd.String() == "" {
		t.Error("unknown kinds")
	}
}

// Offsets are in the input as given: past the leading C0 controls and
// spaces, and counting the tabs and newlines the parser removes, and each
// invalid UTF-8 byte (read as U+FFFD) as one byte.
func TestValidationOffsets(t *testing.T) {
	for _, tc := range []struct {
		input string
		want  []ValidationError
	}{
		{"ht\ttp://a/ b", []ValidationError{{InvalidURLUnit, 2}, {InvalidURLUnit, 10}}},
		{"  http://a\\b", []ValidationError{{InvalidURLUnit, 0}, {InvalidReverseSolidus, 10}}},
		{"http://a/\xff\n\\", []ValidationError{{InvalidURLUnit, 10}, {InvalidReverseSolidus, 11}}},
		{"http://a/\xff<", []ValidationError{{InvalidURLUnit, 10}}},
		{"http://a/\x80\n\\", []ValidationError{{InvalidURLUnit, 10}, {InvalidReverseSolidus, 11}}},
		{"http://a/\xe3\x81\n\\", []ValidationError{{InvalidURLUnit, 11}, {InvalidReverseSolidus, 12}}},
		{"http://a/\xe3\x81b\\", []ValidationError{{InvalidReverseSolidus, 12}}},
	} {
		_, errs, err := Validate(tc.input)
		if err != nil || !slices.Equal(errs, tc.want) {
			t.Errorf("%q: %v %v, want %v", tc.input, errs, err, tc.want)
		}
	}
}

// A failure names the offset where the algorithm stops: for the IPv6
// parser (§3.5.1), its pointer when it returns failure, counted from the
// start of the input.
func TestFailureOffsets(t *testing.T) {
	for _, tc := range []struct {
		input string
		kind  ErrorKind
		at    int
	}{
		{"https://[1:2:3:4:5:6:7:8:9]", IPv6TooManyPieces, 25},  // step 6.1, at "9"
		{"https://[12345::]", IPv6InvalidCodePoint, 13},         // steps 6.3 and 6.7: four hex digits, then "5"
		{"https://[1:2:3!:4]", IPv6InvalidCodePoint, 14},        // step 6.7, at "!"
		{"https://[1::1::1]", IPv6MultipleCompression, 14},      // step 6.2.1, at the second "::"'s second ":"
		{"https://[::1.2.3.256]", IPv4InIPv6OutOfRangePart, 19}, // step 6.5.5.2.4, at the "6" of "256"
		// The port state, step 2.1.2: a port above 2^16 - 1, at its start
		// (65535 is the largest; "655350" is above it).
		{"http://h:65536/", PortOutOfRange, 9},
		{"http://h:655350/", PortOutOfRange, 9},
		{"http://h:6553500000000000000000/", PortOutOfRange, 9},
		// The host state, step 3.1: a special URL with an empty host, at
		// the end of the input (seven bytes, the serialized-form fast
		// path's shortest).
		{"https:/", HostMissing, 7},
		{"https:\\", HostMissing, 7},
		{"http:/", HostMissing, 6},
	} {
		_, err := Parse(tc.input)
		var e *Error
		if !errors.As(err, &e) || e.Kind != tc.kind || e.Offset != tc.at {
			t.Errorf("%q: %v, want %s at %d", tc.input, err, tc.kind, tc.at)
		}
	}
}

// An opaque host (§3.5, opaque-host parser steps 2-3) reports each unit
// that is not a URL code point and each "%" not followed by two hex
// digits, and stays as it is.
func TestOpaqueHostValidation(t *testing.T) {
	u, errs, err := Validate("foo://a%zz{b%4/")
	want := []ValidationError{{InvalidURLUnit, 7}, {InvalidURLUnit, 10}, {InvalidURLUnit, 12}}
	if err != nil || u.Hostname() != "a%zz{b%4" || !slices.Equal(errs, want) {
		t.Errorf("%q %v %v, want host %q and %v", u.Hostname(), errs, err, "a%zz{b%4", want)
	}
	if _, errs, _ := Validate("foo://a%41b/"); len(errs) != 0 {
		t.Errorf("foo://a%%41b/: %v, want none", errs)
	}
}

// Input that is not UTF-8 is read as the Encoding Standard's UTF-8 decode
// reads it: a byte that starts no sequence (0x80-0xBF, 0xF8-0xFF) is one
// U+FFFD, which the path, query and fragment percent-encode (§1.3) as
// %EF%BF%BD; U+FFFD itself is kept as it is; the byte after an invalid
// one is read on its own; a sequence cut short is one U+FFFD for its
// maximal subpart (the lead byte and the continuation bytes it allows).
// The last row is the Unicode Standard's example of that practice (§3.9,
// Table 3-8: 61 F1 80 80 E1 80 C2 62 80 63 80 BF 64), which the Encoding
// Standard's decoder follows.
func TestInvalidUTF8(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/\xff":                 "http://a/%EF%BF%BD",
		"http://a/\x80x":                "http://a/%EF%BF%BDx",
		"http://a/\xbf\xff?\xfe#\x80":   "http://a/%EF%BF%BD%EF%BF%BD?%EF%BF%BD#%EF%BF%BD",
		"http://a/\uFFFD\xff":           "http://a/%EF%BF%BD%EF%BF%BD",
		"http://a/\t\xff\u00e9":         "http://a/%EF%BF%BD%C3%A9",
		"http://a/aaaaaaaaaaaaaaaa\xff": "http://a/aaaaaaaaaaaaaaaa%EF%BF%BD",
		"http://a/\xe3\x81x":            "http://a/%EF%BF%BDx",
		"http://a/\xe3\x81":             "http://a/%EF%BF%BD",
		"http://a/\xe0\x80":             "http://a/%EF%BF%BD%EF%BF%BD",                   // E0 takes A0-BF next: 80 is read anew
		"http://a/\xed\xa0\x80":         "http://a/%EF%BF%BD%EF%BF%BD%EF%BF%BD",          // no surrogates: ED takes 80-9F
		"http://a/\xf4\x90\x80\x80":     "http://a/%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD", // past U+10FFFF
		"http://a/\xf0\x9f\x98":         "http://a/%EF%BF%BD",
		"http://a/\xef\xbf":             "http://a/%EF%BF%BD", // EF takes two more: one maximal subpart
		"http://a/\xe1\xbf":             "http://a/%EF%BF%BD", // BF continues E1
		"http://a/\xf3\x80\x80":         "http://a/%EF%BF%BD", // F3 takes three more
		"http://a/\xc2x":                "http://a/%EF%BF%BDx",
		"http://a/\x61\xf1\x80\x80\xe1\x80\xc2\x62\x80\x63\x80\xbf\x64": "http://a/a%EF%BF%BD%EF%BF%BD%EF%BF%BDb%EF%BF%BDc%EF%BF%BD%EF%BF%BDd",
	} {
		if u, err := Parse(in); err != nil || u.Href() != want {
			t.Errorf("Parse(%q) = %q, %v; want %q", in, u.Href(), err, want)
		}
	}
}

// The relative slash state (§4.4) reports a "\" and not a "/" of a
// special URL, and the special authority ignore slashes state reports each
// slash it skips after the first two; a relative path reports its
// invalid units from its first byte on.
func TestRelativeSlashValidation(t *testing.T) {
	base, err := Parse("http://a/b")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		ref, href string
		want      []ValidationError
	}{
		{"//x", "http://x/", nil},
		{"/\\x", "http://x/", []ValidationError{{InvalidReverseSolidus, 1}}},
		{"\\/x", "http://x/", []ValidationError{{InvalidReverseSolidus, 0}}},
		{"///x", "http://x/", []ValidationError{{SpecialSchemeMissingFollowingSolidus, 2}}},
		// The path state, steps 2.1-2.2, from the reference's first byte.
		{"%zz", "http://a/%zz", []ValidationError{{InvalidURLUnit, 0}}},
		{"{x", "http://a/%7Bx", []ValidationError{{InvalidURLUnit, 0}}},
		{"x{", "http://a/x%7B", []ValidationError{{InvalidURLUnit, 1}}},
	} {
		u, errs, err := base.Validate(tc.ref)
		if err != nil || u.Href() != tc.href || !slices.Equal(errs, tc.want) {
			t.Errorf("%q against %q: %q %v %v, want %q %v", tc.ref, base.Href(), u.Href(), errs, err, tc.href, tc.want)
		}
	}
}

// The opaque path, query and fragment states (§4.4) report each unit that
// is not a URL code point and each "%" not followed by two hex digits,
// and write them as their percent-encode sets say.
func TestOpaquePathQueryFragmentValidation(t *testing.T) {
	for _, tc := range []struct {
		input, href string
		want        []ValidationError
	}{
		{"sc:a{b%zz", "sc:a{b%zz", []ValidationError{{InvalidURLUnit, 4}, {InvalidURLUnit, 6}}},
		{"sc:a%41b", "sc:a%41b", nil},
		{"http://a/?{%zz#}%z", "http://a/?{%zz#}%z", []ValidationError{{InvalidURLUnit, 10}, {InvalidURLUnit, 11}, {InvalidURLUnit, 15}, {InvalidURLUnit, 16}}},
		{"sc://a/?{#}", "sc://a/?{#}", []ValidationError{{InvalidURLUnit, 8}, {InvalidURLUnit, 10}}},
		{"http://a/?%41#%42", "http://a/?%41#%42", nil},
	} {
		u, errs, err := Validate(tc.input)
		if err != nil || u.Href() != tc.href || !slices.Equal(errs, tc.want) {
			t.Errorf("%q: %q %v %v, want %q %v", tc.input, u.Href(), errs, err, tc.href, tc.want)
		}
	}
}

// A C0 control other than tab, LF and CR inside the input (step 1 trims
// them only at its ends) is a code point like any other: each state
// percent-encodes it with the C0 control percent-encode set (§1.3), and a
// domain refuses it (a forbidden domain code point, §3.2).
func TestInnerControl(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/b\x01c?d\x01#e\x01f": "http://a/b%01c?d%01#e%01f",
		"sc:a\x01b":                    "sc:a%01b",
		"sc://a\x01b/":                 "sc://a%01b/",
		"sc://u\x01:p\x01@h/":          "sc://u%01:p%01@h/",
	} {
		if u, err := Parse(in); err != nil || u.Href() != want {
			t.Errorf("Parse(%q) = %q, %v; want %q", in, u.Href(), err, want)
		}
	}
	for in, kind := range map[string]ErrorKind{
		"http://a\x01b/":  DomainToASCII,
		"http://a:1\x01/": PortInvalid,
	} {
		if _, err := Parse(in); !errors.Is(err, kind) {
			t.Errorf("Parse(%q): %v, want %s", in, err, kind)
		}
	}
}
