package inspect

// The one place inspect maps a host name through IDNA, as browsers (the
// URL Standard's domain parser, "domain to ASCII") and Go's net/http
// (idna.Lookup) do before they connect: UTS #46 processing, which
// case-folds, narrows full-width forms, maps enclosed and compatibility
// characters ("①" to "1", "。" to "."), and removes ignored code points
// (U+00AD SOFT HYPHEN, U+200B ZERO WIDTH SPACE). It is the module's
// internal/uts46 with the URL Standard's flags.

import "github.com/urikit/urikit/internal/uts46"

// hostToASCII returns the host name d (percent-decoded) as the URL
// Standard's domain parser gives it, and true, or false when the parser
// fails (then no browser connects to it either).
func hostToASCII(d string) (string, bool) {
	a, err := uts46.DomainToASCII(d, false)
	return a, err == nil
}
