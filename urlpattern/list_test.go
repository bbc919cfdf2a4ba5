package urlpattern

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/benchpair"
	"github.com/urikit/urikit/whatwg"
)

// routes makes n realistic routes: for each of n/10 resources, the
// collection, one item, its edit page, a nested collection and a file
// tree, as an API and a site would have them, and a few host patterns.
func routes(n int) []*Pattern {
	var ps []*Pattern
	forms := []string{
		"/api/v1/%s",
		"/api/v1/%s/:id",
		"/api/v1/%s/:id/comments",
		"/api/v1/%s/:id/comments/:comment",
		"/%s",
		"/%s/:id",
		"/%s/:id/edit",
		"/%s/new",
		"/static/%s/*",
		"/%s/:id/files/*",
	}
	for i := 0; len(ps) < n; i++ {
		res := fmt.Sprintf("res%d", i)
		for _, f := range forms {
			if len(ps) == n {
				break
			}
			ps = append(ps, mustInit(Init{Protocol: "https", Hostname: "example.com", Pathname: fmt.Sprintf(f, res)}))
		}
	}
	return ps
}

func mustInit(in Init) *Pattern {
	p, err := NewInit(in, Options{})
	if err != nil {
		panic(err)
	}
	return p
}

// routeURLs are URLs for the routes of routes(n): hits spread over them
// and misses.
func routeURLs(n int, r *rand.Rand, count int) []string {
	var out []string
	tails := []string{"", "/42", "/42/comments", "/42/comments/7", "/42/edit", "/new", "/42/files/a/b.txt", "/x/y/z"}
	for len(out) < count {
		res := fmt.Sprintf("res%d", r.Intn(n/10+2))
		tail := tails[r.Intn(len(tails))]
		switch r.Intn(4) {
		case 0:
			out = append(out, "https://example.com/api/v1/"+res+tail)
		case 1:
			out = append(out, "https://example.com/"+res+tail)
		case 2:
			out = append(out, "https://example.com/static/"+res+"/app.js")
		default:
			out = append(out, "https://other.example/"+res+tail)
		}
	}
	return out
}

// loopFirst and loopAll are the definition: each pattern's Test in turn.
func loopAll(ps []*Pattern, u string) []int {
	var out []int
	for i, p := range ps {
		if p.Test(u) {
			out = append(out, i)
		}
	}
	return out
}

func checkList(t testing.TB, ps []*Pattern, l *List, u string) {
	want := loopAll(ps, u)
	if got := slices.Collect(l.All(u)); !slices.Equal(got, want) {
		t.Fatalf("%s: List.All %v, loop %v", u, got, want)
	}
	// The iterator stops when the loop does: the first match only.
	var first1 []int
	for i := range l.All(u) {
		first1 = append(first1, i)
		break
	}
	if len(want) > 0 && !slices.Equal(first1, want[:1]) || len(want) == 0 && first1 != nil {
		t.Fatalf("%s: the first of List.All %v, loop %v", u, first1, want)
	}
	first := -1
	if len(want) > 0 {
		first = want[0]
	}
	if got := l.Test(u); got != first {
		t.Fatalf("%s: List.Test %d, loop %d", u, got, first)
	}
	i, r := l.Exec(u)
	if i != first || (r == nil) != (first < 0) {
		t.Fatalf("%s: List.Exec %d %v, loop %d", u, i, r != nil, first)
	}
	if r != nil && resultJSON(r) != resultJSON(ps[i].Exec(u)) {
		t.Fatalf("%s: List.Exec result %s, pattern's Exec %s", u, resultJSON(r), resultJSON(ps[i].Exec(u)))
	}
}

func TestListAgainstLoop(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for _, n := range []int{1, 10, 100, 130} {
		ps := routes(n)
		l := NewList(ps...)
		for _, u := range routeURLs(n, r, 300) {
			checkList(t, ps, l, u)
		}
	}
	// Random patterns of every shape, with ignoreCase, hostnames and
	// regexp groups among them.
	for round := 0; round < 30; round++ {
		var ps []*Pattern
		for len(ps) < 40 {
			in := Init{Pathname: randomPattern(r)}
			switch r.Intn(4) {
			case 0:
				in.Hostname = []string{"*.example.com", "example.com", ":x.example.com", "EXAMPLE.com"}[r.Intn(4)]
			case 1:
				in.Protocol = []string{"http", "https", "http{s}?"}[r.Intn(3)]
			case 2:
				in.Pathname = []string{`/a/:id(\d+)`, `/(a|b)/*`, `/A/:x`}[r.Intn(3)]
			}
			p, err := NewInit(in, Options{IgnoreCase: r.Intn(3) == 0})
			if err == nil {
				ps = append(ps, p)
			}
		}
		l := NewList(ps...)
		for j := 0; j < 200; j++ {
			host := []string{"example.com", "a.example.com", "other.org"}[r.Intn(3)]
			scheme := []string{"http", "https"}[r.Intn(2)]
			path := randomInput(r)
			if r.Intn(3) == 0 {
				path = []string{"/A/x", "/a/12", "/b/c", "/a"}[r.Intn(4)]
			}
			checkList(t, ps, l, scheme+"://"+host+"/"+path)
		}
	}
}

