package ucd

import (
	"strings"
	"testing"
	"unicode"
)

// set is a set of code points, one bit each.
type set [(unicode.MaxRune + 1) / 64]uint64

func (s *set) has(r rune) bool { return s[r>>6]&(1<<(r&63)) != 0 }

// setOf returns the union of the tables' code points.
func setOf(ts ...*unicode.RangeTable) *set {
	s := new(set)
	for _, t := range ts {
		for _, x := range t.R16 {
			for r := rune(x.Lo); r <= rune(x.Hi); r += rune(x.Stride) {
				s[r>>6] |= 1 << (r & 63)
			}
		}
		for _, x := range t.R32 {
			for r := rune(x.Lo); r <= rune(x.Hi); r += rune(x.Stride) {
				s[r>>6] |= 1 << (r & 63)
			}
		}
	}
	return s
}

func minus(a, b *set) *set {
	s := *a
	for i := range s {
		s[i] &^= b[i]
	}
	return &s
}

// scriptTables are the scripts of this package by name.
var scriptTables = map[string]*unicode.RangeTable{
	"Latin": Latin, "Greek": Greek, "Cyrillic": Cyrillic, "Armenian": Armenian, "Hebrew": Hebrew,
	"Arabic": Arabic, "Devanagari": Devanagari, "Bengali": Bengali, "Tamil": Tamil, "Thai": Thai,
	"Lao": Lao, "Georgian": Georgian, "Hangul": Hangul, "Ethiopic": Ethiopic, "Cherokee": Cherokee,
	"Khmer": Khmer, "Myanmar": Myanmar, "Hiragana": Hiragana, "Katakana": Katakana,
	"Bopomofo": Bopomofo, "Han": Han, "Common": Common, "Inherited": Inherited,
}

// TestAgreesWithOlderTables holds every table to the same property
// computed from the tables of package unicode (Unicode 15.0.0 in Go 1.26)
// on every code point those assign: properties of an assigned code point
// rarely change between versions. ID_Start and ID_Continue, which package
// unicode lacks, are derived as UAX #31 §2 and DerivedCoreProperties.txt
// define them, from Other_ID_Start, Other_ID_Continue, Pattern_Syntax and
// Pattern_White_Space. The only differences are the four code points
// Unicode 15.1 added to Other_ID_Continue (PropList-17.0.0.txt:
// "200C..200D ; Other_ID_Continue # Cf [2] ZERO WIDTH NON-JOINER..ZERO
// WIDTH JOINER", "30FB ; Other_ID_Continue # Po KATAKANA MIDDLE DOT",
// "FF65 ; Other_ID_Continue # Po HALFWIDTH KATAKANA MIDDLE DOT"), so
// ID_Continue in Unicode 17.0.0.
func TestAgreesWithOlderTables(t *testing.T) {
	pattern := setOf(unicode.Pattern_Syntax, unicode.Pattern_White_Space)
	idStart := minus(setOf(unicode.L, unicode.Nl, unicode.Other_ID_Start), pattern)
	idContinue := minus(setOf(unicode.L, unicode.Nl, unicode.Other_ID_Start, unicode.Mn, unicode.Mc, unicode.Nd,
		unicode.Pc, unicode.Other_ID_Continue), pattern)
	since15 := map[string][]rune{"IDContinue": {0x200C, 0x200D, 0x30FB, 0xFF65}}
	type pair struct {
		name     string
		got, old *set
	}
	pairs := []pair{
		{"Letter", setOf(Letter), setOf(unicode.Letter)},
		{"Mark", setOf(Mark), setOf(unicode.Mark)},
		{"Digit", setOf(Digit), setOf(unicode.Digit)},
		{"Print", setOf(Print), setOf(unicode.L, unicode.M, unicode.N, unicode.P, unicode.S)},
		{"IDStart", setOf(IDStart), idStart},
		{"IDContinue", setOf(IDContinue), idContinue},
	}
	for name, tab := range scriptTables {
		pairs = append(pairs, pair{name, setOf(tab), setOf(unicode.Scripts[name])})
	}
	unassigned := setOf(unicode.Cn)
	for _, p := range pairs {
		changed := map[rune]bool{}
		for _, r := range since15[p.name] {
			changed[r] = true
			if !p.got.has(r) {
				t.Errorf("%s lacks U+%04X, which Unicode 15.1 added", p.name, r)
			}
		}
		n := 0
		for r := rune(0); r <= unicode.MaxRune; r++ {
			if unassigned.has(r) || changed[r] {
				continue
			}
			n++
			if p.got.has(r) != p.old.has(r) {
				t.Errorf("%s: U+%04X is %v here, %v in package unicode's tables", p.name, r, p.got.has(r), p.old.has(r))
			}
		}
		// Unicode 15.0.0 assigns 288,767 code points: 149,186 graphic
		// and format characters, 65 controls, 137,468 private use,
		// 2,048 surrogates.
		if n < 288767-len(changed) {
			t.Errorf("%s: compared %d code points only", p.name, n)
		}
	}
}

