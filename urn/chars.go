package urn

// Character classes of RFC 3986 §2 / Appendix A and RFC 2141 §2 as one
// 256-entry table, so every parse loop is a table lookup per byte. Bytes
// ≥ 0x80 belong to no class: every dialect requires them percent-encoded.

type class uint8

const (
	cAlphaNum  class = 1 << iota // ALPHA / DIGIT (the NID's let-num)
	cPchar                       // RFC 3986 pchar, less pct-encoded
	cHex                         // HEXDIG
	cTrans2141                   // RFC 2141 §2.2 <trans>, less <reserved>
	cVPchar                      // seed 004 §2.3 v-pchar, less pct-encoded
	cAlpha                       // ALPHA
)

var classes = func() (t [256]class) {
	set := func(c class, chars string) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= c
		}
	}
	const alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	const digit = "0123456789"
	set(cAlphaNum, alpha+digit)
	set(cAlpha, alpha)
	set(cHex, digit+"ABCDEFabcdef")
	// pchar = unreserved / pct-encoded / sub-delims / ":" / "@" (RFC 3986 §3.3)
	set(cPchar, alpha+digit+"-._~"+"!$&'()*+,;="+":@")
	// v-pchar = unreserved / pct-encoded / v-subdels (seed 004 §2.3):
	// sub-delims without "&", plus ":" "@" "/" "?"
	set(cVPchar, alpha+digit+"-._~"+"!$'()*+,;="+":@/?")
	// trans = upper / lower / number / other / reserved (RFC 2141 §2.2);
	// of <reserved> (§2.3), "%" only starts "%" hex hex (§2.3.1) and "/",
	// "?", "#" are held back "for future developments" (§2.3.2), which
	// RFC 8141 Appendix B reads as not allowed: it "extends URN syntax to
	// explicitly allow" them.
	set(cTrans2141, alpha+digit+"()+,-.:=@;$_!*'")
	return t
}()

func is(b byte, c class) bool { return classes[b]&c != 0 }

// lower returns b in lower case when it is an ASCII capital letter.
func lower(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// upper returns b in upper case when it is an ASCII small letter.
func upper(b byte) byte {
	if 'a' <= b && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

const upperHex = "0123456789ABCDEF"

func unhex(b byte) byte {
	switch {
	case b <= '9':
		return b - '0'
	case b >= 'a':
		return b - 'a' + 10
	}
	return b - 'A' + 10
}