func TestListTestAllocs(t *testing.T) {
	ps := routes(100)
	l := NewList(ps...)
	urls := routeURLs(100, rand.New(rand.NewSource(3)), 50)
	if a := testing.AllocsPerRun(20, func() {
		for _, u := range urls {
			l.Test(u)
		}
	}); a != 0 {
		t.Errorf("List.Test: %v allocations per run; want 0", a)
	}
}

// BenchmarkList: the first match among 100 and 1,000 routes, per URL.
//
//	go test ./urlpattern -run '^$' -bench List -count 5
func BenchmarkList(b *testing.B) {
	for _, n := range []int{100, 1000} {
		ps := routes(n)
		l := NewList(ps...)
		urls := routeURLs(n, rand.New(rand.NewSource(4)), 1000)
		b.Run(fmt.Sprintf("routes=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				l.Test(urls[i%len(urls)])
				i++
			}
		})
	}
}

// BenchmarkListLoop is the same work as a loop of Test over the routes.
func BenchmarkListLoop(b *testing.B) {
	for _, n := range []int{100} {
		ps := routes(n)
		urls := routeURLs(n, rand.New(rand.NewSource(4)), 1000)
		b.Run(fmt.Sprintf("routes=%d", n), func(b *testing.B) {
			i := 0
			for b.Loop() {
				u := urls[i%len(urls)]
				for _, p := range ps {
					if p.Test(u) {
						break
					}
				}
				i++
			}
		})
	}
}

// Lists whose candidates do not fit the short list (70 patterns share a
// fixed beginning), lists with nothing to index (every pattern alike), and
// mixed ignoreCase: each against the loop.
func TestListShapes(t *testing.T) {
	var many []*Pattern
	for i := 0; i < 70; i++ {
		many = append(many, mustInit(Init{Pathname: fmt.Sprintf("/a/:x/%d", i)}))
	}
	many = append(many, mustInit(Init{Pathname: "/b"}), mustInit(Init{Pathname: "/a/*"}))
	same := []*Pattern{mustInit(Init{Pathname: "/*"}), mustInit(Init{Pathname: "/*"}),
		// Components matched by Go's regexp (a named group inside a
		// regexp group), with fixed text before them, optional or not.
		mustInit(Init{Pathname: "/a{/b}?/((?<n>c))"}), mustInit(Init{Pathname: "/a/q/((?<n>7))"}), mustInit(Init{Pathname: "/b((?<n>c))"})}
	var mixed []*Pattern
	for _, in := range []Init{{Pathname: "/Users/:id"}, {Pathname: "/users/:id", Hostname: "a.example"}, {Pathname: "/USERS"}, {Pathname: "/AZaz@[`\\{"}} {
		for _, ic := range []bool{false, true} {
			p, err := NewInit(in, Options{IgnoreCase: ic})
			if err != nil {
				t.Fatal(err)
			}
			mixed = append(mixed, p)
		}
	}
	for _, ps := range [][]*Pattern{many, same, mixed} {
		l := NewList(ps...)
		if l.Len() != len(ps) || l.Pattern(0) != ps[0] {
			t.Fatal("Len or Pattern")
		}
		for _, path := range []string{"/a/c", "/a/b/c", "/bc", "/a/q/7", "/a/q/69", "/a/q", "/b", "/c", "/users/1", "/USERS/1", "/Users/2", "/users", "/USERS", "/azAZ@[`{", "/AZaz@{`["} {
			for _, host := range []string{"a.example", "b.example"} {
				checkList(t, ps, l, "https://"+host+path)
			}
		}
		if l.Test("not a url") != -1 || slices.Collect(l.All("::")) != nil {
			t.Error("a string that is not a URL matched")
		}
		if i, r := l.Exec("::"); i != -1 || r != nil {
			t.Error("Exec of a string that is not a URL")
		}
	}
}

