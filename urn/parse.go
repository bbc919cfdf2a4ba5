package urn

import (
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/message"
	"github.com/urikit/urikit/internal/pct"
)

// Parsing: RFC 8141 §2 (the default), RFC 2141 §2 and seed 004 §2 (the
// 2012 draft), in one pass over the bytes with table lookups; no allocation
// except the *Error of a failed parse.

// Parse parses s as a URN under RFC 8141 §2:
//
//	namestring    = assigned-name [ rq-components ] [ "#" f-component ]
//	assigned-name = "urn" ":" NID ":" NSS
//	NID           = (alphanum) 0*30(ldh) (alphanum)
//	NSS           = pchar *(pchar / "/")
//	rq-components = [ "?+" r-component ] [ "?=" q-component ]
//	r-component   = pchar *( pchar / "/" / "?" )
//	q-component   = pchar *( pchar / "/" / "?" )
//	f-component   = fragment
//
// An r-component runs to "?=" or "#"; a "?+" inside a q-component is data.
// A "?" after the NSS not followed by "+" or "=" is an error (§2).
func Parse(s string) (URN, error) { return RFC8141.Parse(s) }

// Parse parses s as a URN under dialect d. See the Dialect constants for
// what each grammar allows.
func (d Dialect) Parse(s string) (URN, error) {
	if len(s) > maxLen {
		return URN{}, newError(s, maxLen, PartNSS, ErrChar, "input too long")
	}
	if len(s) < 4 || ascii.ToLower(s[0]) != 'u' || ascii.ToLower(s[1]) != 'r' || ascii.ToLower(s[2]) != 'n' || s[3] != ':' {
		n := 0
		for n < len(s) && n < 4 && ascii.ToLower(s[n]) == "urn:"[n] {
			n++
		}
		return URN{}, newError(s, n, PartScheme, ErrScheme, `a URN starts with "urn:"; write "urn:" NID ":" NSS`)
	}
	u := URN{s: s, dialect: d}
	end, err := d.parseNID(s)
	if err != nil {
		return URN{}, err
	}
	u.nidEnd = int32(end)
	switch d {
	case RFC2141:
		err = u.parse2141(s)
	case Draft:
		err = u.parseDraft(s)
	default:
		err = u.parse8141(s)
	}
	if err != nil {
		return URN{}, err
	}
	return u, nil
}

// parseNID checks the NID that starts at s[4] and returns the offset of the
// ":" after it. RFC 8141 §2 and seed 004 §2.1: (alphanum) 0*30(ldh)
// (alphanum). RFC 2141 §2.1: let-num [ 1,31let-num-hyp ] (one character
// is enough, and it may end with "-").
// RFC 2141 and the draft reserve the NID "urn".
func (d Dialect) parseNID(s string) (int, error) {
	i := 4
	for i < len(s) && (isLetNum(s[i]) || s[i] == '-') {
		i++
	}
	n := i - 4
	switch {
	case i < len(s) && s[i] != ':':
		return 0, newError(s, i, PartNID, ErrNID, "invalid character "+message.Byte(s[i])+" in the NID; an NID is letters, digits and hyphens, then \":\"")
	case n > 0 && s[4] == '-':
		return 0, newError(s, 4, PartNID, ErrNID, `NID starts with "-"; an NID starts with a letter or digit`)
	case i == len(s) && n > 0:
		return 0, newError(s, i, PartNID, ErrNID, `missing ":" after the NID; write "urn:" NID ":" NSS`)
	case n == 0:
		return 0, newError(s, i, PartNID, ErrNID, "empty NID; an NID is letters, digits and hyphens")
	case n < 2 && d != RFC2141:
		return 0, newError(s, i, PartNID, ErrNID, "NID shorter than 2 characters; an NID has 2 to 32 letters, digits and hyphens")
	case n > 32:
		return 0, newError(s, 4+32, PartNID, ErrNID, "NID longer than 32 characters; an NID has 2 to 32 letters, digits and hyphens")
	case s[i-1] == '-' && d != RFC2141:
		return 0, newError(s, i-1, PartNID, ErrNID, `NID ends with "-"; an NID ends with a letter or digit (RFC 8141 §2)`)
	case d != RFC8141 && n == 3 && ascii.ToLower(s[4]) == 'u' && ascii.ToLower(s[5]) == 'r' && ascii.ToLower(s[6]) == 'n':
		return 0, newError(s, 4, PartNID, ErrNID, `the NID "urn" is reserved (RFC 2141 §2.1, seed 004 §2.1); choose another NID`)
	case d == RFC8141 && n > 4 && ascii.EqualFold(s[4:8], "urn-"):
		if off := informalNID(s[8:i]); off >= 0 {
			return 0, newError(s, 8+off, PartNID, ErrNID, `an NID that starts with "urn-" is an informal one, "urn-" and a number without leading zeros (RFC 8141 §5.2: "urn-7"); a formal NID never starts with "urn-" (§5.1)`)
		}
	}
	return i, nil
}

