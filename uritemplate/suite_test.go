package uritemplate

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The public suite uritemplate-test (testdata/uritemplate/, see its
// README.md): every case of its four files through Parse and Expand.

// suiteCase is one test case of the suite: a template, its variables, and
// the acceptable expansions (none: the template must be refused).
type suiteCase struct {
	file, group string
	index       int
	template    string
	vars        Values
	rawVars     json.RawMessage
	want        []string // acceptable expansions; nil: an error is due
}

func (c suiteCase) name() string {
	return fmt.Sprintf("%s/%s/%d", strings.TrimSuffix(c.file, ".json"), c.group, c.index)
}

var suiteFiles = []string{"spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"}

// loadSuite reads every case of the suite, in file order and, within a
// file, in group-name order.
func loadSuite(t testing.TB) []suiteCase {
	t.Helper()
	var cases []suiteCase
	for _, f := range suiteFiles {
		raw, err := os.ReadFile(filepath.Join("..", "testdata", "uritemplate", f))
		if err != nil {
			t.Fatal(err)
		}
		var groups map[string]struct {
			Level     int                  `json:"level"`
			Variables json.RawMessage      `json:"variables"`
			Testcases [][2]json.RawMessage `json:"testcases"`
		}
		if err := json.Unmarshal(raw, &groups); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		names := make([]string, 0, len(groups))
		for g := range groups {
			names = append(names, g)
		}
		sort.Strings(names)
		for _, g := range names {
			grp := groups[g]
			vars, err := DecodeJSON(grp.Variables)
			if err != nil {
				t.Fatalf("%s %s: %v", f, g, err)
			}
			for i, tc := range grp.Testcases {
				c := suiteCase{file: f, group: g, index: i, vars: vars, rawVars: grp.Variables}
				if err := json.Unmarshal(tc[0], &c.template); err != nil {
					t.Fatal(err)
				}
				var one string
				var many []string
				switch {
				case json.Unmarshal(tc[1], &one) == nil:
					c.want = []string{one}
				case json.Unmarshal(tc[1], &many) == nil:
					c.want = many
				case string(tc[1]) != "false":
					t.Fatalf("%s: unexpected result %s", c.name(), tc[1])
				}
				cases = append(cases, c)
			}
		}
	}
	return cases
}

// TestSuite runs all 270 cases: a case with results passes when the
// expansion is one of them, a case with false when Parse or Expand fails.
// It counts the cases, and lists each as a subtest (go test -v).
func TestSuite(t *testing.T) {
	cases := loadSuite(t)
	perFile := map[string]int{}
	passed := 0
	for _, c := range cases {
		perFile[c.file]++
		ok := t.Run(c.name(), func(t *testing.T) {
			tmpl, err := Parse(c.template)
			var got string
			if err == nil {
				got, err = tmpl.Expand(c.vars)
			}
			if c.want == nil {
				if err == nil {
					t.Fatalf("%q expanded to %q; want an error", c.template, got)
				}
				var e *Error
				if !errors.As(err, &e) || e.Offset < 0 || e.Offset >= len(c.template) {
					t.Fatalf("%q: error %v has no offset inside the template", c.template, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%q: %v", c.template, err)
			}
			for _, w := range c.want {
				if got == w {
					return
				}
			}
			t.Fatalf("%q expanded to %q; want one of %q", c.template, got, c.want)
		})
		if ok {
			passed++
		}
	}
	want := map[string]int{"spec-examples.json": 64, "spec-examples-by-section.json": 117, "extended-tests.json": 53, "negative-tests.json": 36}
	for f, n := range want {
		if perFile[f] != n {
			t.Errorf("%s: %d cases, want %d", f, perFile[f], n)
		}
	}
	if len(cases) != 270 || passed != 270 {
		t.Errorf("%d of %d cases passed; the suite has 270", passed, len(cases))
	}
	t.Logf("%d of %d suite cases passed (%v)", passed, len(cases), perFile)
}
