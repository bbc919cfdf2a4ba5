package pct

import (
	"strings"
	"testing"
)

// The sets against the ABNF of RFC 3986 Appendix A, written out here as
// strings (not from the masks of sets.go), and the sets of the URL Standard
// §1.3 and RFC 6570 §1.5 as their texts list them.
func TestSets(t *testing.T) {
	const (
		alpha      = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		digit      = "0123456789"
		unreserved = alpha + digit + "-._~"
		subDelims  = "!$&'()*+,;="
		genDelims  = ":/?#[]@"
		pchar      = unreserved + subDelims + ":@"
	)
	printable, ascii := "", ""
	for b := 0; b < 0x80; b++ {
		ascii += string(rune(b))
		if 0x20 <= b && b <= 0x7E {
			printable += string(rune(b))
		}
	}
	without := func(s, drop string) string {
		return strings.Map(func(r rune) rune {
			if strings.ContainsRune(drop, r) {
				return -1
			}
			return r
		}, s)
	}
	urlQuery := without(printable, " \"#<>")
	urlPath := without(urlQuery, "?^`{}")
	urlUserinfo := without(urlPath, "/:;=@[\\]|")
	urlComponent := without(urlUserinfo, "$%&+,")
	for _, c := range []struct {
		name string
		set  Set
		want string
	}{
		{"Unreserved", Unreserved, unreserved},
		{"Userinfo", Userinfo, unreserved + subDelims + ":"},
		{"Host", Host, unreserved + subDelims},
		{"Zone", Zone, unreserved},
		{"Path", Path, pchar + "/"},
		{"Segment", Segment, pchar},
		{"Query", Query, pchar + "/?"},
		{"Fragment", Fragment, pchar + "/?"},
		{"QueryParam", QueryParam, without(pchar+"/?", "&=+")},
		{"Any", Any, unreserved},
		{"ASCII", ASCII, ascii},
		{"TemplateReserved", TemplateReserved, unreserved + genDelims + subDelims},
		{"URLC0Control", URLC0Control, printable},
		{"URLFragment", URLFragment, without(printable, " \"<>`")},
		{"URLQuery", URLQuery, urlQuery},
		{"URLSpecialQuery", URLSpecialQuery, without(urlQuery, "'")},
		{"URLPath", URLPath, urlPath},
		{"URLUserinfo", URLUserinfo, urlUserinfo},
		{"URLComponent", URLComponent, urlComponent},
		{"URLForm", URLForm, without(urlComponent, "!'()~")},
	} {
		for i := 0; i < 256; i++ {
			b := byte(i)
			if got, want := c.set.Has(b), strings.IndexByte(c.want, b) >= 0; got != want {
				t.Errorf("%s.Has(%q) = %v", c.name, b, got)
			}
		}
	}
}

