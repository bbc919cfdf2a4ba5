// Package readings tells how the parsers a program may hand a URL to read
// one string: RFC 3986 (package uri, what a strict filter checks), the URL
// Standard (package whatwg: browsers, Node, Deno, curl's URL API) and Go's
// net/url (what net/http fetches). A filter that checks one reading while
// the client fetches with another is bypassed (a parser differential:
// Orange Tsai, "A New Era of SSRF", Black Hat USA 2017).
//
// Read gives each reader's verdict and destination (scheme, host, port) in
// one canonical spelling, so that only a real difference of destination
// counts, never a difference of spelling: CanonicalHost is that spelling,
// the URL Standard's host serialization. Readings.Differ names the fields
// on which the readers that accept the string disagree. Package inspect
// reports such a disagreement as its parser-differential finding; `uri
// readings` prints the three readings side by side.
//
// Where each part lives:
//
//	readings.go  Reader, Reading, Readings; Read, ReadURI; OK, AcceptedBy, Differ
//	readers.go   each reader's reading: uri.ParseReference, whatwg.Parse, url.Parse; the effective
//	             port; a file URL's local host (RFC 8089 §2)
//	host.go      CanonicalHost: the URL Standard's host parser and serializer (§3.5, §3.6)
package readings
