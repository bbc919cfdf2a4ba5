package urn

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The public vectors (copied unchanged from ../shared/testdata into the
// repository's testdata/) and the rows transcribed from the namespace RFCs
// and seed 004 (testdata/urn_namespace.jsonl, testdata/urn_draft.jsonl).

func readRows(t *testing.T, name string) []map[string]any {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []map[string]any
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r map[string]any
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if n, _ := r["note"].(string); strings.Contains(n, "disputed:") || strings.Contains(n, "library-specific:") {
			continue // none so far; such a row follows its note, not its claim
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", name)
	}
	return rows
}

func dialectsOf(r map[string]any) []Dialect {
	if d, ok := r["dialect"].(string); ok {
		dd, _ := ParseDialect(d)
		return []Dialect{dd}
	}
	switch r["rfc"] {
	case "2141":
		return []Dialect{RFC2141}
	case "2141+8141":
		return []Dialect{RFC2141, RFC8141}
	}
	return []Dialect{RFC8141}
}

func TestVectorsURN(t *testing.T) {
	for _, r := range readRows(t, "urn.jsonl") {
		in := r["input"].(string)
		for _, d := range dialectsOf(r) {
			u, err := d.Parse(in)
			if (err == nil) != (r["valid"] == true) {
				t.Errorf("%s.Parse(%q): err %v, want valid=%v (%s)", d, in, err, r["valid"], r["source"])
				continue
			}
			if err != nil {
				continue
			}
			for _, f := range []struct {
				key string
				has bool
				got string
			}{
				{"nid", true, u.NID()}, {"nss", true, u.NSS()},
				{"r", u.HasRComponent(), u.RComponent()}, {"q", u.HasQComponent(), u.QComponent()}, {"f", u.HasFComponent(), u.FComponent()},
			} {
				w, present := r[f.key]
				if !present {
					continue
				}
				if w == nil && f.has || w != nil && (!f.has || w != f.got) {
					t.Errorf("%s.Parse(%q).%s = %q (present %v), want %v", d, in, f.key, f.got, f.has, w)
				}
			}
		}
	}
}

func testEquivalence(t *testing.T, file string) {
	for _, r := range readRows(t, file) {
		a, b := r["a"].(string), r["b"].(string)
		for _, d := range dialectsOf(r) {
			ua, err := d.Parse(a)
			if err != nil {
				t.Errorf("%s.Parse(%q): %v", d, a, err)
				continue
			}
			ub, err := d.Parse(b)
			if err != nil {
				t.Errorf("%s.Parse(%q): %v", d, b, err)
				continue
			}
			want := r["equal"] == true
			if Equal(ua, ub) != want || Equal(ub, ua) != want || (ua.Normalize() == ub.Normalize()) != want {
				t.Errorf("%s: Equal(%q, %q) = %v, want %v (%s)", d, a, b, !want, want, r["source"])
			}
			if Default().Equal(ua, ub) != want {
				t.Errorf("%s: Default().Equal(%q, %q) = %v, want %v", d, a, b, !want, want)
			}
		}
	}
}

func TestVectorsEquivalence(t *testing.T)     { testEquivalence(t, "urn_equivalence.jsonl") }
func TestVectorsSeedEquivalence(t *testing.T) { testEquivalence(t, "seeds/urn_equivalence.jsonl") }

func TestVectorsNamespace(t *testing.T) {
	for _, r := range readRows(t, "urn_namespace.jsonl") {
		in := r["input"].(string)
		u, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v (every row is a valid RFC 8141 URN)", in, err)
			continue
		}
		want := r["namespace_valid"].(bool)
		known, err := Default().Check(u)
		if !known || (err == nil) != want {
			t.Errorf("Check(%q) = %v, %v; want valid=%v (%s)", in, known, err, want, r["source"])
		}
		if _, serr := Default().Strict(RFC8141, in); (serr == nil) != want {
			t.Errorf("Strict(%q) = %v, want valid=%v", in, serr, want)
		}
		if n, ok := r["normalized"].(string); ok && Default().Normalize(u) != n {
			t.Errorf("Default().Normalize(%q) = %q, want %q", in, Default().Normalize(u), n)
		}
	}
}

func TestVectorsDraft(t *testing.T) {
	for _, r := range readRows(t, "urn_draft.jsonl") {
		in := r["input"].(string)
		u, err := Draft.Parse(in)
		if (err == nil) != (r["valid"] == true) {
			t.Errorf("Draft.Parse(%q): %v, want valid=%v (%s)", in, err, r["valid"], r["source"])
			continue
		}
		wd, ok := r["directives"].([]any)
		if err != nil || !ok {
			continue
		}
		var got []Directive
		for d := range u.Directives() {
			got = append(got, d)
		}
		if len(got) != len(wd) {
			t.Errorf("Draft.Parse(%q) directives %v, want %v", in, got, wd)
			continue
		}
		for i, w := range wd {
			m := w.(map[string]any)
			if got[i].Keyword != m["keyword"] || got[i].Value != m["value"] {
				t.Errorf("Draft.Parse(%q) directive %d = %v, want %v", in, i, got[i], m)
			}
		}
	}
}
