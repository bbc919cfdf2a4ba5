// Package mailto parses mailto URIs into typed values: by RFC 6068 (the
// default), the addresses and header fields they carry; by RFC 1738 §3.5
// and §5 (the older dialect, RFC1738), one address.
//
// RFC 6068 §2:
//
//	mailtoURI    = "mailto:" [ to ] [ hfields ]
//	to           = addr-spec *("," addr-spec )
//	hfields      = "?" hfield *( "&" hfield )
//	hfield       = hfname "=" hfvalue
//	hfname       = *qchar
//	hfvalue      = *qchar
//	qchar        = unreserved / pct-encoded / some-delims
//
// Each addr-spec is checked once decoded, against the addr-spec shared with
// mid and cid (schemes/internal/rule/addrspec.go); "/", "&", ";" and "="
// must be percent-encoded in it, and "," separates addresses unless it is
// inside a quoted local part. Header fields are decoded; "body" is the
// message body. A fragment has no meaning and is ignored (§2).
//
// RFC 1738 §5:
//
//	mailtourl      = "mailto:" encoded822addr
//	encoded822addr = 1*xchar ; further defined in RFC 822
//
// "Within mailto URLs, there are no reserved characters" (RFC 1738 §3.5):
// the whole text after "mailto:" (a "?" included) is the encoding of one
// address, and a "," (an RFC 822 special) is an error. Seed 000's
// mailtoaddress = xalphas "@" hostname is narrower still.
//
// Where each part lives: mailto.go (Dialect, URL, Parse, ParseString,
// Address, Addresses, Headers, Build).
package mailto