func TestEncode(t *testing.T) {
	for _, c := range []struct {
		in   string
		set  Set
		want string
	}{
		// RFC 3986 §2.5: "A" is "A", U+00C0 is "%C3%80", U+30A2 is
		// "%E3%82%A2"; §2.1: upper-case digits.
		{"A\u00c0\u30a2", Path, "A%C3%80%E3%82%A2"},
		{"a b", Path, "a%20b"},
		{"100%", Path, "100%25"}, // §2.4: "%" in data is "%25"
		{"a/b?c#d", Path, "a/b%3Fc%23d"},
		{"a/b?c#d", Segment, "a%2Fb%3Fc%23d"},
		{"a/b?c#d", Query, "a/b?c%23d"},
		{"user:pw@x", Userinfo, "user:pw%40x"},
		{"ex ample.com", Host, "ex%20ample.com"},
		{"en0%", Zone, "en0%25"},
		{"rock & roll=1+1", QueryParam, "rock%20%26%20roll%3D1%2B1"},
		{"", Path, ""},
		{"\x00\x7f\xff", Path, "%00%7F%FF"},
		// RFC 6570 §3.2.1 and the examples of §3.2.2-§3.2.3 (var =
		// "value", hello = "Hello World!", half = "50%", base =
		// "http://example.com/home/", path = "/foo/bar").
		{"Hello World!", Unreserved, "Hello%20World%21"},
		{"50%", Unreserved, "50%25"},
		{"Hello World!", TemplateReserved, "Hello%20World!"},
		{"50%", TemplateReserved, "50%25"},
		{"http://example.com/home/", Unreserved, "http%3A%2F%2Fexample.com%2Fhome%2F"},
		{"http://example.com/home/", TemplateReserved, "http://example.com/home/"},
		{"/foo/bar", TemplateReserved, "/foo/bar"},
		{"%2Fa%zz%4", TemplateReserved, "%2Fa%25zz%254"}, // triplets pass, a stray "%" does not
		{"%00%FF%", TemplateReserved, "%00%FF%25"},
		// Only U+R passes triplets through (§3.2.1: U allows "only
		// unreserved characters"); elsewhere a "%" in data is "%25"
		// even before two hex digits (RFC 3986 §2.4).
		{"%41%2f", Unreserved, "%2541%252f"},
		{"a%20b", Path, "a%2520b"},
		{"%7E~", QueryParam, "%257E~"},
		// web-platform-tests url/resources/percent-encoding.json, UTF-8
		// outputs (the query of a special URL).
		{"\u2020", URLSpecialQuery, "%E2%80%A0"},
		{"\u000eA", URLSpecialQuery, "%0EA"},
		{"\u203e\\", URLSpecialQuery, "%E2%80%BE\\"},
		{"\ue5e5", URLSpecialQuery, "%EE%97%A5"},
		{"\u2212", URLSpecialQuery, "%E2%88%92"},
		{"á|", URLSpecialQuery, "%C3%A1|"},
		// URL Standard §1.3: the sets nest; "%" stays in all but the
		// component and form sets; the form serializer writes a space "+".
		{"a b'c", URLQuery, "a%20b'c"},
		{"a b'c", URLSpecialQuery, "a%20b%27c"},
		{"/a^b`{}?", URLPath, "/a%5Eb%60%7B%7D%3F"},
		{"a%2Fb", URLPath, "a%2Fb"},
		{"u:p@[h]|", URLUserinfo, "u%3Ap%40%5Bh%5D%7C"},
		{"1+1=2 & 50%", URLComponent, "1%2B1%3D2%20%26%2050%25"},
		{"Say what\u203d", URLForm, "Say+what%E2%80%BD"},
		{"a~b(c)!'*-._", URLForm, "a%7Eb%28c%29%21%27*-._"},
		{"<`>", URLFragment, "%3C%60%3E"},
		{"\x1f\x20\x7e\x7f", URLC0Control, "%1F ~%7F"},
		// RFC 3987 §3.1: only the octets of non-ASCII characters.
		{"http://r\u00e9sum\u00e9.example.org/%41 b", ASCII, "http://r%C3%A9sum%C3%A9.example.org/%41 b"},
	} {
		if got := Encode(c.in, c.set); got != c.want {
			t.Errorf("Encode(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := string(Append([]byte("x"), c.in, &c.set)); got != "x"+c.want {
			t.Errorf("Append(%q) = %q, want %q", c.in, got, "x"+c.want)
		}
		if got := Needs(c.in, c.set); got != (c.in != c.want) {
			t.Errorf("Needs(%q) = %v", c.in, got)
		}
		if !c.set.Has('%') && !c.set.triplets && !c.set.plus && Decode(c.want) != c.in {
			t.Errorf("Decode(Encode(%q)) = %q", c.in, Decode(c.want))
		}
	}
}

func TestDecode(t *testing.T) {
	for _, c := range []struct {
		in, want, form string
		invalid        int
	}{
		{"%20", " ", " ", -1}, // RFC 3986 §2.1: %20 is the octet 0x20
		{"%7e%7E", "~~", "~~", -1},
		{"A%C3%80%E3%82%A2", "A\u00c0\u30a2", "A\u00c0\u30a2", -1}, // §2.5
		{"a+b%2B", "a+b+", "a b+", -1},                             // URL Standard §5.1
		{"%0D%0a%00", "\r\n\x00", "\r\n\x00", -1},
		{"%2F", "/", "/", -1}, // decoding does not care what the octet means
		// URL Standard §1.3, percent-decode: a "%" that begins no
		// triplet is kept.
		{"%25%s%1G", "%%s%1G", "%%s%1G", 3},
		{"\u203d%25%2E", "\u203d%.", "\u203d%.", -1},
		{"%", "%", "%", 0},
		{"a%4", "a%4", "a%4", 1},
		{"%%41", "%A", "%A", 0},
		{"%4%41+", "%4A+", "%4A ", 0},
		{"plain", "plain", "plain", -1},
		{"", "", "", -1},
		{"++", "++", "  ", -1},
		{"%e2%80%bd+%", "\u203d+%", "\u203d %", 10},
	} {
		if got := Decode(c.in); got != c.want {
			t.Errorf("Decode(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := DecodeForm(c.in); got != c.form {
			t.Errorf("DecodeForm(%q) = %q, want %q", c.in, got, c.form)
		}
		var b strings.Builder
		WriteDecoded(&b, c.in, false)
		WriteDecoded(&b, c.in, true)
		if got := b.String(); got != c.want+c.form {
			t.Errorf("WriteDecoded(%q) = %q", c.in, got)
		}
		if got, want := NextEscape(c.in, 0, false), indexOr(c.in, strings.IndexByte(c.in, '%')); got != want {
			t.Errorf("NextEscape(%q, 0, false) = %d, want %d", c.in, got, want)
		}
		if got, want := NextEscape(c.in, 0, true), indexOr(c.in, strings.IndexAny(c.in, "%+")); got != want {
			t.Errorf("NextEscape(%q, 0, true) = %d, want %d", c.in, got, want)
		}
		if got := Invalid(c.in); got != c.invalid {
			t.Errorf("Invalid(%q) = %d, want %d", c.in, got, c.invalid)
		}
	}
}

func TestOctet(t *testing.T) {
	for _, c := range []struct {
		s    string
		i    int
		want int
	}{
		{"%41", 0, 'A'}, {"x%7e", 1, '~'}, {"%FF", 0, 255}, {"%00", 0, 0},
		{"%4", 0, -1}, {"%4g", 0, -1}, {"%g4", 0, -1}, {"x%41", 0, -1}, {"%41", 1, -1}, {"", 0, -1},
	} {
		if got := Octet(c.s, c.i); got != c.want {
			t.Errorf("Octet(%q, %d) = %d, want %d", c.s, c.i, got, c.want)
		}
	}
}

// Every byte, encoded alone and in text, decodes back to itself, for every
// set without "%" or triplets.
func TestRoundTrip(t *testing.T) {
	var all []byte
	for i := 0; i < 256; i++ {
		all = append(all, byte(i))
	}
	for _, set := range []Set{Unreserved, Userinfo, Host, Path, Segment, Query, QueryParam, URLComponent} {
		e := Encode(string(all), set)
		if d := Decode(e); d != string(all) {
			t.Errorf("Decode(Encode(every byte)) = %q", d)
		}
		for i := 0; i < len(e); i++ {
			if !set.Has(e[i]) && Octet(e, i) < 0 {
				t.Fatalf("Encode gave %q: %q at %d is neither in the set nor a triplet", e, e[i], i)
			} else if e[i] == '%' {
				i += 2
			}
		}
	}
	if d := DecodeForm(Encode(string(all), URLForm)); d != string(all) {
		t.Errorf("DecodeForm(Encode(every byte, URLForm)) = %q", d)
	}
}

// Nothing to do, nothing allocated; something to do, one allocation.
func TestAllocs(t *testing.T) {
	plain := "https://example.com/a/b?c=d"
	for name, f := range map[string]func(){
		"Encode":     func() { _ = Encode(plain, Query) },
		"Decode":     func() { _ = Decode(plain) },
		"DecodeForm": func() { _ = DecodeForm(plain) },
		"Invalid":    func() { _ = Invalid(plain + "%41") },
		"Needs":      func() { _ = Needs(plain, Query) },
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocs, want 0", name, n)
		}
	}
	for name, f := range map[string]func(){
		"Encode":     func() { _ = Encode("a b c d é", Query) },
		"Decode":     func() { _ = Decode("a%20b%20c%zz") },
		"DecodeForm": func() { _ = DecodeForm("a+b%20c") },
	} {
		if n := testing.AllocsPerRun(100, f); n != 1 {
			t.Errorf("%s: %v allocs, want 1", name, n)
		}
	}
}

// refDecode is the definition, one byte at a time (RFC 3986 §2.1; "+" a
// space with form, URL Standard §5.1).
func refDecode(s string, form bool) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '%' && i+2 < len(s) && strings.ContainsRune("0123456789abcdefABCDEF", rune(s[i+1])) &&
			strings.ContainsRune("0123456789abcdefABCDEF", rune(s[i+2])):
			hi := strings.IndexByte("0123456789abcdef", strings.ToLower(s[i+1 : i+2])[0])
			lo := strings.IndexByte("0123456789abcdef", strings.ToLower(s[i+2 : i+3])[0])
			b = append(b, byte(hi<<4|lo))
			i += 2
		case s[i] == '+' && form:
			b = append(b, ' ')
		default:
			b = append(b, s[i])
		}
	}
	return string(b)
}

