package urikit_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestOneHostReading: how a browser reads a host is whatwg's alone
// (whatwg.ParseHost, ParseDomain, ParseIPv4, DomainToUnicode; issue #35
// point 1). No package but whatwg imports internal/ipv4 (the URL Standard's
// IPv4 parser), and internal/uts46 is imported outside whatwg only by the
// files below, each for a reading of IDNA that is not a browser's.
func TestOneHostReading(t *testing.T) {
	notBrowser := map[string]string{
		"canon/purell.go":  "purell's NFC and Punycode profile (golang.org/x/net/idna's)",
		"canon/surt.go":    "SURT's IDNA2003 (java.net.IDN: transitional, Bidi rule)",
		"inspect/idn.go":   "Punycode alone (RFC 3492), for the label shown to people",
		"iri/bidi.go":      "RFC 3987's bidi rule over the bidi classes",
		"iri/idna.go":      "RFC 3987's ToASCII of an IRI's host",
		"iri/toiri.go":     "RFC 3987's look-alikes of ASCII (the IDNA Mapping Table)",
		"readings/curl.go": "curl's reading (libidn2: transitional after nontransitional, no Bidi rule)",
	}
	seen := map[string]bool{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		path = filepath.ToSlash(path)
		dir := filepath.ToSlash(filepath.Dir(path))
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			switch {
			case dir == "whatwg" || dir == "internal/ipv4" || dir == "internal/uts46":
			case p == "github.com/urikit/urikit/internal/ipv4":
				t.Errorf("%s imports internal/ipv4: read an IPv4 host with whatwg.ParseHost or whatwg.ParseIPv4", path)
			case p == "github.com/urikit/urikit/internal/uts46":
				if _, ok := notBrowser[path]; !ok {
					t.Errorf("%s imports internal/uts46: read a host as a browser does with whatwg (ParseHost, ParseDomain, DomainToUnicode), or name here the other reading it makes", path)
				}
				seen[path] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for path, why := range notBrowser {
		if !seen[path] {
			t.Errorf("%s (%s) no longer imports internal/uts46: take it off the list", path, why)
		}
	}
}
