package uritemplate

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// Expansion then Match, over every operator and modifier with values drawn
// from the characters that make matching hard (delimiters, separators,
// "%", triplets, non-ASCII): each URI must match (no name is repeated) and
// its variables must expand back to it. Deterministic, so a change to the
// search shows as a failure, not as a rare fuzz find.
func TestMatchRoundTrip(t *testing.T) {
	t.Run("bitset", func(t *testing.T) { matchRoundTrip(t, 300) })
	// The same searches with the hash set of long ones.
	defer func(n int) { maxDenseStates = n }(maxDenseStates)
	maxDenseStates = 0
	t.Run("hash", func(t *testing.T) { matchRoundTrip(t, 60) })
}

func matchRoundTrip(t *testing.T, rounds int) {
	templates := []string{
		"{a}", "{+a}", "{#a}", "{.a}", "{/a}", "{;a}", "{?a}", "{&a}",
		"{a,b}", "{+a,b}", "{#a,b,c}", "{.a,b}", "{/a,b,c}", "{;a,b}", "{?a,b,c}", "{&a,b}",
		"{a*}", "{+a*}", "{#a*}", "{.a*}", "{/a*}", "{;a*}", "{?a*}", "{&a*}",
		"{a:3}", "{+a:2}", "{#a:1}", "{.a:4}", "{/a:2}", "{;a:3}", "{?a:2}", "{&a:1}",
		"x{a}y{b}z", "/p{/a*}{?b*}", "{a}-{b}", "{+a}/{b}", "{a:2}{b}", "{;a*,b}", "{?a:3,b*}",
		"caf\u00e9/{a}", "%41{a}%42", "{a}{b}", "{+a}{#b}", "{.a*}{/b}",
	}
	alphabet := []string{"a", "b", "Z", "0", "-", ".", "_", "~", "/", "?", "#", "[", "]", "@", "!", "$", "&", "'",
		"(", ")", "*", "+", ",", ";", "=", ":", "%", "%41", "%2F", "%c3", " ", "é", "€", "\x00", "\xff"}
	rng := rand.New(rand.NewPCG(24, 6570))
	text := func() string {
		var b strings.Builder
		for n := rng.IntN(5); n > 0; n-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		return b.String()
	}
	value := func() Value {
		switch rng.IntN(5) {
		case 0:
			return Value{}
		case 1, 2:
			return String(text())
		case 3:
			items := make([]string, 1+rng.IntN(3))
			for i := range items {
				items[i] = text()
			}
			return List(items...)
		}
		pairs := make([]Pair, 1+rng.IntN(3))
		for i := range pairs {
			pairs[i] = Pair{text(), text()}
		}
		return Assoc(pairs...)
	}
	matched := 0
	for _, s := range templates {
		tm := MustParse(s)
		for range rounds {
			vars := Values{}
			for _, n := range tm.Names() {
				if v := value(); v.Kind() != KindUndefined {
					vars[n] = v
				}
			}
			uri, err := tm.Expand(vars)
			if err != nil {
				continue // a prefix on a composite value
			}
			got, err := tm.Match(uri)
			if err != nil {
				if errors.Is(err, ErrTooComplex) {
					continue
				}
				t.Fatalf("%q, the expansion of %q with %v, does not match it: %v", uri, s, vars, err)
			}
			back, err := tm.Expand(got)
			if err != nil || back != uri {
				t.Fatalf("%q matched %q as %v, which expands to %q, %v", uri, s, got, back, err)
			}
			matched++
		}
	}
	if matched < 30*rounds {
		t.Errorf("only %d URIs matched", matched)
	}
}

// The visited set of a long search: a hash set that grows and keeps what
// it held.
func TestVisitedSetHash(t *testing.T) {
	var v visitedSet
	for i := uint64(0); i < 5000; i++ {
		if !v.add(i * 7919) {
			t.Fatalf("state %d reported as visited", i*7919)
		}
	}
	for i := uint64(0); i < 5000; i++ {
		if v.add(i * 7919) {
			t.Fatalf("state %d not kept", i*7919)
		}
	}
	if v.n != 5000 || len(v.keys) < 2*v.n {
		t.Errorf("%d keys in a table of %d", v.n, len(v.keys))
	}
	if !v.add(0+1) || v.add(1) || v.add(0) {
		t.Error("states 0 and 1 mixed up")
	}
	d := visitedSet{bits: make([]uint64, 2)}
	if !d.add(127) || d.add(127) || !d.add(64) || !d.add(63) || d.bits[1] != 1<<63|1 || d.bits[0] != 1<<63 {
		t.Errorf("bitset: %x", d.bits)
	}
}
