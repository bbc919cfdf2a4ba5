package iri

// Host names: IDNA2008 (RFC 5890-5893) as Unicode Technical Standard #46
// processes it for lookup, through the module's internal/uts46 (Unicode
// 17.0.0).

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/uts46"
	"github.com/urikit/urikit/uri"
)

// profile is UTS #46 processing with the flags the WHATWG URL Standard's
// "domain parser ToASCII" sets for beStrict false: nontransitional
// processing, CheckBidi and CheckJoiners on; UseSTD3ASCIIRules,
// CheckHyphens and VerifyDnsLength off (browsers accept "_" and "r3---sn-x"
// in host names, and so do URIs).
var profile = uts46Profile{uts46.URLOptions(false)}

// uts46Profile runs UTS #46 ToASCII and ToUnicode with fixed options.
type uts46Profile struct{ o uts46.Options }

func (p uts46Profile) ToASCII(s string) (string, error)   { return uts46.ToASCII(s, p.o) }
func (p uts46Profile) ToUnicode(s string) (string, error) { return uts46.ToUnicode(s, p.o) }

// HostToASCII returns the A-label form of the host name h (UTS #46 ToASCII
// with the options of the package doc): mapped (case folded, NFC, full-width
// forms narrowed, ignored code points removed), each non-ASCII label
// written "xn--" and Punycode (RFC 3492). h is a reg-name as text, not
// percent-encoded. The error, an *Error of kind ErrIDNA, names the label
// that IDNA refuses, or the character a host name cannot hold: without the
// STD3 rules, UTS #46 lets ASCII through that an RFC 3986 reg-name does not
// allow (" ", "%"), and maps compatibility characters to some ("／" to "/",
// "℀" to "a/c"), which would change where the host ends; like the WHATWG
// URL Standard's forbidden domain code points, they are refused.
//
//	HostToASCII("Bücher.example") // "xn--bcher-kva.example"
func HostToASCII(h string) (string, error) {
	a, err := profile.ToASCII(h)
	if err != nil {
		return "", idnaError(h, err)
	}
	if a == "" && h != "" {
		// UTS #46 maps some characters to nothing (U+00AD SOFT HYPHEN);
		// a host made only of them is no host (the URL Standard's "domain
		// to ASCII" fails on it too).
		return "", &Error{Input: h, Offset: 0, Kind: ErrIDNA, Reason: "host name " + strconv.Quote(h) +
			" maps to nothing under IDNA (its characters are ignored ones); remove it or write the intended name"}
	}
	for i := 0; i < len(a); i++ {
		if !isRegNameChar(a[i]) {
			return "", forbiddenError(h, a[i])
		}
	}
	return a, nil
}

// isRegNameChar reports whether b may stand literally in an RFC 3986
// reg-name (§3.2.2): unreserved or sub-delims.
func isRegNameChar(b byte) bool {
	switch {
	case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', '0' <= b && b <= '9':
		return true
	}
	return strings.IndexByte("-._~!$&'()*+,;=", b) >= 0
}

// forbiddenError reports the character c that the host name h maps to and
// a reg-name cannot hold, at the first character of h that maps to it.
func forbiddenError(h string, c byte) *Error {
	off := 0
	for i, r := range h {
		if m, err := profile.ToASCII(string(r)); err == nil && strings.IndexByte(m, c) >= 0 {
			off = i
			break
		}
	}
	return &Error{Input: h, Offset: off, Kind: ErrIDNA, Reason: "host name maps to " + strconv.Quote(string(c)) +
		" under IDNA, which a host name cannot hold; remove the character or write it percent-encoded outside the host"}
}

// HostToUnicode returns the U-label form of the host name h: mapped as by
// HostToASCII, each "xn--" label decoded and checked. The error, an *Error
// of kind ErrIDNA, names the label that IDNA refuses.
//
//	HostToUnicode("xn--bcher-kva.example") // "bücher.example"
func HostToUnicode(h string) (string, error) {
	u, err := profile.ToUnicode(h)
	if err != nil {
		return "", idnaError(h, err)
	}
	return u, nil
}

// idnaError turns an error of UTS #46 processing into an *Error that names
// the first label refused on its own, with its offset.
func idnaError(h string, err error) *Error {
	off, label := 0, h
	for start := 0; start <= len(h); {
		end := strings.IndexByte(h[start:], '.')
		if end < 0 {
			end = len(h)
		} else {
			end += start
		}
		l := h[start:end]
		if _, e := profile.ToASCII(l); e != nil && l != "" {
			off, label = start, l
			break
		}
		if _, e := profile.ToUnicode(l); e != nil && l != "" {
			off, label = start, l
			break
		}
		start = end + 1
	}
	what := "invalid IDNA label " + strconv.Quote(label)
	if label == h {
		what = "invalid IDNA host name " + strconv.Quote(h)
	}
	return &Error{Input: h, Offset: off, Kind: ErrIDNA, Cause: err, Reason: what +
		" (UTS #46 processing refuses it); check it for a typing error: an A-label (xn--) must decode to a valid label, and a label with right-to-left characters must keep the Bidi rule of RFC 5893"}
}

// Hosts returns the host of the IRI or URI reference u in both IDNA forms:
// A-labels (HostToASCII) and U-labels (HostToUnicode). A reg-name is
// percent-decoded first (RFC 3986 §3.2.2 writes a non-ASCII name as
// percent-encoded UTF-8); an IP address is returned as it is written in
// both. ok is false when u has no authority. The error, an *Error of kind
// ErrIDNA, has its offset in u.String().
func Hosts(u uri.URI) (ascii, unicode string, ok bool, err error) {
	if !u.HasAuthority() {
		return "", "", false, nil
	}
	if u.HostKind() != uri.HostRegName || u.Host() == "" {
		return u.Host(), u.Host(), true, nil
	}
	ascii, err = HostToASCII(u.DecodedHost())
	if err == nil {
		unicode, err = HostToUnicode(ascii)
	}
	if err != nil {
		return "", "", true, inIRI(err.(*Error), u)
	}
	return ascii, unicode, true, nil
}

// inIRI makes e, an error about u's host, an error about u: its offset in
// the host (exact when the host holds no percent-encoding) moved to u.
func inIRI(e *Error, u uri.URI) *Error {
	start, _ := u.Span(uri.ComponentHost)
	if strings.IndexByte(u.Host(), '%') >= 0 {
		e.Offset = 0
	}
	e.Input, e.Offset = u.String(), start+e.Offset
	return e
}
