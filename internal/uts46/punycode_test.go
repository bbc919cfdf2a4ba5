package uts46

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/ascii"
	xidna "golang.org/x/net/idna"
)

// The sample strings of RFC 3492 §7.1 that are valid as such (the
// others have upper case in their basic part).
var rfc3492Samples = []struct{ name, unicode, puny string }{
	{"(A) Arabic (Egyptian)", "\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F", "egbpdaj6bu4bxfgehfvwxn"},
	{"(B) Chinese (simplified)", "\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587", "ihqwcrb4cv8a8dqg056pqjye"},
	{"(C) Chinese (traditional)", "\u4ED6\u5011\u7232\u4EC0\u9EBD\u4E0D\u8AAA\u4E2D\u6587", "ihqwctvzc91f659drss3x8bo0yb"},
	{"(L) 3<nen>B<gumi><kinpachi><sensei>", "3\u5E74B\u7D44\u91D1\u516B\u5148\u751F", "3B-ww4c5e180e575a65lsy2b"},
	{"(P) Maji<de>Koi<suru>5<byou><mae>", "Maji\u3067Koi\u3059\u308B5\u79D2\u524D", "MajiKoi5-783gue6qz075azm5e"},
	{"(S) -> $1.00 <-", "-> $1.00 <-", "-> $1.00 <--"},
}

func TestPunycodeRFC3492(t *testing.T) {
	for _, s := range rfc3492Samples {
		got, ok := punycodeEncode(nil, []rune(s.unicode))
		if !ok || string(got) != s.puny {
			t.Errorf("%s: encode = %q, %v; want %q", s.name, got, ok, s.puny)
		}
		dec, ok := PunycodeDecode(s.puny)
		if !ok || string(dec) != s.unicode {
			t.Errorf("%s: decode = %q, %v; want %q", s.name, string(dec), ok, s.unicode)
		}
		// Decoding reads digits in either case (RFC 3492 §5).
		if dec, ok := PunycodeDecode(strings.ToUpper(s.puny)); !ok || !strings.EqualFold(string(dec), s.unicode) {
			t.Errorf("%s: decode of upper case = %q, %v", s.name, string(dec), ok)
		}
	}
}

func TestPunycodeDecodeFailures(t *testing.T) {
	for _, tc := range []struct{ in, why string }{
		{"-", "a lone delimiter leaves '-' as a digit"},
		{"a=", "'=' is not a digit"},
		{"ls8h=", "'=' is not a digit (the toascii.json case xn--ls8h=)"},
		{"zz", "the last digit does not end the integer"},
		{"9999999999a", "the integer overflows 31 bits"},
		{"é-a", "a non-basic code point before the delimiter"},
		{"99999999", "a code point past U+10FFFF"},
	} {
		if got, ok := PunycodeDecode(tc.in); ok {
			t.Errorf("PunycodeDecode(%q) = %q; want failure: %s", tc.in, string(got), tc.why)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"a-", "a"},
		{"a", "\u0080"},
		{"zca", "ß"},
	} {
		if got, ok := PunycodeDecode(tc.in); !ok || string(got) != tc.want {
			t.Errorf("PunycodeDecode(%q) = %+q, %v; want %+q", tc.in, string(got), ok, tc.want)
		}
	}
}

func TestPunycodeSurrogate(t *testing.T) {
	// "xn--" + the encoding of U+D800 as RFC 3492 would write it.
	enc := encodeAnyRunes([]rune{0xD800})
	if got, ok := PunycodeDecode(enc); ok {
		t.Errorf("PunycodeDecode(%q) = %+q; want failure for a surrogate", enc, string(got))
	}
}

// encodeAnyRunes encodes code points that punycodeEncode's callers never
// pass (surrogates), through the same algorithm.
func encodeAnyRunes(rs []rune) string {
	b, _ := punycodeEncode(nil, rs)
	return string(b)
}

func TestPunycodeOverflow(t *testing.T) {
	// 2,000 copies of U+10FFFF after 2,000 ASCII letters: delta passes 2^31.
	label := []rune(strings.Repeat("a", 2000) + strings.Repeat("\U0010FFFF", 2000))
	if _, ok := punycodeEncode(nil, label); ok {
		t.Error("punycodeEncode of a 4,000 code point label with U+10FFFF: want overflow")
	}
}

