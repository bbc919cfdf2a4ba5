package urlpattern

// Pattern lists: a router. A URL is parsed once, and the patterns that can
// match it are found by walking, for each component, a trie of the fixed
// text each pattern's component begins with; only those are then matched,
// in order.

import (
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
}

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
	}
	return l
}

// gather lists the candidates of the best component for s, in order, in
// buf; ok is false when they do not fit.
func (l *List) gather(s string, buf []int32) ([]int32, bool) {
	ix := &l.index[l.best]
	out := append(buf[:0], l.anyList...)
	add := func(list []int32) bool {
		if len(out)+len(list) > cap(out) {
			return false
		}
		out = append(out, list...)
		return true
	}
	n := 0
	for i := 0; ; i++ {
		nd := &ix.nodes[n]
		if !add(nd.prefix) {
			return nil, false
		}
		if i == len(s) {
			if !add(nd.exact) {
				return nil, false
			}
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
	// Insertion sort: the lists are short.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out, true
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

// each calls f with the index of each pattern that matches in, in order,
// until f returns false.
func (l *List) each(in *[numComponents]string, f func(i int) bool) {
	if l.best >= 0 {
		var buf [64]int32
		if cands, ok := l.gather(in[l.index[l.best].c], buf[:]); ok {
			for _, i := range cands {
				if l.patterns[i].matchComponents(in[:], nil) && !f(int(i)) {
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
			if l.patterns[i].matchComponents(in[:], nil) && !f(i) {
				return
			}
		}
	}
}

// Test returns the index of the first pattern that matches the URL input,
// or -1 when none does (or input is not a URL).
func (l *List) Test(input string) int {
	u, err := whatwg.Parse(input)
	if err != nil {
		return -1
	}
	return l.TestURL(u)
}

// TestURL is Test of a parsed URL.
func (l *List) TestURL(u whatwg.URL) int {
	in := urlComponents(u)
	found := -1
	l.each(&in, func(i int) bool { found = i; return false })
	return found
}

// Exec returns the index of the first pattern that matches the URL input
// and its result, as that pattern's Exec gives it; -1 and nil when none
// matches.
func (l *List) Exec(input string) (int, *Result) {
	u, err := whatwg.Parse(input)
	if err != nil {
		return -1, nil
	}
	in := urlComponents(u)
	found := -1
	l.each(&in, func(i int) bool { found = i; return false })
	if found < 0 {
		return -1, nil
	}
	return found, l.patterns[found].exec(in, []string{input}, nil)
}

// All returns the indexes of every pattern that matches the URL input, in
// order.
func (l *List) All(input string) []int {
	u, err := whatwg.Parse(input)
	if err != nil {
		return nil
	}
	in := urlComponents(u)
	var out []int
	l.each(&in, func(i int) bool { out = append(out, i); return true })
	return out
}
