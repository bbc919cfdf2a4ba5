package urlpattern

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// wantCandidates is the definition of a component's candidates: the
// patterns whose component has no fixed beginning, begins with the fixed
// text s begins with, or is exactly s (ASCII case folded when the index
// folds), in order.
func wantCandidates(l *List, ix *componentIndex, s string) []int32 {
	var out []int32
	for i, p := range l.patterns {
		text, exact := fixedBeginning(p.comp[ix.c])
		t, u := text, s
		if ix.fold {
			t, u = strings.ToLower(t), strings.ToLower(u)
		}
		if text == "" && !exact || !exact && strings.HasPrefix(u, t) || exact && u == t {
			out = append(out, int32(i))
		}
	}
	return out
}

// The index gives exactly the candidates, neither more nor fewer: what
// gather walks from the flat trie, and what candidates marks in a set.
// (The list's answers only need a superset; this holds the index itself.)
func TestListCandidatesExact(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	var lists [][]*Pattern
	lists = append(lists, routes(100), routes(30))
	for range 20 {
		var ps []*Pattern
		for len(ps) < 30 {
			in := Init{Pathname: randomPattern(r)}
			if r.Intn(3) == 0 {
				in.Pathname = []string{"/a", "/a/:x", "/A/b", "/ab*", "/", "/a/b/c", "*"}[r.Intn(7)]
			}
			if p, err := NewInit(in, Options{IgnoreCase: r.Intn(4) == 0}); err == nil {
				ps = append(ps, p)
			}
		}
		lists = append(lists, ps)
	}
	checked := 0
	for _, ps := range lists {
		l := NewList(ps...)
		var inputs []string
		for _, u := range routeURLs(100, r, 100) {
			inputs = append(inputs, u[strings.Index(u[len("https://"):], "/")+len("https://"):])
		}
		for range 100 {
			inputs = append(inputs, "/"+randomInput(r))
		}
		inputs = append(inputs, "", "/", "/a", "/A", "/a/", "/ab", "/AB/c", "/api/v1/res1", "/api/v1/res1/", "/api/v1/res1/x", "/static/res2/app.js")
		for k := range l.index {
			ix := &l.index[k]
			for _, s := range inputs {
				want := wantCandidates(l, ix, s)
				set := make([]uint64, l.words)
				for w := range set {
					set[w] = ^uint64(0)
				}
				ix.candidates(s, set, make([]uint64, l.words))
				var got []int32
				for i := range l.patterns {
					if set[i/64]&(1<<(i%64)) != 0 {
						got = append(got, int32(i))
					}
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%s %q: candidates %v, want %v", ix.c, s, got, want)
				}
				if k != l.best {
					continue
				}
				var buf [maxCandidates]int32
				g, ok := l.gatherAll(s, buf[:])
				if ok != (len(want) <= maxCandidates) && ok {
					t.Fatalf("%q: gather gave %d candidates of %d", s, len(g), len(want))
				}
				if ok && !slices.Equal(g, want) {
					t.Fatalf("%q: gather %v, want %v", s, g, want)
				}
				if _, merge, _ := l.gather(s); merge != (len(l.anyList) > 0) {
					t.Fatalf("%q: gather says merge %v with %d patterns of no fixed beginning", s, merge, len(l.anyList))
				}
				checked++
			}
		}
	}
	if checked < 2000 {
		t.Errorf("%d walks checked", checked)
	}
}

