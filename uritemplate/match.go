package uritemplate

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/pct"
)

// Matching, the inverse of expansion that RFC 6570 §1.4 leaves to
// implementations ("Some URI Templates can be used in reverse for the
// purpose of variable matching"). The template is compiled into a program
// (match_compile.go) whose language is the set of its expansions; a
// depth-first search runs it over the URI, visiting each (instruction,
// offset) state at most once, as RE2's bit-state backtracker does; the
// path found gives each variable's text, which is decoded
// (match_decode.go) and checked by expanding it again.

// Bounds of the search. States are (instruction, URI offset) pairs; the
// visited set is a bitset over them in tiles of 8 instructions by up to 512
// offsets, each made when a state in it is first entered (visitedSet).
// The steps are bounded by stepsPerState per state of the first
// budgetInstrs instructions (every state of a template of that size,
// which route templates are) and per instruction, and every tile made
// costs a step per 8 bytes (tileSteps for a whole one), so that time and memory are at
// most a constant times the URI's and the template's sizes, the same
// constant at every size.
const (
	stepsPerState = 8
	budgetInstrs  = 64
	tileSteps     = 64
)

// Match returns the variables that make the template expand to uri (RFC
// 6570 §1.4), decoded: Expand(vars) gives uri back, byte for byte, but for
// the order of the parameters of a form-style query (below).
//
// Where several assignments expand to the same URI, Match returns the first
// in this order, its documented choice: the template is read from left to
// right; each variable is taken as defined before undefined; each value is
// as short as the rest of the URI allows (leftmost-shortest), so with
// "{a}-{b}" and "x-y-z", a is "x" and b is "y-z"; a value is a string when
// a string can give its text, else a list ("{x}" and "a,b" give the list
// a, b), else an associative array; a pct-encoded triplet is decoded when
// the decoded character expands back to the same triplet (always under the
// default operator and ". / ; ? &"; under "+" and "#", where triplets in a
// value are kept, "%2F" stays "%2F" and "%20" becomes a space).
//
// A variable named more than once ("{term:1}/{term}", "{x}-{x}") takes one
// value: when the first reading gives its occurrences different values,
// the search goes on, in the same order, to the first reading where they
// agree ("{x}-{x}" reads "a-b-a-b" as x = "a-b").
//
// The parameters of a form-style query ("{?q,page}", with the "{&...}"
// expressions after it, at the end of the template or before its
// fragment) may come in any order, as a router reads them: when the URI
// as written does not match, its parameters are put in the template's
// order by name and matched again, so "?page=2&q=x" gives q and page. A
// parameter no variable names is an error (MatchWith can allow it).
//
// A URI the template cannot produce gives an *Error wrapping ErrNoMatch
// whose Offset is in the URI: where the reading that went furthest
// stopped, naming the literal the template wanted there ("/users/{id}.json"
// against "/users/5.xml" wants ".json" at offset 8) or the template part
// that does not fit. The cost is at most proportional to the template's
// size times the URI's length (each state once); above its bound (see
// stepsPerState) Match stops with ErrTooComplex. Time and memory grow
// linearly with the URI at every size.
func (t Template) Match(uri string) (Values, error) {
	return t.MatchWith(uri, MatchOptions{})
}

// MatchOptions are the choices of MatchWith; the zero value is Match's.
type MatchOptions struct {
	// AllowUnknown lets the query hold parameters that no variable of a
	// form-style query expression names, as routers ignore them; they are
	// left out of the values.
	AllowUnknown bool
	// Form reads the URI's query (from the first "?" to the "#") as
	// application/x-www-form-urlencoded, as HTML forms write it: "+" is a
	// space ("q=a+b" gives "a b"), read as the "%20" expansion writes.
	Form bool
}

// MatchWith is Match with options.
func (t Template) MatchWith(uri string, o MatchOptions) (Values, error) {
	vars, _, err := t.matchWith(uri, o)
	return vars, err
}

