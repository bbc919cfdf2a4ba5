// Package ipv4 is the URL Standard's IPv4 parser and its "ends in a
// number" checker (https://url.spec.whatwg.org/#concept-ipv4-parser, §3.5
// "Host parsing"): Parse and EndsInANumber, what browsers read beyond the
// dotted-decimal IPv4address of RFC 3986 §3.2.2. It differs from
// inet_aton(3), the resolvers' reading (guard.ParseIPv4): an empty "0x"
// part is 0 ("0x.0x.0" is 0.0.0.0), a trailing "." is allowed, and a
// number of any length is read before its range is checked.
//
// Package whatwg's host parser calls it, and is the module's one reading
// of a host as a browser reads it (whatwg.ParseHost): no other package
// imports this one. Every function takes a string or a byte slice, runs in
// one pass over it and allocates nothing.
package ipv4
