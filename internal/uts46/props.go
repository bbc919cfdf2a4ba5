package uts46

// Lookups in the generated tables (tables.go): the IDNA Mapping Table of
// UTS #46 §5 and the Unicode character properties the validity criteria and
// NFC need.

// status is a code point's Status in the IDNA Mapping Table (UTS #46 §5).
type status uint8

const (
	valid status = iota
	mapped
	deviation
	disallowed
	ignored
)

// Bit layout of idnaVal and propVal (maketables.go writes them so).
const (
	idnaStatusMask = 7
	idnaLenShift   = 3
	idnaLenMask    = 63
	idnaOffShift   = 9

	propCCCMask     = 0xFF
	propBidiShift   = 8
	propBidiMask    = 31
	propJoinShift   = 13
	propJoinMask    = 7
	propMark        = 1 << 16
	propQCShift     = 17
	propQCMask      = 3
	propDecomp      = 1 << 19
	propCompSecond  = 1 << 20
	propCompStarter = 1 << 21
)

// run returns the value of the run holding r in a table of runs.
func run(lo, val []uint32, index []uint16, r rune) uint32 {
	if r < 0 || r > 0x10FFFF {
		r = 0xFFFD
	}
	b := uint32(r) >> 8
	i, j := int(index[b]), int(index[b+1])
	for i < j { // the last run in [i, j] that starts at or before r
		m := int(uint(i+j+1) >> 1)
		if lo[m] <= uint32(r) {
			i = m
		} else {
			j = m - 1
		}
	}
	return val[i]
}

// idna returns r's status and, for mapped and deviation, its mapping value
// (UTS #46 §5).
func idna(r rune) (status, string) {
	v := run(idnaLo[:], idnaVal[:], idnaIndex[:], r)
	st := status(v & idnaStatusMask)
	if st != mapped && st != deviation {
		return st, ""
	}
	off := v >> idnaOffShift
	return st, idnaMappings[off : off+(v>>idnaLenShift)&idnaLenMask]
}

// prop returns r's character properties, packed as propVal holds them.
func prop(r rune) uint32 {
	return run(propLo[:], propVal[:], propIndex[:], r)
}

// Bidi_Class values (UAX #9), in the order of maketables.go's bidiNames.
const (
	bidiL = iota
	bidiR
	bidiAL
	bidiEN
	bidiES
	bidiET
	bidiAN
	bidiCS
	bidiNSM
	bidiBN
	bidiB
	bidiS
	bidiWS
	bidiON
)

func bidiClass(r rune) uint32 { return prop(r) >> propBidiShift & propBidiMask }

// Joining_Type values (Unicode §9.2), in the order of maketables.go's
// joiningNames.
const (
	joinU = iota
	joinC
	joinD
	joinR
	joinL
	joinT
)

func joiningType(r rune) uint32 { return prop(r) >> propJoinShift & propJoinMask }

func ccc(r rune) uint8 { return uint8(prop(r) & propCCCMask) }

// isMark reports whether r has General_Category Mark (Mn, Mc or Me).
func isMark(r rune) bool { return prop(r)&propMark != 0 }
