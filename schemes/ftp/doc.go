// Package ftp parses ftp URLs (RFC 1738 §3.2 and §5) into typed values and
// maps them to the FTP commands a client sends (RFC 1738 §3.2.2, RFC 959).
//
//	ftpurl  = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
//	fpath   = fsegment *[ "/" fsegment ]
//	fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//	ftptype = "A" | "I" | "D" | "a" | "i" | "d"
//
// A URL is a small comparable value over its input: it keeps the parsed
// uri.URI and a few offsets, and decodes a field only when asked (a field
// without escapes is a substring of the input, no allocation).
//
// Where each part lives:
//
//   - ftp.go: URL, Parse, ParseString, the accessors (RFC 1738 §3.2, §3.2.2).
//   - typecode.go: the ";type=" codes of RFC 1738 §3.2.2 and, as the
//     Draft1994 dialect, the wider set of the 1994 URL draft (seed 000:
//     A/E with form codes N/T/C, I, L <digits>, RFC 959 §4.1.2).
//   - commands.go: the command sequence of RFC 1738 §3.2.2 (CWD per
//     segment, TYPE, RETR or NLST).
//   - build.go: Parts and Build, back from decoded fields to a URL with
//     exactly "/", ";" and what RFC 1738 §2.2 forbids encoded.
//
// Where seed 000 and RFC 1738 differ, RFC 1738 is the default: seed 000's
// type codes are accepted only through Draft1994, and seed 000's
// user = alphanum2 [ user ] (no escapes) is not enforced.
package ftp
