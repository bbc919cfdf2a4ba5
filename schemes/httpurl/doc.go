// Package httpurl parses http and https URLs (RFC 1738 §3.3 and §5; RFC
// 9110 §4.2.1, §4.2.2 for https and the rules today's clients follow) into
// typed values.
//
//	httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
//	hpath   = hsegment *[ "/" hsegment ]
//	hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//	search  = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//
// Where the texts differ, this package follows RFC 1738 for the structure
// (hostport only: no user or password, RFC 9110 §4.2.4 agrees; a host is
// required, RFC 9110 §4.2.1) and RFC 3986 for the characters: a search may
// hold "/" and "?" (RFC 3986 §3.4, RFC 2396 §3.4), and "~" is unreserved.
//
// Where each part lives:
//
//   - httpurl.go: URL, Parse, ParseString, the accessors, RequestTarget
//     (RFC 1738 §3.3, RFC 9110 §3.2.1 origin-form).
//   - build.go: Parts and Build.
package httpurl
