package urikit_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestReadmeLayout: the README's Layout section is the tree as it is. Each
// entry names a path that exists; every top-level folder of the module is
// an entry; every folder of internal/ and tools/ is named in its folder's
// entry. (The dependency arrows under it are cmd/uri's
// TestReadmeDependencies.)
func TestReadmeLayout(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(readme), "\n## Layout\n")
	if !ok {
		t.Fatal("README.md has no Layout section")
	}
	_, block, _ := strings.Cut(section, "```\n")
	block, _, ok = strings.Cut(block, "```\n")
	if !ok {
		t.Fatal("README.md's Layout has no code block")
	}
	// An entry: a path at the start of a line, then its description on
	// that line and the indented lines after it.
	entries := map[string]string{}
	var last string
	head := regexp.MustCompile(`^(\S+)\s+(.*)$`)
	for _, line := range strings.Split(strings.TrimSuffix(block, "\n"), "\n") {
		if m := head.FindStringSubmatch(line); m != nil {
			last = m[1]
			entries[last] = m[2]
			continue
		}
		if last == "" {
			t.Fatalf("README.md's Layout starts with an indented line: %q", line)
		}
		entries[last] += " " + strings.TrimSpace(line)
	}
	for path := range entries {
		if _, err := os.Stat(path); err != nil {
			t.Errorf("README.md's Layout names %s: %v", path, err)
		}
	}
	dirs, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if !d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			continue
		}
		found := false
		for path := range entries {
			found = found || strings.HasPrefix(path, d.Name()+"/")
		}
		if !found {
			t.Errorf("README.md's Layout has no entry for %s/", d.Name())
		}
	}
	for _, parent := range []string{"internal", "tools"} {
		subs, err := os.ReadDir(parent)
		if err != nil {
			t.Fatal(err)
		}
		words := regexp.MustCompile(`[a-z0-9]+`).FindAllString(entries[parent+"/"], -1)
		for _, s := range subs {
			if s.IsDir() && !containsWord(words, s.Name()) {
				t.Errorf("README.md's Layout entry for %s/ does not name %s", parent, filepath.Join(parent, s.Name()))
			}
		}
	}
	if len(entries) < 20 {
		t.Errorf("README.md's Layout has %d entries", len(entries))
	}
}

func containsWord(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}
