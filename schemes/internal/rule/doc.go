// Package rule holds what the scheme-specific packages share: the character
// sets of the RFC 1738 §5 BNF (chars.go), the error type that names the rule
// and the offset (errors.go), the login and hostport checks of RFC 1738 §3.1
// (login.go), RFC 1738's host rule (host.go), RFC 822 §6.1 addr-spec for
// mailto, mid and cid (addrspec.go), and percent-encoding by rule
// (encode.go).
//
// One deliberate difference from the letter of RFC 1738: "~" is accepted
// wherever uchar is. RFC 1738 §2.2 lists it among the unsafe "national"
// characters, but RFC 2396 §2.3 and RFC 3986 §2.3 made it unreserved, and
// the seeds' own examples use it (seed 003: "http://www.apache.org/~fielding/").
package rule
