package ipv4

// The URL Standard's IPv4 parser, its IPv4 number parser and its "ends in a
// number" checker (https://url.spec.whatwg.org/#concept-ipv4-parser,
// §3.5 "Host parsing"): how browsers read a host as an IPv4 address.

import (
	"net/netip"

	"github.com/urikit/urikit/internal/ascii"
)

// Errors is a set of the URL Standard's IPv4 validation errors (§1.1,
// "Host parsing"), as Parse meets them.
type Errors uint8

// The IPv4 validation errors of the URL Standard.
const (
	EmptyPart      Errors = 1 << iota // IPv4-empty-part: the address ends in "."
	TooManyParts                      // IPv4-too-many-parts: more than four parts (failure)
	NonNumericPart                    // IPv4-non-numeric-part: a part is not a number (failure)
	NonDecimalPart                    // IPv4-non-decimal-part: a part is written in hex or octal
	OutOfRangePart                    // IPv4-out-of-range-part: a part exceeds 255
	TooFewParts                       // IPv4-too-few-parts: fewer than four parts
)

var errorNames = [...]string{
	"IPv4-empty-part",
	"IPv4-too-many-parts",
	"IPv4-non-numeric-part",
	"IPv4-non-decimal-part",
	"IPv4-out-of-range-part",
	"IPv4-too-few-parts",
}

// Names returns the URL Standard's names of the errors in e, in the order
// of the constants above.
func (e Errors) Names() []string {
	var names []string
	for i, n := range errorNames {
		if e&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return names
}

// Parse runs the URL Standard's IPv4 parser on s, the ASCII domain of a
// host that ends in a number (EndsInANumber): it returns the address, or
// ok false when the parser returns failure, and the validation errors met
// either way. Steps:
//
//  1. parts is s strictly split on ".";
//  2. an empty last part is IPv4-empty-part and is removed, unless it is the
//     only part;
//  3. fewer than four parts is IPv4-too-few-parts (url.bs since whatwg/url
//     37afb50);
//  4. more than four parts is IPv4-too-many-parts, failure;
//  5. (and 6.) each part goes through the IPv4 number parser: failure there is
//     IPv4-non-numeric-part, failure; a hex or octal part is
//     IPv4-non-decimal-part;
//  7. a number above 255 is IPv4-out-of-range-part;
//  8. one above 255 before the last is failure;
//  9. a last number of 256^(5-n) or more, for n numbers, is failure;
//  10. (to 13.) the address is the last number plus each other number n_i
//     times 256^(3-i).
//
// The IPv4 number parser reads "0x" or "0X" and hex digits (an empty
// number after "0x" is 0), "0" and octal digits, or decimal digits, a
// number of any length: Parse keeps only whether it exceeds 2^32-1, so the
// cost is one pass over s whatever its length.
func Parse[S ~string | ~[]byte](s S) (addr netip.Addr, errs Errors, ok bool) {
	// Step 2: an empty last part.
	end := len(s)
	if end > 0 && s[end-1] == '.' {
		errs |= EmptyPart
		end--
	} else if end == 0 {
		errs |= EmptyPart
	}
	// Steps 3-4: the number of parts.
	parts := 1
	for i := 0; i < end; i++ {
		if s[i] == '.' {
			parts++
		}
	}
	if parts < 4 {
		errs |= TooFewParts
	}
	if parts > 4 {
		return netip.Addr{}, errs | TooManyParts, false
	}
	var numbers [4]uint64
	n := 0
	for start := 0; ; {
		i := start
		for i < end && s[i] != '.' {
			i++
		}
		v, nonDecimal, numeric := number(s[start:i])
		if !numeric {
			// Step 6.2.
			return netip.Addr{}, errs | NonNumericPart, false
		}
		if nonDecimal {
			errs |= NonDecimalPart
		}
		numbers[n] = v
		n++
		if i >= end {
			break
		}
		start = i + 1
	}
	// Step 7.
	for _, v := range numbers[:n] {
		if v > 255 {
			errs |= OutOfRangePart
		}
	}
	// Step 8.
	for _, v := range numbers[:n-1] {
		if v > 255 {
			return netip.Addr{}, errs, false
		}
	}
	// Step 9.
	last := numbers[n-1]
	if last >= 1<<(8*(5-n)) {
		return netip.Addr{}, errs, false
	}
	// Steps 10-13.
	v := uint32(last)
	for k, x := range numbers[:n-1] {
		v += uint32(x) << (24 - 8*k)
	}
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), errs, true
}