// informalNID checks the text after "urn-" of an informal NID (RFC 8141
// §5.2): number = %x31-39 *DIGIT. It returns the offset of the first
// error, or -1.
func informalNID(s string) int {
	if s[0] < '1' || s[0] > '9' {
		return 0
	}
	for i := 1; i < len(s); i++ {
		if !ascii.IsDigit(s[i]) {
			return i
		}
	}
	return -1
}

// checkTriplet checks a "%" at s[i]: two hex digits must follow (RFC 3986 §2.1) and,
// when noNUL is set, they must not encode NUL (RFC 2141 §2.4, seed 004
// §2.5.3). It returns the offset after the triplet.
func checkTriplet(s string, i int, p Part, noNUL bool) (int, error) {
	if i+2 >= len(s) || !ascii.IsHex(s[i+1]) || !ascii.IsHex(s[i+2]) {
		return 0, newError(s, i, p, ErrPercent, `"%" not followed by two hex digits; a literal "%" must be written %25`)
	}
	if noNUL && s[i+1] == '0' && s[i+2] == '0' {
		return 0, newError(s, i, p, ErrPercent, "NUL (%00) is never allowed in a URN, encoded or not (RFC 2141 §2.4, seed 004 §2.5.3); remove it")
	}
	return i + 3, nil
}

// scanNSS returns the end of the NSS that starts at s[start], under RFC
// 8141 §2 (NSS = pchar *( pchar / "/" )) or the draft (seed 004 §2.2: NSS
// = 1*pchar, and no NUL, §2.5.3): the "?" or "#" after it, or len(s).
func scanNSS(s string, start int, d Dialect) (int, error) {
	i := start
	for i < len(s) {
		c := s[i]
		switch {
		case isPchar(c):
			i++
		case c == '/' && i > start && d == RFC8141:
			i++
		case c == '%':
			var err error
			if i, err = checkTriplet(s, i, PartNSS, d == Draft); err != nil {
				return 0, err
			}
		case c == '?' || c == '#':
			if i == start {
				return 0, emptyNSS(s, i)
			}
			return i, nil
		default:
			return 0, charError(s, i, PartNSS, d)
		}
	}
	if i == start {
		return 0, emptyNSS(s, i)
	}
	return i, nil
}

// parse8141 parses what follows the NID under RFC 8141 §2.
func (u *URN) parse8141(s string) error {
	i, err := scanNSS(s, int(u.nidEnd)+1, RFC8141)
	if err != nil {
		return err
	}
	u.nssEnd, u.rEnd, u.qEnd = int32(i), int32(i), int32(i)
	if i < len(s) && s[i] == '?' {
		if i+1 >= len(s) || (s[i+1] != '+' && s[i+1] != '=') {
			return charError(s, i, PartNSS, RFC8141)
		}
	}
	if i+1 < len(s) && s[i] == '?' && s[i+1] == '+' {
		var err error
		if i, err = component8141(s, i+2, PartR); err != nil {
			return err
		}
		u.flags |= fR
		u.rEnd, u.qEnd = int32(i), int32(i)
	}
	if i+1 < len(s) && s[i] == '?' && s[i+1] == '=' {
		var err error
		if i, err = component8141(s, i+2, PartQ); err != nil {
			return err
		}
		u.flags |= fQ
		u.qEnd = int32(i)
	}
	if i < len(s) { // s[i] == '#'
		u.flags |= fF
		return fragment(s, i+1, RFC8141)
	}
	return nil
}

