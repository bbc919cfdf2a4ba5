package ascii

import (
	"math/bits"
	"strings"
	"testing"
)

// Every byte against the ABNF core rules of RFC 5234 Appendix B.1:
// ALPHA = %x41-5A / %x61-7A, DIGIT = %x30-39, HEXDIG = DIGIT / "A" / "B" /
// "C" / "D" / "E" / "F" (case-insensitive, §2.3).
func TestClasses(t *testing.T) {
	const alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	const digit = "0123456789"
	const hex = digit + "ABCDEFabcdef"
	for i := 0; i < 256; i++ {
		b := byte(i)
		in := func(set string) bool { return strings.IndexByte(set, b) >= 0 }
		if got, want := IsAlpha(b), in(alpha); got != want {
			t.Errorf("IsAlpha(%#x) = %v", b, got)
		}
		if got, want := IsDigit(b), in(digit); got != want {
			t.Errorf("IsDigit(%#x) = %v", b, got)
		}
		if got, want := IsAlnum(b), in(alpha+digit); got != want {
			t.Errorf("IsAlnum(%#x) = %v", b, got)
		}
		if got, want := IsHex(b), in(hex); got != want {
			t.Errorf("IsHex(%#x) = %v", b, got)
		}
		if got, want := IsUpper(b), in(alpha[:26]); got != want {
			t.Errorf("IsUpper(%#x) = %v", b, got)
		}
		if got, want := IsLower(b), in(alpha[26:]); got != want {
			t.Errorf("IsLower(%#x) = %v", b, got)
		}
		v, ok := Unhex(b)
		switch {
		case ok != in(hex):
			t.Errorf("Unhex(%#x) ok = %v", b, ok)
		case ok && UpperHex[v] != b && LowerHex[v] != b:
			t.Errorf("Unhex(%q) = %d", b, v)
		case !ok && v != 0:
			t.Errorf("Unhex(%#x) = %d, false; want 0", b, v)
		}
		lower, upper := b, b
		if j := strings.IndexByte(alpha, b); j >= 0 {
			lower, upper = alpha[26+j%26], alpha[j%26]
		}
		if got := ToLower(b); got != lower {
			t.Errorf("ToLower(%#x) = %#x, want %#x", b, got, lower)
		}
		if got := ToUpper(b); got != upper {
			t.Errorf("ToUpper(%#x) = %#x, want %#x", b, got, upper)
		}
	}
}

// RFC 3986 §2.1: "%20" is the octet 0x20; the digits of "%7e" and "%7E"
// are the same value.
func TestHexDigits(t *testing.T) {
	for _, c := range []struct {
		hi, lo byte
		want   byte
	}{{'2', '0', 0x20}, {'7', 'e', 0x7E}, {'7', 'E', 0x7E}, {'F', 'f', 0xFF}, {'0', '0', 0}, {'C', '3', 0xC3}} {
		h, _ := Unhex(c.hi)
		l, _ := Unhex(c.lo)
		if got := h<<4 | l; got != c.want {
			t.Errorf("%c%c = %#x, want %#x", c.hi, c.lo, got, c.want)
		}
		if got := string([]byte{UpperHex[c.want>>4], UpperHex[c.want&15]}); got != strings.ToUpper(string([]byte{c.hi, c.lo})) {
			t.Errorf("UpperHex writes %#x as %s", c.want, got)
		}
	}
}

