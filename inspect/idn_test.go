package inspect

import (
	"strings"
	"testing"
)

// TestPunycodeDecode: RFC 3492 §7.1's sample strings (B), (L) and (S), and
// labels encoded by Python's independent "punycode" codec.
func TestPunycodeDecode(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"}, // RFC 3492 §7.1 (B)
		{"3B-ww4c5e180e575a65lsy2b", "3年B組金八先生"},  // (L)
		{"-> $1.00 <--", "-> $1.00 <-"},           // (S): all basic
		{"pple-43d", "аpple"},                     // Cyrillic а
		{"bcher-kva", "bücher"},
		{"and-6ma2c", "ñandú"},
		{"hxajbheg2az3al", "παράδειγμα"},
		{"pypal-4ve", "pаypal"},
	} {
		got, ok := decodeALabel([]byte(tc.in))
		if !ok || string(got) != tc.want {
			t.Errorf("decodeALabel(%q) = %q, %v; want %q", tc.in, string(got), ok, tc.want)
		}
	}
	// Invalid: overflow, a non-digit, a non-basic code point before the
	// delimiter, a lone delimiter (RFC 3492 §6.2: with nothing before it,
	// it is read as a digit, and "-" is none).
	for _, bad := range []string{"99999999999", "a-!", "zzzzzzzzzzzzzzzzzzzz", "é-kva", "-"} {
		if got, ok := decodeALabel(bad); ok {
			t.Errorf("decodeALabel(%q) = %q, want failure", bad, string(got))
		}
	}
	// No DNS label holds more than maxLabelRunes code points (RFC 1034
	// §3.1: 63 octets): a longer one is refused as no A-label.
	if got, ok := decodeALabel(strings.Repeat("a", maxLabelRunes) + "-"); !ok || len(got) != maxLabelRunes {
		t.Errorf("decodeALabel of %d basic code points = %d, %v", maxLabelRunes, len(got), ok)
	}
	if _, ok := decodeALabel(strings.Repeat("a", maxLabelRunes+1) + "-"); ok {
		t.Errorf("decodeALabel of %d basic code points: ok", maxLabelRunes+1)
	}
}

func TestMixedScript(t *testing.T) {
	for _, tc := range []struct {
		in    string
		mixed bool
	}{
		{"apple", false}, {"аpple", true}, {"bücher", false}, {"παράδειγμα", false},
		{"παράδειγμαx", true}, {"3年B組金八先生", false}, {"日本語テキストabc", false},
		{"한국어abc", false}, {"中文ㄅ", false}, {"한국어カタカナ", true}, {"ру-123", false},
		// Latin letters from "a" to "z", either case, beside Cyrillic.
		{"aб", true}, {"Zб", true}, {"бA", true}, {"zб", true},
		// Common (U+00B7) and Inherited (U+0301) characters belong to
		// every script (UTS #39 §5.1).
		{"a·b", false}, {"e\u0301", false}, {"б·\u0301", false},
		// Scripts by Unicode 17.0.0 (internal/ucd): U+1C8A CYRILLIC
		// SMALL LETTER TJE (16.0) is Cyrillic.
		{"б\u1C8A", false}, {"a\u1C8A", true},
	} {
		if _, _, got := mixedScript([]rune(tc.in)); got != tc.mixed {
			t.Errorf("mixedScript(%q) = %v, want %v", tc.in, got, tc.mixed)
		}
	}
	// The two scripts named are the first two met.
	for in, want := range map[string][2]string{"pаypal": {"Latin", "Cyrillic"}, "αbг": {"Greek", "Latin"}} {
		if a, b, _ := mixedScript([]rune(in)); a != want[0] || b != want[1] {
			t.Errorf("mixedScript(%q) names %q and %q, want %q", in, a, b, want)
		}
	}
}

// TestIDNFindingsAt: a label's finding covers that label, or the whole
// host when it is percent-encoded (decoded offsets are not the text's).
func TestIDNFindingsAt(t *testing.T) {
	checkRows(t, "idn", []ssrfRow{
		{"http://example.xn--p1ai/", KindPunycode, Info, "xn--p1ai", ""},
		{"http://www.xn--pple-43d.com/", KindMixedScript, Warning, "xn--pple-43d", ""},
		{"http://a.p%D0%B0ypal.com/", KindMixedScript, Warning, "a.p%D0%B0ypal.com", ""},
	})
}
