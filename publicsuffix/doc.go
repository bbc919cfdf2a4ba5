// Package publicsuffix gives the public suffix and the registrable domain of
// a host by the Public Suffix List (publicsuffix.org): the URL Standard's
// "public suffix" and "registrable domain" (URL Standard §3.2, "Host
// miscellaneous"), on which cookies' "site" and browsers' same-site checks
// rest, and the key crawlers and archives group hosts by.
//
// Two lists are offered, as List values: All, the list whole (its ICANN and
// private sections: "whatwg.github.io" is a registrable domain of its own,
// "github.io" being a public suffix), and ICANN, the ICANN section alone
// (the registry's view: "github.io" is the registrable domain of
// "whatwg.github.io"), which Common Crawl's index stores beside the other.
// Both implement net/http/cookiejar's PublicSuffixList.
//
// Hosts are read as the URL Standard's host parser reads them
// (package whatwg): lower case, IDNA to A-labels, an IP address has no
// public suffix and no registrable domain, and a trailing dot is kept on
// both ("example.com." has the public suffix "com." and the registrable
// domain "example.com."). A domain with an empty label (".example.com")
// has neither. Answers come in the form the host was given: Unicode labels
// as Unicode ("食狮.公司.cn" → "食狮.公司.cn"), A-labels and ASCII as
// they are, with the A-label form always beside them.
//
// # The list
//
// The rules are golang.org/x/net/publicsuffix's, the list that package
// embeds (ListVersion names it), read through its PublicSuffix function.
// That package is the Go ecosystem's maintained copy of the list: a newer
// golang.org/x/net brings a newer list, with no generator to run here and
// no second copy of the data in the module. It has no ICANN-only mode; ICANN
// is derived from it exactly: a private rule always lies below the ICANN
// rules that match the same domain, so the longest ICANN rule matching a
// domain is the longest rule matching the domain less its private suffix's
// first label, asked again until the rule is an ICANN one (icann.go). The
// ICANN bit x/net reports is not always its rule's (it is the bit of the
// last node it walked through, golang/go#22959); icann.go asks it again in
// a way that gives the rule's. TestAgainstTheRules holds both lists, suffix
// and bit, to the list's own algorithm run over the very rules x/net embeds
// (its table_test.go lists them with the ICANN section's length), on
// 40,532 names made of every rule.
package publicsuffix
