package urlpattern

// The matcher of a component without regexp groups (the Standard, §1.6
// "compile a component", lets an implementation match against the part
// list directly). A part list becomes a small program whose steps are
// those of the regular expression the Standard generates (re2Regexp):
// fixed text, the segment wildcard "[^<delimiter>]+?" (lazy), the full
// wildcard ".*" (greedy), groups, and the modifiers as choices and loops.
// It is run as ECMAScript runs a regular expression, by backtracking in
// the same order, so it reports the same groups; every loop body consumes
// input, so ECMAScript's rule for empty iterations never applies, except
// in "(.*)?", which is written as a wildcard of at least one code point or
// nothing.
//
// Time stays linear in the input: a run that takes more steps than a
// multiple of (program length × input length) starts again with a memo of
// the (step, position) pairs already tried, as Go's regexp backtracker
// does; a pair tried once is never tried again.

import (
	"strings"
	"sync"
	"unicode/utf8"
)

type opcode uint8

const (
	opLit    opcode = iota // fixed text
	opSeg                  // [^delim]+?, lazy; any code point when there is no delimiter
	opWild                 // .{min,}, greedy, without line terminators
	opSave                 // record the position in capture slot arg
	opSplit                // try arg, then alt
	opJmp                  // go to arg
	opMatch                // the end of the input
	opClass                // one code point of set (a regexp part, engine_regexp.go)
	opRepeat               // set{min,max}, greedy or lazy (max -1: no bound)
)

type inst struct {
	op       opcode
	hasDelim bool
	delim    byte
	lazy     bool
	min      int32
	arg, alt int32
	lit      string
	// need is what must follow an opSeg or opWild for the rest of the
	// program to match: a byte (0-255), needEnd for the end of the input,
	// or needAny when the rest can begin in more than one way. The loops
	// try only the ends that allow it.
	need int32
	// max is an opRepeat's bound; in an opWild of a linear program, the
	// bytes of fixed text it must leave for the rest (which is fixed text
	// alone): its tail (kept in this field, so that an instruction stays
	// 48 bytes).
	max int32

	set *classSet
}

const (
	needAny = -1
	needEnd = 256
)

// program is a compiled component without regexp groups.
type program struct {
	insts []inst
	// wildcard is set when the component is "*" alone: it matches any
	// input without a line terminator, as one group.
	wildcard bool
	fold     bool // ignoreCase: fixed text compared case-insensitively
	nslots   int
	// literal is set when the program is one piece of fixed text: the
	// component matches exactly that text.
	literal   string
	isLiteral bool
	// weight bounds the steps of one visit of every instruction: their
	// number, and the bound of each bounded repetition.
	weight int
	// unsupported: a regexp part the matcher does not read.
	unsupported bool
	// linear: the program has one way through it (matchLinear).
	linear bool
}

// compileProgram turns a part list without regexp parts into a program.
func compileProgram(parts []part, opt options) *program {
	p := &program{}
	compileProgramInto(p, parts, opt)
	return p
}

