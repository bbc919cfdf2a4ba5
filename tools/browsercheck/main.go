// Command browsercheck repairs the lines of URL lists that RFC 3986
// rejects and writes, for each, a JSON line that compare.mjs checks against
// a WHATWG URL parser (Node's URL). See README.md.
//
//	go run ./tools/browsercheck [-dir DIR] | node tools/browsercheck/compare.mjs
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/urikit/urikit/repair"
	"github.com/urikit/urikit/uri"
)

// line is one rejected input and what Repair made of it.
type line struct {
	File   string   `json:"file"`
	Line   int      `json:"line"`
	Input  string   `json:"input"`
	OK     bool     `json:"ok"`
	Result *string  `json:"result"`
	Kinds  []string `json:"kinds,omitempty"`
	Error  string   `json:"error,omitempty"`
}

func main() {
	dir := flag.String("dir", "/work/shared/data/urls", "directory of URL lists (*.txt, one URL a line)")
	flag.Parse()
	files, err := filepath.Glob(filepath.Join(*dir, "*.txt"))
	if err != nil || len(files) == 0 {
		fmt.Fprintf(os.Stderr, "browsercheck: no *.txt in %s\n", *dir)
		os.Exit(2)
	}
	sort.Strings(files)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	for _, f := range files {
		if err := check(f, enc); err != nil {
			fmt.Fprintln(os.Stderr, "browsercheck:", err)
			os.Exit(2)
		}
	}
}

// check writes a line for each line of file f that uri.ParseReference
// rejects.
func check(f string, enc *json.Encoder) error {
	fh, err := os.Open(f)
	if err != nil {
		return err
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	n := 0
	for sc.Scan() {
		n++
		s := sc.Text()
		if _, err := uri.ParseReference(s); err == nil {
			continue
		}
		l := line{File: filepath.Base(f), Line: n, Input: s}
		r, changes, err := repair.Repair(s)
		if err != nil {
			l.Error = err.Error()
		} else {
			l.OK, l.Result = true, &r
			seen := map[repair.Kind]bool{}
			for _, c := range changes {
				if !seen[c.Kind] {
					seen[c.Kind] = true
					l.Kinds = append(l.Kinds, string(c.Kind))
				}
			}
		}
		if err := enc.Encode(l); err != nil {
			return err
		}
	}
	return sc.Err()
}
