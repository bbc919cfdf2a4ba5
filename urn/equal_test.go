package urn

import "testing"

// Seed 004 §5.1, word for word: "URNs 1, 2, 3 and 8 are all lexically
// equivalent, and URN 7 is also lexically equivalent to these if step 5a is
// applied, but this does not hold if step 5b above is applied instead. URN 4
// is not lexically equivalent to any of the other URNs of the above set.
// URNs 5 and 6 are only lexically equivalent to each other."
func TestSeed004Section51(t *testing.T) {
	urns := []string{
		1: "URN:foo:a123,456",
		2: "urn:foo:a123,456",
		3: "urn:FOO:a123,456",
		4: "urn:foo:A123,456",
		5: "urn:foo:a123%2C456",
		6: "URN:FOO:a123%2c456",
		7: "urn:foo:a123,456?x=y",
		8: "urn:foo:a123,456#xyz",
	}
	class5a := map[int]int{1: 1, 2: 1, 3: 1, 8: 1, 7: 1, 4: 4, 5: 5, 6: 5}
	class5b := map[int]int{1: 1, 2: 1, 3: 1, 8: 1, 7: 7, 4: 4, 5: 5, 6: 5}
	for i := 1; i <= 8; i++ {
		for j := 1; j <= 8; j++ {
			a, err := Draft.Parse(urns[i])
			if err != nil {
				t.Fatal(err)
			}
			b, err := Draft.Parse(urns[j])
			if err != nil {
				t.Fatal(err)
			}
			if got, want := Equal(a, b), class5a[i] == class5a[j]; got != want {
				t.Errorf("step 5a: %d %q vs %d %q: equal=%v, want %v", i, urns[i], j, urns[j], got, want)
			}
			if got, want := EqualForCache(a, b), class5b[i] == class5b[j]; got != want {
				t.Errorf("step 5b: %d %q vs %d %q: equal=%v, want %v", i, urns[i], j, urns[j], got, want)
			}
		}
	}
}