// compileProgramInto is compileProgram into p, a zero program.
func compileProgramInto(p *program, parts []part, opt options) {
	// The program is written into a scratch buffer and copied out at its
	// size: its length is known only at the end.
	scratch := instScratch.Get().(*[]inst)
	p.fold, p.insts = opt.ignoreCase, (*scratch)[:0]
	defer func() {
		*scratch = p.insts[:0]
		p.insts = append([]inst(nil), p.insts...)
		instScratch.Put(scratch)
	}()
	emit := func(i inst) int32 {
		p.insts = append(p.insts, i)
		return p.end() - 1
	}
	regexpValue := "" // the value of the regexp part being compiled
	group := func(typ partType, min int32) {
		switch typ {
		case partSegment:
			d := inst{op: opSeg}
			if opt.delimiter != "" {
				d.hasDelim, d.delim = true, opt.delimiter[0]
			}
			emit(d)
		case partWildcard:
			emit(inst{op: opWild, min: min})
		case partRegexp:
			if !p.emitRegexp(regexpValue, opt.ignoreCase) {
				p.unsupported = true
			}
		}
	}
	slot := int32(0)
	for _, pt := range parts {
		if pt.typ == partFixed {
			if pt.value == "" {
				// Text the encoding callback made empty ("\r" in a
				// pathname): (?:)?, (?:)* and (?:)+ all match the empty
				// string once, as nothing does.
				continue
			}
			switch pt.modifier {
			case modNone:
				emit(inst{op: opLit, lit: pt.value})
			case modOptional:
				s := emit(inst{op: opSplit})
				emit(inst{op: opLit, lit: pt.value})
				p.insts[s].arg, p.insts[s].alt = s+1, p.end()
			case modZeroOrMore:
				s := emit(inst{op: opSplit})
				emit(inst{op: opLit, lit: pt.value})
				emit(inst{op: opJmp, arg: s})
				p.insts[s].arg, p.insts[s].alt = s+1, p.end()
			case modOneOrMore:
				l := emit(inst{op: opLit, lit: pt.value})
				emit(inst{op: opSplit, arg: l, alt: l + 2})
			}
			continue
		}
		open, close := slot, slot+1
		slot += 2
		regexpValue = pt.value
		if pt.prefix == "" && pt.suffix == "" {
			switch pt.modifier {
			case modNone:
				emit(inst{op: opSave, arg: open})
				group(pt.typ, 0)
				emit(inst{op: opSave, arg: close})
			case modOptional:
				// (R)?: with R = .* an empty iteration is rejected (ECMA-262
				// RepeatMatcher), so it is (.+)?.
				s := emit(inst{op: opSplit})
				emit(inst{op: opSave, arg: open})
				group(pt.typ, 1)
				emit(inst{op: opSave, arg: close})
				p.insts[s].arg, p.insts[s].alt = s+1, p.end()
			case modZeroOrMore, modOneOrMore:
				// ((?:R)*) and ((?:R)+). For R = .* both read as (.*): the
				// positions where the loop can end come in the same order.
				emit(inst{op: opSave, arg: open})
				if pt.typ == partWildcard {
					group(pt.typ, 0)
				} else if pt.modifier == modZeroOrMore {
					s := emit(inst{op: opSplit})
					group(pt.typ, 0)
					emit(inst{op: opJmp, arg: s})
					p.insts[s].arg, p.insts[s].alt = s+1, p.end()
				} else {
					l := p.end()
					group(pt.typ, 0)
					s := emit(inst{op: opSplit, arg: l})
					p.insts[s].alt = s + 1
				}
				emit(inst{op: opSave, arg: close})
			}
			continue
		}
		lit := func(s string) {
			if s != "" {
				emit(inst{op: opLit, lit: s})
			}
		}
		switch pt.modifier {
		case modNone, modOptional:
			// (?:P(R)S) and (?:P(R)S)?
			s := int32(-1)
			if pt.modifier == modOptional {
				s = emit(inst{op: opSplit})
			}
			lit(pt.prefix)
			emit(inst{op: opSave, arg: open})
			group(pt.typ, 0)
			emit(inst{op: opSave, arg: close})
			lit(pt.suffix)
			if s >= 0 {
				p.insts[s].arg, p.insts[s].alt = s+1, p.end()
			}
		default:
			// (?:P((?:R)(?:SP(?:R))*)S), and "?" after it for "*".
			s := int32(-1)
			if pt.modifier == modZeroOrMore {
				s = emit(inst{op: opSplit})
			}
			lit(pt.prefix)
			emit(inst{op: opSave, arg: open})
			group(pt.typ, 0)
			loop := emit(inst{op: opSplit})
			lit(pt.suffix + pt.prefix)
			group(pt.typ, 0)
			emit(inst{op: opJmp, arg: loop})
			p.insts[loop].arg, p.insts[loop].alt = loop+1, p.end()
			emit(inst{op: opSave, arg: close})
			lit(pt.suffix)
			if s >= 0 {
				p.insts[s].arg, p.insts[s].alt = s+1, p.end()
			}
		}
	}
	emit(inst{op: opMatch})
	p.nslots = int(slot)
	if len(p.insts) == 2 && p.insts[0].op == opLit {
		p.literal, p.isLiteral = p.insts[0].lit, true
	} else if p.end() == 1 {
		p.isLiteral = true
	}
	p.weight = len(p.insts)
	for i := range p.insts {
		in := &p.insts[i]
		if in.op == opRepeat && in.max > 0 {
			p.weight += int(in.max)
		}
		if in.op == opWild || in.op == opSeg {
			in.need = int32(p.needAfter(i + 1))
		}
	}
	p.wildcard = len(p.insts) == 4 && p.insts[1].op == opWild && p.insts[1].min == 0 && p.nslots == 2
	p.linear = p.isLinear()
}

