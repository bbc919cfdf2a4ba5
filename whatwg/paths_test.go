package whatwg

import (
	"flag"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Which way each input takes through Parse and URL.Parse, as
// docs/BENCHMARKS.md reports it for the benchmark datasets:
//
//	go test ./whatwg -run TestPathShares -v -datasets ../shared/data/urls -variants /tmp/variants
//
// (the variants made by tools/urlvariants). Without the flags it reports
// the committed sample.
var (
	datasetsDir = flag.String("datasets", "", "a directory of the benchmark datasets (iscx_benign.txt, ...)")
	variantsDir = flag.String("variants", "", "a directory of their variants (tools/urlvariants)")
)

// parseWay names the way Parse takes for s: its serialized form (the href
// is s), that form but for the case of its scheme and host or a default
// port (parse_serialized.go writes the href), the state machine from
// where the fast path stopped (resume), or the state machine from the
// start.
func parseWay(s string) string {
	in := trimControlSpace(s)
	var r resumption
	if u := new(URL); parseSerializedTo(u, in, &r) {
		if u.Href() == in {
			return "serialized"
		}
		return "serialized but case or port"
	}
	if r.at > 0 {
		if _, ok := resume(in, &r); ok {
			return "state machine from the path"
		}
	}
	return "state machine"
}

// resolveWay names the way base.Parse(ref) takes.
func resolveWay(base URL, ref string) string {
	in := trimControlSpace(ref)
	var r resumption
	if parseSerializedTo(new(URL), in, &r) {
		return "serialized"
	}
	if r.at > 0 {
		if _, ok := resume(in, &r); ok {
			return "state machine from the path"
		}
	}
	if _, ok := resolveSimple(&base, ref); ok {
		return "base prefix and reference"
	}
	return "state machine"
}

func TestPathShares(t *testing.T) {
	files := []string{"../testdata/bench/iscx_benign_sample.txt"}
	if *datasetsDir != "" {
		files = nil
		for _, name := range []string{"iscx_benign", "ada_kasztp", "ada_userbait", "ada_node_files", "ada_isaacs_files"} {
			files = append(files, filepath.Join(*datasetsDir, name+".txt"))
			if *variantsDir != "" {
				more, _ := filepath.Glob(filepath.Join(*variantsDir, name+".*.txt"))
				sort.Strings(more)
				files = append(files, more...)
			}
		}
	}
	for _, file := range files {
		lines := corpusLines(t, file)
		parse, res := map[string]int{}, map[string]int{}
		for i, s := range lines {
			parse[parseWay(s)]++
			if base, err := Parse(s); err == nil {
				res[resolveWay(base, resolveRefs[i%len(resolveRefs)])]++
			}
		}
		t.Logf("%s: Parse %s; URL.Parse %s", filepath.Base(file), shares(parse, len(lines)), shares(res, len(lines)))
		if strings.HasSuffix(file, "iscx_benign_sample.txt") && parse["serialized"] < len(lines)*99/100 {
			t.Errorf("only %d of %d lines of the sample on the serialized-form path", parse["serialized"], len(lines))
		}
	}
}

// shares writes counts as percentages of n, largest first.
func shares(counts map[string]int, n int) string {
	var ways []string
	for w := range counts {
		ways = append(ways, w)
	}
	sort.Slice(ways, func(i, j int) bool { return counts[ways[i]] > counts[ways[j]] })
	var parts []string
	for _, w := range ways {
		parts = append(parts, fmt.Sprintf("%s %.1f%%", w, 100*float64(counts[w])/float64(n)))
	}
	return strings.Join(parts, ", ")
}

// The way Parse takes for inputs at the edges of its fast paths: step 1's
// C0 controls and spaces trimmed first, a "%2e%2e" that only begins a
// segment, a rest the state machine takes over only when steps 2-3 would
// not change it. (Each way gives the state machine's URL, which the
// fuzz targets hold them to; this holds the inputs to their way.)
func TestParseWays(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/b":         "serialized",
		" http://a/b ":       "serialized",
		"\x01http://a/b\x1f": "serialized",
		"  http://a/b c ":    "state machine from the path",
		"http://a/%2e%2ex/y": "serialized",
		"http://a/%2e%2e/y":  "state machine from the path",
		"http://a/.%2ex":     "serialized",
		"HTTP://A/b":         "serialized but case or port",
		"http://a:80/b":      "serialized but case or port",
		"http://a:080/b":     "state machine",
		"http://a:8000000/b": "state machine",
		"file://localhost/b": "serialized but case or port",
		"http://a/b c":       "state machine from the path",
		"http://a/b\tc":      "state machine",
		"http://a/b\xffc":    "state machine",
		"http://a/b c\t":     "state machine from the path",
		"sc://a/b":           "state machine",
		"http://u@a/b":       "state machine",
		"http://a?q":         "state machine from the path",
	} {
		if got := parseWay(in); got != want {
			t.Errorf("%q: %s, want %s", in, got, want)
		}
	}
}
