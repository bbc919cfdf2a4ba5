package uri

import (
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/pct"
)

// paramsOf collects the parameters p yields.
func paramsOf(p Params, raw bool) []Param {
	seq := p.All()
	if raw {
		seq = p.Raw()
	}
	var ps []Param
	for x := range seq {
		ps = append(ps, x)
	}
	return ps
}

// The "&"/"=" convention of RFC 3986 §3.4's "key=value pairs" as HTML forms
// write it (WHATWG URL §5.1): split at "&", then at the first "=".
func TestParams(t *testing.T) {
	for _, tc := range []struct {
		query string
		form  bool
		want  []Param // decoded
	}{
		{"", false, nil},
		{"name=ferret", false, []Param{{"name", "ferret", true}}}, // RFC 3986 §3's example
		{"k", false, []Param{{"k", "", false}}},
		{"k=", false, []Param{{"k", "", true}}},
		{"=v", false, []Param{{"", "v", true}}},
		{"=", false, []Param{{"", "", true}}},
		{"a=1&b=2&a=3", false, []Param{{"a", "1", true}, {"b", "2", true}, {"a", "3", true}}},
		{"a=1&&b=2&", false, []Param{{"a", "1", true}, {"b", "2", true}}},
		{"&", false, nil},
		{"a=b=c", false, []Param{{"a", "b=c", true}}},
		{"q=a%20b%26c%3Dd", false, []Param{{"q", "a b&c=d", true}}},
		{"q=a+b", false, []Param{{"q", "a+b", true}}},
		{"q=a+b&c%2Bd=1", true, []Param{{"q", "a b", true}, {"c+d", "1", true}}},
		{"x=%zz&y=%4", false, []Param{{"x", "%zz", true}, {"y", "%4", true}}},
		{"caf%C3%A9=%E2%82%AC", false, []Param{{"café", "€", true}}},
		{"a;b=c", false, []Param{{"a;b", "c", true}}}, // ";" is no separator (WHATWG, net/url since Go 1.17)
		{"p=/a?b", false, []Param{{"p", "/a?b", true}}},
	} {
		p := QueryParams(tc.query)
		if tc.form {
			p = p.Form()
		}
		if got := paramsOf(p, false); !slices.Equal(got, tc.want) {
			t.Errorf("QueryParams(%q) form %v: got %+v, want %+v", tc.query, tc.form, got, tc.want)
		}
		if p.Len() != len(tc.want) {
			t.Errorf("QueryParams(%q).Len() = %d, want %d", tc.query, p.Len(), len(tc.want))
		}
		// Raw gives the pieces back: joined with "&" they are the query
		// without its empty pieces.
		var pieces []string
		for r := range p.Raw() {
			s := r.Key
			if r.HasValue {
				s += "=" + r.Value
			}
			pieces = append(pieces, s)
		}
		var nonEmpty []string
		for _, s := range strings.Split(tc.query, "&") {
			if s != "" {
				nonEmpty = append(nonEmpty, s)
			}
		}
		if !slices.Equal(pieces, nonEmpty) {
			t.Errorf("QueryParams(%q).Raw(): %q", tc.query, pieces)
		}
	}
}

func TestParamsLookup(t *testing.T) {
	u, err := Parse("http://example.com/?a=1&flag&empty=&a=2&caf%C3%A9=x&sp%20ace=y")
	if err != nil {
		t.Fatal(err)
	}
	p := u.Params()
	for _, tc := range []struct {
		key    string
		want   Param
		ok     bool
		values []string
	}{
		{"a", Param{"a", "1", true}, true, []string{"1", "2"}},
		{"flag", Param{"flag", "", false}, true, []string{""}},
		{"empty", Param{"empty", "", true}, true, []string{""}},
		{"café", Param{"café", "x", true}, true, []string{"x"}},
		{"sp ace", Param{"sp ace", "y", true}, true, []string{"y"}},
		{"missing", Param{}, false, nil},
		{"caf", Param{}, false, nil},
		{"a=1", Param{}, false, nil},
	} {
		got, ok := p.Lookup(tc.key)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Lookup(%q) = %+v, %v; want %+v, %v", tc.key, got, ok, tc.want, tc.ok)
		}
		if p.Has(tc.key) != tc.ok || p.Get(tc.key) != tc.want.Value {
			t.Errorf("Has/Get(%q) = %v %q", tc.key, p.Has(tc.key), p.Get(tc.key))
		}
		if vs := p.Values(tc.key); !slices.Equal(vs, tc.values) {
			t.Errorf("Values(%q) = %q, want %q", tc.key, vs, tc.values)
		}
	}
	// "+" is itself unless Form is asked for.
	q := QueryParams("a+b=c+d")
	if q.Get("a+b") != "c+d" || q.Has("a b") || q.Form().Get("a b") != "c d" {
		t.Errorf("+ handling: %q %v %q", q.Get("a+b"), q.Has("a b"), q.Form().Get("a b"))
	}
	var none URI
	if none.Params().Len() != 0 || none.Params().Has("") {
		t.Error("the empty reference has parameters")
	}
}

