//go:build !mutation

package uts46

import (
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Hostile input: the shapes that make IDNA slow or hungry (huge labels,
// many labels, long Punycode, runs of marks and joiners, expanding
// mappings, invalid UTF-8), given to every entry point at three sizes. The
// test asserts the bytes allocated per input byte, which must stay below a
// constant at every size (512: U+FDFA maps to 18 code points, which
// Punycode encodes with 8-byte sort keys); an operation quadratic in time
// would not finish at 1 MiB. BenchmarkHostile measures time per byte at
// 64 KiB and 10 MiB:
//
//	go test ./internal/uts46 -run '^$' -bench Hostile -benchtime 3x
//
// The tag "mutation" leaves this file out, for mutation testing, where the
// suite runs once per mutant:
//
//	gremlins unleash --tags mutation ./internal/uts46

var hostileSizes = []int{16 << 10, 128 << 10, 1 << 20}

type hostileFamily struct {
	name  string
	build func(n int) string
}

// rep repeats unit to fill about n bytes after prefix, then adds suffix.
func rep(prefix, unit, suffix string) func(n int) string {
	return func(n int) string {
		return prefix + strings.Repeat(unit, max(1, (n-len(prefix)-len(suffix))/len(unit))) + suffix
	}
}

var hostileFamilies = []hostileFamily{
	{"ascii-label", rep("", "a", ".com")},
	{"ascii-upper", rep("", "A", ".com")},
	{"ascii-labels", rep("", "a.", "com")},
	{"dots", rep("", ".", "")},
	{"xn-ascii", rep("xn--", "a", "")},
	{"xn-digits", rep("xn--", "9", "")},
	{"xn-upper", rep("XN--", "B", ".é")},
	{"latin-label", rep("", "é", ".com")},
	{"latin-labels", rep("", "é.", "com")},
	{"cjk-distinct", func(n int) string {
		var b strings.Builder
		for r := rune(0x4E00); b.Len() < n; r++ {
			b.WriteRune(r)
		}
		return b.String()
	}},
	{"punycode-long", func(n int) string {
		var rs []rune
		for r := rune(0x4E00); len(rs)*3 < n/2; r++ {
			rs = append(rs, r, 'a')
		}
		b, _ := punycodeEncode([]byte("xn--"), rs)
		return string(b)
	}},
	{"marks", rep("a", "\u0301\u0316\u0334", "")},
	{"marks-leading", rep("", "\u0301", "")},
	{"zwnj", rep("", "\u0628\u200c", "")},
	{"zwnj-transparent", rep("\u0628", "\u064b", "\u200c\u0628")},
	{"zwj", rep("", "a\u200d", "")},
	{"rtl", rep("1.", "\u05d0", "")},
	{"expanding", rep("", "\ufdfa", "")},
	{"ignored", rep("", "\u00ad", "")},
	{"disallowed", rep("", "\u0080", "")},
	{"invalid-utf8", rep("", "\xff", "")},
	{"hangul", rep("", "\u1100\u1161\u11a8", "")},
	{"fullstops", rep("", "\u3002", "")},
}

var hostileOps = []struct {
	name string
	f    func(string)
}{
	{"ToASCII", func(s string) { ToASCII(s, URLOptions(false)) }},
	{"ToASCII-strict", func(s string) { ToASCII(s, URLOptions(true)) }},
	{"ToASCII-transitional", func(s string) { ToASCII(s, Options{Transitional: true, IgnoreInvalidPunycode: true}) }},
	{"ToUnicode", func(s string) { ToUnicode(s, URLOptions(false)) }},
	{"DomainToASCII", func(s string) { DomainToASCII(s, false) }},
}

func TestHostile(t *testing.T) {
	sizes := hostileSizes
	if testing.Short() {
		sizes = sizes[:2]
	}
	for _, fam := range hostileFamilies {
		for _, n := range sizes {
			in := fam.build(n)
			for _, op := range hostileOps {
				var m0, m1 runtime.MemStats
				runtime.ReadMemStats(&m0)
				op.f(in)
				runtime.ReadMemStats(&m1)
				if per := float64(m1.TotalAlloc-m0.TotalAlloc) / float64(len(in)); per > 512 {
					t.Errorf("%s(%s, %d bytes): %.0f bytes allocated per input byte", op.name, fam.name, len(in), per)
				}
			}
		}
	}
}

func BenchmarkHostile(b *testing.B) {
	for _, fam := range hostileFamilies {
		for _, n := range []int{64 << 10, 10 << 20} {
			in := fam.build(n)
			for _, op := range hostileOps {
				b.Run(fam.name+"/"+op.name+"/"+sizeName(n), func(b *testing.B) {
					b.SetBytes(int64(len(in)))
					for b.Loop() {
						op.f(in)
					}
				})
			}
		}
	}
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return itoa(n>>20) + "MiB"
	}
	return itoa(n>>10) + "KiB"
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// BenchmarkHostileCPU reports the CPU time (getrusage, user and system)
// per input byte of ToASCII on each hostile shape at 1 MiB and 8 MiB, a
// measure of growth that the load of a shared machine does not blur:
//
//	go test ./internal/uts46 -run '^$' -bench HostileCPU -benchtime 1x
func BenchmarkHostileCPU(b *testing.B) {
	for _, fam := range hostileFamilies {
		for _, n := range []int{1 << 20, 8 << 20} {
			in := fam.build(n)
			b.Run(fam.name+"/"+sizeName(n), func(b *testing.B) {
				runtime.GC()
				c0 := cpuTime()
				for b.Loop() {
					ToASCII(in, URLOptions(false))
				}
				b.ReportMetric(float64(cpuTime()-c0)/float64(b.N)/float64(len(in)), "cpu-ns/B")
			})
		}
	}
}

// cpuTime returns the CPU time this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
