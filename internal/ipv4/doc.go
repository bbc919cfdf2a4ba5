// Package ipv4 reads IPv4 addresses in the spellings that clients accept
// beyond the dotted-decimal IPv4address of RFC 3986 §3.2.2, once for the
// whole module:
//
//   - InetAton: the reading of inet_aton(3) (POSIX; glibc's and the BSDs'
//     resolvers), which the 2003 URI draft §7.3 "Rare IP Address Formats"
//     and RFC 3986 §7.4 warn about: "0x7f.1", "017700000001" and
//     "2130706433" are all 127.0.0.1.
//   - Parse and EndsInANumber: the URL Standard's IPv4 parser and its "ends
//     in a number" checker (https://url.spec.whatwg.org/#concept-ipv4-parser,
//     §3.5 "Host parsing"), what browsers read. It differs from inet_aton:
//     an empty "0x" part is 0 ("0x.0x.0" is 0.0.0.0), a trailing "." is
//     allowed, and a number of any length is read before its range is
//     checked.
//
// Package inspect classifies the addresses both readings give; package
// whatwg's host parser calls Parse. Every function takes a string or a byte
// slice, runs in one pass over it and allocates nothing.
package ipv4
