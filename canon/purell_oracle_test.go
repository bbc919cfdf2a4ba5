package canon

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"github.com/PuerkitoBio/purell"
)

// urlLines reads the committed URL samples: real crawls, phishing URLs and
// the web-platform-tests inputs (hostile and odd on purpose).
func urlLines(t testing.TB) []string {
	t.Helper()
	var lines []string
	for _, name := range []string{"bench/iscx_benign_sample.txt", "urls/phishtank_sample.txt", "urls/wpt_urltestdata_inputs.txt"} {
		f, err := os.Open(filepath.Join("..", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		f.Close()
	}
	if len(lines) < 1000 {
		t.Fatalf("only %d URLs", len(lines))
	}
	return lines
}

// TestPurellOracle holds Purell to purell itself, for every flag alone and
// every set, on every URL of the samples: the same string, or both fail.
func TestPurellOracle(t *testing.T) {
	var flags []PurellFlags
	for _, p := range purellNames {
		flags = append(flags, p.f)
	}
	fails := 0
	for _, s := range urlLines(t) {
		for _, f := range flags {
			want, werr := purell.NormalizeURLString(s, purell.NormalizationFlags(f))
			got, err := Purell(s, f)
			if (werr != nil) != (err != nil) || got != want {
				fails++
				if fails <= 20 {
					t.Errorf("Purell(%q, %v) = %q, %v; purell gives %q, %v", s, f.Names(), got, err, want, werr)
				}
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d differences", fails)
	}
}