// BenchmarkListScale times the first match among 1,000 routes against
// among 100 in turn (internal/benchpair): the ratio is how much a match
// costs more with ten times the routes.
//
//	go test ./urlpattern -run '^$' -bench ListScale -count 5
func BenchmarkListScale(b *testing.B) {
	l100, l1000 := NewList(routes(100)...), NewList(routes(1000)...)
	u100 := routeURLs(100, rand.New(rand.NewSource(4)), 1000)
	u1000 := routeURLs(1000, rand.New(rand.NewSource(4)), 1000)
	benchpair.Ratio(b, "routes1000/routes100", func() {
		for _, u := range u100 {
			l100.Test(u)
		}
	}, func() {
		for _, u := range u1000 {
			l1000.Test(u)
		}
	})
}

// The index is linear in the text of the patterns: each trie node's label
// is in one run at most (a run is kept at the head of its chain), and the
// candidate lists are bounded; found by FuzzList, where a pathname of a few
// thousand bytes made a run at every node of its chain (quadratic: seconds).
func TestListIndexLinear(t *testing.T) {
	long := strings.Repeat("/ab", 3000)
	paths := []string{long, long + "x", "/" + long, long[:4000] + "/:id", "/a", "/a/b"}
	urls := []string{long, long + "x", "/" + long, long[:4000] + "/z", "/a", "/a/b"}
	var ps []*Pattern
	for _, s := range paths {
		ps = append(ps, mustInit(Init{Pathname: s, Hostname: "h"}))
	}
	l := NewList(ps...)
	for _, ix := range l.index {
		runs, lists := 0, 0
		for _, nd := range ix.nodes {
			runs += len(nd.run)
			lists += len(nd.upTo) + len(nd.upToExact)
		}
		if runs > len(ix.nodes) || lists > 2*maxCandidates*len(ix.nodes) {
			t.Errorf("%s: %d nodes, runs of %d bytes, lists of %d entries", ix.c, len(ix.nodes), runs, lists)
		}
	}
	if l.best < 0 || l.index[l.best].c != Pathname {
		t.Fatalf("the list is not indexed on its pathnames")
	}
	longest := 0
	for _, nd := range l.index[l.best].nodes {
		longest = max(longest, len(nd.run))
	}
	if longest < len(long)/2 {
		t.Errorf("the longest run is %d bytes: chains are not crossed at once", longest)
	}
	for i := range ps {
		if got := l.Test("https://h" + urls[i]); got != i {
			t.Errorf("pattern %d: Test gives %d", i, got)
		}
	}
}

// A trie node keeps its candidates up to maxCandidates of them, exactly
// (prefix and exact lists both count); one more, and gather gives the
// match to the sets.
func TestListCandidateBound(t *testing.T) {
	for _, c := range []struct {
		prefix, exact int
		overflow      bool // of the node the URL's walk ends at
	}{
		{maxCandidates, 0, false}, {maxCandidates + 1, 0, true},
		{maxCandidates - 1, 1, false}, {maxCandidates - 1, 2, true}, {0, maxCandidates, false},
	} {
		var ps []*Pattern
		for range c.prefix {
			ps = append(ps, mustInit(Init{Pathname: "/p/:x"}))
		}
		for range c.exact {
			ps = append(ps, mustInit(Init{Pathname: "/p/"}))
		}
		ps = append(ps, mustInit(Init{Pathname: "/q"}))
		l := NewList(ps...)
		var buf [maxCandidates]int32
		cands, ok := l.gatherAll("/p/", buf[:])
		if ok == c.overflow || (ok && len(cands) != c.prefix+c.exact) {
			t.Errorf("%d prefix, %d exact: gather %d candidates, %v", c.prefix, c.exact, len(cands), ok)
		}
		if got := l.Test("https://h/p/"); got != c.prefix && c.exact > 0 {
			t.Errorf("%d prefix, %d exact: Test gives %d", c.prefix, c.exact, got)
		}
		if got := l.Test("https://h/p/1"); c.prefix > 0 && got != 0 {
			t.Errorf("%d prefix, %d exact: Test of /p/1 gives %d", c.prefix, c.exact, got)
		}
	}
}

// AllURL is All of the parsed URL.
func TestListAllURL(t *testing.T) {
	ps := routes(30)
	l := NewList(ps...)
	for _, s := range routeURLs(30, rand.New(rand.NewSource(5)), 100) {
		u, err := whatwg.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := slices.Collect(l.AllURL(u)), slices.Collect(l.All(s)); !slices.Equal(got, want) {
			t.Errorf("%s: AllURL %v, All %v", s, got, want)
		}
	}
}

