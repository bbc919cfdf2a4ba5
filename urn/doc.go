// Package urn implements Uniform Resource Names exactly: RFC 8141 (the
// default), and as dialects RFC 2141 and draft-ietf-urnbis-rfc2141bis-urn-03
// (2012, the draft that became RFC 8141; seed 004).
//
// A URN is a small immutable value, like uri.URI: it holds the input string
// and the offsets of its parts, so parsing allocates nothing and String
// returns the input byte for byte. The optional r-, q- and f-components tell
// absent from present (HasRComponent, HasQComponent, HasFComponent).
//
//	u, err := urn.Parse("urn:example:weather?=op=map#top")
//	u.NID()        // "example"
//	u.NSS()        // "weather"
//	u.QComponent() // "op=map"
//	u.FComponent() // "top"
//
// What the package covers, and where each part lives:
//
//   - Syntax, RFC 8141 §2 (parse.go, urn.go; chars.go, the character
//     classes of the three grammars): Parse, Dialect.Parse; errors
//     are *Error values with the input, the byte offset, the part, a
//     sentinel kind for errors.Is, and a reason that says what to write
//     instead (errors.go). Informal NIDs "urn-<n>" (§5.2): IsInformal.
//   - Dialects (dialect.go): RFC8141, RFC2141 (RFC 2141 §2) and Draft (seed
//     004 §2), whose query is keywd=value directives with the registered
//     keywords "s" and "c" (§2.3; directives.go).
//   - Lexical equivalence, RFC 8141 §3 = RFC 2141 §5 = seed 004 §5 steps 1-4
//     and 5a (equal.go): Equal (no allocation), Normalize; seed 004 §5 step
//     5b: NormalizeForCache, EqualForCache.
//   - Namespace rules (namespace.go, namespace_rules.go): a Registry,
//     read-only Default (uuid RFC 9562, isbn RFC 3187, issn RFC 3044, oid
//     RFC 3061, ietf RFC 2648/3553), NewRegistry and With for more; Check
//     reports a violation apart from syntax, Strict makes it an error,
//     Registry.Equal adds a namespace's equivalence (a UUID's hex case).
//   - Building and display, RFC 8141 §2.2 and §4 (build.go): Build encodes
//     text into an NSS; Display decodes only what cannot be mistaken for
//     another URN, and ParseDisplay reads it back.
//   - Package uri (convert.go): URN.URI and FromURI; every RFC 8141 URN is
//     an RFC 3986 URI with a rootless path.
//   - Go integration (text.go): MarshalText and UnmarshalText, so a URN
//     field travels through encoding/json and encoding/xml as a string.
package urn
