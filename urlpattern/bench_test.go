package urlpattern

import (
	"testing"

	dunglas "github.com/dunglas/go-urlpattern"
	"github.com/urikit/urikit/internal/benchpair"
)

// The speed of compiling and matching, against github.com/dunglas/go-urlpattern
// (the other Go implementation, which matches through the Standard's
// regular expressions with Go's regexp), over the same patterns and URLs:
// router-style pathnames, whole URLs, hostnames, and a set with regexp
// groups. BenchmarkExec/urikit and BenchmarkExec/dunglas time each side
// alone; BenchmarkExecPaired runs them in turn (internal/benchpair) and
// reports the median ratio, dunglas's time over ours.
//
//	go test ./urlpattern -run '^$' -bench 'ExecPaired|CompilePaired' -count 5

// benchSet is patterns given as Init and URLs matched against them (each
// URL against each pattern).
type benchSet struct {
	name     string
	patterns []Init
	strings  []string // constructor strings, used instead of patterns when set
	urls     []string
}

func strp(s string) *string { return &s }

var benchSets = []benchSet{
	{
		name: "paths",
		patterns: []Init{
			{Pathname: "/users/:id"},
			{Pathname: "/users/:id/posts/:post"},
			{Pathname: "/static/*"},
			{Pathname: "/blog/:year/:month/:slug"},
			{Pathname: "/api/v1/items/:item{/reviews/:review}?"},
		},
		urls: []string{
			"https://example.com/users/42",
			"https://example.com/users/42/posts/7",
			"https://example.com/static/css/site.css",
			"https://example.com/blog/2024/05/hello-world",
			"https://example.com/api/v1/items/abc/reviews/9",
			"https://example.com/nothing/here",
		},
	},
	{
		name: "urls",
		strings: []string{
			"https://example.com/users/:id",
			"https://:sub.example.com/*",
			"http{s}?://example.com/docs/*",
			"https://example.com/search?q=:query",
			"https://example.com:8443/admin/*",
		},
		urls: []string{
			"https://example.com/users/42",
			"https://api.example.com/v1/items",
			"http://example.com/docs/intro",
			"https://example.com/search?q=shoes",
			"https://example.com:8443/admin/settings",
			"https://other.org/x",
		},
	},
	{
		name: "hosts",
		patterns: []Init{
			{Hostname: "*.example.com"},
			{Hostname: "example.com"},
			{Hostname: ":tenant.app.example.com"},
			{Hostname: "{:sub.}?cdn.example.net"},
		},
		urls: []string{
			"https://www.example.com/",
			"https://example.com/",
			"https://acme.app.example.com/login",
			"https://cdn.example.net/a.js",
			"https://img.cdn.example.net/b.png",
			"https://evil.com/",
		},
	},
	{
		name: "regexp",
		patterns: []Init{
			{Pathname: `/users/:id(\d+)`},
			{Pathname: `/posts/:slug([a-z0-9\-]+)`},
			{Pathname: `/:lang(en|fr|de)/*`},
			{Pathname: `/files/:name([^\/]+\.pdf)`},
		},
		urls: []string{
			"https://example.com/users/42",
			"https://example.com/users/abc",
			"https://example.com/posts/hello-world-2",
			"https://example.com/fr/docs/intro",
			"https://example.com/files/report.pdf",
		},
	},
}

func (s benchSet) ours(tb testing.TB) []*Pattern {
	var ps []*Pattern
	if s.strings != nil {
		for _, str := range s.strings {
			p, err := New(str, Options{})
			if err != nil {
				tb.Fatal(err)
			}
			ps = append(ps, p)
		}
		return ps
	}
	for _, in := range s.patterns {
		p, err := NewInit(in, Options{})
		if err != nil {
			tb.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

func (s benchSet) theirInits() []*dunglas.URLPatternInit {
	var out []*dunglas.URLPatternInit
	for _, in := range s.patterns {
		d := &dunglas.URLPatternInit{}
		if in.Pathname != "" {
			d.Pathname = strp(in.Pathname)
		}
		if in.Hostname != "" {
			d.Hostname = strp(in.Hostname)
		}
		out = append(out, d)
	}
	return out
}

func (s benchSet) theirs(tb testing.TB) []*dunglas.URLPattern {
	var ps []*dunglas.URLPattern
	if s.strings != nil {
		for _, str := range s.strings {
			p, err := dunglas.New(str, "", nil)
			if err != nil {
				tb.Fatal(err)
			}
			ps = append(ps, p)
		}
		return ps
	}
	for _, in := range s.theirInits() {
		p, err := in.New(nil)
		if err != nil {
			tb.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// execOurs and execTheirs run exec for every URL against every pattern and
// count the matches.
func execOurs(ps []*Pattern, urls []string) int {
	n := 0
	for _, p := range ps {
		for _, u := range urls {
			if p.Exec(u) != nil {
				n++
			}
		}
	}
	return n
}

func execTheirs(ps []*dunglas.URLPattern, urls []string) int {
	n := 0
	for _, p := range ps {
		for _, u := range urls {
			if p.Exec(u, "") != nil {
				n++
			}
		}
	}
	return n
}

// The two agree on which URLs match which patterns in every set, so they
// are timed doing the same work.
func TestBenchSetsAgree(t *testing.T) {
	for _, s := range benchSets {
		ours, theirs := s.ours(t), s.theirs(t)
		for i := range ours {
			for _, u := range s.urls {
				a, b := ours[i].Exec(u), theirs[i].Exec(u, "")
				if (a != nil) != (b != nil) {
					t.Errorf("%s: pattern %d on %s: urikit %v, dunglas %v", s.name, i, u, a != nil, b != nil)
				}
				if a != nil && ours[i].Test(u) != true {
					t.Errorf("%s: pattern %d on %s: Test false, Exec matched", s.name, i, u)
				}
			}
		}
	}
}

func BenchmarkExec(b *testing.B) {
	for _, s := range benchSets {
		ours, theirs := s.ours(b), s.theirs(b)
		b.Run(s.name+"/urikit", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				execOurs(ours, s.urls)
			}
		})
		b.Run(s.name+"/dunglas", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				execTheirs(theirs, s.urls)
			}
		})
	}
}

func BenchmarkExecPaired(b *testing.B) {
	for _, s := range benchSets {
		ours, theirs := s.ours(b), s.theirs(b)
		b.Run(s.name, func(b *testing.B) {
			benchpair.Ratio(b, "dunglas/urikit", func() { execOurs(ours, s.urls) }, func() { execTheirs(theirs, s.urls) })
		})
	}
}

func BenchmarkTest(b *testing.B) {
	for _, s := range benchSets {
		ours := s.ours(b)
		b.Run(s.name+"/urikit", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range ours {
					for _, u := range s.urls {
						p.Test(u)
					}
				}
			}
		})
	}
}

