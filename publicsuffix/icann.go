package publicsuffix

import (
	"strings"

	xpsl "golang.org/x/net/publicsuffix"
)

// rule is x/net's PublicSuffix with the section of the rule that gave the
// suffix. x/net reports the ICANN bit of the last node of its tree that it
// walked through, which may lie below the rule that matched: for
// "dualstack.us-east-1.amazonaws.com" it walks on to "dualstack" (a node
// only because "s3.dualstack.us-east-1.amazonaws.com" is a rule) and
// reports that node's bit, true, though the rule that matched,
// "us-east-1.amazonaws.com", is a private one (golang/go#22959 is the same
// walk below an ICANN TLD). Asked for the suffix under a label that no rule
// holds ("!": exceptions are a kind of node, not a label), it walks to the
// suffix's own node (a normal rule's, or a wildcard's parent), finds
// nothing below it and reports that node's bit, false where no node is (the
// default rule "*"). Where a wildcard lies below the suffix, the suffix is
// an exception's parent (the probe reports the wildcard's bit, the
// exception's section), or, asked for the suffix itself, a TLD that only a
// wildcard names ("jm" under "*.jm": the default rule, as x/net says).
// TestAgainstTheRules holds every rule of x/net's list to the list's own
// algorithm.
func rule(domain string) (string, bool) {
	suffix, icann := xpsl.PublicSuffix(domain)
	if probe, i := xpsl.PublicSuffix("!." + suffix); probe == suffix || suffix != domain {
		icann = i
	}
	return suffix, icann
}

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
		suffix, icann = rule(suffix[i+1:])
	}
	return suffix, true
}
