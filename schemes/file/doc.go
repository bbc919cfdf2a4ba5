// Package file parses file URIs into typed values: by RFC 8089 §2 (the
// default) and by RFC 1738 §3.10 and §5 (the older dialect, RFC1738).
//
//	file-URI       = "file" ":" file-hier-part          ; RFC 8089 §2
//	file-hier-part = ( "//" auth-path ) / local-path
//	auth-path      = [ file-auth ] path-absolute
//	local-path     = path-absolute
//	file-auth      = "localhost" / host
//
//	fileurl  = "file://" [ host | "localhost" ] "/" fpath   ; RFC 1738 §5
//	fpath    = fsegment *[ "/" fsegment ]
//	fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//
// So "file:/etc/hosts" is a file URI of RFC 8089 (no authority: HasHost is
// false) and not a URL of RFC 1738, where "//" is required and "?" is part
// of the path rather than a query (RFC 8089's file-URI has none). Under
// both, an empty host or "localhost" is "the machine from which the URL is
// being interpreted" (RFC 1738 §3.10): IsLocal tells; there is no user,
// password or port.
//
// Where each part lives: file.go (URL, Parse, ParseString, Build).
package file
