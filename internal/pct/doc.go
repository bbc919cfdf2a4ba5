// Package pct is percent-encoding, RFC 3986 §2.1, defined once for every
// standard of the module: an octet written as "%" HEXDIG HEXDIG (a
// triplet).
//
// Encoding depends on where the text goes: each component of RFC 3986
// (Appendix A), each percent-encode set of the URL Standard (§1.3) and each
// of RFC 6570's two sets (§1.5, §3.2.1) is a Set, a constant value that says
// which bytes are written as themselves, and one encoder (Encode, Append)
// takes any of them. Decoding is the same everywhere (Decode, DecodeForm,
// WriteDecoded): a triplet becomes its octet, whatever the octet, and
// nothing else changes, except that the form decoder of
// application/x-www-form-urlencoded (URL Standard §5.1) reads "+" as a
// space.
//
// Every function returns its input itself, without allocating, when there
// is nothing to encode or decode.
//
// The files: sets.go (the sets, as data), encode.go, decode.go;
// ucschar.go, the non-ASCII characters RFC 3987 and RFC 6570 let stand.
package pct
