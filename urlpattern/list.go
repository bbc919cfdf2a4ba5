package urlpattern

// Pattern lists: a router. A URL is parsed once, and the patterns that can
// match it are found by walking, for each component, a trie of the fixed
// text each pattern's component begins with; only those are then matched,
// in order.

import (
	"iter"
	"math/bits"

	"github.com/urikit/urikit/whatwg"
)

// List is a list of patterns matched together: Test and Exec return the
// first pattern of the list that matches a URL, All every one, with the
// work shared among the patterns. It is safe for concurrent use.
type List struct {
	patterns []*Pattern
	words    int // bitset words: one bit per pattern
	index    []componentIndex
	// best is the index of the component with the most distinct fixed
	// beginnings, whose candidates are gathered as a short list (-1: none).
	best int
	// anyList is best's patterns without a fixed beginning.
	anyList []int32
	// walk is the best component's trie as gather reads it.
	walk walk
	// The patterns' tests (list_compact.go): shared is the mask of the
	// components every pattern has as the same fixed text, sharedText;
	// checks[checkAt[i]:checkAt[i+1]] are pattern i's other components
	// but its "*" ones, steps the linear programs among them; need is
	// every component a check or an index reads.
	shared     uint8
	sharedText [numComponents]string
	need       uint8
	checkAt    []int32
	checks     []listCheck
	steps      []linearStep
}

// componentIndex indexes one component of every pattern by the fixed text
// its pattern begins with.
type componentIndex struct {
	c     Component
	fold  bool     // ignoreCase: the trie holds lower-case text
	nodes []node   // nodes[0] is the root
	any   []uint64 // the patterns that begin with no fixed text
}

type node struct {
	labels   []byte  // edges, by byte
	children []int32 // the node each edge leads to
	prefix   []int32 // patterns whose fixed beginning ends here (more may follow)
	exact    []int32 // patterns whose component is exactly the text up to here
	// prefixSet and exactSet are the same as sets, for a node whose list
	// is longer than a set is words long.
	prefixSet, exactSet []uint64
	// In the best component's index: upTo is every prefix list from the
	// root to here, in order of the patterns, and upToExact the same with
	// this node's exact list: the candidates of a component that ends
	// past this node (and has no edge to follow) or here.
	upTo, upToExact []int32
	// overflow: upTo or upToExact would be longer than maxCandidates
	// (they are then not kept, and the sets are used).
	overflow, overflowExact bool
	// run is the text of the chain of nodes below this one that have one
	// edge each and no list (their upTo and upToExact are this node's
	// upTo), and runEnd the node it leads to; gather crosses it at once.
	run    string
	runEnd int32
}

// maxCandidates is the longest candidate list gather returns; a component
// with more candidates is matched through the sets of every index.
const maxCandidates = 64

// NewList makes a list of the patterns, in order of preference.
func NewList(patterns ...*Pattern) *List {
	l := &List{patterns: patterns, words: (len(patterns) + 63) / 64, best: -1}
	bestDistinct := 0
	for c := Protocol; c < numComponents; c++ {
		ix := componentIndex{c: c, nodes: []node{{}}, any: make([]uint64, l.words)}
		for _, p := range patterns {
			ix.fold = ix.fold || p.comp[c].opt.ignoreCase
		}
		useful := false
		distinct := map[string]bool{}
		for _, p := range patterns {
			text, exact := fixedBeginning(p.comp[c])
			distinct[text+string(rune('0'+b2i(exact)))] = true
		}
		if len(distinct) < 2 {
			continue // one fixed beginning for all: the index tells nothing
		}
		if len(distinct) > bestDistinct {
			bestDistinct, l.best = len(distinct), len(l.index)
		}
		for i, p := range patterns {
			k := p.comp[c]
			text, exact := fixedBeginning(k)
			if text == "" && !exact {
				ix.any[i/64] |= 1 << (i % 64)
				continue
			}
			useful = true
			n := ix.insert(text, ix.fold)
			if exact {
				ix.nodes[n].exact = append(ix.nodes[n].exact, int32(i))
			} else {
				ix.nodes[n].prefix = append(ix.nodes[n].prefix, int32(i))
			}
		}
		if useful {
			for n := range ix.nodes {
				nd := &ix.nodes[n]
				nd.prefixSet = setOf32(nd.prefix, l.words)
				nd.exactSet = setOf32(nd.exact, l.words)
			}
			l.index = append(l.index, ix)
		}
	}
	if l.best >= 0 {
		ix := &l.index[l.best]
		for i := range patterns {
			if ix.any[i/64]&(1<<(i%64)) != 0 {
				l.anyList = append(l.anyList, int32(i))
			}
		}
		ix.accumulate(0, nil, false, false)
		l.walk = buildWalk(ix)
	}
	l.buildChecks()
	for _, ix := range l.index {
		l.need |= 1 << ix.c
	}
	return l
}

