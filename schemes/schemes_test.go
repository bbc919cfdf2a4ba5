package schemes

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// row is one line of testdata/seeds/scheme*.jsonl: the seeds' example URLs
// (scheme.jsonl, scheme_invalid.jsonl from ../shared; scheme_examples*.jsonl
// transcribed from seeds 000-003 and RFC 1738 for this package), each with
// its fields as RFC 1738 defines them.
type row struct {
	Input  string         `json:"input"`
	Scheme string         `json:"scheme"`
	Fields map[string]any `json:"fields"`
	Valid  *bool          `json:"valid"`
	Note   string         `json:"note"`
	Source string         `json:"source"`
}

func readRows(t *testing.T, name string) []row {
	f, err := os.Open(filepath.Join("..", "testdata", "seeds", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []row
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", name)
	}
	return rows
}

// jsonFields turns a URL's fields into what encoding/json would read back,
// so that they compare with the rows.
func jsonFields(v URL) map[string]any {
	m := map[string]any{}
	for _, f := range v.Fields() {
		if pairs, ok := f.Value.([]Pair); ok {
			o := map[string]any{}
			for _, p := range pairs {
				o[p.Name] = p.Value
			}
			m[f.Name] = o
			continue
		}
		m[f.Name] = f.Value
	}
	b, _ := json.Marshal(m)
	var out map[string]any
	json.Unmarshal(b, &out)
	return out
}

func TestSeedRows(t *testing.T) {
	var all []row
	for _, name := range []string{"scheme.jsonl", "scheme_invalid.jsonl", "scheme_examples.jsonl", "scheme_examples_invalid.jsonl"} {
		all = append(all, readRows(t, name)...)
	}
	for _, r := range all {
		v, err := ParseString(r.Input)
		if r.Valid != nil && !*r.Valid {
			if err == nil {
				t.Errorf("%s (%s): accepted", r.Input, r.Source)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s (%s): %v", r.Input, r.Source, err)
			continue
		}
		if v.Scheme() != r.Scheme {
			t.Errorf("%s: scheme %q, want %q", r.Input, v.Scheme(), r.Scheme)
		}
		got := jsonFields(v)
		for k, want := range r.Fields {
			g, ok := got[k]
			wb, _ := json.Marshal(want)
			gb, _ := json.Marshal(g)
			if !ok || string(wb) != string(gb) {
				t.Errorf("%s (%s): %s = %s, want %s", r.Input, r.Source, k, gb, wb)
			}
		}
		if _, err := uri.Parse(v.String()); err != nil {
			t.Errorf("%s: not a URI: %v", r.Input, err)
		}
	}
}

// Every field CLI.md names for a scheme is there, in its order.
func TestFieldNames(t *testing.T) {
	want := map[string]string{
		"ftp://h/":       "user password host port cwd name type commands",
		"http://h/":      "host port path search",
		"https://h/":     "host port path search",
		"gopher://h/":    "host port gopher_type selector search gopher_plus request",
		"mailto:a@b":     "address addresses headers",
		"news:a":         "group article",
		"nntp://h/g":     "host port group article",
		"telnet://h":     "user password host port",
		"rlogin://h":     "user password host port",
		"tn3270://h":     "user password host port",
		"wais://h/d":     "host port database search wtype wpath",
		"file:///x":      "host path",
		"prospero://h/x": "host port hsoname fields version",
		"mid:a@b":        "message_id content_id",
		"cid:a@b":        "content_id",
	}
	for in, names := range want {
		v, err := ParseString(in)
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		var got []string
		for _, f := range v.Fields() {
			got = append(got, f.Name)
		}
		if strings.Join(got, " ") != names {
			t.Errorf("%s: fields %q, want %q", in, got, names)
		}
	}
	if got := len(Default().Schemes()); got != len(want) {
		t.Errorf("Default has %d schemes, the table %d", got, len(want))
	}
}

// Default ports come from the scheme registry (package scheme).
func TestDefaultPorts(t *testing.T) {
	for _, name := range []string{"ftp", "http", "https", "gopher", "nntp", "telnet", "rlogin", "tn3270", "wais", "prospero"} {
		in, ok := Default().Facts().Lookup(name)
		if !ok || in.DefaultPort == 0 {
			t.Errorf("%s: no default port in the scheme registry", name)
			continue
		}
		s := name + "://h/"
		switch name {
		case "nntp":
			s += "g"
		case "wais", "prospero":
			s += "x"
		}
		v, err := ParseString(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range v.Fields() {
			if f.Name == "port" && f.Value != in.DefaultPort {
				t.Errorf("%s: port %v, registry %d", name, f.Value, in.DefaultPort)
			}
		}
	}
	// RFC 1738's own numbers, as a check on the registry.
	for name, port := range map[string]int{"ftp": 21, "http": 80, "gopher": 70, "nntp": 119, "telnet": 23, "wais": 210, "prospero": 1525} {
		if in, _ := Default().Facts().Lookup(name); int(in.DefaultPort) != port {
			t.Errorf("%s: registry port %d, RFC 1738 §3 says %d", name, in.DefaultPort, port)
		}
	}
}

type tagURL struct{ u uri.URI }

func (v tagURL) Scheme() string  { return "tag" }
func (v tagURL) URI() uri.URI    { return v.u }
func (v tagURL) String() string  { return v.u.String() }
func (v tagURL) Fields() []Field { return []Field{{"specific", v.u.Path()}} }

func TestRegistryWith(t *testing.T) {
	if _, err := ParseString("tag:example.org,2024:x"); !errors.Is(err, ErrNoSyntax) {
		t.Fatalf("tag in Default: %v", err)
	}
	r, err := Default().With("TAG", func(u uri.URI) (URL, error) { return tagURL{u}, nil })
	if err != nil {
		t.Fatal(err)
	}
	v, err := r.ParseString("tag:example.org,2024:x")
	if err != nil || v.Fields()[0].Value != "example.org,2024:x" {
		t.Fatalf("got %v, %v", v, err)
	}
	if _, err := r.ParseString("ftp://h/x"); err != nil {
		t.Errorf("With lost the built-in parsers: %v", err)
	}
	if _, err := Default().Parse(uri.MustParse("tag:x")); !errors.Is(err, ErrNoSyntax) {
		t.Error("With changed Default")
	}
	if _, err := Default().With("1bad", func(uri.URI) (URL, error) { return nil, nil }); err == nil {
		t.Error("With accepted an invalid name")
	}
	if n := NewRegistry(nil); len(n.Schemes()) != 0 || n.Facts() == nil {
		t.Error("NewRegistry is not empty over the default facts")
	}
	var nilReg *Registry
	if _, err := nilReg.ParseString("ftp://h/"); !errors.Is(err, ErrNoSyntax) {
		t.Errorf("nil registry: %v", err)
	}
	if r, err := nilReg.With("ftp", Default().parsers["ftp"]); err != nil || r.Schemes()[0] != "ftp" {
		t.Errorf("nil registry With: %v", err)
	}
	if _, err := Parse(uri.URI{}); !errors.Is(err, ErrNoSyntax) {
		t.Errorf("relative reference: %v", err)
	}
}

// The wrappers are accepted by ParseLenient only (seed 000 appendix, RFC
// 1738 Appendix).
func TestLenient(t *testing.T) {
	rows := []struct{ in, want string }{
		{"<URL:ftp://ds.internic.net/rfc>", "ftp://ds.internic.net/rfc"},
		{"URL:ftp://ds.internic.net/rfc", "ftp://ds.internic.net/rfc"},
		{"<ftp://ds.internic.net/rfc>", "ftp://ds.internic.net/rfc"},
		{"  <URL:ftp://foo.bar/very-long-path \n   name>  ", "ftp://foo.bar/very-long-pathname"},
		{"url:http://h/", "http://h/"},
		{"http://h/", "http://h/"},
	}
	for _, r := range rows {
		v, err := ParseLenient(r.in)
		if err != nil || v.String() != r.want {
			t.Errorf("%q: got %v, %v; want %s", r.in, v, err, r.want)
		}
		if r.in != r.want {
			if _, err := ParseString(r.in); err == nil {
				t.Errorf("%q: accepted by the strict parser", r.in)
			}
		}
	}
}

// Error offsets of ParseLenient point into the text as given.
func TestLenientOffsets(t *testing.T) {
	rows := []struct {
		in  string
		off int
	}{
		{"<URL:ftp://host/file;type=x>", 26}, // the "x"
		{"  URL:ftp://host/file;type=x", 27},
		{"<URL:ftp://host/\n  file;type=x>", 29},
		{"<URL:gopher://host\n  ?x>", 21}, // the "?" after the line break, not the break
		{"<URL:gopher://host ?x>", 19},
		{"< URL: gopher://host?x>", 20},
		{"URL:gopher://host?x", 17},
		{" <gopher://host?x>", 15},
		{"<URL:ftp://ho st/a b>", 0}, // spaces removed, then "ftp://host/ab" parses
		{"<URL:http://h/a\x01>", 15}, // a control byte: the generic parser's error
	}
	for _, r := range rows {
		_, err := ParseLenient(r.in)
		if r.off == 0 {
			if err != nil {
				t.Errorf("%q: %v", r.in, err)
			}
			continue
		}
		var e *Error
		var ue *uri.Error
		switch {
		case errors.As(err, &e):
			if e.Offset != r.off || e.Input != r.in {
				t.Errorf("%q: offset %d, want %d (%v)", r.in, e.Offset, r.off, err)
			}
		case errors.As(err, &ue):
			if ue.Offset != r.off || ue.Input != r.in {
				t.Errorf("%q: offset %d, want %d (%v)", r.in, ue.Offset, r.off, err)
			}
		default:
			t.Errorf("%q: got %v", r.in, err)
		}
	}
}

func TestNoSyntax(t *testing.T) {
	_, err := ParseString("urn:isbn:0451450523")
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrNoSyntax) || e.Offset != 0 || !strings.Contains(e.Error(), "RFC 8141") {
		t.Errorf("got %v", err)
	}
}

// A typed value over a URL without escapes: parsing with the dispatcher
// and reading the string fields allocates at most once (the interface
// value).
func TestAllocs(t *testing.T) {
	for _, s := range []string{
		"http://www.example.org/a/b?c=d",
		"gopher://gopher.example.org/1/world",
		"ftp://ftp.example.org/pub/file.txt",
	} {
		n := testing.AllocsPerRun(100, func() {
			if _, err := ParseString(s); err != nil {
				t.Fatal(err)
			}
		})
		if n > 1 {
			t.Errorf("%s: %v allocations, want at most 1", s, n)
		}
	}
}

// FuzzParse: the dispatcher never panics, every accepted URL is an RFC 3986
// URI and lists its fields; errors carry an offset inside the input.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"ftp://h/a;type=i", "gopher://h/1x%09y%09+", "mailto:a@b", "news:*", "nntp://h/g/1",
		"telnet://u:p@h/", "wais://h/d/t/p", "file:///x", "prospero://h/x;a=b", "mid:a@b/c@d", "cid:a@b",
		"http://h/?q", "<URL:ftp://h/x>", "urn:a:b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, parse := range []func(string) (URL, error){ParseString, ParseLenient} {
			v, err := parse(s)
			if err != nil {
				var e *Error
				var ue *uri.Error
				switch {
				case errors.As(err, &e):
					if e.Offset < 0 || e.Offset > len(e.Input) {
						t.Fatalf("%q: offset %d", s, e.Offset)
					}
				case errors.As(err, &ue):
				default:
					t.Fatalf("%q: %T", s, err)
				}
				continue
			}
			if _, err := uri.Parse(v.String()); err != nil {
				t.Fatalf("%q: not a URI: %v", s, err)
			}
			if len(v.Fields()) == 0 {
				t.Fatalf("%q: no fields", s)
			}
			// value → URI → value: the typed values are comparable.
			if w, err := Parse(v.URI()); err != nil || w != v {
				t.Fatalf("%q: Parse(URI()) gave %v, %v", s, w, err)
			}
		}
	})
}
