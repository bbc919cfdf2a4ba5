package whatwg

// Domain to ASCII (§3.3), through golang.org/x/net/idna until the module's
// own UTS #46 (internal/uts46) lands: this is the one place that calls it.

import "golang.org/x/net/idna"

// idnaProfile is UTS #46 ToASCII with the flags §3.3 sets when beStrict is
// false: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength off,
// CheckBidi and CheckJoiners on, nontransitional processing.
var idnaProfile = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.Transitional(false),
	idna.StrictDomainName(false),
	idna.CheckHyphens(false),
	idna.CheckJoiners(true),
	idna.VerifyDNSLength(false),
)

// domainToASCII is domain to ASCII (§3.3) with beStrict false: an ASCII
// domain without a label beginning "xn--" is lower-cased (step 1's fast
// path), any other goes through UTS #46 ToASCII.
func domainToASCII(domain string, beStrict bool) (string, bool) {
	if !beStrict && asciiFast(domain) {
		b := []byte(domain)
		for k, c := range b {
			b[k] = toLower(c)
		}
		return string(b), true
	}
	a, err := idnaProfile.ToASCII(domain)
	if err != nil {
		return "", false
	}
	return a, true
}

// asciiFast reports whether domain is ASCII with no label beginning with
// "xn--" in any case.
func asciiFast(domain string) bool {
	for k := 0; k < len(domain); k++ {
		c := domain[k]
		if c >= 0x80 {
			return false
		}
		if (k == 0 || domain[k-1] == '.') && hasPrefixFold(domain[k:], "xn--") {
			return false
		}
	}
	return true
}