// matchWith is MatchWith, also returning the steps of the last search.
// With a form-style query whose parameters are not in the template's
// order, the URI with them put in order is read first; then the URI as
// written (a "?" may also stand in a "{+path}").
func (t Template) matchWith(uri string, o MatchOptions) (Values, int, error) {
	in := &rewrite{orig: uri, s: uri}
	if o.Form {
		in = formQuery(uri)
	}
	var reordered error
	q := reorderQuery(&t, in, o.AllowUnknown)
	if q != nil {
		reordered = q.err
		if q.err == nil {
			vars, steps, err := t.match(q.s)
			switch {
			case err == nil && !queryReadIn(&t, vars, in.s):
				// Another expression took the moved parameters ({+p}
				// before the query): they are not in the URI in that
				// order, so the URI is read as written.
			case err == nil || !errors.Is(err, ErrNoMatch):
				return vars, steps, q.relocate(err)
			default:
				reordered = q.relocate(err)
			}
		}
	}
	vars, steps, err := t.match(in.s)
	switch {
	case err == nil || !errors.Is(err, ErrNoMatch):
		return vars, steps, in.relocate(err)
	case reordered != nil:
		return nil, steps, reordered
	}
	err = in.relocate(err)
	var e *Error
	if !o.Form && errors.As(err, &e) && e.Offset < len(uri) && uri[e.Offset] == '+' && strings.Contains(uri[:e.Offset], "?") {
		e.Reason += "; \"+\" in a query is a space when read as a form (MatchOptions.Form)"
	}
	return nil, steps, err
}

// match matches uri as written, also returning the number of steps the
// search took (for the tests that bound it).
func (t Template) match(uri string) (Values, int, error) {
	prog, prefixes := compile(&t)
	m := &matcher{prog: prog, s: uri, width: len(uri) + 1, far: -1, litPC: -1, prefixes: make([]prefixRun, prefixes)}
	m.visited.init(len(prog), m.width)
	m.budget = stepsPerState*(m.width*min(len(prog), budgetInstrs)+len(prog)) + 1<<16
	if ok, err := m.run(); err != nil {
		return nil, m.steps, err
	} else if !ok {
		return nil, m.steps, m.noMatch(&t)
	}
	vars, err := decodeMatch(&t, m)
	if err != nil && t.repeats() {
		// A repeated variable read differently: search on, without the
		// memory of visited states (a state's future depends on the
		// values read before it), for the first reading whose
		// occurrences agree, within what is left of the budget.
		m.exhaustive, m.stack = true, m.stack[:0]
		m.accept = func() bool {
			m.steps += len(m.stack)
			_, merr := decodeMatch(&t, m)
			return merr == nil
		}
		ok, serr := m.run()
		switch {
		case serr != nil:
			return nil, m.steps, newError(uri, 0, ErrTooComplex, err.(*Error).Reason+
				"; no reading where they agree was found within "+strconv.Itoa(m.budget)+" steps")
		case !ok:
			e := err.(*Error)
			e.Reason += "; no other reading makes them agree"
			return nil, m.steps, e
		}
		vars, err = decodeMatch(&t, m)
	}
	if err != nil {
		return nil, m.steps, err
	}
	// Never a silent wrong answer: the variables must expand to the URI.
	got, err := t.Expand(vars)
	if err != nil || got != uri {
		off := 0
		for off < len(got) && off < len(uri) && got[off] == uri[off] {
			off++
		}
		return nil, m.steps, newError(uri, off, ErrNoMatch, "the variables read from the URI expand differently from offset "+strconv.Itoa(off))
	}
	return vars, m.steps, nil
}

// repeats reports whether a variable is named more than once.
func (t *Template) repeats() bool { return len(t.s().vars) > len(t.s().names) }