// TestNewSince15 checks code points that Unicode 16.0 and 17.0 assign
// (DerivedAge-17.0.0.txt), each against the lines of UnicodeData.txt,
// Scripts.txt and DerivedCoreProperties.txt of UCD 17.0.0 quoted.
func TestNewSince15(t *testing.T) {
	for _, c := range []struct {
		r     rune
		in    string // the tables holding r, separated by spaces
		lines string
	}{
		{0x0897, "Mark Print Arabic IDContinue", "0897;ARABIC PEPET;Mn;230 (16.0); 0897..089F Arabic; 0897..089F ID_Continue"},
		{0x1C89, "Letter Print Cyrillic IDStart IDContinue", "1C89;CYRILLIC CAPITAL LETTER TJE;Lu (16.0); 1C80..1C8A Cyrillic; ID_Start, ID_Continue 1C80..1C8A"},
		{0x10EC2, "Letter Print Arabic IDStart IDContinue", "10EC2;ARABIC LETTER DAL WITH TWO DOTS VERTICALLY BELOW;Lo (16.0); 10EC2..10EC4 Arabic; ID_Start 10EC2..10EC4"},
		{0x1CC00, "Print Common", "1CC00;UP-POINTING GO-KART;So (16.0); 1CC00..1CCEF Common"},
		{0x16D70, "Digit Print IDContinue", "16D70;KIRAT RAI DIGIT ZERO;Nd (16.0); 16D70..16D79 Kirat_Rai"},
		{0x20C1, "Print Common", "20C1;SAUDI RIYAL SIGN;Sc (17.0); 20A0..20C1 Common"},
		{0x0C5C, "Letter Print IDStart IDContinue", "0C5C;TELUGU ARCHAIC SHRII;Lo (17.0); 0C5C..0C5D Telugu"},
		{0x11DE0, "Digit Print IDContinue", "11DE0;TOLONG SIKI DIGIT ZERO;Nd (17.0); 11DE0..11DE9 Tolong_Siki; 11DE0..11DE9 ID_Continue"},
		{0x16EA0, "Letter Print IDStart IDContinue", "16EA0;BERIA ERFE CAPITAL LETTER ARKAB;Lu (17.0); 16EA0..16EB8 Beria_Erfe"},
		{0x1E6C0, "Letter Print IDStart IDContinue", "1E6C0;TAI YO LETTER LOW KO;Lo (17.0); 1E6C0..1E6DE Tai_Yo"},
		{0x323B0, "Letter Print Han IDStart IDContinue", "323B0;<CJK Ideograph Extension J, First>;Lo (17.0: 323B0..33479); 31350..33479 Han"},
		{0x33479, "Letter Print Han IDStart IDContinue", "33479;<CJK Ideograph Extension J, Last>;Lo; 31350..33479 Han"},
		{0x3347A, "", "unassigned in 17.0.0 (after CJK Extension J)"},
	} {
		if !unicode.Is(unicode.Cn, c.r) {
			t.Errorf("U+%04X: package unicode's tables assign it; pick a code point new since 15.0", c.r)
		}
		want := map[string]bool{}
		for _, n := range strings.Fields(c.in) {
			want[n] = true
		}
		tables := map[string]*unicode.RangeTable{"Letter": Letter, "Mark": Mark, "Digit": Digit, "Print": Print,
			"IDStart": IDStart, "IDContinue": IDContinue}
		for n, tab := range scriptTables {
			tables[n] = tab
		}
		for n, tab := range tables {
			if got := unicode.Is(tab, c.r); got != want[n] {
				t.Errorf("U+%04X (%s): in %s = %v, want %v", c.r, c.lines, n, got, want[n])
			}
		}
	}
}