// accumulate sets upTo and upToExact of node n and the nodes below it;
// above is the upTo of n's parent.
// above is the upTo of n's parent, overflow its overflow, parentOneEdge
// whether it has one edge. The lists are
// bounded by maxCandidates, so that the index stays linear in the number
// of nodes.
func (ix *componentIndex) accumulate(n int, above []int32, overflow, parentOneEdge bool) {
	nd := &ix.nodes[n]
	nd.overflow = overflow || len(above)+len(nd.prefix) > maxCandidates
	nd.overflowExact = nd.overflow || len(above)+len(nd.prefix)+len(nd.exact) > maxCandidates
	if !nd.overflow {
		nd.upTo = mergeSorted(nil, above, nd.prefix)
	}
	if !nd.overflowExact {
		nd.upToExact = mergeSorted(nil, nd.upTo, nd.exact)
	}
	for _, c := range nd.children {
		ix.accumulate(int(c), ix.nodes[n].upTo, ix.nodes[n].overflow, len(ix.nodes[n].labels) == 1)
	}
	nd = &ix.nodes[n]
	// A run is written at the head of each chain only (a node inside one
	// is crossed by its head's run, or walked a byte at a time after the
	// run does not match), so the runs hold each node's label once.
	inChain := parentOneEdge && len(nd.labels) == 1 && len(nd.prefix) == 0 && len(nd.exact) == 0
	if len(nd.labels) == 1 && !inChain {
		run := []byte{nd.labels[0]}
		end := nd.children[0]
		for {
			e := &ix.nodes[end]
			if len(e.labels) != 1 || len(e.prefix) > 0 || len(e.exact) > 0 {
				break
			}
			run = append(run, e.labels[0])
			end = e.children[0]
		}
		nd.run, nd.runEnd = string(run), end
	}
}

// mergeSorted appends to dst the union of a and b, two increasing lists,
// in increasing order.
func mergeSorted(dst, a, b []int32) []int32 {
	for len(a) > 0 && len(b) > 0 {
		if a[0] < b[0] {
			dst, a = append(dst, a[0]), a[1:]
		} else {
			dst, b = append(dst, b[0]), b[1:]
		}
	}
	return append(append(dst, a...), b...)
}

// gather returns the candidates of the best component for s, in order:
// the upTo list of the node where s's walk down the trie stops (upToExact
// when s ends there), and whether the patterns that have no fixed
// beginning (anyList) must be merged in; ok is false when the node's list
// overflows. A walk that leaves a run stops at the run's head: the nodes
// of a run have no list of their own, so their lists are the head's.
func (l *List) gather(s string) (list []int32, merge, ok bool) {
	w := &l.walk
	n := int32(0)
	for i := 0; ; {
		nd := &w.nodes[n]
		if i == len(s) {
			if nd.upToExact < 0 {
				return nil, false, false
			}
			list = w.cands[nd.upToExact : nd.upToExact+int32(nd.nUpToExact)]
			break
		}
		if nd.run != "" {
			if len(s)-i >= len(nd.run) {
				if t := s[i : i+len(nd.run)]; t == nd.run || w.fold && equalFold(t, nd.run) {
					n, i = nd.runEnd, i+len(nd.run)
					continue
				}
			}
		} else if next := w.edge(nd, s[i]); next >= 0 {
			n, i = next, i+1
			continue
		}
		if nd.upTo < 0 {
			return nil, false, false
		}
		list = w.cands[nd.upTo : nd.upTo+int32(nd.nUpTo)]
		break
	}
	return list, len(l.anyList) > 0, true
}

