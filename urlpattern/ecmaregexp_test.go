package urlpattern

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The regular expressions of regexp groups, as ECMAScript reads them with
// the v flag (ECMA-262 §22.2): what is accepted matches what ECMAScript
// matches (each row's strings are ECMAScript's answers), and what Go's
// regexp cannot match exactly is refused with an error naming it, at its
// offset in the pattern string.

var regexpMatches = []struct {
	re         string
	ignoreCase bool
	yes, no    []string
}{
	{`a{2}`, false, []string{"aa"}, []string{"a", "aaa", ""}},
	{`a{2,}`, false, []string{"aa", "aaaa"}, []string{"a"}},
	{`a{2,3}`, false, []string{"aa", "aaa"}, []string{"a", "aaaa"}},
	{`a{0,1}b`, false, []string{"b", "ab"}, []string{"aab"}},
	{`a{2,2}`, false, []string{"aa"}, []string{"a", "aaa"}},
	{`z@\[`, true, []string{"Z@["}, []string{"z@{", "Z`["}},
	{`[!&]+`, false, []string{"!&"}, []string{"a"}},
	{`[\|]x|y`, false, []string{"|x", "y"}, []string{"|", "x"}},
	{`[a\|b]`, false, []string{"|"}, []string{"c"}},
	{`\d{1,2}?x`, false, []string{"1x", "12x"}, []string{"123x", "x"}},
	{`[\d--[05]]+`, false, []string{"12346789"}, []string{"0", "5", "150"}},
	{`[\w&&[^\d]]+`, false, []string{"ab_C"}, []string{"a1"}},
	{`[[a-c][x-z]]+`, false, []string{"abxz"}, []string{"d"}},
	{`[^a-c]`, false, []string{"d", "-"}, []string{"a", "c"}},
	{`\cJ|\cj`, false, []string{"\n"}, []string{"J", "j"}},
	{`\cz\cA\cZ\ca`, false, []string{"\x1a\x01\x1a\x01"}, []string{"zAZa"}},
	{`a\0b`, false, []string{"a\x00b"}, []string{"a0b"}},
	{`\x41\u0042\u{43}`, false, []string{"ABC"}, []string{"abc"}},
	{`\u{1F600}|\uD83D\uDE01`, false, []string{"😀", "😁"}, []string{"x"}},
	{`[\u{e9}-\u{ea}]`, false, []string{"é", "ê"}, []string{"e", "ë"}},
	{`\f\n\r\t\v`, false, []string{"\f\n\r\t\v"}, []string{"fnrtv"}},
	{`\s\S`, false, []string{" x", "\u00a0x", "\u2028x", "\ufeffy"}, []string{"xx", "  "}},
	{`\D\W`, false, []string{"a-", "--"}, []string{"1-", "a_"}},
	{`.`, false, []string{"a", "é", "😀"}, []string{"\n", "\r", "\u2028", "\u2029", ""}},
	{`(?<x>a)?b`, false, []string{"ab", "b"}, []string{"a", "aab"}},
	{`a*`, false, []string{"", "aa"}, []string{"b"}},
	{`\uD800\uDC00\uDBFF\uDFFF`, false, []string{"\U00010000\U0010FFFF"}, []string{"\U00010000"}},
	{`[\-\/\&\!\#\%\,\:\;\<\=\>\@\x60\~]+`, false, []string{"-/&!#%,:;<=>@`~"}, []string{"a"}},
	{`[\b]`, false, []string{"\b"}, []string{"b"}},
	{`\^\$\\\.\*\+\?\(\)\[\]\{\}\|\/`, false, []string{`^$\.*+?()[]{}|/`}, nil},
	{`K`, true, []string{"k", "K", "\u212a"}, []string{"x"}},
	{`[a-z]+`, true, []string{"ABC", "\u017f\u212a"}, []string{"1"}},
	{`[^k]`, true, []string{"x"}, []string{"k", "K", "\u212a"}},
	{`\w\W`, true, []string{"\u212a-"}, []string{"--", "a\u017f"}},
	{`(?:ab|a)(?:b|)c`, false, []string{"abc", "ac", "abbc"}, []string{"bc"}},
	{`(?<x>a)(?<y>b)`, false, []string{"ab"}, []string{"a"}},
	{`(?<a9>x)(?<Z_$0>y)`, false, []string{"xy"}, []string{"x"}},
	{`a|`, false, []string{"a", ""}, []string{"b"}},
	{`^a$`, false, []string{"a"}, []string{"aa"}},
	{`\ba\B`, false, nil, []string{"a", "ab"}},
}

