package uts46

import (
	"encoding/json"
	"os"
	"testing"
)

// wptCase is one entry of the web-platform-tests IDNA files
// (testdata/whatwg/README.md): output null means the URL parser must fail.
type wptCase struct {
	Comment string
	Input   string
	Output  *string
}

// readWPT reads a web-platform-tests JSON file, skipping its comment strings.
func readWPT(t testing.TB, name string) []wptCase {
	t.Helper()
	data, err := os.ReadFile("../../testdata/whatwg/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	var cases []wptCase
	for _, r := range raw {
		var c wptCase
		if json.Unmarshal(r, &c) == nil {
			cases = append(cases, c)
		}
	}
	return cases
}

// checkWPT runs the cases as web-platform-tests does, through the host
// parser of "https://" + input + "/x": for these inputs (no "%XX", no
// IPv4-like ending, as the files are made) that is DomainToASCII with
// beStrict false.
func checkWPT(t *testing.T, name string, want int) {
	cases := readWPT(t, name)
	if len(cases) != want {
		t.Fatalf("%s: %d cases, want %d", name, len(cases), want)
	}
	pass := 0
	for _, c := range cases {
		if c.Input == "" {
			// IdnaTestV2.window.js skips it: new URL() cannot take an empty
			// host. Its output is UTS #46 ToASCII's, which holds.
			got, err := ToASCII("", URLOptions(false))
			if err != nil || c.Output == nil || got != *c.Output {
				t.Errorf("ToASCII(%q) = %q, %v; want %v", c.Input, got, err, c.Output)
			} else {
				pass++
			}
			continue
		}
		got, err := DomainToASCII(c.Input, false)
		switch {
		case c.Output == nil && err == nil:
			t.Errorf("DomainToASCII(%q) = %q; want failure (%s)", c.Input, got, c.Comment)
		case c.Output != nil && err != nil:
			t.Errorf("DomainToASCII(%q): %v; want %q (%s)", c.Input, err, *c.Output, c.Comment)
		case c.Output != nil && got != *c.Output:
			t.Errorf("DomainToASCII(%q) = %q; want %q (%s)", c.Input, got, *c.Output, c.Comment)
		default:
			pass++
		}
	}
	t.Logf("%s: %d/%d", name, pass, len(cases))
}

func TestIdnaTestV2(t *testing.T)        { checkWPT(t, "IdnaTestV2.json", 2671) }
func TestIdnaTestV2Removed(t *testing.T) { checkWPT(t, "IdnaTestV2-removed.json", 20) }
func TestToASCIIWPT(t *testing.T)        { checkWPT(t, "toascii.json", 87) }
