package urlpattern

// The List's match in flat arrays: the trie of the best component as
// small nodes with their edges and candidate lists side by side, and each
// pattern's tests in one array, so that a match reads a few cache lines
// instead of following each pattern's components, programs and
// instructions. Built from the index and the patterns by NewList; the
// tests hold it to the loop of Test over the patterns.

import (
	"math/bits"
	"strings"
)

// walkNode is a trie node as gather reads it.
type walkNode struct {
	run    string // as node.run
	runEnd int32
	edge   int32 // the node's edges: walkLabels and walkNext from edge, nedge of them
	nedge  int32
	// upTo and upToExact are offsets in walkCands, -1 when the node's list
	// overflows; nUpTo and nUpToExact their lengths.
	upTo, upToExact   int32
	nUpTo, nUpToExact uint8
}

// walk is the best component's trie in flat arrays.
type walk struct {
	nodes  []walkNode
	labels []byte
	next   []int32
	cands  []int32
	fold   bool
}

// listCheck is one component test of a pattern in the list.
type listCheck struct {
	k     *compiled
	lit   string // matchLiteral: the component's text
	c     Component
	kind  matchKind
	fold  bool
	step  int32 // matchLinear: the program's steps, in List.steps
	nstep int32
	// known: the check is the best component's, and a candidate gather
	// gives is known to begin with its fixed text (the walk has compared
	// it, case and all): a literal's whole text, a linear program's first
	// step.
	known bool
}

// linearStep is one step of a linear program without its groups: fixed
// text (consecutive pieces joined), a segment up to the delimiter or to
// the end, or the rest of the input.
type linearStep struct {
	lit   string
	op    opcode // opLit, opSeg, opWild
	delim byte
	toEnd bool  // opSeg: the segment must reach the end
	min   int32 // opWild
	tail  int32 // opWild: the bytes of fixed text it leaves
}

// buildWalk makes the flat trie of ix (after accumulate).
func buildWalk(ix *componentIndex) walk {
	w := walk{nodes: make([]walkNode, len(ix.nodes)), fold: ix.fold}
	for n := range ix.nodes {
		nd := &ix.nodes[n]
		wn := walkNode{edge: int32(len(w.labels)), nedge: int32(len(nd.labels)), upTo: -1, upToExact: -1}
		if len(nd.run) > 1 {
			// A run of one byte is the node's one edge.
			wn.run, wn.runEnd = nd.run, nd.runEnd
		}
		w.labels = append(w.labels, nd.labels...)
		w.next = append(w.next, nd.children...)
		if !nd.overflow {
			wn.upTo, wn.nUpTo = int32(len(w.cands)), uint8(len(nd.upTo))
			w.cands = append(w.cands, nd.upTo...)
		}
		if !nd.overflowExact {
			wn.upToExact, wn.nUpToExact = int32(len(w.cands)), uint8(len(nd.upToExact))
			w.cands = append(w.cands, nd.upToExact...)
		}
		w.nodes[n] = wn
	}
	return w
}

// buildChecks sets the patterns' tests: the components every pattern has
// as the same fixed text (a router's one scheme or host), compared once
// per URL, and for each pattern its other components but its "*" ones,
// fixed text first.
func (l *List) buildChecks() {
	for c := range Component(numComponents) {
		if len(l.patterns) > 0 && l.allLiteral(c) {
			l.shared |= 1 << c
			l.sharedText[c] = l.patterns[0].comp[c].literal
		}
	}
	l.checkAt = make([]int32, len(l.patterns)+1)
	for i, p := range l.patterns {
		for _, first := range [...]bool{true, false} {
			for _, c := range p.checks[:p.nchecks] {
				k := p.comp[c]
				if (k.kind == matchLiteral) != first || l.shared&(1<<c) != 0 {
					continue
				}
				lc := listCheck{k: k, c: c, kind: k.kind, lit: k.literal}
				if k.kind == matchLinear {
					lc.fold = k.prog.fold
					lc.step = int32(len(l.steps))
					l.steps = appendLinearSteps(l.steps, k.prog)
					lc.nstep = int32(len(l.steps)) - lc.step
				}
				if l.best >= 0 && c == l.index[l.best].c && !l.index[l.best].fold {
					// What the walk compares: the fixed beginning, the
					// whole text of a literal (which is in exact lists
					// alone).
					text, exact := fixedBeginning(k)
					switch {
					case k.kind == matchLiteral:
						lc.known = exact && text == k.literal
					case k.kind == matchLinear && lc.nstep > 0:
						first := l.steps[lc.step]
						lc.known = text != "" && first.op == opLit && first.lit == text
					}
				}
				l.checks = append(l.checks, lc)
				l.need |= 1 << c
			}
		}
		l.checkAt[i+1] = int32(len(l.checks))
	}
}

