// Command adapair times package whatwg against ada, the C++ URL Standard
// parser (../shared/tools/ada-bench, built natively), over files of URLs,
// in one run: for each round, dataset and workload it times whatwg in this
// process and ada in its own (adabench), one right after the other, the
// order alternating between rounds, and takes the ratio within the pair.
// It prints, per dataset and workload, the median ns per URL of each side
// and the median of the ratios with their range: the VMs drift, so only
// ratios taken within a round mean anything.
//
// Each side is timed in CPU time (user and system, getrusage), not wall
// time: on a machine whose two cores other work shares, wall time counts
// the turns the scheduler gives others, CPU time what the parsing took.
// Whatwg's passes run in this process (its collector's work included, on
// every thread); ada's are the difference between adabench running more
// passes and running none beyond its warm-up and calibration (its
// --rounds with --mintime 0: each round is one pass).
//
//	../shared/tools/ada-bench/build.sh /tmp/adabench
//	go run ./tools/urlvariants -o /tmp/variants ../shared/data/urls/{iscx_benign,ada_kasztp,ada_userbait,ada_node_files,ada_isaacs_files}.txt
//	go run ./tools/adapair -ada /tmp/adabench/adabench -rounds 7 ../shared/data/urls/iscx_benign.txt /tmp/variants/iscx_benign.*.txt ...
//
// The workloads are adabench's (its README), on the same lines (the file's
// bytes split on "\n", a final "\n" dropped, a trailing "\r" stripped):
//
//	normalize  whatwg.Parse(line) and Href, against ada::parse(line)->get_href()
//	resolve    base := whatwg.Parse(line), then base.Parse(ref) and Href, ref
//	           the (i mod 42)-th reference of RFC 3986 §5.4 for line i,
//	           against the same in ada (the base's parse is timed on both sides)
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/urikit/urikit/whatwg"
)

// refs are RFC 3986 §5.4.1 and §5.4.2's references, in adabench's order.
var refs = []string{
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", "", ".", "./",
	"..", "../", "../g", "../..", "../../", "../../g",
	"../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h",
	"g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
}

//lint:ignore U1000 written so that the compiler keeps the work it times; never read
var sink int

// normalize is one pass of the normalize workload; it returns how many
// lines parse.
func normalize(lines []string) int {
	ok := 0
	for _, s := range lines {
		if u, err := whatwg.Parse(s); err == nil {
			sink += len(u.Href())
			ok++
		}
	}
	return ok
}

// resolve is one pass of the resolve workload; it returns how many
// references resolve.
func resolve(lines []string) int {
	ok, k := 0, 0
	for _, s := range lines {
		ref := refs[k]
		if k++; k == len(refs) {
			k = 0
		}
		base, err := whatwg.Parse(s)
		if err != nil {
			continue
		}
		if u, err := base.Parse(ref); err == nil {
			sink += len(u.Href())
			ok++
		}
	}
	return ok
}

var ops = map[string]func([]string) int{"normalize": normalize, "resolve": resolve}