// Every decoder against the definition on random text dense with "%",
// around the eight-byte steps and the 64-byte pieces of WriteDecoded,
// where a cut could fall inside a triplet.
func TestDecodeRandom(t *testing.T) {
	const alphabet = "%%%%+aF4g9zZ2B\x00\xff&=+"
	seed := uint32(1)
	rnd := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>8) % n }
	for _, n := range []int{0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 62, 63, 64, 65, 66, 127, 128, 129, 130, 191, 192, 193, 1025} {
		for range 60 {
			b := make([]byte, n)
			for i := range b {
				b[i] = alphabet[rnd(len(alphabet))]
			}
			s := string(b)
			for _, form := range []bool{false, true} {
				want := refDecode(s, form)
				got := Decode(s)
				if form {
					got = DecodeForm(s)
				}
				if got != want {
					t.Fatalf("decode(%q, form %v) = %q, want %q", s, form, got, want)
				}
				if got := string(AppendDecode([]byte("x"), s, form)); got != "x"+want {
					t.Fatalf("AppendDecode(%q, form %v) = %q", s, form, got)
				}
				for i := range len(s) + 1 {
					j := strings.IndexAny(s[i:], map[bool]string{false: "%", true: "%+"}[form])
					if got, want := NextEscape(s, i, form), i+indexOr(s[i:], j); got != want {
						t.Fatalf("NextEscape(%q, %d, %v) = %d, want %d", s, i, form, got, want)
					}
				}
				var sb strings.Builder
				WriteDecoded(&sb, s, form)
				if sb.String() != want {
					t.Fatalf("WriteDecoded(%q, form %v) = %q", s, form, sb.String())
				}
			}
		}
	}
	long := strings.Repeat("%E3%81%82", 400)
	if n := testing.AllocsPerRun(20, func() { _ = Decode(long) }); n != 1 {
		t.Errorf("Decode of %d bytes: %v allocs, want 1", len(long), n)
	}
}

