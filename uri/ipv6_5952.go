package uri

import (
	"strconv"

	"github.com/urikit/urikit/internal/ascii"
)

// The canonical text form of IPv6 addresses, RFC 5952 §4 and §5, used by
// Normalizer.IPv6RFC5952.

// ipv6Groups returns the eight 16-bit groups of s, a valid IPv6address
// (RFC 3986 §3.2.2, checked by the parser), in any of its forms.
func ipv6Groups(s string) (g [8]uint16) {
	var tail [8]uint16
	nh, nt := 0, 0
	elided := false
	i := 0
	if len(s) >= 2 && s[0] == ':' && s[1] == ':' {
		elided = true
		i = 2
	}
	put := func(v uint16) {
		if elided {
			tail[nt] = v
			nt++
		} else {
			g[nh] = v
			nh++
		}
	}
	for i < len(s) {
		j, v := i, 0
		for ; j < len(s); j++ {
			d, ok := ascii.Unhex(s[j])
			if !ok {
				break
			}
			v = v<<4 | int(d)
		}
		if j < len(s) && s[j] == '.' {
			// ls32 as an IPv4address: four dec-octets to the end.
			var o [4]int
			k := 0
			for p := i; p < len(s); p++ {
				if s[p] == '.' {
					k++
				} else {
					o[k] = o[k]*10 + int(s[p]-'0')
				}
			}
			put(uint16(o[0]<<8 | o[1]))
			put(uint16(o[2]<<8 | o[3]))
			break
		}
		put(uint16(v))
		i = j
		if i < len(s) { // ":" or "::"
			i++
			if i < len(s) && s[i] == ':' {
				elided = true
				i++
			}
		}
	}
	copy(g[8-nt:], tail[:nt])
	return g
}

// appendIPv6RFC5952 appends the canonical text of the address g (RFC 5952):
// hex digits in lower case without leading zeros (§4.1, §4.3); the longest
// run of two or more zero groups, the first of equal runs, shortened to
// "::" (§4.2); and for the IPv4-mapped (::ffff:0:0/96) and IPv4-translated
// (::ffff:0:0:0/96) prefixes of RFC 4291 and RFC 2765, the last 32 bits in
// dotted decimal (§5).
func appendIPv6RFC5952(b []byte, g [8]uint16) []byte {
	n := 8
	mixed := g[0] == 0 && g[1] == 0 && g[2] == 0 && g[3] == 0 &&
		((g[4] == 0 && g[5] == 0xffff) || (g[4] == 0xffff && g[5] == 0))
	if mixed {
		n = 6
	}
	best, bestLen := -1, 1 // a single zero group is not shortened (§4.2.2)
	for i := 0; i < n; {
		if g[i] != 0 {
			i++
			continue
		}
		j := i
		for j < n && g[j] == 0 {
			j++
		}
		if j-i > bestLen {
			best, bestLen = i, j-i
		}
		i = j
	}
	end := -1 // where the "::" run ends
	if best >= 0 {
		end = best + bestLen
	}
	for i := 0; i < n; {
		if i == best {
			b = append(b, ':', ':')
			i = end
			continue
		}
		if i > 0 && i != end {
			b = append(b, ':')
		}
		b = strconv.AppendUint(b, uint64(g[i]), 16)
		i++
	}
	if mixed {
		if end != n {
			b = append(b, ':')
		}
		b = strconv.AppendUint(b, uint64(byte(g[6]>>8)), 10)
		b = append(b, '.')
		b = strconv.AppendUint(b, uint64(byte(g[6])), 10)
		b = append(b, '.')
		b = strconv.AppendUint(b, uint64(byte(g[7]>>8)), 10)
		b = append(b, '.')
		b = strconv.AppendUint(b, uint64(byte(g[7])), 10)
	}
	return b
}