// TestTablesWellFormed checks what unicode.Is assumes of a table: ranges
// in order, apart, with a positive stride that reaches Hi, and LatinOffset
// counting the R16 ranges below U+0100.
func TestTablesWellFormed(t *testing.T) {
	all := map[string]*unicode.RangeTable{"Letter": Letter, "Mark": Mark, "Digit": Digit, "Print": Print,
		"IDStart": IDStart, "IDContinue": IDContinue}
	for n, tab := range scriptTables {
		all[n] = tab
	}
	for name, tab := range all {
		prev := rune(-1)
		latin := 0
		check := func(lo, hi, stride rune) {
			if lo <= prev || hi < lo || stride <= 0 || (hi-lo)%stride != 0 {
				t.Errorf("%s: bad range %04X..%04X/%d after %04X", name, lo, hi, stride, prev)
			}
			prev = hi
		}
		for _, x := range tab.R16 {
			check(rune(x.Lo), rune(x.Hi), rune(x.Stride))
			if x.Hi <= unicode.MaxLatin1 {
				latin++
			}
		}
		for _, x := range tab.R32 {
			if x.Lo <= 0xFFFF {
				t.Errorf("%s: R32 range from %04X", name, x.Lo)
			}
			check(rune(x.Lo), rune(x.Hi), rune(x.Stride))
		}
		if tab.LatinOffset != latin {
			t.Errorf("%s: LatinOffset %d, want %d", name, tab.LatinOffset, latin)
		}
	}
	if Version != "17.0.0" {
		t.Errorf("Version %q", Version)
	}
}

// TestLookups holds IsLetter, IsMark, IsDigit and IsPrint to their tables
// on every code point, and on values that are none.
func TestLookups(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func(rune) bool
		tab  *unicode.RangeTable
	}{{"IsLetter", IsLetter, Letter}, {"IsMark", IsMark, Mark}, {"IsDigit", IsDigit, Digit}, {"IsPrint", IsPrint, Print}} {
		n := 0
		for r := rune(-2); r <= unicode.MaxRune+2; r++ {
			want := unicode.Is(c.tab, r)
			if c.f(r) != want {
				t.Errorf("%s(%#x) = %v, want %v", c.name, r, !want, want)
			}
			if want {
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s: no code point", c.name)
		}
	}
	// Latin-1, where the lookups read their own table: one of each.
	for _, c := range []struct {
		r                          rune
		letter, mark, digit, print bool
	}{
		{'a', true, false, false, true}, {'7', false, false, true, true}, {' ', false, false, false, false},
		{0xA0, false, false, false, false}, {0xAD, false, false, false, false}, {0xB5, true, false, false, true},
		{0xB2, false, false, false, true}, {0xFF, true, false, false, true}, {0x7F, false, false, false, false},
		{0x0300, false, true, false, true},
	} {
		if IsLetter(c.r) != c.letter || IsMark(c.r) != c.mark || IsDigit(c.r) != c.digit || IsPrint(c.r) != c.print {
			t.Errorf("U+%04X: letter %v, mark %v, digit %v, print %v", c.r, IsLetter(c.r), IsMark(c.r), IsDigit(c.r), IsPrint(c.r))
		}
	}
}