// isLinear reports whether the program makes no choice: fixed text, groups,
// segment wildcards that must end at the next delimiter or at the end of
// the input (what follows them begins with the delimiter, or is the end),
// and a full wildcard that must take the rest but for fixed text after it
// (its end is then where that text begins: the only end the rest allows).
// Most routes and hosts are written so ("/users/:id/posts/:post",
// "/static/*", "*.example.com"). It sets the tail of each opWild.
func (p *program) isLinear() bool {
	for pc := range p.insts {
		in := &p.insts[pc]
		switch in.op {
		case opLit, opSave, opMatch:
		case opSeg:
			if !in.hasDelim || in.need != needEnd && in.need != int32(in.delim) {
				return false
			}
		case opWild:
			tail, ok := p.fixedTail(pc + 1)
			if !ok {
				return false
			}
			in.max = int32(tail)
		default:
			return false
		}
	}
	return true
}

// fixedTail returns the length of the program from pc on when it is fixed
// text alone (with groups' saves), whose first byte is ASCII, so that its
// start is a code point's.
func (p *program) fixedTail(pc int) (int, bool) {
	n := 0
	for _, in := range p.insts[pc:] {
		switch in.op {
		case opSave, opMatch:
		case opLit:
			if n == 0 && in.lit != "" && in.lit[0] >= utf8.RuneSelf {
				return 0, false
			}
			n += len(in.lit)
		default:
			return 0, false
		}
	}
	return n, true
}

// matchLinear runs a linear program: each step has one way to go, so the
// first failure is the answer, and the groups are the positions passed.
// It returns what matchSteps returns.
func (p *program) matchLinear(in string, caps []int) (bool, int) {
	pos := 0
	for pc := range p.insts {
		i := &p.insts[pc]
		switch i.op {
		case opLit:
			if len(in)-pos < len(i.lit) {
				return false, pc + 1
			}
			if p.fold {
				if !equalFold(in[pos:pos+len(i.lit)], i.lit) {
					return false, pc + 1
				}
			} else if in[pos:pos+len(i.lit)] != i.lit {
				return false, pc + 1
			}
			pos += len(i.lit)
		case opSave:
			if caps != nil {
				caps[i.arg] = pos
			}
		case opSeg:
			// At least one code point, none the delimiter, up to the
			// delimiter that must follow or to the end.
			if pos >= len(in) || in[pos] == i.delim {
				return false, pc + 1
			}
			j := strings.IndexByte(in[pos:], i.delim)
			if i.need == needEnd {
				if j >= 0 {
					return false, pc + 1
				}
				pos = len(in)
			} else {
				if j < 0 {
					return false, pc + 1
				}
				pos += j
			}
		case opWild:
			// The rest of the input but its fixed tail, without a line
			// terminator (one code point at least for a min of 1).
			end := len(in) - int(i.tail())
			if end-pos < int(i.min) {
				return false, pc + 1
			}
			if q := lineTerminatorAt(in[pos:end]); q >= 0 {
				return false, pc + 1 + q
			}
			pos = end
		case opMatch:
			return pos == len(in), pc + 1 + pos
		}
	}
	return false, len(p.insts)
}

// end is the index of the next instruction written.
func (p *program) end() int32 { return int32(len(p.insts)) }

// instScratch holds the buffers compileProgram writes programs into.
var instScratch = sync.Pool{New: func() any { b := make([]inst, 0, 32); return &b }}

