package urn_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	gourn "github.com/leodido/go-urn"

	"github.com/urikit/urikit/urn"
)

// Benchmarks against github.com/leodido/go-urn, the other Go URN parser, on
// the committed corpus testdata/bench/urns.txt (12,000 URNs; see
// corpus_test.go), in the same run:
//
//	go test ./urn -run '^$' -bench . -benchmem -cpu 1
//
// One op is one pass over the whole corpus. go-urn parses in RFC 8141 mode
// from []byte (prepared beforehand, so the conversion is not counted).
// Equal compares each URN with a differently written equivalent one
// ("URN:" prefix, NID in upper case, hex digits in the other case), both
// parsed beforehand.

func benchCorpus(b *testing.B) []string {
	data, err := os.ReadFile("../testdata/bench/urns.txt")
	if err != nil {
		b.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// variant writes s differently but equivalently (RFC 8141 §3.1).
func variant(s string) string {
	u, _ := urn.Parse(s)
	nss := []byte(u.NSS())
	for i := 0; i < len(nss); i++ {
		if nss[i] == '%' {
			for j := i + 1; j <= i+2; j++ {
				switch c := nss[j]; {
				case 'a' <= c && c <= 'f':
					nss[j] = c - 'a' + 'A'
				case 'A' <= c && c <= 'F':
					nss[j] = c - 'A' + 'a'
				}
			}
			i += 2
		}
	}
	return "URN:" + strings.ToUpper(u.NID()) + ":" + string(nss) + s[len(u.AssignedName()):]
}

func totalLen(lines []string) int64 {
	n := 0
	for _, s := range lines {
		n += len(s)
	}
	return int64(n)
}

func BenchmarkParse(b *testing.B) {
	lines := benchCorpus(b)
	raw := make([][]byte, len(lines))
	for i, s := range lines {
		raw[i] = []byte(s)
	}
	b.Run("urikit", func(b *testing.B) {
		b.SetBytes(totalLen(lines))
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range lines {
				if _, err := urn.Parse(s); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("go-urn", func(b *testing.B) {
		b.SetBytes(totalLen(lines))
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range raw {
				if _, ok := gourn.Parse(s, gourn.WithParsingMode(gourn.RFC8141Only)); !ok {
					b.Fatalf("go-urn rejects %q", s)
				}
			}
		}
	})
}

func BenchmarkEqual(b *testing.B) {
	lines := benchCorpus(b)
	ours := make([][2]urn.URN, len(lines))
	theirs := make([][2]*gourn.URN, len(lines))
	for i, s := range lines {
		v := variant(s)
		ours[i][0], _ = urn.Parse(s)
		ours[i][1], _ = urn.Parse(v)
		theirs[i][0], _ = gourn.Parse([]byte(s), gourn.WithParsingMode(gourn.RFC8141Only))
		theirs[i][1], _ = gourn.Parse([]byte(v), gourn.WithParsingMode(gourn.RFC8141Only))
		if !urn.Equal(ours[i][0], ours[i][1]) || theirs[i][1] == nil || !theirs[i][0].Equal(theirs[i][1]) {
			b.Fatalf("%q and %q are not equal", s, v)
		}
	}
	b.Run("urikit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range ours {
				if !urn.Equal(p[0], p[1]) {
					b.Fatal("not equal")
				}
			}
		}
	})
	b.Run("go-urn", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range theirs {
				if !p[0].Equal(p[1]) {
					b.Fatal("not equal")
				}
			}
		}
	})
}

// BenchmarkHostile parses long adversarial inputs at two sizes; MB/s stays
// the same from 1 KiB to 1 MiB, so the cost is linear.
func BenchmarkHostile(b *testing.B) {
	for _, size := range []int{1 << 10, 1 << 20} {
		for _, c := range []struct {
			name string
			d    urn.Dialect
			in   string
		}{
			{"rq-delims", urn.RFC8141, "urn:ex:a?+r" + strings.Repeat("?+", size/2)},
			{"triplets", urn.RFC8141, "urn:ex:" + strings.Repeat("%c3%a9", size/6)},
			{"directives", urn.Draft, "urn:ex:a?" + strings.Repeat("x=1&", size/4) + "s=I2L"},
		} {
			b.Run(c.name+"/"+strconv.Itoa(size), func(b *testing.B) {
				b.SetBytes(int64(len(c.in)))
				for b.Loop() {
					u, err := c.d.Parse(c.in)
					if err != nil {
						b.Fatal(err)
					}
					_ = u.Normalize()
				}
			})
		}
	}
}