type matcher struct {
	prog     []instr
	s        string
	width    int // len(s)+1: states per instruction
	visited  visitedSet
	stack    []frame
	steps    int
	budget   int         // steps allowed
	prefixes []prefixRun // per iPrefix instruction: its last finished run
	far      int         // the furthest offset where an instruction failed
	farPC    int32       // the instruction of the leftmost template part that failed there
	farWant  string      // what it wanted, when it is a literal
	// The literal that matched furthest into the URI before it failed: at
	// litPos, its first litK bytes fitting (litPC -1: none failed).
	litPos, litK int
	litPC        int32
	// exhaustive searches without the memory of visited states, and takes
	// a full reading only when accept says so (a repeated variable).
	exhaustive bool
	accept     func() bool
}

// A frame is a choice left open (iSplit: its y; iPrefix: a longer run) or
// a mark on the path (iMark).
type frame struct {
	pc    int32
	chars int32 // iPrefix: characters in the run so far
	pos   int   // where the instruction ran
	end   int   // iPrefix: where the run ends now
}

// A prefixRun is a prefix instruction's last run that tried every end:
// from start to end, chars characters. Every end in between was tried, so
// a later run starting inside it goes on from its end (the tried ends fail
// at once: their states are visited), counting only the characters it
// skips at its start: a template like "{x:9999}{y:9999}" costs linear, not
// quadratic, time.
type prefixRun struct {
	start, end int
	chars      int32
	ok         bool
}

// run searches for a path to iMatch; on success the stack holds the path's
// marks in order. It stops with ErrTooComplex past the budget.
func (m *matcher) run() (bool, error) {
	pc, pos := int32(0), 0
	for {
		if m.steps > m.budget {
			return false, newError(m.s, m.far, ErrTooComplex, "the template is too ambiguous to match a URI this long within "+strconv.Itoa(m.budget)+
				" steps; separate its expressions with literals, split the template, or match a shorter URI")
		}
		if m.enter(pc, pos) {
			in := &m.prog[pc]
			switch in.op {
			case iMatch:
				if pos == len(m.s) && (m.accept == nil || m.accept()) {
					return true, nil
				}
				m.fail(pos, pc)
			case iLit:
				if strings.HasPrefix(m.s[pos:], in.lit) {
					pc, pos = pc+1, pos+len(in.lit)
					continue
				}
				k := 0
				for pos+k < len(m.s) && m.s[pos+k] == in.lit[k] {
					k++
				}
				m.fail(pos+k, pc)
				if m.far == pos+k && m.farPC == pc {
					m.farWant = in.lit[k:]
				}
				if m.litPC < 0 || k > m.litK || k == m.litK && pos > m.litPos {
					m.litPos, m.litK, m.litPC = pos, k, pc
				}
			case iJmp:
				pc = in.x
				continue
			case iSplit:
				m.stack = append(m.stack, frame{pc: pc, pos: pos})
				pc = in.x
				continue
			case iMark:
				m.stack = append(m.stack, frame{pc: pc, pos: pos})
				pc++
				continue
			case iUnit:
				if n, _ := unitAt(m.s, pos, in.class); n > 0 {
					pc, pos = pc+1, pos+n
					continue
				}
				m.fail(pos, pc)
			case iPrefix:
				f := frame{pc: pc, pos: pos, end: pos}
				if !m.exhaustive && m.resume(&f, in) {
					// f goes on from the end of the last run
				} else if in.min1 && !f.extend(m.s, in) {
					m.fail(pos, pc)
					break
				}
				m.stack = append(m.stack, f)
				pc, pos = pc+1, f.end
				continue
			}
		}
		// Backtrack to the latest open choice.
		for {
			if len(m.stack) == 0 {
				return false, nil
			}
			m.steps++
			top := len(m.stack) - 1
			f := &m.stack[top]
			in := &m.prog[f.pc]
			if in.op == iSplit {
				pc, pos = in.y, f.pos
				m.stack = m.stack[:top]
				break
			}
			if in.op == iPrefix && f.extend(m.s, in) {
				pc, pos = f.pc+1, f.end
				break
			}
			if in.op == iPrefix {
				m.fail(f.end, f.pc)
				m.prefixes[in.slot] = prefixRun{start: f.pos, end: f.end, chars: f.chars, ok: true}
			}
			m.stack = m.stack[:top]
		}
	}
}

