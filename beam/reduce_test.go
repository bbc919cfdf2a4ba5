package uribeam

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// TestDedupeEqualsSortU: --dedupe is the command's output through sort -u.
func TestDedupeEqualsSortU(t *testing.T) {
	files := urlLists(t)
	glob := globOf(t, files)
	for _, c := range []struct {
		op  string
		cli []string
	}{
		{"canon:surt", []string{"canon", "--profile", "surt"}},
		{"normalize", []string{"normalize"}},
	} {
		op, _ := ParseOp(c.op)
		want := sorted(runCLI(t, files, c.cli...), true)
		got := runPipeline(t, Config{Input: glob, Op: op, Dedupe: true})
		equalLines(t, c.op+" --dedupe", got, want)
		if len(got) >= len(runCLI(t, files, c.cli...)) {
			t.Errorf("%s --dedupe: %d lines, no fewer than the input's: nothing was a duplicate, the test shows nothing", c.op, len(got))
		}
	}
}

// TestCountByEqualsCLI: --op normalize --count-by domain is uri normalize
// then uri domain, its empty lines left out, through sort | uniq -c; by
// host, the "host" of uri domain --json's records.
func TestCountByEqualsCLI(t *testing.T) {
	files := urlLists(t)
	glob := globOf(t, files)
	normalized := filepath.Join(t.TempDir(), "normalized.txt")
	if err := os.WriteFile(normalized, []byte(strings.Join(runCLI(t, files, "normalize"), "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	byDomain := map[string]int{}
	for _, d := range runCLI(t, []string{normalized}, "domain") {
		if d != "" {
			byDomain[d]++
		}
	}
	byHost := map[string]int{}
	for _, line := range runCLI(t, []string{normalized}, "domain", "--json") {
		var rec struct {
			Host string `json:"host"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		if rec.Host != "" {
			byHost[rec.Host]++
		}
	}
	op, _ := ParseOp("normalize")
	for key, counts := range map[Key]map[string]int{KeyDomain: byDomain, KeyHost: byHost} {
		var want []string
		for k, n := range counts {
			want = append(want, k+"\t"+strconv.Itoa(n))
		}
		slices.Sort(want)
		equalLines(t, "--count-by "+string(key), runPipeline(t, Config{Input: glob, Op: op, CountBy: key}), want)
	}
}

// TestDangerous: --dangerous keeps exactly the records of uri inspect --json
// that list a finding of severity danger.
func TestDangerous(t *testing.T) {
	files := urlLists(t)
	var want []string
	for _, line := range runCLI(t, files, "inspect", "--json") {
		if strings.Contains(line, `"severity":"danger"`) || strings.Contains(line, `"findings_omitted_worst":"danger"`) {
			want = append(want, line)
		}
	}
	slices.Sort(want)
	got := runPipeline(t, Config{Input: globOf(t, files), Op: Op{Cmd: "inspect"}, Dangerous: true})
	equalLines(t, "inspect --dangerous", got, want)
}

// TestGroupAndDedupeBy: spellings of one URL share a SURT key; DedupeBy
// keeps the one whose input sorts first, GroupBy gathers them all.
func TestGroupAndDedupeBy(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "https://www.Example.com:443/A/?x=1", "http://example.com/a?x=1", "http://archive.org/goo/?b&a", "not a url")
	recs, err := Canon(s, "surt", lines)
	if err != nil {
		t.Fatal(err)
	}
	// webarchive-commons' SURT drops the scheme and "www." and lower-cases
	// the path (README's canon example): both spellings key com,example)/a?x=1.
	inputs := beam.ParDo(s, inputOf, DedupeBy(s, KeyLine, recs))
	// webarchive-commons keys any text, a space escaped: "not a url" has
	// the key not%20a%20url)/.
	passert.Equals(s, inputs, "http://archive.org/goo/?b&a", "http://example.com/a?x=1", "not a url")
	sizes := beam.ParDo(s, groupSize, GroupBy(s, KeyLine, recs))
	passert.Equals(s, sizes, "com,example)/a?x=1 2", "org,archive)/goo?a&b 1", "not%20a%20url)/ 1")
	ptest.RunAndValidate(t, p)
}

func init() {
	register.Function1x1[Record, string](inputOf)
	register.Function2x1[string, func(*Record) bool, string](groupSize)
}

func inputOf(r Record) string { return r.Input }

// groupSize is "KEY N" for a group of N records.
func groupSize(key string, rs func(*Record) bool) string {
	n := 0
	var r Record
	for rs(&r) {
		n++
	}
	return key + " " + strconv.Itoa(n)
}

func TestParseOpAndConfig(t *testing.T) {
	for _, bad := range []string{"", "canon", "canon:nope", "normalize:surt", "parse"} {
		if _, err := ParseOp(bad); err == nil {
			t.Errorf("ParseOp(%q): no error", bad)
		}
	}
	for _, good := range []string{"normalize", "whatwg", "canon:surt", "canon:safebrowsing-expressions", "domain", "extract", "inspect"} {
		op, err := ParseOp(good)
		if err != nil || op.String() != good {
			t.Errorf("ParseOp(%q) = %v, %v", good, op, err)
		}
	}
	ok := Config{Input: "a", Output: "b", Shards: 1, Op: Op{Cmd: "normalize"}}
	if err := ok.Check(); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []Config{
		{Output: "b", Shards: 1}, {Input: "a", Shards: 1}, {Input: "a", Output: "b"},
		{Input: "a", Output: "b", Shards: 1, CountBy: KeyDomain, JSON: true},
		{Input: "a", Output: "b", Shards: 1, CountBy: KeyLine},
		{Input: "a", Output: "b", Shards: 1, Op: Op{Cmd: "normalize"}, Dangerous: true},
	} {
		if bad.Check() == nil {
			t.Errorf("%+v: Check passes", bad)
		}
	}
}
