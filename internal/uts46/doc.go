// Package uts46 implements Unicode IDNA Compatibility Processing, Unicode
// Technical Standard #46 (revision 35, for Unicode 17.0.0), with the flags
// the WHATWG URL Standard sets for host names, and the URL Standard's own
// IDNA steps (URL Standard §3.3, the domain parser).
//
// ToASCII and ToUnicode are UTS #46 §4.2 and §4.3, with every flag of the
// standard in Options. URLOptions gives the flags of the URL Standard's
// "domain parser ToASCII"; DomainToASCII and DomainToUnicode are the URL
// Standard's domain parser and domain to Unicode. The package passes every
// case of the web-platform-tests files IdnaTestV2.json (2,671),
// IdnaTestV2-removed.json (20) and toascii.json (87), and the status codes
// IdnaTestV2.txt gives each of them under both of the URL Standard's flag
// sets (see testdata/whatwg/README.md).
//
// Where each part of the standards is:
//
//	UTS #46 §4 Processing (Map, Normalize, Break, Convert/Validate)  process.go
//	UTS #46 §4.1 Validity Criteria                                  process.go (validate)
//	UTS #46 §4.1 criterion 8, RFC 5892 Appendix A (CONTEXTJ)        joiners.go
//	UTS #46 §4.1 criterion 9, RFC 5893 §2 (the Bidi rule)           bidi.go
//	UTS #46 §4.2 ToASCII, §4.3 ToUnicode                            process.go
//	UTS #46 §4.2 on ASCII input (no allocation)                     fast.go
//	UTS #46 §5 IDNA Mapping Table, Unicode properties               tables.go, props.go
//	UAX #15 Normalization Form C                                    nfc.go
//	RFC 3492 Punycode                                               punycode.go
//	URL Standard §3.3 domain parser, domain to Unicode              url.go
//	errors: which criterion, at which byte offset                   errors.go
//
// # Unicode data
//
// The tables (tables.go) hold Unicode 17.0.0 (UnicodeVersion), newer than
// the tables of package unicode and golang.org/x/text on Go 1.26. They are
// written, with every other Unicode table of the module, by
// internal/ucd/maketables from the files of the Unicode Character Database
// 17.0.0 (UnicodeData.txt for General_Category, Canonical_Combining_Class
// and the canonical decompositions; extracted/DerivedBidiClass.txt,
// extracted/DerivedJoiningType.txt, DerivedNormalizationProps.txt for
// Full_Composition_Exclusion) and the IDNA Mapping Table of Unicode 17.0.0
// (IdnaMappingTable.txt as JSON in the npm package tr46@6.0.0); see
// internal/ucd's package doc for the sources and the command. NFC is
// tested on NormalizationTest.txt of the same UCD
// (testdata/unicode/nfc_test.txt.gz). A build never needs the sources.
//
// The tables are constant data: runs of code points with a value each and
// an index by 256-code-point block (about 80 KB), sorted lists for the
// decompositions and compositions; nothing is built at init.
//
// # Cost
//
// Everything runs in time linear in the input (up to a logarithmic
// factor): Punycode decoding and encoding go through a Fenwick tree rather
// than moving code points, canonical ordering sorts, and error offsets are
// found again only when there is an error. Nothing panics on any input;
// invalid UTF-8 counts as U+FFFD, which is disallowed.
package uts46
