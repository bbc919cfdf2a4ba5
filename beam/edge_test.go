package uribeam

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// writeFile writes content to a fresh file and returns its path.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestEmptyInput: no input line, no output line; every output file is
// written all the same.
func TestEmptyInput(t *testing.T) {
	in := writeFile(t, "empty.txt", "")
	for _, c := range []Config{
		{Input: in, Op: Op{Cmd: "normalize"}},
		{Input: in, Op: Op{Cmd: "normalize"}, JSON: true, Dedupe: true},
		{Input: in, Op: Op{Cmd: "normalize"}, CountBy: KeyDomain},
		{Input: in, Op: Op{Cmd: "extract"}},
	} {
		if got := runPipeline(t, c); len(got) != 0 {
			t.Errorf("%+v: %d lines from empty input: %q", c, len(got), got)
		}
	}
}

// malformed are lines no op accepts whole: each must become its error
// record, as on the command line, and the pipeline must not fail.
const malformed = "http://a b/\n\xff\xfe\n%zz\nhttp://[::1/\n\x00\n\t \n# comment\nhttp://exa mple.com\r\n:\n//\nhttp://%41:%/\nhttps://[fe80::1%25]/\n\x7f\n"

func TestMalformedLines(t *testing.T) {
	in := writeFile(t, "bad.txt", malformed)
	for _, c := range []struct {
		op  string
		cli []string
	}{
		{"normalize", []string{"normalize"}},
		{"whatwg", []string{"normalize", "--whatwg"}},
		{"canon:surt", []string{"canon", "--profile", "surt"}},
		{"canon:safebrowsing-expressions", []string{"canon", "--profile", "safebrowsing-expressions"}},
		{"domain", []string{"domain"}},
		{"inspect", []string{"inspect"}},
	} {
		op, _ := ParseOp(c.op)
		want := sorted(runCLI(t, []string{in}, append(c.cli, "--json")...), false)
		got := runPipeline(t, Config{Input: in, Op: op, JSON: true})
		equalLines(t, c.op+" --json on malformed lines", got, want)
		failed := 0
		for _, l := range got {
			if strings.Contains(l, `"ok":false`) {
				failed++
			}
		}
		if failed == 0 {
			t.Errorf("%s: no error record from the malformed lines", c.op)
		}
		if c.op == "inspect" || c.op == "canon:safebrowsing-expressions" {
			continue // inspect's text is its JSON; the expressions' blocks are apart in the pipeline's output
		}
		equalLines(t, c.op+" on malformed lines", runPipeline(t, Config{Input: in, Op: op}), sorted(runCLI(t, []string{in}, c.cli...), false))
	}
}

// TestHugeLine: one line of 8 MiB is one record, as on the command line.
func TestHugeLine(t *testing.T) {
	line := "http://www.Example.com/" + strings.Repeat("a%41/", 8<<20/5) + "?b=1&a=2"
	in := writeFile(t, "huge.txt", "http://example.com/\n"+line+"\n")
	for _, c := range []struct {
		op  string
		cli []string
	}{
		{"normalize", []string{"normalize"}},
		{"canon:surt", []string{"canon", "--profile", "surt"}},
		{"domain", []string{"domain", "--json"}},
	} {
		op, _ := ParseOp(c.op)
		want := sorted(runCLI(t, []string{in}, c.cli...), false)
		got := runPipeline(t, Config{Input: in, Op: op, JSON: strings.Contains(strings.Join(c.cli, " "), "--json")})
		equalLines(t, c.op+" on a huge line", got, want)
		if len(got) != 2 || len(got[0])+len(got[1]) < 4<<20 {
			t.Errorf("%s: %d lines, not the two records of the input", c.op, len(got))
		}
	}
}