// tooBig stands for every number above 2^32-1: once a number is past it,
// its exact value no longer matters to Parse.
const tooBig = 1 << 32

// number is the URL Standard's IPv4 number parser: the value of s (capped
// at tooBig), whether it was written in hex or octal (the
// IPv4-non-decimal-part validation error), and false for failure:
//
//  1. an empty s is failure;
//  2. (to 4.) with at least two characters, "0x" or "0X" selects radix 16 and
//     "0" radix 8, each a validation error;
//  5. nothing left is 0;
//  6. a character that is not a digit of the radix is failure;
//  7. the value is s read in that radix.
func number[S ~string | ~[]byte](s S) (v uint64, nonDecimal, ok bool) {
	if len(s) == 0 {
		return 0, false, false
	}
	radix := uint64(10)
	if len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s, radix, nonDecimal = s[2:], 16, true
	} else if len(s) >= 2 && s[0] == '0' {
		s, radix, nonDecimal = s[1:], 8, true
	}
	for i := 0; i < len(s); i++ {
		d, isHex := ascii.Unhex(s[i])
		if !isHex || uint64(d) >= radix {
			return 0, nonDecimal, false
		}
		if v < tooBig {
			v = v*radix + uint64(d)
			v = min(v, tooBig)
		}
	}
	return v, nonDecimal, true
}

// EndsInANumber is the URL Standard's "ends in a number" checker: whether
// the last part of s (strictly split on ".", an empty last part dropped
// unless it is the only one) is all ASCII digits or is an IPv4 number in
// hex ("0x" and hex digits, "0x" alone included). The host parser reads a
// domain that ends in a number as an IPv4 address or fails: "example.1" is
// not a domain.
func EndsInANumber[S ~string | ~[]byte](s S) bool {
	end := len(s)
	if end > 0 && s[end-1] == '.' {
		if end == 1 {
			return false
		}
		end--
	}
	// The last part can be a number (step 4 or 5) only when it ends in a
	// digit, a hex digit or the "x" of "0x": most domains end otherwise,
	// and are answered without reading their last part.
	if end == 0 || !ascii.IsHex(s[end-1]) && s[end-1]|0x20 != 'x' {
		return false
	}
	start := end
	for start > 0 && s[start-1] != '.' {
		start--
	}
	last := s[start:end]
	if len(last) == 0 {
		return false
	}
	if ascii.AllDigits(last) {
		return true
	}
	_, _, ok := number(last)
	return ok
}

// NonDecimalParts returns how many times the IPv4 parser reports
// IPv4-non-decimal-part on s (step 6.3, once for each part written in hex
// or octal): the parts of s, up to the first that is not a number, that
// the IPv4 number parser reads in radix 16 or 8; none when s has more
// than four parts (step 4 fails first).
func NonDecimalParts[S ~string | ~[]byte](s S) int {
	n := 0
	end := len(s)
	if end > 0 && s[end-1] == '.' {
		end--
	}
	dots := 0
	for i := 0; i < end; i++ {
		if s[i] == '.' {
			dots++
		}
	}
	if dots > 3 {
		return 0
	}
	for start := 0; start <= end; {
		i := start
		for i < end && s[i] != '.' {
			i++
		}
		_, nonDecimal, ok := number(s[start:i])
		if !ok {
			break
		}
		if nonDecimal {
			n++
		}
		start = i + 1
	}
	return n
}
