package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every row of the Public Suffix List's own tests (test_psl.txt, as
// testdata/canon/psl_test.jsonl holds it) through the command in one run:
// one record per line, in order, registrable as the row says. The row
// whose input is null (checkPublicSuffix(null, null)) is a JSON null on
// --json-input: an error record without a registrable domain, and the
// status says a record failed.
func TestDomainPSLTests(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "canon", "psl_test.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var in strings.Builder
	var rows []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		row := jsonRecords(t, line+"\n")[0]
		rows = append(rows, row)
		if row["input"] == nil {
			in.WriteString("null\n")
			continue
		}
		b, err := json.Marshal(row["input"].(string))
		if err != nil {
			t.Fatal(err)
		}
		in.Write(append(b, '\n'))
	}
	if len(rows) != 78 {
		t.Fatalf("%d rows in psl_test.jsonl, want test_psl.txt's 78", len(rows))
	}
	r := runUri(t, in.String(), "domain", "--json-input", "--json")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != len(rows) {
		t.Fatalf("%d records for %d rows; stderr %s", len(recs), len(rows), r.stderr)
	}
	nulls := 0
	for i, row := range rows {
		rec := recs[i]
		if row["input"] == nil {
			nulls++
			if rec["ok"] != false || rec["registrable"] != nil || !strings.Contains(rec["error"].(string), "null") {
				t.Errorf("null row: record %v, want an error naming null and no registrable domain", rec)
			}
			continue
		}
		if rec["input"] != row["input"] {
			t.Fatalf("record %d is for %v, row for %v", i, rec["input"], row["input"])
		}
		if rec["registrable"] != row["registrable"] {
			t.Errorf("uri domain %q: registrable %v, test_psl.txt %v", row["input"], rec["registrable"], row["registrable"])
		}
	}
	if nulls != 1 || r.status != exitFail {
		t.Errorf("%d null rows, status %d; want 1 and %d (the null row's record failed)", nulls, r.status, exitFail)
	}
}
