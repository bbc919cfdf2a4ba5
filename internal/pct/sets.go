package pct

// A Set is the set of bytes an encoder writes as themselves; every other
// byte is written as a triplet. Only ASCII bytes can be in a set: every
// standard here percent-encodes each octet of a non-ASCII character (RFC
// 3986 §2.5, URL Standard §1.3, RFC 6570 §1.6). "%" is in a set only where
// the text may already hold triplets that must pass as they are (the URL
// Standard's sets, RFC 6570's reserved set); elsewhere a "%" is data and is
// written "%25".
//
// The sets are constant values: defined below from the rules of their
// standard, computed by the compiler, compared with ==.
type Set struct {
	bits [4]uint64 // bit b%64 of bits[b/64]: byte b is written as itself

	// triplets: a "%" followed by two hex digits is kept with them, and
	// any other "%" is encoded (RFC 6570 §3.2.1: the reserved set "passes
	// through" pct-encoded triplets).
	triplets bool
	// plus: a space is written "+" (the application/x-www-form-urlencoded
	// serializer, URL Standard §5.2).
	plus bool
}

// SetOf returns the set of the ASCII bytes for which in reports true: a
// set made from another rule's own classes (RFC 1738's, in
// schemes/internal/rule), for the one encoder here.
func SetOf(in func(b byte) bool) Set {
	var s Set
	for b := range 0x80 {
		if in(byte(b)) {
			s.bits[b>>6] |= 1 << (b & 63)
		}
	}
	return s
}

// Has reports whether s writes b as itself.
func (s Set) Has(b byte) bool { return s.bits[b>>6]>>(b&63)&1 != 0 }

// The byte classes the sets are made of, as 128-bit masks (bit b for byte
// b), which Go's untyped constants hold exactly.
const (
	// RFC 3986 §2 and Appendix A.
	alpha      = (1<<26-1)<<'A' | (1<<26-1)<<'a'
	digit      = (1<<10 - 1) << '0'
	unreserved = alpha | digit | 1<<'-' | 1<<'.' | 1<<'_' | 1<<'~' // §2.3
	subDelims  = 1<<'!' | 1<<'$' | 1<<'&' | 1<<'\'' | 1<<'(' | 1<<')' |
		1<<'*' | 1<<'+' | 1<<',' | 1<<';' | 1<<'=' // §2.2
	genDelims  = 1<<':' | 1<<'/' | 1<<'?' | 1<<'#' | 1<<'[' | 1<<']' | 1<<'@' // §2.2
	userinfo   = unreserved | subDelims | 1<<':'                              // §3.2.1
	regName    = unreserved | subDelims                                       // §3.2.2
	pchar      = unreserved | subDelims | 1<<':' | 1<<'@'                     // §3.3
	path       = pchar | 1<<'/'                                               // §3.3
	query      = pchar | 1<<'/' | 1<<'?'                                      // §3.4, §3.5
	queryParam = query &^ (1<<'&' | 1<<'=' | 1<<'+')

	// RFC 6570 §1.5: U+R.
	templateReserved = unreserved | genDelims | subDelims

	// URL Standard §1.3: the C0 control percent-encode set is the C0
	// controls and every code point above U+007E; each set adds to the
	// one before. As sets of bytes written as themselves: the printable
	// ASCII bytes less what each set adds.
	printable    = (1<<0x7F - 1) &^ (1<<0x20 - 1) // U+0020 to U+007E
	urlFragment  = printable &^ (1<<' ' | 1<<'"' | 1<<'<' | 1<<'>' | 1<<'`')
	urlQuery     = printable &^ (1<<' ' | 1<<'"' | 1<<'#' | 1<<'<' | 1<<'>')
	urlSpecialQ  = urlQuery &^ (1 << '\'')
	urlPath      = urlQuery &^ (1<<'?' | 1<<'^' | 1<<'`' | 1<<'{' | 1<<'}')
	urlUserinfo  = urlPath &^ (1<<'/' | 1<<':' | 1<<';' | 1<<'=' | 1<<'@' | 1<<'[' | 1<<'\\' | 1<<']' | 1<<'|')
	urlComponent = urlUserinfo &^ (1<<'$' | 1<<'%' | 1<<'&' | 1<<'+' | 1<<',')
	urlForm      = urlComponent &^ (1<<'!' | 1<<'\'' | 1<<'(' | 1<<')' | 1<<'~')

	allASCII = 1<<0x80 - 1

	low = 1<<64 - 1 // a mask's low half
)