// resume starts f from the last finished run of its instruction when f
// starts inside it: the run's ends were all tried, so f takes its end and
// its characters less those before f's start.
func (m *matcher) resume(f *frame, in *instr) bool {
	r := &m.prefixes[in.slot]
	if !r.ok || f.pos < r.start || f.pos > r.end {
		return false
	}
	chars, i := r.chars, r.start
	for i < f.pos {
		n, b := unitAt(m.s, i, in.class)
		if b&0xC0 != 0x80 {
			chars--
		}
		i += n
		m.steps++
	}
	if i != f.pos {
		return false
	}
	f.end, f.chars = r.end, chars
	return true
}

// enter marks state (pc, pos) visited; false if it was already (it failed
// then, or lies on the current path).
func (m *matcher) enter(pc int32, pos int) bool {
	m.steps++
	if m.exhaustive {
		return true
	}
	added, made := m.visited.add(pc, pos)
	if made {
		m.steps += tileSteps >> (3 - m.visited.kShift)
	}
	return added
}

// visitedSet is a set of states, a bitset in tiles of 8 instructions by
// up to 512 offsets (k words of 64 per instruction, k = 8 or, for a URI
// shorter than 512 bytes, what covers it), a tile made when a state in it
// is first entered. A search enters an instruction's states in runs of
// nearby offsets, and an expression's instructions at nearby offsets, so
// the tiles made are about as many as the states entered need, never one
// per state there could be: a long template against a short URI makes a
// band of tiles along its diagonal, a short one against a long URI a row.
// Tiles are cut from chunks of words, each twice the last up to
// maxChunk; the table from a tile's key to its place is a slice while the
// keys are few (always, for a template of up to 64 instructions), a map
// past that. Each instruction keeps its last tile at hand (last), so the
// table is read only when a run crosses into another tile: a state costs
// about what a plain bitset's does.
type visitedSet struct {
	k, kShift   uint // words per instruction in a tile (1, 2, 4 or 8), and its log2
	tilesPerRow uint64
	last        []lastTile
	table       []int32          // tile key: its place + 1 (0: none yet)
	tiles       map[uint64]int32 // the same, where table would be too long
	chunks      [][]uint64       // a tile's place: chunk<<chunkShift | first word
	first       [4][]uint64      // chunks' first room
	want        int              // the first chunk's size: every tile, when they fit in one
	made        int              // tiles made
}

const (
	chunkShift = 12
	maxChunk   = 1 << chunkShift // words
)

// lastTile is an instruction's tile at hand: its key+1 (0: none) and its
// place.
type lastTile struct {
	key   uint64
	place int32
}

func (v *visitedSet) init(instrs, width int) {
	v.k, v.kShift = 1, 0
	for v.k < 8 && 64*v.k < uint(width) {
		v.k, v.kShift = v.k<<1, v.kShift+1
	}
	v.tilesPerRow = uint64(width+64<<v.kShift-1) >> (6 + v.kShift)
	keys := uint64(instrs+7) >> 3 * v.tilesPerRow
	if keys <= 8*uint64(instrs+width)+1024 {
		v.table = make([]int32, keys)
	} else {
		v.tiles = make(map[uint64]int32)
	}
	v.last = make([]lastTile, instrs)
	v.chunks = v.first[:0]
	v.want = int(min(keys<<(3+v.kShift), maxChunk))
}

// newTile cuts a tile from the last chunk, or from a new one twice its
// size (up to maxChunk), and returns its place.
func (v *visitedSet) newTile() int32 {
	size := 8 << v.kShift
	n := len(v.chunks)
	if n == 0 || len(v.chunks[n-1])+size > cap(v.chunks[n-1]) {
		c := max(4*size, v.want)
		if n > 0 {
			c = min(2*cap(v.chunks[n-1]), maxChunk)
		}
		v.chunks = append(v.chunks, make([]uint64, 0, c))
		n++
	}
	last := &v.chunks[n-1]
	p := int32(n-1)<<chunkShift | int32(len(*last))
	*last = (*last)[:len(*last)+size]
	v.made++
	return p
}