func compileOurs(tb testing.TB, s benchSet) {
	if s.strings != nil {
		for _, str := range s.strings {
			if _, err := New(str, Options{}); err != nil {
				tb.Fatal(err)
			}
		}
		return
	}
	for _, in := range s.patterns {
		if _, err := NewInit(in, Options{}); err != nil {
			tb.Fatal(err)
		}
	}
}

func compileTheirs(tb testing.TB, s benchSet, inits []*dunglas.URLPatternInit) {
	if s.strings != nil {
		for _, str := range s.strings {
			if _, err := dunglas.New(str, "", nil); err != nil {
				tb.Fatal(err)
			}
		}
		return
	}
	for _, in := range inits {
		if _, err := in.New(nil); err != nil {
			tb.Fatal(err)
		}
	}
}

func BenchmarkCompile(b *testing.B) {
	for _, s := range benchSets {
		inits := s.theirInits()
		b.Run(s.name+"/urikit", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				compileOurs(b, s)
			}
		})
		b.Run(s.name+"/dunglas", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				compileTheirs(b, s, inits)
			}
		})
	}
}

func BenchmarkCompilePaired(b *testing.B) {
	for _, s := range benchSets {
		inits := s.theirInits()
		b.Run(s.name, func(b *testing.B) {
			benchpair.Ratio(b, "dunglas/urikit", func() { compileOurs(b, s) }, func() { compileTheirs(b, s, inits) })
		})
	}
}

// Test allocates nothing for a pattern without regexp groups and a URL in
// serialized form (which package whatwg parses without allocating).
func TestTestAllocs(t *testing.T) {
	for _, s := range benchSets {
		if s.name == "regexp" {
			continue
		}
		ours := s.ours(t)
		allocs := testing.AllocsPerRun(50, func() {
			for _, p := range ours {
				for _, u := range s.urls {
					p.Test(u)
				}
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per run of Test; want 0", s.name, allocs)
		}
	}
}

// Exec allocates the result and its groups, nothing else, for a pattern
// the matcher reads (a regression once moved its capture buffer to the
// heap: ten allocations where two are needed).
func TestExecAllocs(t *testing.T) {
	for _, s := range benchSets {
		for _, p := range s.ours(t) {
			for _, u := range s.urls {
				if p.Exec(u) == nil {
					continue
				}
				if a := testing.AllocsPerRun(20, func() { p.Exec(u) }); a != 2 {
					t.Errorf("%s: Exec(%q) of %s: %v allocations; want 2", s.name, u, p.Pathname(), a)
				}
			}
		}
	}
}

// Compiling a pattern whose one component other than "*" has no regexp
// group allocates the pattern (which holds that component, its program
// and its first names) and the program's instructions: two. A shared
// protocol adds nothing.
func TestCompileAllocs(t *testing.T) {
	for _, c := range []struct {
		init Init
		want float64
	}{
		{Init{Pathname: "/users/:id"}, 2},
		{Init{Pathname: "/users/:id", Protocol: "https"}, 2},
		{Init{Pathname: "/a/:b/:c"}, 2},
		{Init{Hostname: "*.example.com"}, 2},
	} {
		if a := testing.AllocsPerRun(20, func() { _, _ = NewInit(c.init, Options{}) }); a != c.want {
			t.Errorf("%+v: %v allocations; want %v", c.init, a, c.want)
		}
	}
}
