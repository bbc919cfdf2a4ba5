package links

import (
	"strings"
	"testing"
)

// The cost per link: one string for the reference and at most one for the
// target (none when the target is the reference itself), plus a bounded
// number per document (the Scanner, its buffer, the queue's growth).
func TestAllocsPerLink(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 200; i++ {
		b.WriteString(`<p>text <a href="http://example.com/a/b">x</a> <img src="c/d.png" alt="">`)
	}
	doc := b.String()
	c := Context{Retrieval: "http://example.com/dir/page"}
	n := 0
	allocs := testing.AllocsPerRun(20, func() {
		s := c.Scan(strings.NewReader(doc))
		n = 0
		for s.Scan() {
			n++
		}
	})
	if n != 400 {
		t.Fatalf("%d links", n)
	}
	// Half the links are absolute (one allocation: the target is the
	// reference), half relative (two).
	if want := float64(n/2*1 + n/2*2 + 32); allocs > want {
		t.Errorf("%.0f allocations for %d links, want at most %.0f", allocs, n, want)
	}
	t.Logf("%.0f allocations for %d links", allocs, n)
}
