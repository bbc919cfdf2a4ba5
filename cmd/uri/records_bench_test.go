package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// uri parse over lines longer than the line reader's buffer (64 KiB), which
// are gathered in pieces and joined (records.go's lineReader): 16 URIs of
// 256 KiB each, as text and as JSON input.
//
//	go test ./cmd/uri -run '^$' -bench 'LongLines' -benchmem
func BenchmarkLongLines(b *testing.B) {
	line := "http://a.example/" + strings.Repeat("p/", 128<<10)
	text := strings.Repeat(line+"\n", 16)
	json := strings.Repeat(`"`+line+`"`+"\n", 16)
	for _, c := range []struct {
		name string
		in   string
		args []string
	}{
		{"text", text, []string{"parse", "--format", "{host}"}},
		{"json-input", json, []string{"parse", "--json-input", "--format", "{host}"}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.in)))
			b.ReportAllocs()
			var out bytes.Buffer
			for b.Loop() {
				out.Reset()
				if status := execute(c.args, strings.NewReader(c.in), &out, io.Discard); status != 0 {
					b.Fatalf("status %d", status)
				}
			}
			if got := strings.Count(out.String(), "a.example\n"); got != 16 {
				b.Fatalf("%d records, want 16", got)
			}
		})
	}
}
