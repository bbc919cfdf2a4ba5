package extract

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// all returns the URIs of text, from a string scanner.
func all(text string) []Match {
	var ms []Match
	s := NewStringScanner(text)
	for s.Scan() {
		ms = append(ms, s.Match())
	}
	return ms
}

func uris(ms []Match) []string {
	out := []string{}
	for _, m := range ms {
		out = append(out, m.URI)
	}
	return out
}

// The example texts of the seeds give exactly the URIs they list
// (testdata/extract.jsonl, copied from ../shared/testdata/seeds; each row
// names its source).
func TestSeedExamples(t *testing.T) {
	f, err := os.Open("testdata/extract.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		var row struct {
			Text   string   `json:"text"`
			URIs   []string `json:"uris"`
			Source string   `json:"source"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		n++
		got := uris(all(row.Text))
		if strings.Join(got, "\n") != strings.Join(row.URIs, "\n") {
			t.Errorf("%s:\n%q\ngot  %q\nwant %q", row.Source, row.Text, got, row.URIs)
		}
		checkStreams(t, row.Text)
	}
	if n < 5 {
		t.Fatalf("only %d rows", n)
	}
}
