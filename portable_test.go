// Package urikit_test holds the checks that concern the module as a whole
// rather than one package.
package urikit_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Speed comes from representation and plain, portable Go, as in net/netip:
// no file of the module is assembly, and none imports package unsafe (tests
// included), so every GOARCH and build tag runs the same code, and no
// string aliases memory that is written again.
func TestPortableGo(t *testing.T) {
	goFiles := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		switch ext := strings.ToLower(filepath.Ext(path)); ext {
		case ".s", ".sx":
			t.Errorf("%s: assembly; write it in Go", path)
		case ".go":
			goFiles++
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.ImportsOnly)
			if err != nil {
				return err
			}
			for _, imp := range f.Imports {
				if p, _ := strconv.Unquote(imp.Path.Value); p == "unsafe" {
					t.Errorf("%s imports unsafe", path)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if goFiles < 100 {
		t.Fatalf("read %d Go files: not the module's root?", goFiles)
	}
}