// TestPunycodeAgainstXNet compares both directions with the Punycode of
// golang.org/x/net/idna (its Punycode profile encodes each label as it is)
// on random labels, and checks the round trip.
func TestPunycodeAgainstXNet(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []rune("abz09-\u00e9\u00df\u0444\u4e2d\u05d0\u0627\U0001F600\u0300\uFFFD")
	for i := 0; i < 5000; i++ {
		n := 1 + rng.IntN(40)
		rs := make([]rune, n)
		for j := range rs {
			if rng.IntN(4) == 0 {
				rs[j] = rune(0x80 + rng.IntN(0x10FFFF-0x80))
				if 0xD800 <= rs[j] && rs[j] <= 0xDFFF {
					rs[j] = 'x'
				}
			} else {
				rs[j] = alphabet[rng.IntN(len(alphabet))]
			}
		}
		if ascii.IsASCII(string(rs)) || strings.Contains(string(rs), ".") {
			continue
		}
		got, ok := punycodeEncode(nil, rs)
		want, err := xidna.Punycode.ToASCII(string(rs))
		if !ok || err != nil || "xn--"+string(got) != want {
			t.Fatalf("punycodeEncode(%+q) = %q, %v; x/net/idna: %q, %v", string(rs), got, ok, want, err)
		}
		dec, ok := PunycodeDecode(string(got))
		if !ok || string(dec) != string(rs) {
			t.Fatalf("PunycodeDecode(%q) = %+q, %v; want %+q", got, string(dec), ok, string(rs))
		}
	}
}

func TestSortKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 256, 257, 5000} {
		keys := make([]uint64, n)
		for p := range keys {
			keys[p] = uint64(rng.IntN(0x110000))<<32 | uint64(p)
		}
		want := slices.Clone(keys)
		slices.Sort(want)
		sortKeys(keys)
		if !slices.Equal(keys, want) {
			t.Errorf("sortKeys of %d keys differs from slices.Sort", n)
		}
	}
}

// refDecode is RFC 3492 §6.2 written plainly, with int64 arithmetic and
// "fail on overflow" as a check that the value stays below 2^31 after each
// step: an oracle for the boundary checks of PunycodeDecode.
func refDecode(s string) ([]rune, bool) {
	var out []rune
	if b := strings.LastIndexByte(s, '-'); b > 0 {
		for _, c := range []byte(s[:b]) {
			if c >= 0x80 {
				return nil, false
			}
			out = append(out, rune(c))
		}
		s = s[b+1:]
	}
	const limit = 1<<31 - 1
	n, i, bias := int64(128), int64(0), 72
	for p := 0; p < len(s); {
		oldi, w := i, int64(1)
		for k := 36; ; k += 36 {
			if p == len(s) {
				return nil, false
			}
			d := int64(digitValue(s[p]))
			p++
			if d < 0 {
				return nil, false
			}
			if i += d * w; i > limit {
				return nil, false
			}
			t := int64(min(max(k-bias, 1), 26))
			if d < t {
				break
			}
			if w *= 36 - t; w > limit {
				return nil, false
			}
		}
		bias = adapt(int(i-oldi), len(out)+1, oldi == 0)
		n += i / int64(len(out)+1)
		i %= int64(len(out) + 1)
		if n > 0x10FFFF || 0xD800 <= n && n <= 0xDFFF {
			return nil, false
		}
		out = append(out[:i], append([]rune{rune(n)}, out[i:]...)...)
		i++
	}
	return out, true
}

// refEncode is RFC 3492 §6.3 written plainly (a scan of the whole label for
// each code point), with the same overflow checks: an oracle for
// punycodeEncode.
func refEncode(label []rune) (string, bool) {
	const limit = 1<<31 - 1
	var out []byte
	h := 0
	for _, r := range label {
		if r < 0x80 {
			out = append(out, byte(r))
			h++
		}
	}
	b := h
	if b > 0 {
		out = append(out, '-')
	}
	n, delta, bias := int64(128), int64(0), 72
	for h < len(label) {
		m := int64(1 << 62)
		for _, r := range label {
			if int64(r) >= n && int64(r) < m {
				m = int64(r)
			}
		}
		if delta += (m - n) * int64(h+1); delta > limit {
			return "", false
		}
		n = m
		for _, r := range label {
			if int64(r) < n {
				if delta++; delta > limit {
					return "", false
				}
			}
			if int64(r) == n {
				q := delta
				for k := 36; ; k += 36 {
					t := int64(min(max(k-bias, 1), 26))
					if q < t {
						break
					}
					out = append(out, digitByte(int(t+(q-t)%(36-t))))
					q = (q - t) / (36 - t)
				}
				out = append(out, digitByte(int(q)))
				bias = adapt(int(delta), h+1, h == b)
				delta = 0
				h++
			}
		}
		delta++
		n++
	}
	return string(out), true
}

