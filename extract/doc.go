// Package extract finds URIs in plain text, as people write them in mail,
// news, documents and logs, and completes the abbreviated URIs people type.
//
// Finding URIs follows the seeds' recommendations for URIs in context: seed
// 003 (draft-fielding-uri-rfc2396bis-01) and seed 001 Appendix E
// "Recommendations for Delimiting URI in Context", RFC 1738's
// "Recommendations for URLs in Context" (seed 002) and seed 000's "Wrappers
// for URIs in plain text":
//
//	Yes, Jim, I found it under "http://www.w3.org/Addressing/", but you can
//	probably pick it up from <ftp://ds.internic.net/rfc/>.  Note the warning in
//	<http://www.ics.uci.edu/pub/ietf/uri/historical.html
//	#WARNING>.
//
// holds http://www.w3.org/Addressing/, ftp://ds.internic.net/rfc/ and
// http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING. A Scanner
// reports each URI with its span (byte offset, line and column), the text as
// written and the URI cleaned of its wrapper and white space; every URI it
// reports parses under uri.ParseReference.
//
// Where each part lives:
//
//   - Wrappers, "<...>" and "<URL:...>", white space and line breaks inside
//     them, a line break after a hyphen (Appendix E): wrapper.go.
//   - URIs without a wrapper, delimited by white space and punctuation;
//     double quotes; what is not a URI (e-mail addresses, "Re:", times,
//     Windows paths, mail headers); a URI touching text in a script written
//     without spaces: bare.go.
//   - IRIs (RFC 3987) and "[...]" in a query, reported as the URI they
//     stand for (RFC 3987 §3.1: A-labels, percent-encoded UTF-8); Slack's
//     "<URI|label>": mapped.go, wrapper.go.
//   - The one-pass scan, its linear-time argument and the MaxLength bound:
//     engine.go; the character classes: chars.go.
//   - Streaming from an io.Reader with memory bounded by MaxLength, or
//     scanning a string in place without allocating: scanner.go (Scanner,
//     Match).
//   - Abbreviated URIs, seed 003 Appendix F ("www.w3.org/Addressing/" →
//     "http://www.w3.org/Addressing/"): expand.go (Expand, Expander, Rule).
//     Completion is a heuristic for text typed where no base URI exists; it
//     is never right where one does, since an abbreviated URI has the
//     syntax of a relative reference.
//
// Expand lives here rather than in a package of its own because it is the
// other half of the same appendix pair (E and F: URIs outside protocols) and
// shares its character classes and wrapper rules with the finder.
package extract
