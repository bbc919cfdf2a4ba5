// Package mailto parses mailto URLs (RFC 1738 §3.5 and §5) into typed
// values: the RFC 822 addr-spec they carry, decoded.
//
//	mailtourl      = "mailto:" encoded822addr
//	encoded822addr = 1*xchar ; further defined in RFC 822
//
// "Within mailto URLs, there are no reserved characters" (RFC 1738 §3.5):
// the whole text after "mailto:" (a "?" included) is the encoding of one
// address, checked against RFC 822 §6.1 addr-spec once decoded. RFC 6068
// later gave "?" and "," meanings (header fields, lists of addresses); this
// package follows RFC 1738, where those are address text, and a "," (an
// RFC 822 special) is an error. Seed 000's mailtoaddress = xalphas "@"
// hostname is narrower; RFC 1738 is the default.
//
// Where each part lives: mailto.go (URL, Parse, ParseString, Address,
// Build); the addr-spec check is shared with mid and cid
// (schemes/internal/rule/addrspec.go).
package mailto