// TestPunycodeOverflowBoundaries compares decoding and encoding with the
// plain oracles on inputs built to land near the 2^31 limit.
func TestPunycodeOverflowBoundaries(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	const digits = "abcdefghijklmnopqrstuvwxyz0123456789"
	long := strings.Repeat("a", 3000) + "-" // i/count stays below U+10FFFF past 2^31
	for i := 0; i < 20000; i++ {
		var b strings.Builder
		switch rng.IntN(3) {
		case 0:
			b.WriteString("ab-")
		case 1:
			b.WriteString(long)
		}
		for j := 4 + rng.IntN(6); j > 0; j-- {
			b.WriteByte(digits[26+rng.IntN(10)-rng.IntN(3)*rng.IntN(10)])
		}
		b.WriteByte(digits[rng.IntN(3)])
		s := b.String()
		got, ok := PunycodeDecode(s)
		want, wok := refDecode(s)
		if ok != wok || ok && string(got) != string(want) {
			t.Fatalf("PunycodeDecode(%q) = %+q, %v; the plain decoder: %+q, %v", s, string(got), ok, string(want), wok)
		}
	}
	for i := 0; i < 60; i++ {
		n := 1 + rng.IntN(1200)
		if i%3 == 0 {
			n = 2000 + rng.IntN(1000) // (m-n)*(h+1) reaches 2^31
		}
		rs := make([]rune, n)
		top := rune(0x80 + rng.IntN(0x10FFFF-0x80))
		for j := range rs {
			if rng.IntN(8) == 0 {
				rs[j] = 'a'
			} else {
				rs[j] = 0x80 + rune(rng.IntN(int(top-0x80+1)))
			}
		}
		got, ok := punycodeEncode(nil, rs)
		want, wok := refEncode(rs)
		if ok != wok || ok && string(got) != want {
			t.Fatalf("punycodeEncode of %d code points up to %U: %v; the plain encoder: %v", n, top, ok, wok)
		}
	}
}

func TestPunycodeEdges(t *testing.T) {
	for _, r := range []rune{0x80, 0xD7FF, 0xE000, 0x10FFFF} {
		enc, ok := punycodeEncode(nil, []rune{r, 'a', r})
		if dec, dok := PunycodeDecode(string(enc)); !ok || !dok || string(dec) != string([]rune{r, 'a', r}) {
			t.Errorf("round trip of %U: %q %v, %+q %v", r, enc, ok, string(dec), dok)
		}
	}
	if enc, _ := punycodeEncode(nil, []rune{0x80}); string(enc) != "a" {
		t.Errorf("punycodeEncode(U+0080) = %q; want a", enc)
	}
	for _, r := range []rune{0xD800, 0xDFFF, 0x110000} {
		if dec, ok := PunycodeDecode(encodeAnyRunes([]rune{r})); ok {
			t.Errorf("decoding the encoding of %U = %+q; want failure", r, string(dec))
		}
	}
	if _, ok := PunycodeDecode("\x80-a"); ok {
		t.Error("PunycodeDecode with byte 0x80 before the delimiter: want failure")
	}
	if _, ok := PunycodeDecode("-a"); ok {
		t.Error(`PunycodeDecode("-a"): a delimiter at the start is read as a digit; want failure`)
	}
	// Labels around the sizes where the encoder changes its buffers.
	for _, n := range []int{63, 64, 65, 255, 256, 257} {
		rs := make([]rune, n)
		for j := range rs {
			rs[j] = 0x4E00 + rune(j*7%50)
		}
		enc, ok := punycodeEncode(nil, rs)
		want, _ := refEncode(rs)
		if !ok || string(enc) != want {
			t.Errorf("punycodeEncode of %d code points differs from the plain encoder", n)
		}
	}
}

// TestPunycodeEncodeAllocs: the keys are sorted in place when few (no
// allocation for a label of up to 64 code points), by radix with one
// buffer above 256.
func TestPunycodeEncodeAllocs(t *testing.T) {
	dst := make([]byte, 0, 4096)
	for _, tc := range []struct{ n, allocs int }{{10, 0}, {64, 0}, {256, 2}, {257, 3}} {
		rs := make([]rune, tc.n)
		for j := range rs {
			rs[j] = 0x4E00 + rune(j%50)
		}
		if got := testing.AllocsPerRun(10, func() { punycodeEncode(dst[:0], rs) }); int(got) != tc.allocs {
			t.Errorf("punycodeEncode of %d code points: %v allocations; want %d", tc.n, got, tc.allocs)
		}
	}
}
