package urn

// Dialect selects the URN grammar a string is checked against. The split
// into "urn:", NID and NSS is the same in every dialect; the character sets,
// the optional parts after the NSS and the reserved NIDs differ.
type Dialect uint8

const (
	// RFC8141 is RFC 8141 §2 (2017), the default: NSS = pchar *(pchar /
	// "/"), then an optional r-component ("?+"), q-component ("?=") and
	// f-component ("#").
	RFC8141 Dialect = iota
	// RFC2141 is RFC 2141 §2 (1997): NID = let-num [1,31let-num-hyp], NSS =
	// 1*(trans / "%" hex hex). The reserved "/", "?" and "#" (§2.3.2) and
	// the excluded characters (§2.4) must be percent-encoded, so there are
	// no r-, q- or f-components. The NID "urn" is reserved (§2.1) and "%00"
	// is never allowed (§2.4).
	RFC2141
	// Draft is draft-ietf-urnbis-rfc2141bis-urn-03 (2012, seed 004), the
	// draft that became RFC 8141: NSS = 1*pchar (no "/", §2.2), an
	// optional query of keywd=value directives joined by "&" (§2.3), and
	// an optional fragment with RFC 3986's syntax (§2.4, Appendix B; the
	// draft leaves to each namespace's registration whether its URNs may
	// carry one, so the syntax alone does not refuse it). The NID "urn" is
	// reserved (§2.1) and NUL is not allowed, encoded or not (§2.5.3).
	Draft
)

var dialectNames = [...]string{RFC8141: "rfc8141", RFC2141: "rfc2141", Draft: "draft"}

// String returns the dialect's name as the CLI's --dialect flag takes it:
// "rfc8141", "rfc2141" or "draft".
func (d Dialect) String() string {
	if int(d) < len(dialectNames) {
		return dialectNames[d]
	}
	return "dialect(?)"
}

// ParseDialect returns the Dialect named name, as String writes it.
func ParseDialect(name string) (Dialect, bool) {
	for d, n := range dialectNames {
		if n == name {
			return Dialect(d), true
		}
	}
	return RFC8141, false
}
