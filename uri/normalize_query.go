package uri

import (
	"bytes"
	"slices"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// Scheme- and protocol-level steps that look inside a component: the
// addresses of a mailto path (RFC 3986 §6.2.3) and the parameters of a query
// (SortQuery, §6.2.4).

// qparam is a parameter's place in a query.
type qparam struct{ start, end int32 }

// queryKey returns the key of a query parameter: the text before its first
// "=".
func queryKey(p string) string {
	if i := strings.IndexByte(p, '='); i >= 0 {
		return p[:i]
	}
	return p
}

// unit writes the normalized form of the unit of s at i (one byte, or one
// percent-encoded triplet) into buf and returns its length and the index
// after the unit.
func (c *config) unit(s string, i int, buf *[3]byte) (int, int) {
	if s[i] != '%' || !c.syntax {
		buf[0] = s[i]
		return 1, i + 1
	}
	v := byte(pct.Octet(s, i))
	if decodable(v, c.syn, sQuery) {
		buf[0] = v
		return 1, i + 3
	}
	buf[0], buf[1], buf[2] = '%', ascii.UpperHex[v>>4], ascii.UpperHex[v&15]
	return 3, i + 3
}

// cmpNorm compares the normalized forms of the query texts a and b byte by
// byte, without building them.
func (c *config) cmpNorm(a, b string) int {
	if !c.syntax || (strings.IndexByte(a, '%') < 0 && strings.IndexByte(b, '%') < 0) {
		return strings.Compare(a, b)
	}
	var ab, bb [3]byte
	an, ap, bn, bp := 0, 0, 0, 0
	i, j := 0, 0
	for {
		if ap == an {
			an, ap = 0, 0
			if i < len(a) {
				an, i = c.unit(a, i, &ab)
			}
		}
		if bp == bn {
			bn, bp = 0, 0
			if j < len(b) {
				bn, j = c.unit(b, j, &bb)
			}
		}
		switch {
		case an == 0 && bn == 0:
			return 0
		case an == 0:
			return -1
		case bn == 0:
			return 1
		case ab[ap] != bb[bp]:
			if ab[ap] < bb[bp] {
				return -1
			}
			return 1
		}
		ap++
		bp++
	}
}

// querySorted reports whether the parameters of q are already in the order
// SortQuery gives them.
func querySorted(q string, c *config) bool {
	prev := ""
	for first := true; ; first = false {
		i := strings.IndexByte(q, '&')
		p := q
		if i >= 0 {
			p = q[:i]
		}
		k := queryKey(p)
		if !first && c.cmpNorm(prev, k) > 0 {
			return false
		}
		prev = k
		if i < 0 {
			return true
		}
		q = q[i+1:]
	}
}

// appendSortedQuery appends the parameters of q stably sorted by key, each
// normalized at c's level. Up to 32 parameters are sorted on the stack;
// more take one allocation of their exact count, and O(n log n)
// comparisons.
func appendSortedQuery(b []byte, q string, c *config) []byte {
	var stack [32]qparam
	spans := stack[:0]
	if n := strings.Count(q, "&") + 1; n > len(stack) {
		spans = make([]qparam, 0, n)
	}
	for start := 0; ; {
		i := strings.IndexByte(q[start:], '&')
		if i < 0 {
			spans = append(spans, qparam{int32(start), int32(len(q))})
			break
		}
		spans = append(spans, qparam{int32(start), int32(start + i)})
		start += i + 1
	}
	key := func(s qparam) string { return queryKey(q[s.start:s.end]) }
	if len(spans) <= len(stack) {
		// Insertion sort: stable, and quadratic only in a bounded count.
		for i := 1; i < len(spans); i++ {
			for j := i; j > 0 && c.cmpNorm(key(spans[j-1]), key(spans[j])) > 0; j-- {
				spans[j-1], spans[j] = spans[j], spans[j-1]
			}
		}
	} else {
		// Stable by the tie-break on the position: pdqsort's O(n log n),
		// where SortStableFunc's in-place merges make O(n log² n) swaps.
		slices.SortFunc(spans, func(x, y qparam) int {
			if r := c.cmpNorm(key(x), key(y)); r != 0 {
				return r
			}
			return int(x.start - y.start)
		})
	}
	for k, s := range spans {
		if k > 0 {
			b = append(b, '&')
		}
		b = c.appendPct(b, q[s.start:s.end], sQuery)
	}
	return b
}

// mailDomainsNormal reports whether the domains of the addresses in a mailto
// path p (RFC 6068 §2: addr-spec *( "," addr-spec )) are in lower case. A
// path with a quoted local part ("%22") is left alone: a quoted string may
// hold "," and "@", so the domains cannot be found by splitting.
func mailDomainsNormal(p string) bool {
	if strings.Contains(p, "%22") {
		return true
	}
	for p != "" {
		a := p
		if i := strings.IndexByte(p, ','); i >= 0 {
			a, p = p[:i], p[i+1:]
		} else {
			p = ""
		}
		if at := strings.LastIndexByte(a, '@'); at >= 0 && hasUpperOutsideTriplets(a[at+1:]) {
			return false
		}
	}
	return true
}

// lowerMailDomains lower-cases, in place, the ASCII letters of the domains
// of the addresses in a normalized mailto path (see mailDomainsNormal),
// outside percent-encoded triplets. Local parts keep their case (RFC 5321
// §2.4: the local part may be case-sensitive).
func lowerMailDomains(p []byte) {
	if bytes.Contains(p, []byte("%22")) {
		return
	}
	start := 0
	for k := 0; k <= len(p); k++ {
		if k < len(p) && p[k] != ',' {
			continue
		}
		a := p[start:k]
		if at := bytes.LastIndexByte(a, '@'); at >= 0 {
			d := a[at+1:]
			for i := 0; i < len(d); i++ {
				switch c := d[i]; {
				case c == '%':
					i += 2
				case 'A' <= c && c <= 'Z':
					d[i] = c + 'a' - 'A'
				}
			}
		}
		start = k + 1
	}
}
