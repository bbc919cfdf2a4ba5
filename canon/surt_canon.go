package canon

import (
	"bytes"
	"net/netip"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// The parts of BasicURLCanonicalizer and IAURLCanonicalizer
// (webarchive-commons) that are theirs alone: their reading of an IPv4
// address, of a path's dot segments and of a query's order.

// iaIPv4 is BasicURLCanonicalizer.attemptIPFormats: a host of digits only
// is a 64-bit number whose low 32 bits are the address ("3279880203" is
// 195.127.0.11); otherwise exactly four dot-separated parts, each at most
// 255, are an address, read as octal when the first part starts with "0"
// ("017.0.0.1" is 15.0.0.1, and then every part is octal) and as decimal
// when it starts with 1-9. Anything else ("10.0.258", "0x7f.1") is a name.
// This is not inet_aton's reading (internal/ipv4), which the canonicalizer
// does not follow.
func iaIPv4(h []byte) (ip [15]byte, ok bool) {
	if len(h) == 0 {
		return ip, false
	}
	if ascii.AllDigits(h) {
		var n uint64
		for _, c := range h {
			d := uint64(c - '0')
			if n > (1<<63-1-d)/10 {
				return ip, false // Long.parseLong fails
			}
			n = n*10 + d
		}
		return dotted(uint32(n)), true
	}
	base := uint32(10)
	if h[0] == '0' {
		base = 8
	}
	var v uint32
	part, digits := 0, 0
	var n uint32
	for i := 0; i <= len(h); i++ {
		if i == len(h) || h[i] == '.' {
			if digits == 0 || part == 4 {
				return ip, false
			}
			v = v<<8 | n
			part++
			n, digits = 0, 0
			continue
		}
		c := h[i]
		if !ascii.IsDigit(c) || uint32(c-'0') >= base {
			return ip, false
		}
		n = n*base + uint32(c-'0')
		digits++
		if n > 255 {
			return ip, false
		}
	}
	if part != 4 {
		return ip, false
	}
	return dotted(v), true
}

// dotted writes v in dotted decimal (net/netip's text of an IPv4
// address), NUL-padded.
func dotted(v uint32) (ip [15]byte) {
	netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}).AppendTo(ip[:0])
	return ip
}

// ipLen is the length of the dotted address in ip.
func ipLen(ip [15]byte) int {
	n := 0
	for n < len(ip) && ip[n] != 0 {
		n++
	}
	return n
}

// iaNormalizePath appends path, unescaped, as
// BasicURLCanonicalizer.normalizePath leaves it: split at every "/", the
// part before the first dropped, "." segments dropped, ".." removing the
// segment before it (or kept when there is none), then written with one
// "/" before each segment, empty segments dropped except the last: "" and
// "/" are "/", "/a//b/" is "/a/b/", "/a/b/.." is "/a", "/../a" is "/../a".
func iaNormalizePath(buf []byte, raw string) []byte {
	var ubuf [512]byte
	p := appendUnescaped(ubuf[:0], raw)
	// The kept segments, as offsets into p.
	var spans [64][2]int32
	kept := spans[:0]
	start := -1 // the start of the current segment; the first is dropped
	for i := 0; i <= len(p); i++ {
		if i < len(p) && p[i] != '/' {
			continue
		}
		if start >= 0 {
			seg := p[start:i]
			switch {
			case len(seg) == 1 && seg[0] == '.':
			case len(seg) == 2 && seg[0] == '.' && seg[1] == '.' && len(kept) > 0:
				kept = kept[:len(kept)-1]
			default:
				kept = append(kept, [2]int32{int32(start), int32(i)})
			}
		}
		start = i + 1
	}
	buf = append(buf, '/')
	for k, sp := range kept {
		seg := p[sp[0]:sp[1]]
		if k == len(kept)-1 {
			buf = append(buf, seg...)
		} else if len(seg) > 0 {
			buf = append(buf, seg...)
			buf = append(buf, '/')
		}
	}
	return buf
}

// appendSortedQuery appends q with its parameters ("&"-separated, split at
// the first "=") sorted as IAURLCanonicalizer.alphaReorderQuery sorts them:
// by name, then a parameter without "=" before one with it, then by value;
// equal ones keep their order. A query of one byte is left as it is.
func appendSortedQuery(dst, q []byte) []byte {
	if len(q) <= 1 {
		return append(dst, q...)
	}
	var pbuf [32]param
	ps := pbuf[:0]
	start := 0
	for i := 0; i <= len(q); i++ {
		if i < len(q) && q[i] != '&' {
			continue
		}
		eq := i
		for j := start; j < i; j++ {
			if q[j] == '=' {
				eq = j
				break
			}
		}
		ps = append(ps, param{int32(start), int32(eq), int32(i)})
		start = i + 1
	}
	// A stable sort keeps equal parameters in order (Arrays.sort on
	// objects is stable): insertion sort for the usual short query, a
	// merge sort beyond.
	if len(ps) <= 16 {
		for i := 1; i < len(ps); i++ {
			for j := i; j > 0 && paramLess(q, ps[j], ps[j-1]); j-- {
				ps[j], ps[j-1] = ps[j-1], ps[j]
			}
		}
	} else {
		mergeSort(q, ps)
	}
	for i, p := range ps {
		if i > 0 {
			dst = append(dst, '&')
		}
		dst = append(dst, q[p.start:p.end]...)
	}
	return dst
}

// A param is one parameter of a query: q[start:end], its "=" at eq (eq ==
// end when it has none).
type param struct{ start, eq, end int32 }

// paramLess orders parameters by name, then one without "=" before one
// with it, then by value.
func paramLess(q []byte, a, b param) bool {
	if c := bytes.Compare(q[a.start:a.eq], q[b.start:b.eq]); c != 0 {
		return c < 0
	}
	an, bn := a.eq == a.end, b.eq == b.end
	if an || bn {
		return an && !bn
	}
	return bytes.Compare(q[a.eq+1:a.end], q[b.eq+1:b.end]) < 0
}

// mergeSort sorts s by paramLess, keeping equal elements in order, in
// O(n log n) (bottom-up).
func mergeSort(q []byte, s []param) {
	var buf [32]param
	tmp := buf[:]
	if len(s) > len(buf) {
		tmp = make([]param, len(s))
	}
	for width := 1; width < len(s); width *= 2 {
		for lo := 0; lo < len(s); lo += 2 * width {
			mid, hi := min(lo+width, len(s)), min(lo+2*width, len(s))
			i, j, k := lo, mid, lo
			for i < mid && j < hi {
				if paramLess(q, s[j], s[i]) {
					tmp[k] = s[j]
					j++
				} else {
					tmp[k] = s[i]
					i++
				}
				k++
			}
			k += copy(tmp[k:], s[i:mid])
			copy(tmp[k:], s[j:hi])
		}
		copy(s, tmp)
	}
}

// plainPath reports whether normalizePath leaves p as it is (or makes ""
// "/"): no triplet to decode, no empty segment before the last, no "."
// or ".." segment.
func plainPath(p string) bool {
	if p == "" {
		return true
	}
	if p[0] != '/' || strings.IndexByte(p, '%') >= 0 || strings.Contains(p, "//") {
		return false
	}
	return !hasDotSegment(p)
}