func TestRegexpMatches(t *testing.T) {
	for _, row := range regexpMatches {
		for _, native := range []bool{true, false} {
			k, err := compileComponent(Pathname, "("+row.re+")", func(s string) (string, error) { return s, nil }, options{ignoreCase: row.ignoreCase})
			if err != nil {
				t.Errorf("(%s): %v", row.re, err)
				continue
			}
			if !native && k.prog != nil {
				src, err := re2Regexp(partsOf(t, "("+row.re+")", k.opt), k.opt)
				if err != nil {
					t.Fatal(err)
				}
				k = &compiled{names: k.names, re: mustCompileRE(t, src)}
			}
			for _, s := range row.yes {
				if !k.match(s, nil) {
					t.Errorf("(%s) ignoreCase %v, native %v: %q does not match; ECMAScript matches it", row.re, row.ignoreCase, k.prog != nil, s)
				}
			}
			for _, s := range row.no {
				if k.match(s, nil) {
					t.Errorf("(%s) ignoreCase %v, native %v: %q matches; ECMAScript does not match it", row.re, row.ignoreCase, k.prog != nil, s)
				}
			}
		}
	}
}

var regexpRefusals = []struct {
	pattern    string // a pathname pattern
	ignoreCase bool
	offset     int
	reason     string
}{
	{`/([a-)`, false, 4, `"-" at the end of a class`},
	{`/(a{1,)`, false, 3, `"{" that is not a quantifier`},
	{`/(a{1,2)`, false, 3, `"{" that is not a quantifier`},
	{`/(a(?=b))`, false, 3, "lookahead (?=...)"},
	{`/(a(?!b))`, false, 3, "lookahead (?!...)"},
	{`/((?<=a)b)`, false, 2, "lookbehind (?<=...)"},
	{`/((?<!a)b)`, false, 2, "lookbehind (?<!...)"},
	{`/((?<x>a)\k<x>)`, false, 9, "named backreference"},
	{`/((?:a)\1)`, false, 7, `backreference \1`},
	{`/((?:a)\9)`, false, 7, `backreference \9`},
	{`/(\p{L})`, false, 2, `Unicode property escape \p{...}`},
	{`/(\P{Lu})`, false, 2, `Unicode property escape \P{...}`},
	{`/([\q{ab}])`, false, 3, `string literal \q{...}`},
	{`/((?i:a))`, false, 2, "pattern modifiers"},
	{`/((?<1x>a))`, false, 5, "invalid capture group name"},
	{`/((?<x>a)|(?<x>b))`, false, 13, "duplicate capture group name"},
	{`/((?<x>a)+)`, false, 2, "capture group inside the repetition"},
	{`/((?:a*)*)`, false, 2, "can match the empty string"},
	{`/((?:a|)?b)`, false, 2, "can match the empty string"},
	{`/(a{2,1})`, false, 3, "numbers out of order"},
	{`/(a{1001})`, false, 3, "repetition count above 1000"},
	{`/(a{,2})`, false, 3, "not a quantifier"},
	{`/(a{2)`, false, 3, "not a quantifier"},
	{`/(a{2,x})`, false, 3, "not a quantifier"},
	{`/({)`, false, 2, "lone \"{\""},
	{`/(})`, false, 2, "lone \"}\""},
	{`/(])`, false, 2, "lone \"]\""},
	{`/(*)`, false, 2, "nothing to repeat"},
	{`/(a**)`, false, 4, "nothing to repeat"},
	{`/(^*)`, false, 3, "nothing to repeat"},
	{`/(\b+)`, false, 4, "nothing to repeat"},
	{`/([a-])`, false, 4, `"-" at the end of a class`},
	{`/([a-z-])`, false, 6, `"-" must be escaped`},
	{`/([a-z-0])`, false, 6, `must be escaped`},
	{`/([/])`, false, 3, `must be escaped`},
	{`/([a&&&b])`, false, 7, `expected && or "]"`},
	{`/([a!!b])`, false, 4, "reserved double punctuator"},
	{`/([ab&&c])`, false, 5, "set operation && after a union"},
	{`/([a&&b--c])`, false, 7, "mixed in one class"},
	{`/([a&&b-c])`, false, 9, "a range as an operand"},
	{`/([a&&bc])`, false, 7, `expected && or "]"`},
	{`/([z-a])`, false, 3, "range out of order"},
	{`/([a)`, false, 2, "unclosed character class"},
	// A set operation at the end of the value (once a panic, index out of
	// range, found by a test of the translator's reading against itself).
	{`/([a--)`, false, 2, "unclosed character class"},
	{`/:x([a&&)`, false, 4, "unclosed character class"},
	{`/([[a-z]--)`, true, 2, "unclosed character class"},
	{`/(\c1)`, false, 2, `\c must be followed by an ASCII letter`},
	{`/(\01)`, false, 2, "octal escape"},
	{`/(\xZZ)`, false, 2, `\x must be followed by two hex digits`},
	{`/(a\x4)`, false, 3, `\x must be followed by two hex digits`},
	{`/(a\x)`, false, 3, `\x must be followed by two hex digits`},
	{`/(\c)`, false, 2, `\c must be followed by an ASCII letter`},
	{`/(\c{)`, false, 2, `\c must be followed by an ASCII letter`},
	{`/(\u{110000})`, false, 2, "at most 10FFFF"},
	{`/(\u{})`, false, 2, `\u{ must hold hex digits`},
	{`/(\u12)`, false, 2, `\u must be followed by four hex digits`},
	{`/(\uD800)`, false, 2, "lone surrogate"},
	{`/(\-)`, false, 2, "invalid escape"},
	{`/(\a)`, false, 2, "invalid escape"},
	{`/(\é)`, false, 3, "non-ASCII"},
	{`/(\u00e9)`, true, 2, "non-ASCII character"},
	{`/([\u00e9])`, true, 3, "non-ASCII character in a class"},
	{`/(a\)`, false, 1, "unclosed regular expression group"},
	{`/(a|(?:b)`, false, 1, "unclosed regular expression group"},
	{`/((?:a)`, false, 1, "unclosed regular expression group"},
}