// count, which sizes Encode's one allocation, is the number of bytes the
// set encodes: each byte outside the set, a "%" that starts no triplet
// with TemplateReserved (RFC 6570 §3.2.1), a space with URLForm.
func TestCount(t *testing.T) {
	for _, c := range []struct {
		s    string
		set  Set
		want int
	}{
		{"", Path, 0},
		{"abc", Path, 0},
		{"a b", Path, 1},
		{"a b ", Path, 2},
		{" ", Path, 1},
		{"é", Path, 2}, // two UTF-8 octets (RFC 3986 §2.5)
		{"a/b?c", Segment, 2},
		{"a/b?c", Query, 0},
		{"%41%zz%", TemplateReserved, 2},
		{"%41", Path, 1},
		{"a b+c", URLForm, 2},
	} {
		if got := c.set.count(c.s); got != c.want {
			t.Errorf("count(%q) = %d, want %d", c.s, got, c.want)
		}
	}
}

// SetOf holds exactly the ASCII bytes its test reports, and never a byte
// above 0x7F: a set made that way encodes as a set defined here does.
func TestSetOf(t *testing.T) {
	got := SetOf(func(b byte) bool { return Unreserved.Has(b) || b >= 0x80 })
	if got != Unreserved {
		t.Errorf("SetOf(Unreserved.Has) differs from Unreserved")
	}
	if SetOf(func(byte) bool { return true }) != ASCII {
		t.Errorf("SetOf(every byte) is not ASCII")
	}
	if s := SetOf(func(b byte) bool { return b == '%' || Unreserved.Has(b) }); Encode("%41 %", s) != "%41%20%" {
		t.Errorf("a set holding %%: %q", Encode("%41 %", s))
	}
}

// indexOr returns i, or len(s) when i is -1: a strings.Index result in
// NextEscape's terms.
func indexOr(s string, i int) int {
	if i < 0 {
		return len(s)
	}
	return i
}

// NextEscape steps a machine word at a time (8 bytes, or 4 under
// GOARCH=386): an escape in every byte position of every word and of the
// tail after the last whole word, from every starting offset, among bytes
// that differ from "%" or "+" by one bit or one value ("$", "&", "*", ",",
// the two with the high bit set), is found where a byte-by-byte reading
// finds it. A second escape after the first, of the other kind, makes a
// false mark above the true one possible (ZeroBytes' borrow) and must not
// be chosen; nor a fill byte that borrows into a "%" or "+" zero.
func TestNextEscapeWords(t *testing.T) {
	const near = "$&*,\xa5\xabaz"
	for n := 0; n <= 2*8+1; n++ {
		b := make([]byte, n)
		for rot := range len(near) {
			for p := -1; p < n; p++ { // p = -1: no escape at all
				for _, e := range []byte{'%', '+'} {
					for q := p; q < n; q++ { // q = p: no second escape
						for k := range b {
							b[k] = near[(k+rot)%len(near)]
						}
						if p >= 0 {
							b[p] = e
						}
						if q > p && p >= 0 {
							b[q] = '%' ^ '+' ^ e
						}
						s := string(b)
						for i := 0; i <= n; i++ {
							want, wantForm := n, n
							for k := n - 1; k >= i; k-- {
								switch s[k] {
								case '%':
									want, wantForm = k, k
								case '+':
									wantForm = k
								}
							}
							if got := NextEscape(s, i, false); got != want {
								t.Fatalf("NextEscape(%q, %d, false) = %d, want %d", s, i, got, want)
							}
							if got := NextEscape(s, i, true); got != wantForm {
								t.Fatalf("NextEscape(%q, %d, true) = %d, want %d", s, i, got, wantForm)
							}
						}
						if p < 0 {
							break
						}
					}
				}
			}
		}
	}
}
