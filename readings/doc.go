// Package readings tells how the parsers a program may hand a URL to read
// one string: RFC 3986 (package uri, what a strict filter checks; it reads
// URIs, as `uri parse` does), the URL Standard (package whatwg: browsers,
// Node, Deno), Go's net/url (what net/http fetches) and libcurl's URL API
// (the curl tool, PHP's curl: one to three slashes after any scheme, a
// scheme only before ":/", the first "@"). A filter that checks one reading
// while the client fetches with another is bypassed (a parser
// differential: Orange Tsai, "A New Era of SSRF", Black Hat USA 2017).
//
// Read gives each reader's verdict and destination (scheme, host, port) in
// one canonical spelling, so that only a real difference of destination
// counts, never a difference of spelling: CanonicalHost is that spelling,
// the URL Standard's host serialization. Readings.Differ names the fields
// on which the readers that accept the string disagree. Package inspect
// reports such a disagreement as its parser-differential finding, and
// classifies the host curl reads where the others read none; `uri
// readings` prints the four readings side by side.
//
// Where each part lives:
//
//	readings.go  Reader, Reading, Readings; Read, ReadURI; OK, AcceptedBy, Differ
//	readers.go   the readings of uri.Parse, whatwg.Parse, url.Parse; the effective port; a file URL's
//	             local host (RFC 8089 §2)
//	curl.go      libcurl's reading (curl_url_set with CURLU_GUESS_SCHEME, as CURLOPT_URL), CurlError;
//	             held to the real libcurl by curl_test.go (testdata/curl/urlapi.c)
//	host.go      CanonicalHost: the URL Standard's host parser and serializer (§3.5, §3.6)
package readings