// needAfter is what the program from pc on must begin with: the first
// byte of fixed text, the end of the input, or needAny.
func (p *program) needAfter(pc int) int {
	for {
		in := &p.insts[pc]
		switch in.op {
		case opSave:
			pc++
		case opJmp:
			pc = int(in.arg)
		case opMatch:
			return needEnd
		case opLit:
			if in.lit == "" {
				pc++
				continue
			}
			c := in.lit[0]
			if p.fold && ('a' <= c|0x20 && c|0x20 <= 'z') {
				return needAny
			}
			return int(c)
		default:
			return needAny
		}
	}
}

// allows reports whether an opSeg or opWild may end at q.
func (m *matcher) allows(i *inst, q int) bool {
	switch i.need {
	case needAny:
		return true
	case needEnd:
		return q == len(m.in)
	}
	return q < len(m.in) && int32(m.in[q]) == i.need
}

// matcher is one run of a program over one input.
type matcher struct {
	p       *program
	in      string
	caps    []int // nil when the groups are not wanted
	steps   int
	budget  int
	aborted bool
	memo    []uint64 // (instruction, position) pairs tried, in the memo run
	wildLo  []int    // per opWild in the memo run: the lowest end position tried
	wildHi  []int    // and the highest

	last         int  // lastDelim's answer
	haveLast     bool // lastDelim has looked
	ltFrom, ltTo int  // stretchEnd's last answer: the stretch from ltFrom ends at ltTo
	haveLT       bool // stretchEnd has answered

	runFrom, runTo []int // per unbounded opRepeat in the memo run: a run of its set
}

// match reports whether the program matches in; caps, when not nil, gets
// the capture positions (-1 for a group that took no part).
func (p *program) match(in string, caps []int) bool {
	ok, _ := p.matchSteps(in, caps)
	return ok
}

// matchSteps is match, and the number of steps it took (the tests hold it
// to a linear bound).
func (p *program) matchSteps(in string, caps []int) (bool, int) {
	if p.isLiteral {
		if p.fold {
			return equalFold(in, p.literal), 1
		}
		return in == p.literal, 1
	}
	if p.wildcard {
		if i := lineTerminatorAt(in); i >= 0 {
			return false, i + 1
		}
		if caps != nil {
			caps[0], caps[1] = 0, len(in)
		}
		return true, len(in) + 1
	}
	if p.linear {
		return p.matchLinear(in, caps)
	}
	for i := range caps {
		caps[i] = -1
	}
	m := matcher{p: p, in: in, caps: caps, budget: 8*(p.weight+1)*(len(in)+1) + 64}
	if m.run(0, 0) {
		return true, m.steps
	}
	if !m.aborted {
		return false, m.steps
	}
	ok, steps := p.matchMemo(in, caps)
	return ok, m.steps + steps
}

// matchMemo is the memo run: every (instruction, position) pair tried at
// most once, each loop's stretch walked once per instruction.
func (p *program) matchMemo(in string, caps []int) (bool, int) {
	for i := range caps {
		caps[i] = -1
	}
	m := matcher{p: p, in: in, caps: caps, budget: -1}
	m.memo = make([]uint64, (len(p.insts)*(len(in)+1)+63)/64)
	m.wildLo = make([]int, len(p.insts))
	m.wildHi = make([]int, len(p.insts))
	m.runFrom = make([]int, len(p.insts))
	m.runTo = make([]int, len(p.insts))
	for i := range m.runTo {
		m.wildHi[i], m.runTo[i] = -1, -1
	}
	ok := m.run(0, 0)
	return ok, m.steps
}