// RFC 3986: what each component (Appendix A) holds literally, less
// pct-encoded. "%" is in none: in data it is written "%25" (§2.4).
var (
	// Unreserved is unreserved (§2.3): ALPHA / DIGIT / "-" / "." / "_" /
	// "~", the characters that never need encoding. It is also RFC 6570's
	// U set (§1.5), for expressions without "+" or "#".
	Unreserved = Set{bits: [4]uint64{unreserved & low, unreserved >> 64}}
	// Userinfo is userinfo (§3.2.1): unreserved / sub-delims / ":".
	Userinfo = Set{bits: [4]uint64{userinfo & low, userinfo >> 64}}
	// Host is reg-name (§3.2.2): unreserved / sub-delims.
	Host = Set{bits: [4]uint64{regName & low, regName >> 64}}
	// Zone is an RFC 6874 ZoneID (§2): unreserved.
	Zone = Unreserved
	// Path is a path (§3.3): pchar and "/".
	Path = Set{bits: [4]uint64{path & low, path >> 64}}
	// Segment is one path segment (§3.3): pchar, "/" encoded.
	Segment = Set{bits: [4]uint64{pchar & low, pchar >> 64}}
	// Query is a query (§3.4): pchar / "/" / "?".
	Query = Set{bits: [4]uint64{query & low, query >> 64}}
	// Fragment is a fragment (§3.5), the same set as Query.
	Fragment = Query
	// QueryParam is one key or value of a query's key=value parameters
	// (§3.4 mentions them; HTML forms define them): Query less "&" and
	// "=", which delimit parameters, and "+", which forms read as a space.
	QueryParam = Set{bits: [4]uint64{queryParam & low, queryParam >> 64}}
	// Any is what no component needs encoded: Unreserved.
	Any = Unreserved
)

// TemplateReserved is RFC 6570's U+R (§1.5, §3.2.1), for the "+" and "#"
// operators: unreserved and reserved characters are written as
// themselves, and so are the pct-encoded triplets already in the value;
// any other "%" is encoded. (Its U set is Unreserved.)
var TemplateReserved = Set{bits: [4]uint64{templateReserved & low, templateReserved >> 64}, triplets: true}

// ASCII holds every ASCII byte: it encodes only the octets of non-ASCII
// characters, as mapping an IRI to a URI does (RFC 3987 §3.1 step 2) and
// as a URN typed with non-ASCII characters is read (RFC 8141 §2.2).
var ASCII = Set{bits: [4]uint64{allASCII & low, allASCII >> 64}}

// The percent-encode sets of the URL Standard (§1.3), each as the bytes it
// does not encode: the printable ASCII bytes less the set. "%" is written
// as itself in all but URLComponent and URLForm.
var (
	URLC0Control    = Set{bits: [4]uint64{printable & low, printable >> 64}}
	URLFragment     = Set{bits: [4]uint64{urlFragment & low, urlFragment >> 64}}
	URLQuery        = Set{bits: [4]uint64{urlQuery & low, urlQuery >> 64}}
	URLSpecialQuery = Set{bits: [4]uint64{urlSpecialQ & low, urlSpecialQ >> 64}}
	URLPath         = Set{bits: [4]uint64{urlPath & low, urlPath >> 64}}
	URLUserinfo     = Set{bits: [4]uint64{urlUserinfo & low, urlUserinfo >> 64}}
	URLComponent    = Set{bits: [4]uint64{urlComponent & low, urlComponent >> 64}}
	// URLForm is the application/x-www-form-urlencoded percent-encode set,
	// with a space written "+" as the urlencoded serializer writes it
	// (§5.2).
	URLForm = Set{bits: [4]uint64{urlForm & low, urlForm >> 64}, plus: true}
)
