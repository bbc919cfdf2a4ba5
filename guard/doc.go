// Package guard refuses, when a socket connects, the addresses a program
// fetching URLs for other people has no business with: the second half of
// a defence against server-side request forgery (SSRF), after the check of
// the string (package inspect, which classifies addresses with this
// package's tables).
//
// Guard is a net.Dialer Control function (and a dialer, an HTTP transport
// and an HTTP client that use it) that refuses a connection to an address
// that is not public, whatever DNS answered and at every redirect. The
// tables behind it stand on their own for filters: Classify, IsPublic and
// SpecialPurpose read the IANA special-purpose address registries
// (RFC 6890, RFC 8190), MetadataService knows the cloud metadata
// endpoints, UnwrapIPv4 finds the IPv4 address inside an IPv6 one,
// ParseIPv4 reads every IPv4 spelling inet_aton(3) accepts (ParseIPv4Glibc
// as glibc reads them, up to white space), and Blocked is the one decision
// about an address that inspect's danger findings and a dial-time check
// share.
//
// The package needs no URL parser and no Unicode tables: a program that
// only guards its connections links neither.
//
// Where each part lives:
//
//	guard.go     Guard: the dial-time check (a net.Dialer's Control), Check, BlockedError, ErrBlocked
//	http.go      the guarded *net.Dialer, *http.Transport and *http.Client; Limits (timeouts, redirects), LimitBody
//	classify.go  Class, Block, Classify, IsPublic, SpecialPurpose: the IANA IPv4 and IPv6
//	             special-purpose address registries (RFC 6890, RFC 8190)
//	metadata.go  MetadataService: the cloud metadata endpoints; Blocked
//	embedded.go  UnwrapIPv4, Embedding: IPv4 inside IPv6 (RFC 4291 §2.5.5, RFC 6052, RFC 3056)
//	ipv4.go      ParseIPv4, ParseIPv4Glibc: inet_aton's reading (seed 003 §7.3, RFC 3986 §7.4), glibc's
package guard