// Reading parameters allocates nothing when nothing needs decoding.
func TestParamsAllocs(t *testing.T) {
	u, _ := Parse("https://example.com/search?q=uri&lang=en&page=2&flag")
	n := testing.AllocsPerRun(100, func() {
		for p := range u.Params().All() {
			_ = p
		}
		u.Params().Get("page")
		u.Params().Lookup("nothing")
		u.Params().Form().Has("lang")
	})
	if n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
	// Has compares keys as they decode, and decodes no value.
	q := QueryParams("caf%C3%A9=%E2%82%AC&a+b=%41").Form()
	if n := testing.AllocsPerRun(100, func() {
		if !q.Has("café") || !q.Has("a b") || q.Has("a+b") || q.Has("caf") {
			t.Fatal("Has")
		}
	}); n != 0 {
		t.Errorf("Has: %v allocations, want 0", n)
	}
}

// The decoded keys and values of a query share one allocation,
// and stay unchanged after the iteration and while later ones are decoded.
func TestParamsDecodedShareBuffer(t *testing.T) {
	q := "a=%41%42&b=plain&c+d=x%2By&e=%zz+1&f"
	want := []Param{
		{"a", "AB", true}, {"b", "plain", true}, {"c d", "x+y", true}, {"e", "%zz 1", true}, {"f", "", false},
	}
	if got := paramsOf(QueryParams(q).Form(), false); !slices.Equal(got, want) {
		t.Errorf("%q: got %+v, want %+v", q, got, want)
	}
	n := testing.AllocsPerRun(100, func() {
		for p := range QueryParams(q).Form().All() {
			_ = p
		}
	})
	if n != 1 {
		t.Errorf("%v allocations, want 1", n)
	}
}

// The one allocation is made for the rest of the query from the first
// piece that needs decoding, that piece included: when that piece is
// longer than all that follows it, all still fits.
func TestParamsDecodedShareBufferLongFirst(t *testing.T) {
	q := "k%41%41%41%41=%42%42%42%42&x=%43"
	want := []Param{{"kAAAA", "BBBB", true}, {"x", "C", true}}
	if got := paramsOf(QueryParams(q), false); !slices.Equal(got, want) {
		t.Errorf("%q: got %+v, want %+v", q, got, want)
	}
	n := testing.AllocsPerRun(100, func() {
		for p := range QueryParams(q).All() {
			_ = p
		}
	})
	if n != 1 {
		t.Errorf("%q: %v allocations, want 1", q, n)
	}
}

// Where only one piece of a query needs decoding, its key and value each
// get an allocation of their own (of their decoded length), and nothing is
// made for the rest of the query.
func TestParamsDecodedAlone(t *testing.T) {
	for _, c := range []struct {
		q      string
		want   []Param
		allocs float64
	}{
		{"x=1&y=%41%42&z=plain", []Param{{"x", "1", true}, {"y", "AB", true}, {"z", "plain", true}}, 1},
		{"%41%42=%43%44&z", []Param{{"AB", "CD", true}, {"z", "", false}}, 2},
		{"a+b", []Param{{"a b", "", false}}, 1},
		{"a+b=plain", []Param{{"a b", "plain", true}}, 1}, // the value, with nothing to decode, is not copied
		{"k=v&a+b=c%20d", []Param{{"k", "v", true}, {"a b", "c d", true}}, 2},
	} {
		if got := paramsOf(QueryParams(c.q).Form(), false); !slices.Equal(got, c.want) {
			t.Errorf("%q: got %+v, want %+v", c.q, got, c.want)
		}
		n := testing.AllocsPerRun(100, func() {
			for p := range QueryParams(c.q).Form().All() {
				_ = p
			}
		})
		if n != c.allocs {
			t.Errorf("%q: %v allocations, want %v", c.q, n, c.allocs)
		}
	}
}

