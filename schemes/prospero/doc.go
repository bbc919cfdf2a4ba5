// Package prospero parses prospero URLs (RFC 1738 §3.11 and §5) into typed
// values.
//
//	prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
//	ppath       = psegment *[ "/" psegment ]
//	psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//	fieldspec   = ";" fieldname "=" fieldvalue
//	fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
//	fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
//
// The hsoname is the decoded ppath: "prospero://host.dom//pros/name"
// designates "/pros/name" (RFC 1738 §3.11). The version of an object is
// its OBJECT-VERSION field in RFC 1738 (§3.11); seed 000 wrote it after an
// escaped NUL instead ("hsoname %00 version [ attributes ]"), which
// Draft1994Version reads.
//
// Where each part lives: prospero.go (URL, Parse, ParseString, the fields,
// Version, Draft1994Version, Build).
package prospero
