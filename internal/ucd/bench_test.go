package ucd

import (
	"testing"
	"unicode"

	"github.com/urikit/urikit/internal/benchpair"
)

// sample is non-ASCII text of the kinds the module's callers meet in URIs
// and host names: Latin-1 and Latin Extended letters, Cyrillic, Greek,
// Arabic with marks, Devanagari, Thai, Han, kana, Hangul, symbols, emoji.
var sample = []rune("Dürst café façade naïve ŁódźżółćĘ Москва παράδειγμα مِثَال उदाहरण ตัวอย่าง 例え 例子 テスト 한국어 €£¥ 😀✓")

var sink bool

// BenchmarkLettersPaired: extract's iriLetter (Letter, Digit or Mark) on
// these tables against package unicode's IsLetter, IsDigit, IsMark, in
// the same run (internal/benchpair); the figure is old time over new.
func BenchmarkLettersPaired(b *testing.B) {
	benchpair.Ratio(b, "stdlib/ucd", func() {
		for _, r := range sample {
			sink = IsLetter(r) || IsDigit(r) || IsMark(r)
		}
	}, func() {
		for _, r := range sample {
			sink = unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
		}
	})
}

// BenchmarkPrintPaired: iri's and urn's test for a character shown as
// itself (Print) against the package unicode tests they replaced
// (IsGraphic, not Zs, not Bidi_Control).
func BenchmarkPrintPaired(b *testing.B) {
	benchpair.Ratio(b, "stdlib/ucd", func() {
		for _, r := range sample {
			sink = IsPrint(r)
		}
	}, func() {
		for _, r := range sample {
			sink = unicode.IsGraphic(r) && !unicode.Is(unicode.Zs, r) && !unicode.Is(unicode.Bidi_Control, r)
		}
	})
}

// BenchmarkScriptsPaired: inspect's script of a letter (the first of its
// list of scripts holding it, else Common or Inherited) on these tables
// against package unicode's.
func BenchmarkScriptsPaired(b *testing.B) {
	ours := []*unicode.RangeTable{Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, Devanagari, Bengali, Thai,
		Georgian, Hangul, Hiragana, Katakana, Han, Bopomofo, Cherokee, Ethiopic, Tamil, Common, Inherited}
	theirs := []*unicode.RangeTable{unicode.Latin, unicode.Greek, unicode.Cyrillic, unicode.Armenian,
		unicode.Hebrew, unicode.Arabic, unicode.Devanagari, unicode.Bengali, unicode.Thai, unicode.Georgian,
		unicode.Hangul, unicode.Hiragana, unicode.Katakana, unicode.Han, unicode.Bopomofo, unicode.Cherokee,
		unicode.Ethiopic, unicode.Tamil, unicode.Common, unicode.Inherited}
	script := func(ts []*unicode.RangeTable, r rune) bool {
		for _, t := range ts {
			if unicode.Is(t, r) {
				return true
			}
		}
		return false
	}
	benchpair.Ratio(b, "stdlib/ucd", func() {
		for _, r := range sample {
			sink = script(ours, r)
		}
	}, func() {
		for _, r := range sample {
			sink = script(theirs, r)
		}
	})
}