func TestEqualFold(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"HTTP", "http", true}, // RFC 3986 §3.1: schemes compare ignoring case
		{"hTtP", "HtTp", true},
		{"file", "file", true},
		{"", "", true},
		{"http", "https", false},
		{"http", "htt", false},
		{"@", "`", false}, // 0x40 and 0x60 differ by the case bit but are not letters
		{"[", "{", false},
		{"K", "\u212a", false}, // the Kelvin sign folds to "k" in Unicode, not here
		{"é", "É", false},      // non-ASCII bytes only match themselves
		{"a-z", "A-Z", true},
		{"url:", "URL:", true},
	} {
		if got := EqualFold(c.a, c.b); got != c.want {
			t.Errorf("EqualFold(%q, %q) = %v", c.a, c.b, got)
		}
		if got := EqualFold([]byte(c.a), c.b); got != c.want {
			t.Errorf("EqualFold([]byte(%q), %q) = %v", c.a, c.b, got)
		}
	}
	if !HasPrefixFold("URL:http://a", "url:") || !HasPrefixFold("URL:", "url:") || !HasPrefixFold("x", "") ||
		HasPrefixFold("UR", "url:") || HasPrefixFold("urn:x", "url:") {
		t.Error("HasPrefixFold")
	}
}

func TestLower(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"HTTP://Example.COM", "http://example.com"},
		{"example.com", "example.com"},
		{"", ""},
		{"ÀZ", "Àz"},
		{"a@[Z]", "a@[z]"},
	} {
		if got := Lower(c.in); got != c.want {
			t.Errorf("Lower(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := string(AppendLower([]byte("x"), c.in)); got != "x"+c.want {
			t.Errorf("AppendLower(%q) = %q", c.in, got)
		}
		if got := HasUpper(c.in); got != (c.in != c.want) {
			t.Errorf("HasUpper(%q) = %v", c.in, got)
		}
	}
	s := "already.lower/path"
	if n := testing.AllocsPerRun(100, func() { s = Lower(s) }); n != 0 {
		t.Errorf("Lower of lower-case text: %v allocs, want 0", n)
	}
	u := "MIXED.Case"
	if n := testing.AllocsPerRun(100, func() { _ = Lower(u) }); n != 1 {
		t.Errorf("Lower: %v allocs, want 1", n)
	}
}

// ZeroBytes and FirstMark find the first byte equal to c in every word of
// bytes near c in value and bit pattern, as a byte loop does.
func TestWords(t *testing.T) {
	for _, c := range []byte{'%', '+', '&', '=', 0, 0xff} {
		near := []byte{c, c ^ 1, c + 1, c - 1, c ^ 0x80, 0, 0xff, 'a'}
		var w [8]byte
		for n := 0; n < 1<<16; n++ {
			k := n
			for i := range w {
				w[i] = near[k&7]
				k >>= 3
				if i == 4 {
					k = n * 7919
				}
			}
			want := strings.IndexByte(string(w[:]), c)
			if want < 0 {
				want = 8
			}
			if got := FirstMark(ZeroBytes(Load64(w[:]) ^ uint64(c)*Ones)); got != want {
				t.Fatalf("first %#x in %q: %d, want %d", c, w, got, want)
			}
			eq := EqualBytes(Load64(w[:]), c)
			for i := range w {
				if got := eq>>(8*i)&0xFF == 0x80; got != (w[i] == c) || eq>>(8*i)&0x7F != 0 {
					t.Fatalf("EqualBytes(%q, %#x) = %#x", w, c, eq)
				}
			}
			if Load64(string(w[:])) != Load64(w[:]) {
				t.Fatal("Load64 of a string and of its bytes differ")
			}
			// The same in machine words: the first WordBytes bytes.
			x := LoadWord(string(w[:]))
			want = strings.IndexByte(string(w[:WordBytes]), c)
			if m := ZeroBytes(x ^ Repeat[uint](c)); m == 0 && want >= 0 || m != 0 && FirstMark(m) != want {
				t.Fatalf("first %#x in the word %q: mark %#x, want byte %d", c, w[:WordBytes], m, want)
			}
		}
	}
	if Load64("\x01\x02\x03\x04\x05\x06\x07\x08") != 0x0807060504030201 {
		t.Error("Load64 is not little-endian")
	}
	if x, want := LoadWord("\x01\x02\x03\x04\x05\x06\x07\x08"), uint(0x0807060504030201&(1<<(8*WordBytes)-1)); x != want {
		t.Errorf("LoadWord = %#x, want %#x (little-endian, %d bytes)", x, want, WordBytes)
	}
	// It reads no further than its word: a text of exactly WordBytes bytes
	// (the last word a scan loads) is enough.
	if x, want := LoadWord("\xf1\xf2\xf3\xf4\xf5\xf6\xf7\xf8"[:WordBytes]), uint(0xf8f7f6f5f4f3f2f1&(1<<(8*WordBytes)-1)); x != want {
		t.Errorf("LoadWord of %d bytes = %#x, want %#x", WordBytes, x, want)
	}
}

