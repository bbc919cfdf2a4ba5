package iri

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/urikit/urikit/uri"
)

// wptDifferences are the vectors of toascii.json that UTS #46 ToASCII is not
// meant to pass, with the reason; the test checks that they still differ.
var wptDifferences = map[string]string{
	// RFC 5893 §1.4 makes "1.ي" a Bidi domain name (it has an RTL
	// label), and §2 rule 1 then requires every label, "1" too, to begin
	// with a character of class L, R or AL. UTS #46 applies that rule as
	// written, and so does internal/uts46; the URL Standard exempts such
	// ASCII labels (whatwg/url issue 543), and the WPT vector follows it.
	"1.ي": "RFC 5893 rule 1 on the label \"1\" of a Bidi domain name",
}

// The UTS #46 ToASCII tests of web-platform-tests (testdata/idna/README.md),
// which run with the flags HostToASCII uses.
func TestHostToASCIIWPT(t *testing.T) {
	data, err := os.ReadFile("../testdata/idna/toascii.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []json.RawMessage
	if err := json.Unmarshal(data, &rows); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, raw := range rows {
		var row struct {
			Comment string
			Input   string
			Output  *string
		}
		if json.Unmarshal(raw, &row) != nil {
			continue // the comment line at the top
		}
		n++
		got, err := HostToASCII(row.Input)
		if why, ok := wptDifferences[row.Input]; ok {
			if err == nil && row.Output != nil && got == *row.Output {
				t.Errorf("HostToASCII(%q) = %q now passes; remove it from wptDifferences (%s)", row.Input, got, why)
			}
			continue
		}
		switch {
		case row.Output == nil && err == nil:
			t.Errorf("HostToASCII(%q) = %q; want an error (%s)", row.Input, got, row.Comment)
		case row.Output != nil && (err != nil || got != *row.Output):
			t.Errorf("HostToASCII(%q) = %q, %v; want %q (%s)", row.Input, got, err, *row.Output, row.Comment)
		case err != nil:
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, ErrIDNA) || e.Offset < 0 || e.Offset > len(row.Input) {
				t.Errorf("HostToASCII(%q): error %v", row.Input, err)
			}
		}
		if row.Output != nil && err == nil {
			// The U-label form maps back to the same A-labels.
			if u, err := HostToUnicode(got); err != nil {
				t.Errorf("HostToUnicode(%q): %v", got, err)
			} else if a, err := HostToASCII(u); err != nil || a != got {
				t.Errorf("HostToASCII(HostToUnicode(%q) = %q) = %q, %v", got, u, a, err)
			}
		}
	}
	if n != 43 {
		t.Errorf("%d vectors; the file holds 43", n)
	}
}

func TestHostExamples(t *testing.T) {
	for _, tc := range []struct{ unicode, ascii string }{
		{"r\u00e9sum\u00e9.example.org", "xn--rsum-bpad.example.org"}, // RFC 3987 §3.1
		{"\u7d0d\u8c46.example.org", "xn--99zt52a.example.org"},       // RFC 3987 §3.2.1
		{"b\u00fccher.example", "xn--bcher-kva.example"},              // RFC 3492 style example
		{"my_host.example", "my_host.example"},                        // no STD3 rules, as browsers
	} {
		if a, err := HostToASCII(tc.unicode); err != nil || a != tc.ascii {
			t.Errorf("HostToASCII(%q) = %q, %v; want %q", tc.unicode, a, err, tc.ascii)
		}
		if u, err := HostToUnicode(tc.ascii); err != nil || u != tc.unicode {
			t.Errorf("HostToUnicode(%q) = %q, %v; want %q", tc.ascii, u, err, tc.unicode)
		}
	}
	// Mapping: case folded, full-width letters narrowed (UTS #46 §4).
	if a, _ := HostToASCII("B\u00dcCHER.\uff45xample"); a != "xn--bcher-kva.example" {
		t.Errorf("mapping: got %q", a)
	}
	for h, off := range map[string]int{"a\uff0fb": 1, "a\u2100b": 1, "a b": 1, "a%41": 1, "x\uff20y.z": 1, "\u00ad": 0} {
		var e *Error
		if a, err := HostToASCII(h); !errors.As(err, &e) || !errors.Is(err, ErrIDNA) || e.Offset != off {
			t.Errorf("HostToASCII(%q) = %q, %v; want ErrIDNA at %d", h, a, err, off)
		}
	}
	_, err := HostToUnicode("ok.xn--a.example")
	var e *Error
	if !errors.As(err, &e) || e.Offset != 3 || !errors.Is(err, ErrIDNA) {
		t.Errorf("HostToUnicode(ok.xn--a.example) = %v; want ErrIDNA at offset 3", err)
	}
}

func TestHosts(t *testing.T) {
	for _, tc := range []struct {
		in, ascii, unicode string
		ok                 bool
		errOff             int // -1: no error
	}{
		{"http://r\u00e9sum\u00e9.example.org/", "xn--rsum-bpad.example.org", "r\u00e9sum\u00e9.example.org", true, -1},
		{"http://r%C3%A9sum%C3%A9.example.org/", "xn--rsum-bpad.example.org", "r\u00e9sum\u00e9.example.org", true, -1},
		{"http://EXAMPLE.com:80/", "example.com", "example.com", true, -1},
		{"http://[::1]/", "[::1]", "[::1]", true, -1},
		{"http://1.2.3.4/", "1.2.3.4", "1.2.3.4", true, -1},
		{"file:///x", "", "", true, -1},
		{"mailto:a@b", "", "", false, -1},
		{"http://u@ok.xn--a.example/", "", "", true, 12},
		{"http://\u00fc@a\u200d/", "", "", true, 10},
	} {
		u, err := uri.ParseIRIReference(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		a, un, ok, err := Hosts(u)
		if tc.errOff >= 0 {
			var e *Error
			if !errors.As(err, &e) || e.Offset != tc.errOff || e.Input != tc.in {
				t.Errorf("Hosts(%q) error %v; want one at %d", tc.in, err, tc.errOff)
			}
			continue
		}
		if a != tc.ascii || un != tc.unicode || ok != tc.ok || err != nil {
			t.Errorf("Hosts(%q) = %q, %q, %v, %v", tc.in, a, un, ok, err)
		}
	}
}
