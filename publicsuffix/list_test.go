package publicsuffix

import (
	"bufio"
	"encoding/json"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"testing"
)

// test_psl.txt, the list's own tests (testdata/canon/psl_test.jsonl): every
// row, with the whole list.
func TestPSLTests(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "testdata", "canon", "psl_test.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var row struct {
			Input       *string `json:"input"`
			Registrable *string `json:"registrable"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		if row.Input == nil {
			continue
		}
		d, err := All.Lookup(*row.Input)
		want := ""
		if row.Registrable != nil {
			want = *row.Registrable
		}
		if err != nil || d.Registrable != want {
			t.Errorf("Lookup(%q).Registrable = %q, %v; want %q", *row.Input, d.Registrable, err, want)
		}
		n++
	}
	if n != 77 {
		t.Errorf("%d rows, want 77", n)
	}
}

// The URL Standard's own table (§3.2, "Host miscellaneous", example
// host-psl).
func TestURLStandardExamples(t *testing.T) {
	for _, c := range []struct{ host, suffix, registrable string }{
		{"com", "com", ""},
		{"example.com", "com", "example.com"},
		{"www.example.com", "com", "example.com"},
		{"sub.www.example.com", "com", "example.com"},
		{"EXAMPLE.COM", "com", "example.com"},
		{"example.com.", "com.", "example.com."},
		{"github.io", "github.io", ""},
		{"whatwg.github.io", "github.io", "whatwg.github.io"},
		{"إختبار", "xn--kgbechtv", ""},
		{"example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
		{"sub.example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
		{"[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", "", ""},
	} {
		d, err := All.Lookup(c.host)
		if err != nil || d.PublicSuffixASCII != c.suffix || d.RegistrableASCII != c.registrable {
			t.Errorf("Lookup(%q) = suffix %q, registrable %q, %v; want %q, %q", c.host, d.PublicSuffixASCII, d.RegistrableASCII, err, c.suffix, c.registrable)
		}
	}
}

func TestICANN(t *testing.T) {
	for _, c := range []struct {
		host              string
		all, icann        string // registrable domains
		allICANN, icannOK bool   // the ICANN bit of each answer
	}{
		{"whatwg.github.io", "whatwg.github.io", "github.io", false, true},
		{"a.b.blogspot.com", "b.blogspot.com", "blogspot.com", false, true},
		{"www.bbc.co.uk", "bbc.co.uk", "bbc.co.uk", true, true},
		{"github.io", "", "github.io", false, true},
		{"foo.example", "foo.example", "foo.example", false, false},
		{"a.b.s3.amazonaws.com", "b.s3.amazonaws.com", "amazonaws.com", false, true},
	} {
		a, err1 := All.Lookup(c.host)
		i, err2 := ICANN.Lookup(c.host)
		if err1 != nil || err2 != nil || a.Registrable != c.all || i.Registrable != c.icann || a.ICANN != c.allICANN || i.ICANN != c.icannOK {
			t.Errorf("%q: all %q (icann %v), ICANN %q (icann %v), %v %v; want %q (%v), %q (%v)",
				c.host, a.Registrable, a.ICANN, i.Registrable, i.ICANN, err1, err2, c.all, c.allICANN, c.icann, c.icannOK)
		}
	}
}

func TestForms(t *testing.T) {
	for _, c := range []struct{ in, host, suffix, registrable, registrableASCII string }{
		{"www.食狮.公司.cn", "www.食狮.公司.cn", "公司.cn", "食狮.公司.cn", "xn--85x722f.xn--55qx5d.cn"},
		{"xn--85x722f.公司.cn", "xn--85x722f.公司.cn", "公司.cn", "xn--85x722f.公司.cn", "xn--85x722f.xn--55qx5d.cn"},
		{"https://user@WWW.Example.co.uk:8080/a?b", "www.example.co.uk", "co.uk", "example.co.uk", "example.co.uk"},
		{"http://食狮.中国/", "食狮.中国", "中国", "食狮.中国", "xn--85x722f.xn--fiqs8s"},
		{"ｅｘａｍｐｌｅ。com", "example.com", "com", "example.com", "example.com"},
		{"1.2.3.4", "1.2.3.4", "", "", ""},
		{"http://0x7f.1/", "127.0.0.1", "", "", ""},
		{".example.com", ".example.com", "", "", ""},
	} {
		d, err := All.Lookup(c.in)
		if err != nil || d.Host != c.host || d.PublicSuffix != c.suffix || d.Registrable != c.registrable || d.RegistrableASCII != c.registrableASCII {
			t.Errorf("Lookup(%q) = %+v, %v; want host %q, suffix %q, registrable %q (%q)", c.in, d, err, c.host, c.suffix, c.registrable, c.registrableASCII)
		}
	}
	for _, bad := range []string{"a b", "mailto:joe@example.com", "", "http://[::1/"} {
		if d, err := All.Lookup(bad); err == nil {
			t.Errorf("Lookup(%q) = %+v, want an error", bad, d)
		}
	}
}

func TestCookiejar(t *testing.T) {
	var _ cookiejar.PublicSuffixList = All
	var _ cookiejar.PublicSuffixList = ICANN
	if got := ICANN.PublicSuffix("x.github.io"); got != "io" {
		t.Errorf("ICANN.PublicSuffix(x.github.io) = %q", got)
	}
	if got := All.PublicSuffix("x.github.io"); got != "github.io" {
		t.Errorf("All.PublicSuffix(x.github.io) = %q", got)
	}
}

// The form of the answer follows the host as the URL wrote it, wherever the
// URL Standard finds the host: after any number of slashes or backslashes
// (or none), after userinfo, before a port.
func TestFormsInURLs(t *testing.T) {
	for _, c := range []struct{ in, host string }{
		{"http:///食狮.公司.cn/", "食狮.公司.cn"},
		{`http:\\食狮.公司.cn\x`, "食狮.公司.cn"},
		{"http:食狮.公司.cn", "食狮.公司.cn"},
		{"https://u:p@食狮.公司.cn:8080/?q#f", "食狮.公司.cn"},
		{"http://a.@xn--85x722f.公司.cn/", "xn--85x722f.公司.cn"},
		{"http://x@y@食狮.公司.cn/", "食狮.公司.cn"},
		// A "%2E" decodes to a dot: the labels of the ASCII input are not
		// the host's, and no label was written in Unicode.
		{"xn--85x722f%2Ecom", "xn--85x722f.com"},
		{"http://xn--85x722f%2Ecom/", "xn--85x722f.com"},
	} {
		d, err := All.Lookup(c.in)
		if err != nil || d.Host != c.host {
			t.Errorf("Lookup(%q).Host = %q, %v; want %q", c.in, d.Host, err, c.host)
		}
	}
}

func TestRegistrableDomain(t *testing.T) {
	for _, c := range []struct {
		l        *List
		in, want string
	}{
		{All, "https://whatwg.github.io/url/", "whatwg.github.io"},
		{ICANN, "https://whatwg.github.io/url/", "github.io"},
		{All, "www.食狮.公司.cn", "食狮.公司.cn"},
		{All, "co.uk", ""},
		{All, "[::1]", ""},
		{All, "a b", ""}, // not a host
		{All, "mailto:joe@example.com", ""},
	} {
		if got := c.l.RegistrableDomain(c.in); got != c.want {
			t.Errorf("RegistrableDomain(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
