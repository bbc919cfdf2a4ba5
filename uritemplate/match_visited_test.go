package uritemplate

import (
	"math/rand/v2"
	"testing"
)

// The visited set's geometry as its doc states it: k words of 64 offsets
// per instruction in a tile, the fewest of 1, 2, 4 or 8 that cover the
// URI's offsets (8 past 512), tiles of 8 instructions, a row of tiles
// covering every offset.
func TestVisitedGeometry(t *testing.T) {
	for _, c := range []struct {
		width       int
		k, kShift   uint
		tilesPerRow uint64
	}{
		{1, 1, 0, 1}, {64, 1, 0, 1}, {65, 2, 1, 1}, {128, 2, 1, 1}, {129, 4, 2, 1},
		{256, 4, 2, 1}, {257, 8, 3, 1}, {512, 8, 3, 1}, {513, 8, 3, 2}, {1024, 8, 3, 2}, {1025, 8, 3, 3},
	} {
		var v visitedSet
		v.init(9, c.width)
		if v.k != c.k || v.kShift != c.kShift || v.tilesPerRow != c.tilesPerRow {
			t.Errorf("width %d: k %d (shift %d), %d tiles a row; want %d (%d), %d", c.width, v.k, v.kShift, v.tilesPerRow, c.k, c.kShift, c.tilesPerRow)
		}
		if len(v.last) != 9 {
			t.Errorf("width %d: %d instructions kept", c.width, len(v.last))
		}
	}
	// The table is a slice while the keys are few: always for up to 64
	// instructions, however long the URI; a map past that.
	for _, c := range []struct {
		instrs, width int
		slice         bool
	}{
		{64, 1 << 24, true}, {1, 1 << 20, true}, {200, 100, true}, {100_000, 100_000, false},
		{100_000, 200_000, false}, {200_000, 100_000, false},
	} {
		var v visitedSet
		v.init(c.instrs, c.width)
		if (v.table != nil) != c.slice || (v.tiles != nil) == c.slice {
			t.Errorf("%d instructions, width %d: slice %v, want %v", c.instrs, c.width, v.table != nil, c.slice)
		}
	}
}

// The set holds exactly the states added, whatever the geometry, the
// table's form, or the order: each state is new once.
func TestVisitedSet(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct{ instrs, width, states int }{
		{1, 1, 1}, {3, 10, 30}, {9, 65, 300}, {17, 130, 2000}, {20, 300, 3000},
		{40, 2000, 5000}, {100_000, 100_000, 3000},
	} {
		var v visitedSet
		v.init(c.instrs, c.width)
		type state struct {
			pc  int32
			pos int
		}
		seen := map[state]bool{}
		tiles := map[[2]int]bool{} // the tiles entered: pc/8, pos/(64k)
		for range 2 * c.states {
			s := state{int32(r.IntN(c.instrs)), r.IntN(c.width)}
			if r.IntN(4) == 0 && len(seen) > 0 { // near a state already in
				s.pos = min(c.width-1, s.pos%64)
			}
			tile := [2]int{int(s.pc) / 8, s.pos / (64 * int(v.k))}
			added, made := v.add(s.pc, s.pos)
			if added == seen[s] || made == tiles[tile] {
				t.Fatalf("%d×%d: add(%d, %d) = %v, %v; seen %v, tile made %v", c.instrs, c.width, s.pc, s.pos, added, made, seen[s], tiles[tile])
			}
			seen[s], tiles[tile] = true, true
		}
		if v.made != len(tiles) {
			t.Errorf("%d×%d: %d tiles made for %d entered", c.instrs, c.width, v.made, len(tiles))
		}
	}
}

// Tiles are cut from chunks: the first as large as every tile needs (at
// least 4 tiles, at most maxChunk words), each next twice the last up to
// maxChunk, a new one only when a tile no longer fits.
func TestVisitedChunks(t *testing.T) {
	for _, c := range []struct{ instrs, width, tiles int }{
		{8, 64, 1}, {8, 64, 5}, {64, 4096, 64}, {400, 300, 300}, {1000, 5000, 2000},
	} {
		var v visitedSet
		v.init(c.instrs, c.width)
		size := 8 << v.kShift
		keys := (c.instrs + 7) / 8 * int(v.tilesPerRow)
		if want := min(keys*size, maxChunk); v.want != want {
			t.Errorf("%d×%d: first chunk wanted %d words, want %d", c.instrs, c.width, v.want, want)
		}
		places := map[int32]bool{}
		for range c.tiles {
			p := v.newTile()
			if places[p] {
				t.Fatalf("%d×%d: place %d cut twice", c.instrs, c.width, p)
			}
			places[p] = true
		}
		if v.made != c.tiles {
			t.Errorf("made %d, want %d", v.made, c.tiles)
		}
		// The chunks' sizes, and each full but the last.
		left := c.tiles * size
		for i, ch := range v.chunks {
			want := max(4*size, v.want)
			if i > 0 {
				want = min(2*cap(v.chunks[i-1]), maxChunk)
			}
			if cap(ch) != want {
				t.Errorf("%d×%d: chunk %d holds %d words, want %d", c.instrs, c.width, i, cap(ch), want)
			}
			if i < len(v.chunks)-1 && cap(ch)-len(ch) >= size {
				t.Errorf("%d×%d: chunk %d left with room for a tile (%d of %d words)", c.instrs, c.width, i, len(ch), cap(ch))
			}
			left -= len(ch)
		}
		if left != 0 || len(v.chunks[len(v.chunks)-1]) == 0 {
			t.Errorf("%d×%d: %d words of tiles not in a chunk", c.instrs, c.width, left)
		}
	}
}

// A state entered costs a step, and a tile made with it a step per 8
// bytes of the tile: tileSteps for a whole one (k = 8), 8 for the
// smallest (k = 1).
func TestVisitedSteps(t *testing.T) {
	for _, c := range []struct {
		width     int
		tileSteps int
	}{{10, 8}, {100, 16}, {200, 32}, {600, 64}} {
		m := &matcher{}
		m.visited.init(8, c.width)
		if !m.enter(0, 0) || m.steps != 1+c.tileSteps {
			t.Errorf("width %d: first state: %d steps, want %d", c.width, m.steps, 1+c.tileSteps)
		}
		if !m.enter(7, 1) || m.steps != 2+c.tileSteps {
			t.Errorf("width %d: a state in the same tile: %d steps, want %d", c.width, m.steps, 2+c.tileSteps)
		}
		if m.enter(7, 1) || m.steps != 3+c.tileSteps {
			t.Errorf("width %d: a state entered again: %d steps, want %d (and not new)", c.width, m.steps, 3+c.tileSteps)
		}
	}
}
