package uritemplate

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// The character facts of RFC 6570 §1.5 and §2 that are the template's own;
// the allow sets U and U+R of Appendix A are the module's shared
// percent-encoding sets, pct.Unreserved and pct.TemplateReserved (which
// keeps the pct-encoded triplets a value holds).

// isLiteral reports whether the ASCII byte b is in §2.1's literals rule
// ("%" aside), as corrected by the verified erratum 6937, which puts back
// the "'" that the published ranges "%x26 / %x28-3B" left out and that the
// RFC's own example "'{count}'" of §3.2.1 uses: %x21 / %x23-24 / %x26-3B /
// %x3D / %x3F-5B / %x5D / %x5F / %x61-7A / %x7E, exactly unreserved /
// reserved.
func isLiteral(b byte) bool { return pct.TemplateReserved.Has(b) }

// isVarchar reports whether b is a varchar of §2.3 other than the
// pct-encoded ones: ALPHA / DIGIT / "_".
func isVarchar(b byte) bool { return ascii.IsAlnum(b) || b == '_' }

// isTriplet reports whether s[i:] starts with a pct-encoded triplet.
func isTriplet(s string, i int) bool { return pct.Octet(s, i) >= 0 }

// tripletByte returns the octet of the triplet at s[i].
func tripletByte(s string, i int) byte { return byte(pct.Octet(s, i)) }

// isUpperHex reports whether b is a hex digit as §2.1 of RFC 3986 asks
// producers to write them: a digit or "A" to "F".
func isUpperHex(b byte) bool { return ascii.IsHex(b) && !ascii.IsLower(b) }

// isUcschar reports whether r is in §1.5's ucschar or iprivate, the
// non-ASCII characters a literal may hold (RFC 3987 §2.2).
func isUcschar(r rune) bool { return pct.Ucschar(r) || pct.Iprivate(r) }