// add adds state (pc, pos) and reports whether it was new, and whether a
// tile was made for it.
func (v *visitedSet) add(pc int32, pos int) (added, made bool) {
	key := uint64(pc)>>3*v.tilesPerRow + uint64(pos)>>(6+v.kShift)
	l := &v.last[pc]
	if l.key != key+1 {
		var p int32
		if v.table != nil {
			p = v.table[key]
		} else {
			p = v.tiles[key]
		}
		if p == 0 {
			p = v.newTile() + 1
			if v.table != nil {
				v.table[key] = p
			} else {
				v.tiles[key] = p
			}
			made = true
		}
		l.key, l.place = key+1, p-1
	}
	w, bit := &v.chunks[l.place>>chunkShift][uint(l.place)&(maxChunk-1)+(uint(pc)&7)<<v.kShift|uint(pos)>>6&(v.k-1)], uint64(1)<<(uint(pos)&63)
	if *w&bit != 0 {
		return false, made
	}
	*w |= bit
	return true, made
}

// fail records that instruction pc did not fit at offset pos.
func (m *matcher) fail(pos int, pc int32) {
	if pos > m.far || pos == m.far && m.prog[pc].part < m.prog[m.farPC].part {
		m.far, m.farPC, m.farWant = pos, pc, ""
	}
}

// extend lengthens a prefix run by one unit, if its class and max-length
// allow (§2.4.1: characters counted as prefix counts them in expand.go).
func (f *frame) extend(s string, in *instr) bool {
	n, b := unitAt(s, f.end, in.class)
	if n == 0 {
		return false
	}
	start := b&0xC0 != 0x80
	if start && f.chars >= in.n {
		return false
	}
	if start {
		f.chars++
	}
	f.end += n
	return true
}

// unitAt returns the length of the unit of class at s[i] (0 if there is
// none) and its octet.
func unitAt(s string, i int, class uint8) (int, byte) {
	if i >= len(s) {
		return 0, 0
	}
	b := s[i]
	if b == '%' {
		if !isTriplet(s, i) {
			return 0, 0
		}
		o := tripletByte(s, i)
		// U writes upper-case hex and never encodes an unreserved octet.
		if class != classR && (!isUpperHex(s[i+1]) || !isUpperHex(s[i+2]) || pct.Unreserved.Has(o)) {
			return 0, 0
		}
		return 3, o
	}
	switch {
	case class == classR && pct.TemplateReserved.Has(b),
		class != classR && pct.Unreserved.Has(b),
		class == classUComma && b == ',':
		return 1, b
	}
	return 0, 0
}

// noMatch describes where the URI stops fitting: the furthest offset a
// reading reached and what the template wanted there. Where a variable's
// run went furthest ("{id}" taking "5.xml" to the end), the fault is the
// literal after it: the literal that matched furthest before it failed
// (".json" at ".xml"), or one wanted where the run stopped.
func (m *matcher) noMatch(t *Template) error {
	pc, at, want := m.farPC, m.far, m.farWant
	if op := m.prog[pc].op; op != iLit && m.litPC >= 0 && (m.litK > 0 || m.litPos == m.far) {
		pc, at = m.litPC, m.litPos
		want = m.prog[pc].lit
	}
	in := &m.prog[pc]
	where := "the end of the template"
	if int(in.part) < len(t.s().parts) {
		p := &t.s().parts[in.part]
		where = quote(p.Text) + " (template offset " + strconv.Itoa(p.Offset) + ")"
	}
	got := "end"
	if at < len(m.s) {
		got = quote(m.s[at:min(len(m.s), at+12)])
	}
	switch in.op {
	case iLit:
		where += "; the template wants " + quote(want)
	case iMatch:
		where += "; the template ends there"
	}
	return newError(m.s, at, ErrNoMatch, "URI "+got+" does not fit "+where)
}