// appendLinearSteps appends the steps of a linear program (isLinear).
func appendLinearSteps(steps []linearStep, p *program) []linearStep {
	lit := false // the last step is fixed text, which more may join
	for _, in := range p.insts {
		switch in.op {
		case opLit:
			if lit {
				steps[len(steps)-1].lit += in.lit
				continue
			}
			steps = append(steps, linearStep{op: opLit, lit: in.lit})
			lit = true
		case opSeg:
			steps = append(steps, linearStep{op: opSeg, delim: in.delim, toEnd: in.need == needEnd})
			lit = false
		case opWild:
			steps = append(steps, linearStep{op: opWild, min: in.min, tail: in.tail()})
			lit = false
		}
	}
	return steps
}

// matchSteps is matchLinear without the groups, over the steps.
func matchSteps(steps []linearStep, in string, fold bool) bool {
	return matchStepsFrom(steps, in, 0, fold)
}

// matchStepsFrom is matchSteps of steps that begin at pos.
func matchStepsFrom(steps []linearStep, in string, pos int, fold bool) bool {
	for i := range steps {
		st := &steps[i]
		switch st.op {
		case opLit:
			if len(in)-pos < len(st.lit) {
				return false
			}
			if t := in[pos : pos+len(st.lit)]; t != st.lit && (!fold || !equalFold(t, st.lit)) {
				return false
			}
			pos += len(st.lit)
		case opSeg:
			if pos >= len(in) || in[pos] == st.delim {
				return false
			}
			j := strings.IndexByte(in[pos:], st.delim)
			if st.toEnd {
				if j >= 0 {
					return false
				}
				pos = len(in)
			} else {
				if j < 0 {
					return false
				}
				pos += j
			}
		case opWild:
			end := len(in) - int(st.tail)
			if end-pos < int(st.min) || lineTerminatorAt(in[pos:end]) >= 0 {
				return false
			}
			pos = end
		}
	}
	return pos == len(in)
}

// allLiteral reports whether every pattern's component c is the same
// fixed text.
func (l *List) allLiteral(c Component) bool {
	k0 := l.patterns[0].comp[c]
	for _, p := range l.patterns {
		if k := p.comp[c]; k.kind != matchLiteral || k.literal != k0.literal {
			return false
		}
	}
	return true
}

// sharedMatch reports whether the components of in that every pattern has
// as the same fixed text are that text.
func (l *List) sharedMatch(in *[numComponents]string) bool {
	for m := l.shared; m != 0; m &= m - 1 {
		if c := bits.TrailingZeros8(m); in[c] != l.sharedText[c] {
			return false
		}
	}
	return true
}

// testChecks reports whether the components of in that pattern i does not
// leave as "*" match.
// gathered: i is a candidate of gather, whose known checks need not
// compare what the walk has.
func (l *List) testChecks(i int32, in *[numComponents]string, gathered bool) bool {
	for j := l.checkAt[i]; j < l.checkAt[i+1]; j++ {
		ch := &l.checks[j]
		s := in[ch.c]
		switch ch.kind {
		case matchLiteral:
			if !(gathered && ch.known) && s != ch.lit {
				return false
			}
		case matchLinear:
			steps, pos := l.steps[ch.step:ch.step+ch.nstep], 0
			if gathered && ch.known {
				steps, pos = steps[1:], len(steps[0].lit)
			}
			if !matchStepsFrom(steps, s, pos, ch.fold) {
				return false
			}
		default:
			if !ch.k.match(s, nil) {
				return false
			}
		}
	}
	return true
}
