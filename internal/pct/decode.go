package pct

import (
	"encoding/binary"
	"slices"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// Decoding, RFC 3986 §2.1: each triplet "%" HEXDIG HEXDIG stands for the
// octet its two hex digits give, in either case; decoding replaces it by
// that octet, whatever it is (a control, a reserved character, a byte of
// UTF-8 or not), and leaves every other byte alone.

// Octet returns the octet of the triplet at s[i:], or -1 when s[i:] does
// not begin with "%" and two hex digits.
func Octet[S ~string | ~[]byte](s S, i int) int {
	if i+2 >= len(s) || s[i] != '%' {
		return -1
	}
	if v, ok := ascii.HexPair(s[i+1], s[i+2]); ok {
		return int(v)
	}
	return -1
}

// Invalid returns the offset of the first "%" of s that does not begin a
// triplet, or -1 when every "%" does: a text RFC 3986 calls
// percent-encoded has none (§2.1, §2.4).
func Invalid(s string) int {
	for i := strings.IndexByte(s, '%'); i >= 0; {
		if Octet(s, i) < 0 {
			return i
		}
		j := strings.IndexByte(s[i+3:], '%')
		if j < 0 {
			break
		}
		i += 3 + j
	}
	return -1
}

// Decode returns s with every triplet replaced by its octet. A "%" that
// does not begin a triplet is kept as it is (as the URL Standard's
// percent-decode does, §1.3); Invalid finds one. Decode returns s itself,
// without allocating, when s holds no "%", and otherwise allocates once.
func Decode(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	return DecodeString(s, false)
}

// DecodeForm is Decode with "+" read as a space first, as the
// application/x-www-form-urlencoded parser reads a name or value (URL
// Standard §5.1): "a+b%2B" is "a b+".
func DecodeForm(s string) string {
	if NextEscape(s, 0, true) == len(s) {
		return s
	}
	return DecodeString(s, true)
}

// DecodeString returns s decoded, as Decode does, or as DecodeForm does
// with form, in a new string, its one allocation: for a caller that has
// found an escape in s already and would not search for it again.
func DecodeString(s string, form bool) string {
	var stack [128]byte // (Go clears it on every call: keep it small)
	if len(s) <= len(stack) {
		return string(AppendDecode(stack[:0], s, form))
	}
	var b strings.Builder
	b.Grow(len(s))
	WriteDecoded(&b, s, form)
	return b.String()
}

// WriteDecoded writes s decoded to b, as Decode does, or as DecodeForm does
// with form. Texts decoded into one Builder share its memory: a caller
// that decodes several may Grow it once and take each as a part of
// b.String().
func WriteDecoded(b *strings.Builder, s string, form bool) {
	var stack [64]byte // decoded a piece at a time (Go clears it on every call: keep it small)
	for len(s) > 0 {
		n := len(s)
		if n > len(stack) {
			// Cut before a "%" among the last two bytes, so that no
			// triplet is cut.
			n = len(stack)
			if s[n-2] == '%' {
				n -= 2
			} else if s[n-1] == '%' {
				n--
			}
		}
		b.Write(AppendDecode(stack[:0], s[:n], form))
		s = s[n:]
	}
}

// AppendDecode appends s decoded to dst, as Decode does, or as DecodeForm
// does with form, and returns the extended buffer.
func AppendDecode(dst []byte, s string, form bool) []byte {
	n := len(dst)
	dst = slices.Grow(dst, len(s)) // decoding never lengthens text
	return dst[:n+decodeInto(dst[n:n+len(s)], s, form)]
}

// decodeInto writes s decoded to dst, which is as long as s, and returns
// the number of bytes written. Runs of triplets are decoded in a loop of
// their own, and the text between them is copied eight bytes at a time up
// to the next "%", each "+" of a word turned into a space at once with
// form: in real text triplets come in runs (a UTF-8 character is two to
// four) and "+" between words.
func decodeInto(dst []byte, s string, form bool) int {
	var plusToSpace uint64 // what turns a "+" into a space, where it is
	if form {
		plusToSpace = '+' ^ ' '
	}
	w, i := 0, 0
	for i < len(s) {
		for i+2 < len(s) && s[i] == '%' {
			v, ok := ascii.HexPair(s[i+1], s[i+2])
			if !ok {
				break
			}
			dst[w] = v
			w++
			i += 3
		}
		if i == len(s) {
			break
		}
		// s[i] is not a triplet: a "%" kept as it is, or the first byte
		// of a run of other text.
		dst[w] = s[i] ^ byte(plusToSpace)&-b2u8(s[i] == '+')
		w++
		i++
		for i+8 <= len(s) {
			// Copying the whole word is safe: w <= i, so it fits in dst,
			// and the bytes past the run are written again later.
			x := ascii.Load64(s[i:])
			binary.LittleEndian.PutUint64(dst[w:], x^ascii.EqualBytes(x, '+')>>7*plusToSpace)
			if m := ascii.ZeroBytes(x ^ '%'*ascii.Ones); m != 0 {
				k := ascii.FirstMark(m)
				i += k
				w += k
				break
			}
			i += 8
			w += 8
		}
		// The last bytes, fewer than eight, up to a "%" (none when the
		// words stopped at one).
		for i < len(s) && s[i] != '%' {
			dst[w] = s[i] ^ byte(plusToSpace)&-b2u8(s[i] == '+')
			w++
			i++
		}
	}
	return w
}

// b2u8 returns 1 for true and 0 for false.
func b2u8(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// NextEscape returns the index of the first "%" of s at or after i, or of
// the first "+" too with form, or len(s): where Decode (DecodeForm) starts
// to change s[i:], if it does.
func NextEscape(s string, i int, form bool) int {
	if !form {
		if j := strings.IndexByte(s[i:], '%'); j >= 0 {
			return i + j
		}
		return len(s)
	}
	for ; i+ascii.WordBytes <= len(s); i += ascii.WordBytes {
		x := ascii.LoadWord(s[i:])
		if m := ascii.ZeroBytes(x^ascii.Repeat[uint]('%')) | ascii.ZeroBytes(x^ascii.Repeat[uint]('+')); m != 0 {
			return i + ascii.FirstMark(m)
		}
	}
	for ; i < len(s) && s[i] != '%' && s[i] != '+'; i++ {
	}
	return i
}