// edge returns the node nd's edge labelled c leads to, or -1.
func (w *walk) edge(nd *walkNode, c byte) int32 {
	if w.fold {
		c = lower(c)
	}
	for j, b := range w.labels[nd.edge : nd.edge+nd.nedge] {
		if b == c {
			return w.next[nd.edge+int32(j)]
		}
	}
	return -1
}

// gatherAll is gather with the patterns that have no fixed beginning
// merged in, in buf; ok is false when they do not fit it.
func (l *List) gatherAll(s string, buf []int32) ([]int32, bool) {
	list, merge, ok := l.gather(s)
	if !ok || !merge {
		return list, ok
	}
	return l.withAny(list, buf)
}

// withAny merges the patterns that have no fixed beginning into list, in
// buf; ok is false when they do not fit it.
func (l *List) withAny(list, buf []int32) ([]int32, bool) {
	if len(list)+len(l.anyList) > cap(buf) {
		return nil, false
	}
	return mergeSorted(buf[:0], list, l.anyList), true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// setOf32 returns list as a set when it is longer than the set.
func setOf32(list []int32, words int) []uint64 {
	if len(list) <= words {
		return nil
	}
	set := make([]uint64, words)
	for _, i := range list {
		set[i/64] |= 1 << (i % 64)
	}
	return set
}

// fixedBeginning returns the fixed text a component's matches all begin
// with, and whether the component is exactly that text.
func fixedBeginning(k *compiled) (string, bool) {
	if k.prog == nil {
		// A regexp component: its fixed beginning, up to the first group.
		s := ""
		for _, p := range k.parts {
			if p.typ != partFixed || p.modifier != modNone {
				if p.modifier == modNone {
					s += p.prefix
				}
				return s, false
			}
			s += p.value
		}
		return s, false
	}
	if k.prog.isLiteral {
		return k.prog.literal, true
	}
	s := ""
	for _, in := range k.prog.insts {
		if in.op == opLit {
			s += in.lit
		} else if in.op != opSave {
			break
		}
	}
	return s, false
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// insert adds text to the trie and returns its node.
func (ix *componentIndex) insert(text string, fold bool) int {
	n := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if fold {
			c = lower(c)
		}
		next := -1
		for j, b := range ix.nodes[n].labels {
			if b == c {
				next = int(ix.nodes[n].children[j])
				break
			}
		}
		if next < 0 {
			ix.nodes = append(ix.nodes, node{})
			next = len(ix.nodes) - 1
			ix.nodes[n].labels = append(ix.nodes[n].labels, c)
			ix.nodes[n].children = append(ix.nodes[n].children, int32(next))
		}
		n = next
	}
	return n
}

// candidates ANDs into set the patterns whose component can match s.
func (ix *componentIndex) candidates(s string, set []uint64, tmp []uint64) {
	copy(tmp, ix.any)
	n := 0
	mark := func(list []int32, set []uint64) {
		if set != nil {
			for w := range tmp {
				tmp[w] |= set[w]
			}
			return
		}
		for _, i := range list {
			tmp[i/64] |= 1 << (i % 64)
		}
	}
	for i := 0; ; i++ {
		nd := &ix.nodes[n]
		mark(nd.prefix, nd.prefixSet)
		if i == len(s) {
			mark(nd.exact, nd.exactSet)
			break
		}
		c := s[i]
		if ix.fold {
			c = lower(c)
		}
		next := -1
		for j, b := range nd.labels {
			if b == c {
				next = int(nd.children[j])
				break
			}
		}
		if next < 0 {
			break
		}
		n = next
	}
	for w := range set {
		set[w] &= tmp[w]
	}
}

// Len returns the number of patterns in the list.
func (l *List) Len() int { return len(l.patterns) }

// Pattern returns the i-th pattern of the list.
func (l *List) Pattern(i int) *Pattern { return l.patterns[i] }

// maxStackWords is how many patterns (× 64) a match keeps its sets for on
// the stack; a longer list allocates them.
const maxStackWords = 32

// each calls f with the index of each pattern that matches in, the
// components of a URL, in order, until f returns false.
func (l *List) each(in *[numComponents]string, f func(i int) bool) {
	if !l.sharedMatch(in) {
		return
	}
	if l.best >= 0 {
		var buf [maxCandidates]int32
		if cands, ok := l.gatherAll(in[l.index[l.best].c], buf[:]); ok {
			for _, i := range cands {
				if l.testChecks(i, in, false) && !f(int(i)) {
					return
				}
			}
			return
		}
	}
	var setBuf, tmpBuf [maxStackWords]uint64
	var set, tmp []uint64
	if l.words <= maxStackWords {
		set, tmp = setBuf[:l.words], tmpBuf[:l.words]
	} else {
		set, tmp = make([]uint64, l.words), make([]uint64, l.words)
	}
	for w := range set {
		set[w] = ^uint64(0)
	}
	if r := len(l.patterns) % 64; r != 0 {
		set[len(set)-1] = 1<<r - 1
	}
	for i := range l.index {
		ix := &l.index[i]
		ix.candidates(in[ix.c], set, tmp)
	}
	for w, word := range set {
		for word != 0 {
			b := bits.TrailingZeros64(word)
			word &^= 1 << b
			i := w*64 + b
			if l.testChecks(int32(i), in, false) && !f(i) {
				return
			}
		}
	}
}

// Test returns the index of the first pattern that matches the URL input,
// or -1 when none does (or input is not a URL).
func (l *List) Test(input string) int {
	var u whatwg.URL
	if u.Set(input) != nil {
		return -1
	}
	return l.testURL(&u)
}

// TestURL is Test of a parsed URL.
func (l *List) TestURL(u whatwg.URL) int { return l.testURL(&u) }

func (l *List) testURL(u *whatwg.URL) int {
	var in [numComponents]string
	x := lazyURL{u: u, in: &in}
	for m := l.shared; m != 0; m &= m - 1 {
		x.get(Component(bits.TrailingZeros8(m)))
	}
	if !l.sharedMatch(&in) {
		return -1
	}
	if l.best >= 0 {
		// each, without its callback: the best component read first, and
		// the others the checks read when there is a candidate. A "*"
		// component is not read: a URL's components hold no line
		// terminator, so it matches.
		best := l.index[l.best].c
		x.get(best)
		if cands, merge, ok := l.gather(in[best]); ok {
			if !merge {
				return l.testCandidates(&x, cands)
			}
			var buf [maxCandidates]int32
			if cands, ok := l.withAny(cands, buf[:]); ok {
				return l.testCandidates(&x, cands)
			}
		}
	}
	return l.testAll(u)
}

// testCandidates is testURL of the candidates gather gives.
func (l *List) testCandidates(x *lazyURL, cands []int32) int {
	if len(cands) == 0 {
		return -1
	}
	for m := l.need &^ x.have; m != 0; m &= m - 1 {
		x.get(Component(bits.TrailingZeros8(m)))
	}
	for _, i := range cands {
		if l.testChecks(i, x.in, true) {
			return int(i)
		}
	}
	return -1
}

// testAll is testURL through each, every component read.
func (l *List) testAll(u *whatwg.URL) int {
	in := urlComponents(u)
	found := -1
	l.each(&in, func(i int) bool { found = i; return false })
	return found
}

// Exec returns the index of the first pattern that matches the URL input
// and its result, as that pattern's Exec gives it; -1 and nil when none
// matches.
func (l *List) Exec(input string) (int, *Result) {
	var u whatwg.URL
	if u.Set(input) != nil {
		return -1, nil
	}
	in := urlComponents(&u)
	found := -1
	l.each(&in, func(i int) bool { found = i; return false })
	if found < 0 {
		return -1, nil
	}
	return found, l.patterns[found].exec(in, []string{input}, nil)
}

// All returns an iterator over the indexes of every pattern that matches
// the URL input, in order of the list (nothing when input is not a URL).
// The URL is parsed once, when All is called; each range over the
// iterator matches it again, and stops matching when the loop stops.
func (l *List) All(input string) iter.Seq[int] {
	u, err := whatwg.Parse(input)
	if err != nil {
		return func(func(int) bool) {}
	}
	return l.AllURL(u)
}

// AllURL is All of a parsed URL.
func (l *List) AllURL(u whatwg.URL) iter.Seq[int] {
	in := urlComponents(&u)
	return func(yield func(int) bool) { l.each(&in, yield) }
}