// repeat runs an opRepeat at pos: the repetitions of its set that the
// rest of the program can follow, most first (greedy) or fewest first.
func (m *matcher) repeat(pc, pos int) bool {
	i := &m.p.insts[pc]
	in := m.in
	low := pos
	for k := 0; k < int(i.min); k++ {
		m.steps++
		if low >= len(in) {
			return false
		}
		ok, n := i.set.at(in, low)
		if !ok {
			return false
		}
		low += n
	}
	if i.lazy {
		q, count := low, i.min
		for {
			if m.run(pc+1, q) {
				return true
			}
			if m.aborted {
				return false
			}
			if m.memo != nil && i.max < 0 && m.seen(pc, q) {
				return false
			}
			m.steps++
			if (i.max >= 0 && count >= i.max) || q >= len(in) {
				return false
			}
			ok, n := i.set.at(in, q)
			if !ok {
				return false
			}
			q += n
			count++
		}
	}
	// Greedy: the end of the run of the set (at most max repetitions).
	hi := -1
	if m.memo != nil && i.max < 0 && m.runTo[pc] >= 0 && m.runFrom[pc] <= low && low <= m.runTo[pc] {
		hi = m.runTo[pc]
	}
	if hi < 0 {
		hi = low
		for count := i.min; (i.max < 0 || count < i.max) && hi < len(in); count++ {
			m.steps++
			ok, n := i.set.at(in, hi)
			if !ok {
				break
			}
			hi += n
		}
		if m.memo != nil && i.max < 0 {
			m.runFrom[pc], m.runTo[pc] = low, hi
		}
	}
	if m.memo != nil && i.max < 0 {
		if m.wildHi[pc] == hi {
			if low >= m.wildLo[pc] {
				return false
			}
			hi = m.wildLo[pc] - 1
			for hi > low && !utf8.RuneStart(in[hi]) {
				hi--
			}
		} else {
			m.wildHi[pc] = hi
		}
		m.wildLo[pc] = low
	}
	for q := hi; q >= low; {
		if m.run(pc+1, q) {
			return true
		}
		if m.aborted {
			return false
		}
		m.steps++
		if q == low {
			break
		}
		q--
		for q > low && !utf8.RuneStart(in[q]) {
			q--
		}
	}
	return false
}

// lastDelim returns the offset of the last d in the input, or -1.
func (m *matcher) lastDelim(d byte) int {
	if !m.haveLast {
		m.last, m.haveLast = strings.LastIndexByte(m.in, d), true
	}
	return m.last
}

// stretchEnd returns where the stretch without line terminators that
// begins at pos ends: the first line terminator at or after pos, or the
// end of the input. The last answer is kept: every position of a stretch
// has the same one, so each stretch is scanned once at a time.
func (m *matcher) stretchEnd(pos int) int {
	if m.haveLT && m.ltFrom <= pos && pos <= m.ltTo {
		return m.ltTo
	}
	end := pos
	for end < len(m.in) && !isLineTerminator(m.in, end) {
		end += runeLen(m.in, end)
	}
	m.ltFrom, m.ltTo, m.haveLT = pos, end, true
	return end
}

// seen reports whether (pc, pos) was tried in the memo run, and marks it.
func (m *matcher) seen(pc, pos int) bool {
	k := pc*(len(m.in)+1) + pos
	w, b := k/64, uint64(1)<<(k%64)
	if m.memo[w]&b != 0 {
		return true
	}
	m.memo[w] |= b
	return false
}

