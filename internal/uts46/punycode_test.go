package uts46

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

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
		dec, ok := punycodeDecode(s.puny)
		if !ok || string(dec) != s.unicode {
			t.Errorf("%s: decode = %q, %v; want %q", s.name, string(dec), ok, s.unicode)
		}
		// Decoding reads digits in either case (RFC 3492 §5).
		if dec, ok := punycodeDecode(strings.ToUpper(s.puny)); !ok || strings.ToLower(string(dec)) != strings.ToLower(s.unicode) {
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
		if got, ok := punycodeDecode(tc.in); ok {
			t.Errorf("punycodeDecode(%q) = %q; want failure: %s", tc.in, string(got), tc.why)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"a-", "a"},
		{"a", "\u0080"},
		{"zca", "ß"},
	} {
		if got, ok := punycodeDecode(tc.in); !ok || string(got) != tc.want {
			t.Errorf("punycodeDecode(%q) = %+q, %v; want %+q", tc.in, string(got), ok, tc.want)
		}
	}
}

func TestPunycodeSurrogate(t *testing.T) {
	// "xn--" + the encoding of U+D800 as RFC 3492 would write it.
	enc := encodeAnyRunes([]rune{0xD800})
	if got, ok := punycodeDecode(enc); ok {
		t.Errorf("punycodeDecode(%q) = %+q; want failure for a surrogate", enc, string(got))
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
		if isASCII(string(rs)) || strings.Contains(string(rs), ".") {
			continue
		}
		got, ok := punycodeEncode(nil, rs)
		want, err := xidna.Punycode.ToASCII(string(rs))
		if !ok || err != nil || "xn--"+string(got) != want {
			t.Fatalf("punycodeEncode(%+q) = %q, %v; x/net/idna: %q, %v", string(rs), got, ok, want, err)
		}
		dec, ok := punycodeDecode(string(got))
		if !ok || string(dec) != string(rs) {
			t.Fatalf("punycodeDecode(%q) = %+q, %v; want %+q", got, string(dec), ok, string(rs))
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