func TestRegexpRefusals(t *testing.T) {
	for _, row := range regexpRefusals {
		_, err := NewInit(Init{Pathname: row.pattern}, Options{IgnoreCase: row.ignoreCase})
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: error %v, want one naming %q", row.pattern, err, row.reason)
			continue
		}
		if !strings.Contains(e.Reason, row.reason) || e.Offset != row.offset || e.Component != "pathname" {
			t.Errorf("%s: %q at offset %d in %s; want %q at offset %d in pathname", row.pattern, e.Reason, e.Offset, e.Component, row.reason, row.offset)
		}
		if !errors.Is(err, ErrRegexp) && !errors.Is(err, ErrSyntax) {
			t.Errorf("%s: %v is neither ErrRegexp nor ErrSyntax", row.pattern, err)
		}
	}
}

// The regular expressions routes are written with are matched by the
// matcher itself, not Go's regexp; characters that match only themselves,
// with no quantifier, are one piece of fixed text (an instruction that
// knows which byte it needs), unless case is ignored.
func TestRegexpNative(t *testing.T) {
	for _, row := range []struct {
		re   string
		fold bool
		lits []string // the fixed text of the program, in order
	}{
		{`\d+`, false, nil},
		{`en|fr|de`, false, []string{"en", "fr", "de"}},
		{`[a-z0-9\-]+`, false, nil},
		{`[^\/]+\.pdf`, false, []string{"pdf"}},
		{`ab*c`, false, []string{"a", "c"}},
		{`ab+c`, false, []string{"a", "c"}},
		{`ab?c`, false, []string{"a", "c"}},
		{`ab{2}c-d`, false, []string{"a", "c-d"}},
		{`v1/(?:x|yz)q`, false, []string{"v1/", "x", "yz", "q"}},
		{`en|fr`, true, nil},
	} {
		k, err := compileComponent(Pathname, "("+row.re+")", func(s string) (string, error) { return s, nil }, options{ignoreCase: row.fold})
		if err != nil {
			t.Fatalf("(%s): %v", row.re, err)
		}
		if k.prog == nil {
			t.Errorf("(%s): matched by Go's regexp; the matcher reads it", row.re)
			continue
		}
		var lits []string
		for _, in := range k.prog.insts {
			if in.op == opLit {
				lits = append(lits, in.lit)
			}
		}
		if !slices.Equal(lits, row.lits) {
			t.Errorf("(%s) ignoreCase %v: fixed text %q, want %q", row.re, row.fold, lits, row.lits)
		}
	}
}

