package main

import (
	"encoding/json"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/clirecord"
)

// Bounded output and linear cost on hostile lines (issue #36 point 7),
// asserted as bytes allocated and written per input byte at two sizes,
// never as time.

// costPerByte runs uri with args over one line and returns the bytes it
// allocated and wrote per byte of the line, and its exit status.
func costPerByte(args []string, line string) (alloc, out float64, status int) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var w countWriter
	status = execute(args, strings.NewReader(line+"\n"), &w, io.Discard)
	runtime.ReadMemStats(&after)
	n := float64(len(line))
	return float64(after.TotalAlloc-before.TotalAlloc) / n, float64(w) / n, status
}

type countWriter int

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }

// uri parse --whatwg --json on a line of "{" (a validation error per
// byte) lists 1,000 errors and counts the rest; bytes written and
// allocated per input byte stay the same at 1 and 4 MiB. (Before: every
// error listed, 878 MB written for 16 MiB.)
func TestWHATWGValidationErrorsBounded(t *testing.T) {
	r := runUri(t, "http://a/"+strings.Repeat("{", 3000)+"\n", "parse", "--whatwg", "--json")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 1 {
		t.Fatalf("%d records", len(recs))
	}
	listed, _ := recs[0]["validation_errors"].([]any)
	omitted, _ := recs[0]["validation_errors_omitted"].(json.Number).Int64()
	if len(listed) != clirecord.MaxListed || omitted != 2000 {
		t.Errorf("%d validation errors listed, %d omitted; want 1000 and 2000", len(listed), omitted)
	}
	// Under the cap, no count.
	r = runUri(t, "http://a/{{\n", "parse", "--whatwg", "--json")
	if strings.Contains(r.stdout, "omitted") {
		t.Errorf("two errors: %s", r.stdout)
	}
	r = runUri(t, "http://a/"+strings.Repeat("{", 3000)+"\n", "parse", "--whatwg")
	if !strings.Contains(r.stdout, "validation and 2000 more, not listed\n") || strings.Count(r.stdout, "\n") > 1100 {
		t.Errorf("text output: %d lines, no count of the rest", strings.Count(r.stdout, "\n"))
	}
	if testing.Short() {
		return
	}
	var outs, allocs [2]float64
	for i, n := range []int{1 << 20, 4 << 20} {
		a, o, status := costPerByte([]string{"parse", "--whatwg", "--json"}, "http://a/"+strings.Repeat("{", n))
		if status != exitOK {
			t.Fatalf("status %d", status)
		}
		allocs[i], outs[i] = a, o
	}
	t.Logf("parse --whatwg --json on \"{\"s: %.1f, %.1f bytes written and %.1f, %.1f allocated per input byte", outs[0], outs[1], allocs[0], allocs[1])
	// Written: input, href and pathname (each "{" as %7B): about 7 bytes.
	// Allocated: mostly the parser's list of every validation error (16
	// bytes each, grown by doubling), which package whatwg keeps whole.
	if outs[1] > 8 || outs[1] > outs[0]*1.1 || allocs[1] > allocs[0]*1.3 || allocs[1] > 150 {
		t.Errorf("not bounded: %.1f then %.1f bytes written, %.1f then %.1f allocated per input byte", outs[0], outs[1], allocs[0], allocs[1])
	}
}

// uri template match is linear in time and memory at every size: the
// same bytes allocated per input byte at 1 and 8 MiB, across what was a
// switch from a bitset to a hash set (12 times the time and 50 times the
// memory between 4 and 8 MiB), and the same answer.
func TestTemplateMatchLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("8 MiB lines: run without -short")
	}
	var allocs [2]float64
	for i, n := range []int{1 << 20, 8 << 20} {
		line := "/a/" + strings.Repeat("x", n) + "?q=1"
		a, o, status := costPerByte([]string{"template", "match", "--json", "{+x}{?q}"}, line)
		if status != exitOK || o < 2 {
			t.Fatalf("%d bytes: status %d, %.1f bytes out per byte", n, status, o)
		}
		allocs[i] = a
	}
	t.Logf("template match: %.1f and %.1f bytes allocated per input byte", allocs[0], allocs[1])
	if allocs[1] > allocs[0]*1.3 || allocs[1] > 24 {
		t.Errorf("template match: %.1f then %.1f bytes allocated per input byte: not linear", allocs[0], allocs[1])
	}
}