// TestUpperBytes checks the word-at-a-time upper-case test for every byte
// value at every position, beside bytes that are and are not letters.
func TestUpperBytes(t *testing.T) {
	for _, fill := range []byte{'a', 'Z', 0xff, 0x5b, '@'} {
		for pos := 0; pos < 8; pos++ {
			for b := 0; b < 256; b++ {
				w := []byte(strings.Repeat(string(fill), 8))
				w[pos] = byte(b)
				want := 0
				for _, c := range w {
					if 'A' <= c && c <= 'Z' {
						want++
					}
				}
				m := upperBytes(Load64(string(w)))
				if got := bits.OnesCount64(m); got != want || m&^0x8080808080808080 != 0 {
					t.Fatalf("upperBytes(%q) = %#x, want %d marks", w, m, want)
				}
				if HasUpper(string(w)+"xyz") != (want > 0) {
					t.Fatalf("hasUpper(%q) wrong", w)
				}
			}
		}
	}
}

// HexPair against Unhex for every pair of bytes: the octet of a triplet
// "%" hi lo (RFC 3986 §2.1) when both are HEXDIG, false otherwise.
func TestHexPair(t *testing.T) {
	for hi := 0; hi < 256; hi++ {
		for lo := 0; lo < 256; lo++ {
			h, okh := Unhex(byte(hi))
			l, okl := Unhex(byte(lo))
			v, ok := HexPair(byte(hi), byte(lo))
			if ok != (okh && okl) || ok && v != h<<4|l {
				t.Fatalf("HexPair(%#x, %#x) = %#x, %v", hi, lo, v, ok)
			}
		}
	}
	if v, ok := HexPair('2', '0'); !ok || v != ' ' {
		t.Errorf("HexPair(2, 0) = %q, %v: %%20 is a space (RFC 3986 §2.1)", v, ok)
	}
}

func TestIsASCII(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{{"", true}, {"http://a/b?c#d", true}, {"\x00\x7f", true}, {"\x80", false}, {"abc\xff", false}, {"é", false}, {"a\u00e9b", false}} {
		if IsASCII(c.s) != c.want || IsASCII([]byte(c.s)) != c.want {
			t.Errorf("IsASCII(%q) = %v", c.s, !c.want)
		}
	}
	// Every length to 72 and every place of one non-ASCII byte: the
	// 32-byte steps, the 8-byte steps and the overlapping last eight.
	for n := 0; n <= 72; n++ {
		s := []byte(strings.Repeat("abcdefgh", 10)[:n])
		if !IsASCII(s) || !IsASCII(string(s)) {
			t.Errorf("IsASCII of %d ASCII bytes = false", n)
		}
		for i := range n {
			for _, c := range []byte{0x80, 0xff} {
				s[i] = c
				if IsASCII(s) || IsASCII(string(s)) {
					t.Errorf("IsASCII of %d bytes with %#x at %d = true", n, c, i)
				}
			}
			s[i] = 'a'
		}
	}
}

func TestAllDigits(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{{"", true}, {"0", true}, {"0123456789", true}, {"12a", false}, {"/", false}, {":", false}, {"１", false}, {" 1", false}} {
		if AllDigits(c.s) != c.want || AllDigits([]byte(c.s)) != c.want {
			t.Errorf("AllDigits(%q) = %v", c.s, !c.want)
		}
	}
}
