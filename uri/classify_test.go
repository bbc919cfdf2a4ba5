package uri

import (
	"math/rand/v2"
	"testing"
)

// classifyByBytes is the definition: one byte at a time.
func classifyByBytes(b *block) (m blockMasks) {
	for i, c := range b {
		bit := uint64(1) << i
		switch c {
		case '&':
			m.amp |= bit
		case '=':
			m.eq |= bit
		case '%':
			m.pct |= bit
		case '+':
			m.plus |= bit
		}
	}
	return m
}

// classify64 (SSE2 on amd64), classifyGeneric and, where this processor has
// AVX-512, classifyFast agree with the definition on every byte value at
// every position, with the four class bytes and their neighbours (the
// borrow of a word-at-a-time test would mark the byte above an equal one)
// around it, and on random blocks.
func TestClassify(t *testing.T) {
	check := func(b *block) {
		t.Helper()
		want := classifyByBytes(b)
		if got := classify64(b); got != want {
			t.Fatalf("classify64(%q) = %+v, want %+v", b[:], got, want)
		}
		if got := classifyGeneric(b); got != want {
			t.Fatalf("classifyGeneric(%q) = %+v, want %+v", b[:], got, want)
		}
		if got, ok := classifyFast(string(b[:])); ok && got != want {
			t.Fatalf("classifyFast(%q) = %+v, want %+v", b[:], got, want)
		}
	}
	var b block
	for pos := range 64 {
		for c := range 256 {
			b = block{}
			b[pos] = byte(c)
			check(&b)
			for i := range b {
				b[i] = "&=%+'>&,"[(i+c)%8]
			}
			b[pos] = byte(c)
			check(&b)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		for i := range b {
			b[i] = "&=%+abc\x00\x80\xff'<&,*$"[r.IntN(16)]
		}
		check(&b)
	}
}

// classifyFast reads a string shorter than a block as if padded with zeros,
// whatever bytes follow it in memory.
func TestClassifyShort(t *testing.T) {
	if !avx512 {
		t.Skip("classifyFast is used only with AVX-512")
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 10000 {
		var b block
		for i := range b {
			b[i] = "&=%+abc"[r.IntN(7)]
		}
		s := string(b[:])
		for n := 1; n <= 64; n++ {
			var padded block
			copy(padded[:], s[:n])
			if got, _ := classifyFast(s[:n]); got != classifyByBytes(&padded) {
				t.Fatalf("classifyFast(%q) = %+v, want %+v", s[:n], got, classifyByBytes(&padded))
			}
		}
	}
}

var classifySink blockMasks

// One block of a query, in cache, with the SSE2 classifier (on amd64) and
// the one in Go:
//
//	go test ./uri -run '^$' -bench Classify -cpu 1
func BenchmarkClassify(b *testing.B) {
	var blk block
	copy(blk[:], "q=caf%C3%A9+au+lait&lang=en&page=2&flag&x=%E3%81%82&y=a+b&z=1")
	b.Run("classify64", func(b *testing.B) {
		for b.Loop() {
			classifySink = classify64(&blk)
		}
	})
	if avx512 {
		b.Run("avx512", func(b *testing.B) {
			s := string(blk[:])
			for b.Loop() {
				classifySink, _ = classifyFast(s)
			}
		})
	}
	b.Run("generic", func(b *testing.B) {
		for b.Loop() {
			classifySink = classifyGeneric(&blk)
		}
	})
}