// net/url as an oracle for the form reading: on queries without ";" (which
// net/url rejects) and without malformed "%", url.ParseQuery sees the same
// keys and values, merged by key.
func TestParamsAgainstNetURL(t *testing.T) {
	for _, q := range []string{
		"a=1&b=2&a=3", "x=a+b%20c&y", "k=&=v&&", "caf%C3%A9=%E2%82%AC&a=b=c", "q=%2B%26%3D",
	} {
		want, err := url.ParseQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		got := url.Values{}
		for p := range QueryParams(q).Form().All() {
			got[p.Key] = append(got[p.Key], p.Value)
		}
		if !mapsEqual(got, want) {
			t.Errorf("%q: got %v, net/url %v", q, got, want)
		}
	}
}

func mapsEqual(a, b url.Values) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !slices.Equal(v, b[k]) {
			return false
		}
	}
	return true
}

func TestEncodeQueryKeyValue(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain", "plain"},
		{"a b", "a%20b"},
		{"a&b=c+d#e", "a%26b%3Dc%2Bd%23e"},
		{"/?:@!$'()*,;", "/?:@!$'()*,;"}, // the rest of pchar / "/" / "?" stays (RFC 3986 §3.4)
		{"100%", "100%25"},
		{"é", "%C3%A9"},
		{"", ""},
	} {
		if got := EncodeQueryKey(tc.in); got != tc.want {
			t.Errorf("EncodeQueryKey(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if got := EncodeQueryValue(tc.in); got != tc.want {
			t.Errorf("EncodeQueryValue(%q) = %q, want %q", tc.in, got, tc.want)
		}
		// What is encoded reads back as one key or value, also as a form.
		q := EncodeQueryKey(tc.in) + "=" + EncodeQueryValue(tc.in)
		for _, p := range []Params{QueryParams(q), QueryParams(q).Form()} {
			if got := paramsOf(p, false); len(got) != 1 || got[0] != (Param{tc.in, tc.in, true}) {
				t.Errorf("%q reads back as %+v", q, got)
			}
		}
		if _, err := ParseReference("?" + q); err != nil {
			t.Errorf("%q is not a valid query: %v", q, err)
		}
	}
}