// TestMillionLines: a file of a million lines, a thousand URLs in many
// spellings; --dedupe keeps one SURT key per URL, as uri canon | sort -u.
func TestMillionLines(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no million-line run")
	}
	p := filepath.Join(t.TempDir(), "million.txt")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	spellings := []string{"http://www.host%d.example.com/p/%d?b=1&a=2", "HTTPS://host%d.EXAMPLE.com:443/P/%d?a=2&b=1",
		"http://host%d.example.com:80/p/%d?a=2&b=1#top", "https://WWW.host%d.example.com/p/%d?b=1&a=2&jsessionid=0123456789abcdef0123456789abcdef"}
	for i := range 1_000_000 {
		fmt.Fprintf(w, spellings[i%len(spellings)]+"\n", i%1000, (i/len(spellings))%1000)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	want := sorted(runCLI(t, []string{p}, "canon", "--profile", "surt"), true)
	got := runPipeline(t, Config{Input: p, Op: Op{Cmd: "canon", Profile: "surt"}, Dedupe: true})
	equalLines(t, "a million lines", got, want)
	if len(got) < 1000 || len(got) > 1_000_000/len(spellings) {
		t.Errorf("a million lines: %d distinct keys", len(got))
	}
}

// TestExtractEqualsCLI: --op extract reads each file as one text, as uri
// extract FILE... does: its records, with the files' names, and its URIs.
func TestExtractEqualsCLI(t *testing.T) {
	dir := t.TempDir()
	texts := map[string]string{
		"mail.txt":    "See <URL:ftp://info.cern.ch/pub/www/doc;type=d> and\nhttp://www.w3.org/Addressing/, please.\n",
		"wrapped.txt": "The document is at <http://ds.internic.net/\n  instructions/over-\n  view.html#WARNING> (wrapped).\n",
		"none.txt":    "no URI here: 10:30, Re: a@b.c\n",
	}
	var files []string
	for name, text := range texts {
		files = append(files, writeFile(t, name, text))
	}
	// One directory for the glob: copy under their own names.
	var glob string
	{
		for _, f := range files {
			b, _ := os.ReadFile(f)
			if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		glob = filepath.Join(dir, "*.txt")
		files, _ = filepath.Glob(glob)
	}
	jsonWant := sorted(runCLIArgs(t, append([]string{"extract", "--json"}, files...)...), false)
	equalLines(t, "extract --json", runPipeline(t, Config{Input: glob, Op: Op{Cmd: "extract"}, JSON: true}), jsonWant)
	var uris []string
	for _, l := range runCLIArgs(t, append([]string{"extract"}, files...)...) {
		// FILE:LINE:COLUMN:URI, then maybe a tab and a note.
		parts := strings.SplitN(l, ":", 4)
		uri, _, _ := strings.Cut(parts[3], "\t")
		uris = append(uris, uri)
	}
	if len(uris) != 3 {
		t.Fatalf("uri extract found %d URIs, want 3: %q", len(uris), uris)
	}
	equalLines(t, "extract", runPipeline(t, Config{Input: glob, Op: Op{Cmd: "extract"}}), sorted(uris, false))
}

// TestLinksEqualCLI: Links is uri links --url URL --json on each document.
func TestLinksEqualCLI(t *testing.T) {
	page := `<html><head><base href="/docs/a/"></head><body>
<a href="../b c">space</a> <a href="?q#top">query</a> <img src="//cdn.example.net/x.png">
<a href="http://[::1">bad</a> <form action="post.cgi"></form></body></html>
`
	path := writeFile(t, "page.html", page)
	const url = "https://example.com/index.html"
	want := sorted(runCLIArgs(t, "links", "--json", "--url", url, path), false)
	p, s := beam.NewPipelineWithRoot()
	docs := beam.Create(s, Document{Name: path, URL: url, Body: page}, Document{Name: "x.html", URL: "not absolute", Body: page})
	recs := Links(s, docs)
	out := filepath.Join(t.TempDir(), "links")
	WriteShards(s, out, 1, Lines(s, recs, true))
	if err := ptest.Run(p); err != nil {
		t.Fatal(err)
	}
	got := readShards(t, out, 1)
	var fromURL []string
	for _, l := range got {
		if strings.HasPrefix(l, `{"input":"not absolute"`) {
			continue
		}
		fromURL = append(fromURL, l)
	}
	if len(fromURL) != len(got)-1 {
		t.Errorf("the document with a bad URL: %d records, want one error record", len(got)-len(fromURL))
	}
	equalLines(t, "links --json", fromURL, want)
}