// component8141 scans an r-component (p == PartR) or q-component (PartQ)
// starting at s[i]: pchar *( pchar / "/" / "?" ). An r-component ends at
// "?=" or "#", a q-component at "#". It returns the end offset.
func component8141(s string, i int, p Part) (int, error) {
	start := i
scan:
	for i < len(s) {
		c := s[i]
		switch {
		case isPchar(c):
			i++
		case c == '%':
			var err error
			if i, err = checkTriplet(s, i, p, false); err != nil {
				return 0, err
			}
		case c == '#':
			break scan
		case c == '?' && p == PartR && i+1 < len(s) && s[i+1] == '=':
			break scan
		case (c == '/' || c == '?') && i > start:
			i++
		default:
			if i == start && (c == '/' || c == '?') {
				return 0, newError(s, i, p, ErrChar, p.String()+" starts with "+message.Byte(c)+" (RFC 8141 §2: it starts with a pchar); write it as "+pct.Triplet(c))
			}
			return 0, charError(s, i, p, RFC8141)
		}
	}
	if i == start {
		intro := `"?+"`
		if p == PartQ {
			intro = `"?="`
		}
		return 0, newError(s, i, p, ErrEmpty, "empty "+p.String()+" (RFC 8141 §2: at least one pchar); remove the "+intro+" or write a value after it")
	}
	return i, nil
}

// fragment checks the f-component starting at s[i] to the end: RFC 3986
// fragment = *( pchar / "/" / "?" ).
func fragment(s string, i int, d Dialect) error {
	for i < len(s) {
		c := s[i]
		switch {
		case isPchar(c) || c == '/' || c == '?':
			i++
		case c == '%':
			var err error
			if i, err = checkTriplet(s, i, PartF, d == Draft); err != nil {
				return err
			}
		case c == '#':
			return newError(s, i, PartF, ErrChar, `second "#" (a fragment holds none, RFC 3986 §3.5); write it as %23`)
		default:
			return charError(s, i, PartF, d)
		}
	}
	return nil
}

func emptyNSS(s string, i int) error {
	return newError(s, i, PartNSS, ErrEmpty, `empty NSS; write "urn:" NID ":" NSS with at least one character after the second ":"`)
}

// parse2141 parses the NSS under RFC 2141 §2.2: 1*<URN chars>, where
// <URN chars> = <trans> / "%" <hex> <hex>. The reserved "/", "?" and "#"
// (§2.3.2) are not used unencoded: RFC 8141 Appendix B says it is RFC 8141
// that allows them. There is nothing after the NSS.
func (u *URN) parse2141(s string) error {
	i := int(u.nidEnd) + 1
	start := i
	for i < len(s) {
		c := s[i]
		switch {
		case isTrans2141(c):
			i++
		case c == '%':
			var err error
			if i, err = checkTriplet(s, i, PartNSS, true); err != nil {
				return err
			}
		default:
			if c == '/' || c == '?' || c == '#' {
				return newError(s, i, PartNSS, ErrChar, message.Byte(c)+" is reserved in RFC 2141 URNs (§2.3.2: RFC 8141 allows it); write it as "+pct.Triplet(c))
			}
			if c == '&' || c == '~' || c == '\\' || c == '"' || c == '<' || c == '>' || c == '[' || c == ']' || c == '^' || c == '`' || c == '{' || c == '|' || c == '}' {
				return newError(s, i, PartNSS, ErrChar, message.Byte(c)+" is excluded from RFC 2141 URNs (§2.4); write it as "+pct.Triplet(c))
			}
			return charError(s, i, PartNSS, RFC2141)
		}
	}
	if i == start {
		return emptyNSS(s, i)
	}
	u.nssEnd, u.rEnd, u.qEnd = int32(i), int32(i), int32(i)
	return nil
}

// parseDraft parses what follows the NID under seed 004 §2: NSS = 1*pchar
// (§2.2), then [ "?" urn-query ] (§2.3) and [ "#" fragment ] (§2.4).
func (u *URN) parseDraft(s string) error {
	i, err := scanNSS(s, int(u.nidEnd)+1, Draft)
	if err != nil {
		return err
	}
	u.nssEnd, u.rEnd, u.qEnd = int32(i), int32(i), int32(i)
	if i < len(s) && s[i] == '?' {
		end, err := scanDirectives(s, i+1)
		if err != nil {
			return err
		}
		u.flags |= fQ
		u.qEnd = int32(end)
		i = end
	}
	if i < len(s) {
		u.flags |= fF
		return fragment(s, i+1, Draft)
	}
	return nil
}
