package urn

import (
	"strings"
	"testing"
)

// Megabyte-long parts, a quarter million directives, runs of "?+" and of
// triplets: right answers, no panic (every loop is one pass; the hostile
// benchmarks in bench_test.go show the cost per byte).
func TestLongInputs(t *testing.T) {
	const n = 1 << 20
	for _, c := range []struct {
		d  Dialect
		in string
		ok bool
	}{
		{RFC8141, "urn:ex:" + strings.Repeat("a", n), true},
		{RFC8141, "urn:ex:a?+r" + strings.Repeat("?+", n), true},
		{RFC8141, "urn:ex:a?=" + strings.Repeat("?=", n/2) + "#" + strings.Repeat("?", n), false},
		{RFC8141, "urn:ex:" + strings.Repeat("%C3%A9", n/6), true},
		{RFC8141, "urn:" + strings.Repeat("a", n) + ":b", false},
		{Draft, "urn:ex:a?" + strings.Repeat("x=1&", n/4) + "s=I2L", true},
		{Draft, "urn:ex:a?" + strings.Repeat("s=1&", n/4), false},
		{RFC2141, "urn:ex:" + strings.Repeat("%41", n/3), true},
	} {
		u, err := c.d.Parse(c.in)
		if (err == nil) != c.ok {
			t.Errorf("%s: %d bytes: %v", c.d, len(c.in), err)
		}
		if err == nil {
			_ = u.Normalize()
			_ = u.NormalizeForCache()
			_ = u.Display()
			Equal(u, u)
			for range u.Directives() {
			}
		}
	}
}
