// Package inspect reports what a URI does that people or filters may not
// expect: the security considerations of RFC 3986 §7 and of the seed
// documents (seed 003 §7, seed 001 §7, RFC 1738 §6, seed 000's "Security
// considerations") turned into findings, each with a kind, a severity, the
// byte offset of the text it is about and one sentence on the risk.
//
// Inspect (or Append, which allocates nothing for a clean URI) gives the
// findings; an Inspector with MaxFindings bounds how many are listed,
// never hiding a danger; Report takes a string from the wild (an IRI
// mapped to its URI, wild input repaired) and says where the clients that
// read a string RFC 3986 refuses go; Refused is the gate of the README's
// "Trusting a URL": no URI, or a danger.
// HostAddr gives the address a host denotes without a DNS lookup, as
// browsers, Go's net/http and resolvers read it. The findings are a check
// of the string, without DNS: a name that resolves to an internal address
// is the dial-time guard's to refuse (package guard, whose tables decide
// every danger about an address here: guard.Blocked). The
// parser-differential finding reports when the parsers a program may use
// read different destinations (package readings). uri.URI.Redacted hides
// a password for logs.
//
// Where each part of the standards lives:
//
//	finding.go   Finding, Kind, Severity; Inspect and Append
//	gate.go      Refused: the gate of strings from the wild (Report with IRIs and Repairs)
//	wild.go      Report, Mode (IRIs, Repairs): an IRI mapped, wild input repaired, and where the
//	             clients that read a string RFC 3986 refuses go
//	userinfo.go  RFC 3986 §7.5 (passwords), §7.6 (semantic attacks): password, misleading-userinfo, userinfo
//	host.go      RFC 3986 §7.4 (rare IP formats), §6.2.2.2 (encoded hosts), RFC 6761 §6.3 (localhost):
//	             rare-ipv4, encoded-host, private-address, embedded-ipv4, cloud-metadata
//	addr.go      HostAddr
//	idn.go       punycode (RFC 3492, RFC 5890), mixed-script (Unicode TS #39 §5.1)
//	port.go      RFC 3986 §7.2 (malicious construction): non-default-port, well-known-port, port-out-of-range
//	path.go      RFC 3986 §7.2, §7.3 (back-end transcoding): encoded-control, dot-segment, encoded-dot,
//	             encoded-slash, encoded-backslash
//	reading.go   a reg-name as clients read it, at any length: the URL Standard's host parser
//	             (whatwg.ParseHost: browsers), inet_aton on the decoded text and on its UTS #46 mapping
//	             (resolvers, Go's net/http, curl), glibc's stop at white space
//	special.go   the URL Standard's special authority states: hidden-host; host-as-scheme
//	differential_finding.go  parser-differential (the readers of package readings disagree, or one
//	             refuses what RFC 3986 accepts), behind a pre-check that vouches for everyday URIs
//
// Severities: a Danger finding means the URI goes somewhere other than it
// seems (misleading userinfo, a rare IPv4 spelling, an internal address or
// localhost, a cloud metadata endpoint, a host browsers read where RFC
// 3986 sees none, a port above 65535) or carries an injection (an encoded
// CR, LF or NUL, any control in a host); a gate rejects it. A Warning is a construction attacks use
// that also has innocent uses; Info is worth knowing. A clean everyday URL
// ("https://example.com/a?b=c#d") has no finding, and text that merely
// resembles a danger gets none: "1password.com" is a name, "@" in a path
// or query is not userinfo, "%2F" in a query cannot traverse.
package inspect