func TestNormalize(t *testing.T) {
	for _, c := range []struct{ in, want, cache string }{
		{"urn:example:a123,z456", "urn:example:a123,z456", ""},
		{"URN:EXAMPLE:a123%2cz456?+r?=q#f", "urn:example:a123%2Cz456", ""},
		{"urn:example:%d0%b0123,z456", "urn:example:%D0%B0123,z456", ""},
		{"uRn:Ex:A%2f%3a/b", "urn:ex:A%2F%3A/b", ""},
		// RFC 8141 §3.1: every letter of the NID lowered, "Z" too, and
		// the hex digits of every triplet raised, "a" and "f" too.
		{"urn:ZZ:a", "urn:zz:a", ""},
		{"urn:Ab:a", "urn:ab:a", ""},
		{"urn:AZ-Z9:a", "urn:az-z9:a", ""},
		{"urn:ex:%a0", "urn:ex:%A0", ""},
		{"urn:ex:%0a", "urn:ex:%0A", ""},
		{"urn:ex:%fF%Ff", "urn:ex:%FF%FF", ""},
	} {
		u, err := Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Normalize(); got != c.want {
			t.Errorf("Normalize(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := u.NormalizeForCache(); got != c.want {
			t.Errorf("NormalizeForCache(%q) = %q, want %q (RFC 8141 dialect)", c.in, got, c.want)
		}
		n, _ := Parse(u.Normalize())
		if n.Normalize() != u.Normalize() || !Equal(n, u) {
			t.Errorf("Normalize(%q) is not idempotent or not equivalent", c.in)
		}
	}
	// Step 5b: directives in keyword order (stable), hex in upper case,
	// fragment dropped.
	u, _ := Draft.Parse("URN:Foo:a%2c?x=1&c=ToC&s=I2L&b=%2f&x=0#frag")
	if got, want := u.NormalizeForCache(), "urn:foo:a%2C?b=%2F&c=ToC&s=I2L&x=1&x=0"; got != want {
		t.Errorf("NormalizeForCache = %q, want %q", got, want)
	}
	v, _ := Draft.Parse("urn:foo:a%2C?s=I2L&x=1&b=%2F&c=ToC&x=0")
	if !EqualForCache(u, v) {
		t.Error("directive order matters under step 5b")
	}
	w, _ := Draft.Parse("urn:foo:a%2C?s=I2L&x=0&b=%2F&c=ToC&x=1")
	if EqualForCache(u, w) {
		t.Error("repeated unregistered keywords were reordered")
	}
}

// Equal allocates nothing; Normalize allocates only when the input is not
// already normal.
func TestEqualAllocs(t *testing.T) {
	a, _ := Parse("URN:EXAMPLE:a123%2cz456?+r#f")
	b, _ := Parse("urn:example:a123%2Cz456")
	if n := testing.AllocsPerRun(100, func() { Equal(a, b) }); n != 0 {
		t.Errorf("Equal: %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() { Default().Equal(a, b) }); n != 0 {
		t.Errorf("Registry.Equal: %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = b.Normalize() }); n != 0 {
		t.Errorf("Normalize of a normal URN: %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = a.Normalize() }); n != 1 {
		t.Errorf("Normalize: %v allocations, want 1", n)
	}
}

// RFC 8141 §3.1: percent-encoded characters are compared after their hex
// digits are normalized to upper case, so "%2a" and "%2A" are the same
// octet and "%2a" and "%2b" are not: case-folding the digits must not
// merge different octets, and comparing the triplet must look at both.
func TestEqualTriplets(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"urn:ex:%2a", "urn:ex:%2A", true},
		{"urn:ex:%2a", "urn:ex:%2b", false},
		{"urn:ex:%2A", "urn:ex:%2B", false},
		{"urn:ex:%2a", "urn:ex:%3a", false},
		{"urn:ex:%a2", "urn:ex:%b2", false},
		{"urn:ex:%2a", "urn:ex:*", false}, // "*" encoded and not: different URNs (§3.1)
		{"urn:ex:a%2ab", "urn:ex:a%2Ab", true},
		{"urn:ex:a%2ab", "urn:ex:a%2bb", false},
		{"urn:ex:x?+%2a", "urn:ex:x?+%2b", true}, // the q-component is not compared (§3.1)
	} {
		a, err := Parse(c.a)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Parse(c.b)
		if err != nil {
			t.Fatal(err)
		}
		if got := Equal(a, b); got != c.want {
			t.Errorf("Equal(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := Equal(b, a); got != c.want {
			t.Errorf("Equal(%q, %q) = %v, want %v", c.b, c.a, got, c.want)
		}
		if got := a.Normalize() == b.Normalize(); got != c.want {
			t.Errorf("Normalize: %q and %q: same %v, want %v", a.Normalize(), b.Normalize(), got, c.want)
		}
	}
}

// Equal and Normalize apply the default registry's rules (the uuid
// namespace's NSS is case-insensitive, RFC 9562 §4) even when nothing has
// asked for Default() before: the registry is built on first use.
func TestEqualDefaultRules(t *testing.T) {
	a, _ := Parse("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6")
	b, _ := Parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	if !Equal(a, b) {
		t.Error("uuid URNs differing in case are not Equal")
	}
	if a.Normalize() != b.Normalize() {
		t.Errorf("Normalize: %q and %q", a.Normalize(), b.Normalize())
	}
}

// RFC 8141 §3.1: the NIDs are compared case-insensitively, and two NIDs of
// the same length that differ in a letter or digit are different
// namespaces, whatever their NSS.
func TestEqualLexicalNID(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"urn:example:a", "urn:EXAMPLE:a", true},
		{"urn:Example:a", "urn:examplE:a", true},
		{"urn:example:a", "urn:exampla:a", false},
		{"urn:example:a", "urn:exampl3:a", false},
		{"urn:ex-1:a", "urn:ex-2:a", false},
		{"urn:abc:a", "urn:abd:a", false},
	} {
		a, err := RFC8141.Parse(c.a)
		if err != nil {
			t.Fatal(err)
		}
		b, err := RFC8141.Parse(c.b)
		if err != nil {
			t.Fatal(err)
		}
		if got := EqualLexical(a, b); got != c.want {
			t.Errorf("EqualLexical(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := Equal(a, b); got != c.want {
			t.Errorf("Equal(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// A namespace whose NSS is case-insensitive (uuid, RFC 9562 §4) is
// normalized with every letter of the NSS in lower case, "A" and "Z" too,
// outside the triplets; a normal one is returned as it is, unallocated.
func TestNormalizeCaseInsensitiveNSS(t *testing.T) {
	for in, want := range map[string]string{
		"urn:uuid:f81d4fAe-7dec-11d0-a765-00a0c91e6bf6": "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
		"urn:uuid:Z%2Fz":    "urn:uuid:z%2Fz",
		"urn:uuid:A%2f":     "urn:uuid:a%2F",
		"urn:uuid:abc-0123": "urn:uuid:abc-0123",
	} {
		u, err := Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Normalize(); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
	u, _ := Parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	if n := testing.AllocsPerRun(100, func() { _ = u.Normalize() }); n != 0 {
		t.Errorf("Normalize of a normal UUID URN: %v allocations", n)
	}
}
