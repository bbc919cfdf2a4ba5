package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"sort"
	"strconv"
	"strings"
)

// IDNA status values, as internal/uts46/tables.go names them.
const (
	stValid = iota
	stMapped
	stDeviation
	stDisallowed
	stIgnored
)

// idnaTable is the IDNA Mapping Table (UTS #46 §5).
type idnaTable struct {
	status  [maxRune + 1]uint8
	mapping [maxRune + 1]string // for mapped and deviation
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

// readIDNA reads lib/mappingTable.json of tr46@6.0.0: rows [range, status,
// mapping?], with range a code point or [first, last].
func readIDNA(path string) *idnaTable {
	g := new(idnaTable)
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
	return g
}

// Short names of Bidi_Class and Joining_Type values (UAX #44), in the
// order internal/uts46/props.go numbers them.
var bidiNames = []string{"L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
	"LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"}

var joiningNames = []string{"U", "C", "D", "R", "L", "T"}

func index(names []string, n string) uint8 {
	for i, x := range names {
		if x == n {
			return uint8(i)
		}
	}
	log.Fatalf("unknown value %q", n)
	return 0
}

// checkIDNA checks the IDNA table against the UCD where they must agree.
func checkIDNA(g *idnaTable, u *ucd) {
	for r := 0; r <= maxRune; r++ {
		st := g.status[r]
		if (st == stValid || st == stMapped || st == stDeviation) && u.gc[r] == "Cn" {
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
		if st == stValid && u.nfcQC[r] == 2 {
			log.Fatalf("U+%04X is valid but NFC_QC=No", r)
		}
	}
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

// writeUTS46 returns the source of internal/uts46/tables.go.
func writeUTS46(g *idnaTable, u *ucd) []byte {
	var b bytes.Buffer
	b.WriteString(header("the IDNA Mapping Table: tr46@6.0.0 lib/mappingTable.json (IdnaMappingTable.txt "+version+" as JSON)",
		"UnicodeData.txt", "extracted/DerivedBidiClass.txt", "extracted/DerivedJoiningType.txt", "DerivedNormalizationProps.txt"))
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
	for r, d := range u.decomp {
		if len(d) == 2 && !u.compExcl[r] {
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
		v := uint32(u.ccc[r]) | uint32(index(bidiNames, u.bidi[r]))<<propBidiShift | uint32(index(joiningNames, u.joining[r]))<<propJoinShift |
			uint32(u.nfcQC[r])<<propQCShift
		if u.gc[r][0] == 'M' {
			v |= propMarkBit
		}
		if _, ok := u.decomp[rune(r)]; ok {
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
	for r := range u.decomp {
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
		s := string(u.fullDecomp(rune(r)))
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

	return b.Bytes()
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
