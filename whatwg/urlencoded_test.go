package whatwg

import (
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The examples of §6.2 and of web-platform-tests' urlsearchparams-sort.any.js
// and urlsearchparams-*.any.js.
func TestSearchParamsExamples(t *testing.T) {
	// §6.2: "percent-encode anything in the application/x-www-form-urlencoded
	// percent-encode set, and encode U+0020 SPACE as U+002B (+)".
	u, _ := Parse("https://example.com/?a=b ~")
	if u.Href() != "https://example.com/?a=b%20~" {
		t.Errorf("href %q", u.Href())
	}
	p := u.SearchParams()
	p.Sort()
	if got := u.WithSearchParams(p).Href(); got != "https://example.com/?a=b+%7E" {
		t.Errorf("sorted %q", got)
	}
	u, _ = Parse("https://example.com/?a=~&b=%7E")
	if u.Search() != "?a=~&b=%7E" {
		t.Errorf("search %q", u.Search())
	}
	for _, name := range []string{"a", "b"} {
		if v, ok := u.SearchParams().Get(name); !ok || v != "~" {
			t.Errorf("get(%s) = %q, %v", name, v, ok)
		}
	}
	// §6.2 sort example.
	u, _ = Parse("https://example.org/?q=🏳️‍🌈&key=e1f7bc78")
	p = u.SearchParams()
	p.Sort()
	if got := u.WithSearchParams(p).Search(); got != "?key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88" {
		t.Errorf("sort example: %q", got)
	}
	// §6.2 constructor example.
	p = &SearchParams{}
	p.Append("key", "730d67")
	if p.String() != "key=730d67" {
		t.Errorf("%q", p.String())
	}
}

func TestSearchParamsSort(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []Param
	}{
		{"z=b&a=b&z=a&a=a", []Param{{"a", "b"}, {"a", "a"}, {"z", "b"}, {"z", "a"}}},
		{"\uFFFD=x&\uFFFC&\uFFFD=a", []Param{{"\uFFFC", ""}, {"\uFFFD", "x"}, {"\uFFFD", "a"}}},
		// UTF-16 code units: U+1F308 is D83C DF08, below U+FB03.
		{"ﬃ&🌈", []Param{{"🌈", ""}, {"ﬃ", ""}}},
		{"é&e\uFFFDe&é", []Param{{"e\uFFFDe", ""}, {"é", ""}, {"é", ""}}},
		{"z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g", []Param{
			{"a", "a"}, {"a", "b"}, {"a", "c"}, {"a", "d"}, {"a", "e"}, {"a", "f"}, {"a", "g"},
			{"z", "z"}, {"z", "y"}, {"z", "x"}, {"z", "w"}, {"z", "v"}, {"z", "u"}, {"z", "t"}}},
		{"bbb&bb&aaa&aa=x&aa=y", []Param{{"aa", "x"}, {"aa", "y"}, {"aaa", ""}, {"bb", ""}, {"bbb", ""}}},
		{"z=z&=f&=t&=x", []Param{{"", "f"}, {"", "t"}, {"", "x"}, {"z", "z"}}},
		{"a🌈&a💩", []Param{{"a🌈", ""}, {"a💩", ""}}},
		// U+10000, the first code point past the BMP, is D800 DC00: below
		// U+E000 and above U+D7FF.
		{"\uE000&\U00010000&\uD7FF", []Param{{"\uD7FF", ""}, {"\U00010000", ""}, {"\uE000", ""}}},
	} {
		p := ParseSearchParams(tc.in)
		p.Sort()
		if got := slices.Collect(p.All()); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("sort %q = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestSearchParamsMethods(t *testing.T) {
	p := ParseSearchParams("?a=1&b=2&a=3&c&=4&&d=%zz+x&e=%F0%9F%92%A9&f=%FF")
	want := []Param{{"a", "1"}, {"b", "2"}, {"a", "3"}, {"c", ""}, {"", "4"}, {"d", "%zz x"}, {"e", "💩"}, {"f", "\uFFFD"}}
	if got := slices.Collect(p.All()); !reflect.DeepEqual(got, want) {
		t.Fatalf("parse = %q", got)
	}
	if p.Len() != 8 {
		t.Errorf("Len %d", p.Len())
	}
	if v, ok := p.Get("a"); !ok || v != "1" {
		t.Errorf("Get a = %q %v", v, ok)
	}
	if _, ok := p.Get("zz"); ok {
		t.Error("Get zz found")
	}
	if got := p.GetAll("a"); !reflect.DeepEqual(got, []string{"1", "3"}) {
		t.Errorf("GetAll a = %q", got)
	}
	if !p.Has("c") || p.Has("x") || !p.HasValue("a", "3") || p.HasValue("a", "2") {
		t.Error("Has")
	}
	p.Set("a", "9")
	if got := p.GetAll("a"); !reflect.DeepEqual(got, []string{"9"}) || slices.Collect(p.All())[0] != (Param{"a", "9"}) {
		t.Errorf("Set: %q", slices.Collect(p.All()))
	}
	p.Set("new", "v w")
	p.DeleteValue("b", "nope")
	if !p.Has("b") {
		t.Error("DeleteValue removed a pair whose value differs")
	}
	p.DeleteValue("b", "2")
	p.Delete("c")
	p.Delete("")
	if got := p.String(); got != "a=9&d=%25zz+x&e=%F0%9F%92%A9&f=%EF%BF%BD&new=v+w" {
		t.Errorf("String %q", got)
	}
	// §6.2 update: an empty list makes the query null.
	u, _ := Parse("http://h/p?x=1#f")
	if got := u.WithSearchParams(&SearchParams{}).Href(); got != "http://h/p#f" {
		t.Errorf("empty update %q", got)
	}
	q := u.SearchParams()
	q.Append("y", "a&b=c")
	if got := u.WithSearchParams(q).Href(); got != "http://h/p?x=1&y=a%26b%3Dc#f" {
		t.Errorf("update %q", got)
	}
}

// All is live, as the URL API's iterator: a pair appended while iterating
// is yielded too, and breaking off stops it.
func TestSearchParamsAllLive(t *testing.T) {
	p := ParseSearchParams("a=1&b=2")
	var keys []string
	for kv := range p.All() {
		keys = append(keys, kv.Key)
		if kv.Key == "a" {
			p.Append("c", "3")
		}
	}
	if !reflect.DeepEqual(keys, []string{"a", "b", "c"}) {
		t.Errorf("keys %q", keys)
	}
	n := 0
	for range p.All() {
		n++
		break
	}
	if n != 1 {
		t.Errorf("break: %d", n)
	}
}

// What FuzzSearchParams does (parse, serialize, parse again, sort,
// serialize) costs memory linear in the query, on the shapes that could
// make it otherwise: many pairs, one key repeated (the stable sort's
// merges), keys sharing a long prefix (each comparison reads it), escapes
// and invalid UTF-8 (decoding, then U+FFFD encoded as nine bytes), pairs
// in reverse order. Judged by what it allocates at n and 2n, as the URL
// parser's hostile input is (hostile_test.go), never by time.
func TestSearchParamsLinear(t *testing.T) {
	n := 20_000
	if testing.Short() {
		n = 5_000
	}
	for _, tc := range []struct {
		name  string
		build func(n int) string
	}{
		{"pairs", func(n int) string { return strings.Repeat("a=b&", n) }},
		{"empty pairs", func(n int) string { return strings.Repeat("&", 4*n) }},
		{"long shared prefix", func(n int) string {
			var b strings.Builder
			for k := range n / 16 {
				b.WriteString(strings.Repeat("k", 60) + strconv.Itoa(n-k) + "=v&")
			}
			return b.String()
		}},
		{"escapes", func(n int) string { return strings.Repeat("%41%zz+", n) }},
		{"invalid UTF-8", func(n int) string { return strings.Repeat("\xff=\xfe&", n) }},
		{"reverse order", func(n int) string {
			var b strings.Builder
			for k := n; k > 0; k-- {
				b.WriteString(strconv.Itoa(k) + "&")
			}
			return b.String()
		}},
	} {
		work := func(q string) uint64 {
			var a, b runtime.MemStats
			runtime.ReadMemStats(&a)
			p := ParseSearchParams(q)
			s := p.String()
			if ParseSearchParams(s).String() != s {
				t.Errorf("%s: serialize, parse, serialize differs", tc.name)
			}
			p.Sort()
			_ = p.String()
			runtime.ReadMemStats(&b)
			return b.TotalAlloc - a.TotalAlloc
		}
		small, large := tc.build(n), tc.build(2*n)
		b1, b2 := work(small), work(large)
		if b2 > 5*b1/2+4096 {
			t.Errorf("%s: %d bytes allocated for %d bytes of query, %d for %d: not linear", tc.name, b1, len(small), b2, len(large))
		}
	}
}
