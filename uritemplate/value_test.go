package uritemplate

import (
	"net/netip"
	"strings"
	"testing"
)

func TestValueOf(t *testing.T) {
	type inner struct {
		City string `uritemplate:"city"`
		Zip  int
	}
	type addr struct {
		Street string `uritemplate:"street,omitempty"`
		In     inner  `uritemplate:"in"`
		Ptr    *inner
		skip   string
	}
	s := "s"
	for _, c := range []struct {
		in   any
		want Value
	}{
		{"x", String("x")},
		{"", String("")},
		{&s, String("s")},
		{true, String("true")},
		{-42, String("-42")},
		{uint8(7), String("7")},
		{37.76, String("37.76")},
		{float32(0.1), String("0.1")},
		{float32(1.125), String("1.125")},
		{-0.25, String("-0.25")},
		{1e21, String("1000000000000000000000")},
		{[]byte("raw"), String("raw")},
		{netip.MustParseAddr("::1"), String("::1")}, // MarshalText
		{[]string{"a", "b"}, List("a", "b")},
		{[2]int{1, 2}, List("1", "2")},
		{[]any{"a", nil, 3}, List("a", "3")},
		{[]string{}, Value{}},
		{map[string]string{"b": "2", "a": "1"}, Assoc(Pair{"a", "1"}, Pair{"b", "2"})},
		{map[string]any{"z": nil, "y": 1}, Assoc(Pair{"y", "1"})},
		{map[string]int{}, Value{}},
		{addr{In: inner{City: "Newport Beach", Zip: 1}, skip: "not a member: unexported"}, Assoc(Pair{"in.city", "Newport Beach"}, Pair{"in.Zip", "1"})},
		{nil, Value{}},
		{(*string)(nil), Value{}},
	} {
		got, err := ValueOf(c.in)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("ValueOf(%#v) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []any{make(chan int), [][]string{{"a"}}, map[int]string{1: "a"}, func() {}, map[string][]string{"a": {"b"}}} {
		if _, err := ValueOf(bad); err == nil {
			t.Errorf("ValueOf(%T): no error", bad)
		}
	}
}

func TestValuesOf(t *testing.T) {
	type q struct {
		Term string   `uritemplate:"q"`
		Tags []string `uritemplate:"tag"`
		Page int      `uritemplate:"page,omitempty"`
		Nil  *string
		Skip string `uritemplate:"-"`
	}
	vars, err := ValuesOf(&q{Term: "x", Tags: []string{"a"}, Skip: "no"})
	if err != nil || len(vars) != 2 || !vars["q"].Equal(String("x")) || !vars["tag"].Equal(String("a")) && !vars["tag"].Equal(List("a")) {
		t.Errorf("ValuesOf(struct) = %v, %v", vars, err)
	}
	vars, err = ValuesOf(map[string]any{"a": 1, "b": nil})
	if err != nil || len(vars) != 1 || !vars["a"].Equal(String("1")) {
		t.Errorf("ValuesOf(map) = %v, %v", vars, err)
	}
	if vars, err := ValuesOf(nil); err != nil || len(vars) != 0 {
		t.Errorf("ValuesOf(nil) = %v, %v", vars, err)
	}
	for _, bad := range []any{42, map[int]string{}, map[string]any{"c": make(chan int)}, struct{ C chan int }{}} {
		if _, err := ValuesOf(bad); err == nil {
			t.Errorf("ValuesOf(%T): no error", bad)
		}
	}
}

func TestDecodeJSON(t *testing.T) {
	vars, err := DecodeJSON([]byte(`{"s":"x","n":-1.5e3,"t":true,"f":false,"z":null,"l":["a",1,null,true],"e":[],
		"o":{"b":"2","a":{"c":"3"},"n":null},"eo":{},"s":"again"}`))
	if err != nil {
		t.Fatal(err)
	}
	want := Values{
		"s": String("again"), "n": String("-1.5e3"), "t": String("true"), "f": String("false"),
		"l": List("a", "1", "true"), "o": Assoc(Pair{"b", "2"}, Pair{"a.c", "3"}),
	}
	if !equalValues(vars, want) {
		t.Errorf("DecodeJSON = %v, want %v", vars, want)
	}
	for _, bad := range []string{``, `[]`, `"x"`, `{"a":[[1]]}`, `{"a":[{}]}`, `{"a":{"b":[]}}`, `{"a":1} x`, `{"a":`, `{"a" 1}`} {
		if _, err := DecodeJSON([]byte(bad)); err == nil || !strings.HasPrefix(err.Error(), "uritemplate: ") {
			t.Errorf("DecodeJSON(%q): %v", bad, err)
		}
	}
}

func TestValueAccessors(t *testing.T) {
	a := Assoc(Pair{"k", "v"})
	if a.Kind() != KindAssoc || a.Items() != nil || a.Text() != "" || len(a.Pairs()) != 1 || a.Pairs()[0] != (Pair{"k", "v"}) {
		t.Errorf("assoc accessors: %v %v %v", a.Kind(), a.Items(), a.Pairs())
	}
	l := List("a")
	if l.Kind() != KindList || l.Pairs() != nil || len(l.Items()) != 1 {
		t.Errorf("list accessors")
	}
	for k, s := range map[Kind]string{KindUndefined: "undefined", KindString: "string", KindList: "list", KindAssoc: "associative array"} {
		if k.String() != s {
			t.Errorf("%d: %q", k, k.String())
		}
	}
	if String("a").Equal(String("b")) || List("a").Equal(List("a", "b")) || List("a").Equal(String("a")) || !Assoc().Equal(Value{}) {
		t.Error("Equal")
	}
}

// Assoc makes its slice of names and values in one allocation.
func TestAssocAllocs(t *testing.T) {
	pairs := []Pair{{"a", "1"}, {"b", "2"}, {"c", "3"}}
	if a := testing.AllocsPerRun(20, func() { Assoc(pairs...) }); a != 1 {
		t.Errorf("Assoc: %v allocations, want 1", a)
	}
}

// TestAccessorsCopy: what Parts, Names, Items and Pairs return is the
// caller's: changing it changes neither the template's expansion nor the
// value (issue #35 point 5).
func TestAccessorsCopy(t *testing.T) {
	tm := MustParse("/a{/x,y*}{?q:3}/b")
	vars := Values{"x": String("1"), "y": List("2", "3"), "q": String("abcdef"), "z": String("Z")}
	want, err := tm.Expand(vars)
	if err != nil {
		t.Fatal(err)
	}
	parts := tm.Parts()
	if len(parts) != 4 || len(parts[1].Vars) != 2 || len(parts[2].Vars) != 1 || parts[0].Vars != nil || parts[1].Vars[1].Name != "y" || parts[2].Vars[0].Prefix != 3 {
		t.Fatalf("Parts = %+v", parts)
	}
	parts[1].Vars[0].Name, parts[1].Vars[1].Explode, parts[2].Vars[0].Prefix = "z", false, 0
	parts[1].Vars = append(parts[1].Vars, VarSpec{Name: "z"})
	parts[0].Literal = "/changed"
	tm.Names()[0] = "z"
	if got, err := tm.Expand(vars); err != nil || got != want {
		t.Errorf("after editing Parts and Names: %q, %v; want %q", got, err, want)
	}
	if again := tm.Parts(); again[1].Vars[0].Name != "x" || !again[1].Vars[1].Explode || len(again[1].Vars) != 2 || again[2].Vars[0].Name != "q" {
		t.Errorf("Parts again: %+v", again)
	}
	l := List("a", "b")
	l.Items()[0] = "z"
	a := Assoc(Pair{"k", "v"})
	a.Pairs()[0].Value = "z"
	if l.Items()[0] != "a" || a.Pairs()[0].Value != "v" {
		t.Errorf("Items %q, Pairs %v", l.Items(), a.Pairs())
	}
}
