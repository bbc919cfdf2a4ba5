package uts46

import (
	"errors"
	"strings"
	"testing"
)

// statusKinds maps the status codes of IdnaTestV2.txt (UTS #46 §8.2,
// Conformance Testing), which the comments of testdata/whatwg/IdnaTestV2.json
// keep, to the error kinds this package reports for them.
var statusKinds = map[string][]error{
	"P1":   {ErrDisallowed},
	"P4":   {ErrPunycode},
	"V1":   {ErrNotNFC},
	"V2":   {ErrHyphen},
	"V3":   {ErrHyphen},
	"V4":   {ErrXNPrefix},
	"V5":   {ErrFullStop},
	"V6":   {ErrLeadingMark},
	"V7":   {ErrDisallowed},
	"U1":   {ErrSTD3},
	"C1":   {ErrContextJ},
	"C2":   {ErrContextJ},
	"A3":   {ErrPunycode, ErrDisallowed}, // a lone surrogate: JSON decoding makes it U+FFFD
	"A4_1": {ErrDNSLength},
	"A4_2": {ErrDNSLength},
}

// codes returns the status codes of a comment: all of them, and those the
// URL Standard's flags (beStrict false) do not switch off.
func codes(comment string) (all, lenient []string) {
	for _, c := range strings.Split(comment, ";") {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		code, ignored := strings.CutSuffix(c, " (ignored)")
		all = append(all, code)
		if !ignored {
			lenient = append(lenient, code)
		}
	}
	return all, lenient
}

// checkKind reports whether err's kind is one the status codes allow.
func checkKind(err error, codes []string) bool {
	for _, c := range codes {
		for _, k := range statusKinds[c] {
			if errors.Is(err, k) {
				return true
			}
		}
	}
	return false
}

// TestUTS46Status holds ToASCII and ToUnicode themselves (not the URL
// Standard's domain parser, which lower-cases ASCII domains whatever
// ToASCII says) to the status codes IdnaTestV2.txt gives each source, with
// the URL Standard's flags for beStrict false and for beStrict true, where
// every code counts. A failure must be of a kind the codes name.
func TestUTS46Status(t *testing.T) {
	n := 0
	for _, c := range readWPT(t, "IdnaTestV2.json") {
		all, lenient := codes(c.Comment)
		for _, tc := range []struct {
			o     Options
			codes []string
		}{{URLOptions(false), lenient}, {URLOptions(true), all}} {
			got, err := ToASCII(c.Input, tc.o)
			switch {
			case len(tc.codes) == 0 && err != nil:
				t.Errorf("ToASCII(%q, %+v): %v; want no error", c.Input, tc.o, err)
			case len(tc.codes) == 0 && c.Output != nil && got != *c.Output:
				t.Errorf("ToASCII(%q, %+v) = %q; want %q", c.Input, tc.o, got, *c.Output)
			case len(tc.codes) > 0 && err == nil:
				t.Errorf("ToASCII(%q, %+v) = %q; want an error (%s)", c.Input, tc.o, got, c.Comment)
			case len(tc.codes) > 0 && !checkKind(err, tc.codes):
				t.Errorf("ToASCII(%q, %+v): %v; want one of %v", c.Input, tc.o, err, tc.codes)
			default:
				n++
			}
			// ToUnicode records the errors of §4 processing; A3 and A4 are
			// ToASCII's alone (§4.2 steps 3 and 4).
			var proc []string
			for _, code := range tc.codes {
				if !strings.HasPrefix(code, "A") {
					proc = append(proc, code)
				}
			}
			if _, err := ToUnicode(c.Input, tc.o); (err != nil) != (len(proc) > 0) || err != nil && !checkKind(err, proc) {
				t.Errorf("ToUnicode(%q, %+v): %v; want codes %v", c.Input, tc.o, err, proc)
			}
		}
	}
	if n != 2*2671 {
		t.Errorf("%d of %d checks pass", n, 2*2671)
	}
}
