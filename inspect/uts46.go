package inspect

// The one place inspect maps a host name through IDNA, as browsers (the
// URL Standard's "domain to ASCII") and Go's net/http (idna.Lookup) do
// before they connect: UTS #46 processing, which case-folds, narrows
// full-width forms, maps enclosed and compatibility characters
// ("①" to "1", "。" to "."), and removes ignored code points (U+00AD
// SOFT HYPHEN, U+200B ZERO WIDTH SPACE). Today it is package iri's IDNA
// (golang.org/x/net/idna with the URL Standard's flags); it moves to the
// module's internal/uts46 when that lands.

import "github.com/urikit/urikit/iri"

// hostToASCII returns the A-label form of the host name d (not
// percent-encoded) and true, or false when IDNA refuses it (then no
// browser connects to it either).
func hostToASCII(d string) (string, bool) {
	a, err := iri.HostToASCII(d)
	return a, err == nil
}
