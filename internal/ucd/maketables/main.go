// Command maketables writes every Unicode table of the module from the
// Unicode Character Database 17.0.0 and the IDNA Mapping Table of UTS #46
// for Unicode 17.0.0:
//
//	internal/ucd/tables.go               character properties (package ucd)
//	internal/uts46/tables.go             the IDNA Mapping Table and the
//	                                     properties IDNA and NFC need
//	testdata/unicode/nfc_test.txt.gz     NormalizationTest.txt, NFC columns
//
// Its inputs:
//
//	-ucd DIR   the UCD 17.0.0 data files as the Unicode Consortium publishes
//	           them (UnicodeData.txt, extracted/, ...), for instance
//	           /usr/share/unicode of Debian's package unicode-data 17.0.0-2
//	-tr46 DIR  the npm package tr46@6.0.0 unpacked: lib/mappingTable.json is
//	           IdnaMappingTable.txt of Unicode 17.0.0 as JSON (the UCD files
//	           do not include it)
//
// Usage, from the module's root (see internal/ucd's package doc):
//
//	go run ./internal/ucd/maketables -ucd DIR -tr46 DIR
//
// Every data file but UnicodeData.txt names itself and its version in its
// first line, which the command checks; UnicodeData.txt is checked against
// extracted/DerivedGeneralCategory.txt, extracted/DerivedBidiClass.txt and
// extracted/DerivedCombiningClass.txt code point by code point, the derived
// NFC_Quick_Check against DerivedNormalizationProps.txt, and the IDNA
// table against the UCD (what it keeps is assigned, its mappings are valid
// and NFC). It writes nothing when a check fails.
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"go/format"
	"log"
	"os"
	"path/filepath"
)

const maxRune = 0x10FFFF

func main() {
	ucdDir := flag.String("ucd", "/usr/share/unicode", "directory of the UCD 17.0.0 data files")
	tr46 := flag.String("tr46", "", "directory of the unpacked npm package tr46@6.0.0")
	flag.Parse()
	if *tr46 == "" {
		flag.Usage()
		os.Exit(2)
	}
	log.SetFlags(0)
	log.SetPrefix("maketables: ")
	root := moduleRoot()

	u := readUCD(*ucdDir)
	idna := readIDNA(filepath.Join(*tr46, "lib", "mappingTable.json"))
	checkIDNA(idna, u)

	files := map[string][]byte{
		"internal/ucd/tables.go":   gofmt(writeProps(u)),
		"internal/uts46/tables.go": gofmt(writeUTS46(idna, u)),
	}
	nfc := readNFCTest(*ucdDir)
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	w.Write(nfc)
	w.Close()
	files["testdata/unicode/nfc_test.txt.gz"] = z.Bytes()
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(root, name), b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// moduleRoot returns the directory of go.mod at or above the working
// directory.
func moduleRoot() string {
	dir, err := os.Getwd()
	if err != nil {
		log.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			log.Fatal("no go.mod at or above the working directory")
		}
		dir = up
	}
}

func gofmt(src []byte) []byte {
	out, err := format.Source(src)
	if err != nil {
		log.Fatal(err)
	}
	return out
}