// checkRegexp (compile's reading, which writes no RE2 text) refuses what
// translateRegexp refuses, at the same offset, and finds the same nullable
// and capture, over the tables' regular expressions, their prefixes and
// random pieces of regexp syntax.
func TestCheckRegexpAsTranslate(t *testing.T) {
	var srcs []string
	for _, row := range regexpMatches {
		srcs = append(srcs, row.re)
	}
	for _, row := range regexpRefusals {
		srcs = append(srcs, strings.Trim(row.pattern, "/()"))
	}
	pieces := []string{"a", "\\d", "[a-z]", "[^/]", "(", ")", "(?:", "(?<n>", "|", "*", "+", "?", "{2}", "{1,3}", ".", "\\", "[[a-z]--a]", "[\\d&&[0-1]]", "(?=", "\\1", "é", "\\p{L}", "^", "$", "\\b", "]", "{"}
	r := rand.New(rand.NewPCG(7, 7))
	for range 20000 {
		s := ""
		for n := r.IntN(8); n >= 0; n-- {
			s += pieces[r.IntN(len(pieces))]
		}
		srcs = append(srcs, s)
	}
	for _, src := range srcs {
		for i := 0; i <= len(src); i++ {
			for _, fold := range []bool{false, true} {
				full, ferr := translateRegexp(src[:i], fold)
				chk, cerr := checkRegexp(src[:i], fold)
				if (ferr == nil) != (cerr == nil) || ferr != nil && *ferr != *cerr {
					t.Fatalf("%q fold %v: translate %v, check %v", src[:i], fold, ferr, cerr)
				}
				if ferr == nil && (full.nullable != chk.nullable || full.capture != chk.capture || chk.re != "") {
					t.Fatalf("%q fold %v: translate %+v, check %+v", src[:i], fold, full, chk)
				}
			}
		}
	}
}

// The shared sets of the class escapes are what reading each gives, and a
// set's union with an empty set is the set.
func TestEscapeClasses(t *testing.T) {
	n := 0
	for fold := range 2 {
		for _, e := range "dDsSwW" {
			tr := &reTranslator{src: `\` + string(e), fold: fold == 1}
			s, ok, err := tr.classEscape()
			want := newClassSet(s)
			got := escapeClasses()[fold][e]
			if !ok || err != nil || got == nil || got.ascii != want.ascii || !slices.Equal(got.high, want.high) {
				t.Errorf(`\%c fold %d: shared %v, read %v`, e, fold, got, want)
			}
			n++
			if u := s.union(nil); !slices.Equal(u, s) {
				t.Errorf(`\%c: union with nothing %v`, e, u)
			}
			if u := charSet(nil).union(s); !slices.Equal(u, s) {
				t.Errorf(`\%c: nothing's union %v`, e, u)
			}
		}
	}
	for c := range 128 {
		if c != 'd' && c != 'D' && c != 's' && c != 'S' && c != 'w' && c != 'W' && (escapeClasses()[0][c] != nil || escapeClasses()[1][c] != nil) {
			t.Errorf("%q has a shared set", rune(c))
		}
	}
	if n != 12 {
		t.Errorf("%d escapes", n)
	}
}

// The native reader's quick reading of a class of ASCII characters and
// ranges gives the set class gives, and the same length, for every class
// it takes, over random classes (and it takes most of the simple ones).
func TestSimpleASCIIClass(t *testing.T) {
	pieces := []string{"a", "z", "0", "9", "-", "a-z", "0-9", `\-`, `\/`, `\.`, `\\`, `\]`, "^", "_", "&&", "--", "&", "!", "!!", "[a]", `\d`, "é", `\x41`, "~", "A-Z", "z-a", " ",
		// What a class with the v flag refuses unescaped: the quick
		// reading must not take it.
		"(", ")", "{", "}", "/", "|", "a-a"}
	r := rand.New(rand.NewPCG(8, 8))
	taken := 0
	for range 50000 {
		src := "["
		if r.IntN(3) == 0 {
			src += "^"
		}
		for n := r.IntN(5); n > 0; n-- {
			src += pieces[r.IntN(len(pieces))]
		}
		src += "]x"
		fast, n := simpleASCIIClass(src)
		if fast == nil {
			continue
		}
		tr := &reTranslator{src: src}
		set, err := tr.class()
		if err != nil {
			t.Fatalf("%s: taken, but class refuses it: %v", src, err)
		}
		want := newClassSet(set)
		if fast.ascii != want.ascii || !slices.Equal(fast.high, want.high) || n != tr.i {
			t.Fatalf("%s: quick %v (%d bytes), class %v (%d)", src, fast, n, want, tr.i)
		}
		taken++
	}
	if taken < 5000 {
		t.Errorf("%d classes taken", taken)
	}
	for _, src := range []string{"[a-z0-9\\-]", "[^\\/]", "[]", "[^]"} {
		if c, _ := simpleASCIIClass(src); c == nil {
			t.Errorf("%s not taken", src)
		}
	}
}
