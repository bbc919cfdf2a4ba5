package uribeam

import (
	"bufio"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
)

// The pipeline's output is held to the command line's own: cmd/uri is built
// from this repository and run on the same files, and the sorted lines must
// be equal. The URL lists are the repository's real samples
// (testdata/urls, testdata/bench); -urls DIR runs on other lists, such as
// the full lists the samples come from.

var urlsDir = flag.String("urls", "", "a directory of URL lists (*.txt) to run the comparisons on instead of the repository's samples")

func TestMain(m *testing.M) {
	// The runner says what each job does at level info: a page per test.
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	ptest.MainWithDefault(m, "prism")
}

// urlLists are the files the comparisons read.
func urlLists(t *testing.T) []string {
	t.Helper()
	var files []string
	if *urlsDir != "" {
		m, err := filepath.Glob(filepath.Join(*urlsDir, "*.txt"))
		if err != nil || len(m) == 0 {
			t.Fatalf("-urls %s: no *.txt files (%v)", *urlsDir, err)
		}
		files = m
	} else {
		files = []string{"../testdata/urls/phishtank_sample.txt", "../testdata/urls/wpt_urltestdata_inputs.txt",
			"../testdata/bench/iscx_benign_sample.txt"}
	}
	for _, f := range files {
		if _, err := os.Stat(f); err != nil {
			t.Fatal(err)
		}
	}
	return files
}

var (
	cliOnce sync.Once
	cliPath string
	cliErr  error
)

// cli is the path of uri built from this repository.
func cli(t *testing.T) string {
	t.Helper()
	cliOnce.Do(func() {
		dir, err := os.MkdirTemp("", "uribeam-cli")
		if err != nil {
			cliErr = err
			return
		}
		cliPath = filepath.Join(dir, "uri")
		out, err := exec.Command("go", "build", "-C", "..", "-o", cliPath, "./cmd/uri").CombinedOutput()
		if err != nil {
			cliErr = fmt.Errorf("building cmd/uri: %v\n%s", err, out)
		}
	})
	if cliErr != nil {
		t.Fatal(cliErr)
	}
	return cliPath
}

// runCLI runs uri with args, each file an --input-file, and returns its
// standard output's lines. The exit status is not checked: 1 says some
// input failed, which the records say too.
func runCLI(t *testing.T, files []string, args ...string) []string {
	t.Helper()
	for _, f := range files {
		args = append(args, "--input-file", f)
	}
	return runCLIArgs(t, args...)
}

// runCLIArgs runs uri with args and returns its standard output's lines.
func runCLIArgs(t *testing.T, args ...string) []string {
	t.Helper()
	cmd := exec.Command(cli(t), args...)
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); err != nil && (!ok || ee.ExitCode() != 1) {
		t.Fatalf("uri %s: %v", strings.Join(args, " "), err)
	}
	return splitLines(string(out))
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// runPipeline runs c (its Output a fresh prefix) on the local runner and
// returns the lines of its output files, sorted.
func runPipeline(t *testing.T, c Config) []string {
	t.Helper()
	c.Output = filepath.Join(t.TempDir(), "out")
	if c.Shards == 0 {
		c.Shards = 3
	}
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	p, s := beam.NewPipelineWithRoot()
	Build(s, c)
	if err := ptest.Run(p); err != nil {
		t.Fatalf("pipeline %+v: %v", c, err)
	}
	return readShards(t, c.Output, c.Shards)
}

// readShards returns the lines of the n files with prefix, sorted; each
// must exist.
func readShards(t *testing.T, prefix string, n int) []string {
	t.Helper()
	var lines []string
	for i := range n {
		f, err := os.Open(ShardName(prefix, i, n))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<30)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	slices.Sort(lines)
	return lines
}

// sorted returns lines sorted, and with unique each distinct line once.
func sorted(lines []string, unique bool) []string {
	lines = slices.Clone(lines)
	slices.Sort(lines)
	if unique {
		lines = slices.Compact(lines)
	}
	return lines
}

// equalLines fails t when got and want differ, naming the first difference.
func equalLines(t *testing.T, what string, got, want []string) {
	t.Helper()
	if len(want) == 0 {
		t.Fatalf("%s: the command line wrote nothing: no comparison", what)
	}
	if slices.Equal(got, want) {
		return
	}
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			t.Fatalf("%s: %d lines, want %d; first difference at sorted line %d:\n got %q\nwant %q", what, len(got), len(want), i, cut(got[i]), cut(want[i]))
		}
	}
	t.Fatalf("%s: %d lines, want %d", what, len(got), len(want))
}

func cut(s string) string {
	if len(s) > 300 {
		return s[:300] + "..."
	}
	return s
}

// TestOpsEqualCLI: each op's output, text and JSON, is the command's on the
// URL lists, as sorted lines.
func TestOpsEqualCLI(t *testing.T) {
	files := urlLists(t)
	glob := globOf(t, files)
	cases := []struct {
		op  string
		cli []string
	}{
		{"normalize", []string{"normalize"}},
		{"whatwg", []string{"normalize", "--whatwg"}},
		{"canon:surt", []string{"canon", "--profile", "surt"}},
		{"canon:safebrowsing", []string{"canon", "--profile", "safebrowsing"}},
		{"canon:rfc3986", []string{"canon", "--profile", "rfc3986"}},
		{"domain", []string{"domain"}},
		{"inspect", []string{"inspect", "--json"}},
	}
	for _, c := range cases {
		t.Run(c.op, func(t *testing.T) {
			op, err := ParseOp(c.op)
			if err != nil {
				t.Fatal(err)
			}
			want := sorted(runCLI(t, files, c.cli...), false)
			equalLines(t, c.op, runPipeline(t, Config{Input: glob, Op: op}), want)
			if c.op == "inspect" {
				return // its text is its JSON record
			}
			want = sorted(runCLI(t, files, append(c.cli, "--json")...), false)
			equalLines(t, c.op+" --json", runPipeline(t, Config{Input: glob, Op: op, JSON: true}), want)
		})
	}
}

// globOf copies files into one fresh directory and returns the glob of
// its files.
func globOf(t *testing.T, files []string) string {
	t.Helper()
	dir := t.TempDir()
	for i, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%02d-%s", i, filepath.Base(f))), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "*.txt")
}
