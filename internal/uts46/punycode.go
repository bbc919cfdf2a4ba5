package uts46

// Punycode (RFC 3492): Bootstring with the parameters of §5, decoding as
// §6.2 and encoding as §6.3 give it, with the overflow checks of §6.4 for
// integers of 31 bits. Both run in O(n log n) on labels of any length: the
// insertions of §6.2 and the scans of §6.3 go through a Fenwick tree of
// positions instead of moving code points, so a hostile 10 MB label costs
// no more than its length suggests.

import (
	"math"
	"math/bits"
	"slices"
	"strings"
)

// Bootstring parameters for Punycode (RFC 3492 §5).
const (
	pcBase        = 36
	pcTMin        = 1
	pcTMax        = 26
	pcSkew        = 38
	pcDamp        = 700
	pcInitialBias = 72
	pcInitialN    = 128
	pcMaxInt      = math.MaxInt32 // §6.4: fail on overflow past 31 bits, as ICU and x/net/idna do
)

// adapt is the bias adaptation function (RFC 3492 §6.1).
func adapt(delta, numPoints int, first bool) int {
	if first {
		delta /= pcDamp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := 0
	for delta > (pcBase-pcTMin)*pcTMax/2 {
		delta /= pcBase - pcTMin
		k += pcBase
	}
	return k + (pcBase-pcTMin+1)*delta/(delta+pcSkew)
}

// threshold is t of RFC 3492 §6.2 and §6.3 for position k.
func threshold(k, bias int) int {
	switch {
	case k <= bias:
		return pcTMin
	case k >= bias+pcTMax:
		return pcTMax
	}
	return k - bias
}

// digitValue returns the value of a basic code point as a Punycode digit
// (RFC 3492 §5: A-Z and a-z are 0-25, 0-9 are 26-35), or -1.
func digitValue(c byte) int {
	switch {
	case 'a' <= c && c <= 'z':
		return int(c - 'a')
	case 'A' <= c && c <= 'Z':
		return int(c - 'A')
	case '0' <= c && c <= '9':
		return int(c-'0') + 26
	}
	return -1
}

// digitByte returns the lower-case basic code point of digit d (RFC 3492 §5).
func digitByte(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// fenwick is a Fenwick (binary indexed) tree of counts over positions
// 0..n-1, 1-based inside.
type fenwick []int32

// add adds v at position i.
func (f fenwick) add(i int, v int32) {
	for i++; i < len(f); i += i & -i {
		f[i] += v
	}
}

// prefix returns the sum over positions 0..i-1.
func (f fenwick) prefix(i int) int {
	s := 0
	for ; i > 0; i -= i & -i {
		s += int(f[i])
	}
	return s
}

// find returns the position of the k-th (0-based) unit when every count is
// 0 or 1 and at least k+1 are 1.
func (f fenwick) find(k int) int {
	pos := 0
	for step := 1 << bits.Len(uint(len(f))); step > 0; step >>= 1 {
		if next := pos + step; next < len(f) && int(f[next]) <= k {
			pos = next
			k -= int(f[next])
		}
	}
	return pos // the 1-based index pos+1, as a 0-based position
}

// PunycodeDecode decodes s, the part of a label after "xn--", as RFC 3492
// §6.2 does, digits in either case. ok is false where §6.2 says "fail", and also for a code point
// above U+10FFFF or a surrogate, which no string can hold.
func PunycodeDecode(s string) (out []rune, ok bool) {
	basic, rest := "", s
	if b := strings.LastIndexByte(s, '-'); b > 0 {
		basic, rest = s[:b], s[b+1:]
	}
	for i := 0; i < len(basic); i++ {
		if basic[i] >= 0x80 {
			return nil, false
		}
	}
	type insertion struct {
		r   rune
		pos int
	}
	var ins []insertion
	// i and w are 64-bit, so that no platform's int overflows before the
	// checks of §6.4 (fail past 2^31-1): once w passes 2^31, the next digit
	// either is 0, which ends the integer (0 < t), or overflows i.
	var n, i, w int64 = pcInitialN, 0, 1
	bias, count := pcInitialBias, len(basic)
	for p := 0; p < len(rest); {
		oldi := i
		w = 1
		for k := pcBase; ; k += pcBase {
			if p == len(rest) {
				return nil, false
			}
			digit := int64(digitValue(rest[p]))
			p++
			if digit < 0 || digit > (pcMaxInt-i)/w {
				return nil, false
			}
			i += digit * w
			t := threshold(k, bias)
			if digit < int64(t) {
				break
			}
			w *= int64(pcBase - t)
		}
		count++
		bias = adapt(int(i-oldi), count, oldi == 0)
		// n past U+10FFFF (which also keeps it from overflowing), or a
		// surrogate, is no code point a string can hold.
		if i/int64(count) > 0x10FFFF-n {
			return nil, false
		}
		n += i / int64(count)
		i %= int64(count)
		if 0xD800 <= n && n <= 0xDFFF {
			return nil, false
		}
		ins = append(ins, insertion{rune(n), int(i)})
		i++
	}
	out = make([]rune, count)
	if len(ins) == 0 {
		for j := range basic {
			out[j] = rune(basic[j])
		}
		return out, true
	}
	// The output of insertion j is the output of all insertions with the
	// later ones removed, so, going backwards, insertion j lands on the
	// pos-th position that no later insertion took.
	free := make(fenwick, count+1)
	for j := 1; j <= count; j++ {
		free[j] = int32(j & -j)
	}
	taken := make([]bool, count)
	for j := len(ins) - 1; j >= 0; j-- {
		at := free.find(ins[j].pos)
		out[at] = ins[j].r
		taken[at] = true
		free.add(at, -1)
	}
	b := 0
	for j := range out {
		if !taken[j] {
			out[j] = rune(basic[b])
			b++
		}
	}
	return out, true
}

// punycodeEncode appends the Punycode encoding of label to dst, as RFC 3492
// §6.3 does (digits in lower case, basic code points as they are). ok is
// false on overflow (§6.4).
func punycodeEncode(dst []byte, label []rune) (_ []byte, ok bool) {
	// keys holds the non-basic code points as code point<<32 | position,
	// so that sorting them gives the order in which §6.3 emits them.
	var keyBuf [64]uint64
	keys := keyBuf[:0]
	if len(label) > len(keyBuf) {
		keys = make([]uint64, 0, len(label))
	}
	for p, r := range label {
		if r < 0x80 {
			dst = append(dst, byte(r))
		} else {
			keys = append(keys, uint64(r)<<32|uint64(p))
		}
	}
	b := len(label) - len(keys)
	if b > 0 {
		dst = append(dst, '-')
	}
	if len(keys) == 0 {
		return dst, true
	}
	sortKeys(keys)
	// handled marks the positions of the code points below the one being
	// encoded: the ones §6.3 counts as "c < n".
	var treeBuf [65]int32
	var handled fenwick
	if len(label) < len(treeBuf) {
		handled = treeBuf[:len(label)+1]
	} else {
		handled = make(fenwick, len(label)+1)
	}
	for p, r := range label {
		if r < 0x80 {
			handled.add(p, 1)
		}
	}
	// delta is 64-bit, so that (m-n)*(h+1) cannot overflow before the check
	// of §6.4 that follows it in the scan (every group has a first key).
	n, bias, h := pcInitialN, pcInitialBias, b
	var delta int64
	for g := 0; g < len(keys); {
		m := int(keys[g] >> 32)
		e := g
		for e < len(keys) && int(keys[e]>>32) == m {
			e++
		}
		delta += int64(m-n) * int64(h+1)
		before := 0 // the handled code points the scan of §6.3 has counted
		for _, k := range keys[g:e] {
			p := int(uint32(k))
			// Position p itself is not handled, so after it the scan has
			// counted the handled code points before p.
			at := handled.prefix(p)
			if delta += int64(at - before); delta > pcMaxInt {
				return dst, false
			}
			before = at
			q := int(delta)
			for k := pcBase; ; k += pcBase {
				t := threshold(k, bias)
				if q < t {
					break
				}
				dst = append(dst, digitByte(t+(q-t)%(pcBase-t)))
				q = (q - t) / (pcBase - t)
			}
			dst = append(dst, digitByte(q))
			bias = adapt(int(delta), h+1, h == b)
			delta = 0
			h++
		}
		if delta += int64(handled.prefix(len(label)) - before + 1); delta > pcMaxInt {
			return dst, false
		}
		n = m + 1
		for _, k := range keys[g:e] {
			handled.add(int(uint32(k)), 1)
		}
		g = e
	}
	return dst, true
}

// sortKeys sorts code point<<32 | position keys whose positions already
// increase: by comparison when they are few, else by a stable radix sort on
// the 21 bits of the code point (three passes of 7 bits), linear in time.
func sortKeys(keys []uint64) {
	if len(keys) <= 256 {
		slices.Sort(keys)
		return
	}
	tmp := make([]uint64, len(keys))
	src, dst := keys, tmp
	for _, shift := range [...]uint{32, 39, 46} {
		var count [129]int
		for _, k := range src {
			count[k>>shift&127+1]++
		}
		for i := 1; i < len(count); i++ {
			count[i] += count[i-1]
		}
		for _, k := range src {
			d := k >> shift & 127
			dst[count[d]] = k
			count[d]++
		}
		src, dst = dst, src
	}
	copy(keys, src)
}

// PunycodeEncode returns the Punycode encoding of label (RFC 3492 §6.3,
// without the "xn--" prefix); ok is false on overflow (§6.4).
func PunycodeEncode(label string) (_ string, ok bool) {
	enc, ok := punycodeEncode(nil, []rune(label))
	return string(enc), ok
}
