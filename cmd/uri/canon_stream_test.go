package main

import (
	"bufio"
	"io"
	"os"
	"runtime"
	"testing"
)

// uri canon --profile surt streams: over 32 MB of input lines (the
// committed crawl sample, again and again) the live heap stays within a
// bound that does not grow with the input, and every line gives one output line.
// (A 1 GB file's resident peak is in docs/BENCHMARKS.md.)
func TestCanonStreams(t *testing.T) {
	f, err := os.Open("../../testdata/bench/iscx_benign_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	var sample []byte
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sample = append(sample, sc.Bytes()...)
		sample = append(sample, '\n')
	}
	f.Close()
	size := 32 << 20
	if testing.Short() {
		size = 8 << 20
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc
	r := &repeatReader{sample: sample, left: size, every: 4 << 20}
	var out lineCounter
	status := execute([]string{"canon", "--profile", "surt"}, r, &out, os.Stderr)
	if status != exitOK {
		t.Fatalf("status %d", status)
	}
	if int(out) != r.lines {
		t.Errorf("%d output lines for %d input lines", out, r.lines)
	}
	grown := int64(r.peak) - int64(base)
	t.Logf("%d bytes, %d lines: the live heap grew by at most %d bytes", size, r.lines, grown)
	if grown > 8<<20 {
		t.Errorf("the heap grew by %d bytes over %d bytes of input: not streaming", grown, size)
	}
}

// repeatReader gives sample again and again, left bytes in all (whole
// lines), noting the live heap's peak every `every` bytes read (after a
// collection: what the program holds, not the garbage it has made, which
// depends on the rest of the process).
type repeatReader struct {
	sample      []byte
	off         int
	left, every int
	since       int
	lines       int
	peak        uint64
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.left <= 0 && r.off == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.sample[r.off:])
	for _, c := range p[:n] {
		if c == '\n' {
			r.lines++
		}
	}
	r.off += n
	r.left -= n
	if r.off == len(r.sample) {
		r.off = 0
	}
	if r.since += n; r.since >= r.every {
		r.since = 0
		var ms runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms)
		r.peak = max(r.peak, ms.HeapAlloc)
	}
	return n, nil
}

type lineCounter int

func (c *lineCounter) Write(p []byte) (int, error) {
	for _, b := range p {
		if b == '\n' {
			*c++
		}
	}
	return len(p), nil
}
