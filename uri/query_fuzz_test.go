package uri

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// rawParams collects the parameters of q as written.
func rawParams(q string) []Param {
	var ps []Param
	for p := range QueryParams(q).Raw() {
		ps = append(ps, p)
	}
	return ps
}

// refDecode decodes s one byte at a time: a "%" followed by two hex digits
// is the octet they write, any other "%" stays, and with form "+" is a
// space.
func refDecode(s string, form bool) string {
	isHex := func(c byte) bool { return strings.IndexByte("0123456789abcdefABCDEF", c) >= 0 }
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			b.WriteByte(byte(v))
			i += 2
		case s[i] == '+' && form:
			b.WriteByte(' ')
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// FuzzParams checks the reading of parameters against the text (the
// pieces between "&", split at the first "=") and percent-decoding, and
// that every Builder edit keeps the parameters it does not touch, in
// order, byte for byte.
func FuzzParams(f *testing.F) {
	for _, s := range [][3]string{
		{"a=1&b=2&a=3", "a", "x"}, {"k&k=&=v&&", "k", ""}, {"q=caf%C3%A9+au+lait", "q", "a b"},
		{"%61=1&a=2", "a", "&=+#"}, {"k=abcdefghijklmnop%41%42%43qrstuvwxyz0123456789+x%zz&abcdefghij%4&%e3%81%82%e3%81%82+long+text+here%", "k", "v"},
		{"", "x", "y"}, {"x=%zz", "x", "%"}, {"b=1&a=2&c&a=0", "c", "é"},
	} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, q, key, value string) {
		// The decoder agrees with the definition.
		checkDecode(t, q)

		// Reading: the pieces, in order.
		var pieces []string
		for _, s := range strings.Split(q, "&") {
			if s != "" {
				pieces = append(pieces, s)
			}
		}
		raw := rawParams(q)
		if len(raw) != len(pieces) || QueryParams(q).Len() != len(pieces) {
			t.Fatalf("%q: %d params for %d pieces", q, len(raw), len(pieces))
		}
		i := 0
		for d := range QueryParams(q).All() {
			r := raw[i]
			if r.Key+map[bool]string{true: "=", false: ""}[r.HasValue]+r.Value != pieces[i] || d.HasValue != r.HasValue {
				t.Fatalf("%q: param %d %+v is not piece %q", q, i, r, pieces[i])
			}
			// Where the text is valid percent-encoding, decoding is Decode's.
			if k, err := Decode(r.Key); err == nil && k != d.Key {
				t.Fatalf("%q: key %q decoded %q, Decode gives %q", q, r.Key, d.Key, k)
			}
			if v, err := Decode(r.Value); err == nil && v != d.Value {
				t.Fatalf("%q: value %q decoded %q, Decode gives %q", q, r.Value, d.Value, v)
			}
			i++
		}
		// With Form, "+" is a space, as url.QueryUnescape reads it; the
		// strings are compared after the iteration, when all share memory.
		for i, d := range slices.Collect(QueryParams(q).Form().All()) {
			if k, err := url.QueryUnescape(raw[i].Key); err == nil && k != d.Key {
				t.Fatalf("%q: form key %q decoded %q, want %q", q, raw[i].Key, d.Key, k)
			}
			if v, err := url.QueryUnescape(raw[i].Value); err == nil && v != d.Value {
				t.Fatalf("%q: form value %q decoded %q, want %q", q, raw[i].Value, d.Value, v)
			}
		}

		// Every key and value, in both readings, is the text decoded one
		// byte at a time, a "%" without two hex digits kept as it is.
		for _, form := range []bool{false, true} {
			ps := QueryParams(q)
			if form {
				ps = ps.Form()
			}
			for i, d := range slices.Collect(ps.All()) {
				if k, v := refDecode(raw[i].Key, form), refDecode(raw[i].Value, form); d.Key != k || d.Value != v {
					t.Fatalf("%q (form %v): param %d decoded %q=%q, want %q=%q", q, form, i, d.Key, d.Value, k, v)
				}
			}
		}

		// Editing, on a valid query.
		u, err := ParseReference("http://h/p?" + q + "#f")
		if err != nil {
			return
		}
		named := func(p Param) bool { return QueryParams("").keyIs(p.Key, key) }
		edit := func(f func(b *Builder)) URI {
			b := NewBuilder(u)
			f(b)
			v, err := b.Build()
			if err != nil {
				t.Fatalf("%q: edit failed: %v", q, err)
			}
			if v.Scheme() != "http" || v.Host() != "h" || v.Path() != "/p" || v.Fragment() != "f" {
				t.Fatalf("%q: an edit changed another component: %q", q, v)
			}
			return v
		}
		// RemoveParam keeps the others, in order.
		v := edit(func(b *Builder) { b.RemoveParam(key) })
		want := slices.DeleteFunc(slices.Clone(raw), named)
		if got := rawParams(v.Query()); !slices.Equal(got, want) {
			t.Fatalf("%q RemoveParam(%q): %+v, want %+v", q, key, got, want)
		}
		// KeepParams keeps only those.
		v = edit(func(b *Builder) { b.KeepParams(key) })
		keep := slices.DeleteFunc(slices.Clone(raw), func(p Param) bool { return !named(p) })
		if got := rawParams(v.Query()); !slices.Equal(got, keep) {
			t.Fatalf("%q KeepParams(%q): %+v, want %+v", q, key, got, keep)
		}
		// AppendParam adds one at the end.
		v = edit(func(b *Builder) { b.AppendParam(key, value) })
		got := rawParams(v.Query())
		if len(got) != len(raw)+1 || !slices.Equal(got[:len(raw)], raw) {
			t.Fatalf("%q AppendParam(%q, %q): %+v", q, key, value, got)
		}
		if last := QueryParams(got[len(raw)].Key + "=" + got[len(raw)].Value); last.Get(key) != value || last.Form().Get(key) != value {
			t.Fatalf("%q AppendParam(%q, %q) reads back %q", q, key, value, last.Get(key))
		}
		// SetParam: one parameter named key, with value, the others kept.
		v = edit(func(b *Builder) { b.SetParam(key, value) })
		if vs := v.Params().Values(key); len(vs) != 1 || vs[0] != value {
			t.Fatalf("%q SetParam(%q, %q): values %q", q, key, value, vs)
		}
		if got := slices.DeleteFunc(rawParams(v.Query()), named); !slices.Equal(got, want) {
			t.Fatalf("%q SetParam(%q, %q): others %+v, want %+v", q, key, value, got, want)
		}
		// SortParams: the same parameters, ordered by decoded key, stably.
		v = edit(func(b *Builder) { b.SortParams() })
		sorted := slices.Clone(raw)
		slices.SortStableFunc(sorted, func(x, y Param) int {
			return strings.Compare(QueryParams("").decodeText(x.Key), QueryParams("").decodeText(y.Key))
		})
		if got := rawParams(v.Query()); !slices.Equal(got, sorted) {
			t.Fatalf("%q SortParams: %+v, want %+v", q, got, sorted)
		}
	})
}
