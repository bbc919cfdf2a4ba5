package main

import (
	"strings"
	"testing"
	"testing/iotest"
)

// The line reader gives the same lines as bytes (next, for JSON input) and
// as strings (nextText, for text input), whether a line fits in its 64 KiB
// buffer or is gathered in pieces, with one trailing "\r" removed, and a
// line past the limit cut to its first tooLongEcho bytes.
func TestLineReader(t *testing.T) {
	long := strings.Repeat("a", 200<<10) // gathered in four pieces
	exact := strings.Repeat("b", 64<<10) // the buffer's size, "\n" not in it
	over := strings.Repeat("c", 300<<10)
	type line struct {
		text    string
		tooLong bool
	}
	in := "short\n" + "\n" + "cr\r\n" + "two\r\r\n" + long + "\r\n" + exact + "\n" + long + "\n" +
		over + "\n" + "last, no line end"
	want := []line{
		{"short", false}, {"", false}, {"cr", false}, {"two\r", false}, {long, false},
		{exact, false}, {long, false}, {over[:tooLongEcho], true}, {"last, no line end", false},
	}
	const max = 250 << 10
	for _, name := range []string{"whole", "one byte"} {
		r := func() *lineReader {
			if name == "one byte" {
				return newLineReader(iotest.OneByteReader(strings.NewReader(in)), max)
			}
			return newLineReader(strings.NewReader(in), max)
		}
		bytesReader, textReader := r(), r()
		for i, w := range want {
			b, tooLong, ok, err := bytesReader.next()
			if string(b) != w.text || tooLong != w.tooLong || !ok || err != nil {
				t.Errorf("%s: next, line %d: %d bytes %.10q, tooLong %v, ok %v, %v; want %d bytes, tooLong %v",
					name, i+1, len(b), b, tooLong, ok, err, len(w.text), w.tooLong)
			}
			s, tooLong, ok, err := textReader.nextText()
			if s != w.text || tooLong != w.tooLong || !ok || err != nil {
				t.Errorf("%s: nextText, line %d: %d bytes %.10q, tooLong %v, ok %v, %v; want %d bytes, tooLong %v",
					name, i+1, len(s), s, tooLong, ok, err, len(w.text), w.tooLong)
			}
		}
		if _, _, ok, err := bytesReader.next(); ok || err != nil {
			t.Errorf("%s: next past the end: ok %v, %v", name, ok, err)
		}
		if _, _, ok, err := textReader.nextText(); ok || err != nil {
			t.Errorf("%s: nextText past the end: ok %v, %v", name, ok, err)
		}
	}
}

// A long line read as text costs one string of its length beyond the pieces
// it is gathered in, and no other copy.
func TestLineReaderTextAllocs(t *testing.T) {
	in := strings.Repeat("a", 200<<10) + "\n"
	r := strings.NewReader(in)
	lr := newLineReader(r, 0)
	allocs := testing.AllocsPerRun(10, func() {
		r.Reset(in)
		lr.r.Reset(r)
		if s, _, ok, _ := lr.nextText(); !ok || len(s) != 200<<10 {
			t.Fatalf("got %d bytes, ok %v", len(s), ok)
		}
	})
	// three cloned pieces of 64 KiB and the string; the pieces' slice is reused
	if allocs > 4 {
		t.Errorf("%v allocations for a 200 KiB line, want at most 4", allocs)
	}
}
