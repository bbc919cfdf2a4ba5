// Package playground is the page of `uri playground`: one page that shows
// a URI to a person, and the endpoint that computes what it shows. It is
// the command's own: its View is the page's private contract, not an API.
//
// The page (static/index.html, static/playground.css, static/playground.js)
// is HTML, CSS and plain JavaScript with no framework, embedded in the
// binary with go:embed and loading nothing from elsewhere, so it works
// offline. It sends what is typed to POST /api/view and renders the View it
// gets back; it holds no URI logic. Build makes the View by calling the
// library: package uri (RFC 3986 and its dialects, RFC 3987, normalization
// §6.2, query parameters, resolution §5.2), whatwg (the URL Standard's URL
// record, getters and validation errors), net/url, inspect (findings),
// readings (the destination each parser reads, with the parser-differential
// evidence), repair, urn (RFC 8141), schemes (RFC 1738 §3) and iri
// (RFC 3987 §3). The command line calls Handler; the tests call Build and
// Handler.
//
// Where each part lives:
//
//	view.go       View and its parts; Build; MaxInput (64 KiB) and the refusal past it
//	segments.go   the input cut into its components (RFC 3986 §3, §5.3; Appendix B for any other text), the error's character marked
//	messages.go   each message once: a refusal already shown is written as a pointer to it
//	readings.go   how each grammar and parser cuts the input; the destinations of readings.Read, differences marked
//	record.go     the URL Standard's URL record (§6.1 getters) and validation errors (§1.1); net/url's url.URL
//	details.go    findings (inspect), the repair, normal forms (§6.2), query parameters, URN or
//	              scheme-specific fields, IRI forms (RFC 3987 §3), resolution against a base (§5.2)
//	handler.go    Handler: the embedded files, POST /api/view, the body bound, the security headers
//	static/       the page: HTML, CSS and JavaScript that builds every node from text
//
// The server takes the URI as data only: it fetches nothing and opens no
// file; an input or base over MaxInput is refused with a message. The page
// builds its nodes with createElement and text nodes, never from markup, and
// the Content-Security-Policy header lets no inline script run.
package playground
