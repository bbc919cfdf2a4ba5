package publicsuffix

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzLookup holds both lists to the list's algorithm's structure on any
// input: no panic; for a domain, the public suffix is the host's last
// labels and the registrable domain one label more, in both forms (given
// and A-labels), a trailing dot on all or none; the ICANN section's suffix
// is never longer than the whole list's, and is the whole list's when the
// whole list's rule is an ICANN one; asking again for the registrable
// domain, or for the host as answered, gives the same answer.
//
//	go test ./publicsuffix -run '^$' -fuzz FuzzLookup -fuzztime 60s
func FuzzLookup(f *testing.F) {
	for _, s := range pslInputs(f) {
		f.Add(s)
	}
	for _, s := range []string{"", ".", "..", "a.b.c.d.e.f.github.io", "x.s3.amazonaws.com.", "http://user@食狮.公司.cn:80/a", "[::1]", "0x7f.1", "xn--85x722f.xn--55qx5d.cn", "ｅｘａｍｐｌｅ。com", "a..com", "com.", "*.kawasaki.jp", "!city.kawasaki.jp"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := All.Lookup(s)
		i, ierr := ICANN.Lookup(s)
		if (err == nil) != (ierr == nil) {
			t.Fatalf("Lookup(%q): all %v, ICANN %v", s, err, ierr)
		}
		if err != nil {
			return
		}
		for _, d := range []Domain{a, i} {
			checkDomain(t, s, d)
		}
		if a.Host != i.Host || a.HostASCII != i.HostASCII || a.IP != i.IP || a.Rule != i.Rule {
			t.Fatalf("Lookup(%q): the lists read the host otherwise: %+v, %+v", s, a, i)
		}
		if a.Rule {
			if !labelSuffix(a.PublicSuffixASCII, i.PublicSuffixASCII) {
				t.Fatalf("Lookup(%q): ICANN's suffix %q is not a suffix of the whole list's %q", s, i.PublicSuffixASCII, a.PublicSuffixASCII)
			}
			if a.ICANN && a != i {
				t.Fatalf("Lookup(%q): an ICANN rule, yet the lists differ: %+v, %+v", s, a, i)
			}
		}
		for _, l := range []*List{All, ICANN} {
			d, _ := l.Lookup(s)
			for _, again := range []string{d.Host, d.RegistrableASCII} {
				if again == "" || d.IP {
					continue
				}
				e, err := l.Lookup(again)
				if err != nil || e.Registrable != d.Registrable && again == d.Host || e.RegistrableASCII != d.RegistrableASCII || e.PublicSuffixASCII != d.PublicSuffixASCII {
					t.Fatalf("%v: Lookup(%q) = %+v; Lookup(%q) = %+v, %v", l == ICANN, s, d, again, e, err)
				}
			}
		}
	})
}

// checkDomain checks the structure of one answer.
func checkDomain(t *testing.T, s string, d Domain) {
	t.Helper()
	if d.IP || !d.Rule {
		if d.PublicSuffix != "" || d.Registrable != "" || d.PublicSuffixASCII != "" || d.RegistrableASCII != "" || d.ICANN {
			t.Fatalf("Lookup(%q) = %+v: an answer without a rule", s, d)
		}
		return
	}
	if d.PublicSuffixASCII == "" || labelCount(d.PublicSuffix) != labelCount(d.PublicSuffixASCII) {
		t.Fatalf("Lookup(%q) = %+v: the suffix's forms do not line up", s, d)
	}
	if !labelSuffix(d.HostASCII, d.PublicSuffixASCII) || !labelSuffix(d.Host, d.PublicSuffix) {
		t.Fatalf("Lookup(%q) = %+v: the suffix is not the host's last labels", s, d)
	}
	if d.RegistrableASCII == "" {
		if d.Registrable != "" || labelCount(d.HostASCII) != labelCount(d.PublicSuffixASCII) {
			t.Fatalf("Lookup(%q) = %+v: no registrable domain below the host", s, d)
		}
		return
	}
	if !labelSuffix(d.HostASCII, d.RegistrableASCII) || !labelSuffix(d.Host, d.Registrable) ||
		!labelSuffix(d.RegistrableASCII, d.PublicSuffixASCII) || labelCount(d.RegistrableASCII) != labelCount(d.PublicSuffixASCII)+1 ||
		labelCount(d.Registrable) != labelCount(d.RegistrableASCII) {
		t.Fatalf("Lookup(%q) = %+v: the registrable domain is not the suffix and one label", s, d)
	}
	dot := strings.HasSuffix(d.HostASCII, ".")
	for _, x := range []string{d.Host, d.PublicSuffix, d.PublicSuffixASCII, d.Registrable, d.RegistrableASCII} {
		if strings.HasSuffix(x, ".") != dot {
			t.Fatalf("Lookup(%q) = %+v: a trailing dot on some and not all", s, d)
		}
	}
}

// labelSuffix reports whether suffix is the last labels of name (or name).
func labelSuffix(name, suffix string) bool {
	return name == suffix || strings.HasSuffix(name, "."+suffix)
}

// pslInputs are the inputs of test_psl.txt (testdata/canon/psl_test.jsonl).
func pslInputs(t testing.TB) []string {
	f, err := os.Open(filepath.Join("..", "testdata", "canon", "psl_test.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var in []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var row struct{ Input *string }
		if json.Unmarshal(sc.Bytes(), &row) == nil && row.Input != nil {
			in = append(in, *row.Input)
		}
	}
	return in
}
