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
// escaped NUL instead ("hsoname %00 version [ attributes ]", "%00" being "an
// escaped string terminator"). RFC 1738 says nothing of "%00", so both are
// read: Version gives the field, else seed 000's digits, and the hsoname
// ends at such a "%00". A "%00" not followed by a version is an error, since
// a NUL cannot be part of a Prospero name.
//
// Where each part lives: prospero.go (URL, Parse, ParseString, the fields,
// Version, NULVersion, Parts, Build).
package prospero