func TestBuilderParams(t *testing.T) {
	for _, tc := range []struct {
		in   string
		edit func(b *Builder)
		want string
	}{
		{"http://a/?x=1&y=2", func(b *Builder) { b.AppendParam("z", "a&b") }, "http://a/?x=1&y=2&z=a%26b"},
		{"http://a/", func(b *Builder) { b.AppendParam("k", "v") }, "http://a/?k=v"},
		{"http://a/?", func(b *Builder) { b.AppendParam("k", "") }, "http://a/?k="},
		{"http://a/?x", func(b *Builder) { b.AppendKey("y z") }, "http://a/?x&y%20z"},
		{"http://a/?x=1&y=2&x=3#f", func(b *Builder) { b.SetParam("x", "9") }, "http://a/?x=9&y=2#f"},
		{"http://a/?y=2", func(b *Builder) { b.SetParam("x", "=") }, "http://a/?y=2&x=%3D"},
		{"http://a/?%78=1&y=%41", func(b *Builder) { b.SetParam("x", "2") }, "http://a/?x=2&y=%41"},
		{"http://a/?x=1&y=2&x=3", func(b *Builder) { b.RemoveParam("x") }, "http://a/?y=2"},
		{"http://a/?x=1#f", func(b *Builder) { b.RemoveParam("x") }, "http://a/#f"},
		{"http://a/?", func(b *Builder) { b.RemoveParam("x") }, "http://a/?"},
		{"http://a/?y=%2F&&x", func(b *Builder) { b.RemoveParam("x") }, "http://a/?y=%2F&"},
		{"http://a/?a+b=1&a%20b=2", func(b *Builder) { b.RemoveParam("a b") }, "http://a/?a+b=1"},
		{"http://a/?utm_source=x&id=7&utm_medium=y&ref", func(b *Builder) { b.KeepParams("id", "ref") }, "http://a/?id=7&ref"},
		{"http://a/?utm=1", func(b *Builder) { b.KeepParams("id") }, "http://a/"},
		{"http://a/?b=1&a=2&&b=0&A=3&a", func(b *Builder) { b.SortParams() }, "http://a/?A=3&a=2&a&b=1&b=0"},
		{"http://a/?%62=1&a=2", func(b *Builder) { b.SortParams() }, "http://a/?a=2&%62=1"},
		{"http://a/", func(b *Builder) { b.SortParams() }, "http://a/"},
		{"", func(b *Builder) { b.Scheme("https").Host("example.org").AppendParam("q", "a b") }, "https://example.org?q=a%20b"},
	} {
		u, err := ParseReference(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		b := NewBuilder(u)
		tc.edit(b)
		got, err := b.Build()
		if err != nil || got.String() != tc.want {
			t.Errorf("%q: got %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	// The chain stops at the first error.
	b := new(Builder).Port("x").AppendParam("a", "b")
	if _, err := b.Build(); err == nil || b.has&fQuery != 0 {
		t.Errorf("AppendParam after an error: %v %q", err, b.query)
	}
}

// Queries of every length up to 260, of the bytes that matter ("&", "=",
// "%", "+", hex digits, and a byte of each class's neighbour), read with
// Raw and with All in both readings, against the definition: the pieces of
// strings.Split, split at the first "=", decoded one byte at a time
// (refDecode).
func TestParamsEveryLength(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const alphabet = "&=%+aF4'>,*$&="
	n := 260
	if testing.Short() {
		n = 80
	}
	for n := range n {
		for range 40 {
			checkParamsDefinition(t, randomText(r, n, alphabet))
		}
	}
}

// checkParamsDefinition reads q with Raw and with All in both readings and
// compares them with the definition: the pieces of strings.Split at "&"
// (empty ones left out), each split at its first "=", decoded one byte at
// a time (refDecode).
func checkParamsDefinition(t *testing.T, q string) {
	t.Helper()
	var want []Param
	for _, piece := range strings.Split(q, "&") {
		if piece != "" {
			k, v, ok := strings.Cut(piece, "=")
			want = append(want, Param{k, v, ok})
		}
	}
	if got := paramsOf(QueryParams(q), true); !slices.Equal(got, want) {
		t.Fatalf("Raw %q: %+v, want %+v", q, got, want)
	}
	for _, form := range []bool{false, true} {
		p := QueryParams(q)
		if form {
			p = p.Form()
		}
		dec := make([]Param, len(want))
		for i, w := range want {
			dec[i] = Param{refDecode(w.Key, form), refDecode(w.Value, form), w.HasValue}
		}
		if got := paramsOf(p, false); !slices.Equal(got, dec) {
			t.Fatalf("All %q (form %v): %+v, want %+v", q, form, got, dec)
		}
	}
}

// randomText returns n bytes drawn from alphabet.
func randomText(r *rand.Rand, n int, alphabet string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

// checkDecode checks the decoder Params uses (internal/pct) on s against
// refDecode.
func checkDecode(t *testing.T, s string) {
	t.Helper()
	for _, form := range []bool{false, true} {
		want := refDecode(s, form)
		var b strings.Builder
		b.WriteString("x")
		pct.WriteDecoded(&b, s, form)
		if got := b.String(); got != "x"+want {
			t.Fatalf("WriteDecoded(%q, form %v) = %q, want %q", s, form, got[1:], want)
		}
	}
}

// The escape search steps a machine word (8 bytes, or 4 under
// GOARCH=386), from the start of the query and again after each piece
// that needs decoding: a value of 0 to 17 other bytes with one escape
// ("+", the triplet "%2B" of RFC 3986 §2.1, or a "%" that begins none) at
// each position, or none, after a first
// piece that needs decoding or not and before one that does or not (so
// that the search starts at each alignment and a piece's key and value are
// decoded into the shared buffer or on their own), reads as the
// definition does: the pieces between "&", split at the first "=", "+"
// read as a space in the form reading, each triplet replaced by its octet
// (refDecode, a byte at a time).
func TestParamsEscapeInEveryWordPosition(t *testing.T) {
	const fill = "$*,'\xa5\xab-~" // neighbours of "%" and "+" in value and bit pattern
	for _, before := range []string{"", "a=1&", "a=%41&", "a+&", "%41&bb=c&"} {
		for _, after := range []string{"", "&z", "&z=%5A", "&+"} {
			for n := range 18 {
				for p := -1; p < n; p++ {
					for _, esc := range []string{"+", "%2B", "%"} {
						v := []byte(strings.Repeat(fill, 5)[p+1 : p+1+n])
						val := string(v)
						if p >= 0 {
							val = string(v[:p]) + esc + string(v[p:])
						}
						checkParamsDefinition(t, before+"k="+val+after)
					}
				}
			}
		}
	}
}
