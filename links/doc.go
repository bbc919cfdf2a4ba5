// Package links establishes the base URI of a document, in the four layers
// of RFC 3986 §5.1 (seed 003 §5.1), and lists the links of HTML documents
// resolved against it, for crawlers and link checkers.
//
// The layers, innermost first, are the base embedded in the content
// (§5.1.1; for HTML, the first base element with an href, seed 003
// Appendix D), the base of the encapsulating entity (§5.1.2), the URI used
// to retrieve the document, the last after redirects (§5.1.3), and the
// application's default (§5.1.4). The innermost layer given wins; a relative
// URI in a layer is resolved against the layers outside it. With no base at
// all, relative references are errors and absolute ones stand.
//
// RFC 2396's Appendix D example, whose stated result is
// http://www.ics.uci.edu/Test/a/x for the anchor:
//
//	<!doctype html public "-//IETF//DTD HTML//EN">
//	<HTML><HEAD>
//	<TITLE>An example HTML document</TITLE>
//	<BASE href="http://www.ics.uci.edu/Test/a/b/c">
//	</HEAD><BODY>
//	... <A href="../x">a hypertext anchor</A> ...
//	</BODY></HTML>
//
// Where each part lives:
//
//   - The layers of §5.1.2 to §5.1.4: context.go (Context, Outer,
//     LayerError). A base and resolution against it, §5.1 and §5.2, with
//     the layer it came from: base.go (Base, Source, ErrNoBase).
//   - Reading HTML as a stream, the document's base (the first <base
//     href>, which also counts for the links before it, as the HTML
//     standard's "document base URL" does), links held while a <base> may
//     still come, bounded by MaxPending: scanner.go (Scanner, Link); the
//     buffer over the reader: input.go; errors of the scan: errors.go.
//   - HTML tokenization (the HTML standard §13.2.5) as
//     golang.org/x/net/html's tokenizer does it, reduced to finding start
//     tags: lex.go (text, comments, doctypes, end tags, raw text elements,
//     the script escape states); the attributes of a tag by the
//     tokenizer's rules: tag.go; character references in values, decoded
//     by the tokenizer itself: decode.go. The tests compare all three with
//     the tokenizer on a corpus, the sample pages and by fuzzing.
//   - The URL-valued attributes of HTML: attrs.go; srcset lists and white
//     space: srcset.go; lines and columns: position.go.
//
// Why not call the tokenizer's Next for every token: it builds every
// token, text included, and allocates for every attribute name; finding
// start tags alone, with text skipped by bytes.IndexByte, is three to four times
// faster, and that is most of the difference between this package and
// x/net/html with net/url (see the benchmarks in bench_test.go).
package links
