package scheme

import "sync"

// The built-in registry. Every entry cites where its facts come from: the
// scheme's defining RFC (section given), or, for schemes without an RFC, the
// IANA URI scheme registration and the IANA Service Name and Transport
// Protocol Port Number Registry. Rules are given only where the scheme's
// specification makes the forms equivalent.

// web is the rule set of the schemes whose specification says both that an
// explicit default port is the same as none and that an empty path with an
// authority is "/".
const web = DropDefaultPort | EmptyPathSlash

var known = []Info{
	// Seed schemes (RFC 1738 §3, seed 000's list) and their current RFCs.

	// RFC 9110 §4.2.1: "If the port subcomponent is empty or not given, TCP
	// port 80 ... is the default"; §4.2.3: an empty path is equivalent to "/".
	{Name: "http", DefaultPort: 80, Rules: web, Spec: "RFC 9110 §4.2.1, §4.2.3"},
	// RFC 9110 §4.2.2: "TCP port 443 is the default"; §4.2.3 as for http.
	{Name: "https", DefaultPort: 443, Rules: web, Spec: "RFC 9110 §4.2.2, §4.2.3"},
	// RFC 1738 §3.2: "The default port is 21"; ftp://host and ftp://host/
	// both have an empty url-path (§3.1: the "/" before it is not part of it).
	{Name: "ftp", DefaultPort: 21, Rules: web, Spec: "RFC 1738 §3.1, §3.2"},
	// RFC 4266 §2.1 and RFC 1738 §3.4: port defaults to 70; "If <gopher-path>
	// is empty, the delimiting "/" is also optional".
	{Name: "gopher", DefaultPort: 70, Rules: web, Spec: "RFC 4266 §2.1; RFC 1738 §3.4"},
	// RFC 5538 §2.2 and RFC 1738 §3.7: nntp port defaults to 119.
	{Name: "nntp", DefaultPort: 119, Rules: DropDefaultPort, Spec: "RFC 5538 §2.2; RFC 1738 §3.7"},
	// RFC 5538 §2.1: news:newsgroup or news:message-id (RFC 1738 §3.6), with
	// an optional //server whose port defaults to 119.
	{Name: "news", DefaultPort: 119, Opaque: true, Rules: DropDefaultPort, Spec: "RFC 5538 §2.1; RFC 1738 §3.6"},
	// RFC 4248 §2 and RFC 1738 §3.8: port defaults to 23; the final "/" is
	// optional.
	{Name: "telnet", DefaultPort: 23, Rules: web, Spec: "RFC 4248 §2; RFC 1738 §3.8"},
	// RFC 4156 §2 and RFC 1738 §3.9: port defaults to 210.
	{Name: "wais", DefaultPort: 210, Rules: DropDefaultPort, Spec: "RFC 4156 §2; RFC 1738 §3.9"},
	// RFC 4157 §2 and RFC 1738 §3.11: port defaults to 1525.
	{Name: "prospero", DefaultPort: 1525, Rules: DropDefaultPort, Spec: "RFC 4157 §2; RFC 1738 §3.11"},
	// RFC 8089 §2 and RFC 1738 §3.10: "localhost" and the empty host both
	// mean the machine the URI is interpreted on.
	{Name: "file", Rules: LocalhostEmpty, Spec: "RFC 8089 §2; RFC 1738 §3.10"},
	// RFC 6068 §2: mailto:addr-spec list; RFC 3986 §6.2.3 names its domain
	// part as case-insensitive.
	{Name: "mailto", Opaque: true, Rules: MailboxDomainCase, Spec: "RFC 6068 §2; RFC 3986 §6.2.3"},
	// RFC 2392 §2: mid: and cid: name messages and body parts.
	{Name: "mid", Opaque: true, Spec: "RFC 2392 §2"},
	{Name: "cid", Opaque: true, Spec: "RFC 2392 §2"},
	// RFC 6270 §2: tn3270 uses the telnet syntax; default port 23.
	{Name: "tn3270", DefaultPort: 23, Rules: DropDefaultPort, Spec: "RFC 6270 §2"},
	// Seed 000 lists rlogin beside telnet; IANA registers the scheme
	// (historical) and the "login" service on port 513.
	{Name: "rlogin", DefaultPort: 513, Rules: DropDefaultPort, Spec: "IANA URI schemes (historical); IANA port registry: login 513"},
	// Seed 000 lists afs (Andrew File System); no port is defined.
	{Name: "afs", Spec: "seed 000; IANA URI schemes (provisional)"},

	// URNs: RFC 8141 §2; their lexical equivalence is the urn package's.
	{Name: "urn", Opaque: true, Spec: "RFC 8141 §2"},

	// Today's common schemes.

	// RFC 6455 §3: "the default for "ws" is port 80, while the default for
	// "wss" is port 443"; resource-name is "/" when the path is empty.
	{Name: "ws", DefaultPort: 80, Rules: web, Spec: "RFC 6455 §3"},
	{Name: "wss", DefaultPort: 443, Rules: web, Spec: "RFC 6455 §3"},
	// RFC 4516 §2: "If the <port> is not specified, the default port 389".
	{Name: "ldap", DefaultPort: 389, Rules: DropDefaultPort, Spec: "RFC 4516 §2"},
	// ldaps: IANA port registry, service "ldaps" on 636 (LDAP over TLS).
	{Name: "ldaps", DefaultPort: 636, Rules: DropDefaultPort, Spec: "IANA port registry: ldaps 636"},
	// RFC 7826 §19.2: rtsp default port 554, rtsps 322; RFC 2326 §3.2: rtspu 554.
	{Name: "rtsp", DefaultPort: 554, Rules: DropDefaultPort, Spec: "RFC 7826 §19.2"},
	{Name: "rtsps", DefaultPort: 322, Rules: DropDefaultPort, Spec: "RFC 7826 §19.2"},
	{Name: "rtspu", DefaultPort: 554, Rules: DropDefaultPort, Spec: "RFC 2326 §3.2"},
	// RFC 3261 §19.1.2: sip port 5060, sips 5061. No DropDefaultPort:
	// §19.1.4 says a URI omitting a component with a default value does not
	// match one giving the default explicitly. SIP URIs have no "//"
	// authority (the host is in the path), hence opaque.
	{Name: "sip", DefaultPort: 5060, Opaque: true, Spec: "RFC 3261 §19.1.2, §19.1.4"},
	{Name: "sips", DefaultPort: 5061, Opaque: true, Spec: "RFC 3261 §19.1.2, §19.1.4"},
	// RFC 4088 §2: snmp port defaults to 161.
	{Name: "snmp", DefaultPort: 161, Rules: DropDefaultPort, Spec: "RFC 4088 §2"},
	// RFC 5092 §3: imap port defaults to 143.
	{Name: "imap", DefaultPort: 143, Rules: DropDefaultPort, Spec: "RFC 5092 §3"},
	// RFC 2384 §3: pop port defaults to 110.
	{Name: "pop", DefaultPort: 110, Rules: DropDefaultPort, Spec: "RFC 2384 §3"},
	// IANA URI schemes (provisional) "redis": default port 6379.
	{Name: "redis", DefaultPort: 6379, Rules: DropDefaultPort, Spec: "IANA URI schemes (provisional): redis"},
	// RFC 7252 §6.1, §6.2: coap 5683, coaps 5684; §6.3: default port and
	// empty path ("/") normalize as for http.
	{Name: "coap", DefaultPort: 5683, Rules: web, Spec: "RFC 7252 §6.1, §6.3"},
	{Name: "coaps", DefaultPort: 5684, Rules: web, Spec: "RFC 7252 §6.2, §6.3"},
	// RFC 8323 §8.1-§8.4: CoAP over TCP, TLS and WebSockets, normalized as
	// RFC 7252 §6.3 says.
	{Name: "coap+tcp", DefaultPort: 5683, Rules: web, Spec: "RFC 8323 §8.1"},
	{Name: "coaps+tcp", DefaultPort: 5684, Rules: web, Spec: "RFC 8323 §8.2"},
	{Name: "coap+ws", DefaultPort: 80, Rules: web, Spec: "RFC 8323 §8.3"},
	{Name: "coaps+ws", DefaultPort: 443, Rules: web, Spec: "RFC 8323 §8.4"},
	// RFC 3510 §4: ipp port 631; RFC 7472 §4: ipps also defaults to 631.
	{Name: "ipp", DefaultPort: 631, Rules: DropDefaultPort, Spec: "RFC 3510 §4"},
	{Name: "ipps", DefaultPort: 631, Rules: DropDefaultPort, Spec: "RFC 7472 §4"},
	// RFC 7869 §2: vnc port defaults to 5900.
	{Name: "vnc", DefaultPort: 5900, Rules: DropDefaultPort, Spec: "RFC 7869 §2"},
	// RFC 5781 §2: rsync port defaults to 873.
	{Name: "rsync", DefaultPort: 873, Rules: DropDefaultPort, Spec: "RFC 5781 §2"},
	// RFC 2229 §5: dict port defaults to 2628.
	{Name: "dict", DefaultPort: 2628, Rules: DropDefaultPort, Spec: "RFC 2229 §5"},
	// RFC 2224 §2: nfs port defaults to 2049.
	{Name: "nfs", DefaultPort: 2049, Rules: DropDefaultPort, Spec: "RFC 2224 §2"},
	// RFC 2056 §2: z39.50r and z39.50s ports default to 210.
	{Name: "z39.50r", DefaultPort: 210, Rules: DropDefaultPort, Spec: "RFC 2056 §2"},
	{Name: "z39.50s", DefaultPort: 210, Rules: DropDefaultPort, Spec: "RFC 2056 §2"},
	// IANA URI schemes (provisional) ssh and sftp, after
	// draft-ietf-secsh-scp-sftp-ssh-uri: port defaults to 22.
	{Name: "ssh", DefaultPort: 22, Rules: DropDefaultPort, Spec: "IANA URI schemes (provisional): ssh"},
	{Name: "sftp", DefaultPort: 22, Rules: DropDefaultPort, Spec: "IANA URI schemes (provisional): sftp"},
	// IANA URI schemes (provisional) git; IANA port registry: git 9418.
	{Name: "git", DefaultPort: 9418, Rules: DropDefaultPort, Spec: "IANA URI schemes (provisional): git; IANA port registry: git 9418"},
	// RFC 3966 §3: tel numbers; RFC 2397 §3: data URLs.
	{Name: "tel", Opaque: true, Spec: "RFC 3966 §3"},
	{Name: "data", Opaque: true, Spec: "RFC 2397 §3"},
}

// The default registry is built from known on first use, so that package
// initialization does no work and allocates nothing.
var (
	defaultOnce     sync.Once
	defaultRegistry *Registry
)

func buildDefault() {
	r, err := NewRegistry(known...)
	if err != nil {
		panic(err) // the table above is constant; TestKnown checks it
	}
	defaultRegistry = r
}