// run matches from instruction pc at byte pos, in ECMAScript's order of
// choices.
func (m *matcher) run(pc, pos int) bool {
	in := m.in
	for {
		m.steps++
		if m.memo != nil {
			if m.seen(pc, pos) {
				return false
			}
		} else if m.steps > m.budget {
			m.aborted = true
			return false
		}
		i := &m.p.insts[pc]
		switch i.op {
		case opMatch:
			return pos == len(in)
		case opLit:
			if len(in)-pos < len(i.lit) {
				return false
			}
			if m.p.fold {
				if !equalFold(in[pos:pos+len(i.lit)], i.lit) {
					return false
				}
			} else if in[pos:pos+len(i.lit)] != i.lit {
				return false
			}
			pos += len(i.lit)
			pc++
		case opJmp:
			pc = int(i.arg)
		case opSplit:
			if m.run(int(i.arg), pos) {
				return true
			}
			if m.aborted {
				return false
			}
			pc = int(i.alt)
		case opSave:
			if m.caps == nil {
				pc++
				continue
			}
			old := m.caps[i.arg]
			m.caps[i.arg] = pos
			if m.run(pc+1, pos) {
				return true
			}
			m.caps[i.arg] = old
			return false
		case opSeg:
			// Lazy: one code point that is not the delimiter, then the
			// rest of the program at each further end, shortest first.
			if pos >= len(in) || (i.hasDelim && in[pos] == i.delim) {
				return false
			}
			if i.need == needEnd {
				// Only the end will do: the rest must hold no delimiter.
				if i.hasDelim && m.lastDelim(i.delim) > pos {
					return false
				}
				pos, pc = len(in), pc+1
				continue
			}
			q := pos + runeLen(in, pos)
			for {
				if m.allows(i, q) {
					if m.run(pc+1, q) {
						return true
					}
					if m.aborted {
						return false
					}
				}
				// Going on from q is what this step does when it begins at
				// q: in the memo run, a pair tried before has failed.
				if m.memo != nil && m.seen(pc, q) {
					return false
				}
				m.steps++
				if q >= len(in) || (i.hasDelim && in[q] == i.delim) {
					return false
				}
				q += runeLen(in, q)
			}
		case opClass:
			if pos >= len(in) {
				return false
			}
			ok, n := i.set.at(in, pos)
			if !ok {
				return false
			}
			pos += n
			pc++
		case opRepeat:
			return m.repeat(pc, pos)
		case opWild:
			// Greedy: the longest stretch without a line terminator
			// first, down to min code points.
			end := m.stretchEnd(pos)
			low := pos
			for k := 0; k < int(i.min); k++ {
				if low >= end {
					return false
				}
				low += runeLen(in, low)
			}
			hi := end
			if m.memo != nil {
				// The ends already tried by an earlier start in this
				// stretch are skipped.
				if m.wildHi[pc] == end {
					if low >= m.wildLo[pc] {
						return false
					}
					hi = m.wildLo[pc] - 1
					for hi > low && !utf8.RuneStart(in[hi]) {
						hi--
					}
				} else {
					m.wildHi[pc] = end
				}
				m.wildLo[pc] = low
			}
			if i.need == needEnd {
				if hi != len(in) || hi < low {
					return false
				}
				low = hi
			}
			for q := hi; q >= low; {
				if m.allows(i, q) {
					if m.run(pc+1, q) {
						return true
					}
					if m.aborted {
						return false
					}
				}
				m.steps++
				if q == low {
					break
				}
				q--
				for q > low && !utf8.RuneStart(in[q]) {
					q--
				}
			}
			return false
		}
	}
}

func runeLen(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// lineTerminatorAt returns the offset of the first line terminator in s, or
// -1.
func lineTerminatorAt(s string) int {
	for i := 0; i < len(s); i++ {
		if (s[i] == '\n' || s[i] == '\r' || s[i] == 0xE2) && isLineTerminator(s, i) {
			return i
		}
	}
	return -1
}

// hasLineTerminator reports whether s holds a line terminator, a byte
// search at a time (a component or an href seldom holds one).
func hasLineTerminator(s string) bool {
	if strings.IndexByte(s, '\n') >= 0 || strings.IndexByte(s, '\r') >= 0 {
		return true
	}
	return strings.IndexByte(s, 0xE2) >= 0 && lineTerminatorAt(s) >= 0
}

// isLineTerminator: "\n", "\r", U+2028 or U+2029 at s[i], what "." does
// not match (ECMA-262 §22.2.2.7.3 without the s flag).
func isLineTerminator(s string, i int) bool {
	switch s[i] {
	case '\n', '\r':
		return true
	case 0xE2:
		return len(s) >= i+3 && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9)
	}
	return false
}

// equalFold compares ASCII case-insensitively: the fixed text of a pattern
// and the components it is matched against are ASCII (the URL Standard's
// parser percent-encodes or punycodes everything else), where ECMAScript's
// simple case folding is ASCII's.
func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if x != y {
			if 'A' <= x && x <= 'Z' {
				x += 'a' - 'A'
			}
			if 'A' <= y && y <= 'Z' {
				y += 'a' - 'A'
			}
			if x != y {
				return false
			}
		}
	}
	return true
}

// tail is an opWild's tail in a linear program (isLinear).
func (i *inst) tail() int32 { return i.max }
