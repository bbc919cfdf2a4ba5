// Package mid parses mid and cid URLs, which name an email message and a
// body part: seed 000 (the 1994 URL draft: midaddress = "mid:" addr-spec,
// cidaddress = "cid:" content-identifier) and RFC 2392 §2, which RFC 1738
// left out and which gives the forms used today:
//
//	mid = "mid" ":" message-id [ "/" content-id ]
//	cid = "cid" ":" content-id
//	message-id = content-id = url-addr-spec ; an RFC 822 addr-spec, URL-encoded
//
// The identifiers are decoded and checked against RFC 822 §6.1 addr-spec;
// they are given without the "<" and ">" of the Message-ID and Content-ID
// header fields (RFC 2392 §2). Seed 000 has no "/" content-id part; RFC 2392
// is followed.
//
// Where each part lives: mid.go (URL, Parse, ParseString, Build).
package mid
