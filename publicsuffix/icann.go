package publicsuffix

import (
	"strings"

	xpsl "golang.org/x/net/publicsuffix"
)

// icannSuffix turns the answer of the whole list (suffix, and whether its
// rule is an ICANN one) into the answer of the ICANN section alone.
//
// A private rule is always longer than the ICANN rules that match the same
// domains (the private section lists names under ICANN suffixes), so the
// longest ICANN rule matching a domain D, whose longest rule is a private
// one of k labels, has fewer than k labels: it is the longest ICANN rule
// matching D's last k-1 labels, and every rule matching those matches D.
// Asking the list again for those labels, until the rule is an ICANN one or
// the default rule "*" (a single label that no rule lists), gives it.
func icannSuffix(suffix string, icann bool) (string, bool) {
	for !icann {
		i := strings.IndexByte(suffix, '.')
		if i < 0 {
			return suffix, false // the default rule "*"
		}
		suffix, icann = xpsl.PublicSuffix(suffix[i+1:])
	}
	return suffix, true
}
