// Package iri implements the parts of Internationalized Resource
// Identifiers, RFC 3987, that need Unicode tables, and IDNA host names: the
// grammar of IRIs itself (§2.2) is in package uri (uri.ParseIRI), which
// stays free of dependencies; this package uses the module's internal/uts46
// (UTS #46, Unicode 17.0.0) for IDNA, the bidi classes (CheckBidi) and the
// compatibility mappings (ToIRI's look-alikes of ASCII), and internal/ucd
// (the same Unicode 17.0.0) for the characters ToIRI shows as themselves.
//
//	u, _ := uri.ParseIRI("http://résumé.example.org/Dürst")
//	v, _ := iri.ToURI(u) // http://xn--rsum-bpad.example.org/D%C3%BCrst
//	iri.ToIRI(v)         // http://résumé.example.org/Dürst
//
// What the package covers, and where each part lives:
//
//   - Mapping an IRI to a URI, §3.1 (touri.go): ToURI percent-encodes each
//     non-ASCII character as UTF-8 and writes a non-ASCII host name as its
//     IDNA A-label form.
//   - Mapping a URI to an IRI for display, §3.2 (toiri.go): ToIRI decodes
//     the percent-encoded UTF-8 that is safe to show, and turns A-labels
//     into U-labels; it never decodes an ASCII octet ("%20", "%2F"), a
//     character that is invisible or a bidirectional control, or a
//     component that the decoding would make break the rules of §4.2.
//   - Bidirectional IRIs, §4.1 and §4.2 (bidi.go): CheckBidi.
//   - Host names, IDNA2008 as UTS #46 processes it for lookup (idna.go):
//     HostToASCII, HostToUnicode, with the options the WHATWG URL Standard
//     uses (nontransitional, CheckBidi, CheckJoiners, no STD3 rules, no
//     hyphen or length checks), so that a host name means here what it
//     means to a browser.
//
// Errors are *Error values (errors.go) with the input, the byte offset and a
// sentinel kind, or the *uri.Error of a parse.
package iri
