package main

import (
	"log"
	"strconv"
	"strings"
)

// ucd holds the properties the module reads, per code point.
type ucd struct {
	gc      [maxRune + 1]string // General_Category, short name; Cn when unassigned
	ccc     [maxRune + 1]uint8  // Canonical_Combining_Class
	bidi    [maxRune + 1]string // Bidi_Class, short name
	joining [maxRune + 1]string // Joining_Type, short name
	script  [maxRune + 1]string // Script, long name
	nfcQC   [maxRune + 1]uint8  // NFC_Quick_Check, derived: 0 Yes, 1 Maybe, 2 No

	decomp   map[rune][]rune // canonical Decomposition_Mapping, one level (no Hangul)
	compExcl map[rune]bool   // Full_Composition_Exclusion
	binary   map[string]*[maxRune + 1]bool
}

// The binary properties the module reads, by the file that holds them.
var binaryProps = map[string][]string{
	"PropList.txt":              {"White_Space", "Bidi_Control"},
	"DerivedCoreProperties.txt": {"ID_Start", "ID_Continue"},
}

// Long names of Bidi_Class and Joining_Type values, as @missing lines
// give them (PropertyValueAliases.txt), by short name.
var bidiLong = map[string]string{
	"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Number": "EN",
	"European_Separator": "ES", "European_Terminator": "ET", "Arabic_Number": "AN", "Common_Separator": "CS",
	"Nonspacing_Mark": "NSM", "Boundary_Neutral": "BN", "Paragraph_Separator": "B", "Segment_Separator": "S",
	"White_Space": "WS", "Other_Neutral": "ON", "Left_To_Right_Embedding": "LRE", "Left_To_Right_Override": "LRO",
	"Right_To_Left_Embedding": "RLE", "Right_To_Left_Override": "RLO", "Pop_Directional_Format": "PDF",
	"Left_To_Right_Isolate": "LRI", "Right_To_Left_Isolate": "RLI", "First_Strong_Isolate": "FSI",
	"Pop_Directional_Isolate": "PDI",
}

func readUCD(dir string) *ucd {
	u := &ucd{decomp: map[rune][]rune{}, compExcl: map[rune]bool{}, binary: map[string]*[maxRune + 1]bool{}}
	u.readUnicodeData(dir)

	// General_Category, Canonical_Combining_Class and Bidi_Class as the
	// extracted files derive them, to check UnicodeData.txt with.
	var gc [maxRune + 1]string
	derived(dir, "extracted/DerivedGeneralCategory.txt", func(lo, hi rune, v string) { fill(gc[:], lo, hi, v) })
	for r := range gc {
		if gc[r] != u.gc[r] {
			log.Fatalf("U+%04X: General_Category %s in UnicodeData.txt, %s in DerivedGeneralCategory.txt", r, u.gc[r], gc[r])
		}
	}
	var ccc [maxRune + 1]string
	derived(dir, "extracted/DerivedCombiningClass.txt", func(lo, hi rune, v string) {
		if v == "Not_Reordered" { // the long name of class 0, in the @missing line
			v = "0"
		}
		fill(ccc[:], lo, hi, v)
	})
	for r := range ccc {
		if ccc[r] != strconv.Itoa(int(u.ccc[r])) {
			log.Fatalf("U+%04X: Canonical_Combining_Class %d in UnicodeData.txt, %s in DerivedCombiningClass.txt", r, u.ccc[r], ccc[r])
		}
	}
	var bidiUD [maxRune + 1]string
	copy(bidiUD[:], u.bidi[:])
	derived(dir, "extracted/DerivedBidiClass.txt", func(lo, hi rune, v string) {
		if s, ok := bidiLong[v]; ok {
			v = s
		}
		fill(u.bidi[:], lo, hi, v)
	})
	for r := range bidiUD {
		if bidiUD[r] != "" && bidiUD[r] != u.bidi[r] {
			log.Fatalf("U+%04X: Bidi_Class %s in UnicodeData.txt, %s in DerivedBidiClass.txt", r, bidiUD[r], u.bidi[r])
		}
		if u.bidi[r] == "" {
			log.Fatalf("U+%04X: no Bidi_Class", r)
		}
	}
	derived(dir, "extracted/DerivedJoiningType.txt", func(lo, hi rune, v string) {
		if v == "Non_Joining" {
			v = "U"
		}
		fill(u.joining[:], lo, hi, v)
	})
	derived(dir, "Scripts.txt", func(lo, hi rune, v string) { fill(u.script[:], lo, hi, v) })
	for file, props := range binaryProps {
		b := open(dir, file)
		checkHeader(file, b)
		for _, p := range props {
			u.binary[p] = new([maxRune + 1]bool)
		}
		each(file, b, nil, func(lo, hi rune, f []string) {
			if t := u.binary[f[0]]; t != nil {
				for r := lo; r <= hi; r++ {
					t[r] = true
				}
			}
		})
	}
	for p, t := range u.binary {
		n := 0
		for _, v := range t {
			if v {
				n++
			}
		}
		if n == 0 {
			log.Fatalf("no code point has %s", p)
		}
	}
	u.readNormalization(dir)
	return u
}