// The List's steps of a linear program match what the program matches,
// over random patterns (with ignoreCase) and inputs.
func TestListLinearSteps(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	linear := 0
	for range 3000 {
		for _, opt := range []options{pathnameOptions, {delimiter: "/", prefix: "/", ignoreCase: true}, hostnameOptions} {
			k, err := compileComponent(Pathname, randomPattern(r), canonPathname, opt)
			if err != nil || k.prog == nil || !k.prog.linear {
				continue
			}
			linear++
			steps := appendLinearSteps(nil, k.prog)
			for range 10 {
				s := randomInput(r)
				want, _ := k.prog.matchLinear(s, nil)
				if got := matchSteps(steps, s, k.prog.fold); got != want {
					t.Fatalf("%s on %q: steps %v, program %v", k.patternString(), s, got, want)
				}
			}
		}
	}
	if linear < 1000 {
		t.Errorf("%d linear programs", linear)
	}
}

// A "*" component that holds a line terminator matches nothing (test of
// any eight strings), but a URL's components hold
// none: the parser removes "\n" and "\r" and percent-encodes U+2028 and
// U+2029 (whatwg.URL.Href is printable ASCII). So a "*" component of a
// URL matches without being read, in a pattern and in a list, whatever
// line terminators the input had.
func TestURLComponentsHoldNoLineTerminator(t *testing.T) {
	r := rand.New(rand.NewSource(10))
	for range 5000 {
		s := randomInput(r) + []string{"", "\xe2\x80", "\xe2\x80\xa8", "\r", "\xe2", "\u2029"}[r.Intn(6)] + randomInput(r)
		if hasLineTerminator(s) != (lineTerminatorAt(s) >= 0) {
			t.Fatalf("%q: %v", s, hasLineTerminator(s))
		}
	}
	every := mustInit(Init{})
	for _, lt := range []string{"\n", "\r", "\u2028", "\u2029"} {
		if every.test([]string{"https", "", "", "a", "", "/", "", "x" + lt}) {
			t.Errorf("a component that holds %q matched \"*\"", lt)
		}
	}
	ps := []*Pattern{mustInit(Init{Pathname: "/a"}), mustInit(Init{Hostname: "h", Pathname: "/*"}), every}
	l := NewList(ps...)
	for _, input := range []string{
		"https://h/\u2028?\u2029#\u2028", "https://h/a\n?q\r#\n\nf", "https://u\u2028:p\u2029@h/\u2029",
		"sc:opaque\u2028?\u2029", "sc://h\u2028x/", "https://h/\r\n\t",
	} {
		u, err := whatwg.Parse(input)
		if err != nil {
			t.Fatalf("%q: %v", input, err)
		}
		in := urlComponents(&u)
		for c, s := range in {
			if hasLineTerminator(s) {
				t.Errorf("%q: %s %q holds a line terminator", input, Component(c), s)
			}
		}
		if !every.Test(input) || !every.test(in[:]) {
			t.Errorf("%q: the pattern of every URL does not match", input)
		}
		checkList(t, ps, l, input)
		if l.Test(input) < 0 {
			t.Errorf("%q: no pattern of the list", input)
		}
	}
}

// The checks the walk makes known: in a list of routes, each pattern's
// pathname (the best component), and none when the trie folds case (a
// pattern with ignoreCase), where the walk's comparison is not the check's.
func TestListKnownChecks(t *testing.T) {
	known := func(l *List) int {
		n := 0
		for _, ch := range l.checks {
			if ch.known {
				if ch.c != l.index[l.best].c {
					t.Errorf("known check of %v", ch.c)
				}
				n++
			}
		}
		return n
	}
	ps := routes(100)
	if n := known(NewList(ps...)); n != 100 {
		t.Errorf("routes: %d known checks; want 100", n)
	}
	folded, err := NewInit(Init{Pathname: "/Users/:id"}, Options{IgnoreCase: true})
	if err != nil {
		t.Fatal(err)
	}
	l := NewList(append(ps[:10:10], folded)...)
	if n := known(l); n != 0 {
		t.Errorf("a folding trie: %d known checks", n)
	}
	for _, u := range []string{"https://example.com/users/1", "https://example.com/USERS/1", "https://example.com/res0/1", "https://example.com/RES0/1"} {
		checkList(t, l.patterns, l, u)
	}
}
