// Package uri implements the generic syntax of Uniform Resource Identifiers,
// RFC 3986, exactly, and the older grammars it grew from as dialects.
//
// A URI is a small immutable value, like net/netip.Addr: it holds the input
// string and the offsets of its components, so parsing allocates nothing and
// String returns the input byte for byte. Every optional component tells
// absent from empty (RFC 3986 §5.2 "undefined"): HasQuery, HasFragment,
// HasAuthority, HasUserinfo, HasPort.
//
//	u, err := uri.Parse("http://user@[fe80::1%25en0]:8080/a/b?q#f")
//	u.Scheme()   // "http"
//	u.Host()     // "[fe80::1%25en0]"
//	u.HostKind() // uri.HostIPv6
//	u.Zone()     // "en0"
//	u.Query()    // "q"
//
// What the package covers, and where each part lives:
//
//   - The value (uri.go): URI, its accessors per component, HasX for the
//     optional ones; the userinfo's user and password (userinfo.go); where
//     each component stands in the input (span.go): Span.
//   - Parsing per the grammar of RFC 3986 Appendix A, with RFC 6874 zone
//     identifiers (parse.go; scan.go, the inner loop; host.go, the host
//     forms of §3.2.2 and the hostnames of the older grammars; chars.go,
//     the character tables of the dialects, written out as constants; the
//     tables derived from them and the error reasons are generated into
//     tables.go and tables_pairs.go by tables_test.go): Parse (rule
//     URI), ParseReference (URI-reference), ParseAbsolute (absolute-URI),
//     ParseRelative (relative-ref).
//   - Errors (errors.go): *Error, with the input, the byte offset, the
//     component, a sentinel kind for errors.Is, and a reason; OffsetError,
//     the shape every error of the module shares.
//   - Percent-encoding, §2.1 (percent.go, over the module's one encoder
//     and decoder in internal/pct): Decode, an EncodingSet for each
//     component (PathSet.Encode, QuerySet.Encode, ...), and decoded views
//     of each component (DecodedSegments keeps a "%2F" inside its
//     segment). The scheme syntax, §3.1 (schemename.go): ValidScheme.
//   - Building a reference from parts, §5.3 (build.go, with the authority's
//     setters in build_authority.go and the path's, query's and
//     fragment's in build_path.go): Builder.
//   - Query parameters, the "key=value" pairs §3.4 mentions, as HTML forms
//     write them (query.go, query_build.go): Params (ordered, decoded on
//     demand, "k" told from "k="), Builder.SetParam, AppendParam,
//     RemoveParam, KeepParams, SortParams, EncodeQueryKey,
//     EncodeQueryValue.
//   - The host for programs, §3.2.2 (hostname.go): Hostname (no brackets,
//     zone apart), Addr (a net/netip.Addr for an IP host).
//   - Reference resolution, §5.2 (resolve.go; resolve_prefix.go, the
//     common targets that are a prefix of the base and the reference;
//     resolve_build.go, recomposition §5.3; dotsegments.go,
//     remove_dot_segments §5.2.4; resolve_draft1997.go and
//     resolve_draft2003.go, the older algorithms): Resolve, Resolver
//     (strict or non-strict), RemoveDotSegments. Its inverse (relative.go):
//     Relative; same-document references, §4.4 (samedoc.go):
//     IsSameDocument.
//   - Normalization and comparison, §6 (normalize.go; normalize_pct.go,
//     percent-encoding §6.2.2.1-2; normalize_host.go, the authority's case,
//     localhost, ports and "www."; normalize_query.go, mailto addresses and
//     sorted queries; normalize_relative.go, the dot-segments of relative
//     references; ipv6_5952.go, RFC 5952 text of IPv6 addresses;
//     compare.go): Normalize, Normalizer (syntax- and scheme-based levels,
//     opt-in protocol steps; NormalizeString goes from text to text in one
//     parse), Equal.
//   - Dialects (dialect.go; dialect_host.go, the host rule of each):
//     RFC3986 (the default), Draft2003 (seed 003,
//     draft-fielding-uri-rfc2396bis-01), Draft1997 (seed 001,
//     draft-fielding-url-syntax-05) and RFC1738 (RFC 1738 §5). The split
//     into components is the same in all of them; character sets, host
//     forms and the resolution algorithms differ.
//   - IRIs, RFC 3987 §2.2 (iri.go): ParseIRI and ParseIRIReference accept
//     the non-ASCII characters ucschar and iprivate where §2.2 allows them,
//     into the same URI value (Dialect "rfc3987"). The mappings to and from
//     URIs (§3), IDNA host names and the bidi rules of §4.2 are in package
//     github.com/urikit/urikit/iri.
//   - Go integration: MarshalText and UnmarshalText (text.go), URL and
//     FromURL for net/url (neturl.go), Redacted (redact.go).
package uri
