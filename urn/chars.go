package urn

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// The character classes of the three URN grammars. The ASCII classes and
// RFC 3986's pchar come from internal/ascii and internal/pct, which the
// whole module shares; the two sets only URNs have are defined here, as
// what they add to or take from pchar. Bytes ≥ 0x80 belong to no class:
// every dialect requires them percent-encoded.

// isPchar reports whether c is RFC 3986 pchar less pct-encoded (§3.3),
// which RFC 8141 §2 builds the NSS, r-, q- and f-components of.
func isPchar(c byte) bool { return pct.Segment.Has(c) }

// isVPchar reports whether c is seed 004's v-pchar less pct-encoded (§2.3):
// unreserved / v-subdels / ":" / "@" / "/" / "?", v-subdels being
// sub-delims without "&"; that is, pchar without "&", with "/" and "?".
func isVPchar(c byte) bool { return isPchar(c) && c != '&' || c == '/' || c == '?' }

// isTrans2141 reports whether c is RFC 2141's <trans> less <reserved>
// (§2.2): upper, lower, number and other = "(" | ")" | "+" | "," | "-" |
// "." | ":" | "=" | "@" | ";" | "$" | "_" | "!" | "*" | "'"; that is,
// pchar without "~" and "&". Of <reserved> (§2.3), "%" only starts "%"
// hex hex (§2.3.1) and "/", "?", "#" are held back "for future
// developments" (§2.3.2), which RFC 8141 Appendix B reads as not allowed:
// it "extends URN syntax to explicitly allow" them.
func isTrans2141(c byte) bool { return isPchar(c) && c != '~' && c != '&' }

// isLetNum reports whether c is let-num (RFC 8141 §2): ALPHA / DIGIT.
func isLetNum(c byte) bool { return ascii.IsAlnum(c) }
