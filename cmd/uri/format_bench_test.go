package main

import (
	"bytes"
	"io"
	"os"
	"testing"
)

// uri parse over 1,000,000 lines of real URLs (testdata/bench's sample,
// repeated), with --format '{host}' and with --json in the same run:
//
//	go test ./cmd/uri -run '^$' -bench 'ParseMillion' -benchmem -cpu 1 -benchtime 3x
//
// Each op is one whole run of the command over the million lines, output
// discarded.

var millionLines []byte

func loadMillion(b *testing.B) []byte {
	b.Helper()
	if millionLines != nil {
		return millionLines
	}
	sample, err := os.ReadFile("../../testdata/bench/iscx_benign_sample.txt")
	if err != nil {
		b.Fatal(err)
	}
	n := bytes.Count(sample, []byte("\n"))
	var buf bytes.Buffer
	for lines := 0; lines < 1_000_000; lines += n {
		buf.Write(sample)
	}
	all := buf.Bytes()
	// Cut at exactly the millionth line.
	i, count := 0, 0
	for ; count < 1_000_000; i++ {
		if all[i] == '\n' {
			count++
		}
	}
	millionLines = all[:i]
	return millionLines
}

func benchParseMillion(b *testing.B, args ...string) {
	in := loadMillion(b)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		execute(args, bytes.NewReader(in), io.Discard, io.Discard)
	}
}

func BenchmarkParseMillionFormat(b *testing.B) { benchParseMillion(b, "parse", "--format", "{host}") }
func BenchmarkParseMillionJSON(b *testing.B)   { benchParseMillion(b, "parse", "--json") }
