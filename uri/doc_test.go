package uri

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDocMap keeps the map of doc.go true: every file of the package
// (tests aside) is named there, and every file named there exists.
func TestDocMap(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "doc.go" {
			continue
		}
		if !strings.Contains(string(doc), f) {
			t.Errorf("doc.go does not say what %s holds", f)
		}
	}
	for _, w := range strings.FieldsFunc(string(doc), func(r rune) bool { return strings.ContainsRune(" (),;\n/", r) }) {
		if strings.HasSuffix(w, ".go") {
			if _, err := os.Stat(w); err != nil {
				t.Errorf("doc.go names %s, which does not exist", w)
			}
		}
	}
}
