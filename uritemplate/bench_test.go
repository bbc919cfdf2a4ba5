package uritemplate

import (
	"testing"

	"github.com/urikit/urikit/internal/benchpair"
	yosida95 "github.com/yosida95/uritemplate/v3"
)

// Expansion speed against github.com/yosida95/uritemplate/v3 (the Go
// implementation in use), over every expansion of the suite's spec examples
// (spec-examples.json and spec-examples-by-section.json): each template is
// parsed once, then expanded many times. Compare in one run, several rounds:
//
//	for i in $(seq 8); do go test -run '^$' -bench Expand -benchmem -cpu 1,2 ./uritemplate/; done > rounds.txt
//	benchstat rounds.txt      # each side's median
//	grep ns/op rounds.txt | awk '{print $3}' | paste - - - - | awk '{print $3/$1, $4/$2}'   # the ratio in each round, GOMAXPROCS 1 and 2

// specExpansions returns the spec-example cases that have a result and that
// both implementations parse, each with the template parsed by both.
func specExpansions(tb testing.TB) (ours []Template, vals []Values, theirs []*yosida95.Template, theirVals []yosida95.Values) {
	for _, c := range loadSuite(tb) {
		if c.want == nil || (c.file != "spec-examples.json" && c.file != "spec-examples-by-section.json") {
			continue
		}
		y, err := yosida95.New(c.template)
		if err != nil {
			tb.Logf("yosida95 does not parse %q: %v (left out of the benchmark)", c.template, err)
			continue
		}
		ours = append(ours, MustParse(c.template))
		vals = append(vals, c.vars)
		theirs = append(theirs, y)
		yv := yosida95.Values{}
		for name, v := range c.vars {
			switch v.Kind() {
			case KindString:
				yv.Set(name, yosida95.String(v.Text()))
			case KindList:
				yv.Set(name, yosida95.List(v.Items()...))
			case KindAssoc:
				var kv []string
				for _, p := range v.Pairs() {
					kv = append(kv, p.Key, p.Value)
				}
				yv.Set(name, yosida95.KV(kv...))
			}
		}
		theirVals = append(theirVals, yv)
	}
	return
}

func BenchmarkExpand(b *testing.B) {
	ours, vals, theirs, theirVals := specExpansions(b)
	b.Run("urikit", func(b *testing.B) {
		buf := make([]byte, 0, 256)
		b.ReportAllocs()
		for b.Loop() {
			for i, t := range ours {
				buf, _ = t.AppendExpand(buf[:0], vals[i])
			}
		}
	})
	b.Run("yosida95", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i, t := range theirs {
				t.Expand(theirVals[i])
			}
		}
	})
}

// BenchmarkExpandPaired is BenchmarkExpand with the two sides run in turn
// (internal/benchpair): the median ratio of rounds of pairs, yosida95's
// time, its garbage collected, over urikit's. A pair takes a tenth of a
// millisecond, far less than the drift of a shared machine's speed.
//
//	go test ./uritemplate -run '^$' -bench ExpandPaired -cpu 1,2
func BenchmarkExpandPaired(b *testing.B) {
	ours, vals, theirs, theirVals := specExpansions(b)
	buf := make([]byte, 0, 256)
	benchpair.Ratio(b, "yosida95/urikit", func() {
		for i, t := range ours {
			buf, _ = t.AppendExpand(buf[:0], vals[i])
		}
	}, func() {
		for i, t := range theirs {
			t.Expand(theirVals[i])
		}
	})
}

// Expanding into a reused buffer allocates nothing, for every expansion
// of the spec examples.
func TestExpandAllocs(t *testing.T) {
	ours, vals, _, _ := specExpansions(t)
	if len(ours) < 170 {
		t.Fatalf("only %d spec examples", len(ours))
	}
	buf := make([]byte, 0, 256)
	allocs := testing.AllocsPerRun(100, func() {
		for i, tm := range ours {
			buf, _ = tm.AppendExpand(buf[:0], vals[i])
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations for %d expansions into a reused buffer; want 0", allocs, len(ours))
	}
}
