package urn

import (
	"math"

	"github.com/urikit/urikit/internal/ascii"
)

// URN is a parsed URN (RFC 8141 §2: the namestring, an assigned-name with
// its optional r-, q- and f-components). It is a small comparable value over
// the input, like uri.URI: two values are == exactly when they were parsed
// from the same string under the same dialect. Accessors return substrings of
// the input, still percent-encoded; parsing allocates nothing.
//
// The r-, q- and f-components may each be absent or present; HasRComponent,
// HasQComponent and HasFComponent tell which. An f-component may be present
// and empty ("urn:example:a#"); RFC 8141's r- and q-components hold at least
// one character. Under the Draft dialect the query ("?...") is reported as
// the q-component and the fragment as the f-component; under RFC2141 there
// are none.
//
// The zero URN is not a URN; its String is "".
type URN struct {
	s string

	// Offsets into s. The NID is s[4:nidEnd] (s[nidEnd] is ':'), the NSS
	// s[nidEnd+1:nssEnd], the r-component s[nssEnd+2:rEnd], the
	// q-component s[qStart():qEnd], the f-component s[qEnd+1:]. Without an
	// r-component rEnd == nssEnd; without a q-component qEnd == rEnd.
	nidEnd, nssEnd, rEnd, qEnd int32
	flags                      flags
	dialect                    Dialect
}

type flags uint8

const (
	fR flags = 1 << iota
	fQ
	fF
)

// maxLen is the longest input a URN value can hold (offsets are int32).
const maxLen = math.MaxInt32 - 1

// String returns the URN exactly as it was parsed, byte for byte.
func (u URN) String() string { return u.s }

// Dialect returns the grammar the URN was checked against.
func (u URN) Dialect() Dialect { return u.dialect }

// IsZero reports whether u is the zero URN (not the result of a parse).
func (u URN) IsZero() bool { return u.s == "" }

// NID returns the namespace identifier as written (RFC 8141 §2.1). NIDs
// are case-insensitive; the text is not lowered.
func (u URN) NID() string {
	if u.s == "" {
		return ""
	}
	return u.s[4:u.nidEnd]
}

// NSS returns the namespace specific string as written, still
// percent-encoded (RFC 8141 §2.2).
func (u URN) NSS() string {
	if u.s == "" {
		return ""
	}
	return u.s[u.nidEnd+1 : u.nssEnd]
}

// AssignedName returns "urn:" NID ":" NSS as written (RFC 8141 §2): the URN
// without its r-, q- and f-components.
func (u URN) AssignedName() string { return u.s[:u.nssEnd] }

// IsInformal reports whether the NID names an informal namespace, "urn-"
// followed by a number without leading zeros (RFC 8141 §5.2).
func (u URN) IsInformal() bool {
	nid := u.NID()
	return len(nid) > 4 && ascii.EqualFold(nid[:4], "urn-") && informalNID(nid[4:]) < 0
}

// HasRComponent reports whether the URN has an r-component ("?+...", RFC
// 8141 §2.3.1).
func (u URN) HasRComponent() bool { return u.flags&fR != 0 }

// RComponent returns the r-component without its "?+"; "" when absent.
func (u URN) RComponent() string {
	if u.flags&fR == 0 {
		return ""
	}
	return u.s[u.nssEnd+2 : u.rEnd]
}

// HasQComponent reports whether the URN has a q-component ("?=...", RFC
// 8141 §2.3.2), or under the Draft dialect a query ("?...", seed 004 §2.3).
func (u URN) HasQComponent() bool { return u.flags&fQ != 0 }

// QComponent returns the q-component without its "?=" (the draft's query
// without its "?"); "" when absent.
func (u URN) QComponent() string {
	if u.flags&fQ == 0 {
		return ""
	}
	return u.s[u.qStart():u.qEnd]
}

func (u URN) qStart() int32 {
	if u.dialect == Draft {
		return u.rEnd + 1
	}
	return u.rEnd + 2
}

// HasFComponent reports whether the URN has an f-component ("#...", RFC
// 8141 §2.3.3; the draft's fragment, seed 004 §2.4), possibly empty.
func (u URN) HasFComponent() bool { return u.flags&fF != 0 }

// FComponent returns the f-component without its "#"; "" when absent or
// empty.
func (u URN) FComponent() string {
	if u.flags&fF == 0 {
		return ""
	}
	return u.s[u.qEnd+1:]
}
