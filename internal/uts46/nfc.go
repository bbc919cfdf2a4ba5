package uts46

// Unicode Normalization Form C (UAX #15), for UTS #46 §4 step 2 (Normalize)
// and §4.1 criterion 1, from the Unicode 17.0.0 tables of tables.go:
// canonical decomposition (UAX #15 §3, Unicode §3.11 D68), the canonical
// ordering algorithm (Unicode §3.11 D109), and the canonical composition
// algorithm (Unicode §3.11 D117), Hangul syllables computed (Unicode §3.12).

import (
	"sort"
	"strings"
)

// Hangul syllable constants (Unicode §3.12).
const (
	hangulSBase  = 0xAC00
	hangulLBase  = 0x1100
	hangulVBase  = 0x1161
	hangulTBase  = 0x11A7
	hangulLCount = 19
	hangulVCount = 21
	hangulTCount = 28
	hangulNCount = hangulVCount * hangulTCount
	hangulSCount = hangulLCount * hangulNCount
)

// isNFCQuick reports whether s is certainly in NFC: the NFC_Quick_Check
// algorithm of UAX #15 §9 answering Yes. (No and Maybe both return false;
// the caller then normalizes.)
func isNFCQuick(s string) bool {
	var last uint8
	for _, r := range s {
		if r < 0x300 { // below U+0300 every code point is a starter with NFC_QC=Yes
			last = 0
			continue
		}
		p := prop(r)
		c := uint8(p & propCCCMask)
		if last > c && c != 0 || p>>propQCShift&propQCMask != 0 {
			return false
		}
		last = c
	}
	return true
}

// nfc returns s in Normalization Form C. It returns s itself, with no
// allocation, when the quick check says s is NFC.
func nfc(s string) string {
	if isNFCQuick(s) {
		return s
	}
	return normalize(s)
}

// normalize returns s in Normalization Form C, the long way.
func normalize(s string) string {
	seq := decompose(s)
	reorder(seq)
	return compose(seq)
}

// isNFC reports whether s is in Normalization Form C.
func isNFC(s string) bool {
	return isNFCQuick(s) || nfc(s) == s
}

// cr is a code point with its canonical combining class.
type cr struct {
	r rune
	c uint8
}

// decompose returns the full canonical decomposition of s (UAX #15 §3),
// each code point with its class. Invalid UTF-8 becomes U+FFFD.
func decompose(s string) []cr {
	seq := make([]cr, 0, len(s))
	for _, r := range s {
		switch {
		case r < 0xC0: // no canonical decomposition before U+00C0
			seq = append(seq, cr{r, 0})
		case hangulSBase <= r && r < hangulSBase+hangulSCount:
			i := r - hangulSBase
			seq = append(seq, cr{hangulLBase + i/hangulNCount, 0}, cr{hangulVBase + i%hangulNCount/hangulTCount, 0})
			if t := i % hangulTCount; t != 0 {
				seq = append(seq, cr{hangulTBase + t, 0})
			}
		default:
			p := prop(r)
			if p&propDecomp == 0 {
				seq = append(seq, cr{r, uint8(p & propCCCMask)})
				continue
			}
			for _, d := range decomposition(r) {
				seq = append(seq, cr{d, ccc(d)})
			}
		}
	}
	return seq
}

// decomposition returns the full canonical decomposition of r, which has
// one (propDecomp).
func decomposition(r rune) string {
	i := sort.Search(len(decompRunes), func(i int) bool { return decompRunes[i] >= uint32(r) })
	if i == len(decompRunes) || decompRunes[i] != uint32(r) {
		return string(r)
	}
	v := decompVals[i]
	return decompData[v>>6 : v>>6+v&63]
}

// reorder applies the canonical ordering algorithm (Unicode §3.11 D109):
// each run of non-starters is sorted by class, stably.
func reorder(seq []cr) {
	for i := 0; i < len(seq); {
		if seq[i].c == 0 {
			i++
			continue
		}
		j := i + 1
		for j < len(seq) && seq[j].c != 0 {
			j++
		}
		sort.Stable(byClass(seq[i:j]))
		i = j
	}
}

type byClass []cr

func (s byClass) Len() int           { return len(s) }
func (s byClass) Less(i, j int) bool { return s[i].c < s[j].c }
func (s byClass) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }

// compose applies the canonical composition algorithm (Unicode §3.11 D117)
// to a canonically ordered decomposition and returns it as a string.
func compose(seq []cr) string {
	out := seq[:0]
	starter := -1  // index in out of the last starter, -1 before the first
	var last uint8 // class of the last code point appended after the starter
	for _, x := range seq {
		if starter >= 0 && (len(out)-1 == starter || last != 0 && last < x.c) {
			if c, ok := composite(out[starter].r, x.r); ok {
				out[starter].r = c
				continue
			}
		}
		if x.c == 0 {
			starter = len(out)
		}
		last = x.c
		out = append(out, x)
	}
	var b strings.Builder
	for _, x := range out {
		b.WriteRune(x.r)
	}
	return b.String()
}

// composite returns the primary composite of a and b (Unicode §3.11 D114),
// Hangul syllables included.
func composite(a, b rune) (rune, bool) {
	switch {
	case hangulLBase <= a && a < hangulLBase+hangulLCount && hangulVBase <= b && b < hangulVBase+hangulVCount:
		return hangulSBase + ((a-hangulLBase)*hangulVCount+b-hangulVBase)*hangulTCount, true
	case hangulSBase <= a && a < hangulSBase+hangulSCount && (a-hangulSBase)%hangulTCount == 0 &&
		hangulTBase < b && b < hangulTBase+hangulTCount:
		return a + b - hangulTBase, true
	case prop(b)&propCompSecond == 0:
		return 0, false
	}
	key := uint64(a)<<21 | uint64(b)
	i := sort.Search(len(compPairs), func(i int) bool { return compPairs[i] >= key })
	if i < len(compPairs) && compPairs[i] == key {
		return rune(compRunes[i]), true
	}
	return 0, false
}

// NFC returns s in Normalization Form C (UAX #15), s itself when it already
// is: the one normalizer of the module, for callers outside IDNA that must
// compose as a host is composed (package canon's purell flags).
func NFC(s string) string { return nfc(s) }
