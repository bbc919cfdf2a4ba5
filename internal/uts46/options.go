package uts46

// The flags of UTS #46 §4 (Processing) and §4.2 (ToASCII), and the values
// the URL Standard sets them to (URL Standard §3.3, "domain parser ToASCII").

// Options are the boolean flags of UTS #46 (§4, §4.2). The zero value is
// nontransitional processing with every optional check off.
type Options struct {
	CheckHyphens          bool // §4.1 criteria 2 and 3: no "--" in positions 3-4, no "-" at either end
	CheckBidi             bool // §4.1 criterion 9: the Bidi rule of RFC 5893 §2 in a Bidi domain name
	CheckJoiners          bool // §4.1 criterion 8: the CONTEXTJ rules of RFC 5892 Appendix A
	UseSTD3ASCIIRules     bool // §4.1 criterion 7.3: ASCII only as a-z, 0-9, "-"
	Transitional          bool // Transitional_Processing (deprecated): map the deviations ß, ς, ZWJ, ZWNJ
	VerifyDNSLength       bool // §4.2 step 4: labels of 1 to 63 octets, names of 1 to 253
	IgnoreInvalidPunycode bool // §4 step 4: keep an "xn--" label that does not decode
}

// URLOptions returns the flags the URL Standard's "domain parser ToASCII"
// sets (URL Standard §3.3): CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength set to beStrict, CheckBidi and CheckJoiners true,
// Transitional_Processing and IgnoreInvalidPunycode false.
//
// ToASCII with URLOptions(false) is Unicode ToASCII as a browser runs it on
// a host; ToASCII with URLOptions(true) is the strict check whose failure
// the Standard reports as the domain-to-ASCII validation error, and which
// decides whether a string is a valid domain. DomainToASCII adds the
// Standard's other steps.
func URLOptions(beStrict bool) Options {
	return Options{
		CheckHyphens:      beStrict,
		CheckBidi:         true,
		CheckJoiners:      true,
		UseSTD3ASCIIRules: beStrict,
		VerifyDNSLength:   beStrict,
	}
}
