package urikit_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// One error shape: every exported error type of the module (a type with an
// Error method, outside tests and cmd/) also has ByteOffset, so it is a
// uri.OffsetError and a program or the command line finds the offset of
// any of them with one errors.As. The exceptions have no input text to
// point into.
func TestOneErrorShape(t *testing.T) {
	exempt := map[string]string{
		"guard.BlockedError": "a connection refused at dial time: an address, not text that was parsed",
		"whatwg.ErrorKind":   "a sentinel for errors.Is, as the Err variables of the other packages are",
	}
	methods := map[string]map[string]bool{} // "pkg.Type" -> method names
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "cmd" || name == "tools") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		pkg := filepath.Base(filepath.Dir(path))
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 {
				continue
			}
			typ := fd.Recv.List[0].Type
			if st, ok := typ.(*ast.StarExpr); ok {
				typ = st.X
			}
			id, ok := typ.(*ast.Ident)
			if !ok || !id.IsExported() {
				continue
			}
			key := pkg + "." + id.Name
			if methods[key] == nil {
				methods[key] = map[string]bool{}
			}
			methods[key][fd.Name.Name] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for typ, ms := range methods {
		if !ms["Error"] {
			continue
		}
		n++
		if why, ok := exempt[typ]; ok {
			if ms["ByteOffset"] {
				t.Errorf("%s has ByteOffset now: drop it from the exemptions (%s)", typ, why)
			}
			continue
		}
		if !ms["ByteOffset"] {
			t.Errorf("%s has Error but no ByteOffset: it is not a uri.OffsetError", typ)
		}
	}
	if n < 8 {
		t.Fatalf("found %d error types: not the module's root?", n)
	}
}
