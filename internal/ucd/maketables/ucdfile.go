package main

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"io"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// version is the Unicode version the command reads.
const version = "17.0.0"

// open returns the contents of a UCD file, name or name.bz2 (as Debian
// ships the larger ones).
func open(dir, name string) []byte {
	b, err := os.ReadFile(filepath.Join(dir, name))
	if os.IsNotExist(err) {
		var f *os.File
		if f, err = os.Open(filepath.Join(dir, name+".bz2")); err == nil {
			b, err = io.ReadAll(bzip2.NewReader(f))
			f.Close()
		}
	}
	if err != nil {
		log.Fatal(err)
	}
	return b
}

// checkHeader checks that a UCD file's first line names the file with
// the version, as in "# DerivedAge-17.0.0.txt".
func checkHeader(name string, b []byte) {
	base := strings.TrimSuffix(filepath.Base(name), ".txt")
	want := "# " + base + "-" + version + ".txt"
	first, _, _ := bytes.Cut(b, []byte("\n"))
	if strings.TrimSpace(string(first)) != want {
		log.Fatalf("%s: first line %q, want %q", name, first, want)
	}
}

// each calls f with each data line of a UCD file in the format of UAX #44
// §4.2: a code point or a range lo..hi, then fields separated by ";",
// comments after "#". Lines "# @missing: lo..hi; value" (UAX #44 §4.2.10)
// go to missing, when it is not nil, before the data lines they precede.
func each(name string, b []byte, missing, f func(lo, hi rune, fields []string)) {
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if m, ok := strings.CutPrefix(line, "# @missing:"); ok {
			if missing != nil {
				lo, hi, fields := parseLine(name, n, m)
				missing(lo, hi, fields)
			}
			continue
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		lo, hi, fields := parseLine(name, n, line)
		f(lo, hi, fields)
	}
	if err := sc.Err(); err != nil {
		log.Fatalf("%s: %v", name, err)
	}
}

func parseLine(name string, n int, line string) (lo, hi rune, fields []string) {
	fields = strings.Split(line, ";")
	for i := range fields {
		fields[i] = strings.TrimSpace(fields[i])
	}
	a, b, isRange := strings.Cut(fields[0], "..")
	lo = hexRune(name, n, a)
	hi = lo
	if isRange {
		hi = hexRune(name, n, b)
	}
	if hi < lo {
		log.Fatalf("%s:%d: range %s", name, n, fields[0])
	}
	return lo, hi, fields[1:]
}

func hexRune(name string, n int, s string) rune {
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil || v > maxRune {
		log.Fatalf("%s:%d: bad code point %q", name, n, s)
	}
	return rune(v)
}

// hexSeq reads a space-separated sequence of hex code points.
func hexSeq(name string, n int, s string) []rune {
	var rs []rune
	for _, f := range strings.Fields(s) {
		rs = append(rs, hexRune(name, n, f))
	}
	return rs
}