// readUnicodeData reads UnicodeData.txt (UAX #44 §5.3): General_Category,
// Canonical_Combining_Class, Bidi_Class and the canonical decompositions;
// ranges are given as "<..., First>" and "<..., Last>" lines.
func (u *ucd) readUnicodeData(dir string) {
	const name = "UnicodeData.txt"
	b := open(dir, name)
	for r := range u.gc {
		u.gc[r] = "Cn"
	}
	first := rune(-1)
	n := 0
	each(name, b, nil, func(r, _ rune, f []string) {
		n++
		if len(f) != 14 {
			log.Fatalf("%s: U+%04X: %d fields", name, r, len(f)+1)
		}
		lo := r
		switch {
		case strings.HasSuffix(f[0], ", First>"):
			first = r
			return
		case strings.HasSuffix(f[0], ", Last>"):
			if first < 0 {
				log.Fatalf("%s: U+%04X: Last without First", name, r)
			}
			lo, first = first, -1
		}
		ccc, err := strconv.Atoi(f[2])
		if err != nil || ccc > 254 {
			log.Fatalf("%s: U+%04X: Canonical_Combining_Class %q", name, r, f[2])
		}
		for c := lo; c <= r; c++ {
			u.gc[c], u.ccc[c], u.bidi[c] = f[1], uint8(ccc), f[3]
		}
		if f[4] != "" && !strings.HasPrefix(f[4], "<") {
			u.decomp[r] = hexSeq(name, n, f[4])
		}
	})
	if n < 30000 {
		log.Fatalf("%s: only %d lines", name, n)
	}
}

// derived reads a UCD file of one enumerated property, each code point's
// value the last of its data line or, before, of the @missing lines that
// cover it (UAX #44 §4.2.10).
func derived(dir, name string, f func(lo, hi rune, v string)) {
	b := open(dir, name)
	checkHeader(name, b)
	last := func(lo, hi rune, fields []string) { f(lo, hi, fields[len(fields)-1]) }
	each(name, b, last, last)
}

func fill(t []string, lo, hi rune, v string) {
	for r := lo; r <= hi; r++ {
		t[r] = v
	}
}

// readNormalization reads Full_Composition_Exclusion, derives
// NFC_Quick_Check as UAX #15 does, and checks it against the
// NFC_Quick_Check of DerivedNormalizationProps.txt.
func (u *ucd) readNormalization(dir string) {
	const name = "DerivedNormalizationProps.txt"
	b := open(dir, name)
	checkHeader(name, b)
	var qc [maxRune + 1]uint8
	each(name, b, nil, func(lo, hi rune, f []string) {
		for r := lo; r <= hi; r++ {
			switch {
			case f[0] == "Full_Composition_Exclusion":
				u.compExcl[r] = true
			case f[0] == "NFC_QC" && f[1] == "M":
				qc[r] = 1
			case f[0] == "NFC_QC" && f[1] == "N":
				qc[r] = 2
			}
		}
	})
	if len(u.decomp) < 2000 || len(u.compExcl) < 1000 {
		log.Fatalf("too little normalization data: %d decompositions, %d exclusions", len(u.decomp), len(u.compExcl))
	}
	// NFC_Quick_Check as UAX #15 derives it: No for the code points
	// excluded from composition; Maybe for those that can combine with what
	// precedes them: the second code point of a primary composite (Hangul
	// vowels and trailing consonants included), and any code point whose
	// canonical decomposition begins with one.
	second := map[rune]bool{}
	for r, d := range u.decomp {
		if len(d) == 2 && !u.compExcl[r] {
			second[d[1]] = true
		}
	}
	for r := rune(0x1161); r <= 0x1175; r++ {
		second[r] = true
	}
	for r := rune(0x11A8); r <= 0x11C2; r++ {
		second[r] = true
	}
	for r := rune(0); r <= maxRune; r++ {
		switch {
		case u.compExcl[r]:
			u.nfcQC[r] = 2
		case second[u.fullDecomp(r)[0]]:
			u.nfcQC[r] = 1
		}
		if u.nfcQC[r] != qc[r] {
			log.Fatalf("U+%04X: NFC_Quick_Check %d derived, %d in %s", r, u.nfcQC[r], qc[r], name)
		}
	}
}

// fullDecomp returns the full canonical decomposition of r (without Hangul).
func (u *ucd) fullDecomp(r rune) []rune {
	d, ok := u.decomp[r]
	if !ok {
		return []rune{r}
	}
	var out []rune
	for _, x := range d {
		out = append(out, u.fullDecomp(x)...)
	}
	return out
}

// readNFCTest returns the source and NFC columns of NormalizationTest.txt,
// one case a line as hex code point sequences, after a comment line.
func readNFCTest(dir string) []byte {
	const name = "NormalizationTest.txt"
	b := open(dir, name)
	checkHeader(name, b)
	var out strings.Builder
	out.WriteString("# source;NFC, hex code points: NormalizationTest-" + version + ".txt, columns 1 and 2\n")
	n := 0
	for _, line := range strings.Split(string(b), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		f := strings.Split(line, ";")
		if len(f) < 5 {
			continue // a part heading (@Part) or a blank line
		}
		out.WriteString(strings.TrimSpace(f[0]) + ";" + strings.TrimSpace(f[1]) + "\n")
		n++
	}
	if n < 19000 {
		log.Fatalf("%s: only %d cases", name, n)
	}
	return []byte(out.String())
}