func main() {
	ada := flag.String("ada", "/tmp/adabench/adabench", "the adabench binary (../shared/tools/ada-bench/build.sh)")
	rounds := flag.Int("rounds", 5, "rounds")
	mintime := flag.Duration("mintime", 150*time.Millisecond, "the least time of one measurement, on each side")
	opList := flag.String("ops", "normalize,resolve", "workloads")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: adapair [-ada BIN] [-rounds N] [-ops normalize,resolve] DATASET...")
		os.Exit(2)
	}
	type row struct {
		dataset, op     string
		lines, accepted int
		ours, theirs    []float64
	}
	var rows []*row
	data := map[string][]string{}
	for _, file := range flag.Args() {
		lines, err := readLines(file)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		data[file] = lines
		for _, op := range strings.Split(*opList, ",") {
			if ops[op] == nil {
				fmt.Fprintln(os.Stderr, "unknown op", op)
				os.Exit(2)
			}
			rows = append(rows, &row{dataset: file, op: op, lines: len(lines), accepted: ops[op](lines)})
		}
	}
	fmt.Printf("adapair: %s, GOMAXPROCS=%d, %d rounds, mintime %v, %s\n", runtime.Version(), runtime.GOMAXPROCS(0), *rounds, *mintime, *ada)
	for r := 0; r < *rounds; r++ {
		for _, x := range rows {
			lines := data[x.dataset]
			var ours, theirs float64
			var err error
			if r%2 == 0 {
				ours = timeOurs(ops[x.op], lines, *mintime)
				theirs, err = timeAda(*ada, x.op, x.dataset, *mintime)
			} else {
				theirs, err = timeAda(*ada, x.op, x.dataset, *mintime)
				ours = timeOurs(ops[x.op], lines, *mintime)
			}
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			x.ours, x.theirs = append(x.ours, ours), append(x.theirs, theirs)
		}
		fmt.Fprintf(os.Stderr, "round %d done\n", r+1)
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "dataset\top\tlines\taccepted\twhatwg ns/URL\tada ns/URL\twhatwg ÷ ada\t[min..max]\t")
	for _, x := range rows {
		ratios := make([]float64, len(x.ours))
		for i := range ratios {
			ratios[i] = x.ours[i] / x.theirs[i]
		}
		fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%.0f\t%.0f\t%.2f\t[%.2f..%.2f]\t\n", filepath.Base(x.dataset), x.op, x.lines, x.accepted,
			median(x.ours), median(x.theirs), median(ratios), slices.Min(ratios), slices.Max(ratios))
	}
	w.Flush()
}

// readLines reads file as adabench does.
func readLines(file string) ([]string, error) {
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	raw = bytes.TrimSuffix(raw, []byte("\n"))
	lines := strings.Split(string(raw), "\n")
	for i, s := range lines {
		lines[i] = strings.TrimSuffix(s, "\r")
	}
	return lines, nil
}

// timeOurs returns the CPU ns per line of passes of op over lines lasting
// at least min, after one pass to warm up.
func timeOurs(op func([]string) int, lines []string, min time.Duration) float64 {
	op(lines)
	passes := 1
	for {
		t0 := cpuTime()
		for range passes {
			op(lines)
		}
		if d := cpuTime() - t0; d >= min {
			return float64(d.Nanoseconds()) / float64(passes*len(lines))
		}
		passes *= 2
	}
}

// cpuTime is the process's user and system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// adaPasses remembers, per dataset and op, how many passes of adabench
// last at least min.
var adaPasses = map[string]int{}

// timeAda returns the CPU ns per line of adabench's op over file: the CPU
// time of a run with extra passes less that of one without, over the
// extra passes.
func timeAda(bin, op, file string, min time.Duration) (float64, error) {
	run := func(rounds int) (time.Duration, int, error) {
		out, err := os.CreateTemp("", "adapair-*.json")
		if err != nil {
			return 0, 0, err
		}
		out.Close()
		defer os.Remove(out.Name())
		cmd := exec.Command(bin, "--rounds", fmt.Sprint(rounds), "--mintime", "0", "--ops", op, "--json", out.Name(), file)
		if msg, err := cmd.CombinedOutput(); err != nil {
			return 0, 0, fmt.Errorf("%s: %v\n%s", bin, err, msg)
		}
		raw, err := os.ReadFile(out.Name())
		if err != nil {
			return 0, 0, err
		}
		var res []struct {
			Op    string `json:"op"`
			Lines int    `json:"lines"`
		}
		if err := json.Unmarshal(raw, &res); err != nil || len(res) == 0 || res[0].Op != op {
			return 0, 0, fmt.Errorf("%s: no %s row (%v)", bin, op, err)
		}
		return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), res[0].Lines, nil
	}
	key := op + " " + file
	extra := adaPasses[key]
	if extra == 0 {
		extra = 1
	}
	for {
		base, _, err := run(1)
		if err != nil {
			return 0, err
		}
		more, lines, err := run(1 + extra)
		if err != nil {
			return 0, err
		}
		if d := more - base; d >= min || extra >= 1<<16 {
			adaPasses[key] = extra
			return float64(d.Nanoseconds()) / float64(extra*lines), nil
		}
		extra *= 2
	}
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if n := len(s); n%2 == 1 {
		return s[n/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
