// Package inspect reports what a URI does that people or filters may not
// expect: the security considerations of RFC 3986 §7 and of the seed
// documents (seed 003 §7, seed 001 §7, RFC 1738 §6, seed 000's "Security
// considerations") turned into findings, each with a kind, a severity, the
// byte offset of the text it is about and one sentence on the risk.
//
// Inspect (or Append, which allocates nothing for a clean URI) gives the
// findings; an Inspector with MaxFindings bounds how many are listed.
// Host classification is usable on its own, as a server-side request
// forgery filter needs it: ParseIPv4 decodes every IPv4 spelling inet_aton
// accepts as a whole text (glibc's, which also stops at white space, is
// read by the host reading of reading.go), HostAddr gives the address a
// host denotes without a DNS lookup, as browsers, Go's net/http and
// resolvers read it, UnwrapIPv4 finds IPv4 addresses inside IPv6 ones,
// Classify and IsPublic read the IANA special-purpose address registries,
// MetadataService knows the cloud metadata endpoints, and Blocked is the
// decision every danger about an address comes from, for a dial-time guard
// to share. Read tells how the three parsers a program may use (RFC 3986,
// the URL Standard, Go's net/url) read one string, and the
// parser-differential finding reports when they read different
// destinations. The findings are a check of the string, without DNS: a name
// that resolves to an internal address is the dial-time guard's to refuse,
// and Guard is that guard: a net.Dialer Control function (and a dialer, an
// HTTP transport and client using it) that refuses, when the socket
// connects, an address that is not public by the same tables.
// uri.URI.Redacted hides a password for logs.
//
// Where each part of the standards lives:
//
//	finding.go   Finding, Kind, Severity; Inspect and Append
//	userinfo.go  RFC 3986 §7.5 (passwords), §7.6 (semantic attacks): password, misleading-userinfo, userinfo
//	host.go      RFC 3986 §7.4 (rare IP formats), §6.2.2.2 (encoded hosts), RFC 6761 §6.3 (localhost):
//	             rare-ipv4, encoded-host, private-address, embedded-ipv4
//	ipv4.go      ParseIPv4: inet_aton's reading (seed 003 §7.3), from internal/ipv4, which also has the URL Standard's
//	addr.go      HostAddr; UnwrapIPv4 (RFC 4291 §2.5.5, RFC 6052, RFC 3056)
//	classify.go  Classify, IsPublic: IANA IPv4 and IPv6 special-purpose address registries (RFC 6890, RFC 8190)
//	idn.go       punycode (RFC 3492, RFC 5890), mixed-script (Unicode TS #39 §5.1)
//	port.go      RFC 3986 §7.2 (malicious construction): non-default-port, well-known-port, port-out-of-range
//	path.go      RFC 3986 §7.2, §7.3 (back-end transcoding): encoded-control, dot-segment, encoded-dot,
//	             encoded-slash, encoded-backslash
//	reading.go   a reg-name as clients read it: percent-decoded, UTS #46 (uts46.go), inet_aton and the
//	             URL Standard's IPv4 parser, glibc's stop at white space
//	special.go   the URL Standard's special authority states: hidden-host; host-as-scheme
//	metadata.go  cloud metadata endpoints (cloud-metadata); Blocked, the decision a dial-time guard shares
//	differential.go  Read: how RFC 3986 (uri), the URL Standard (whatwg) and Go's net/url read one
//	             string (scheme, host in one canonical spelling, effective port); CanonicalHost
//	differential_finding.go  parser-differential (the readers disagree, or one refuses what
//	             RFC 3986 accepts), behind a pre-check that vouches for everyday URIs
//	guard.go     Guard: the dial-time check (a net.Dialer's Control) with the same tables, ErrBlocked
//	guard_http.go  the guarded *net.Dialer, *http.Transport and *http.Client
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
