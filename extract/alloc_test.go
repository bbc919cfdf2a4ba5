package extract

import (
	"os"
	"strings"
	"testing"
)

// Scanning a string allocates only the URIs that needed cleaning (white
// space removed from a wrapper or a hyphen break): every other URI and
// every span is a substring of the input. (A new Scanner is one more
// allocation; ResetString reuses one.)
func TestAllocsOnlyForCleanedURIs(t *testing.T) {
	data, err := os.ReadFile("testdata/bench/specs.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	cleaned, total := 0, 0
	for _, m := range all(text) {
		total++
		if !strings.Contains(m.Text, m.URI) {
			cleaned++
		}
	}
	s := NewStringScanner(text)
	allocs := testing.AllocsPerRun(3, func() {
		s.ResetString(text)
		for s.Scan() {
		}
	})
	t.Logf("%d URIs, %d cleaned, %.0f allocations", total, cleaned, allocs)
	if int(allocs) > cleaned {
		t.Errorf("%v allocations for %d URIs of which %d needed cleaning", allocs, total, cleaned)
	}
}
