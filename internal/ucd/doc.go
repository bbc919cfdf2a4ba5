// Package ucd holds the character properties of the Unicode Character
// Database (UCD) 17.0.0 that the module reads outside IDNA: General
// Category (Letter, Mark, Digit, Print), ID_Start and ID_Continue, and the
// Script of the scripts the module tells apart. They are *unicode.RangeTable
// values, for unicode.Is. The module's own reads of Unicode properties come
// from this package and internal/uts46, not from the tables of package
// unicode (Unicode 15.0.0 in Go 1.26) or golang.org/x/text; what still
// reads package unicode's tables does so through the standard library:
// Go's regexp case folding for urlpattern's i flag, strconv's quoting of
// input in error messages, and canon's emulation of purell (which lowers
// hosts with strings.ToLower, as purell does).
//
// One generator, maketables (a command in this directory), writes every
// Unicode table of the module from the same UCD files: tables.go here,
// internal/uts46/tables.go (the IDNA Mapping Table of UTS #46 and the
// Bidi_Class, Joining_Type, Canonical_Combining_Class, decompositions and
// compositions IDNA and NFC need) and testdata/unicode/nfc_test.txt.gz
// (NormalizationTest.txt). Each generated file names its sources in its
// header. The inputs:
//
//	the UCD 17.0.0 data files     as Unicode publishes them (UnicodeData.txt,
//	                              Scripts.txt, PropList.txt,
//	                              DerivedCoreProperties.txt,
//	                              DerivedNormalizationProps.txt,
//	                              NormalizationTest.txt, extracted/...); here
//	                              from Debian's package unicode-data
//	                              17.0.0-2 (sid), which installs them in
//	                              /usr/share/unicode
//	tr46@6.0.0 (npm)              lib/mappingTable.json: IdnaMappingTable.txt
//	                              of Unicode 17.0.0 as JSON, which the UCD
//	                              files do not include
//
// To regenerate, from the module's root (the .deb's SHA-256
// 6286fdf4e6d4bf1f46a2865f54df44feda9395ab66f50b12cc384d921a9af865, the
// tr46 tarball's npm shasum f5a1ae546a0adb32a277a2278d0d17fa2f9093e6):
//
//	D=$(mktemp -d)
//	(cd $D && apt-get download unicode-data=17.0.0-2 && dpkg-deb -x unicode-data_17.0.0-2_all.deb ucd &&
//	  npm pack tr46@6.0.0 && mkdir tr46 && tar xzf tr46-6.0.0.tgz -C tr46)
//	go run ./internal/ucd/maketables -ucd $D/ucd/usr/share/unicode -tr46 $D/tr46/package
//
// (apt-get download needs a sources entry for Debian sid while 17.0.0 is
// not in the release the machine runs). The command checks that each UCD
// file names version 17.0.0 in its first line, that UnicodeData.txt agrees
// with the extracted files code point by code point, that the
// NFC_Quick_Check it derives is DerivedNormalizationProps.txt's, and that
// the IDNA table keeps only assigned code points; it writes nothing when a
// check fails. A build or test never needs the inputs: the generated files
// are committed.
package ucd
