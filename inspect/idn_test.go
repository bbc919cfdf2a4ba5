package inspect

import "testing"

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
		var buf [maxLabelRunes]rune
		got, ok := punycodeDecode(buf[:0], []byte(tc.in))
		if !ok || string(got) != tc.want {
			t.Errorf("punycodeDecode(%q) = %q, %v; want %q", tc.in, string(got), ok, tc.want)
		}
	}
	// Invalid: overflow, a non-digit, a non-basic code point before the
	// delimiter, a lone delimiter (RFC 3492 §6.2: with nothing before it,
	// it is read as a digit, and "-" is none).
	for _, bad := range []string{"99999999999", "a-!", "zzzzzzzzzzzzzzzzzzzz", "é-kva", "-"} {
		var buf [maxLabelRunes]rune
		if got, ok := punycodeDecode(buf[:0], []byte(bad)); ok {
			t.Errorf("punycodeDecode(%q) = %q, want failure", bad, string(got))
		}
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
	} {
		if _, _, got := mixedScript([]rune(tc.in)); got != tc.mixed {
			t.Errorf("mixedScript(%q) = %v, want %v", tc.in, got, tc.mixed)
		}
	}
}