// ignoreCase folds every ASCII letter, and nothing else, in the index and
// in the walk: a list of case-insensitive patterns spelling the alphabet
// in either case finds them from a URL in the other case.
func TestListFoldsEveryLetter(t *testing.T) {
	upper := "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lowerCase := strings.ToLower(upper)
	var ps []*Pattern
	for i := range upper {
		for _, s := range []string{upper[i:] + "@[", lowerCase[i:] + "`\\{"} {
			p, err := NewInit(Init{Pathname: "/" + s + "/:x"}, Options{IgnoreCase: true})
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
	}
	l := NewList(ps...)
	for i := range upper {
		for j, s := range []string{lowerCase[i:] + "@[", upper[i:] + "`{"} {
			u := "https://h/" + s + "/1"
			if got := l.Test(u); got != 2*i+j {
				t.Errorf("%s: pattern %d, want %d", u, got, 2*i+j)
			}
		}
		// "@" and "[" are not "`" and "{" in any case.
		if got := l.Test("https://h/" + upper[i:] + "`[/1"); got >= 0 {
			t.Errorf("%s matched pattern %d", upper[i:]+"`[", got)
		}
	}
}

// The candidates with the patterns of no fixed beginning merged in fit
// the buffer up to maxCandidates of them, and not one more.
func TestListMergedCandidatesFit(t *testing.T) {
	for _, n := range []int{maxCandidates - 1, maxCandidates} {
		var ps []*Pattern
		for range n - 1 {
			ps = append(ps, mustInit(Init{Pathname: "/p/:x"}))
		}
		ps = append(ps, mustInit(Init{Pathname: "*"}), mustInit(Init{Pathname: "/q"}))
		l := NewList(ps...)
		var buf [maxCandidates]int32
		cands, ok := l.gatherAll("/p/1", buf[:])
		if !ok || len(cands) != n {
			t.Errorf("%d candidates: gather gave %d, %v", n, len(cands), ok)
		}
		ps = append(ps, mustInit(Init{Pathname: "*"}))
		l = NewList(ps...)
		if _, ok := l.gatherAll("/p/1", buf[:]); ok != (n < maxCandidates) {
			t.Errorf("%d candidates: gather says they fit: %v", n+1, ok)
		}
	}
}

// The components every pattern has as the same fixed text are compared
// once per URL (shared), and only those: not a component some pattern
// leaves as "*" or gives otherwise. The walk's
// runs are two bytes or more (a one-byte run is the node's edge).
func TestListSharedChecks(t *testing.T) {
	ps := routes(100)
	l := NewList(ps...)
	if want := uint8(1<<Protocol | 1<<Hostname); l.shared != want || l.sharedText[Protocol] != "https" || l.sharedText[Hostname] != "example.com" {
		t.Errorf("routes: shared %08b (%q, %q), want %08b", l.shared, l.sharedText[Protocol], l.sharedText[Hostname], want)
	}
	for _, ch := range l.checks {
		if l.shared&(1<<ch.c) != 0 {
			t.Errorf("a pattern's own check of the shared %s", ch.c)
		}
	}
	for _, nd := range l.walk.nodes {
		if nd.run != "" && len(nd.run) < 2 {
			t.Errorf("a run of %q", nd.run)
		}
	}
	other := mustInit(Init{Protocol: "https", Hostname: "other.example", Pathname: "/x"})
	folded, err := NewInit(Init{Protocol: "https", Hostname: "example.com", Pathname: "/y"}, Options{IgnoreCase: true})
	if err != nil {
		t.Fatal(err)
	}
	anyHost := mustInit(Init{Protocol: "https", Pathname: "/z"})
	// ignoreCase does not reach the hostname (the Standard compiles it with
	// the default options), so folded shares it.
	for _, c := range []struct {
		extra  *Pattern
		shared bool
	}{{other, false}, {folded, true}, {anyHost, false}} {
		extra := c.extra
		l := NewList(append(ps[:20:20], extra)...)
		if got := l.shared&(1<<Hostname) != 0; got != c.shared {
			t.Errorf("%s: the hostname shared %v, want %v", extra.Hostname(), got, c.shared)
		}
		if l.shared&(1<<Protocol) == 0 {
			t.Errorf("%s: the protocol is not shared", extra.Hostname())
		}
		for _, u := range []string{"https://example.com/res1/2", "https://other.example/x", "https://example.com/Y", "https://a.example/z", "http://example.com/res1"} {
			checkList(t, l.patterns, l, u)
		}
	}
}

// A list of no patterns matches nothing.
func TestListEmpty(t *testing.T) {
	l := NewList()
	if l.Len() != 0 || l.Test("https://example.com/") != -1 || slices.Collect(l.All("https://example.com/")) != nil {
		t.Error("an empty list matched")
	}
	if i, r := l.Exec("https://example.com/"); i != -1 || r != nil {
		t.Error("an empty list's Exec matched")
	}
}

// The fixed beginning of a component matched by Go's regexp (a named group
// inside a regexp group is one the native matcher leaves to it) stops
// before its first group, and takes the group's prefix only when the
// group is required: "/a/:x(...)?" matches "/a", which does not begin
// with "/a/".
func TestListOptionalRegexpGroup(t *testing.T) {
	var ps []*Pattern
	for _, s := range []string{`/a/:x((?<n>\d+))?`, `/b{/:y((?<n>\d+))}?`, `/c/:z((?<n>\d+))`, `/d{/x}?/((?<n>\d+))`} {
		p := mustInit(Init{Pathname: s})
		if p.comp[Pathname].prog != nil {
			t.Fatalf("%s: not matched by Go's regexp", s)
		}
		ps = append(ps, p)
	}
	ps = append(ps, mustInit(Init{Pathname: "/f"}))
	l := NewList(ps...)
	for _, path := range []string{"/a", "/a/", "/a/1", "/a/x", "/b", "/b/2", "/b/", "/c", "/c/3", "/d", "/d/4", "/d/x/5", "/d/x", "/f"} {
		checkList(t, ps, l, "https://h"+path)
	}
	for path, want := range map[string]int{"/a": 0, "/a/1": 0, "/b": 1, "/b/2": 1, "/c/3": 2, "/d/4": 3, "/d/x/5": 3, "/f": 4, "/c": -1, "/a/x": -1} {
		if got := l.Test("https://h" + path); got != want {
			t.Errorf("%s: pattern %d, want %d", path, got, want)
		}
	}
}
