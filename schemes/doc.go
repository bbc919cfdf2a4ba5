// Package schemes parses a URI scheme-specifically: one entry point that
// dispatches on the scheme to the package of its family and returns a value
// whose fields every family describes the same way, so a caller needs no
// type switch.
//
//	v, err := schemes.ParseString("ftp://myname@host.dom/%2Fetc/motd")
//	v.Scheme()  // "ftp"
//	v.Fields()  // user, password, host, port, cwd, name, type, commands
//
// The families, one package each under schemes/ (RFC 1738 §3 and §5, and
// the 1994 URL draft of seed 000):
//
//   - ftp: ftp (RFC 1738 §3.2)
//   - httpurl: http, https (RFC 1738 §3.3; RFC 9110 §4.2)
//   - gopher: gopher (RFC 1738 §3.4)
//   - mailto: mailto (RFC 6068; RFC 1738 §3.5 as MailtoRFC1738)
//   - news: news and nntp (RFC 1738 §3.6, §3.7)
//   - telnet: telnet, rlogin, tn3270 (RFC 1738 §3.8; seed 000)
//   - wais: wais (RFC 1738 §3.9)
//   - file: file (RFC 8089; RFC 1738 §3.10 as FileRFC1738)
//   - prospero: prospero (RFC 1738 §3.11)
//   - mid: mid and cid (seed 000; RFC 2392)
//
// Where each part of this package lives:
//
//   - registry.go: Registry (scheme name → Parser, with the scheme
//     registry's facts), Default, NewRegistry, With.
//   - url.go: URL, Field, Pair: the common shape of a parsed URL.
//   - families.go: the adapters from each family's typed value to URL.
//   - lenient.go: ParseLenient, the "URL:" prefix and "<...>" wrappers of
//     seed 000's and RFC 1738's appendices, accepted there and nowhere else.
//
// Package scheme stays a leaf: neither it nor package uri imports these
// packages, so no import cycle can appear.
package schemes
