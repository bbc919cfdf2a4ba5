package uri

import (
	"net/url"
	"strings"
	"testing"
)

// Benchmarks of reference resolution against net/url's ResolveReference, in
// the same run: every URL of the committed corpus sample is a base, every
// RFC 3986 §5.4 reference is resolved against it, and the target is
// serialized. Both sides parse their bases and references beforehand.
//
//	go test ./uri -run '^$' -bench 'Resolve' -benchmem -benchtime=1s

type resolveCase struct {
	bases, refs       []URI
	netBases, netRefs []*url.URL
	bytesPerOp        int64
}

func loadResolveCase(b *testing.B) *resolveCase {
	c := &resolveCase{}
	total := 0
	for _, u := range corpusSample(b) {
		nu, err := url.Parse(u.String())
		if err != nil {
			continue // only bases both sides accept
		}
		c.bases = append(c.bases, u)
		c.netBases = append(c.netBases, nu)
		total += len(u.String())
	}
	refTotal := 0
	for _, tc := range rfc3986Examples {
		nu, err := url.Parse(tc.ref)
		if err != nil {
			b.Fatalf("net/url cannot parse %q: %v", tc.ref, err)
		}
		c.refs = append(c.refs, refOf(tc.ref))
		c.netRefs = append(c.netRefs, nu)
		refTotal += len(tc.ref)
	}
	c.bytesPerOp = int64(total/len(c.bases) + refTotal/len(c.refs))
	return c
}

var benchSink int

func BenchmarkResolve(b *testing.B) {
	c := loadResolveCase(b)
	nb, nr := len(c.bases), len(c.refs)
	b.Run("urikit", func(b *testing.B) {
		b.SetBytes(c.bytesPerOp)
		b.ReportAllocs()
		i, j := 0, 0
		for n := 0; n < b.N; n++ {
			t, _ := Resolve(c.bases[i], c.refs[j])
			benchSink += len(t.String())
			if j++; j == nr {
				j = 0
				if i++; i == nb {
					i = 0
				}
			}
		}
	})
	b.Run("net-url", func(b *testing.B) {
		b.SetBytes(c.bytesPerOp)
		b.ReportAllocs()
		i, j := 0, 0
		for n := 0; n < b.N; n++ {
			t := c.netBases[i].ResolveReference(c.netRefs[j])
			benchSink += len(t.String())
			if j++; j == nr {
				j = 0
				if i++; i == nb {
					i = 0
				}
			}
		}
	})
}

// BenchmarkResolveLinear shows the cost growing with the input, not
// faster: references of 10^4 and 10^6 "../" segments, and a merge with a
// 10 MB base path. Compare the ns/op ratio with the size ratio (MB/s
// stays level when the cost is linear).
func BenchmarkResolveLinear(b *testing.B) {
	base := MustParse(rfc3986Base)
	for _, n := range []int{1e4, 1e6} {
		ref := refOf(strings.Repeat("../", n) + "g")
		name := "dotdot-1e4"
		if n == 1e6 {
			name = "dotdot-1e6"
		}
		b.Run(name, func(b *testing.B) {
			for _, d := range []Dialect{RFC3986, Draft2003, Draft1997} {
				b.Run(d.String(), func(b *testing.B) {
					r := Resolver{Dialect: d}
					b.SetBytes(int64(len(ref.String())))
					b.ReportAllocs()
					for n := 0; n < b.N; n++ {
						t, _ := r.Resolve(base, ref)
						benchSink += len(t.String())
					}
				})
			}
		})
	}
	long := MustParse("http://a/" + strings.Repeat("segment/./", 1<<20) + "d") // 10 MiB path
	ref := refOf("../g?y")
	b.Run("path-10MB", func(b *testing.B) {
		for _, d := range []Dialect{RFC3986, Draft2003, Draft1997} {
			b.Run(d.String(), func(b *testing.B) {
				r := Resolver{Dialect: d}
				b.SetBytes(int64(len(long.String())))
				b.ReportAllocs()
				for n := 0; n < b.N; n++ {
					t, _ := r.Resolve(long, ref)
					benchSink += len(t.String())
				}
			})
		}
	})
}
