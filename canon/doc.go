// Package canon makes the canonical keys that crawlers, web archives and
// security filters key URLs by. None of them is RFC 3986 normalization or
// the URL Standard's href; each is the key of a system in use, made as that
// system makes it, so that keys made here match keys made there:
//
//   - SafeBrowsing: the canonical URL of Google Safe Browsing v4 ("URLs and
//     Hashing", Canonicalization), which every Safe Browsing client hashes;
//     SafeBrowsingExpressions: its host-suffix/path-prefix expressions
//     (safebrowsing.go, safebrowsing_expressions.go);
//   - SURT: the Sort-friendly URI Reordering Transform key of web archives
//     and CDX indexes, as webarchive-commons' WaybackURLKeyMaker makes it
//     (surt.go, surt_parse.go, surt_canon.go, surt_sessionid.go);
//   - Purell: purell's normalization flags by name, with its results, for
//     programs moving from github.com/PuerkitoBio/purell (purell*.go);
//   - Profile: the profiles by name, with RFC 3986's normalization ladder
//     (package uri) beside them, for a pipeline that is given a name
//     (profile.go).
//
// Where the sources of a system disagree (Safe Browsing's document and its
// Go client), the document and Chromium win; docs/CANON.md lists every
// disagreement and the vectors of testdata/canon that show it.
//
// SafeBrowsing and SURT run in one pass over the URL and its parts, with
// Append forms that allocate nothing for an ASCII host; SafeBrowsing
// returns its input itself when it is already canonical.
//
// Percent-encoding is internal/pct's, IPv4 spellings internal/ipv4's (the
// URL Standard's reading, for Safe Browsing), IDNA internal/uts46's, dot
// segments package uri's. The Internet Archive's canonicalizer has readings
// of its own (of IPv4 addresses and of dot segments) that are not those:
// they are written out in surt_canon.go, as that canonicalizer defines them.
package canon
