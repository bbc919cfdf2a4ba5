// Package file parses file URLs (RFC 1738 §3.10 and §5) into typed values.
//
//	fileurl = "file://" [ host | "localhost" ] "/" fpath
//	fpath   = fsegment *[ "/" fsegment ]
//	fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//
// "As a special case, <host> can be the string "localhost" or the empty
// string; this is interpreted as `the machine from which the URL is being
// interpreted'" (RFC 1738 §3.10): IsLocal tells. RFC 1738 is followed where
// RFC 8089 later relaxed it: the "//" and the "/" before the path are
// required, and there is no user, password or port.
//
// Where each part lives: file.go (URL, Parse, ParseString, Build).
package file
