// Package whatwg implements the WHATWG URL Standard (https://url.spec.whatwg.org)
// as of whatwg/url commit 6ae8486 (2026-07-02; the source text is
// testdata/whatwg/url.bs), with web-platform-tests as ada vendors them at
// 308110b2: how
// browsers, Node, Deno and ada read a URL. It is a sibling of package uri,
// not a dialect of it: the Standard's model is different from RFC 3986's.
// Parsing is normalizing (every input the parser accepts maps to one
// serialized href), backslashes are slashes in special URLs, tabs and
// newlines vanish, "0x7f.1" is 127.0.0.1, hosts go through IDNA, and
// almost nothing is refused; what RFC 3986 would refuse the Standard
// records as validation errors.
//
//	u, err := whatwg.Parse(`HTTP://user@Example.COM:80\a/../b?q= 1`)
//	u.Href()     // "http://user@example.com/b?q=%201"
//	u.Hostname() // "example.com"
//	u.Port()     // "" (80 is http's default port)
//	_, errs, _ := whatwg.Validate(...) // invalid-credentials, invalid-reverse-solidus, ...
//
// A URL is a small comparable value: its href and the offsets of its
// components, as ada's url_aggregator holds it. A URL given in serialized
// form parses without allocating (its href is the input); any other
// allocates once, for its href (a host that needs IDNA also costs what
// internal/uts46 allocates, and an href over 64 KiB its buffer too).
//
// What the package covers, and where each part of the Standard lives:
//
//   - §1.1 validation errors: the ErrorKind of each, with the Standard's name,
//     one for each row of its table and in its order (the domain parser's
//     strict run reports domain-to-ASCII, a percent-encoded domain
//     domain-percent-encoded, as the Standard has since whatwg/url
//     a8d5ca3 and 3c83874), and the *Error of a failed parse (errors.go).
//   - §1.3 percent-encoded bytes: the percent-encode sets are those of
//     internal/pct, defined once for the module; byte-class tables for the
//     parser's loops are made from them (classes.go).
//   - §3 hosts: the host parser, opaque hosts, forbidden host code points
//     and the IPv4 serializer (host.go); the IPv6 parser and serializer
//     (ipv6.go); how a browser reads a host, for the rest of the module
//     and its users (host_parse.go): ParseHost and ValidateHost, the host
//     parser on its own, returning a Host (its serialization, its
//     HostKind, its netip.Addr); ParseDomain, the domain parser (§3.3,
//     strict or not), and DomainToUnicode. The IPv4 parser and "ends in a
//     number" are internal/ipv4's; the domain parser's UTS #46 is
//     internal/uts46's, for Unicode 17.0.0, which also holds the
//     forbidden domain code points.
//   - §4.1 the URL record and the §6.1 getters (url.go); §4.2 special
//     schemes and default ports (scheme.go), DefaultPort (default_port.go).
//   - §4.4 the basic URL parser: entry points, the input's preparation and
//     the state machine's loop, with the scheme states (parse.go); the
//     relative, authority, host and port states (parse_authority.go); the
//     file states and Windows drive letters (parse_file.go); the path,
//     opaque path, query and fragment states and shortening a path
//     (parse_path.go); the output, written left to right a run of bytes at
//     a time, the path taking back its dot segments (builder.go); the
//     fast path for an input already in serialized form, or so but for
//     the case of its scheme and host and a default port, which hands any
//     other to the state machine where it stops (parse_serialized.go),
//     and the one for a relative reference that is a base's href and the
//     reference less its leading dot segments (resolve_simple.go), each
//     held to the state machine by its tests. The one writer of a URL's
//     offsets, whichever of these wrote its href, and the check that they
//     describe it, which every test and fuzz target runs (layout.go).
//   - §4.5 the URL serializer, for setters (record.go); §4.7 origin
//     (origin.go).
//   - §5 application/x-www-form-urlencoded and §6.2 URLSearchParams
//     (urlencoded.go): ParseSearchParams, SearchParams, URL.SearchParams,
//     URL.WithSearchParams.
//   - §6.1 the URL API's setters, with the parser's state overrides
//     (setters.go): SetHref, SetProtocol, SetUsername, SetPassword, SetHost,
//     SetHostname, SetPort, SetPathname, SetSearch, SetHash, each returning
//     a new URL and whether the value was applied (false where the
//     Standard's setter ignores it).
//
// Entry points: Parse (new URL(input)), URL.Parse (new URL(ref, base)),
// Validate and URL.Validate (the same, with the validation errors). A URL
// is also text (MarshalText, UnmarshalText: its href, text.go), so JSON,
// XML and flag.TextVar carry it as a string.
//
// Conformance (whatwg/wpt_test.go, over testdata/whatwg): urltestdata
// 891/891 (href, every getter, origin, searchParams), setters_tests
// 278/278, toascii 87/87, percent-encoding 7/7 (UTF-8).
package whatwg
