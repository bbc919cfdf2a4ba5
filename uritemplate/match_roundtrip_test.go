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
	matchRoundTrip(t, 300)
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

// The visited set: states in tiles of 8 instructions by 512 offsets (for
// URIs of 512 bytes and more), a tile made once, kept, and its states told
// apart from those of its neighbours and from the same offsets of other
// instructions; narrower tiles for a short URI; a map of tiles for a long
// template against a long URI.
func TestVisitedSetTiles(t *testing.T) {
	var v visitedSet
	instrs, width := 20, 3*512+5
	v.init(instrs, width)
	made := 0
	for pc := int32(0); pc < int32(instrs); pc++ {
		for pos := 0; pos < width; pos += 7 {
			added, m := v.add(pc, pos)
			if !added {
				t.Fatalf("state (%d, %d) reported as visited", pc, pos)
			}
			if m {
				made++
			}
		}
	}
	if made != 3*4 || v.made != 12 {
		t.Errorf("%d tiles made (%d counted); want 3 rows of 4", made, v.made)
	}
	for pc := int32(instrs - 1); pc >= 0; pc-- {
		for pos := width - 1; pos >= 0; pos-- {
			added, m := v.add(pc, pos)
			if added != (pos%7 != 0) || m {
				t.Fatalf("state (%d, %d): added %v, tile made %v", pc, pos, added, m)
			}
		}
	}
	// The last offset of a tile and the first of the next; instructions 7
	// and 8 in tiles of their own.
	var w visitedSet
	w.init(9, 1024)
	for _, c := range []struct {
		pc          int32
		pos         int
		added, made bool
	}{
		{7, 511, true, true}, {7, 512, true, true}, {8, 511, true, true}, {7, 511, false, false},
		{6, 511, true, false}, {7, 447, true, false}, {7, 448, true, false}, {8, 511, false, false},
	} {
		if a, m := w.add(c.pc, c.pos); a != c.added || m != c.made {
			t.Errorf("(%d, %d): added %v, made %v; want %v, %v", c.pc, c.pos, a, m, c.added, c.made)
		}
	}
	// Every state of a short URI (one word per instruction: k = 1, 2, 4)
	// and of a long template against a long URI (its tiles in a map), each
	// added once, across many chunks.
	for _, size := range []struct{ instrs, width int }{{17, 1}, {17, 64}, {17, 65}, {9, 200}, {40_000, 3000}, {80_000, 80_000}} {
		var v visitedSet
		v.init(size.instrs, size.width)
		if (v.tiles != nil) != (size.width == 80_000) {
			t.Errorf("%+v: map %v", size, v.tiles != nil)
		}
		for round := 0; round < 2; round++ {
			for pc := 0; pc < size.instrs; pc += 1 + size.instrs/300 {
				for pos := 0; pos < size.width; pos += 1 + size.width/100 {
					if a, _ := v.add(int32(pc), pos); a != (round == 0) {
						t.Fatalf("%+v: state (%d, %d) added %v in round %d", size, pc, pos, a, round)
					}
				}
			}
		}
	}
}
